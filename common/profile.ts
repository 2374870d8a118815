import { z } from 'zod';
import {
  AGE_RANGE,
  HEIGHT_CM_RANGE,
  MEDICATION_ITEM_MAX,
  PROFILE_LIST_ITEM_MAX,
  PROFILE_LIST_MAX_ITEMS,
  WEIGHT_KG_RANGE,
} from './limits';
import { ACTIVITY_LEVELS, DIETARY_RESTRICTIONS, FITNESS_GOALS, GENDERS, MEDICAL_CONDITIONS } from './options';
import { UNIT_SYSTEMS } from './units';

/** Plausible measured values; outside them a typo is more likely than a reading. */
export const BLOOD_PRESSURE_RANGES = {
  systolic: { min: 70, max: 260 },
  diastolic: { min: 40, max: 160 },
} as const;
export const WAIST_CM_RANGE = { min: 40, max: 250 } as const;

function yesNo(name: string) {
  return z.boolean({ error: `${name} must be true or false` });
}

function wholeNumberIn(name: string, unit: string, range: { min: number; max: number }) {
  return z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(range.min, `${name} must be between ${range.min} and ${range.max}${unit}`)
    .max(range.max, `${name} must be between ${range.min} and ${range.max}${unit}`);
}

/**
 * Trim, drop blanks, map case-insensitive matches to the preset spelling, and deduplicate
 * (case-insensitively), keeping first-seen order.
 */
export function cleanList(items: readonly string[], presets: readonly string[] = []): string[] {
  const bySlug = new Map(presets.map((p) => [p.toLowerCase(), p]));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const trimmed = raw.replace(/\s+/g, ' ').trim();
    if (!trimmed) continue;
    const key = trimmed.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(bySlug.get(key) ?? trimmed);
  }
  return out;
}

/** Medications arrive as one string per line (a textarea) or as a list; both become a list of lines. */
export function splitMedications(input: string | readonly string[]): string[] {
  const lines = typeof input === 'string' ? input.split(/\r?\n/) : input.flatMap((l) => l.split(/\r?\n/));
  return cleanList(lines);
}

function optionList(name: string, presets: readonly string[], itemMax = PROFILE_LIST_ITEM_MAX) {
  return z
    .array(
      z
        .string({ error: `${name} entries must be text` })
        .max(500, `${name} entries must be at most ${itemMax} characters`),
      {
        error: `${name} must be a list`,
      },
    )
    .max(PROFILE_LIST_MAX_ITEMS * 5, `${name} may have at most ${PROFILE_LIST_MAX_ITEMS} entries`)
    .transform((items) => cleanList(items, presets))
    .pipe(
      z
        .array(z.string().max(itemMax, `${name} entries must be at most ${itemMax} characters`))
        .max(PROFILE_LIST_MAX_ITEMS, `${name} may have at most ${PROFILE_LIST_MAX_ITEMS} entries`),
    );
}

const medicationsField = z
  .union([z.string().max(20_000, 'Medications text is too long'), z.array(z.string().max(500)).max(200)], {
    error: 'Medications must be text (one per line) or a list',
  })
  .transform(splitMedications)
  .pipe(
    z
      .array(
        z
          .string()
          .max(MEDICATION_ITEM_MAX, `Each medication must be at most ${MEDICATION_ITEM_MAX} characters`),
      )
      .max(PROFILE_LIST_MAX_ITEMS, `Medications may have at most ${PROFILE_LIST_MAX_ITEMS} entries`),
  );

/** Optional, offered when gender is female or other; the engine also reads the same words in conditions. */
export const PREGNANCY_STATUSES = [
  'none',
  'pregnant_1',
  'pregnant_2',
  'pregnant_3',
  'breastfeeding',
] as const;
export type PregnancyStatus = (typeof PREGNANCY_STATUSES)[number];
export const PREGNANCY_STATUS_LABELS: Record<PregnancyStatus, string> = {
  none: 'Not pregnant or breastfeeding',
  pregnant_1: 'Pregnant: first trimester',
  pregnant_2: 'Pregnant: second trimester',
  pregnant_3: 'Pregnant: third trimester',
  breastfeeding: 'Breastfeeding',
};

/** A height/weight pair outside this BMI range is a typo; saving it is refused (message names both fields). */
export const PLAUSIBLE_BMI = { min: 10, max: 100 } as const;

/** The refusal message when height and weight give an implausible BMI, or null when they are plausible. */
export function implausibleBmi(heightCm: number | null, weightKg: number | null): string | null {
  if (!heightCm || !weightKg) return null;
  const bmi = weightKg / (heightCm / 100) ** 2;
  if (bmi >= PLAUSIBLE_BMI.min && bmi <= PLAUSIBLE_BMI.max) return null;
  return `Height (${heightCm} cm) and weight (${weightKg} kg) give a BMI of ${Math.round(bmi * 10) / 10}, outside ${PLAUSIBLE_BMI.min}–${PLAUSIBLE_BMI.max}: please check height and weight.`;
}

// ── Training preferences (optional; issue 19, training half) ─────────────────────────────────────────────────
/** Where the member trains. A gym has everything but a pool; at home the member lists what they own. */
export const TRAINING_PLACES = ['home', 'gym'] as const;
export type TrainingPlace = (typeof TRAINING_PLACES)[number];
/** Equipment a member may own at home (the engine's kit names). */
export const HOME_EQUIPMENT = [
  'dumbbell',
  'band',
  'kettlebell',
  'bench',
  'pull-up-bar',
  'skipping-rope',
  'bicycle',
] as const;
export type HomeEquipment = (typeof HOME_EQUIPMENT)[number];
export const HOME_EQUIPMENT_LABELS: Record<HomeEquipment, string> = {
  dumbbell: 'Dumbbells',
  band: 'Resistance bands',
  kettlebell: 'Kettlebell',
  bench: 'Bench or sturdy box',
  'pull-up-bar': 'Pull-up bar',
  'skipping-rope': 'Skipping rope',
  bicycle: 'Bicycle',
};
export const TRAINING_DAYS_RANGE = { min: 1, max: 7 } as const;
/** Warm-up and cool-down alone take about 15–20 minutes, so a session is at least 30. */
export const SESSION_MINUTES_RANGE = { min: 30, max: 120 } as const;

export const trainingPreferencesSchema = z.strictObject(
  {
    place: z.enum(TRAINING_PLACES, { error: 'Training place must be home or gym' }),
    homeEquipment: z
      .array(
        z.enum(HOME_EQUIPMENT, {
          error: `Home equipment entries must be one of ${HOME_EQUIPMENT.join(', ')}`,
        }),
        { error: 'Home equipment must be a list' },
      )
      .max(HOME_EQUIPMENT.length)
      .transform((list) => [...new Set(list)])
      .default([]),
    pool: z.boolean({ error: 'Pool must be true or false' }).default(false),
    daysPerWeek: wholeNumberIn('Training days per week', '', TRAINING_DAYS_RANGE).nullable().default(null),
    sessionMinutes: wholeNumberIn('Session length', ' minutes', SESSION_MINUTES_RANGE)
      .nullable()
      .default(null),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown training preference: ${issue.keys.join(', ')}`
        : undefined,
  },
);
export type TrainingPreferences = z.output<typeof trainingPreferencesSchema>;
/** The stored preferences as the API returns them (no defaults or transforms: a response schema). */
export const trainingPreferencesResponse = z.object({
  place: z.enum(TRAINING_PLACES),
  homeEquipment: z.array(z.enum(HOME_EQUIPMENT)),
  pool: z.boolean(),
  daysPerWeek: z.number().int().nullable(),
  sessionMinutes: z.number().int().nullable(),
});
// ── end training preferences ──────────────────────────────────────────────────────────────────────────────────
// ── Training background (optional; issue 30 item 5): what the member does now, so the plan starts there ─────────
/** Years of regular resistance training. */
export const LIFTING_EXPERIENCES = ['none', 'under_1y', '1_3y', 'over_3y'] as const;
export type LiftingExperience = (typeof LIFTING_EXPERIENCES)[number];
export const LIFTING_EXPERIENCE_LABELS: Record<LiftingExperience, string> = {
  none: 'None',
  under_1y: 'Less than a year',
  '1_3y': '1–3 years',
  over_3y: 'More than 3 years',
};
export const RUNS_PER_WEEK_RANGE = { min: 0, max: 14 } as const;
/** Elite marathoners run about 200 km a week; beyond that a typo is more likely. */
export const WEEKLY_RUN_KM_RANGE = { min: 0, max: 250 } as const;
export const SPORT_MAX_CHARS = 60;

export const trainingBackgroundSchema = z
  .strictObject(
    {
      runsPerWeek: wholeNumberIn('Runs per week', '', RUNS_PER_WEEK_RANGE).nullable().default(null),
      weeklyRunKm: wholeNumberIn('Weekly running distance', ' km', WEEKLY_RUN_KM_RANGE)
        .nullable()
        .default(null),
      liftingExperience: z
        .enum(LIFTING_EXPERIENCES, {
          error: `Lifting experience must be one of ${LIFTING_EXPERIENCES.join(', ')}`,
        })
        .nullable()
        .default(null),
      sports: z
        .array(
          z
            .string({ error: 'Sports entries must be text' })
            .trim()
            .min(1, 'Sports entries must not be empty')
            .max(SPORT_MAX_CHARS, `Sports entries must be at most ${SPORT_MAX_CHARS} characters`),
          { error: 'Sports must be a list' },
        )
        .max(10, 'Sports: at most 10 entries')
        .default([]),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown training background field: ${issue.keys.join(', ')}`
          : undefined,
    },
  )
  .refine((b) => !(b.weeklyRunKm && b.weeklyRunKm > 0 && b.runsPerWeek === 0), {
    message: 'Weekly running distance needs at least one run per week',
    path: ['runsPerWeek'],
  });
export type TrainingBackground = z.output<typeof trainingBackgroundSchema>;
export const trainingBackgroundResponse = z.object({
  runsPerWeek: z.number().int().nullable(),
  weeklyRunKm: z.number().int().nullable(),
  liftingExperience: z.enum(LIFTING_EXPERIENCES).nullable(),
  sports: z.array(z.string()),
});
// ── end training background ──────────────────────────────────────────────────────────────────────────────────
// ── Meal preferences (optional; issue 19, nutrition half) ──────────────────────────────────────────────────────
export const MEAL_CUISINES = ['indian', 'international', 'mixed'] as const;
export type MealCuisine = (typeof MEAL_CUISINES)[number];
export const INDIAN_REGIONS = ['north', 'south', 'west', 'east'] as const;
export type IndianRegion = (typeof INDIAN_REGIONS)[number];
export const FOOD_BUDGETS = ['economical', 'standard'] as const;
export const MEALS_PER_DAY_RANGE = { min: 2, max: 5 } as const;
export const COOKING_MINUTES_RANGE = { min: 10, max: 240 } as const;
const foodList = (name: string) =>
  z
    .array(
      z
        .string({ error: `${name} entries must be text` })
        .trim()
        .min(1, `${name} entries must not be empty`)
        .max(60, `${name} entries must be at most 60 characters`),
      { error: `${name} must be a list` },
    )
    .max(20, `${name}: at most 20 entries`)
    .default([]);

export const mealPreferencesSchema = z.strictObject(
  {
    cuisine: z
      .enum(MEAL_CUISINES, { error: 'Cuisine must be indian, international or mixed' })
      .default('mixed'),
    region: z
      .enum(INDIAN_REGIONS, { error: 'Region must be north, south, west or east' })
      .nullable()
      .default(null),
    mealsPerDay: wholeNumberIn('Meals per day', '', MEALS_PER_DAY_RANGE).nullable().default(null),
    dislikedFoods: foodList('Disliked foods'),
    allergies: foodList('Allergies'),
    budget: z.enum(FOOD_BUDGETS, { error: 'Budget must be economical or standard' }).default('standard'),
    cookingMinutes: wholeNumberIn('Cooking time per day', ' minutes', COOKING_MINUTES_RANGE)
      .nullable()
      .default(null),
    /** Protein shakes (whey or soy powder) are welcome; without it the plan is food first (issue 30). */
    proteinSupplements: z.boolean({ error: 'Protein shakes must be true or false' }).default(false),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown meal preference: ${issue.keys.join(', ')}` : undefined,
  },
);
export type MealPreferences = z.output<typeof mealPreferencesSchema>;
export const mealPreferencesResponse = z.object({
  cuisine: z.enum(MEAL_CUISINES),
  region: z.enum(INDIAN_REGIONS).nullable(),
  mealsPerDay: z.number().int().nullable(),
  dislikedFoods: z.array(z.string()),
  allergies: z.array(z.string()),
  budget: z.enum(FOOD_BUDGETS),
  cookingMinutes: z.number().int().nullable(),
  /** Absent in preferences stored before issue 30 (read as false). */
  proteinSupplements: z.boolean().optional(),
});
// ── end meal preferences ─────────────────────────────────────────────────────────────────────────────────────
// ---- Display units (issue 21) -------------------------------------------------------------------------------
// Kept in one block, spread into the update body and the stored profile below, so other profile fields merge
// beside it cleanly. Only how heights and weights are shown and entered: the API itself stays metric.
const unitSystemField = z.enum(UNIT_SYSTEMS, { error: 'Units must be metric or imperial' });
/** POST /api/profile: `unitSystem` optional; null resets it to metric. */
const displayPreferenceUpdate = { unitSystem: unitSystemField.nullable().optional() };
/** A stored profile: absent means metric (DEFAULT_UNIT_SYSTEM). */
const displayPreferenceStored = { unitSystem: unitSystemField.optional() };
// ---- end of display units -------------------------------------------------------------------------------------

/**
 * The name as printed on the member's lab reports (optional). Only compared with a report's printed patient
 * name (accents, letter case and word order ignored) so a report that is someone else's asks the member first.
 * Letters of any script, spaces, hyphens, apostrophes and dots; blank clears it.
 */
export const REPORT_NAME_MAX = 100;
const reportNameField = z
  .string({ error: 'Name on lab reports must be text' })
  .trim()
  .max(REPORT_NAME_MAX, `Name on lab reports must be at most ${REPORT_NAME_MAX} characters`)
  .refine((s) => s === '' || /^[\p{L}\p{M}][\p{L}\p{M}\s.'’-]*$/u.test(s), {
    message: 'Name on lab reports may contain only letters, spaces, hyphens, apostrophes and dots',
  })
  .transform((s) => (s === '' ? null : s.replace(/\s+/g, ' ')));

export const profileFields = {
  age: wholeNumberIn('Age', '', AGE_RANGE),
  gender: z.enum(GENDERS, { error: 'Gender must be male, female or other' }),
  reportName: reportNameField,
  height: wholeNumberIn('Height', ' cm', HEIGHT_CM_RANGE),
  weight: wholeNumberIn('Weight', ' kg', WEIGHT_KG_RANGE),
  activityLevel: z.enum(ACTIVITY_LEVELS, {
    error: 'Activity level must be one of sedentary, light, moderate, active, very_active',
  }),
  fitnessGoals: optionList('Fitness goals', FITNESS_GOALS),
  dietaryRestrictions: optionList('Dietary restrictions', DIETARY_RESTRICTIONS),
  medicalConditions: optionList('Medical conditions', MEDICAL_CONDITIONS),
  medications: medicationsField,
  pregnancyStatus: z.enum(PREGNANCY_STATUSES, {
    error: 'Pregnancy status must be none, pregnant_1, pregnant_2, pregnant_3 or breastfeeding',
  }),
  trainingPreferences: trainingPreferencesSchema,
  trainingBackground: trainingBackgroundSchema,
  mealPreferences: mealPreferencesSchema,
  // Inputs of the health risk assessment (all optional; common/risk.ts).
  systolicBp: wholeNumberIn('Systolic blood pressure', ' mmHg', BLOOD_PRESSURE_RANGES.systolic),
  diastolicBp: wholeNumberIn('Diastolic blood pressure', ' mmHg', BLOOD_PRESSURE_RANGES.diastolic),
  treatedForHypertension: yesNo('Treated for high blood pressure'),
  smoker: yesNo('Smoker'),
  waistCm: wholeNumberIn('Waist circumference', ' cm', WAIST_CM_RANGE),
  familyHistoryDiabetes: yesNo('Family history of diabetes'),
  familyHistoryEarlyHeartDisease: yesNo('Family history of early heart disease'),
};

/** The risk-assessment fields (profile form section "Health risk details"). */
export const RISK_PROFILE_FIELDS = [
  'systolicBp',
  'diastolicBp',
  'treatedForHypertension',
  'smoker',
  'waistCm',
  'familyHistoryDiabetes',
  'familyHistoryEarlyHeartDisease',
] as const;

/**
 * POST /api/profile body: every field optional; an omitted field keeps its stored value and `null` clears it.
 * Unknown keys are rejected so a typo is not silently ignored.
 */
export const profileUpdateBody = z.strictObject(
  {
    age: profileFields.age.nullable().optional(),
    gender: profileFields.gender.nullable().optional(),
    reportName: profileFields.reportName.nullable().optional(),
    height: profileFields.height.nullable().optional(),
    weight: profileFields.weight.nullable().optional(),
    activityLevel: profileFields.activityLevel.nullable().optional(),
    fitnessGoals: profileFields.fitnessGoals.nullable().optional(),
    dietaryRestrictions: profileFields.dietaryRestrictions.nullable().optional(),
    medicalConditions: profileFields.medicalConditions.nullable().optional(),
    medications: profileFields.medications.nullable().optional(),
    pregnancyStatus: profileFields.pregnancyStatus.nullable().optional(),
    trainingPreferences: profileFields.trainingPreferences.nullable().optional(),
    trainingBackground: profileFields.trainingBackground.nullable().optional(),
    mealPreferences: profileFields.mealPreferences.nullable().optional(),
    ...displayPreferenceUpdate,
    systolicBp: profileFields.systolicBp.nullable().optional(),
    diastolicBp: profileFields.diastolicBp.nullable().optional(),
    treatedForHypertension: profileFields.treatedForHypertension.nullable().optional(),
    smoker: profileFields.smoker.nullable().optional(),
    waistCm: profileFields.waistCm.nullable().optional(),
    familyHistoryDiabetes: profileFields.familyHistoryDiabetes.nullable().optional(),
    familyHistoryEarlyHeartDisease: profileFields.familyHistoryEarlyHeartDisease.nullable().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown profile field: ${issue.keys.join(', ')}` : undefined,
  },
);
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;
export type ProfileUpdate = z.output<typeof profileUpdateBody>;

/** A stored profile as the API returns it. */
export const profileSchema = z.object({
  age: z.number().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** Name as printed on lab reports; optional (absent from older clients' fixtures). */
  reportName: z.string().nullable().optional(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  activityLevel: z.enum(ACTIVITY_LEVELS).nullable(),
  fitnessGoals: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  medicalConditions: z.array(z.string()),
  medications: z.array(z.string()),
  pregnancyStatus: z.enum(PREGNANCY_STATUSES).nullable(),
  /** Null: not given (the plan assumes a gym without a pool and says so). */
  trainingPreferences: trainingPreferencesResponse.nullable(),
  /** Null or absent: not given (the level is read from the activity level alone). */
  trainingBackground: trainingBackgroundResponse.nullable().optional(),
  /** Null: not given (mixed cuisine, four meals, no dislikes). Optional: absent from older clients' fixtures. */
  mealPreferences: mealPreferencesResponse.nullable().optional(),
  ...displayPreferenceStored,
  systolicBp: z.number().nullable().optional(),
  diastolicBp: z.number().nullable().optional(),
  treatedForHypertension: z.boolean().nullable().optional(),
  smoker: z.boolean().nullable().optional(),
  waistCm: z.number().nullable().optional(),
  familyHistoryDiabetes: z.boolean().nullable().optional(),
  familyHistoryEarlyHeartDisease: z.boolean().nullable().optional(),
  /**
   * Condition and medicine lines the clinical catalogue did not understand (common/clinical/match.ts), as typed:
   * shown on the profile before a plan is made; a plan states first that it did not consider them.
   */
  notUnderstood: z
    .object({ medicalConditions: z.array(z.string()), medications: z.array(z.string()) })
    .optional(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponse = z.object({ profile: profileSchema });
