/**
 * Builds the day-by-day menu: picks recipes per meal slot (restrictions are hard filters, biomarkers steer the
 * choice), sizes every portion with the LP in portion-lp.ts, rounds to kitchen-friendly grams and checks each day
 * against the targets. Free plans rotate a short menu; premium plans draw a new menu every day without
 * repeating a recipe in the same slot within a few days.
 */
import type { PlanType } from '@common/options';
import type { Meal, MealItem, MealSlot, NutrientTotals, PlanDay, PlanTargets } from '@common/plan';
import { maskToTags, type Food } from './food-data/food-table';
import type { DietRules } from './diet-rules';
import { MEAL_PLANNING } from './guidelines';
import { buildPools } from './meal-pools';
import { chooseMenus } from './menu-chooser';
import { pickTopUps, sizeDay, steeringSides } from './portion-sizing';
import type { Rng } from './prng';

export interface MealSteering {
  /** Foods/recipes with these traits are avoided where an alternative exists (soft). */
  avoidTraits: number;
  /** Recipes with these traits are favoured. */
  boostTraits: number;
  /** Recipes containing these tags are avoided where possible (e.g. added sugar for high triglycerides). */
  avoidTags: number;
  /** High HbA1c/glucose: no meal carries more than 35 % of the day's carbohydrate. */
  glucoseSpread: boolean;
  /** Low ferritin/haemoglobin: iron-rich recipes plus a vitamin C fruit with lunch and dinner. */
  ironWithVitC: boolean;
  /** Low B12 on a plant-based diet: a fortified food at breakfast. */
  b12Fortified: boolean;
  /** High LDL: saturated-fat ceiling treated as (almost) hard. */
  strictSatFat: boolean;
}

export interface MealPlanInput {
  targets: PlanTargets;
  diet: DietRules;
  steering: MealSteering;
  planType: PlanType;
  days: number;
  startDate: Date;
  rng: Rng;
  /** The protein target is a ceiling (kidney disease): never exceed it. */
  proteinCeiling: boolean;
}

export interface MealPlanResult {
  days: PlanDay[];
  daysOutOfTolerance: number;
  /** Average daily totals over the plan. */
  average: NutrientTotals;
  topUpsUsed: string[];
  /** Slots for which no recipe fitted the restrictions (a simple plate was composed instead). */
  composedSlots: MealSlot[];
  relaxedDays: number;
}

const DAY_MS = 86_400_000;

const r1 = (v: number): number => Math.round(v * 10) / 10;

function itemOf(food: Food, grams: number): MealItem {
  const k = grams / 100;
  return {
    name: food.name,
    foodId: food.id,
    grams,
    kcal: Math.round(food.kcal * k),
    proteinG: r1(food.proteinG * k),
    carbsG: r1(food.carbsG * k),
    fatG: r1(food.fatG * k),
    fiberG: r1(food.fiberG * k),
    saturatedFatG: r1(food.satFatG * k),
    contains: maskToTags(food.containsMask),
    source: food.source,
  };
}

function sumTotals(items: readonly { food: Food; grams: number }[]): NutrientTotals {
  const t = { kcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, saturatedFatG: 0 };
  for (const { food, grams } of items) {
    const k = grams / 100;
    t.kcal += food.kcal * k;
    t.proteinG += food.proteinG * k;
    t.carbsG += food.carbsG * k;
    t.fatG += food.fatG * k;
    t.fiberG += food.fiberG * k;
    t.saturatedFatG += food.satFatG * k;
  }
  return {
    kcal: Math.round(t.kcal),
    proteinG: r1(t.proteinG),
    carbsG: r1(t.carbsG),
    fatG: r1(t.fatG),
    fiberG: r1(t.fiberG),
    saturatedFatG: r1(t.saturatedFatG),
  };
}

export function withinTolerance(totals: NutrientTotals, targets: PlanTargets): boolean {
  const near = (v: number, t: number, tol: number): boolean => t <= 0 || Math.abs(v - t) <= tol * t;
  return (
    near(totals.kcal, targets.calories, MEAL_PLANNING.energyTolerance) &&
    near(totals.proteinG, targets.proteinG, MEAL_PLANNING.macroTolerance) &&
    near(totals.carbsG, targets.carbsG, MEAL_PLANNING.macroTolerance) &&
    near(totals.fatG, targets.fatG, MEAL_PLANNING.macroTolerance)
  );
}

export function planMeals(input: MealPlanInput): MealPlanResult {
  const { targets, diet, steering, planType, days, startDate, rng } = input;
  const { pools, composed } = buildPools(diet, steering);
  const distinct = planType === 'free' ? Math.min(days, MEAL_PLANNING.freeMenuDays) : days;
  const menus = chooseMenus(distinct, pools, steering, targets, rng);
  const topUps = pickTopUps(diet, targets.calories);
  const sides = steeringSides(input);

  const sized = new Map<string, ReturnType<typeof sizeDay>>();
  const used = new Set<string>();
  const out: PlanDay[] = [];
  let outOfTolerance = 0;
  let relaxedDays = 0;
  const avg = { kcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, saturatedFatG: 0 };
  const start = Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth(), startDate.getUTCDate());

  for (let d = 0; d < days; d++) {
    const menu = menus[d % menus.length] ?? [];
    const key = menu.map((m) => m.recipe.id).join('|');
    let day = sized.get(key);
    if (!day) {
      day = sizeDay(menu, input, topUps, sides);
      sized.set(key, day);
    }
    day.topUpUsed.forEach((u, i) => {
      const t = topUps[i];
      if (u && t) used.add(t.food.name);
    });
    if (day.relaxation > 0) relaxedDays++;
    const meals: Meal[] = day.meals
      .filter((m) => m.parts.length > 0)
      .map((m) => ({
        slot: m.slot,
        name: m.recipe.name,
        recipeId: m.recipe.id.startsWith('plate-') ? null : m.recipe.id,
        cuisine: m.recipe.cuisine,
        note: m.note,
        items: m.parts.map((p) => itemOf(p.food, p.grams)),
        totals: sumTotals(m.parts),
      }));
    const totals = sumTotals(day.meals.flatMap((m) => m.parts));
    const ok = withinTolerance(totals, targets);
    if (!ok) outOfTolerance++;
    for (const k of Object.keys(avg) as (keyof typeof avg)[]) avg[k] += totals[k] / days;
    out.push({
      day: d + 1,
      date: new Date(start + d * DAY_MS).toISOString().slice(0, 10),
      meals,
      totals,
      withinTolerance: ok,
    });
  }
  return {
    days: out,
    daysOutOfTolerance: outOfTolerance,
    average: {
      kcal: Math.round(avg.kcal),
      proteinG: r1(avg.proteinG),
      carbsG: r1(avg.carbsG),
      fatG: r1(avg.fatG),
      fiberG: r1(avg.fiberG),
      saturatedFatG: r1(avg.saturatedFatG),
    },
    topUpsUsed: [...used],
    composedSlots: composed,
    relaxedDays,
  };
}
