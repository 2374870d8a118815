import type { ActivityLevel, Gender } from '@common/options';
import {
  profileUpdateBody,
  type PregnancyStatus,
  type Profile,
  type ProfileUpdateBody,
} from '@common/profile';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { MetricsInputs } from './health-metrics-card';

/** Form state: number inputs are text until submitted; empty means "not set". */
export interface ProfileFormValues {
  age: string;
  gender: Gender | '';
  height: string;
  weight: string;
  activityLevel: ActivityLevel | '';
  pregnancyStatus: PregnancyStatus | '';
  fitnessGoals: string[];
  dietaryRestrictions: string[];
  medicalConditions: string[];
  medications: string;
}

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

/** Pregnancy and breastfeeding are asked when the gender is female or other (issue 15); otherwise cleared. */
export const asksPregnancy = (gender: Gender | ''): boolean => gender === 'female' || gender === 'other';

export function toProfileBody(v: ProfileFormValues): ProfileUpdateBody {
  return {
    age: numberOrNull(v.age),
    gender: v.gender || null,
    height: numberOrNull(v.height),
    weight: numberOrNull(v.weight),
    activityLevel: v.activityLevel || null,
    pregnancyStatus: asksPregnancy(v.gender) ? v.pregnancyStatus || null : null,
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
    pregnancyStatus: p?.pregnancyStatus ?? '',
    fitnessGoals: p?.fitnessGoals ?? [],
    dietaryRestrictions: p?.dietaryRestrictions ?? [],
    medicalConditions: p?.medicalConditions ?? [],
    medications: p?.medications.join('\n') ?? '',
  };
}

/** Validates with the server's own schema (common/profile.ts), mapping its issues to the form's fields. */
export const profileResolver: Resolver<ProfileFormValues> = async (values) => {
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
