/**
 * Sizes one day's menu: builds the portion LP (recipe amounts scaled to each meal's share of the energy target,
 * realistic portion caps, steering sides, top-up foods), solves it, rounds to kitchen-friendly grams, places
 * top-ups with their meal, steadies vitamin K (anticoagulants) and trims any rounding overshoot of a hard ceiling.
 */
import type { PlanTargets, RecipeSlot } from '@common/plan';
import { PROTEIN_SHAKE_NAME } from '@common/plan-swaps';
import { TAG_BIT, TRAIT_BIT, foodById, type Food } from '../data/foods/food-table';
import { measureOf } from '../data/foods/household-measures';
import type { DietRules } from './diet-rules';
import { fruitVegFloor } from './fruit-veg';
import { raiseToCarbFloor } from './carb-floor';
import { dayCarbFloor, mealCarbCap } from './meal-pattern';
import { MEAL_PLANNING, MEAL_TUNING as TUNE, NUTRIENT_RULES, PORTION_BOUNDS } from '../guidelines';
import {
  B12_SIDES,
  KETO_FAT_TOPUPS,
  TOPUP_CANDIDATES,
  LOW_CARB_VIT_C_SIDES,
  VIT_C_SIDES,
  VITAMIN_K_SIDES,
} from './meal-components';
import { firstAllowed } from './meal-pools';
import type { MealPlanInput } from './meal-types';
import type { MenuMeal } from './menu-chooser';
import { sumNutrients, zeroNutrients, type SumKey } from './nutrients';
import { clampPortion, isProteinPowder, portionBounds } from './portion-bounds';
import { solvePortions, type LpInput, type LpItem, type LpLimit, type LpTopUp } from './portion-lp';
import type { ResolvedRecipe } from './recipes';
import { coreFloorGrams, corePortionScale } from './recipe-core';
import type { IngredientRole } from '../data/recipes/recipe-types';

export function roundGrams(g: number, role: IngredientRole | 'topup'): number {
  if (g <= 0) return 0;
  if (role === 'x' || role === 'f' || g < 20) return Math.round(g);
  return Math.round(g / 5) * 5;
}

export interface SizedMeal {
  slot: RecipeSlot;
  recipe: ResolvedRecipe;
  /**
   * `bounds`: the realistic serving range the part is kept in (portion-bounds.ts), or null; `floor`: a core
   * ingredient's least serving (recipe-core.ts), which trimming under a ceiling keeps while it can.
   */
  parts: { food: Food; grams: number; role: IngredientRole | 'topup'; bounds: Bounds; floor?: number }[];
  note: string | null;
}

type Bounds = readonly [number, number] | null;

type Part = SizedMeal['parts'][number];

const isOil = (food: Food): boolean => food.category === 'oils';

/**
 * Keto and low-carb take their fat from added oil as well as the dish's (pickTopUps): their meals keep one oil, at
 * most PORTION_BOUNDS.mealOilMaxG. (A kidney protein cap's dressing oil is left as it was: issue 30 reading named keto.)
 */
export const oilCapped = (diet: DietRules): boolean => diet.keto || diet.lowCarb;

/**
 * One recipe item's portion range in the LP: `base` is its grams at the meal's share (`scale` = the share's energy
 * over the dish's), `bottom`..`top` the flexibility its role allows (MEAL_PLANNING.flexRange), capped by the largest
 * realistic portion of its category and its serving bounds (portion-bounds.ts).
 */
export function itemRange(
  it: ResolvedRecipe['items'][number],
  scale: number,
  method: ResolvedRecipe['method'],
  calories: number,
  highFat: boolean,
  portionSize = Math.max(1, calories / TUNE.portionReferenceKcal),
): { base: number; bottom: number; top: number; bounds: Bounds } {
  const itemScale = it.food.kcal < TUNE.lowDensityKcal ? Math.min(scale, TUNE.lowDensityMaxScale) : scale;
  const base = it.grams * itemScale;
  const range =
    it.role === 'm'
      ? highFat
        ? 'mainHighFat'
        : 'main'
      : it.role === 'f'
        ? highFat
          ? 'fatHighFat'
          : 'fat'
        : it.role === 's'
          ? 'side'
          : 'fixed';
  const [lo, hi] = MEAL_PLANNING.flexRange[range] ?? [1, 1];
  const b = portionBounds(it.food, it.role, method, calories);
  const cap = Math.min(
    Math.max(it.grams, (TUNE.maxItemGrams[it.food.category] ?? 200) * portionSize),
    b ? b[1] : Infinity,
  );
  const top = Math.min(base * hi, cap);
  const bottom = Math.min(Math.max(base * lo, b ? b[0] : 0), top);
  return { base, bottom, top, bounds: b };
}

/**
 * The most energy, protein, fat and carbohydrate a dish can carry at a meal's share with every item at the top of
 * its range (itemRange): what the portion LP could reach with it before any top-up. The menu chooser uses it to
 * swap a dish that cannot carry its share for one that can (issue 30 item 2).
 *
 * `satPerKcal`: the day's saturated fat held to this share of the energy served (the LP's relative row, WHO 2023 /
 * NCEP ATP III), or null. An item fatter in saturated fat than that share only counts as far as the dish's leaner
 * items leave room (lowest share first, a fractional knapsack): a keto dish of tofu and avocado under the 7 % rule
 * carries far less than its tops, and a swap chosen on the tops alone served 600 kcal days.
 */
export function dishReach(
  recipe: ResolvedRecipe,
  share: number,
  calories: number,
  highFat: boolean,
  satPerKcal: number | null = null,
): { kcal: number; proteinG: number; fatG: number; carbsG: number; saturatedFatG: number } {
  const scale = (share * calories) / Math.max(1, recipe.kcal);
  const out = { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0, saturatedFatG: 0 };
  const parts = recipe.items.map((it) => {
    const { base, top } = itemRange(it, scale, recipe.method, calories, highFat);
    // A protein food grows only as far as the protein target lets it: its energy counts at the share's own amount.
    const proteinRich = it.food.proteinG * 4 >= TUNE.proteinDenseShare * Math.max(1, it.food.kcal);
    return { food: it.food, g: proteinRich ? Math.min(base, top) : top, top };
  });
  // Saturated fat over the share per gram of each item (negative: room it leaves for the others).
  const excess = (f: Food): number => (satPerKcal === null ? 0 : f.saturatedFatG - satPerKcal * f.kcal) / 100;
  let room = -parts.reduce((t, p) => t + Math.min(0, excess(p.food)) * p.g, 0);
  const sorted = [...parts].sort(
    (a, b) => excess(a.food) / Math.max(1, a.food.kcal) - excess(b.food) / Math.max(1, b.food.kcal),
  );
  for (const p of sorted) {
    const e = excess(p.food);
    // The share of the item's energy portion the room allows (all of it for a lean item).
    const k = e <= 0 ? 1 : Math.min(1, room / (e * Math.max(1e-9, p.g)));
    if (e > 0) room -= e * p.g * k;
    out.kcal += (p.food.kcal * p.g * k) / 100;
    out.proteinG += (p.food.proteinG * (e > 0 ? p.top * k : p.top)) / 100;
    out.fatG += (p.food.fatG * p.g * k) / 100;
    out.carbsG += (p.food.carbsG * p.g * k) / 100;
    out.saturatedFatG += (p.food.saturatedFatG * p.g * k) / 100;
  }
  return out;
}

/** The LP's variables for a day: every recipe item with its portion range, plus the steering sides. */
function lpItemsFor(
  menu: MenuMeal[],
  input: MealPlanInput,
  sides: { slot: RecipeSlot; food: Food; grams: number }[],
): { items: LpItem[]; roles: (IngredientRole | 'topup')[]; bounds: Bounds[]; bands: LpInput['meals'] } {
  const { targets, diet } = input;
  const T = targets.calories;
  const highFat = diet.keto || diet.lowCarb || diet.paleo;
  // Larger energy targets allow proportionally larger single portions.
  const portionSize = Math.max(1, T / TUNE.portionReferenceKcal);
  const coreScale = corePortionScale(T, targets.proteinG);
  const items: LpItem[] = [];
  const roles: (IngredientRole | 'topup')[] = [];
  const bounds: Bounds[] = [];
  const bands: LpInput['meals'] = [];
  const snackCount = menu.filter((x) => x.slot === 'snack').length;
  menu.forEach((m, mi) => {
    const [, minShare, maxShare] = MEAL_PLANNING.slotShare[m.slot] ?? [0.25, 0.1, 0.4];
    const scale = (m.share * T) / Math.max(1, m.recipe.kcal);
    // Keto and low-carb: the meal's oil at most PORTION_BOUNDS.mealOilMaxG, shared among the dish's oils.
    const oils = oilCapped(diet) ? m.recipe.items.filter((it) => isOil(it.food)).length : 0;
    for (const it of m.recipe.items) {
      const range = itemRange(it, scale, m.recipe.method, T, highFat, portionSize);
      const { bounds: b } = range;
      const top =
        isOil(it.food) && oils > 0 ? Math.min(range.top, PORTION_BOUNDS.mealOilMaxG / oils) : range.top;
      const bottom = Math.min(range.bottom, top);
      const base = range.base;
      const core = it.core === true;
      const floor = core ? coreFloorGrams(it.grams, coreScale) : 0;
      items.push({
        meal: mi,
        food: it.food,
        lo: bottom,
        hi: top,
        base: Math.min(Math.max(base, bottom), top),
        // A core's floor is also a realistic serving (a nut's 15 g), or the rounding would leave it out.
        ...(core ? { coreLo: Math.min(Math.max(floor, b ? b[0] : 0), top) } : {}),
      });
      roles.push(it.role);
      bounds.push(b);
    }
    const firstSnack = mi === menu.findIndex((x) => x.slot === 'snack');
    const dishFrom = items.length - m.recipe.items.length;
    for (const side of sides.filter((x) => x.slot === m.slot && (m.slot !== 'snack' || firstSnack))) {
      // The dish already serves the side's food (a fortified soy milk in a soy-milk porridge): it carries the side,
      // held at the side's amount at least, rather than a second line of the same food in one meal.
      const own = items.findIndex((x, i) => i >= dishFrom && x.food.id === side.food.id);
      const ownItem = items[own];
      if (ownItem) {
        ownItem.lo = Math.max(ownItem.lo, Math.min(side.grams * 0.8, ownItem.hi));
        ownItem.base = Math.min(Math.max(ownItem.base, ownItem.lo), ownItem.hi);
        ownItem.keep = true;
        continue;
      }
      const b = portionBounds(side.food, 's', m.recipe.method, T);
      const hi = Math.min(side.grams * 1.5, b ? b[1] : Infinity);
      items.push({
        meal: mi,
        food: side.food,
        lo: Math.min(side.grams * 0.8, hi),
        hi,
        base: Math.min(side.grams, hi),
        keep: true,
      });
      roles.push('s');
      bounds.push(b);
    }
    const shareScale = m.slot === 'snack' && snackCount > 1 ? 1 / snackCount : 1;
    // A member's own meal count (2–5) moves each meal's share: its band moves with it.
    const [target] = MEAL_PLANNING.slotShare[m.slot] ?? [0.25];
    const ownShares =
      input.steering.preferences?.mealsPerDay != null || (input.steering.mealPattern ?? 'usual') !== 'usual';
    const own = ownShares ? m.share / Math.max(0.01, target) : 1;
    bands.push({
      minKcal: minShare * shareScale * own * T,
      maxKcal: Math.min(1, maxShare * Math.max(shareScale, 0.6) * own) * T,
    });
  });
  return { items, roles, bounds, bands };
}

/** Every hard daily ceiling for this person, with the rounding margin each keeps. */
export function ceilingsFor(input: MealPlanInput): LpLimit[] {
  const { targets, diet } = input;
  const L = targets.limits;
  const margin = TUNE.lp.ceilingMarginG;
  const out: LpLimit[] = [{ key: 'saturatedFatG', max: targets.saturatedFatMaxG, margin: 1 }];
  if (diet.carbsMaxG !== null) out.push({ key: 'carbsG', max: diet.carbsMaxG, margin });
  if (input.proteinCeiling) out.push({ key: 'proteinG', max: targets.proteinG, margin });
  if (L.sodiumMaxMg !== null) out.push({ key: 'sodiumMg', max: L.sodiumMaxMg, margin: L.sodiumMaxMg * 0.04 });
  if (L.potassiumMaxMg !== null)
    out.push({ key: 'potassiumMg', max: L.potassiumMaxMg, margin: L.potassiumMaxMg * 0.04 });
  if (L.fatMaxPct !== null) {
    const max = Math.floor((targets.calories * L.fatMaxPct) / 100 / 9);
    out.push({ key: 'fatG', max, margin });
  }
  out.push({ key: 'fiberG', max: L.fiberMaxG, margin });
  if (L.vitaminKBandUg) out.push({ key: 'vitaminKUg', max: L.vitaminKBandUg[1], margin: 3 });
  return out;
}

/** A protein powder top-up is served as a drink of its own, never stirred into a dish. */
const SHAKE: ResolvedRecipe = {
  id: 'topup-protein-shake',
  name: PROTEIN_SHAKE_NAME,
  slots: ['snack'],
  cuisine: 'international',
  note: 'Added to reach your protein target.',
  method: 'dressing',
  howTo: {
    steps: [
      'Shake one scoop with 250 ml of cold water until smooth; drink it with the meal or after training.',
    ],
    prepMin: 2,
    cookMin: 0,
    serving: 'One scoop, as a drink.',
    region: 'international',
  },
  items: [],
  containsMask: 0,
  traitMask: 0,
  ...zeroNutrients(),
};

/**
 * Rounding down under a per-meal carbohydrate cap (`down`) is for the units that carry carbohydrate; the rest round
 * to the nearest (MEAL_TUNING.roundDownCarbsPerUnitG).
 */
export function roundsDown(down: boolean, food: Food, unitG: number): boolean {
  return down && (food.carbsG * unitG) / 100 >= TUNE.roundDownCarbsPerUnitG;
}

/**
 * Whole units (or servings) for `grams` of a food served in units of `unitG`: down under a per-meal carbohydrate
 * cap for a unit that carries carbohydrate (roundsDown), up on a day `short` of its energy band (past a tenth of a
 * unit), else to the nearest.
 */
export function wholeUnits(food: Food, grams: number, unitG: number, down: boolean, short: boolean): number {
  if (roundsDown(down, food, unitG)) return Math.floor(grams / unitG + 0.1);
  return short ? Math.max(0, Math.ceil(grams / unitG - 0.1)) : Math.round(grams / unitG);
}

/**
 * Rounding to household measures: foods served in whole units (rotis, eggs, slices, scoops) become whole units
 * (wholeUnits: to the nearest, down where `down` and the unit carries carbohydrate, up on a day short of its
 * energy), portions the LP left outside their realistic bounds are brought inside them, and every top-up becomes
 * whole servings (a glass, a piece of fruit, a handful, a teaspoon of oil). Returns the
 * settled amounts (null = still free), or null when nothing moved (then the LP's day stands).
 */
function settle(
  menu: MenuMeal[],
  items: LpItem[],
  roles: (IngredientRole | 'topup')[],
  bounds: Bounds[],
  topUps: LpTopUp[],
  lp: { grams: number[]; topUpGrams: number[] },
  down: boolean,
  calories: number,
): { grams: (number | null)[]; topUpGrams: number[]; whole: boolean[] } | null {
  let moved = false;
  const whole = items.map(() => false);
  // A day the solve left under its energy band (its portions at their tops) rounds its units and servings up, where
  // their bounds allow: rounding to the nearest took as much as it gave, and the rounding solve could not make up a
  // lost egg or handful of nuts from portions already at their tops.
  const served =
    items.reduce((t, it, i) => t + it.food.kcal * (lp.grams[i] ?? 0), 0) +
    topUps.reduce((t, x, i) => t + x.food.kcal * (lp.topUpGrams[i] ?? 0), 0);
  const short = served / 100 < calories * (1 - MEAL_PLANNING.energyInnerBand);
  const unitsOf = (food: Food, g: number, unit: number): number => wholeUnits(food, g, unit, down, short);
  const grams = items.map((it, i) => {
    const ms = measureOf(it.food, menu[it.meal]?.recipe.name);
    const g = lp.grams[i] ?? 0;
    const b = bounds[i] ?? null;
    if (ms.whole && roles[i] !== 'x') {
      let units = unitsOf(it.food, g, ms.grams);
      if (roles[i] === 'm') units = Math.max(1, units);
      if (b)
        units = Math.max(
          Math.ceil(b[0] / ms.grams - 1e-9),
          Math.min(units, Math.floor(b[1] / ms.grams + 1e-9)),
        );
      whole[i] = true;
      if (Math.abs(units * ms.grams - g) > 0.5) moved = true;
      return units * ms.grams;
    }
    const inside = clampPortion(g, b);
    if (Math.abs(inside - g) <= 0.5) return null;
    moved = true;
    return inside;
  });
  const topUpGrams = topUps.map((t, i) => {
    const ms = measureOf(t.food);
    const serving = ms.serving ?? ms.grams;
    const b = portionBounds(t.food, 'topup', 'dressing', calories);
    const most = Math.max(1, Math.floor((b ? b[1] : Infinity) / serving + 1e-9));
    const g = lp.topUpGrams[i] ?? 0;
    const n = Math.min(
      unitsOf(t.food, g, serving),
      t.food.category === 'oils' ? most : Math.min(most, PORTION_BOUNDS.topUpMaxServings),
    );
    if (Math.abs(n * serving - g) > 0.5) moved = true;
    return n * serving;
  });
  return moved ? { grams, topUpGrams, whole } : null;
}

/** LP grams → rounded kitchen portions inside their bounds, top-ups placed with their meal (shakes on their own). */
function placePortions(
  menu: MenuMeal[],
  items: LpItem[],
  roles: (IngredientRole | 'topup')[],
  bounds: Bounds[],
  topUps: LpTopUp[],
  lp: { grams: number[]; topUpGrams: number[] },
  whole: boolean[],
  calories: number,
): { meals: SizedMeal[]; topUpUsed: boolean[] } {
  const meals: SizedMeal[] = menu.map((m) => ({
    slot: m.slot,
    recipe: m.recipe,
    parts: [],
    note: m.recipe.note,
  }));
  items.forEach((it, i) => {
    const role = roles[i] ?? 'm';
    const b = bounds[i] ?? null;
    const raw = lp.grams[i] ?? 0;
    const grams = clampPortion(whole[i] ? raw : roundGrams(raw, role), b);
    const token = (role === 'm' || role === 's') && grams < MEAL_PLANNING.tokenPortionG;
    if (grams >= 1 && !token)
      meals[it.meal]?.parts.push({
        food: it.food,
        grams,
        role,
        bounds: b,
        ...(it.coreLo !== undefined ? { floor: it.coreLo } : {}),
      });
  });
  const topUpUsed = topUps.map(() => false);
  const shakes: { after: number; meal: SizedMeal }[] = [];
  topUps.forEach((t, i) => {
    const grams = lp.topUpGrams[i] ?? 0;
    if (grams < 1) return;
    // The meal the LP counted it in (sizeDay's placement), else the first of its slot.
    const index = t.meal ?? meals.findIndex((m) => m.slot === t.slot);
    const at = index >= 0 ? index : meals.length - 1;
    const target = meals[at];
    if (!target) return;
    const b = portionBounds(t.food, 'topup', 'dressing', calories);
    topUpUsed[i] = true;
    if (isProteinPowder(t.food)) {
      shakes.push({
        after: at,
        meal: {
          slot: 'snack',
          recipe: SHAKE,
          parts: [{ food: t.food, grams, role: 'topup', bounds: b }],
          note: SHAKE.note,
        },
      });
      return;
    }
    const same = target.parts.find((p) => p.food.id === t.food.id && t.food.category !== 'oils');
    if (same) same.grams = clampPortion(same.grams + grams, same.bounds);
    else target.parts.push({ food: t.food, grams, role: 'topup', bounds: b });
    target.note = [target.note, `${t.food.name} added to reach your targets.`].filter(Boolean).join(' ');
  });
  for (const { after, meal } of shakes.reverse()) meals.splice(after + 1, 0, meal);
  return { meals, topUpUsed };
}

/**
 * Rounding must never break a hard ceiling: trim the portions that carry most of the nutrient. Core ingredients
 * stop at their floor while anything else can give; a ceiling still over after that takes them lower too (the
 * limit comes first; meal-core.ts then renames a dish that lost its core for what it serves).
 */
function trimUnder(meals: SizedMeal[], key: SumKey, limit: number): void {
  // The day's amount of the nutrient, kept up to date as portions are trimmed (not re-summed every step).
  let total = 0;
  for (const m of meals) for (const p of m.parts) total += (p.food[key] * p.grams) / 100;
  for (const keepCore of [true, false]) {
    for (let guard = 0; total > limit && guard < 600; guard++) {
      let best: Part | null = null;
      let bestDish = '';
      for (const m of meals) {
        for (const p of m.parts) {
          if (
            p.grams > (keepCore ? (p.floor ?? 0) : 0) &&
            (!best || p.food[key] * Math.min(5, p.grams) > best.food[key] * Math.min(5, best.grams))
          ) {
            best = p;
            bestDish = m.recipe.name;
          }
        }
      }
      if (!best || best.food[key] <= 0) break;
      // Whole-unit foods (rotis, eggs, slices) lose a whole unit at a time.
      const ms = measureOf(best.food, bestDish);
      const before = best.grams;
      best.grams = Math.max(0, best.grams - (ms.whole ? ms.grams : best.grams > 20 ? 5 : 1));
      // A portion trimmed below its realistic minimum is left out rather than served as a token amount.
      if (best.bounds && best.grams < best.bounds[0]) best.grams = 0;
      total -= (best.food[key] * (before - best.grams)) / 100;
    }
  }
  for (const m of meals) m.parts = m.parts.filter((p) => p.grams >= 1);
}

/** Vitamin K antagonists: a day short of the band gets a measured portion of a green vegetable. */
function fillVitaminK(meals: SizedMeal[], input: MealPlanInput): void {
  const band = input.targets.limits.vitaminKBandUg;
  if (!band) return;
  const have = sumNutrients(meals.flatMap((m) => m.parts)).vitaminKUg;
  const aim = (band[0] + band[1]) / 2;
  if (have >= band[0]) return;
  const green = firstAllowed(VITAMIN_K_SIDES, input.diet);
  const meal = meals.find((m) => m.slot === 'dinner') ?? meals[meals.length - 1];
  if (!green || !meal || green.vitaminKUg <= 0) return;
  const grams = Math.max(1, Math.round(((aim - have) * 100) / green.vitaminKUg));
  const same = meal.parts.find((p) => p.food.id === green.id);
  if (same) same.grams += grams;
  else meal.parts.push({ food: green, grams, role: 's', bounds: null });
  meal.note = [meal.note, `${green.name} keeps your vitamin K steady from day to day.`]
    .filter(Boolean)
    .join(' ');
}

/**
 * Each meal's carbohydrate cap, raised to what its pinned portions (whole units, top-ups) and the smallest sizes of
 * its other portions already carry, so the rounding solve stays feasible without dropping every lower bound.
 */
function withPinned(
  caps: (number | null)[],
  items: LpItem[],
  fixed: { grams: (number | null)[] },
  topUps: LpItem[],
): (number | null)[] {
  const pinned = caps.map(() => 0);
  items.forEach((it, i) => {
    const g = fixed.grams[i] ?? it.lo;
    pinned[it.meal] = (pinned[it.meal] ?? 0) + (it.food.carbsG * g) / 100;
  });
  for (const t of topUps) pinned[t.meal] = (pinned[t.meal] ?? 0) + (t.food.carbsG * t.lo) / 100;
  return caps.map((c, i) => (c === null ? null : Math.max(c, (pinned[i] ?? 0) + 1)));
}

/**
 * An oil added to reach the targets goes only with a meal whose dish cooks without oil, within the meal's oil
 * (PORTION_BOUNDS.mealOilMaxG): where the dish has its own oil, that oil carries the meal's fat (up to the same
 * amount) and no second oil is poured beside it.
 */
export function addedOilMaxG(maxG: number, meal: number, items: readonly LpItem[]): number {
  if (items.some((it) => it.meal === meal && isOil(it.food) && it.hi > 0)) return 0;
  return Math.min(maxG, PORTION_BOUNDS.mealOilMaxG);
}

/**
 * Where a meal would take an added oil but its dish cooks with its own (addedOilMaxG left the added one out), the
 * dish's own oil may rise to the top of its method's band (portion-bounds.ts) within the meal's oil
 * (PORTION_BOUNDS.mealOilMaxG) instead of its recipe's multiple: one oil, in the pan.
 */
function widenDishOil(items: LpItem[], bounds: readonly Bounds[], placed: readonly LpTopUp[]): void {
  const meals = new Set(placed.filter((t) => isOil(t.food)).map((t) => t.meal));
  items.forEach((it, i) => {
    if (!isOil(it.food) || !meals.has(it.meal)) return;
    const oils = items.filter((x) => x.meal === it.meal && isOil(x.food)).length;
    const most = Math.min(PORTION_BOUNDS.mealOilMaxG / oils, bounds[i]?.[1] ?? Infinity);
    items[i] = { ...it, hi: Math.max(it.hi, most) };
  });
}

/** Grams the LP aims above the fruit-and-vegetable floor, so rounding to kitchen portions keeps the day on it. engine */
const FRUIT_VEG_MARGIN_G = 25;

export function sizeDay(
  menu: MenuMeal[],
  input: MealPlanInput,
  topUps: LpTopUp[],
  sides: { slot: RecipeSlot; food: Food; grams: number }[],
): { meals: SizedMeal[]; relaxation: number; topUpUsed: boolean[] } {
  const { targets, steering } = input;
  const { items, roles, bounds, bands } = lpItemsFor(menu, input, sides);
  const ceilings = ceilingsFor(input);
  const band = targets.limits.vitaminKBandUg;
  const pattern = steering.mealPattern ?? 'usual';
  const caps = menu.map((m) => mealCarbCap(m.slot, pattern, steering.glucoseSpread, targets));
  const fruitVeg = fruitVegFloor(targets.limits);
  const capped = oilCapped(input.diet);
  const placed = topUps.map((t) => {
    // A fasting day has no lunch: a lunch top-up (a staple) goes with the main meal of the evening.
    const at = (slot: RecipeSlot) => menu.findIndex((m) => m.slot === slot);
    const index = t.slot === 'lunch' && at('lunch') < 0 ? at('dinner') : at(t.slot);
    const meal = index >= 0 ? index : menu.length - 1;
    return { ...t, meal, maxG: capped && isOil(t.food) ? addedOilMaxG(t.maxG, meal, items) : t.maxG };
  });
  // A food already added to this meal (a snack's top-up served with dinner) is not added twice.
  placed.forEach((t, i) => {
    if (placed.slice(0, i).some((u) => u.meal === t.meal && u.food.id === t.food.id && u.maxG > 0))
      placed[i] = { ...t, maxG: 0 };
  });
  if (capped) widenDishOil(items, bounds, placed);
  // A top-up of a food the meal's dish already serves is served in that portion, within its bounds (placePortions).
  const jointMax = placed.flatMap((t, topUp) => {
    const item = items.findIndex(
      (it, i) => it.meal === t.meal && it.food.id === t.food.id && t.food.category !== 'oils' && bounds[i],
    );
    const b = bounds[item];
    return item >= 0 && b ? [{ item, topUp, max: Math.max(b[1], items[item]?.lo ?? 0) }] : [];
  });
  const lpInput: LpInput = {
    items,
    topUps: placed,
    jointMax,
    meals: bands,
    targets: {
      kcal: targets.calories,
      protein: targets.proteinG,
      carbs: targets.carbsG,
      fat: targets.fatG,
      fiber: targets.fiberG,
    },
    ceilings,
    vitaminKMin: band ? band[0] : null,
    // The LP keeps a gram under each gestational-diabetes cap so rounding does not force a trim.
    mealCarbsMax: caps.some((c) => c !== null)
      ? caps.map((c) => (c !== null && pattern === 'gdm' ? c - 1 : c))
      : null,
    mealCarbsHard: pattern === 'gdm',
    carbsMin: dayCarbFloor(pattern),
    kcalMin: targets.energy.floorKcal <= targets.calories ? targets.energy.floorKcal : null,
    fruitVegMin: fruitVeg === null ? null : fruitVeg + FRUIT_VEG_MARGIN_G,
    saturatedFatPerKcal: targets.saturatedFatMaxG / Math.max(1, targets.calories),
  };
  const first = solvePortions(lpInput);

  let lp: { grams: number[]; topUpGrams: number[] } = first;
  let relaxation = first.relaxation;
  let whole = items.map(() => false);
  // Settle whole units, bounds and top-up servings, then solve once more with them fixed so the other portions
  // absorb the rounding. Whole units round to the nearest, or down where each meal's carbohydrate is capped.
  const fixed = settle(
    menu,
    items,
    roles,
    bounds,
    placed,
    first,
    steering.glucoseSpread && pattern !== 'gdm',
    targets.calories,
  );
  if (fixed) {
    // The rounding solve holds each top-up at its servings: a dish item of the same food keeps the room left.
    const room = (i: number, it: LpItem): LpItem => {
      const j = jointMax.find((x) => x.item === i);
      if (!j) return it;
      const hi = Math.max(it.lo, Math.min(it.hi, j.max - (fixed.topUpGrams[j.topUp] ?? 0)));
      return { ...it, hi, base: Math.min(it.base, hi) };
    };
    const pinned = (g: number | null, it: LpItem, i: number): LpItem =>
      g === null ? room(i, it) : { ...it, lo: g, hi: g, base: g };
    const topUpItems: LpItem[] = placed.map((t, i) => {
      const g = fixed.topUpGrams[i] ?? 0;
      return { meal: t.meal, food: t.food, lo: g, hi: g, base: g };
    });
    const second = solvePortions(
      {
        ...lpInput,
        items: [...items.map((it, i) => pinned(fixed.grams[i] ?? null, it, i)), ...topUpItems],
        topUps: [],
        jointMax: [],
        // Whole units rounded to the nearest may sit over a gestational-diabetes cap: the cap makes room for
        // them here, and the trim below takes the meal back under its own cap (never left over).
        mealCarbsMax: lpInput.mealCarbsMax && withPinned(lpInput.mealCarbsMax, items, fixed, topUpItems),
      },
      first.relaxation,
    );
    lp = { grams: second.grams.slice(0, items.length), topUpGrams: fixed.topUpGrams };
    relaxation = Math.max(first.relaxation, second.relaxation) as typeof relaxation;
    whole = fixed.whole;
  }
  const { meals, topUpUsed } = placePortions(menu, items, roles, bounds, placed, lp, whole, targets.calories);
  fillVitaminK(meals, input);
  // Gestational diabetes: every meal's carbohydrate within its cap as served (after rounding to whole units), and
  // the day back on its floor where a meal has room; then the daily ceilings, which only ever trim.
  // (Caps by each served meal's slot: a protein shake is served as a meal of its own beside the menu's.)
  const servedCaps = meals.map((m) => mealCarbCap(m.slot, pattern, steering.glucoseSpread, targets));
  if (pattern === 'gdm')
    meals.forEach((m, i) => {
      const cap = servedCaps[i];
      if (cap != null) trimUnder([m], 'carbsG', cap - 0.05);
    });
  const floor = dayCarbFloor(pattern);
  if (floor !== null) raiseToCarbFloor(meals, servedCaps, floor + 1);
  for (const c of ceilings) trimUnder(meals, c.key, c.max - c.margin / 5);
  for (const m of meals) for (const p of m.parts) p.grams = Math.round(p.grams * 10) / 10;
  return { meals, relaxation, topUpUsed };
}

/** Saturated fat held under 7 % of energy (targets.ts: LDL ≥ 160 or heart disease; NCEP ATP III), not 10 %. */
export const satFatStrict = (t: Pick<PlanTargets, 'saturatedFatMaxG' | 'calories'>): boolean =>
  t.saturatedFatMaxG * 9 <
  ((NUTRIENT_RULES.satFatStrictShare + NUTRIENT_RULES.satFatMaxShare) / 2) * t.calories;

/**
 * `proteinCapped`: a kidney protein ceiling; energy then comes from fat and carbohydrate (KDOQI 2020: 25–35 kcal/kg
 * with a protein restriction), so a dressing oil with the main meals, as keto has, keeps the day's energy reachable
 * while each dish keeps its core. `satFatStrict`: saturated fat < 7 % of energy (satFatStrictShare), whose keto and
 * low-carb meals take both their fat foods lowest in saturated fat first (KETO_FAT_TOPUPS.firstLowSat, secondLowSat).
 */
export function pickTopUps(
  diet: DietRules,
  calories: number,
  potassiumLimited: boolean,
  proteinCapped = false,
  fruitVeg = false,
  satFatStrict = false,
): LpTopUp[] {
  const out: LpTopUp[] = [];
  // Larger energy targets allow proportionally larger top-ups.
  const size = Math.max(1, calories / 2000);
  // Kosher: the top-up shares a meal; keep it pareve so no meal mixes meat and dairy.
  const extra = diet.kosher ? TAG_BIT.dairy | TAG_BIT.meat | TAG_BIT.poultry : 0;
  const add = (
    ids: readonly string[],
    macro: 'proteinG' | 'carbsG' | 'fatG',
    maxMacroG: number,
    slot: RecipeSlot,
  ): void => {
    // Under a potassium limit no top-up may be a high-potassium food (banana, dates, nuts, soy flour…), nor one
    // whose potassium is unknown.
    const lowPotassium = (f: Food): boolean =>
      !f.unknown.has('potassiumMg') && f.potassiumMg < NUTRIENT_RULES.highPotassiumPer100g;
    const allowed = potassiumLimited ? ids.filter((id) => lowPotassium(foodById(id))) : ids;
    const food = firstAllowed(allowed, diet, extra);
    if (food && !out.some((t) => t.food.id === food.id && t.slot === slot)) {
      const byMacro = (100 * maxMacroG * size) / Math.max(1, food[macro]);
      const byPortion = Math.max(TUNE.topUpPortionFactor, size) * (TUNE.maxItemGrams[food.category] ?? 200);
      // Whole servings only (a glass, a piece of fruit, a handful, one scoop), within the food's serving bounds.
      const ms = measureOf(food);
      const serving = ms.serving ?? ms.grams;
      const bound = portionBounds(food, 'topup', 'dressing', calories)?.[1] ?? Infinity;
      const byServings =
        food.category === 'oils' ? bound : Math.min(bound, serving * PORTION_BOUNDS.topUpMaxServings);
      out.push({ food, slot, maxG: Math.round(Math.min(byMacro, byPortion, byServings)) });
    }
  };
  add(TOPUP_CANDIDATES.protein, 'proteinG', TUNE.topUpMacroMaxG.protein, 'snack');
  // A protein powder is one scoop per shake: a second shake with breakfast when the targets need it.
  const powder = out[out.length - 1];
  if (powder && isProteinPowder(powder.food)) out.push({ ...powder, slot: 'breakfast' });
  // Keto and low-carb: the carbohydrate top-up is a low-carbohydrate fruit (berries), never a banana or dates.
  if (diet.keto || diet.lowCarb)
    add(lowCarbSides(TOPUP_CANDIDATES.carbKeto), 'carbsG', TUNE.topUpMacroMaxG.carbKeto, 'snack');
  else add(TOPUP_CANDIDATES.carb, 'carbsG', TUNE.topUpMacroMaxG.carb, 'snack');
  if (!diet.keto && !diet.lowCarb)
    add(TOPUP_CANDIDATES.carbStaple, 'carbsG', TUNE.topUpMacroMaxG.carb, 'lunch');
  if (diet.paleo && !diet.keto && !diet.lowCarb)
    add(TOPUP_CANDIDATES.carbPaleo, 'carbsG', TUNE.topUpMacroMaxG.carb, 'dinner');
  add(TOPUP_CANDIDATES.fat, 'fatG', TUNE.topUpMacroMaxG.fat, 'snack');
  // Keto and low-carb: avocado, nuts or seeds with every meal, and a second such food where the diet has one (a
  // meal's oil is capped: addedOilMaxG; the two kept as many keto days on target as the added oils did).
  if (diet.keto || diet.lowCarb)
    for (const slot of ['breakfast', 'lunch', 'dinner'] as const) {
      add(
        satFatStrict ? KETO_FAT_TOPUPS.firstLowSat : KETO_FAT_TOPUPS[slot],
        'fatG',
        TUNE.topUpMacroMaxG.fat,
        slot,
      );
      const taken = (id: string): boolean =>
        out.some((t) => t.slot === slot && t.food.id === foodById(id).id);
      add(
        (satFatStrict ? KETO_FAT_TOPUPS.secondLowSat : KETO_FAT_TOPUPS.second).filter((id) => !taken(id)),
        'fatG',
        TUNE.topUpMacroMaxG.fat,
        slot,
      );
    }
  if (diet.keto || diet.lowCarb || proteinCapped)
    add(TOPUP_CANDIDATES.oil, 'fatG', TUNE.topUpMacroMaxG.oil, 'dinner');
  if (proteinCapped && !diet.keto) add(TOPUP_CANDIDATES.oil, 'fatG', TUNE.topUpMacroMaxG.oil, 'lunch');
  // A side of vegetables with lunch and dinner, for a day whose dishes leave it short of the WHO 400 g (fruit-veg.ts).
  if (fruitVeg) {
    const veg = diet.keto || diet.lowCarb ? lowCarbSides(TOPUP_CANDIDATES.veg) : TOPUP_CANDIDATES.veg;
    add(veg, 'carbsG', TUNE.topUpMacroMaxG.veg, 'lunch');
    add(veg, 'carbsG', TUNE.topUpMacroMaxG.veg, 'dinner');
  }
  // Keto: most energy is fat and saturated fat stays under its ceiling, so a second low-saturated oil at lunch.
  if (diet.keto) add(TOPUP_CANDIDATES.oil, 'fatG', TUNE.topUpMacroMaxG.oil, 'lunch');
  // A dressing is at most a tablespoon a meal, so keto takes a third one with breakfast (eggs or avocado).
  if (diet.keto) add(TOPUP_CANDIDATES.oil, 'fatG', TUNE.topUpMacroMaxG.oil, 'breakfast');
  return out;
}

/**
 * The fruit and vegetables of `ids` low enough in carbohydrate for a keto or low-carb side or top-up
 * (MEAL_PLANNING.lowCarbSideMaxCarbPer100G); `bySpoon` are served by the spoon (lemon juice), whatever their density.
 */
export function lowCarbSides(ids: readonly string[], bySpoon: readonly string[] = []): string[] {
  return ids.filter(
    (id) => bySpoon.includes(id) || foodById(id).carbsG <= MEAL_PLANNING.lowCarbSideMaxCarbPer100G,
  );
}

export function steeringSides(input: MealPlanInput): { slot: RecipeSlot; food: Food; grams: number }[] {
  const { steering, diet, targets } = input;
  const sides: { slot: RecipeSlot; food: Food; grams: number }[] = [];
  const scale = targets.calories / 2000;
  if (steering.ironWithVitC) {
    // Keto and low-carb: pepper, berries or broccoli for the vitamin C, not an orange with every main meal.
    const fruit = firstAllowed(
      diet.keto || diet.lowCarb ? lowCarbSides(LOW_CARB_VIT_C_SIDES, ['lemon-juice']) : VIT_C_SIDES,
      diet,
    );
    if (fruit) {
      const grams = fruit.id === 'usda:lemon-juice' ? 15 : 100;
      sides.push({ slot: 'lunch', food: fruit, grams }, { slot: 'dinner', food: fruit, grams });
    }
  }
  if (steering.b12Fortified) {
    const fortified = firstAllowed(B12_SIDES, diet);
    if (fortified && (fortified.traitMask & TRAIT_BIT['b12-fortified']) !== 0) {
      sides.push({
        slot: 'breakfast',
        food: fortified,
        grams: fortified.kcal > 150 ? 30 * scale : 200 * scale,
      });
    }
  }
  return sides;
}
