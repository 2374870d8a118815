/**
 * What counts towards the WHO ≥ 400 g of fruit and vegetables a day (NUTRIENT_RULES.fruitVegMinG): fresh, frozen or
 * cooked fruit and vegetables as weighed in the plan. Potatoes, sweet potatoes, cassava, yams and other starchy roots
 * (and green plantain, cooked like them) are not counted (WHO 2003 TRS 916; WHO 2020 healthy diet fact sheet), nor
 * are dried or processed fruit and tamarind pulp, whose weight is not a portion of fresh fruit (engine).
 */
import type { NutrientLimits } from '@common/plan';
import { foodById, type Food } from '../data/foods/food-table';
import { CLINICAL_RULES, NUTRIENT_RULES } from '../guidelines';

/** Starchy roots and tubers: colocasia, potatoes, sweet potatoes, tapioca (cassava), yams (also portion-capped). */
export const STARCHY_ROOTS: ReadonlySet<string> = new Set(
  ['F004', 'F006', 'F007', 'F008', 'F013', 'F014', 'F015', 'F017', 'F018', 'F019'].map((k) => foodById(k).id),
);

const NOT_COUNTED = new Set(
  [
    ...STARCHY_ROOTS,
    // jackfruit seed; green plantain
    ...['D052', 'D063'],
    // dried or processed fruit: apricots, dates, raisins; tamarind pulp
    ...['E005', 'E006', 'E017', 'E018', 'E019', 'E057', 'E058', 'E064'],
  ].map((k) => foodById(k).id),
);

export function countsAsFruitVeg(food: Food): boolean {
  return (food.category === 'fruits' || food.category === 'vegetables') && !NOT_COUNTED.has(food.id);
}

export function fruitVegGrams(parts: Iterable<{ food: Food; grams: number }>): number {
  let g = 0;
  for (const p of parts) if (countsAsFruitVeg(p.food)) g += p.grams;
  return g;
}

/**
 * The day's fruit-and-vegetable floor, or null on a low-residue diet (ESPEN 2023: its fibre ceiling is
 * CLINICAL_RULES.lowResidueFibreMaxG or less). A potassium ceiling keeps the floor: fruit and vegetables are steered
 * to lower-potassium ones (top-ups under NUTRIENT_RULES.highPotassiumPer100g), not dropped, and the ceiling, a hard
 * rule in the portions, wins where both cannot be served (KDOQI/NKF 2020 nutrition in CKD: potassium adjusted
 * through food choice; more fruit and vegetables advised in CKD 1–4; SOURCES.kdoqiPotassium).
 */
export function fruitVegFloor(limits: NutrientLimits): number | null {
  if (limits.fiberMaxG <= CLINICAL_RULES.lowResidueFibreMaxG) return null;
  return NUTRIENT_RULES.fruitVegMinG;
}
