/**
 * Meal patterns a condition sets: gestational diabetes (three meals and three snacks, carbohydrate capped per meal)
 * and daylight fasting (Ramadan: suhoor before dawn, iftar at sunset, evening snacks). The planner works on recipe
 * slots (breakfast, lunch, dinner, snack); `servedSlot` names them as the plan shows them. Sources are beside the
 * figures in guidelines.ts (CLINICAL_RULES).
 */
import type { MealSlot, PlanTargets, RecipeSlot } from '@common/plan';
import { CLINICAL_RULES as R, MEAL_PLANNING } from '../guidelines';

export type MealPattern = 'usual' | 'gdm' | 'ramadan';

/** The slots and energy shares of a pattern (null: the usual plan, slotPlan in menu-chooser.ts). */
export function patternSlots(
  pattern: MealPattern,
  calories: number,
): { slot: RecipeSlot; share: number }[] | null {
  if (pattern === 'usual') return null;
  const base =
    pattern === 'gdm'
      ? R.gdmSlots.map(([slot, share]) => ({ slot, share }))
      : R.ramadanSlots.map(([slot, share]) => ({ slot, share }));
  if (pattern === 'ramadan' && calories >= R.ramadanSecondSnackKcal) base.push({ slot: 'snack', share: 0.1 });
  const total = base.reduce((s, b) => s + b.share, 0);
  return base.map((b) => ({ ...b, share: b.share / total }));
}

/** The slot a recipe slot is served as: in a fasting plan breakfast is suhoor and dinner is iftar. */
export function servedSlot(slot: RecipeSlot, pattern: MealPattern): MealSlot {
  if (pattern !== 'ramadan') return slot;
  return slot === 'breakfast' ? 'suhoor' : slot === 'dinner' ? 'iftar' : slot;
}

/**
 * The most carbohydrate one meal may carry, g: gestational diabetes per slot (a hard rule), else 35 % of the day's
 * carbohydrate with glucose steering (soft), else none.
 */
export function mealCarbCap(
  slot: RecipeSlot,
  pattern: MealPattern,
  glucoseSpread: boolean,
  targets: Pick<PlanTargets, 'carbsG'>,
): number | null {
  if (pattern === 'gdm') return R.gdmMealCarbG[slot][1];
  return glucoseSpread ? MEAL_PLANNING.glucoseMaxCarbShare * targets.carbsG : null;
}

/** Gestational diabetes: the carbohydrate band of one meal, g (null for other patterns). */
export const mealCarbBand = (slot: RecipeSlot, pattern: MealPattern): readonly [number, number] | null =>
  pattern === 'gdm' ? R.gdmMealCarbG[slot] : null;

/** Gestational diabetes: the day's carbohydrate floor (the baby's brain needs it), g; else null. */
export const dayCarbFloor = (pattern: MealPattern): number | null =>
  pattern === 'gdm' ? R.gdmCarbMinG : null;
