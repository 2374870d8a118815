import { useState, type FormEvent } from 'react';
import { BLOOD_PRESSURE_RANGES, WAIST_CM_RANGE, type Profile, type ProfileUpdateBody } from '@common/profile';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { RiskScoreList } from '@/widgets/risk-score-list';
import { ErrorSummary, type SummaryProblem } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { NativeSelect } from '@/components/native-select';
import { serverFieldError } from '@/lib/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '../api/use-save-profile';

type YesNo = 'treatedForHypertension' | 'smoker' | 'familyHistoryDiabetes' | 'familyHistoryEarlyHeartDisease';
type Num = 'systolicBp' | 'diastolicBp' | 'waistCm';

const NUMBERS: { key: Num; label: string }[] = [
  { key: 'systolicBp', label: 'Blood pressure, systolic (mmHg)' },
  { key: 'diastolicBp', label: 'Blood pressure, diastolic (mmHg)' },
  { key: 'waistCm', label: 'Waist circumference (cm)' },
];
/** The ranges the API accepts (common/profile.ts), checked before sending so every problem shows at once. */
const RANGES: Record<Num, { min: number; max: number }> = {
  systolicBp: BLOOD_PRESSURE_RANGES.systolic,
  diastolicBp: BLOOD_PRESSURE_RANGES.diastolic,
  waistCm: WAIST_CM_RANGE,
};
const YES_NO: { key: YesNo; label: string }[] = [
  { key: 'treatedForHypertension', label: 'Treated for high blood pressure' },
  { key: 'smoker', label: 'Current smoker' },
  { key: 'familyHistoryDiabetes', label: 'Parent, brother, sister or child with diabetes' },
  {
    key: 'familyHistoryEarlyHeartDisease',
    label: 'Heart disease in a parent or sibling before 55 (men) / 65 (women)',
  },
];
const toYesNo = (v: boolean | null | undefined) => (v === true ? 'yes' : v === false ? 'no' : '');

/** Optional inputs of the health risk assessment, saved on their own (POST /api/profile accepts partial updates). */
export function RiskDetailsCard({ profile }: { profile: Profile | null }) {
  const save = useSaveProfile();
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(NUMBERS.map(({ key }) => [key, profile?.[key]?.toString() ?? ''])),
    ...Object.fromEntries(YES_NO.map(({ key }) => [key, toYesNo(profile?.[key])])),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const problems: SummaryProblem[] = NUMBERS.flatMap(({ key, label }) =>
    errors[key] ? [{ id: `risk-${key}`, label, message: errors[key] }] : [],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    setAttempts((n) => n + 1);
    const body: ProfileUpdateBody = {};
    const next: Record<string, string> = {};
    for (const { key, label } of NUMBERS) {
      const raw = values[key]!.trim();
      if (raw && !/^\d+$/.test(raw)) next[key] = `${label} must be a whole number`;
      else if (raw && (Number(raw) < RANGES[key].min || Number(raw) > RANGES[key].max))
        next[key] = `Must be between ${RANGES[key].min} and ${RANGES[key].max}`;
      body[key] = raw ? Number(raw) : null;
    }
    for (const { key } of YES_NO) body[key] = values[key] === '' ? null : values[key] === 'yes';
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(body, {
      onSuccess: () => toast.success('Saved', 'Your health risk details were saved.'),
      onError: (err) => {
        const problem = serverFieldError(
          err,
          'Not saved. Please check the values.',
          Object.fromEntries(NUMBERS.map(({ key }) => [key, key])),
        );
        if (problem.field) setErrors({ [problem.field]: problem.message });
        else setServerError(problem.message);
        setAttempts((n) => n + 1);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Health risk details</CardTitle>
        <CardDescription>
          Optional. They let us estimate heart, diabetes and kidney risk for Doctor Verified members.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" noValidate>
          <ErrorSummary
            className="sm:col-span-2 lg:col-span-1"
            problems={problems}
            serverError={serverError}
            focusKey={attempts}
            title="Not saved"
          />
          {NUMBERS.map(({ key, label }) => (
            <FormField key={key} id={`risk-${key}`} label={label} error={errors[key]}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={values[key]}
                  onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                />
              )}
            </FormField>
          ))}
          {YES_NO.map(({ key, label }) => (
            <FormField key={key} id={`risk-${key}`} label={label}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={values[key]}
                  onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                >
                  <option value="">Not given</option>
                  <option value="yes">Yes</option>
                  <option value="no">No</option>
                </NativeSelect>
              )}
            </FormField>
          ))}
          <div className="sm:col-span-2 lg:col-span-1">
            <Button type="submit" disabled={save.isPending}>
              Save risk details
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The health risk assessment (Doctor Verified): each score with its band, meaning, missing inputs and source. */
export function RiskAssessmentCard() {
  const risk = useQuery({
    queryKey: queryKeys.riskAssessment,
    queryFn: async () => (await api.get('/api/risk-assessment')).assessment,
    retry: false,
  });
  if (!risk.data) return null;
  return (
    <Card data-testid="risk-assessment">
      <CardHeader>
        <CardTitle>Health risk assessment</CardTitle>
        <CardDescription>{risk.data.disclaimer}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <RiskScoreList scores={risk.data.scores} />
      </CardContent>
    </Card>
  );
}
