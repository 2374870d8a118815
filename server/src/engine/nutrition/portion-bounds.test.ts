import { describe, expect, it } from 'vitest';
import { foodById } from '../data/foods/food-table';
import { clampPortion, portionBounds, type PortionRole } from './portion-bounds';
import type { CookingMethod } from '../data/recipes/recipe-types';

const bounds = (key: string, role: PortionRole, method: CookingMethod = 'curry') =>
  portionBounds(foodById(key), role, method);

describe('portion bounds', () => {
  it('keeps a nut serving at 15–40 g and nuts in a dish at most 40 g', () => {
    expect(bounds('H001', 'topup')).toEqual([15, 40]);
    expect(bounds('H001', 'm')).toEqual([15, 40]);
    expect(bounds('H005', 's')).toEqual([0, 40]);
  });

  it('serves fruit as pieces: half to two in a dish, one or two whole ones as a top-up', () => {
    expect(bounds('E012', 'm')).toEqual([27.5, 220]);
    expect(bounds('E012', 'topup')).toEqual([110, 220]);
    expect(bounds('E007', 'm')).toEqual([30, 100]);
    // A fixed amount of fruit in a recipe keeps only the one-fruit cap of a meal.
    expect(bounds('lemon-juice', 'x')).toEqual([0, 300]);
  });

  it('caps what one meal serves of bread, a fruit, yogurt and starchy roots (issue 30: 240 g of bread, 525 g of soy yogurt)', () => {
    expect(bounds('bread-gf', 'm')).toEqual([0, 150]);
    expect(bounds('E039', 'm')?.[1]).toBeLessThanOrEqual(300);
    expect(bounds('soy-yogurt', 's')).toEqual([0, 300]);
    expect(bounds('F013', 'm')).toEqual([0, 300]);
    // Other foods keep the LP's own portion ranges.
    expect(bounds('D036', 'm')).toBeNull();
  });

  it('gives cooking fat a band by method and protein powder one scoop', () => {
    expect(bounds('T012', 'f', 'curry')).toEqual([3, 15]);
    expect(bounds('T012', 'f', 'griddle')).toEqual([3, 12]);
    expect(bounds('olive-oil', 'topup')).toEqual([3, 15]);
    expect(bounds('whey', 'topup')).toEqual([20, 35]);
    // Rice, weighed dry: only the per-meal maximum (about 2¾ cups cooked).
    expect(bounds('A015', 'm')).toEqual([0, 150]);
  });

  it('clamps a rounded portion: capped, raised (from at least half the minimum) or left out', () => {
    expect(clampPortion(120, [15, 40])).toBe(40);
    expect(clampPortion(2, [3, 15])).toBe(3);
    expect(clampPortion(1, [3, 15])).toBe(0);
    expect(clampPortion(9, [15, 40])).toBe(15);
    expect(clampPortion(6, [15, 40])).toBe(0);
    expect(clampPortion(80, null)).toBe(80);
  });
});
