/**
 * What a dish can carry at a meal's share (dishReach, issue 30 item 2) when the day's saturated fat is held to its
 * share of the energy served (the portion LP's relative row: < 10 % of energy, WHO 2023; < 7 % with LDL ≥ 160 or heart
 * disease, NCEP ATP III). Over every dish of the high-fat diets and random shares, energy targets and ceilings: the
 * energy counted never carries more saturated fat than that share allows, never more than the dish's tops, and a dish
 * whose items all sit under the share keeps its whole reach. Before, the reach ignored the share, so a short keto day
 * under the 7 % rule swapped to tofu and avocado dishes the LP then cut to 600 kcal days.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRestrictions } from './diet-rules';
import { dishReach } from './portion-sizing';
import { resolveRecipes } from './recipes';

const DIETS = [['Keto'], ['Keto', 'Vegan'], ['Keto', 'Halal'], ['Paleo'], ['Low-Carb'], []];
const dishes = DIETS.flatMap((d) => resolveRecipes(parseRestrictions(d), 0));

describe('dishReach within the day’s saturated-fat share', () => {
  it('counts energy only as far as the share leaves room, never above the dish’s tops', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: dishes.length - 1 }),
        fc.double({ min: 0.1, max: 0.45, noNaN: true }),
        fc.integer({ min: 1200, max: 4000 }),
        fc.boolean(),
        fc.constantFrom(0.07, 0.1),
        (i, share, calories, highFat, pct) => {
          const dish = dishes[i]!;
          const satPerKcal = pct / 9;
          const free = dishReach(dish, share, calories, highFat);
          const held = dishReach(dish, share, calories, highFat, satPerKcal);
          expect(held.saturatedFatG).toBeLessThanOrEqual(satPerKcal * held.kcal + 1e-6);
          expect(held.kcal).toBeLessThanOrEqual(free.kcal + 1e-6);
          expect(held.fatG).toBeLessThanOrEqual(free.fatG + 1e-6);
          const lean = dish.items.every((it) => it.food.saturatedFatG <= satPerKcal * it.food.kcal);
          if (lean) expect(held.kcal).toBeCloseTo(free.kcal, 6);
        },
      ),
      { numRuns: 3000, seed: 30 },
    );
  });

  it('a keto dish of fatty items under the 7 % rule carries less than its tops', () => {
    // At least one keto dish is held back by the share (its fat mostly saturated past 7 % of its energy).
    const held = dishes.filter((d) => {
      const free = dishReach(d, 0.35, 2400, true);
      return dishReach(d, 0.35, 2400, true, 0.07 / 9).kcal < 0.9 * free.kcal;
    });
    expect(held.length).toBeGreaterThan(0);
  });
});
