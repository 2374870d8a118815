/**
 * The portion LP's saturated-fat share (portion-lp.ts `saturatedFatPerKcal`): a day that cannot reach its energy
 * target still keeps saturated fat within the plan's share of the energy it serves, not only under the grams
 * worked out from the target.
 */
import { describe, expect, it } from 'vitest';
import { foodById } from '../data/foods/food-table';
import { solvePortions, type LpInput } from './portion-lp';

const paneer = foodById('L003');
const brinjal = foodById('D031');

describe('saturated fat as a share of the energy served', () => {
  // A 2,400 kcal target with 19 g saturated fat (7 %) whose foods cannot reach it: paneer (rich in saturated fat)
  // and brinjal, each capped at a plate's worth.
  const input = (share: number | null): LpInput => ({
    items: [
      { meal: 0, food: paneer, lo: 0, hi: 200, base: 150 },
      { meal: 0, food: brinjal, lo: 0, hi: 300, base: 100 },
    ],
    topUps: [],
    meals: [{ minKcal: 0, maxKcal: 5000 }],
    targets: { kcal: 2400, protein: 90, carbs: 300, fat: 80, fiber: 30 },
    ceilings: [{ key: 'saturatedFatG', max: 19, margin: 1 }],
    vitaminKMin: null,
    mealCarbsMax: null,
    saturatedFatPerKcal: share,
  });
  const served = (r: { grams: number[] }) => {
    const [p = 0, c = 0] = r.grams;
    return {
      kcal: (paneer.kcal * p + brinjal.kcal * c) / 100,
      sat: (paneer.saturatedFatG * p + brinjal.saturatedFatG * c) / 100,
    };
  };

  it('holds the share of what is served', () => {
    const share = 19 / 2400;
    const day = served(solvePortions(input(share)));
    expect(day.kcal).toBeGreaterThan(0);
    expect(day.sat).toBeLessThanOrEqual(share * day.kcal + 0.01);
  });

  it('without it, the gram ceiling alone lets the share be passed', () => {
    const day = served(solvePortions(input(null)));
    expect(day.sat / day.kcal).toBeGreaterThan(19 / 2400);
  });
});
