/**
 * The one nutrient sum: every place that adds foods up (recipes, composed plates, meals, days, the LP's
 * constant part) goes through here, so a nutrient added to the food table is summed everywhere at once.
 */
import { NUTRIENT_KEYS, type NutrientTotals } from '@common/plan';
import type { Food } from '../data/foods/food-table';

/** The plan's per-day nutrients plus vitamin C (used for iron steering, not shown). */
export const SUM_KEYS = [...NUTRIENT_KEYS, 'vitCMg'] as const;
export type SumKey = (typeof SUM_KEYS)[number];
export type Nutrients = Record<SumKey, number>;

/** How a member reads each nutrient in a warning. */
export const NUTRIENT_NAMES: Record<SumKey, string> = {
  kcal: 'energy',
  proteinG: 'protein',
  carbsG: 'carbohydrate',
  fatG: 'fat',
  fiberG: 'fibre',
  saturatedFatG: 'saturated fat',
  sodiumMg: 'sodium',
  potassiumMg: 'potassium',
  vitaminKUg: 'vitamin K',
  calciumMg: 'calcium',
  ironMg: 'iron',
  vitCMg: 'vitamin C',
};

/** A fresh all-zero sum (a literal: copying a template or building it from the key list showed in profiles). */
export function zeroNutrients(): Nutrients {
  return {
    kcal: 0,
    proteinG: 0,
    carbsG: 0,
    fatG: 0,
    fiberG: 0,
    saturatedFatG: 0,
    sodiumMg: 0,
    potassiumMg: 0,
    vitaminKUg: 0,
    calciumMg: 0,
    ironMg: 0,
    vitCMg: 0,
  };
}

/**
 * acc += food × grams/100, in place. Written out key by key: a loop over the key list made every access a
 * megamorphic keyed load, and this runs for every item of every meal of every candidate day (profiled). The check
 * below keeps it in step with SUM_KEYS.
 */
export function addFood(acc: Nutrients, food: Food, grams: number): Nutrients {
  const k = grams / 100;
  acc.kcal += food.kcal * k;
  acc.proteinG += food.proteinG * k;
  acc.carbsG += food.carbsG * k;
  acc.fatG += food.fatG * k;
  acc.fiberG += food.fiberG * k;
  acc.saturatedFatG += food.saturatedFatG * k;
  acc.sodiumMg += food.sodiumMg * k;
  acc.potassiumMg += food.potassiumMg * k;
  acc.vitaminKUg += food.vitaminKUg * k;
  acc.calciumMg += food.calciumMg * k;
  acc.ironMg += food.ironMg * k;
  acc.vitCMg += food.vitCMg * k;
  return acc;
}

{
  const zero = zeroNutrients();
  const keys = Object.keys(zero);
  if (keys.length !== SUM_KEYS.length || SUM_KEYS.some((key) => !(key in zero)))
    throw new Error('nutrients.ts: zeroNutrients/addFood are out of step with SUM_KEYS');
}

export function sumNutrients(parts: Iterable<{ food: Food; grams: number }>): Nutrients {
  const acc = zeroNutrients();
  for (const { food, grams } of parts) addFood(acc, food, grams);
  return acc;
}

const r1 = (v: number): number => Math.round(v * 10) / 10;

/** Rounded for display: energy and milligrams whole, grams and micrograms to 0.1. */
export function roundTotals(n: Nutrients): NutrientTotals {
  return {
    kcal: Math.round(n.kcal),
    proteinG: r1(n.proteinG),
    carbsG: r1(n.carbsG),
    fatG: r1(n.fatG),
    fiberG: r1(n.fiberG),
    saturatedFatG: r1(n.saturatedFatG),
    sodiumMg: Math.round(n.sodiumMg),
    potassiumMg: Math.round(n.potassiumMg),
    vitaminKUg: r1(n.vitaminKUg),
    calciumMg: Math.round(n.calciumMg),
    ironMg: r1(n.ironMg),
  };
}
