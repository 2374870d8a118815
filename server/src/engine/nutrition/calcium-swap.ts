/**
 * A served day short of calcium (under the adult EAR, 800 mg: ICMR-NIN 2020 Nutrient Requirements for Indians; IOM
 * 2011 DRI for calcium and vitamin D; under the member's RDA with bone loss: calcium-need.ts) may swap one dish for a calcium-richer dish of the same slot from the diet's
 * own pool (so vegan, Jain, keto, kosher, lactose and allergy rules hold as they do for every dish): curd, paneer,
 * calcium-set tofu, fortified plant milk, ragi, sesame, leafy greens, sardines. The swap keeps the menu's macro mix
 * (menuDistance), the cooking time, the week's variety and the clinical limits; meal-planner.ts sizes the day again
 * and keeps it only when it is no further from its energy and protein targets.
 *
 * Not under a kidney protein ceiling: dairy, the richest source, is also rich in phosphorus, which the food table
 * does not count, and calcium in CKD is set by the renal team (KDOQI 2020 nutrition in CKD: 800–1,000 mg total
 * calcium with phosphate managed; KDIGO 2017 CKD-MBD: avoid hypercalcaemia).
 */
import type { PlanTargets, RecipeSlot } from '@common/plan';
import { MEAL_PLANNING, MEAL_TUNING as TUNE, NUTRIENT_RULES } from '../guidelines';
import { dishMinutes } from './batch-cooking';
import type { MealSteering } from './meal-types';
import { menuDistance, type MenuMeal } from './menu-chooser';
import { sumNutrients } from './nutrients';
import type { ResolvedRecipe } from './recipes';
import type { SizedMeal } from './portion-sizing';

export interface CalciumSwapContext {
  pools: Record<RecipeSlot, ResolvedRecipe[]>;
  targets: PlanTargets;
  steering: MealSteering;
  /** A kidney protein ceiling: no swap (see above). */
  renal: boolean;
  /** The menu's lunch is yesterday's dinner (batch cooking): it is not swapped. */
  leftoverLunch: boolean;
  /** Servings of each dish this plan week so far (mains keep MEAL_PLANNING.variety.weekMaxRepeats). */
  weekUses: ReadonlyMap<string, number>;
  /** Dishes served in each slot on the last few days (MEAL_PLANNING.noRepeatDays), not brought back. */
  recent: Readonly<Record<RecipeSlot, ReadonlySet<string>>>;
}

const per = (r: ResolvedRecipe, key: 'calciumMg' | 'vitaminKUg' | 'potassiumMg'): number =>
  r[key] / Math.max(1, r.kcal);

/** The dish to swap in (by menu index) for a day serving `meals`, or null when the day has enough or none fits. */
export function calciumSwap(
  menu: readonly MenuMeal[],
  meals: readonly SizedMeal[],
  ctx: CalciumSwapContext,
): { index: number; recipe: ResolvedRecipe } | null {
  const { targets, steering } = ctx;
  if (ctx.renal || (steering.mealPattern ?? 'usual') !== 'usual') return null;
  const floor = steering.calciumFloorMg ?? NUTRIENT_RULES.calciumEarMg;
  if (sumNutrients(meals.flatMap((m) => m.parts)).calciumMg >= floor) return null;
  const L = targets.limits;
  const today = new Set(menu.map((m) => m.recipe.id));
  const before = menuDistance([...menu], targets, steering, 0);
  let best: { index: number; recipe: ResolvedRecipe; gain: number } | null = null;
  for (const [index, m] of menu.entries()) {
    if (ctx.leftoverLunch && m.slot === 'lunch') continue;
    const served = meals.find((x) => x.recipe === m.recipe);
    if (!served) continue;
    const now = sumNutrients(served.parts);
    const main = m.slot === 'lunch' || m.slot === 'dinner';
    for (const r of ctx.pools[m.slot]) {
      if (today.has(r.id) || ctx.recent[m.slot].has(r.id)) continue;
      if (dishMinutes(r.howTo) > dishMinutes(m.recipe.howTo)) continue;
      if (main && (ctx.weekUses.get(r.id) ?? 0) >= MEAL_PLANNING.variety.weekMaxRepeats) continue;
      // Warfarin's steady vitamin K band and a potassium limit: the new dish carries no more of them per kcal.
      if (L?.vitaminKBandUg && per(r, 'vitaminKUg') > per(m.recipe, 'vitaminKUg')) continue;
      if (L?.potassiumMaxMg != null && per(r, 'potassiumMg') > per(m.recipe, 'potassiumMg')) continue;
      // The calcium the new dish brings at the energy this meal serves.
      const gain = per(r, 'calciumMg') * now.kcal - now.calciumMg;
      if (gain < TUNE.calciumSwapMinGainMg || (best && gain <= best.gain)) continue;
      const next = menu.map((x, i) => (i === index ? { ...x, recipe: r } : x));
      if (menuDistance(next, targets, steering, 0) > before + TUNE.calciumSwapSlack) continue;
      best = { index, recipe: r, gain };
    }
  }
  return best && { index: best.index, recipe: best.recipe };
}
