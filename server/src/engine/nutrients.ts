/**
 * The one nutrient sum: every place that adds foods up (recipes, composed plates, meals, days, the LP's
 * constant part) goes through here, so a nutrient added to the food table is summed everywhere at once.
 */
import { NUTRIENT_KEYS, type NutrientTotals } from '@common/plan';
import type { Food } from './food-data/food-table';

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

const ZERO = Object.freeze(Object.fromEntries(SUM_KEYS.map((k) => [k, 0])) as Nutrients);

/** A fresh all-zero sum (a copy of one template: building it from the key list each time showed in profiles). */
export function zeroNutrients(): Nutrients {
  return { ...ZERO };
}

/** acc += food × grams/100, in place. */
export function addFood(acc: Nutrients, food: Food, grams: number): Nutrients {
  const k = grams / 100;
  for (const key of SUM_KEYS) acc[key] += food[key] * k;
  return acc;
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
