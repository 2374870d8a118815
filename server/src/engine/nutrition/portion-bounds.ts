/**
 * Realistic portion bounds per food and role (PORTION_BOUNDS in guidelines.ts): nut servings, fruit in pieces,
 * protein powder as one scoop, cooking fat within its method's band, and a per-meal maximum for the foods people
 * were served too much of (bread, a fruit, yogurt, starchy roots, a grain weighed dry). The LP keeps portions inside them and the
 * rounded day is clamped into them (portion-sizing.ts), so no served item leaves its bounds.
 */
import { foodById, type Food } from '../data/foods/food-table';
import { measureOf } from '../data/foods/household-measures';
import { PORTION_BOUNDS as PB } from '../guidelines';
import type { CookingMethod, IngredientRole } from '../data/recipes/recipe-types';
import { STARCHY_ROOTS } from './fruit-veg';

export type PortionRole = IngredientRole | 'topup';

const PROTEIN_POWDERS = new Set(['whey', 'soy-protein'].map((k) => foodById(k).id));
const AVOCADO = foodById('E007').id;
const DATES = foodById('E018').id;
const BREADS = new Set(['bread-white', 'bread-ww', 'bread-rye', 'bread-gf'].map((k) => foodById(k).id));
const YOGURTS = new Set(
  ['yogurt', 'yogurt-lowfat', 'greek-yogurt', 'greek-yogurt-full', 'soy-yogurt'].map((k) => foodById(k).id),
);

/** The most of this food one meal serves (PORTION_BOUNDS.mealMaxG), or null when its other bounds suffice. */
export function mealMaxGrams(food: Food): number | null {
  const M = PB.mealMaxG;
  if (BREADS.has(food.id)) return M.bread;
  if (YOGURTS.has(food.id)) return M.yogurt;
  if (STARCHY_ROOTS.has(food.id)) return M.starchyRoot;
  if (food.category === 'fruits') return M.fruit;
  if (food.category === 'grains' && measureOf(food).weighedAs === 'dry') return M.dryGrain;
  return null;
}

export function isProteinPowder(food: Food): boolean {
  return PROTEIN_POWDERS.has(food.id);
}

/**
 * [min, max] grams for one serving of this food in this role, or null when any amount the recipe scales to is fine.
 * A cooking-fat maximum grows with the day's energy target (`calories`) above the reference.
 */
export function portionBounds(
  food: Food,
  role: PortionRole,
  method: CookingMethod,
  calories: number = PB.oilReferenceKcal,
): readonly [number, number] | null {
  const bounds = servingBounds(food, role, method, calories);
  const most = mealMaxGrams(food);
  if (most === null) return bounds;
  return bounds ? [Math.min(bounds[0], most), Math.min(bounds[1], most)] : [0, most];
}

function servingBounds(
  food: Food,
  role: PortionRole,
  method: CookingMethod,
  calories: number,
): readonly [number, number] | null {
  if (food.category === 'oils') {
    const band = PB.oilBandG[role === 'topup' ? 'dressing' : method];
    if (!band) return null;
    const scale = Math.min(PB.oilMaxScale, Math.max(1, calories / PB.oilReferenceKcal));
    return [band[0], Math.round(band[1] * scale)];
  }
  if (PROTEIN_POWDERS.has(food.id)) return PB.proteinPowderG;
  if (food.id === AVOCADO) return PB.avocadoG;
  if (food.id === DATES) return PB.datesG;
  if (food.category === 'nuts') return role === 'm' || role === 'topup' ? PB.nutServingG : [0, PB.nutMaxG];
  if (food.category === 'fruits' && role !== 'x') {
    const piece = measureOf(food).serving;
    if (!piece) return null;
    const [lo, hi] = role === 'topup' ? PB.fruitTopUpPieces : PB.fruitPieces;
    return [lo * piece, hi * piece];
  }
  return null;
}

/** A rounded portion brought inside its bounds: capped at the maximum; below the minimum it is raised (when at least
 * half the minimum) or left out. */
export function clampPortion(grams: number, bounds: readonly [number, number] | null): number {
  if (!bounds || grams <= 0) return grams;
  const [lo, hi] = bounds;
  if (grams > hi) return hi;
  if (grams >= lo) return grams;
  return grams >= lo / 2 ? lo : 0;
}
