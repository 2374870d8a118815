/**
 * Sizes one day's menu: builds the portion LP (recipe amounts scaled to each meal's share of the energy target,
 * realistic portion caps, steering sides, top-up foods), solves it, rounds to kitchen-friendly grams, places
 * top-ups with their meal, steadies vitamin K (anticoagulants) and trims any rounding overshoot of a hard ceiling.
 */
import type { MealSlot } from '@common/plan';
import { TAG_BIT, TRAIT_BIT, foodById, type Food } from './food-data/food-table';
import type { DietRules } from './diet-rules';
import { MEAL_PLANNING, MEAL_TUNING as TUNE, NUTRIENT_RULES } from './guidelines';
import { B12_SIDES, TOPUP_CANDIDATES, VIT_C_SIDES, VITAMIN_K_SIDES } from './meal-components';
import { firstAllowed } from './meal-pools';
import type { MealPlanInput } from './meal-types';
import type { MenuMeal } from './menu-chooser';
import { sumNutrients, type SumKey } from './nutrients';
import { solvePortions, type LpInput, type LpItem, type LpLimit, type LpTopUp } from './portion-lp';
import type { ResolvedRecipe } from './recipes';
import type { IngredientRole } from './recipe-types';

export function roundGrams(g: number, role: IngredientRole | 'topup'): number {
  if (g <= 0) return 0;
  if (role === 'x' || role === 'f' || g < 20) return Math.round(g);
  return Math.round(g / 5) * 5;
}

export interface SizedMeal {
  slot: MealSlot;
  recipe: ResolvedRecipe;
  parts: { food: Food; grams: number; role: IngredientRole | 'topup' }[];
  note: string | null;
}

type Part = SizedMeal['parts'][number];

/** The LP's variables for a day: every recipe item with its portion range, plus the steering sides. */
function lpItemsFor(
  menu: MenuMeal[],
  input: MealPlanInput,
  sides: { slot: MealSlot; food: Food; grams: number }[],
): { items: LpItem[]; roles: (IngredientRole | 'topup')[]; bands: LpInput['meals'] } {
  const { targets, diet } = input;
  const T = targets.calories;
  const highFat = diet.keto || diet.lowCarb || diet.paleo;
  // Larger energy targets allow proportionally larger single portions.
  const portionSize = Math.max(1, T / TUNE.portionReferenceKcal);
  const items: LpItem[] = [];
  const roles: (IngredientRole | 'topup')[] = [];
  const bands: LpInput['meals'] = [];
  const snackCount = menu.filter((x) => x.slot === 'snack').length;
  menu.forEach((m, mi) => {
    const [, minShare, maxShare] = MEAL_PLANNING.slotShare[m.slot] ?? [0.25, 0.1, 0.4];
    const scale = (m.share * T) / Math.max(1, m.recipe.kcal);
    for (const it of m.recipe.items) {
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
      const cap = Math.max(it.grams, (TUNE.maxItemGrams[it.food.category] ?? 200) * portionSize);
      items.push({
        meal: mi,
        food: it.food,
        lo: Math.min(base * lo, cap),
        hi: Math.min(base * hi, cap),
        base: Math.min(base, cap),
      });
      roles.push(it.role);
    }
    const firstSnack = mi === menu.findIndex((x) => x.slot === 'snack');
    for (const side of sides.filter((x) => x.slot === m.slot && (m.slot !== 'snack' || firstSnack))) {
      items.push({ meal: mi, food: side.food, lo: side.grams * 0.8, hi: side.grams * 1.5, base: side.grams });
      roles.push('s');
    }
    const shareScale = m.slot === 'snack' && snackCount > 1 ? 1 / snackCount : 1;
    bands.push({ minKcal: minShare * shareScale * T, maxKcal: maxShare * Math.max(shareScale, 0.6) * T });
  });
  return { items, roles, bands };
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

/** LP grams → rounded kitchen portions, top-ups placed with their meal. */
function placePortions(
  menu: MenuMeal[],
  items: LpItem[],
  roles: (IngredientRole | 'topup')[],
  topUps: LpTopUp[],
  lp: { grams: number[]; topUpGrams: number[] },
): { meals: SizedMeal[]; topUpUsed: boolean[] } {
  const meals: SizedMeal[] = menu.map((m) => ({
    slot: m.slot,
    recipe: m.recipe,
    parts: [],
    note: m.recipe.note,
  }));
  items.forEach((it, i) => {
    const role = roles[i] ?? 'm';
    const grams = roundGrams(lp.grams[i] ?? 0, role);
    if (grams >= 1) meals[it.meal]?.parts.push({ food: it.food, grams, role });
  });
  const topUpUsed = topUps.map(() => false);
  topUps.forEach((t, i) => {
    const oil = t.food.category === 'oils';
    const grams = roundGrams(lp.topUpGrams[i] ?? 0, oil ? 'f' : 'topup');
    if (grams < (oil ? 3 : 5)) return;
    const index = meals.findIndex((m) => m.slot === t.slot);
    const target = meals[index >= 0 ? index : meals.length - 1];
    if (!target) return;
    const same = target.parts.find((p) => p.food.id === t.food.id);
    if (same) same.grams += grams;
    else target.parts.push({ food: t.food, grams, role: 'topup' });
    target.note = [target.note, `${t.food.name} added to reach your targets.`].filter(Boolean).join(' ');
    topUpUsed[i] = true;
  });
  return { meals, topUpUsed };
}

/** Rounding must never break a hard ceiling: trim the portions that carry most of the nutrient. */
function trimUnder(meals: SizedMeal[], key: SumKey, limit: number): void {
  const total = (): number => sumNutrients(meals.flatMap((m) => m.parts))[key];
  for (let guard = 0; total() > limit && guard < 600; guard++) {
    let best: Part | null = null;
    for (const m of meals) {
      for (const p of m.parts) {
        if (
          p.grams > 0 &&
          (!best || p.food[key] * Math.min(5, p.grams) > best.food[key] * Math.min(5, best.grams))
        )
          best = p;
      }
    }
    if (!best || best.food[key] <= 0) break;
    best.grams = Math.max(0, best.grams - (best.grams > 20 ? 5 : 1));
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
  else meal.parts.push({ food: green, grams, role: 's' });
  meal.note = [meal.note, `${green.name} keeps your vitamin K steady from day to day.`]
    .filter(Boolean)
    .join(' ');
}

export function sizeDay(
  menu: MenuMeal[],
  input: MealPlanInput,
  topUps: LpTopUp[],
  sides: { slot: MealSlot; food: Food; grams: number }[],
): { meals: SizedMeal[]; relaxation: number; topUpUsed: boolean[] } {
  const { targets, steering } = input;
  const { items, roles, bands } = lpItemsFor(menu, input, sides);
  const ceilings = ceilingsFor(input);
  const band = targets.limits.vitaminKBandUg;
  const lp = solvePortions({
    items,
    topUps: topUps.map((t) => {
      const index = menu.findIndex((m) => m.slot === t.slot);
      return { ...t, meal: index >= 0 ? index : menu.length - 1 };
    }),
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
    mealCarbsMax: steering.glucoseSpread ? MEAL_PLANNING.glucoseMaxCarbShare * targets.carbsG : null,
  });
  const { meals, topUpUsed } = placePortions(menu, items, roles, topUps, lp);
  fillVitaminK(meals, input);
  for (const c of ceilings) trimUnder(meals, c.key, c.max - c.margin / 5);
  return { meals, relaxation: lp.relaxation, topUpUsed };
}

export function pickTopUps(diet: DietRules, calories: number, potassiumLimited: boolean): LpTopUp[] {
  const out: LpTopUp[] = [];
  // Larger energy targets allow proportionally larger top-ups.
  const size = Math.max(1, calories / 2000);
  // Kosher: the top-up shares a meal; keep it pareve so no meal mixes meat and dairy.
  const extra = diet.kosher ? TAG_BIT.dairy | TAG_BIT.meat | TAG_BIT.poultry : 0;
  const add = (
    ids: readonly string[],
    macro: 'proteinG' | 'carbsG' | 'fatG',
    maxMacroG: number,
    slot: MealSlot,
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
      out.push({ food, slot, maxG: Math.round(Math.min(byMacro, byPortion)) });
    }
  };
  add(TOPUP_CANDIDATES.protein, 'proteinG', TUNE.topUpMacroMaxG.protein, 'snack');
  if (diet.keto) add(TOPUP_CANDIDATES.carbKeto, 'carbsG', TUNE.topUpMacroMaxG.carbKeto, 'snack');
  else add(TOPUP_CANDIDATES.carb, 'carbsG', TUNE.topUpMacroMaxG.carb, 'snack');
  if (diet.paleo && !diet.keto && !diet.lowCarb)
    add(TOPUP_CANDIDATES.carbPaleo, 'carbsG', TUNE.topUpMacroMaxG.carb, 'dinner');
  add(TOPUP_CANDIDATES.fat, 'fatG', TUNE.topUpMacroMaxG.fat, 'snack');
  if (diet.keto || diet.lowCarb) add(TOPUP_CANDIDATES.oil, 'fatG', TUNE.topUpMacroMaxG.oil, 'dinner');
  // Keto: most energy is fat and saturated fat stays under its ceiling, so a second low-saturated oil at lunch.
  if (diet.keto) add(TOPUP_CANDIDATES.oil, 'fatG', TUNE.topUpMacroMaxG.oil, 'lunch');
  return out;
}

export function steeringSides(input: MealPlanInput): { slot: MealSlot; food: Food; grams: number }[] {
  const { steering, diet, targets } = input;
  const sides: { slot: MealSlot; food: Food; grams: number }[] = [];
  const scale = targets.calories / 2000;
  if (steering.ironWithVitC) {
    const fruit = firstAllowed(VIT_C_SIDES, diet);
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
