/**
 * Builds the day-by-day menu: picks recipes per meal slot (restrictions are hard filters, biomarkers steer the
 * choice), sizes every portion with the LP in portion-lp.ts, rounds to kitchen-friendly grams and checks each day
 * against the targets. Every plan draws a new menu each day (free plans one week, repeated), without repeating a
 * recipe in the same slot within a few days and within the weekly variety rules (menu-chooser.ts).
 */
import {
  NUTRIENT_KEYS,
  type Meal,
  type MealItem,
  type MealSlot,
  type NutrientTotals,
  type PlanDay,
  type NutrientLimits,
  type PlanTargets,
} from '@common/plan';
import { withExclusions } from './diet-rules';
import { foodsWithUnknown, maskToTags, type Food, type MicroNutrient } from '../data/foods/food-table';
import { householdMeasure } from '../data/foods/household-measures';
import { MEAL_PLANNING } from '../guidelines';
import { buildPools } from './meal-pools';
import type { MealPlanInput } from './meal-types';
import { chooseMenus } from './menu-chooser';
import { addFood, roundTotals, sumNutrients, zeroNutrients, type SumKey } from './nutrients';
import { ceilingsFor, pickTopUps, sizeDay, steeringSides } from './portion-sizing';
import { RECIPE_DEFS } from './recipes';

export type { MealPlanInput, MealSteering } from './meal-types';

export interface MealPlanResult {
  days: PlanDay[];
  daysOutOfTolerance: number;
  /** Average daily totals over the plan. */
  average: NutrientTotals;
  topUpsUsed: string[];
  /** Slots for which no recipe fitted the restrictions (a simple plate was composed instead). */
  composedSlots: MealSlot[];
  relaxedDays: number;
  /** Hard daily limits that stood at their ceiling on a day that missed the targets (what made it miss). */
  limitsAtCeiling: SumKey[];
  variety: MenuVariety;
}

/** How varied the main dishes (lunch and dinner) are, against MEAL_PLANNING.variety. */
export interface MenuVariety {
  /** Distinct main dishes the diet leaves in the catalogue. */
  available: number;
  /** Fewest distinct mains in a full plan week, most servings of one main in a week, distinct mains in 28 days. */
  weekMinDistinct: number;
  weekMaxRepeats: number;
  monthDistinct: number | null;
  ok: boolean;
}

/** Variety of the lunches and dinners over full plan weeks (and the first 28 days when the plan is that long). */
export function menuVariety(days: readonly PlanDay[], available: number): MenuVariety {
  const V = MEAL_PLANNING.variety;
  const mains = (d: PlanDay): string[] =>
    d.meals.filter((m) => m.slot === 'lunch' || m.slot === 'dinner').map((m) => m.recipeId ?? m.name);
  let weekMinDistinct = Infinity;
  let weekMaxRepeats = 0;
  for (let start = 0; start + 7 <= days.length; start += 7) {
    const counts = new Map<string, number>();
    for (const d of days.slice(start, start + 7))
      for (const id of mains(d)) counts.set(id, (counts.get(id) ?? 0) + 1);
    weekMinDistinct = Math.min(weekMinDistinct, counts.size);
    weekMaxRepeats = Math.max(weekMaxRepeats, ...counts.values());
  }
  if (weekMinDistinct === Infinity) weekMinDistinct = new Set(days.flatMap(mains)).size;
  const monthDistinct =
    days.length >= V.monthDays ? new Set(days.slice(0, V.monthDays).flatMap(mains)).size : null;
  const ok =
    weekMinDistinct >= V.weekMinMains &&
    weekMaxRepeats <= V.weekMaxRepeats &&
    (monthDistinct === null || monthDistinct >= V.monthMinMains);
  return { available, weekMinDistinct, weekMaxRepeats, monthDistinct, ok };
}

const DAY_MS = 86_400_000;
/** Catalogue dishes (composed plates and protein shakes have no recipe id). */
const RECIPE_IDS = new Set(RECIPE_DEFS.map((r) => r.id));

export function itemOf(food: Food, grams: number, dish: string): MealItem {
  const t = roundTotals(addFood(zeroNutrients(), food, grams));
  const measure = householdMeasure(food, grams, dish);
  return {
    name: food.name,
    foodId: food.id,
    grams,
    kcal: t.kcal,
    proteinG: t.proteinG,
    carbsG: t.carbsG,
    fatG: t.fatG,
    fiberG: t.fiberG,
    saturatedFatG: t.saturatedFatG,
    contains: maskToTags(food.containsMask),
    source: food.source,
    measure: measure.text,
    weighedAs: measure.weighedAs,
  };
}

export function withinTolerance(
  totals: Pick<NutrientTotals, 'kcal' | 'proteinG' | 'carbsG' | 'fatG'>,
  targets: PlanTargets,
): boolean {
  const near = (v: number, t: number, tol: number): boolean => t <= 0 || Math.abs(v - t) <= tol * t;
  return (
    near(totals.kcal, targets.calories, MEAL_PLANNING.energyTolerance) &&
    near(totals.proteinG, targets.proteinG, MEAL_PLANNING.macroTolerance) &&
    near(totals.carbsG, targets.carbsG, MEAL_PLANNING.macroTolerance) &&
    near(totals.fatG, targets.fatG, MEAL_PLANNING.macroTolerance)
  );
}

/** The nutrients a hard daily limit counts (calcium and iron have none). */
export function limitedNutrients(limits: NutrientLimits): MicroNutrient[] {
  const out: MicroNutrient[] = [];
  if (limits.sodiumMaxMg !== null) out.push('sodiumMg');
  if (limits.potassiumMaxMg !== null) out.push('potassiumMg');
  if (limits.vitaminKBandUg !== null) out.push('vitaminKUg');
  return out;
}

export function planMeals(request: MealPlanInput): MealPlanResult {
  // A food whose value for a limited nutrient is unknown could carry any amount of it: it is left out.
  const unknownUnderLimit = foodsWithUnknown(limitedNutrients(request.targets.limits));
  const input = { ...request, diet: withExclusions(request.diet, [], unknownUnderLimit) };
  const { targets, diet, steering, planType, days, startDate, rng } = input;
  const { pools, composed } = buildPools(diet, steering);
  const distinct = planType === 'free' ? Math.min(days, MEAL_PLANNING.freeMenuDays) : days;
  const menus = chooseMenus(distinct, pools, steering, targets, rng);
  const topUps = pickTopUps(
    diet,
    targets.calories,
    targets.limits.potassiumMaxMg !== null || steering.noHighPotassiumTopUps,
  );
  const sides = steeringSides(input);

  const sized = new Map<string, ReturnType<typeof sizeDay>>();
  const used = new Set<string>();
  const out: PlanDay[] = [];
  let outOfTolerance = 0;
  let relaxedDays = 0;
  const ceilings = ceilingsFor(input);
  const atCeiling = new Set<SumKey>();
  const avg = zeroNutrients();
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
        recipeId: RECIPE_IDS.has(m.recipe.id) ? m.recipe.id : null,
        cuisine: m.recipe.cuisine,
        note: m.note,
        howTo: m.recipe.howTo,
        items: m.parts.map((p) => itemOf(p.food, p.grams, m.recipe.name)),
        totals: roundTotals(sumNutrients(m.parts)),
      }));
    const sum = sumNutrients(day.meals.flatMap((m) => m.parts));
    const totals = roundTotals(sum);
    const ok = withinTolerance(totals, targets);
    if (!ok) {
      outOfTolerance++;
      for (const c of ceilings) if (sum[c.key] >= c.max * MEAL_PLANNING.atCeilingShare) atCeiling.add(c.key);
    }
    for (const k of NUTRIENT_KEYS) avg[k] += totals[k] / days;
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
    average: roundTotals(avg),
    topUpsUsed: [...used],
    composedSlots: composed,
    relaxedDays,
    limitsAtCeiling: [...atCeiling],
    variety: menuVariety(out, new Set([...pools.lunch, ...pools.dinner].map((r) => r.id)).size),
  };
}
