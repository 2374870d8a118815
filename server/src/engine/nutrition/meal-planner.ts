/**
 * Builds the day-by-day menu: picks recipes per meal slot (restrictions are hard filters, biomarkers steer the
 * choice), sizes every portion with the LP in portion-lp.ts, rounds to kitchen-friendly grams and checks each day
 * against the targets. Every plan draws a new menu each day (free plans one week, repeated), without repeating a
 * recipe in the same slot within a few days and within the weekly variety rules (menu-chooser.ts).
 */
import {
  DAY_TOLERANCE,
  energyProteinOff,
  NUTRIENT_KEYS,
  type Meal,
  type MealItem,
  type RecipeSlot,
  type NutrientTotals,
  type PlanDay,
  type NutrientLimits,
  type PlanTargets,
} from '@common/plan';
import { withExclusions } from './diet-rules';
import { foodsWithUnknown, maskToTags, type Food, type MicroNutrient } from '../data/foods/food-table';
import { PROTEIN_SHAKE_NAME } from '@common/plan-swaps';
import { householdMeasure } from '../data/foods/household-measures';
import { isProteinPowder } from './portion-bounds';
import { MEAL_PLANNING } from '../guidelines';
import { fruitVegFloor, fruitVegGrams } from './fruit-veg';
import {
  adaptLostDishes,
  mealsMissingCore,
  withUnservedNoted,
  withoutUnservedIngredients,
} from './meal-core';
import { implausibleMain, implausibleSnack } from './snack-check';
import {
  asLeftover,
  batchCooks,
  cookingTimeNote,
  dayMinutes,
  dishMinutes,
  fewestDayMinutes,
  leftoverRecipe,
  markBatches,
  offLeftoverLunch,
  planLeftovers,
  type CookingTimeOutcome,
} from './batch-cooking';
import { buildPools, foodFirst, topUpDiet, type RelaxedPreference } from './meal-pools';
import type { MealPlanInput } from './meal-types';
import type { MealPreferences } from '@common/profile';
import { calciumSwap } from './calcium-swap';
import { chooseMenus, type MenuMeal } from './menu-chooser';
import { servedSlot } from './meal-pattern';
import { addFood, roundTotals, sumNutrients, zeroNutrients, type SumKey } from './nutrients';
import {
  ceilingsFor,
  dishReach,
  pickTopUps,
  satFatStrict,
  sizeDay,
  steeringSides,
  type SizedMeal,
} from './portion-sizing';
import type { LpTopUp } from './portion-lp';
import { RECIPE_DEFS, type ResolvedRecipe } from './recipes';
import { seasonDay } from './seasoning';

export type { MealPlanInput, MealSteering } from './meal-types';

export interface MealPlanResult {
  days: PlanDay[];
  daysOutOfTolerance: number;
  /** Average daily totals over the plan. */
  average: NutrientTotals;
  topUpsUsed: string[];
  /** Slots for which no recipe fitted the restrictions (a simple plate was composed instead). */
  composedSlots: RecipeSlot[];
  relaxedDays: number;
  /** Hard daily limits that stood at their ceiling on a day that missed the targets (what made it miss). */
  limitsAtCeiling: SumKey[];
  variety: MenuVariety;
  /** Days served a protein shake, and whether the member welcomes them (else each one was needed: food first). */
  shakeDays: number;
  shakesWelcome: boolean;
  /** Preferences some meal slot could not keep with the dishes the restrictions leave (meal-pools.ts). */
  preferencesRelaxed: RelaxedPreference[];
  /** The member's cooking time a day kept (batch-cooking.ts), or null without a limit. */
  cookingTime: CookingTimeOutcome | null;
  /** The plan cooks dinners double for the next day's lunch where a day runs over (batchCooks). */
  batchCooking: boolean;
  /** Days under the WHO 400 g of fruit and vegetables and the least served; null on a low-residue diet. */
  fruitVeg: FruitVegOutcome | null;
  /**
   * Days on which a lunch or dinner is outside its share of the day's energy (MEAL_PLANNING.slotShare: 20–40 %), with
   * the usual meal pattern and meal count (a member's own count or a fasting pattern moves the shares); 0 otherwise.
   */
  mealShareDays: number;
}

export interface FruitVegOutcome {
  floorG: number;
  shortDays: number;
  lowestG: number;
  /** A potassium ceiling steers the fruit and vegetables to lower-potassium ones and wins over the floor. */
  potassiumLimited: boolean;
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
    d.meals
      .filter((m) => m.slot === 'lunch' || m.slot === 'dinner' || m.slot === 'iftar')
      .map((m) => m.recipeId ?? m.name);
  // A fasting plan serves one main a day (iftar): a week cannot hold more distinct mains than it serves.
  const perWeek = Math.max(1, ...days.slice(0, 7).map((d) => mains(d).length)) * 7;
  const weekMin = Math.min(V.weekMinMains, perWeek);
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
    weekMinDistinct >= weekMin &&
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

/** A lunch or dinner inside its slot's share of the day's energy, to the whole percent it is read at. */
function withinShare(meal: Meal, dayKcal: number): boolean {
  if (meal.slot !== 'lunch' && meal.slot !== 'dinner') return true;
  const [, lo, hi] = MEAL_PLANNING.slotShare[meal.slot] ?? [0, 0, 1];
  const pct = Math.round((100 * meal.totals.kcal) / Math.max(1, dayKcal));
  return pct >= lo * 100 && pct <= hi * 100;
}

/** The nutrients a hard daily limit counts (calcium and iron have none). */
export function limitedNutrients(limits: NutrientLimits): MicroNutrient[] {
  const out: MicroNutrient[] = [];
  if (limits.sodiumMaxMg !== null) out.push('sodiumMg');
  if (limits.potassiumMaxMg !== null) out.push('potassiumMg');
  if (limits.vitaminKBandUg !== null) out.push('vitaminKUg');
  return out;
}

/**
 * Food first (issue 30; ISSN 2017 position stand on protein: whole foods first, supplements a convenience): protein
 * powder only when the member welcomes shakes, or on a day whose protein food alone leaves outside its tolerance
 * (then the shake says so). Whole-food protein reaches 1.2–1.6 g/kg for most members (Leidy 2015).
 */
function proteinShort(day: ReturnType<typeof sizeDay>, targets: PlanTargets): number {
  const protein = sumNutrients(day.meals.flatMap((m) => m.parts)).proteinG;
  return Math.max(0, targets.proteinG * (1 - MEAL_PLANNING.macroTolerance) - protein);
}

const RELAXED_TEXT: Record<RelaxedPreference, string> = {
  cuisine: 'your chosen cuisine',
  region: 'dishes of your chosen Indian region',
  cookingMinutes: 'your cooking time per meal',
  budget: 'your economical budget (no premium-priced foods)',
};

/** What the plan tells the member about their preferences it could not fully keep, and about shakes. */
export function preferenceNotes(meals: MealPlanResult, pref: MealPreferences | null | undefined): string[] {
  const out: string[] = [];
  if (meals.preferencesRelaxed.length > 0)
    out.push(
      `Your restrictions leave too few dishes for ${meals.preferencesRelaxed.map((r) => (r === 'region' && pref?.region ? `${pref.region} Indian dishes` : RELAXED_TEXT[r])).join(', ')} at some meals: those meals also draw on other dishes.`,
    );
  const cooking = meals.cookingTime && cookingTimeNote(meals.cookingTime, meals.batchCooking);
  if (cooking) out.push(cooking);
  if (meals.shakeDays > 0 && !meals.shakesWelcome)
    out.push(
      `Food alone could not reach your protein target on ${meals.shakeDays} of ${meals.days.length} days, so those days add one protein shake${pref?.mealsPerDay != null ? ` beside your ${pref.mealsPerDay} meals a day` : ''}.`,
    );
  return out;
}

/** The top-ups with only the first protein powder among them. */
function oneShake<T extends { food: Food }>(list: readonly T[]): T[] {
  const first = list.findIndex((t) => isProteinPowder(t.food));
  return list.filter((t, i) => i === first || !isProteinPowder(t.food));
}

/**
 * The dish `probe` (a snack or main tried in place of an implausible one) lost its core in this sizing
 * (mealsMissingCore) and serves something: it will be served adapted, and an adapted dish is never plausible
 * (snack-check.ts). (A snack trimmed to nothing is left to the full checks.)
 */
function lostCore(meals: readonly SizedMeal[], probe: ResolvedRecipe, targets: PlanTargets): boolean {
  const meal = meals.find((m) => m.recipe === probe);
  return (
    meal !== undefined && meal.parts.some((p) => p.grams > 0) && mealsMissingCore([meal], targets).size > 0
  );
}

/** A sized, named and seasoned day, with the top-ups it was sized with and where its leftover lunch is. */
type Served = ReturnType<typeof sizeDay> & { topUps: LpTopUp[]; leftoverAt: number };

export function planMeals(request: MealPlanInput): MealPlanResult {
  // A food whose value for a limited nutrient is unknown could carry any amount of it: it is left out.
  const unknownUnderLimit = foodsWithUnknown(limitedNutrients(request.targets.limits));
  const input = { ...request, diet: withExclusions(request.diet, [], unknownUnderLimit) };
  const { targets, steering, planType, days, startDate, rng } = input;
  const pref = steering.preferences ?? null;
  const shakesWelcome = pref?.proteinSupplements === true;
  const foodFirstInput = { ...input, diet: foodFirst(input.diet, pref) };
  const { pools, composed, relaxed } = buildPools(foodFirstInput.diet, steering);
  const distinct = planType === 'free' ? Math.min(days, MEAL_PLANNING.freeMenuDays) : days;
  const minutes = pref?.cookingMinutes ?? null;
  // Where a day runs over the member's cooking time, yesterday's dinner cooked double is its lunch.
  const batch = planLeftovers(chooseMenus(distinct, pools, steering, targets, rng), steering);
  const menus = batch.menus;
  const fruitVegMin = fruitVegFloor(targets.limits);
  const potassiumLimited = targets.limits.potassiumMaxMg !== null || steering.noHighPotassiumTopUps;
  const fruitVeg: FruitVegOutcome | null =
    fruitVegMin === null
      ? null
      : {
          floorG: fruitVegMin,
          shortDays: 0,
          lowestG: Infinity,
          potassiumLimited: targets.limits.potassiumMaxMg !== null,
        };
  const topUpsOf = (diet: typeof input.diet) =>
    pickTopUps(
      topUpDiet(diet, pref),
      targets.calories,
      potassiumLimited,
      input.proteinCeiling,
      fruitVegMin !== null,
      satFatStrict(targets),
    );
  const topUps = topUpsOf(foodFirstInput.diet);
  // The protein a kidney ceiling caps is never topped up with a shake. A member who did not ask for shakes gets at
  // most one a day, the one scoop its note speaks of (pickTopUps offers a second, with breakfast, to those who did).
  const shakeTopUps = shakesWelcome || input.proteinCeiling ? null : oneShake(topUpsOf(input.diet));
  const sides = steeringSides(input);
  /**
   * Serves a sized day. With `probe` (a snack or main being tried in place of an implausible one), returns null as
   * soon as the sizing shows that dish lost its core: it would be served adapted, which the swap never keeps, so the
   * day is not named and seasoned for nothing (the same answer, sooner: most snacks tried on keto and low-carb days
   * lose their core under the carbohydrate ceiling).
   */
  function serve(
    menu: MenuMeal[],
    with_: MealPlanInput,
    list: typeof topUps,
    leftover: SizedMeal | undefined,
  ): Served;
  function serve(
    menu: MenuMeal[],
    with_: MealPlanInput,
    list: typeof topUps,
    leftover: SizedMeal | undefined,
    probe: ResolvedRecipe,
  ): Served | null;
  function serve(
    menu: MenuMeal[],
    with_: MealPlanInput,
    list: typeof topUps,
    leftover: SizedMeal | undefined,
    probe?: ResolvedRecipe,
  ): Served | null {
    // A leftover lunch is held at yesterday's served grams; the lunch's top-ups and sides go with dinner.
    const held = leftover && leftoverRecipe(leftover);
    const at = held ? menu.findIndex((m) => m.slot === 'lunch') : -1;
    const sized = held
      ? menu.map((m, i) =>
          i === at ? { ...m, recipe: held, share: held.kcal / Math.max(1, targets.calories) } : m,
        )
      : menu;
    const first = sizeDay(
      sized,
      with_,
      held ? offLeftoverLunch(list) : list,
      held ? offLeftoverLunch(sides) : sides,
    );
    if (probe && lostCore(first.meals, probe, targets)) return null;
    // A dish is named and cooked without the optional foods its portions left out, and one that lost its core is
    // named for what it serves (meal-core.ts). Salt and condiments are served after sizing, counted in the day's
    // sodium and named in the methods.
    const named = adaptLostDishes(withoutUnservedIngredients(first.meals), targets);
    const seasoned = seasonDay({ ...first, meals: named }, with_);
    const day = { ...seasoned, meals: withUnservedNoted(seasoned.meals) };
    // sizeDay may add meals (a shake): the leftover is found by its recipe.
    const meals =
      held && leftover
        ? day.meals.map((m) => (m.recipe === held ? asLeftover(m, leftover, held) : m))
        : day.meals;
    return { ...day, meals, topUps: list, leftoverAt: held ? meals.findIndex((m) => m.recipe === held) : -1 };
  }
  const shakeNote = `${
    shakesWelcome
      ? 'Added to reach your protein target (you welcome protein shakes).'
      : 'Food alone could not reach your protein target today: one scoop of protein powder makes up the rest.'
  }${pref?.mealsPerDay != null ? ` It is a drink beside your ${pref.mealsPerDay} meals a day.` : ''}`;

  const sized = new Map<string, Served>();
  const used = new Set<string>();
  let shakeDays = 0;
  const cookingTime: CookingTimeOutcome | null =
    minutes === null
      ? null
      : {
          limit: minutes,
          overDays: [],
          mostMinutes: 0,
          fewestMinutes: fewestDayMinutes(
            pools,
            (menus[0] ?? []).map((m) => m.slot),
            batchCooks(steering),
          ),
          days,
        };
  /** How far a served day is from its energy and protein targets (relative, summed; 0 within both tolerances). */
  const offBy = (day: Served): number => {
    const t = sumNutrients(day.meals.flatMap((m) => m.parts));
    const off = energyProteinOff(t, targets);
    return (
      Math.max(0, Math.abs(off.energy) - DAY_TOLERANCE.energy) +
      Math.max(0, Math.abs(off.protein) - DAY_TOLERANCE.macro)
    );
  };
  const highFat = input.diet.keto || input.diet.lowCarb || input.diet.paleo;
  // The LP holds each day's saturated fat to its share of the energy served (portion-lp.ts): a swap counts what a
  // dish carries within that share.
  const satPerKcal = targets.saturatedFatMaxG / Math.max(1, targets.calories);
  const TUNE_SWAP_GAIN = MEAL_PLANNING.menuSwapMinGain;
  /** Servings of each dish in day `d`'s plan week before it (the weekly variety rule). */
  const weekUses = (d: number): Map<string, number> => {
    const uses = new Map<string, number>();
    for (const pd of out.slice(Math.max(0, out.length - (d % 7))))
      for (const m of pd.meals) if (m.recipeId) uses.set(m.recipeId, (uses.get(m.recipeId) ?? 0) + 1);
    return uses;
  };
  /** Meals a sized day serves (a dish trimmed to nothing under a ceiling serves none). */
  const servedMeals = (x: Served): number => x.meals.filter((m) => m.parts.length > 0).length;
  /**
   * A day served under its energy target: the dish furthest under its meal's share is swapped for the dish of that
   * slot that can carry the most of what the day misses at that share (dishReach), and the day is sized again; the
   * better day is kept (issue 30 item 2: a dish that cannot fit is replaced before the portion solver gives up). The swap keeps the
   * day's cooking time, the week's variety (no main more than MEAL_PLANNING.variety.weekMaxRepeats times) and never
   * touches a leftover lunch or a fasting or gestational-diabetes day (their meals have their own shares and bands).
   */
  const swapShortDish = (
    menu: MenuMeal[],
    day: Served,
    leftover: SizedMeal | undefined,
    d: number,
    swapped: ReadonlySet<number>,
  ): { menu: MenuMeal[]; day: Served; at: number } | null => {
    if ((steering.mealPattern ?? 'usual') !== 'usual' || offBy(day) === 0) return null;
    const served = sumNutrients(day.meals.flatMap((m) => m.parts));
    if (served.kcal >= targets.calories * (1 - MEAL_PLANNING.energyTolerance)) return null;
    let worst = -1;
    let worstRatio = Infinity;
    let worstMeal: SizedMeal | undefined;
    menu.forEach((m, i) => {
      // A meal swapped once already is not swapped again: the next swap tries the day's other main.
      if (m.slot === 'snack' || (leftover && m.slot === 'lunch') || swapped.has(i)) return;
      const meal = day.meals.find((x) => x.recipe === m.recipe);
      const kcal = meal ? sumNutrients(meal.parts).kcal : 0;
      const ratio = kcal / Math.max(1, m.share * targets.calories);
      if (ratio < worstRatio) [worst, worstRatio, worstMeal] = [i, ratio, meal];
    });
    const at = menu[worst];
    if (!at) return null;
    // What the meal could carry towards the day's targets: each macro up to what the meal serves now plus the day's
    // gap in it (a keto day's missing energy is fat, a paleo day's carbohydrate), in kcal.
    const now = worstMeal ? sumNutrients(worstMeal.parts) : zeroNutrients();
    const room = {
      proteinG: now.proteinG + Math.max(0, targets.proteinG - served.proteinG),
      carbsG: now.carbsG + Math.max(0, targets.carbsG - served.carbsG),
      fatG: now.fatG + Math.max(0, targets.fatG - served.fatG),
    };
    const useful = (r: ResolvedRecipe): number => {
      const reach = dishReach(r, at.share, targets.calories, highFat, satPerKcal);
      return (
        4 * Math.min(reach.proteinG, room.proteinG) +
        4 * Math.min(reach.carbsG, room.carbsG) +
        9 * Math.min(reach.fatG, room.fatG)
      );
    };
    const today = new Set(menu.map((m) => m.recipe.id));
    const uses = weekUses(d);
    const main = at.slot === 'lunch' || at.slot === 'dinner';
    // Sizing a day again is the costly part: only a dish that could close at least part of the gap is tried.
    const gapKcal = targets.calories * (1 - MEAL_PLANNING.energyTolerance) - served.kcal;
    let best: ResolvedRecipe | null = null;
    let bestUseful = useful(at.recipe) + TUNE_SWAP_GAIN * gapKcal;
    for (const r of pools[at.slot]) {
      if (today.has(r.id) || dishMinutes(r.howTo) > dishMinutes(at.recipe.howTo)) continue;
      if (main && (uses.get(r.id) ?? 0) >= MEAL_PLANNING.variety.weekMaxRepeats) continue;
      const u = useful(r);
      if (u > bestUseful) [best, bestUseful] = [r, u];
    }
    if (!best) return null;
    const next = menu.map((m, i) => (i === worst && best ? { ...m, recipe: best } : m));
    const again = serve(next, foodFirstInput, topUps, leftover);
    // Every meal the member asked for is still served (a dish trimmed to nothing under a ceiling is no swap).
    return offBy(again) < offBy(day) && servedMeals(again) >= servedMeals(day)
      ? { menu: next, day: again, at: worst }
      : null;
  };
  const calciumOf = (x: Served): number => sumNutrients(x.meals.flatMap((m) => m.parts)).calciumMg;
  /**
   * A day served under the calcium EAR: one dish swapped for a calcium-richer one of its slot (calcium-swap.ts), kept
   * only when the day is no further from its energy and protein targets, serves every meal, keeps its fruit and
   * vegetables and serves more calcium.
   */
  const swapForCalcium = (
    menu: MenuMeal[],
    day: Served,
    leftover: SizedMeal | undefined,
    d: number,
  ): { menu: MenuMeal[]; day: Served } | null => {
    const recent = {} as Record<RecipeSlot, Set<string>>;
    for (const slot of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      const main = slot === 'lunch' || slot === 'dinner';
      const days = out.slice(-(MEAL_PLANNING.noRepeatDays[slot] ?? 2));
      recent[slot] = new Set(
        days.flatMap((pd) =>
          pd.meals
            .filter((m) => (main ? m.slot === 'lunch' || m.slot === 'dinner' : m.slot === slot))
            .flatMap((m) => (m.recipeId ? [m.recipeId] : [])),
        ),
      );
    }
    const pick = calciumSwap(menu, day.meals, {
      pools,
      targets,
      steering,
      renal: input.proteinCeiling,
      leftoverLunch: leftover !== undefined,
      weekUses: weekUses(d),
      recent,
    });
    if (!pick) return null;
    const next = menu.map((m, i) => (i === pick.index ? { ...m, recipe: pick.recipe } : m));
    const again = serve(next, foodFirstInput, topUps, leftover);
    const fv = (x: typeof day): number => fruitVegGrams(x.meals.flatMap((m) => m.parts));
    const keepsFruitVeg = fruitVegMin === null || fv(again) >= Math.min(fruitVegMin, fv(day));
    return offBy(again) <= offBy(day) &&
      servedMeals(again) >= servedMeals(day) &&
      keepsFruitVeg &&
      calciumOf(again) > calciumOf(day)
      ? { menu: next, day: again }
      : null;
  };
  /** Mains a swap served without their core for this member (implausibleMain): the targets are the same every day. */
  const lostMains = new Set<string>();
  /** Lunch and dinner dishes of the last few days (MEAL_PLANNING.noRepeatDays), not brought back by a swap. */
  const recentMains = (): Set<string> =>
    new Set(
      out
        .slice(-(MEAL_PLANNING.noRepeatDays.lunch ?? 2))
        .flatMap((pd) =>
          pd.meals.flatMap((m) =>
            (m.slot === 'lunch' || m.slot === 'dinner') && m.recipeId ? [m.recipeId] : [],
          ),
        ),
    );
  /**
   * A day whose snack or main is not plausible as served (snack-check.ts: adapted for a lost core, or a named food at
   * a trace) serves another dish of the slot instead: the first that is plausible as served, keeps the day's cooking
   * time, every meal and the day no further from its energy and protein targets. Snacks are tried from a day-dependent
   * start (variety); mains closest to the day's protein share first, none the menus already serve or recently served.
   */
  const swapImplausibleMeals = (
    menu: MenuMeal[],
    day: Served,
    leftover: SizedMeal | undefined,
    d: number,
  ): { menu: MenuMeal[]; day: Served } => {
    const servedAs = (x: Served, r: ResolvedRecipe): SizedMeal | undefined =>
      x.meals.find((m) => m.recipe.id === r.id || m.recipe.id === `adapted-${r.id}`);
    const proteinShare = (targets.proteinG * 4) / Math.max(1, targets.calories);
    const implausible = (x: SizedMeal): string | null =>
      x.slot === 'snack' ? implausibleSnack(x) : implausibleMain(x);
    menu.forEach((m, i) => {
      const main = m.slot === 'lunch' || m.slot === 'dinner';
      // A lunch that is yesterday's dinner (batch cooking) is not swapped on its own.
      if ((!main && m.slot !== 'snack') || (leftover && m.slot === 'lunch')) return;
      const now = servedAs(day, m.recipe);
      if (!now || implausible(now) === null) return;
      const today = new Set(menu.map((x) => x.recipe.id));
      const uses = main ? weekUses(d) : null;
      const recent = main ? recentMains() : null;
      // A main brought in is one the plan's menus do not already serve: the week's distinct mains never fall.
      const onMenus = new Set(main ? menus.flatMap((x) => x.map((y) => y.recipe.id)) : []);
      const pool = pools[m.slot].filter(
        (r) =>
          !today.has(r.id) &&
          dishMinutes(r.howTo) <= dishMinutes(m.recipe.howTo) &&
          !recent?.has(r.id) &&
          !(main && (lostMains.has(r.id) || onMenus.has(r.id))) &&
          (uses?.get(r.id) ?? 0) < MEAL_PLANNING.variety.weekMaxRepeats,
      );
      const start = pool.length > 0 ? (d * 7 + i) % pool.length : 0;
      const rotated = [...pool.slice(start), ...pool.slice(0, start)];
      // Mains closest to the day's protein share first (in 2 % steps, the rotation kept within a step): under a
      // kidney protein ceiling a dish built on meat keeps its core only by leaving the other meals without protein.
      const fit = (r: ResolvedRecipe): number =>
        Math.round(Math.abs((r.proteinG * 4) / Math.max(1, r.kcal) - proteinShare) / 0.02);
      if (main) rotated.sort((a, b) => fit(a) - fit(b));
      const tries = rotated.slice(0, main ? MEAL_PLANNING.mainSwapTries : MEAL_PLANNING.snackSwapTries);
      for (const r of tries) {
        const next = menu.map((x, k) => (k === i ? { ...x, recipe: r } : x));
        const again = serve(next, foodFirstInput, topUps, leftover, r);
        const swapped = again ? servedAs(again, r) : undefined;
        // A main that could not keep its core under this member's targets and limits is not tried again.
        if (main && (!swapped || implausible(swapped) !== null)) lostMains.add(r.id);
        if (!again) continue;
        if (
          swapped &&
          implausible(swapped) === null &&
          offBy(again) <= offBy(day) &&
          servedMeals(again) >= servedMeals(day)
        ) {
          menu = next;
          day = again;
          return;
        }
      }
    });
    return { menu, day };
  };
  let prev: { key: string; dinner: SizedMeal | undefined } | null = null;
  const out: PlanDay[] = [];
  let outOfTolerance = 0;
  let relaxedDays = 0;
  const ceilings = ceilingsFor(input);
  const atCeiling = new Set<SumKey>();
  const avg = zeroNutrients();
  const usualShares =
    (steering.mealPattern ?? 'usual') === 'usual' && steering.preferences?.mealsPerDay == null;
  let mealShareDays = 0;
  const start = Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth(), startDate.getUTCDate());
  const firstDay = input.firstDay ?? 1;

  for (let d = 0; d < days; d++) {
    const menu = menus[d % menus.length] ?? [];
    const leftover: SizedMeal | undefined = batch.leftover[d % menus.length] ? prev?.dinner : undefined;
    // A leftover day depends on the dinner it was cooked with.
    const key: string = menu.map((m) => m.recipe.id).join('|') + (leftover ? `<${prev?.key}` : '');
    let day = sized.get(key);
    if (!day) {
      day = serve(menu, foodFirstInput, topUps, leftover);
      let served = menu;
      const done = new Set<number>();
      for (let k = 0; k < MEAL_PLANNING.menuSwapsPerDay; k++) {
        const swapped = swapShortDish(served, day, leftover, d, done);
        if (!swapped) break;
        done.add(swapped.at);
        day = swapped.day;
        served = swapped.menu;
        menus[d % menus.length] = served;
      }
      // With bone loss the day aims at the member's RDA, which one dish rarely closes (calcium-need.ts).
      const calciumSwaps = steering.calciumFloorMg ? MEAL_PLANNING.calciumSwapsBoneLoss : 1;
      for (let k = 0; k < calciumSwaps; k++) {
        const calcium = swapForCalcium(served, day, leftover, d);
        if (!calcium) break;
        day = calcium.day;
        menus[d % menus.length] = served = calcium.menu;
      }
      const plausible = swapImplausibleMeals(served, day, leftover, d);
      day = plausible.day;
      menus[d % menus.length] = served = plausible.menu;
      const short = shakeTopUps ? proteinShort(day, targets) : 0;
      if (short > 0 && shakeTopUps) {
        const shake: Served = serve(served, input, shakeTopUps, leftover);
        if (proteinShort(shake, targets) < short) day = shake;
      }
      sized.set(key, day);
    }
    const list = day.topUps;
    day.topUpUsed.forEach((u, i) => {
      const t = list[i];
      if (u && t) used.add(t.food.name);
    });
    if (day.relaxation > 0) relaxedDays++;
    prev = { key, dinner: day.meals.find((m) => m.slot === 'dinner') };
    const leftoverAt = day.leftoverAt;
    const meals: Meal[] = day.meals
      .map((m, i) => ({ m, leftover: i === leftoverAt }))
      .filter(({ m }) => m.parts.length > 0)
      .map(({ m, leftover: isLeftover }) => ({
        slot: servedSlot(m.slot, steering.mealPattern ?? 'usual'),
        name: m.recipe.name,
        recipeId: RECIPE_IDS.has(m.recipe.id) ? m.recipe.id : null,
        cuisine: m.recipe.cuisine,
        note: m.recipe.name === PROTEIN_SHAKE_NAME ? shakeNote : m.note,
        howTo: m.recipe.howTo,
        items: m.parts.map((p) => itemOf(p.food, p.grams, m.recipe.name)),
        totals: roundTotals(sumNutrients(m.parts)),
        // The dinner it was cooked with is the previous plan day's.
        ...(isLeftover ? { batch: { role: 'leftover' as const, day: firstDay - 1 + d } } : {}),
      }));
    if (meals.some((m) => m.name === PROTEIN_SHAKE_NAME)) shakeDays++;
    if (cookingTime) {
      const taken = dayMinutes(meals);
      if (taken > cookingTime.limit) cookingTime.overDays.push(firstDay + d);
      cookingTime.mostMinutes = Math.max(cookingTime.mostMinutes, taken);
    }
    const parts = day.meals.flatMap((m) => m.parts);
    const sum = sumNutrients(parts);
    if (fruitVeg) {
      const g = Math.round(fruitVegGrams(parts));
      if (g < fruitVeg.floorG) fruitVeg.shortDays++;
      fruitVeg.lowestG = Math.min(fruitVeg.lowestG, g);
    }
    const totals = roundTotals(sum);
    const shownKcal = meals.reduce((t, m) => t + m.totals.kcal, 0);
    if (usualShares && meals.some((m) => !withinShare(m, shownKcal))) mealShareDays++;
    const ok = withinTolerance(totals, targets);
    if (!ok) {
      outOfTolerance++;
      for (const c of ceilings) if (sum[c.key] >= c.max * MEAL_PLANNING.atCeilingShare) atCeiling.add(c.key);
    }
    for (const k of NUTRIENT_KEYS) avg[k] += totals[k] / days;
    out.push({
      day: firstDay + d,
      date: new Date(start + d * DAY_MS).toISOString().slice(0, 10),
      meals,
      totals,
      withinTolerance: ok,
    });
  }
  markBatches(out);
  return {
    days: out,
    daysOutOfTolerance: outOfTolerance,
    average: roundTotals(avg),
    topUpsUsed: [...used],
    composedSlots: composed,
    relaxedDays,
    limitsAtCeiling: [...atCeiling],
    variety: menuVariety(out, new Set([...pools.lunch, ...pools.dinner].map((r) => r.id)).size),
    shakeDays,
    shakesWelcome,
    preferencesRelaxed: relaxed,
    cookingTime,
    batchCooking: batchCooks(steering),
    fruitVeg,
    mealShareDays,
  };
}
