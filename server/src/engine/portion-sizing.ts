/**
 * Sizes one day's menu: builds the portion LP (recipe amounts scaled to each meal's share of the energy target,
 * realistic portion caps, steering sides, top-up foods), solves it, rounds to kitchen-friendly grams, places
 * top-ups with their meal and trims any rounding overshoot of a hard ceiling (keto carbohydrate, kidney protein).
 */
import type { MealSlot } from '@common/plan';
import { TAG_BIT, TRAIT_BIT, type Food } from './food-data/food-table';
import type { DietRules } from './diet-rules';
import { MEAL_PLANNING, MEAL_TUNING as TUNE } from './guidelines';
import { B12_SIDES, TOPUP_CANDIDATES, VIT_C_SIDES } from './meal-components';
import { firstAllowed } from './meal-pools';
import type { MealPlanInput } from './meal-planner';
import type { MenuMeal } from './menu-chooser';
import { CARB_CEILING_MARGIN_G, solvePortions, type LpInput, type LpItem, type LpTopUp } from './portion-lp';
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

export function sizeDay(
  menu: MenuMeal[],
  input: MealPlanInput,
  topUps: LpTopUp[],
  sides: { slot: MealSlot; food: Food; grams: number }[],
): { meals: SizedMeal[]; relaxation: number; topUpUsed: boolean[] } {
  const { targets, diet, steering } = input;
  const T = targets.calories;
  const highFat = diet.keto || diet.lowCarb || diet.paleo;
  // Larger energy targets allow proportionally larger single portions.
  const portionSize = Math.max(1, T / TUNE.portionReferenceKcal);
  const lpItems: LpItem[] = [];
  const roles: (IngredientRole | 'topup')[] = [];
  const mealBands: LpInput['meals'] = [];
  menu.forEach((m, mi) => {
    const [, minShare, maxShare] = MEAL_PLANNING.slotShare[m.slot] ?? [0.25, 0.1, 0.4];
    const scale = (m.share * T) / Math.max(1, m.recipe.kcal);
    const extra = sides.filter(
      (s) => s.slot === m.slot && (m.slot !== 'snack' || mi === menu.findIndex((x) => x.slot === 'snack')),
    );
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
      lpItems.push({
        meal: mi,
        food: it.food,
        lo: Math.min(base * lo, cap),
        hi: Math.min(base * hi, cap),
        base: Math.min(base, cap),
      });
      roles.push(it.role);
    }
    for (const s of extra) {
      lpItems.push({ meal: mi, food: s.food, lo: s.grams * 0.8, hi: s.grams * 1.5, base: s.grams });
      roles.push('s');
    }
    const snackCount = menu.filter((x) => x.slot === 'snack').length;
    const shareScale = m.slot === 'snack' && snackCount > 1 ? 1 / snackCount : 1;
    mealBands.push({ minKcal: minShare * shareScale * T, maxKcal: maxShare * Math.max(shareScale, 0.6) * T });
  });

  const lp = solvePortions({
    items: lpItems,
    topUps: topUps.map((t) => {
      const index = menu.findIndex((m) => m.slot === t.slot);
      return { ...t, meal: index >= 0 ? index : menu.length - 1 };
    }),
    meals: mealBands,
    targets: {
      kcal: T,
      protein: targets.proteinG,
      carbs: targets.carbsG,
      fat: targets.fatG,
      fiber: targets.fiberG,
      satFatMax: targets.saturatedFatMaxG,
    },
    carbsMax: diet.carbsMaxG,
    mealCarbsMax: steering.glucoseSpread ? MEAL_PLANNING.glucoseMaxCarbShare * targets.carbsG : null,
    proteinMax: input.proteinCeiling ? targets.proteinG : null,
    satFatWeight: steering.strictSatFat ? TUNE.lp.satFatOverStrict : TUNE.lp.satFatOver,
  });

  const meals: SizedMeal[] = menu.map((m) => ({
    slot: m.slot,
    recipe: m.recipe,
    parts: [],
    note: m.recipe.note,
  }));
  lpItems.forEach((it, i) => {
    const role = roles[i] ?? 'm';
    const grams = roundGrams(lp.grams[i] ?? 0, role);
    if (grams >= 1) meals[it.meal]?.parts.push({ food: it.food, grams, role });
  });
  const topUpUsed = topUps.map(() => false);
  topUps.forEach((t, i) => {
    const grams = roundGrams(lp.topUpGrams[i] ?? 0, t.food.category === 'oils' ? 'f' : 'topup');
    if (grams >= (t.food.category === 'oils' ? 3 : 5)) {
      const index = meals.findIndex((m) => m.slot === t.slot);
      const target = meals[index >= 0 ? index : meals.length - 1];
      if (!target) return;
      const same = target.parts.find((p) => p.food.id === t.food.id);
      if (same) same.grams += grams;
      else target.parts.push({ food: t.food, grams, role: 'topup' });
      target.note = [target.note, `${t.food.name} added to reach your targets.`].filter(Boolean).join(' ');
      topUpUsed[i] = true;
    }
  });

  // Rounding must never break a hard ceiling (keto/low-carb carbohydrate, kidney protein): trim the densest portions.
  const trim = (limit: number, nutrient: 'carbsG' | 'proteinG'): void => {
    const total = (): number =>
      meals.reduce((s, m) => s + m.parts.reduce((a, p) => a + (p.food[nutrient] * p.grams) / 100, 0), 0);
    let guard = 0;
    while (total() > limit && guard++ < 400) {
      let best: SizedMeal['parts'][number] | null = null;
      for (const m of meals) {
        for (const p of m.parts) {
          if (
            p.grams > 0 &&
            (!best || p.food[nutrient] * Math.min(5, p.grams) > best.food[nutrient] * Math.min(5, best.grams))
          )
            best = p;
        }
      }
      if (!best || best.food[nutrient] <= 0) break;
      best.grams = Math.max(0, best.grams - (best.grams > 20 ? 5 : 1));
    }
    for (const m of meals) m.parts = m.parts.filter((p) => p.grams >= 1);
  };
  if (diet.carbsMaxG !== null) trim(diet.carbsMaxG - CARB_CEILING_MARGIN_G / 5, 'carbsG');
  if (input.proteinCeiling) trim(targets.proteinG, 'proteinG');
  return { meals, relaxation: lp.relaxation, topUpUsed };
}

export function pickTopUps(diet: DietRules, calories: number): LpTopUp[] {
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
    const food = firstAllowed(ids, diet, extra);
    if (food && !out.some((t) => t.food.id === food.id)) {
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
