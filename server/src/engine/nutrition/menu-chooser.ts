/**
 * Menu choice: for each day and slot a weighted draw (Indian dishes and biomarker-favoured recipes weigh more,
 * recently served dishes are skipped), several candidate menus per day, keeping the one whose macro mix is
 * closest to the targets so the portion LP can reach them.
 */
import type { RecipeSlot, PlanTargets } from '@common/plan';
import { MEAL_PLANNING, MEAL_TUNING as TUNE, NUTRIENT_RULES } from '../guidelines';
import { TAG_BIT } from '../data/foods/food-table';
import type { MealSteering } from './meal-types';
import { mealCarbBand, patternSlots } from './meal-pattern';
import { batchCooks, dishMinutes } from './batch-cooking';
import type { Rng } from '../plan/prng';
import type { ResolvedRecipe } from './recipes';

export interface MenuMeal {
  slot: RecipeSlot;
  recipe: ResolvedRecipe;
  share: number;
}

const MEAT_OR_FISH = TAG_BIT.meat | TAG_BIT.poultry | TAG_BIT.fish | TAG_BIT.shellfish;

function recipeWeight(r: ResolvedRecipe, steering: MealSteering, proteinFocus: boolean): number {
  const pref = steering.preferences;
  const cuisine = pref?.cuisine ?? 'mixed';
  let w =
    cuisine === 'mixed'
      ? r.cuisine === 'indian'
        ? MEAL_PLANNING.indianWeight
        : 1
      : r.cuisine === cuisine
        ? MEAL_PLANNING.preferredCuisineWeight
        : 1;
  if (pref?.region && r.howTo.region === pref.region) w *= MEAL_PLANNING.preferredRegionWeight;
  if (pref?.budget === 'economical' && (r.containsMask & MEAT_OR_FISH) !== 0)
    w *= MEAL_PLANNING.economicalMeatWeight;
  if (proteinFocus && (r.proteinG * 4) / Math.max(1, r.kcal) >= TUNE.proteinDenseShare) w *= 3;
  if (steering.boostTraits & r.traitMask) w *= 3;
  if (steering.ironWithVitC && (r.ironMg / Math.max(1, r.kcal)) * 1000 >= TUNE.ironRichMgPer1000Kcal) w *= 3;
  return w;
}

export function slotPlan(
  calories: number,
  mealsPerDay: number | null = null,
): { slot: RecipeSlot; share: number }[] {
  const slots =
    MEAL_PLANNING.slotsByMealsPerDay[mealsPerDay ?? 4] ?? MEAL_PLANNING.slotsByMealsPerDay[4] ?? [];
  const base: { slot: RecipeSlot; share: number }[] = slots.map((slot) => ({
    slot,
    share: MEAL_PLANNING.slotShare[slot]?.[0] ?? 0.25,
  }));
  // The member's own count stands; without one, large energy targets add snacks so portions stay realistic.
  if (mealsPerDay !== null) {
    const total = base.reduce((s, b) => s + b.share, 0);
    return base.map((b) => ({ ...b, share: b.share / total }));
  }
  if (calories >= TUNE.secondSnackKcal)
    base.push({ slot: 'snack', share: MEAL_PLANNING.slotShare.snack?.[0] ?? 0.1 });
  if (calories >= TUNE.thirdSnackKcal)
    base.push({ slot: 'snack', share: MEAL_PLANNING.slotShare.snack?.[0] ?? 0.1 });
  const total = base.reduce((s, b) => s + b.share, 0);
  return base.map((b) => ({ ...b, share: b.share / total }));
}

/**
 * How far a menu at its planned shares is from the macro targets (sum of relative errors), plus a penalty for
 * every hard daily ceiling (saturated fat, fibre, sodium, potassium) the menu would cross at those shares. The LP
 * can move portions, but starting from a menu whose mix is close and under the ceilings keeps the targets
 * reachable without breaking a limit. A menu whose dishes at their shares carry less calcium than the adult EAR
 * (800 mg, ICMR-NIN 2020; IOM 2011) is a little further (`calciumWeight` per relative unit short): among the drawn
 * menus of similar fit, the one with more calcium wins; it never outweighs a real macro difference.
 */
export function menuDistance(
  menu: MenuMeal[],
  targets: PlanTargets,
  steering: MealSteering,
  calciumWeight: number = TUNE.menuCalciumWeight,
): number {
  const at = { p: 0, c: 0, f: 0, sat: 0, fib: 0, na: 0, k: 0, ca: 0 };
  let overCap = 0;
  for (const m of menu) {
    const k = (m.share * targets.calories) / Math.max(1, m.recipe.kcal);
    // A meal whose carbohydrate at its share is outside its band (gestational diabetes) needs another portion
    // size than its energy share gives: dishes that fit the band keep the menu reachable.
    const band = mealCarbBand(m.slot, steering.mealPattern ?? 'usual');
    if (band !== null) {
      const c = m.recipe.carbsG * k;
      overCap += Math.max(0, c / band[1] - 1) + Math.max(0, 1 - c / band[0]);
    }
    at.p += m.recipe.proteinG * k;
    at.c += m.recipe.carbsG * k;
    at.f += m.recipe.fatG * k;
    at.sat += m.recipe.saturatedFatG * k;
    at.fib += m.recipe.fiberG * k;
    at.na += m.recipe.sodiumMg * k;
    at.k += m.recipe.potassiumMg * k;
    at.ca += m.recipe.calciumMg * k;
  }
  const rel = (v: number, t: number): number => Math.abs(v - t) / Math.max(1, t);
  const over = (v: number, max: number | null | undefined): number =>
    max == null ? 0 : Math.max(0, v / Math.max(1, max * TUNE.menuCeilingShare) - 1);
  const L = targets.limits;
  const ceilings =
    over(at.sat, targets.saturatedFatMaxG) +
    over(at.fib, L?.fiberMaxG) +
    over(at.na, L?.sodiumMaxMg) +
    over(at.k, L?.potassiumMaxMg);
  return (
    1.5 * rel(at.p, targets.proteinG) +
    rel(at.c, targets.carbsG) +
    rel(at.f, targets.fatG) +
    TUNE.menuCeilingWeight * (ceilings + overCap) +
    calciumWeight * Math.max(0, 1 - at.ca / NUTRIENT_RULES.calciumEarMg)
  );
}

export function chooseMenus(
  count: number,
  pools: Record<RecipeSlot, ResolvedRecipe[]>,
  steering: MealSteering,
  targets: PlanTargets,
  rng: Rng,
): MenuMeal[][] {
  // A condition's meal pattern (gestational diabetes, Ramadan) comes before the member's own meal count.
  const slots =
    patternSlots(steering.mealPattern ?? 'usual', targets.calories) ??
    slotPlan(targets.calories, steering.preferences?.mealsPerDay ?? null);
  const proteinFocus = (targets.proteinG * 4) / targets.calories >= TUNE.highProteinShare;
  const weights = new Map<string, number>();
  for (const pool of Object.values(pools))
    for (const r of pool) weights.set(r.id, recipeWeight(r, steering, proteinFocus));
  // Lunch and dinner share one history, so a dish is not served at dinner and again at next day's lunch.
  const mains: string[] = [];
  const history: Record<RecipeSlot, string[]> = { breakfast: [], lunch: mains, dinner: mains, snack: [] };
  const menus: MenuMeal[][] = [];
  /** Per slot: today's eligible recipes with cumulative weights, for O(log n) weighted draws. */
  interface Sampler {
    items: ResolvedRecipe[];
    cumulative: number[];
  }
  const sampler = (items: ResolvedRecipe[]): Sampler => {
    const cumulative: number[] = [];
    let sum = 0;
    for (const r of items) {
      sum += weights.get(r.id) ?? 1;
      cumulative.push(sum);
    }
    return { items, cumulative };
  };
  const sample = (sm: Sampler): ResolvedRecipe | undefined => {
    const total = sm.cumulative[sm.cumulative.length - 1] ?? 0;
    const x = rng.next() * total;
    let lo = 0;
    let hi = sm.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sm.cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return sm.items[lo];
  };
  let today = {} as Record<RecipeSlot, Sampler>;
  const draw = (): MenuMeal[] => {
    const usedToday = new Set<string>();
    const menu: MenuMeal[] = [];
    for (const { slot, share } of slots) {
      const pool = pools[slot];
      if (pool.length === 0) continue;
      let recipe: ResolvedRecipe | undefined;
      for (let attempt = 0; attempt < 4 && (!recipe || usedToday.has(recipe.id)); attempt++)
        recipe = sample(today[slot]);
      if (!recipe || usedToday.has(recipe.id)) {
        const rest = pool.filter((r) => !usedToday.has(r.id));
        recipe = rng.weightedPick(rest.length > 0 ? rest : pool, (r) => weights.get(r.id) ?? 1);
      }
      usedToday.add(recipe.id);
      menu.push({ slot, recipe, share });
    }
    return menu;
  };
  // Gestational diabetes: dishes whose carbohydrate at the slot's share reaches its band (a paneer snack with
  // 5 g cannot carry a 15–30 g snack), where the pool has them.
  const pattern = steering.mealPattern ?? 'usual';
  const carbFitting = (pool: ResolvedRecipe[], slot: RecipeSlot): ResolvedRecipe[] => {
    const band = mealCarbBand(slot, pattern);
    const share = slots.find((s) => s.slot === slot)?.share;
    if (!band || share === undefined) return pool;
    const fits = pool.filter(
      (r) => (r.carbsG * share * targets.calories) / Math.max(1, r.kcal) >= band[0] * TUNE.gdmBandReach,
    );
    return fits.length >= TUNE.gdmMinPool ? fits : pool;
  };
  // The member's cooking time a day is a constraint: a menu over it loses to any menu within it (issue 30).
  const dayMinutes = steering.preferences?.cookingMinutes ?? null;
  // From the second day, a lunch may be yesterday's dinner cooked double (batch-cooking.ts): 0 minutes.
  const batched = batchCooks(steering);
  const overTime = (menu: MenuMeal[], d: number): number => {
    if (dayMinutes === null) return 0;
    const minutes = (m: MenuMeal) =>
      batched && d > 0 && m.slot === 'lunch' ? 0 : dishMinutes(m.recipe.howTo);
    const over = menu.reduce((sum, m) => sum + minutes(m), 0) - dayMinutes;
    return over > 0 ? TUNE.menuOverTimePenalty + (TUNE.menuOverTimeSlope * over) / dayMinutes : 0;
  };
  /** Main dishes served so far this plan week (lunch and dinner), for the variety rules. */
  let week = new Map<string, number>();
  const { weekMaxRepeats } = MEAL_PLANNING.variety;
  for (let d = 0; d < count; d++) {
    if (d % 7 === 0) week = new Map();
    // Recipes not served in the same slot within the no-repeat window; mains not yet served this week first, and
    // never a fourth time in a week while another dish is left.
    today = {} as Record<RecipeSlot, Sampler>;
    for (const slot of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      const window = MEAL_PLANNING.noRepeatDays[slot] ?? 2;
      const perDay = slot === 'lunch' || slot === 'dinner' || slot === 'snack' ? 2 : 1;
      const recent = new Set(history[slot].slice(-window * perDay));
      const main = slot === 'lunch' || slot === 'dinner';
      const uses = (r: ResolvedRecipe): number => (main ? (week.get(r.id) ?? 0) : 0);
      const allowed = pools[slot].filter((r) => uses(r) < weekMaxRepeats);
      const base = allowed.length > 0 ? allowed : pools[slot];
      const fresh = carbFitting(
        base.filter((r) => !recent.has(r.id)),
        slot,
      );
      const unused = fresh.filter((r) => uses(r) === 0);
      today[slot] = sampler(unused.length > 0 ? unused : fresh.length > 0 ? fresh : base);
    }
    let best = draw();
    let bestScore = menuDistance(best, targets, steering) + overTime(best, d);
    for (let k = 1; k < TUNE.menuCandidates; k++) {
      const menu = draw();
      const score = menuDistance(menu, targets, steering) + overTime(menu, d);
      if (score < bestScore) {
        best = menu;
        bestScore = score;
      }
    }
    for (const m of best) {
      history[m.slot].push(m.recipe.id);
      if (m.slot === 'lunch' || m.slot === 'dinner') week.set(m.recipe.id, (week.get(m.recipe.id) ?? 0) + 1);
    }
    menus.push(best);
  }
  return menus;
}
