/**
 * Generated members for the engine's property tests: the body each one is drawn with (age, sex, height and a BMI
 * that gives the weight), the meal preferences a member sets, and the profile they make. Each test chooses its own
 * ranges and choices; the draws keep the order the tests had (body first), so a seeded test draws the members it
 * drew before these were shared. Choices come from common/ (the profile form's options and defaults).
 */
import fc from 'fast-check';
import { ACTIVITY_LEVELS } from '@common/options';
import {
  FOOD_BUDGETS,
  INDIAN_REGIONS,
  MEAL_CUISINES,
  mealPreferencesSchema,
  type MealPreferences,
} from '@common/profile';
import type { EngineProfile } from '../src/engine/plan/generate-plan';

/** The preferences of a member who set none (the profile form's defaults). */
export const NO_PREFERENCES: MealPreferences = mealPreferencesSchema.parse({});

/** Preferences with only `set` changed from the defaults. */
export const preferences = (set: Partial<MealPreferences> = {}): MealPreferences => ({
  ...NO_PREFERENCES,
  ...set,
});

/** Every activity level but "very active", the everyday ones. */
export const EVERYDAY_ACTIVITY = ACTIVITY_LEVELS.filter((a) => a !== 'very_active');
/** 2–5 meals a day, or the plan's own pattern. */
export const MEALS_PER_DAY = [null, 2, 3, 4, 5] as const;
export { ACTIVITY_LEVELS, FOOD_BUDGETS, INDIAN_REGIONS, MEAL_CUISINES };

interface Range {
  min: number;
  max: number;
}

/** The body a member is drawn with, to spread first into the test's fc.record: age, sex, height (cm), BMI. */
export function bodyArbs(r: { age: Range; height: Range; bmi: Range }) {
  return {
    age: fc.integer(r.age),
    gender: fc.constantFrom('male', 'female'),
    height: fc.integer(r.height),
    bmi: fc.double({ ...r.bmi, noNaN: true }),
  };
}

export interface Body {
  age: number;
  gender: string;
  height: number;
  bmi: number;
}

/** A drawn body's profile, weight from its BMI, with no conditions or medicines unless `rest` gives them. */
export function profileOf(body: Body, rest: EngineProfile): EngineProfile {
  return {
    age: body.age,
    gender: body.gender,
    height: body.height,
    weight: Math.round(body.bmi * (body.height / 100) ** 2),
    medicalConditions: [],
    medications: [],
    ...rest,
  };
}

/**
 * Meal preferences as a member sets them: any cuisine, meals a day and budget; the regions, disliked foods (at most
 * `disliked.most` of `disliked.foods`; none without) and cooking minutes the test draws from; no allergies.
 */
export function preferencesArb(choose: {
  regions: readonly MealPreferences['region'][];
  minutes: readonly MealPreferences['cookingMinutes'][];
  disliked?: { foods: readonly string[]; most: number };
}): fc.Arbitrary<MealPreferences> {
  return fc.record({
    cuisine: fc.constantFrom(...MEAL_CUISINES),
    region: fc.constantFrom(...choose.regions),
    mealsPerDay: fc.constantFrom(...MEALS_PER_DAY),
    dislikedFoods: choose.disliked
      ? fc.subarray([...choose.disliked.foods], { maxLength: choose.disliked.most })
      : fc.constant([]),
    allergies: fc.constant([]),
    budget: fc.constantFrom(...FOOD_BUDGETS),
    cookingMinutes: fc.constantFrom(...choose.minutes),
    proteinSupplements: fc.boolean(),
  });
}
