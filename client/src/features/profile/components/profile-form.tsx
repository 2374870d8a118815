import {
  ACTIVITY_LEVEL_INFO,
  ACTIVITY_LEVELS,
  DIETARY_RESTRICTIONS,
  FITNESS_GOALS,
  GENDER_LABELS,
  GENDERS,
  MEDICAL_CONDITIONS,
} from '@common/options';
import { PREGNANCY_STATUS_LABELS, PREGNANCY_STATUSES, REPORT_NAME_MAX, type Profile } from '@common/profile';
import { AGE_RANGE, HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from '@common/limits';
import { cmToFtIn, kgToLb, UNIT_SYSTEM_LABELS, UNIT_SYSTEMS, type UnitSystem } from '@common/units';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { Alert } from '@/components/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Input, Textarea } from '@/components/input';
import { FormErrorSummary, type SummaryField } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Label } from '@/components/label';
import { NativeSelect } from '@/components/native-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/select';
import { showSubmitError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '../api/use-save-profile';
import { CataloguePicker } from './catalogue-picker';
import { ChipListField } from './chip-list-field';
import { MealPreferencesFields } from './meal-preferences-fields';
import { TrainingBackgroundFields } from './training-background-fields';
import { TrainingPreferencesFields } from './training-preferences-fields';
import type { MetricsInputs } from './health-metrics-card';
import {
  asksPregnancy,
  bodyForSwitch,
  displayedBody,
  metricsFrom,
  profileResolver,
  toFormValues,
  toProfileBody,
  type BodyValues,
  type ProfileFormValues,
} from './profile-form-values';

type NumberField = {
  name: 'age' | 'height' | 'heightFt' | 'heightIn' | 'weight';
  label: string;
  unit: string;
  min: number;
  max: number;
};

/** The number inputs in the member's display units (issue 21); the ranges are the API's (common/limits.ts). */
function numberFields(system: UnitSystem): NumberField[] {
  const age: NumberField = { name: 'age', label: 'Age', unit: 'years', ...AGE_RANGE };
  if (system === 'metric') {
    return [
      age,
      { name: 'height', label: 'Height', unit: 'cm', ...HEIGHT_CM_RANGE },
      { name: 'weight', label: 'Weight', unit: 'kg', ...WEIGHT_KG_RANGE },
    ];
  }
  return [
    age,
    {
      name: 'heightFt',
      label: 'Height',
      unit: 'ft',
      min: cmToFtIn(HEIGHT_CM_RANGE.min).ft,
      max: cmToFtIn(HEIGHT_CM_RANGE.max).ft,
    },
    { name: 'heightIn', label: 'Height', unit: 'in', min: 0, max: 11 },
    {
      name: 'weight',
      label: 'Weight',
      unit: 'lb',
      min: Math.ceil(kgToLb(WEIGHT_KG_RANGE.min)),
      max: Math.floor(kgToLb(WEIGHT_KG_RANGE.max)),
    },
  ];
}

/** The fields the error summary can name, in the order of the form. */
const SUMMARY_FIELDS: readonly SummaryField<ProfileFormValues>[] = [
  { name: 'age', id: 'profile-age', label: 'Age' },
  { name: 'height', id: 'profile-height', label: 'Height' },
  { name: 'heightFt', id: 'profile-heightFt', label: 'Height' },
  { name: 'weight', id: 'profile-weight', label: 'Weight' },
  { name: 'gender', id: 'profile-gender', label: 'Gender' },
  { name: 'reportName', id: 'profile-report-name', label: 'Name on your lab reports' },
  { name: 'activityLevel', id: 'profile-activity', label: 'Activity Level' },
  { name: 'pregnancyStatus', id: 'profile-pregnancy', label: 'Pregnancy or breastfeeding' },
  { name: 'medications', id: 'profile-medications', label: 'Medications' },
  { name: 'mealsPerDay', id: 'profile-meals-per-day', label: 'Meals a day' },
  { name: 'allergies', id: 'profile-allergies', label: 'Food allergies' },
  { name: 'dislikedFoods', id: 'profile-disliked-foods', label: 'Foods you dislike' },
  { name: 'cookingMinutes', id: 'profile-cooking-minutes', label: 'Cooking minutes a day' },
];

/** API field names (`{ field }` of a 400) → the form field that shows the error. */
const FIELD_NAMES: Record<string, keyof ProfileFormValues & string> = Object.fromEntries(
  SUMMARY_FIELDS.map((f) => [f.name, f.name]),
);

/**
 * The personal information form beside an aside column that receives the live metrics inputs (so the health
 * metrics card updates as the member types).
 */
export function ProfileForm({
  profile,
  aside,
}: {
  profile: Profile | null;
  aside: (metrics: MetricsInputs) => ReactNode;
}) {
  const save = useSaveProfile();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, submitCount },
  } = useForm<ProfileFormValues>({
    shouldFocusError: false,
    resolver: profileResolver,
    defaultValues: toFormValues(profile),
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const watched = useWatch({
    control,
    name: ['age', 'gender', 'height', 'weight', 'activityLevel', 'unitSystem', 'heightFt', 'heightIn'],
  });
  const unitSystem = watched[5];
  const metrics = metricsFrom({
    age: watched[0],
    gender: watched[1],
    height: watched[2],
    weight: watched[3],
    activityLevel: watched[4],
    unitSystem,
    heightFt: watched[6],
    heightIn: watched[7],
  });

  /** The body values as last stored or typed, so a switch of units and back never moves them by rounding. */
  const exactBody = useRef<BodyValues>({
    heightCm: profile?.height ?? null,
    weightKg: profile?.weight ?? null,
  });

  /** Switching units converts what is typed already, so nothing is lost or misread. */
  function changeUnits(next: UnitSystem) {
    const current = getValues();
    const body = bodyForSwitch(current, exactBody.current);
    exactBody.current = body;
    const shown = displayedBody(body.heightCm, body.weightKg, next);
    for (const [name, value] of Object.entries(shown)) {
      setValue(name as keyof typeof shown, value);
    }
    setValue('unitSystem', next);
  }

  /** A medicine chosen in the picker becomes a line of the free-text field, which the server's matcher reads. */
  function addMedication(name: string) {
    const lines = (getValues('medications') ?? '').split('\n').filter((l) => l.trim());
    if (lines.some((l) => l.trim().toLowerCase() === name.toLowerCase())) return;
    setValue('medications', [...lines, name].join('\n'), {
      shouldDirty: true,
      shouldValidate: submitCount > 0,
    });
  }

  async function onSubmit(values: ProfileFormValues) {
    setServerError(null);
    try {
      await save.mutateAsync(toProfileBody(values));
      toast.success('Profile Updated', 'Your profile has been updated successfully.');
    } catch (err) {
      // A value the server refused shows beside its field (and in the summary); anything else above the form.
      const message = showSubmitError(
        { setError, setServerError },
        err,
        'Failed to update profile. Please try again.',
        values.unitSystem === 'imperial' ? { ...FIELD_NAMES, height: 'heightFt' } : FIELD_NAMES,
      );
      toast.error('Update Failed', message);
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>
            Everything is optional, but the more we know the better your plan fits you.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="space-y-6" onSubmit={handleSubmit(onSubmit)} noValidate>
            <FormErrorSummary
              errors={errors}
              fields={SUMMARY_FIELDS}
              serverError={serverError}
              focusKey={submitCount}
              title="Update Failed"
            />
            <div className="grid gap-2 sm:max-w-xs">
              <Label htmlFor="profile-units">Units</Label>
              <NativeSelect
                id="profile-units"
                value={unitSystem}
                onChange={(e) => changeUnits(e.target.value as UnitSystem)}
              >
                {UNIT_SYSTEMS.map((u) => (
                  <option key={u} value={u}>
                    {UNIT_SYSTEM_LABELS[u]}
                  </option>
                ))}
              </NativeSelect>
              <p className="text-sm text-muted-foreground">
                Age, height and weight are whole numbers (72, not 72.5).
              </p>
            </div>
            <div
              className={
                unitSystem === 'metric'
                  ? 'grid gap-4 sm:grid-cols-3'
                  : 'grid gap-4 grid-cols-2 sm:grid-cols-4'
              }
            >
              {numberFields(unitSystem).map((f) => (
                <FormField
                  key={f.name}
                  id={`profile-${f.name}`}
                  label={
                    <>
                      {f.label} <span className="font-normal text-muted-foreground">({f.unit})</span>
                    </>
                  }
                  error={errors[f.name]?.message}
                >
                  {(fieldControl) => (
                    <Input
                      {...fieldControl}
                      type="number"
                      inputMode="numeric"
                      step={1}
                      min={f.min}
                      max={f.max}
                      placeholder={`${f.min}–${f.max}`}
                      {...register(f.name)}
                    />
                  )}
                </FormField>
              ))}
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="profile-gender" label="Gender" error={errors.gender?.message}>
                {(fieldControl) => (
                  <Controller
                    control={control}
                    name="gender"
                    render={({ field }) => (
                      <Select value={field.value} onValueChange={field.onChange}>
                        <SelectTrigger {...fieldControl}>
                          <SelectValue placeholder="Select gender" />
                        </SelectTrigger>
                        <SelectContent>
                          {GENDERS.map((g) => (
                            <SelectItem key={g} value={g}>
                              {GENDER_LABELS[g]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <FormField id="profile-activity" label="Activity Level" error={errors.activityLevel?.message}>
                {(fieldControl) => (
                  <Controller
                    control={control}
                    name="activityLevel"
                    render={({ field }) => (
                      <Select value={field.value} onValueChange={field.onChange}>
                        <SelectTrigger {...fieldControl}>
                          <SelectValue placeholder="Select activity level" />
                        </SelectTrigger>
                        <SelectContent>
                          {ACTIVITY_LEVELS.map((a) => (
                            <SelectItem key={a} value={a}>
                              {ACTIVITY_LEVEL_INFO[a].label} ({ACTIVITY_LEVEL_INFO[a].description})
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              {asksPregnancy(watched[1]) && (
                <FormField
                  id="profile-pregnancy"
                  label="Pregnancy or breastfeeding"
                  error={errors.pregnancyStatus?.message}
                >
                  {(fieldControl) => (
                    <>
                      <Controller
                        control={control}
                        name="pregnancyStatus"
                        render={({ field }) => (
                          <Select value={field.value} onValueChange={field.onChange}>
                            <SelectTrigger
                              {...fieldControl}
                              aria-describedby={[fieldControl['aria-describedby'], 'profile-pregnancy-hint']
                                .filter(Boolean)
                                .join(' ')}
                            >
                              <SelectValue placeholder="Select if it applies" />
                            </SelectTrigger>
                            <SelectContent>
                              {PREGNANCY_STATUSES.map((s) => (
                                <SelectItem key={s} value={s}>
                                  {PREGNANCY_STATUS_LABELS[s]}
                                </SelectItem>
                              ))}
                            </SelectContent>
                          </Select>
                        )}
                      />
                      <p id="profile-pregnancy-hint" className="text-sm text-muted-foreground">
                        Plans in pregnancy and while breastfeeding have no calorie deficit and leave out
                        unsafe foods.
                      </p>
                    </>
                  )}
                </FormField>
              )}
            </div>

            {(
              [
                ['fitnessGoals', 'Fitness Goals', FITNESS_GOALS],
                ['dietaryRestrictions', 'Dietary Restrictions', DIETARY_RESTRICTIONS],
                ['medicalConditions', 'Medical Conditions', MEDICAL_CONDITIONS],
              ] as const
            ).map(([name, label, presets]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <ChipListField
                    label={label}
                    presets={presets}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors[name]?.message}
                    catalogue={name === 'medicalConditions' ? 'conditions' : undefined}
                  />
                )}
              />
            ))}

            <FormField
              id="profile-report-name"
              label="Name on your lab reports (optional)"
              error={errors.reportName?.message}
            >
              {(fieldControl) => (
                <>
                  <Input
                    {...fieldControl}
                    aria-describedby={[fieldControl['aria-describedby'], 'profile-report-name-hint']
                      .filter(Boolean)
                      .join(' ')}
                    autoComplete="name"
                    maxLength={REPORT_NAME_MAX}
                    placeholder="e.g. Anita Sharma"
                    {...register('reportName')}
                  />
                  <p id="profile-report-name-hint" className="text-xs text-muted-foreground">
                    As your lab prints it. If a report you upload shows another name, we ask you whether it is
                    yours before its results join your trends and plans.
                  </p>
                </>
              )}
            </FormField>

            <CataloguePicker
              catalogue="medicines"
              label="Search medicines and supplements"
              placeholder="Generic or brand name, e.g. Lasix"
              onPick={(m) => addMedication(m.label)}
            />
            <FormField id="profile-medications" label="Medications" error={errors.medications?.message}>
              {(fieldControl) => (
                <>
                  <Textarea
                    {...fieldControl}
                    // The hint is always read; the error joins it when there is one.
                    aria-describedby={[fieldControl['aria-describedby'], 'profile-medications-hint']
                      .filter(Boolean)
                      .join(' ')}
                    rows={4}
                    placeholder={'One per line, e.g.\nMetformin 500 mg\nAtorvastatin 10 mg'}
                    {...register('medications')}
                  />
                  <p id="profile-medications-hint" className="text-xs text-muted-foreground">
                    One medication per line. We use this to warn about interactions with exercise and food.
                  </p>
                </>
              )}
            </FormField>

            <NotUnderstood lines={profile?.notUnderstood} />

            <TrainingPreferencesFields register={register} control={control} errors={errors} />
            <TrainingBackgroundFields register={register} errors={errors} />
            <MealPreferencesFields register={register} errors={errors} />

            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? 'Saving...' : 'Save Profile'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:col-span-2">{aside(metrics)}</div>
    </div>
  );
}

/**
 * Condition and medicine lines the clinical catalogue could not read (GET /api/profile `notUnderstood`): shown
 * before a plan is made, because a plan does not consider them.
 */
function NotUnderstood({ lines }: { lines: Profile['notUnderstood'] }) {
  const all = [...(lines?.medicalConditions ?? []), ...(lines?.medications ?? [])];
  if (all.length === 0) return null;
  return (
    <Alert variant="warning">
      <p className="font-semibold">We did not understand these entries, so plans will not consider them:</p>
      <ul className="mt-1 list-disc pl-5">
        {all.map((l) => (
          <li key={l}>“{l}”</li>
        ))}
      </ul>
      <p className="mt-1 text-muted-foreground">
        Check the spelling or use the common name, or ask your doctor or pharmacist whether a plan suits you.
      </p>
    </Alert>
  );
}
