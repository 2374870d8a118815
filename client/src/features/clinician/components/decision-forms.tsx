import { useState, type FormEvent } from 'react';
import { CONTAINS_TAGS } from '@common/plan';
import { clinicianOverridesSchema, type ClinicianOverrides } from '@common/clinician';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { ErrorSummary, type SummaryProblem } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Input, Textarea } from '@/components/input';
import { serverFieldError } from '@/lib/api';
import { useReviewAction, type ReviewAction } from '../api/clinician-api';

const list = (s: string) =>
  s
    .split(/[,\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

/** The structured overrides from the form's text fields (empty fields are left out). */
function overridesFrom(f: Record<string, string>): ClinicianOverrides {
  const o: ClinicianOverrides = {
    calorieTargetKcal: num(f.calories ?? ''),
    proteinMaxGPerKg: num(f.protein ?? ''),
    excludeFoods: list(f.foods ?? ''),
    excludeFoodGroups: list(f.groups ?? '') as ClinicianOverrides['excludeFoodGroups'],
    maxRpe: num(f.rpe ?? ''),
    maxPercent1Rm: num(f.pct ?? ''),
    excludeExercises: list(f.exercises ?? ''),
    sodiumMaxMg: num(f.sodium ?? ''),
    potassiumMaxMg: num(f.potassium ?? ''),
    extraWarnings: (f.warnings ?? '')
      .split('\n')
      .map((x) => x.trim())
      .filter(Boolean),
  };
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as ClinicianOverrides;
}

const OVERRIDE_FIELDS: { key: string; label: string; placeholder?: string; multiline?: boolean }[] = [
  { key: 'calories', label: 'Calorie target (kcal a day)', placeholder: 'e.g. 1800' },
  { key: 'protein', label: 'Protein ceiling (g per kg)', placeholder: 'e.g. 0.8' },
  { key: 'foods', label: 'Foods to exclude (comma-separated)', placeholder: 'e.g. grapefruit, peanut' },
  {
    key: 'groups',
    label: `Food groups to exclude (${CONTAINS_TAGS.slice(0, 8).join(', ')}…)`,
    placeholder: 'e.g. dairy',
  },
  { key: 'rpe', label: 'Training intensity cap (RPE 3–9)', placeholder: 'e.g. 6' },
  { key: 'pct', label: 'Strength load cap (% of 1RM)', placeholder: 'e.g. 60' },
  { key: 'exercises', label: 'Exercises to exclude (comma-separated)', placeholder: 'e.g. deadlift, burpee' },
  { key: 'sodium', label: 'Sodium ceiling (mg a day)', placeholder: 'e.g. 1500' },
  { key: 'potassium', label: 'Potassium ceiling (mg a day)', placeholder: 'e.g. 2500' },
  { key: 'warnings', label: 'Extra warnings for the member (one per line)', multiline: true },
];

/** API field names (overrides.x in a 400's `field`, or the schema's path) → the form field showing the error. */
const OVERRIDE_KEYS: Record<keyof ClinicianOverrides, string> = {
  calorieTargetKcal: 'calories',
  proteinMaxGPerKg: 'protein',
  excludeFoods: 'foods',
  excludeFoodGroups: 'groups',
  maxRpe: 'rpe',
  maxPercent1Rm: 'pct',
  excludeExercises: 'exercises',
  sodiumMaxMg: 'sodium',
  potassiumMaxMg: 'potassium',
  extraWarnings: 'warnings',
};
const SERVER_FIELDS: Record<string, string> = {
  note: 'note',
  reason: 'reason',
  ...Object.fromEntries(Object.entries(OVERRIDE_KEYS).map(([api, key]) => [`overrides.${api}`, key])),
};
/** "maxRpe must be between 3 and 9" → "Must be between 3 and 9" (the label beside it names the field). */
const readable = (message: string) =>
  message.replace(/^[a-z][A-Za-z0-9]*(?: entries)? (must|may)\b/, (_m, verb: string) =>
    verb === 'must' ? 'Must' : 'May',
  );

const FIELD_LABELS: Record<string, string> = {
  note: 'Note to the member',
  reason: 'Reason for declining',
  ...Object.fromEntries(OVERRIDE_FIELDS.map((f) => [f.key, f.label])),
};
const FIELD_IDS: Record<string, string> = {
  note: 'review-note',
  reason: 'decline-reason',
  ...Object.fromEntries(OVERRIDE_FIELDS.map((f) => [f.key, `override-${f.key}`])),
};
/** The order the summary lists problems in: the form's order. */
const FIELD_ORDER = ['note', ...OVERRIDE_FIELDS.map((f) => f.key), 'reason'];

/** Approve, request changes (with structured overrides) or decline one plan. */
export function DecisionForms({ planId, onDone }: { planId: string; onDone: (message: string) => void }) {
  const action = useReviewAction(planId);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const problems: SummaryProblem[] = FIELD_ORDER.flatMap((key) =>
    errors[key] ? [{ id: FIELD_IDS[key]!, label: FIELD_LABELS[key]!, message: errors[key] }] : [],
  );

  const start = () => {
    setServerError(null);
    setAttempts((n) => n + 1);
  };
  const run = (a: ReviewAction) =>
    action.mutate(a, {
      onSuccess: (res) => onDone(res.message),
      onError: (err) => {
        const problem = serverFieldError(
          err,
          'Not saved. Please check the form and try again.',
          SERVER_FIELDS,
        );
        if (problem.field) setErrors({ [problem.field]: readable(problem.message) });
        else setServerError(problem.message);
        setAttempts((n) => n + 1);
      },
    });

  const approve = (e: FormEvent) => {
    e.preventDefault();
    start();
    setErrors({});
    run({ kind: 'approve', ...(note.trim() ? { note: note.trim() } : {}) });
  };
  const requestChanges = (e: FormEvent) => {
    e.preventDefault();
    start();
    // Every problem at once: the note and each override the API would refuse.
    const next: Record<string, string> = {};
    if (!note.trim()) next.note = 'Write a note for the member explaining the changes.';
    const overrides = overridesFrom(fields);
    const parsed = clinicianOverridesSchema.safeParse(overrides);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = OVERRIDE_KEYS[issue.path[0] as keyof ClinicianOverrides];
        if (key) next[key] ??= readable(issue.message);
      }
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    run({ kind: 'request-changes', note: note.trim(), overrides });
  };
  const decline = (e: FormEvent) => {
    e.preventDefault();
    start();
    if (reason.trim().length < 10)
      return setErrors({ reason: 'Explain in at least 10 characters why, and what the member should do.' });
    setErrors({});
    run({ kind: 'decline', reason: reason.trim() });
  };

  return (
    <div className="space-y-4">
      <ErrorSummary problems={problems} serverError={serverError} focusKey={attempts} title="Not saved" />
      <Card>
        <CardHeader>
          <CardTitle>Your decision</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField id="review-note" label="Note to the member (shown on their plan)" error={errors.note}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={2000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </FormField>
          <form onSubmit={approve}>
            <Button type="submit" disabled={action.isPending}>
              Approve plan
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Request changes</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={requestChanges} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" noValidate>
            {OVERRIDE_FIELDS.map((f) => (
              <FormField
                key={f.key}
                id={`override-${f.key}`}
                label={f.label}
                error={errors[f.key]}
                className={f.multiline ? 'sm:col-span-2 lg:col-span-1' : undefined}
              >
                {(control) =>
                  f.multiline ? (
                    <Textarea
                      {...control}
                      rows={2}
                      value={fields[f.key] ?? ''}
                      onChange={(e) => setFields({ ...fields, [f.key]: e.target.value })}
                    />
                  ) : (
                    <Input
                      {...control}
                      placeholder={f.placeholder}
                      value={fields[f.key] ?? ''}
                      onChange={(e) => setFields({ ...fields, [f.key]: e.target.value })}
                    />
                  )
                }
              </FormField>
            ))}
            <div className="sm:col-span-2 lg:col-span-1">
              <Button type="submit" variant="secondary" disabled={action.isPending}>
                Request changes and regenerate
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Decline</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={decline} className="space-y-3" noValidate>
            <FormField
              id="decline-reason"
              label="Why, and what the member should do (they are told they can ask for a refund)"
              error={errors.reason}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={2000}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" variant="destructive" disabled={action.isPending}>
              Decline review
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
