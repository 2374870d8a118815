import { z } from 'zod';
import { MEAL_SLOTS } from './plan';
import { isoDate, slotIndex } from './progress';

/**
 * The food log (issue 35): a food database to log from (IFCT 2017 and USDA rows the planner uses, common dishes
 * per serving derived from the planner's recipes, the member's own foods) and the day's log against the plan's
 * targets and clinical ceilings. Nutrients are per 100 g as eaten/weighed; a log entry holds its own snapshot.
 * docs/product.md#food-log
 */

export const FOOD_SOURCES = [
  'IFCT 2017',
  'USDA FDC',
  'VitalPlan dish',
  'Your food',
  'Your recipe',
  'Open Food Facts',
] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];

/**
 * How sure a food's numbers are: `analysed` = the food composition table's laboratory values; `recipe` = summed
 * from a recipe's ingredients (a planner recipe or the member's own; estimate); `typical` = a typical home recipe written for the log (rough
 * estimate); `member` = entered by the member (from a label); `label` = a packet's label as contributed to a
 * crowd-sourced database (Open Food Facts), checked for plausibility on import, not verified.
 */
export const FOOD_CONFIDENCE = ['analysed', 'recipe', 'typical', 'member', 'label'] as const;
export type FoodConfidence = (typeof FOOD_CONFIDENCE)[number];

/** Nutrients counted in the log; sodium, potassium and saturated fat may be unknown (null) for a food. */
export const foodNutrientsSchema = z.object({
  kcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  fiberG: z.number(),
  saturatedFatG: z.number().nullable(),
  sodiumMg: z.number().nullable(),
  potassiumMg: z.number().nullable(),
});
export type FoodNutrients = z.infer<typeof foodNutrientsSchema>;
export const NUTRIENT_FIELDS = [
  'kcal',
  'proteinG',
  'carbsG',
  'fatG',
  'fiberG',
  'saturatedFatG',
  'sodiumMg',
  'potassiumMg',
] as const satisfies readonly (keyof FoodNutrients)[];
export type NutrientField = (typeof NUTRIENT_FIELDS)[number];

export const foodMeasureSchema = z.object({
  /** Stable within the food: "g", "serving", "katori", … */
  id: z.string(),
  label: z.string(),
  /** Grams of the food (as the food is weighed: dry, raw or as eaten) in one unit. */
  grams: z.number(),
  /** Where the gram weight comes from. */
  source: z.string(),
});
export type FoodMeasure = z.infer<typeof foodMeasureSchema>;

/**
 * Whose data a food is and under which licence, for foods from an open database loaded by the operator (Open Food
 * Facts, ODbL 1.0): shown beside the food, as the licence asks (ODbL §4.3).
 */
export const foodAttributionSchema = z.object({
  licence: z.string(),
  licenceUrl: z.string(),
  /** The notice to show: "Data from Open Food Facts (openfoodfacts.org), available under the ODbL 1.0." */
  text: z.string(),
  /** The record at its source (the product's page). */
  url: z.string(),
  /** When the operator imported it (ISO date-time). */
  importedAt: z.string(),
});
export type FoodAttribution = z.infer<typeof foodAttributionSchema>;

export const foodSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Other names it is found by (Hindi and regional names, transliterations). */
  aliases: z.array(z.string()),
  source: z.enum(FOOD_SOURCES),
  /** The source's record: IFCT code, FDC description, the recipe, or the member's label. */
  sourceRef: z.string(),
  confidence: z.enum(FOOD_CONFIDENCE),
  /** How the grams are weighed: dry (grains, pulses), raw, cooked or ready to eat. */
  weighedAs: z.enum(['dry', 'raw', 'cooked', 'ready']),
  per100g: foodNutrientsSchema,
  measures: z.array(foodMeasureSchema).min(1),
  gtin: z.string().nullable(),
  note: z.string().nullable(),
  /** The product's brand, for packaged foods. */
  brand: z.string().nullable().optional(),
  /** Present on foods from an imported open database (Open Food Facts): source, licence, notice, import date. */
  attribution: foodAttributionSchema.optional(),
});
export type Food = z.infer<typeof foodSchema>;

export const FOOD_QUERY_MAX = 80;
export const foodSearchQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q must not be empty')
    .max(FOOD_QUERY_MAX, `q must be at most ${FOOD_QUERY_MAX} characters`),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const foodSearchResponse = z.object({ foods: z.array(foodSchema) });
export const foodResponse = z.object({ food: foodSchema });
export const foodIdParams = z.object({ id: z.string().min(1).max(120) });

/** GS1 check digit (mod 10, weights 3 and 1 from the right). GS1 General Specifications §7.9. */
export function gtinCheckDigitOk(gtin: string): boolean {
  const digits = gtin.split('').map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A barcode: GTIN-8, -12 (UPC-A), -13 (EAN-13) or -14 with a valid check digit. */
export const gtin = z
  .string()
  .regex(/^(\d{8}|\d{12,14})$/, 'gtin must be 8, 12, 13 or 14 digits')
  .refine(gtinCheckDigitOk, 'gtin check digit is wrong: please check the digits');
export const gtinParams = z.object({ gtin });
/**
 * GET /api/foods/barcode/:gtin for a barcode nobody has added: a message in the member's words, and beside it the
 * call that creates the food with that barcode (the client's "Create this food" form makes it).
 */
export const unknownBarcodeResponse = z.object({
  message: z.string(),
  create: z.object({
    method: z.literal('POST'),
    path: z.literal('/api/foods'),
    body: z.object({ gtin: z.string() }),
  }),
});
export type UnknownBarcode = z.infer<typeof unknownBarcodeResponse>;

const amount = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be 0 or more`)
    .max(max, `${name} must be at most ${max}`);

/** A member's own food, from a label: the values for one serving of `servingGrams`. */
export const customFoodBody = z.strictObject({
  name: z.string().trim().min(2, 'name must be at least 2 characters').max(120, 'name is too long'),
  gtin: gtin.optional(),
  servingLabel: z.string().trim().min(1).max(60).default('serving'),
  servingGrams: z
    .number({ error: 'servingGrams must be a number' })
    .positive('servingGrams must be more than 0')
    .max(2000, 'servingGrams must be at most 2000'),
  kcal: amount('kcal', 5000),
  proteinG: amount('proteinG', 500),
  carbsG: amount('carbsG', 1000),
  fatG: amount('fatG', 500),
  fiberG: amount('fiberG', 200).default(0),
  saturatedFatG: amount('saturatedFatG', 500).optional(),
  sodiumMg: amount('sodiumMg', 50_000).optional(),
  potassiumMg: amount('potassiumMg', 50_000).optional(),
});
export type CustomFoodBody = z.input<typeof customFoodBody>;

export const RECIPE_INGREDIENTS_MAX = 40;
export const RECIPE_SERVINGS_MAX = 50;

/** One ingredient of a member's recipe: a food of the database (or the member's own) × a measure × an amount. */
export const recipeIngredientSchema = z.strictObject({
  foodId: z.string({ error: 'foodId is required' }).min(1, 'foodId is required').max(120),
  measureId: z.string({ error: 'measureId is required' }).min(1, 'measureId is required').max(60),
  amount: z
    .number({ error: 'amount must be a number' })
    .positive('amount must be more than 0')
    .max(5000, 'amount must be at most 5000'),
});
export type RecipeIngredientInput = z.infer<typeof recipeIngredientSchema>;

/**
 * A member's recipe: its ingredients and how many servings the pot makes; logged per serving. The optional cooked
 * weight (the pot weighed after cooking) lets the member log it in grams too; without it a serving is the only
 * measure, since the ingredients' raw weight is not what a cooked gram weighs.
 */
export const recipeBody = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(2, 'name must be at least 2 characters')
    .max(120, 'name is too long'),
  servings: z
    .number({ error: 'servings must be a number' })
    .positive('servings must be more than 0')
    .max(RECIPE_SERVINGS_MAX, `servings must be at most ${RECIPE_SERVINGS_MAX}`),
  ingredients: z
    .array(recipeIngredientSchema, { error: 'ingredients must be a list' })
    .min(1, 'ingredients must list at least one food')
    .max(RECIPE_INGREDIENTS_MAX, `ingredients must be at most ${RECIPE_INGREDIENTS_MAX} foods`),
  cookedGrams: z
    .number({ error: 'cookedGrams must be a number' })
    .positive('cookedGrams must be more than 0')
    .max(50_000, 'cookedGrams must be at most 50000')
    .optional(),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'clientId must be 8–100 letters, digits, - or _')
    .optional(),
});
export type RecipeBody = z.input<typeof recipeBody>;

/** An ingredient as the recipe keeps it: the food's name and the grams the measure × amount came to. */
export const recipeIngredientSavedSchema = recipeIngredientSchema.extend({
  name: z.string(),
  measureLabel: z.string(),
  grams: z.number(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSavedSchema>;

export const recipeSchema = z.object({
  id: z.string(),
  /** The id it is logged and searched by, like any food (GET /api/foods/:id). */
  foodId: z.string(),
  name: z.string(),
  servings: z.number(),
  cookedGrams: z.number().nullable(),
  ingredients: z.array(recipeIngredientSavedSchema),
  /** One serving's nutrients; a nutrient some ingredient does not know is null (unknown, not a guess). */
  perServing: foodNutrientsSchema,
  createdAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;
export const recipeResponse = z.object({ recipe: recipeSchema });
export const recipesResponse = z.object({ recipes: z.array(recipeSchema) });
export const recipeIdParams = z.object({ id: z.uuid({ error: 'id must be a recipe id' }) });

export interface WeighedIngredient {
  per100g: FoodNutrients;
  grams: number;
}

/**
 * One serving of a recipe: every nutrient summed over the ingredients ÷ servings; unknown in any ingredient →
 * unknown (null), never a guess. The sum-of-ingredients calculation of EuroFIR (Reinivuo & Laitinen 2007,
 * "Proposal for the harmonisation of recipe calculation procedures"), weight yield only changing grams. No
 * retention factors: energy, macronutrients and sodium stay in the pot; potassium leached into discarded cooking
 * water is not subtracted, so potassium is an upper estimate — the safe side for a member with a potassium
 * ceiling. The server saves it; the client previews it with the same function.
 */
export function recipePerServing(ingredients: readonly WeighedIngredient[], servings: number): FoodNutrients {
  const out = {} as Record<NutrientField, number | null>;
  for (const k of NUTRIENT_FIELDS) {
    let sum: number | null = 0;
    for (const { per100g, grams } of ingredients) {
      const v = per100g[k];
      if (v === null) {
        sum = null;
        break;
      }
      sum += (v * grams) / 100;
    }
    out[k] = sum === null ? null : sum / servings;
  }
  return out as FoodNutrients;
}

const clientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'clientId must be 8–100 letters, digits, - or _')
  .optional();

/** Log a food: a measure of it times an amount (0.25 katori … 20 pieces; grams up to 2 kg). */
const foodLogItem = z.strictObject({
  kind: z.literal('food'),
  date: isoDate,
  slot: z.enum(MEAL_SLOTS),
  /** Which meal of the slot (the second snack is 1), as in a meal log; left out = the slot's first meal. */
  slotIndex: slotIndex.optional(),
  foodId: z.string().min(1, 'foodId is required').max(120),
  measureId: z.string().min(1, 'measureId is required').max(60),
  amount: z
    .number({ error: 'amount must be a number' })
    .positive('amount must be more than 0')
    .max(2000, 'amount must be at most 2000'),
  clientId,
});
/** Quick add: calories only (a meal out, a sweet at a party), with an optional label. */
const quickLogItem = z.strictObject({
  kind: z.literal('quick'),
  date: isoDate,
  slot: z.enum(MEAL_SLOTS),
  slotIndex: slotIndex.optional(),
  kcal: z
    .number({ error: 'kcal must be a number' })
    .int('kcal must be a whole number')
    .min(1, 'kcal must be at least 1')
    .max(5000, 'kcal must be at most 5000'),
  label: z.string().trim().max(80).optional(),
  clientId,
});
export const foodLogBody = z.discriminatedUnion('kind', [foodLogItem, quickLogItem], {
  error: "kind must be 'food' or 'quick'",
});
export type FoodLogBody = z.input<typeof foodLogBody>;

const known = z.number().nullable();
export const entryNutrientsSchema = z.object({
  kcal: z.number(),
  proteinG: known,
  carbsG: known,
  fatG: known,
  fiberG: known,
  saturatedFatG: known,
  sodiumMg: known,
  potassiumMg: known,
});
export type EntryNutrients = z.infer<typeof entryNutrientsSchema>;

export const foodLogEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  slot: z.enum(MEAL_SLOTS),
  /** Which meal of the slot that day, 0-based (the second snack is 1); its food logs replace only its tick. */
  slotIndex: z.number().int(),
  kind: z.enum(['food', 'quick']),
  foodId: z.string().nullable(),
  name: z.string(),
  measureLabel: z.string().nullable(),
  amount: z.number().nullable(),
  grams: z.number().nullable(),
  /** The entry's nutrients (a snapshot taken when it was logged); a quick add knows only kcal (the rest null). */
  nutrients: entryNutrientsSchema,
  createdAt: z.string(),
});
export type FoodLogEntry = z.infer<typeof foodLogEntrySchema>;
export const foodLogResponse = z.object({ entry: foodLogEntrySchema });

/** Totals of a day; a nutrient some entries do not know counts the known ones and says how many were unknown. */
const count = z.number().int();
export const foodDayTotalsSchema = z.object({
  kcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  fiberG: z.number(),
  saturatedFatG: z.number(),
  sodiumMg: z.number(),
  potassiumMg: z.number(),
  /** Entries whose value of each nutrient is unknown (so that total is a lower bound). */
  unknownIn: z.object({
    proteinG: count,
    carbsG: count,
    fatG: count,
    fiberG: count,
    saturatedFatG: count,
    sodiumMg: count,
    potassiumMg: count,
  }),
});
export type FoodDayTotals = z.infer<typeof foodDayTotalsSchema>;

/** The active plan's daily targets and the member's clinical ceilings (null = none set). */
export const foodDayTargetsSchema = z.object({
  planId: z.string(),
  calories: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  fiberG: z.number(),
  saturatedFatMaxG: z.number(),
  sodiumMaxMg: z.number().nullable(),
  potassiumMaxMg: z.number().nullable(),
});

export const foodLogDayQuery = z.object({ date: isoDate });
export const foodLogDayResponse = z.object({
  date: z.string(),
  entries: z.array(foodLogEntrySchema),
  totals: foodDayTotalsSchema,
  /** null without an active plan, or when the plan shows no numbers (eating-disorder history, NICE NG69). */
  targets: foodDayTargetsSchema.nullable(),
  /** The active plan shows no numbers (eating-disorder history, NICE NG69): screens show foods, not figures. */
  numbersHidden: z.boolean(),
  /** Ceilings the day's totals pass: 'saturatedFat', 'sodium', 'potassium'. */
  over: z.array(z.enum(['saturatedFat', 'sodium', 'potassium'])),
});
export type FoodLogDay = z.infer<typeof foodLogDayResponse>;
export const foodLogIdParams = z.object({ id: z.uuid({ error: 'id must be a food log id' }) });

export const recentFoodsResponse = z.object({ foods: z.array(foodSchema) });
