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
    expect(bounds('lemon-juice', 'x')).toBeNull();
  });

  it('gives cooking fat a band by method and protein powder one scoop', () => {
    expect(bounds('T012', 'f', 'curry')).toEqual([3, 15]);
    expect(bounds('T012', 'f', 'griddle')).toEqual([3, 12]);
    expect(bounds('olive-oil', 'topup')).toEqual([3, 15]);
    expect(bounds('whey', 'topup')).toEqual([20, 35]);
    expect(bounds('A015', 'm')).toBeNull();
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
