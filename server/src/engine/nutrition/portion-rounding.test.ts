/**
 * Issue 30 item 2: energy the portion solver found but the rounding to kitchen portions lost.
 * - A top-up of a food the meal's dish already serves (almonds on almonds) is served in that item's portion, kept
 *   within its realistic bounds: the LP holds the two together under those bounds (`jointMax`), or it counts energy
 *   the meal never serves.
 * - Under a per-meal carbohydrate cap only units that carry carbohydrate round down; a day short of its energy
 *   rounds its units and servings up (wholeUnits).
 */
import { describe, expect, it } from 'vitest';
import { foodById } from '../data/foods/food-table';
import { MEAL_TUNING } from '../guidelines';
import { solvePortions, type LpInput } from './portion-lp';
import { roundsDown, wholeUnits } from './portion-sizing';

const almonds = foodById('H001');
const egg = foodById('M002');
const wheatFlour = foodById('A019');

describe('a top-up of the dish item’s own food', () => {
  // A day far under its energy target whose only energy-dense food is almonds, in the dish (at most 40 g, its
  // realistic bound in one meal) and as a top-up with the same meal.
  const input = (joint: boolean): LpInput => ({
    items: [{ meal: 0, food: almonds, lo: 10, hi: 40, base: 20 }],
    topUps: [{ food: almonds, maxG: 40, slot: 'lunch', meal: 0 }],
    ...(joint ? { jointMax: [{ item: 0, topUp: 0, max: 40 }] } : {}),
    meals: [{ minKcal: 0, maxKcal: 5000 }],
    targets: { kcal: 2400, protein: 90, carbs: 300, fat: 80, fiber: 30 },
    ceilings: [],
    vitaminKMin: null,
    mealCarbsMax: null,
  });
  const grams = (r: { grams: number[]; topUpGrams: number[] }): number =>
    (r.grams[0] ?? 0) + (r.topUpGrams[0] ?? 0);

  it('keeps the item and the top-up together within the item’s bounds', () => {
    expect(grams(solvePortions(input(true)))).toBeLessThanOrEqual(40 + 1e-6);
    expect(grams(solvePortions(input(true)))).toBeGreaterThan(39);
  });

  it('without it, the LP plans more than the meal can serve', () => {
    expect(grams(solvePortions(input(false)))).toBeGreaterThan(40 + 1);
  });
});

describe('whole units', () => {
  it('round down under a carbohydrate cap only where the unit carries carbohydrate', () => {
    // An egg (50 g) carries about half a gram; a 40 g roti's flour about 25 g.
    expect((egg.carbsG * 50) / 100).toBeLessThan(MEAL_TUNING.roundDownCarbsPerUnitG);
    expect(roundsDown(true, egg, 50)).toBe(false);
    expect(roundsDown(true, wheatFlour, 40)).toBe(true);
    expect(roundsDown(false, wheatFlour, 40)).toBe(false);
    // 1.8 eggs are 2 eggs under the cap too; 1.8 rotis are 1.
    expect(wholeUnits(egg, 90, 50, true, false)).toBe(2);
    expect(wholeUnits(wheatFlour, 72, 40, true, false)).toBe(1);
  });

  it('round up on a day short of its energy, else to the nearest', () => {
    expect(wholeUnits(almonds, 28, 20, false, false)).toBe(1);
    expect(wholeUnits(almonds, 28, 20, false, true)).toBe(2);
    // A trace of a unit is not a unit more.
    expect(wholeUnits(almonds, 41, 20, false, true)).toBe(2);
    expect(wholeUnits(almonds, 0, 20, false, true)).toBe(0);
  });
});
