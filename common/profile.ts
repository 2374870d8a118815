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
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponse = z.object({ profile: profileSchema });
