import { z } from 'zod';
import { MEAL_SLOTS, mealSchema, type Meal } from './plan';
import { planDetailSchema } from './plans';

/**
 * Meal swaps (docs/product.md#meal-swaps): for one meal of a plan, dishes of the same slot whose portions the engine
 * sizes to that meal's place in the day, offered only when they keep the meal's energy and protein close and the
 * day inside every hard limit the plan keeps (server/src/engine/nutrition/meal-swaps.ts).
 *
 * The bands are a product rule (issue #19: "close energy/protein"), chosen inside the plan's own day tolerances:
 * energy ±10 % of the meal it replaces (a 500 kcal lunch moves the day by at most 50 kcal, about 2.5 % of a
 * 2000 kcal day, well inside the ±5 % day band), protein ±15 % or ±5 g, whichever is larger (the day's protein
 * band is ±10 %; a meal carries a third of it or less).
 */
export const SWAP_RULES = {
  /** Alternatives offered per meal. */
  alternatives: 3,
  kcalTolerance: 0.1,
  proteinTolerance: 0.15,
  proteinToleranceMinG: 5,
  /**
   * Where the day has room, the energy band widens to ±15 % of the meal, but only toward the day's own ±5 % energy
   * band, never out of it (a 500 kcal lunch of a day on target may then move it by 75 kcal, under 5 % of 2000).
   */
  kcalToleranceWithRoom: 0.15,
  /**
   * More protein than the meal had is offered up to +30 % or +10 g while the day stays within its ±10 % protein
   * band; any protein ceiling (kidney disease) is checked on the day as a hard limit besides.
   */
  proteinGainWithRoom: 0.3,
  proteinGainWithRoomMinG: 10,
  /** Candidates the engine sizes at most per request (closest macro mix first), to keep a request fast. */
  maxSized: 30,
} as const;

/** The name the engine gives the protein shake it adds to reach the protein target (it has no recipe). */
export const PROTEIN_SHAKE_NAME = 'Protein shake';
/** The id a member sends to choose the plan's protein shake again (undo a swap of it). */
export const PROTEIN_SHAKE_DISH_ID = 'protein-shake';

/** The id of the plan's own dish for a meal as a swap choice: its recipe, or the protein shake (null: neither). */
export function planDishId(meal: Pick<Meal, 'recipeId' | 'name'>): string | null {
  return meal.recipeId ?? (meal.name === PROTEIN_SHAKE_NAME ? PROTEIN_SHAKE_DISH_ID : null);
}

/** A whole number in [min, max]; `fromText` for the query string (a JSON body must send numbers, not null/true/[]). */
const whole = (field: string, min: number, max: number, fromText: boolean) =>
  (fromText
    ? z.coerce.number({ error: `${field} must be a whole number` })
    : z.number({ error: `${field} must be a whole number` })
  )
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be ${min} or more`)
    .max(max, `${field} must be at most ${max}`);

/** A meal of a plan: its plan day (1-based) and its position in that day's meals (0-based, as listed). */
const mealKey = (fromText: boolean) => ({
  day: whole('day', 1, 366, fromText),
  meal: whole('meal', 0, 9, fromText),
});

const strict = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** GET /api/plans/:id/swaps/options?day=&meal= */
export const swapOptionsQuery = z.strictObject(mealKey(true), strict);
export type SwapOptionsQuery = z.output<typeof swapOptionsQuery>;

/** POST /api/plans/:id/swaps: choose `recipeId` for the meal; the meal's own dish again undoes the swap. */
export const swapChoiceBody = z.strictObject(
  {
    ...mealKey(false),
    recipeId: z
      .string({ error: 'recipeId must be the id of one of the offered dishes' })
      .trim()
      .min(1, 'recipeId must be the id of one of the offered dishes')
      .max(100, 'recipeId must be at most 100 characters'),
  },
  strict,
);
export type SwapChoiceBody = z.input<typeof swapChoiceBody>;

export const swapOptionsResponse = z.object({
  day: z.number().int(),
  meal: z.number().int(),
  slot: z.enum(MEAL_SLOTS),
  /** The plan's own dish for this meal (choose its recipeId to go back to it). */
  original: mealSchema,
  /** What the plan shows now: the original, or the dish the member chose. */
  current: mealSchema,
  swapped: z.boolean(),
  /** Up to SWAP_RULES.alternatives dishes, portions sized for this meal, closest first. */
  alternatives: z.array(mealSchema),
  /** The energy and protein the alternatives keep to (from the original meal). */
  band: z.object({
    kcal: z.tuple([z.number(), z.number()]),
    proteinG: z.tuple([z.number(), z.number()]),
  }),
  /** Why fewer than SWAP_RULES.alternatives are offered (null when all are). */
  reason: z.string().nullable(),
});
export type SwapOptionsResponse = z.infer<typeof swapOptionsResponse>;

export const swapChoiceResponse = z.object({
  message: z.string(),
  /** The plan with the swap in place (meals, day totals and grocery list). */
  plan: planDetailSchema,
});
export type SwapChoiceResponse = z.infer<typeof swapChoiceResponse>;
