import {
  ACTIVITY_LEVEL_INFO,
  ACTIVITY_LEVELS,
  DIETARY_RESTRICTIONS,
  FITNESS_GOALS,
  GENDER_LABELS,
  GENDERS,
  MEDICAL_CONDITIONS,
  type ActivityLevel,
  type Gender,
} from '@common/options';
import { profileUpdateBody, type Profile, type ProfileUpdateBody } from '@common/profile';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Input, Textarea } from '@/components/input';
import { FieldError, Label } from '@/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/select';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '../api/use-save-profile';
import { ChipListField } from './chip-list-field';
import type { MetricsInputs } from './health-metrics-card';

/** Form state: number inputs are text until submitted; empty means "not set". */
export interface ProfileFormValues {
  age: string;
  gender: Gender | '';
  height: string;
  weight: string;
  activityLevel: ActivityLevel | '';
  fitnessGoals: string[];
  dietaryRestrictions: string[];
  medicalConditions: string[];
  medications: string;
}

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

export function toProfileBody(v: ProfileFormValues): ProfileUpdateBody {
  return {
    age: numberOrNull(v.age),
    gender: v.gender || null,
    height: numberOrNull(v.height),
    weight: numberOrNull(v.weight),
    activityLevel: v.activityLevel || null,
    fitnessGoals: v.fitnessGoals,
    dietaryRestrictions: v.dietaryRestrictions,
    medicalConditions: v.medicalConditions,
    medications: v.medications,
  };
}

export function toFormValues(p: Profile | null): ProfileFormValues {
  return {
    age: p?.age?.toString() ?? '',
    gender: p?.gender ?? '',
    height: p?.height?.toString() ?? '',
    weight: p?.weight?.toString() ?? '',
    activityLevel: p?.activityLevel ?? '',
    fitnessGoals: p?.fitnessGoals ?? [],
    dietaryRestrictions: p?.dietaryRestrictions ?? [],
    medicalConditions: p?.medicalConditions ?? [],
    medications: p?.medications.join('\n') ?? '',
  };
}

/** Validates with the server's own schema (common/profile.ts), mapping its issues to the form's fields. */
const resolver: Resolver<ProfileFormValues> = async (values) => {
  const parsed = profileUpdateBody.safeParse(toProfileBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ProfileFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof ProfileFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export function metricsFrom(
  values: Pick<ProfileFormValues, 'age' | 'gender' | 'height' | 'weight' | 'activityLevel'>,
): MetricsInputs {
  const whole = (s: string) => {
    const n = numberOrNull(s);
    return n !== null && Number.isFinite(n) && n > 0 ? n : null;
  };
  return {
    age: whole(values.age),
    gender: values.gender || null,
    height: whole(values.height),
    weight: whole(values.weight),
    activityLevel: values.activityLevel || null,
  };
}

const NUMBER_FIELDS = [
  { name: 'age', label: 'Age', unit: 'years', min: 13, max: 120 },
  { name: 'height', label: 'Height', unit: 'cm', min: 100, max: 250 },
  { name: 'weight', label: 'Weight', unit: 'kg', min: 30, max: 300 },
] as const;

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
    formState: { errors },
  } = useForm<ProfileFormValues>({ resolver, defaultValues: toFormValues(profile) });
  const watched = useWatch({ control, name: ['age', 'gender', 'height', 'weight', 'activityLevel'] });
  const metrics = metricsFrom({
    age: watched[0],
    gender: watched[1],
    height: watched[2],
    weight: watched[3],
    activityLevel: watched[4],
  });

  async function onSubmit(values: ProfileFormValues) {
    try {
      await save.mutateAsync(toProfileBody(values));
      toast.success('Profile Updated', 'Your profile has been updated successfully.');
    } catch (err) {
      toast.error('Update Failed', errorText(err, 'Failed to update profile. Please try again.'));
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
            <div className="grid gap-4 sm:grid-cols-3">
              {NUMBER_FIELDS.map((f) => (
                <div key={f.name} className="space-y-2">
                  <Label htmlFor={`profile-${f.name}`}>
                    {f.label} <span className="font-normal text-muted-foreground">({f.unit})</span>
                  </Label>
                  <Input
                    id={`profile-${f.name}`}
                    type="number"
                    inputMode="numeric"
                    step={1}
                    min={f.min}
                    max={f.max}
                    placeholder={`${f.min}–${f.max}`}
                    aria-invalid={Boolean(errors[f.name])}
                    aria-describedby={errors[f.name] ? `profile-${f.name}-error` : undefined}
                    {...register(f.name)}
                  />
                  <FieldError id={`profile-${f.name}-error`} message={errors[f.name]?.message} />
                </div>
              ))}
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="profile-gender">Gender</Label>
                <Controller
                  control={control}
                  name="gender"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="profile-gender" aria-invalid={Boolean(errors.gender)}>
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
                <FieldError id="profile-gender-error" message={errors.gender?.message} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="profile-activity">Activity Level</Label>
                <Controller
                  control={control}
                  name="activityLevel"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="profile-activity" aria-invalid={Boolean(errors.activityLevel)}>
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
                <FieldError id="profile-activity-error" message={errors.activityLevel?.message} />
              </div>
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
                  />
                )}
              />
            ))}

            <div className="space-y-2">
              <Label htmlFor="profile-medications">Medications</Label>
              <Textarea
                id="profile-medications"
                rows={4}
                placeholder={'One per line, e.g.\nMetformin 500 mg\nAtorvastatin 10 mg'}
                aria-describedby="profile-medications-hint"
                aria-invalid={Boolean(errors.medications)}
                {...register('medications')}
              />
              <p id="profile-medications-hint" className="text-xs text-muted-foreground">
                One medication per line. We use this to warn about interactions with exercise and food.
              </p>
              <FieldError id="profile-medications-error" message={errors.medications?.message} />
            </div>

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
