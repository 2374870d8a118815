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

export const profileFields = {
  age: wholeNumberIn('Age', '', AGE_RANGE),
  gender: z.enum(GENDERS, { error: 'Gender must be male, female or other' }),
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
};

/**
 * POST /api/profile body: every field optional; an omitted field keeps its stored value and `null` clears it.
 * Unknown keys are rejected so a typo is not silently ignored.
 */
export const profileUpdateBody = z.strictObject(
  {
    age: profileFields.age.nullable().optional(),
    gender: profileFields.gender.nullable().optional(),
    height: profileFields.height.nullable().optional(),
    weight: profileFields.weight.nullable().optional(),
    activityLevel: profileFields.activityLevel.nullable().optional(),
    fitnessGoals: profileFields.fitnessGoals.nullable().optional(),
    dietaryRestrictions: profileFields.dietaryRestrictions.nullable().optional(),
    medicalConditions: profileFields.medicalConditions.nullable().optional(),
    medications: profileFields.medications.nullable().optional(),
    pregnancyStatus: profileFields.pregnancyStatus.nullable().optional(),
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
  height: z.number().nullable(),
  weight: z.number().nullable(),
  activityLevel: z.enum(ACTIVITY_LEVELS).nullable(),
  fitnessGoals: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  medicalConditions: z.array(z.string()),
  medications: z.array(z.string()),
  pregnancyStatus: z.enum(PREGNANCY_STATUSES).nullable(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponse = z.object({ profile: profileSchema });
