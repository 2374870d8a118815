/**
 * The member's cooking time a day as a constraint (issue 30 item 4), planned the way a cook with little time does it:
 * no-cook or quick breakfasts and snacks, the rest of the day's minutes for one main dish, and batch cooking — where
 * a day would run over, the previous day's dinner is cooked double and its second half is that day's lunch (0 cooking
 * minutes; the same dish at the same portion, its nutrients counted in the day it is eaten). A day that still runs
 * over with the dishes the diet leaves is named in the plan with the reason.
 */
import type { Meal, PlanDay, RecipeHowTo, RecipeSlot } from '@common/plan';
import type { MealPreferences } from '@common/profile';
import { MEAL_PLANNING } from '../guidelines';
import type { MealSteering } from './meal-types';
import type { MenuMeal } from './menu-chooser';
import { addFood, zeroNutrients } from './nutrients';
import type { SizedMeal } from './portion-sizing';
import type { ResolvedRecipe } from './recipes';

const C = MEAL_PLANNING.cookingTime;
const L = MEAL_PLANNING.leftovers;

/** Hands-on plus cooking time of a dish, minutes (the recipe's own figures). */
export const dishMinutes = (howTo: { prepMin: number; cookMin: number }): number =>
  howTo.prepMin + howTo.cookMin;

/** A day's cooking minutes, read from its served dishes (a leftover meal's method takes 0). */
export const dayMinutes = (meals: readonly Pick<Meal, 'howTo'>[]): number =>
  meals.reduce((t, m) => t + (m.howTo ? dishMinutes(m.howTo) : 0), 0);

const quickMinutes = (limit: number, slot: 'breakfast' | 'snack'): number =>
  Math.min(limit, Math.max(C.quickMealMinutes, C.quickShare[slot] * limit));

/**
 * The longest one dish of the slot may take, minutes, or null without a limit: breakfast and snacks quick, a main
 * dish the day's time left after them (its lunch partner is mostly the previous dinner's second half).
 */
export function slotMinuteLimit(pref: MealPreferences | null | undefined, slot: RecipeSlot): number | null {
  const limit = pref?.cookingMinutes;
  if (limit == null) return null;
  if (slot === 'breakfast' || slot === 'snack') return quickMinutes(limit, slot);
  return Math.max(0, limit - quickMinutes(limit, 'breakfast') - quickMinutes(limit, 'snack'));
}

const menuMinutes = (menu: readonly MenuMeal[]): number =>
  menu.reduce((t, m) => t + dishMinutes(m.recipe.howTo), 0);

/**
 * Whether the plan batch-cooks: a cooking time is set and the usual meal pattern holds (a fasting or
 * gestational-diabetes day's meals have their own shares and carbohydrate bands, as does the per-meal carbohydrate
 * spread with high glucose, so a dinner is not served again as a lunch there).
 */
export const batchCooks = (steering: MealSteering): boolean =>
  steering.preferences?.cookingMinutes != null &&
  (steering.mealPattern ?? 'usual') === 'usual' &&
  !steering.glucoseSpread;

/**
 * Batch cooking over the distinct menus: from the second day on, a day over the member's minutes gets the previous
 * day's dinner as its lunch (`leftover[d]`).
 */
export function planLeftovers(
  menus: readonly MenuMeal[][],
  steering: MealSteering,
): { menus: MenuMeal[][]; leftover: boolean[] } {
  const out = menus.map((m) => [...m]);
  const leftover = menus.map(() => false);
  const limit = steering.preferences?.cookingMinutes;
  if (limit == null || !batchCooks(steering)) return { menus: out, leftover };
  for (let d = 1; d < out.length; d++) {
    const today = out[d]!;
    const dinner = out[d - 1]!.find((m) => m.slot === 'dinner');
    const lunch = today.findIndex((m) => m.slot === 'lunch');
    if (!dinner || lunch < 0 || menuMinutes(today) <= limit) continue;
    today[lunch] = { ...today[lunch]!, recipe: dinner.recipe };
    leftover[d] = true;
  }
  return { menus: out, leftover };
}

/** The method of a leftover meal: nothing to cook, reheat it safely (USDA FSIS, guidelines MEAL_PLANNING.leftovers). */
function leftoverHowTo(name: string, cooked: RecipeHowTo): RecipeHowTo {
  return {
    steps: [
      `Take yesterday's second portion of ${name} from the fridge (cooked double last night).`,
      `Reheat it until steaming hot throughout (${L.reheatC} °C / ${L.reheatF} °F), stirring once.`,
    ],
    prepMin: 0,
    cookMin: 0,
    serving: `Leftover from yesterday's dinner: no cooking today. ${cooked.serving}`,
    region: cooked.region,
  };
}

const COOK_DOUBLE = 'Cook double; keep half';

/** The dinner cooked double: its own method, then how to keep the second half. */
export function cookDoubleHowTo(howTo: RecipeHowTo): RecipeHowTo {
  return {
    ...howTo,
    steps: [
      ...howTo.steps,
      `${COOK_DOUBLE} for tomorrow's lunch: cool it, cover it and refrigerate it within ${L.refrigerateWithinH} hours of cooking (it keeps ${L.keepDays[0]}–${L.keepDays[1]} days; the plan serves it tomorrow).`,
    ],
  };
}

/**
 * Yesterday's served dinner as today's lunch: every part at its served grams (role 'x': the LP holds them), the
 * same name, note and dish, with the leftover method.
 */
export function leftoverRecipe(dinner: SizedMeal): ResolvedRecipe {
  const items = dinner.parts.map((p) => ({ food: p.food, grams: p.grams, role: 'x' as const }));
  const r: ResolvedRecipe = {
    ...zeroNutrients(),
    id: dinner.recipe.id,
    name: dinner.recipe.name,
    slots: ['lunch'],
    cuisine: dinner.recipe.cuisine,
    note: dinner.note,
    method: dinner.recipe.method,
    howTo: leftoverHowTo(dinner.recipe.name, dinner.recipe.howTo),
    items,
    containsMask: dinner.recipe.containsMask,
    traitMask: dinner.recipe.traitMask,
  };
  for (const it of items) {
    r.containsMask |= it.food.containsMask;
    addFood(r, it.food, it.grams);
  }
  return r;
}

/**
 * The leftover lunch served exactly as the dinner was (whatever the day's LP did with the held grams), so both
 * meals carry the same foods and nutrients; the day's totals are summed from what is served.
 */
export function asLeftover(sized: SizedMeal, dinner: SizedMeal, recipe: ResolvedRecipe): SizedMeal {
  return { ...sized, recipe, note: dinner.note, parts: dinner.parts.map((p) => ({ ...p })) };
}

/** A lunch slot's top-ups and steering sides go with dinner on a leftover day (the leftover is served as cooked). */
export const offLeftoverLunch = <T extends { slot: RecipeSlot }>(list: readonly T[]): T[] =>
  list.map((t) => (t.slot === 'lunch' ? { ...t, slot: 'dinner' as const } : t));

export interface CookingTimeOutcome {
  limit: number;
  /** Days (1-based) whose dishes take longer than the limit, and the most minutes of one. */
  overDays: number[];
  mostMinutes: number;
  /** The least a day can take with the quickest dishes the restrictions leave (lunch as a leftover). */
  fewestMinutes: number;
  /** How many plan days the outcome covers (a re-planned plan: the kept days too). */
  days: number;
}

/** The quickest day the slot pools allow, with the day's lunch a leftover when the plan batch-cooks a dinner. */
export function fewestDayMinutes(
  pools: Record<RecipeSlot, readonly ResolvedRecipe[]>,
  slots: readonly RecipeSlot[],
  batching: boolean,
): number {
  const batched = batching && slots.includes('dinner');
  return slots.reduce((t, s) => {
    if (s === 'lunch' && batched) return t;
    const quickest = Math.min(...pools[s].map((r) => dishMinutes(r.howTo)));
    return t + (Number.isFinite(quickest) ? quickest : 0);
  }, 0);
}

/** The plan's statement of the days over the member's cooking time, with why (the planner reports it). */
export function cookingTimeNote(o: CookingTimeOutcome, batching: boolean): string | null {
  if (o.overDays.length === 0) return null;
  const which =
    o.overDays.length === o.days
      ? 'every day'
      : `${o.overDays.length === 1 ? 'day' : 'days'} ${o.overDays.join(', ')}`;
  const why =
    o.fewestMinutes > o.limit
      ? `the quickest dishes your restrictions leave take ${o.fewestMinutes} minutes a day${batching ? " even with dinner cooked double for the next day's lunch" : ''}`
      : 'your restrictions leave too few quick dishes for a varied week that meets your targets';
  const verb = o.overDays.length === 1 || o.overDays.length === o.days ? 'takes' : 'take';
  return `Cooking time: ${which} ${verb} longer than your ${o.limit} minutes a day (up to ${o.mostMinutes} minutes): ${why}. Each recipe states its time.`;
}

/** A re-planned plan's cooking time over all its days: the kept days (as served then) before the new ones. */
export function withKeptDays(o: CookingTimeOutcome, kept: readonly PlanDay[]): CookingTimeOutcome {
  const minutes = kept.map((d) => ({ day: d.day, taken: dayMinutes(d.meals) }));
  return {
    ...o,
    overDays: [...minutes.filter((m) => m.taken > o.limit).map((m) => m.day), ...o.overDays],
    mostMinutes: Math.max(o.mostMinutes, ...minutes.map((m) => m.taken)),
    days: o.days + kept.length,
  };
}

/** Marks the dinner each leftover lunch was cooked with: cook double, and the day its second half is eaten. */
export function markBatches(days: PlanDay[]): void {
  for (let d = 1; d < days.length; d++) {
    const leftover = days[d]!.meals.some((m) => m.batch?.role === 'leftover');
    const dinner = days[d - 1]!.meals.find((m) => m.slot === 'dinner');
    if (!leftover || !dinner) continue;
    dinner.batch = { role: 'cook-double', day: days[d]!.day };
    if (dinner.howTo) dinner.howTo = cookDoubleHowTo(dinner.howTo);
  }
}

/**
 * After meal swaps: a dinner whose leftover lunch the member swapped for another dish is cooked once (its batch mark
 * and cook-double step dropped). Swapping such a dinner is refused while its leftover stands (meal-swaps.ts).
 */
export function unpairSwappedBatches(days: PlanDay[]): PlanDay[] {
  return days.map((d, i) => {
    const next = days[i + 1];
    if (next?.meals.some((m) => m.batch?.role === 'leftover')) return d;
    if (!d.meals.some((m) => m.batch?.role === 'cook-double')) return d;
    const meals = d.meals.map((m) => {
      if (m.batch?.role !== 'cook-double') return m;
      const { batch: _paired, ...once } = m;
      return once.howTo
        ? {
            ...once,
            howTo: { ...once.howTo, steps: once.howTo.steps.filter((s) => !s.startsWith(COOK_DOUBLE)) },
          }
        : once;
    });
    return { ...d, meals };
  });
}
