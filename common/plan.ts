import { z } from 'zod';
import { PLAN_TYPES } from './options';
import { resultAimSchema } from './outcomes';
import { CURRENCIES } from './pricing';

/**
 * The content of a generated plan (plans.content, jsonb), shared by the engine (server/src/engine), the API
 * response schemas and the client. Every quantity is per day unless the name says otherwise; grams are edible
 * weight as bought (dry weight for grains and pulses, raw weight for meat, fish and vegetables).
 */

/** Allergen / dietary tags a food can carry. `grain` and `legume` exist for paleo; `beef` for "no beef". */
export const CONTAINS_TAGS = [
  'meat',
  'poultry',
  'pork',
  'beef',
  'fish',
  'shellfish',
  'egg',
  'dairy',
  'gluten',
  'soy',
  'nuts',
  'peanut',
  'sesame',
  'alcohol',
  'honey',
  'grain',
  'legume',
  'added-sugar',
  'nonkosher-fish',
  'nonkosher-meat',
  /** Hidden animal-derived ingredients: calf rennet (parmesan, feta…), gelatin, insect dyes (carmine). */
  'animal-rennet',
  'gelatin',
  'insect',
] as const;
export type ContainsTag = (typeof CONTAINS_TAGS)[number];

/** The meals a recipe is written for (the catalogue's pools). */
export const RECIPE_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type RecipeSlot = (typeof RECIPE_SLOTS)[number];
/**
 * The meals a plan serves: the recipe slots, and for a member fasting in daylight (Ramadan) suhoor before dawn and
 * iftar at sunset instead of breakfast and lunch (docs/product.md#fasting-plans). Plans made before keep their slots.
 */
export const MEAL_SLOTS = [...RECIPE_SLOTS, 'suhoor', 'iftar'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];
/** How a slot is named to the member (plan page, /today, PDF, calendar). */
export const MEAL_SLOT_LABELS: Record<MealSlot, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
  suhoor: 'Suhoor (before dawn)',
  iftar: 'Iftar (at sunset)',
};
/** The recipe pool a served slot draws from (suhoor is a breakfast-style meal, iftar a main meal). */
export const RECIPE_SLOT_OF: Record<MealSlot, RecipeSlot> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snack: 'snack',
  suhoor: 'breakfast',
  iftar: 'dinner',
};

/** Most serious first: critical = see a clinician before following the plan; caution = follow with care. */
export const WARNING_SEVERITIES = ['critical', 'caution', 'info'] as const;
export type WarningSeverity = (typeof WARNING_SEVERITIES)[number];
/** Severities stored by plans generated before the three-level scale, and what they mean now. */
export const LEGACY_SEVERITY: Record<string, WarningSeverity> = { high: 'caution', moderate: 'caution' };

/** The nutrients the engine sums per meal and per day (one list, so every sum covers the same fields). */
export const NUTRIENT_KEYS = [
  'kcal',
  'proteinG',
  'carbsG',
  'fatG',
  'fiberG',
  'saturatedFatG',
  'sodiumMg',
  'potassiumMg',
  'vitaminKUg',
  'calciumMg',
  'ironMg',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

const micro = z.number().optional(); // absent in plans generated before the micronutrient rows (content v1)
const nutrientTotals = z.object({
  kcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  fiberG: z.number(),
  saturatedFatG: z.number(),
  sodiumMg: micro,
  potassiumMg: micro,
  vitaminKUg: micro,
  calciumMg: micro,
  ironMg: micro,
});
export type NutrientTotals = Required<z.infer<typeof nutrientTotals>>;

/** Daily limits the menu keeps as hard rules (null = no limit for this person). */
export const nutrientLimitsSchema = z.object({
  sodiumMaxMg: z.number().int().nullable(),
  potassiumMaxMg: z.number().int().nullable(),
  /** Vitamin K kept in this band every day (vitamin K antagonists), µg. */
  vitaminKBandUg: z.tuple([z.number(), z.number()]).nullable(),
  /** Fat at most this share of energy (very high triglycerides), percent. */
  fatMaxPct: z.number().nullable(),
  /** Fibre kept between the target and this ceiling, g. */
  fiberMaxG: z.number().int(),
  /** Added sugar at most, g (null = the general WHO advice, not a hard rule). */
  addedSugarMaxG: z.number().nullable(),
});
export type NutrientLimits = z.infer<typeof nutrientLimitsSchema>;

export const planTargetsSchema = z.object({
  calories: z.number().int(),
  proteinG: z.number().int(),
  carbsG: z.number().int(),
  fatG: z.number().int(),
  fiberG: z.number().int(),
  waterMl: z.number().int(),
  /** Hard ceiling for saturated fat (< 10 % of energy, < 7 % with LDL ≥ 160 or heart disease). */
  saturatedFatMaxG: z.number().int(),
  /** Hard daily ceiling for available carbohydrate (keto 50 g, low-carb 129 g), or null. */
  carbsMaxG: z.number().int().nullable(),
  /** Protein per kg of reference body weight behind proteinG. */
  proteinGPerKg: z.number(),
  /** Share of energy: protein, carbohydrate, fat (whole percent). */
  energySplitPct: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }),
  /** The path from BMR to the calorie target. */
  energy: z.object({
    bmr: z.number().int(),
    activityFactor: z.number(),
    tdee: z.number().int(),
    adjustmentKcal: z.number().int(),
    floorKcal: z.number().int(),
  }),
  limits: nutrientLimitsSchema.optional(), // absent in content v1
});
export type PlanTargets = z.infer<typeof planTargetsSchema>;

export const WEIGHED_AS = ['dry', 'raw', 'cooked', 'ready'] as const;
export type WeighedAs = (typeof WEIGHED_AS)[number];

export const mealItemSchema = z.object({
  name: z.string(),
  /** Food table key ("ifct:A015", "usda:oats") for grocery lists and look-ups. */
  foodId: z.string(),
  grams: z.number(),
  kcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  fiberG: z.number(),
  saturatedFatG: z.number(),
  contains: z.array(z.enum(CONTAINS_TAGS)),
  source: z.enum(['IFCT 2017', 'USDA FDC']),
  /** Household measure beside the grams ("2 rotis", "≈ 1½ cups cooked"); absent in plans made before it. */
  measure: z.string().optional(),
  /** How the grams are weighed: dry (grains, pulses), raw (meat, vegetables), cooked, or ready to eat. */
  weighedAs: z.enum(WEIGHED_AS).optional(),
});
export type MealItem = z.infer<typeof mealItemSchema>;

/** Where a dish comes from: a region of India, or international. */
export const RECIPE_REGIONS = ['north', 'south', 'west', 'east', 'international'] as const;
export type RecipeRegion = (typeof RECIPE_REGIONS)[number];

/** How to make a dish (absent in plans made before method steps). */
export const recipeHowToSchema = z.object({
  steps: z.array(z.string()),
  prepMin: z.number().int().min(0),
  cookMin: z.number().int().min(0),
  serving: z.string(),
  region: z.enum(RECIPE_REGIONS),
});
export type RecipeHowTo = z.infer<typeof recipeHowToSchema>;

export const mealSchema = z.object({
  slot: z.enum(MEAL_SLOTS),
  name: z.string(),
  recipeId: z.string().nullable(),
  cuisine: z.enum(['indian', 'international']).nullable(),
  note: z.string().nullable(),
  howTo: recipeHowToSchema.optional(),
  items: z.array(mealItemSchema),
  totals: nutrientTotals,
  /**
   * Set when the member swapped the plan's own dish for this one (POST /api/plans/{id}/swaps): the dish it
   * replaced and when. Absent on the plan's own meals. docs/product.md#meal-swaps
   */
  swap: z
    .object({ originalRecipeId: z.string().nullable(), originalName: z.string(), swappedAt: z.string() })
    .optional(),
  /**
   * Batch cooking under the member's cooking time (issue 30): a dinner cooked double ('cook-double', `day` the day
   * its second half is eaten) or that second half served as lunch ('leftover', `day` the day it was cooked; 0
   * cooking minutes). Absent on other meals and in plans made before it.
   */
  batch: z.object({ role: z.enum(['cook-double', 'leftover']), day: z.number().int().min(1) }).optional(),
});
export type Meal = z.infer<typeof mealSchema>;

export const planDaySchema = z.object({
  day: z.number().int().min(1),
  /** Calendar date, YYYY-MM-DD (UTC). */
  date: z.string(),
  meals: z.array(mealSchema),
  totals: nutrientTotals,
  /** Energy within ±5 % and protein, carbohydrate and fat each within ±10 % of target. */
  withinTolerance: z.boolean(),
});
export type PlanDay = z.infer<typeof planDaySchema>;

const timedStep = z.object({ name: z.string(), minutes: z.number() });

export const exercisePrescriptionSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  sets: z.number().int().min(1),
  /** "8–10", "12 each side", "30 s". */
  reps: z.string(),
  restSec: z.number().int().min(0),
  /** "RPE 7: stop with about 3 reps left" (older plans: "70 % 1RM (RPE 7)"). */
  intensity: z.string(),
  notes: z.string().nullable(),
  /** The target effort (Borg CR10) and, for loaded lifts, the %1RM the one table gives for the reps at it. */
  rpe: z.number().nullable().optional(),
  pct1rm: z.number().nullable().optional(),
  /** Loaded lifts without a logged set: how to find the starting weight from warm-up sets (RPE/RIR rules). */
  loadGuide: z.string().nullable().optional(),
  /**
   * Kilograms for this prescription once the member has logged a set of the exercise (filled when the plan is
   * read, from the newest logged set via the same table); null until then. docs/product.md#training-plan
   */
  loadKg: z.number().nullable().optional(),
});
export type ExercisePrescription = z.infer<typeof exercisePrescriptionSchema>;

export const trainingSessionSchema = z.object({
  /** 1 = first day of the plan week … 7. */
  day: z.number().int().min(1).max(7),
  title: z.string(),
  kind: z.enum(['strength', 'cardio', 'mixed', 'mobility']),
  warmUp: z.array(timedStep),
  exercises: z.array(exercisePrescriptionSchema),
  cardioMinutes: z.number().int().min(0),
  cardio: z
    .object({
      activity: z.string(),
      intensity: z.enum(['light', 'moderate', 'vigorous']),
      description: z.string(),
    })
    .nullable(),
  coolDown: z.array(timedStep),
  durationMin: z.number().int(),
});
export type TrainingSession = z.infer<typeof trainingSessionSchema>;

export const trainingWeekSchema = z.object({
  week: z.number().int().min(1),
  focus: z.string(),
  deload: z.boolean(),
  /** Load change applied this week relative to week 1, percent. */
  loadChangePct: z.number(),
  sessions: z.array(trainingSessionSchema),
  /** Moderate-equivalent aerobic minutes (vigorous counts double, WHO 2020). */
  aerobicModerateEquivalentMin: z.number().int(),
  strengthDays: z.number().int(),
});
export type TrainingWeek = z.infer<typeof trainingWeekSchema>;

export const trainingPlanSchema = z.object({
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  /**
   * The level as the member reads it when `level` (the strength level) is not the whole story, e.g. "running from
   * your own distance, strength beginner" for a runner new to weights. Absent in older plans: show `level`.
   */
  levelLabel: z.string().optional(),
  /**
   * "5 workouts", "3 workouts and 2 walks": the week's sessions as the plan summary counts them (a walk is a
   * moderate top-up on a free day; a runner's runs are workouts). Absent in older plans: count them.
   */
  sessionsText: z.string().optional(),
  daysPerWeek: z.number().int(),
  goal: z.string(),
  /** Contraindication tags removed from the catalogue for this person, with why. */
  excludedTags: z.array(z.object({ tag: z.string(), reason: z.string() })),
  /** True when a condition rules out the usual WHO minimums (e.g. recent surgery). */
  restricted: z.boolean(),
  heartRate: z
    .object({
      maxBpm: z.number().int(),
      moderateBpm: z.tuple([z.number(), z.number()]),
      reliable: z.boolean(),
    })
    .nullable(),
  notes: z.array(z.string()),
  weeks: z.array(trainingWeekSchema),
  /** Where the plan assumes the member trains and with what (exercises are chosen to fit). */
  access: z
    .object({
      place: z.enum(['home', 'gym']),
      equipment: z.array(z.string()),
      pool: z.boolean(),
      /** True when no preferences were given (a gym without a pool is assumed). */
      assumed: z.boolean(),
      daysAvailable: z.number().int().nullable(),
      sessionMinutes: z.number().int().nullable(),
    })
    .optional(),
  /** The member's own goals and how the plan trains for them; `goalsNotUsed` are those it could not map. */
  goalsUsed: z.array(z.object({ goal: z.string(), how: z.string() })).optional(),
  goalsNotUsed: z.array(z.string()).optional(),
});
export type TrainingPlan = z.infer<typeof trainingPlanSchema>;

export const supplementSchema = z.object({
  name: z.string(),
  dose: z.string(),
  reason: z.string(),
  /** The biomarker behind the recommendation ("VITD_25OH 14 ng/mL (low)"), or null for restriction/goal based. */
  biomarker: z.string().nullable(),
  discussWithDoctor: z.boolean(),
  source: z.string(),
  /** When to take it relative to medicines ("4 h apart from levothyroxine"), or null. */
  timing: z.string().nullable().optional(),
});
export type Supplement = z.infer<typeof supplementSchema>;

export const planWarningSchema = z.object({
  severity: z.enum(WARNING_SEVERITIES),
  code: z.string(),
  message: z.string(),
});
export type PlanWarning = z.infer<typeof planWarningSchema>;

export const rationaleSchema = z.object({
  topic: z.enum([
    'energy',
    'macros',
    'hydration',
    'meals',
    'biomarkers',
    'training',
    'supplements',
    'safety',
  ]),
  text: z.string(),
  source: z.string(),
});
export type Rationale = z.infer<typeof rationaleSchema>;

/** How dear a food is, for budgets and the grocery list's cost (server/src/engine/data/foods/food-prices.ts). */
export const PRICE_LEVELS = ['cheap', 'moderate', 'premium'] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

export const groceryWeekSchema = z.object({
  week: z.number().int().min(1),
  items: z.array(
    z.object({
      foodId: z.string(),
      name: z.string(),
      category: z.string(),
      grams: z.number().int(),
      /** Absent in plans made before issue 30. */
      priceLevel: z.enum(PRICE_LEVELS).optional(),
    }),
  ),
  /** The week's estimated cost in each currency, whole units (an estimate; absent in plans before issue 30). */
  estimatedCost: z.record(z.enum(CURRENCIES), z.number().int()).optional(),
  /** Batch cooking this week ("Dinners of days 2, 3 are cooked double…"); absent without it. */
  batchNote: z.string().optional(),
});
export type GroceryWeek = z.infer<typeof groceryWeekSchema>;

/**
 * What a weekly check-in changed in the plan (content of version 2 and later; absent in a plan's first version).
 * The earlier versions stay readable (GET /api/plans/{id}/versions). docs/product.md#progress-tracking
 */
export const planRevisionSchema = z.object({
  version: z.number().int().min(2),
  revisedAt: z.string(),
  /** The first day that changed (YYYY-MM-DD) and its plan week; days before it are as they were. */
  fromDate: z.string(),
  fromWeek: z.number().int().min(1),
  previousCalories: z.number().int(),
  calories: z.number().int(),
  checkInId: z.string().nullable(),
  /** What changed and why, one plain sentence each. */
  changes: z.array(z.string()),
});
export type PlanRevision = z.infer<typeof planRevisionSchema>;

/**
 * A stated revision of the targets (issue 30 item 2): where the foods a diet and its limits allow cannot reach the
 * computed energy or macros, the plan's `targets` are the figures its days really serve and this records the
 * figures computed from the profile and why. Every screen, badge, food log and check-in reads `targets`, so the plan
 * never prints one number and serves another.
 */
export const targetRevisionSchema = z.object({
  /** The targets computed from the member's profile, before the menu was sized. */
  computed: z.object({
    calories: z.number().int(),
    proteinG: z.number().int(),
    carbsG: z.number().int(),
    fatG: z.number().int(),
    /** Stated lower with a lower energy: the same share of energy, never loosened. */
    saturatedFatMaxG: z.number().int(),
  }),
  /** The figures revised (the rest stand as computed). */
  revised: z.array(z.enum(['calories', 'proteinG', 'carbsG', 'fatG'])),
  /** The revision in one plain sentence, first on the plan page. */
  statement: z.string(),
  /** What leaves no room for the computed figures, each with its source. */
  reasons: z.array(z.object({ text: z.string(), source: z.string() })),
});
export type TargetRevision = z.infer<typeof targetRevisionSchema>;

export const planContentSchema = z.object({
  /** 1: before per-day micronutrients and nutrient limits; 2: with them. */
  version: z.union([z.literal(1), z.literal(2)]),
  planType: z.enum(PLAN_TYPES),
  targets: planTargetsSchema,
  days: z.array(planDaySchema),
  training: trainingPlanSchema,
  supplements: z.array(supplementSchema),
  warnings: z.array(planWarningSchema),
  rationale: z.array(rationaleSchema),
  groceryList: z.array(groceryWeekSchema),
  assumptions: z.array(z.string()),
  confidence: z.object({
    score: z.number().int().min(0).max(100),
    reasons: z.array(z.object({ text: z.string(), points: z.number() })),
  }),
  /** What the engine read: recognised restrictions/conditions/medications and the biomarker codes used. */
  inputs: z.object({
    restrictions: z.array(z.string()),
    conditions: z.array(z.string()),
    medications: z.array(z.string()),
    biomarkersUsed: z.array(z.string()),
    /** Codes whose newest result is older than 12 months: still applied for safety, retest advised. */
    biomarkersStale: z.array(z.string()).optional(),
  }),
  revision: planRevisionSchema.optional(),
  /** The results this plan aims to move, and when to retest (issue 35; absent in plans made before). */
  resultAims: z.array(resultAimSchema).optional(),
  /**
   * Set by the engine for an eating-disorder history (NICE NG69): the member is shown plate-based portions and
   * regular meals, never calories, grams or macro targets. Every screen and PDF reads it through
   * `showsNumbers`. Absent = numbers shown.
   */
  numbersHidden: z.boolean().optional(),
  /** The targets as revised to what the days serve, and why (absent: the computed targets stand). */
  targetRevision: targetRevisionSchema.optional(),
});
export type PlanContent = z.infer<typeof planContentSchema>;

/** A day is on target with energy within ±5 % and each macro within ±10 % of the plan's targets (issue 5; engine). */
export const DAY_TOLERANCE = { energy: 0.05, macro: 0.1 } as const;

/** How far a day's energy and protein are from the targets, as fractions (−0.2 = 20 % under). */
export function energyProteinOff(
  totals: { kcal: number; proteinG: number },
  targets: { calories: number; proteinG: number },
): { energy: number; protein: number } {
  const off = (v: number, t: number) => (v - t) / Math.max(1, t);
  return { energy: off(totals.kcal, targets.calories), protein: off(totals.proteinG, targets.proteinG) };
}

/** Whether a plan may show calories, grams and macros to its member (false for an eating-disorder history). */
export const showsNumbers = (content: Pick<PlanContent, 'numbersHidden'>): boolean =>
  content.numbersHidden !== true;
