import { AGE_RANGE, HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from './limits';
import { ACTIVITY_LEVEL_INFO, type ActivityLevel, type Gender } from './options';

/** True when the value is one the profile accepts (the same ranges as its validation): metrics use nothing else. */
export function withinRange(
  value: number | null | undefined,
  range: { min: number; max: number },
): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;
}

/**
 * BMI = weight (kg) / height (m)², one decimal (docs/product.md#validation). Null when an input is missing or
 * outside the profile's ranges (a height of 300 cm has no BMI, not "8.1 Underweight").
 */
export function bmi(weightKg: number | null | undefined, heightCm: number | null | undefined): number | null {
  if (!withinRange(weightKg, WEIGHT_KG_RANGE) || !withinRange(heightCm, HEIGHT_CM_RANGE)) return null;
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

/** WHO adult BMI categories (WHO Technical Report Series 894, 2000). */
export function bmiCategory(
  value: number | null,
): 'Underweight' | 'Healthy weight' | 'Overweight' | 'Obesity' | null {
  if (value === null) return null;
  if (value < 18.5) return 'Underweight';
  if (value < 25) return 'Healthy weight';
  if (value < 30) return 'Overweight';
  return 'Obesity';
}

export interface BmrInputs {
  age?: number | null;
  gender?: Gender | null;
  height?: number | null;
  weight?: number | null;
}

/**
 * Mifflin-St Jeor (Mifflin et al., Am J Clin Nutr 1990;51:241): 10·kg + 6.25·cm − 5·age, +5 male / −161 female,
 * rounded. Defined only for male and female with every input present and within the profile's ranges
 * (docs/product.md#validation); otherwise null ("--").
 */
export function bmr({ age, gender, height, weight }: BmrInputs): number | null {
  if (
    !withinRange(age, AGE_RANGE) ||
    !withinRange(height, HEIGHT_CM_RANGE) ||
    !withinRange(weight, WEIGHT_KG_RANGE)
  )
    return null;
  if (gender !== 'male' && gender !== 'female') return null;
  const base = 10 * weight + 6.25 * height - 5 * age;
  return Math.round(base + (gender === 'male' ? 5 : -161));
}

/** Estimated daily energy need: BMR × activity factor, rounded. */
export function dailyEnergyNeed(
  bmrValue: number | null,
  activityLevel: ActivityLevel | null | undefined,
): number | null {
  if (bmrValue === null || !activityLevel) return null;
  return Math.round(bmrValue * ACTIVITY_LEVEL_INFO[activityLevel].factor);
}
