/**
 * A recipe's serving is the sum of its ingredients ÷ servings, over random recipes of catalogue foods (seeded).
 * CI runs RECIPE_PROPERTY_RUNS (default 200); a larger run:
 *   RECIPE_PROPERTY_RUNS=5000 npx vitest run server/src/modules/foods/recipe-nutrients.property.test.ts
 */
import { NUTRIENT_FIELDS, recipePerServing } from '@common/foods';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './foods-catalogue';
import { nutrientsFor } from './foods-presenters';
import type { RecipeRow } from './foods-repo';
import { recipeFoodOf } from './recipe-nutrients';

const RUNS = Number(process.env.RECIPE_PROPERTY_RUNS ?? 200);
const FOODS = [...CATALOGUE.values()];

const ingredient = fc
  .record({
    food: fc.nat({ max: FOODS.length - 1 }),
    measure: fc.nat({ max: 3 }),
    amount: fc.double({ min: 0.1, max: 20, noNaN: true }),
  })
  .map(({ food, measure, amount }) => {
    const f = FOODS[food]!;
    const m = f.measures[measure % f.measures.length]!;
    return { food: f, grams: m.grams * amount };
  });

const recipe = fc.record({
  ingredients: fc.array(ingredient, { minLength: 1, maxLength: 25 }),
  servings: fc.double({ min: 0.5, max: 50, noNaN: true }),
  cookedFactor: fc.option(fc.double({ min: 0.3, max: 3, noNaN: true })),
});

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('recipe per serving', () => {
  it('equals the sum of the ingredients ÷ servings in every nutrient; unknown in any ingredient → unknown', () => {
    fc.assert(
      fc.property(recipe, ({ ingredients, servings }) => {
        const perServing = recipePerServing(
          ingredients.map((i) => ({ per100g: i.food.per100g, grams: i.grams })),
          servings,
        );
        for (const k of NUTRIENT_FIELDS) {
          const values = ingredients.map((i) => i.food.per100g[k]);
          if (values.some((v) => v === null)) {
            expect(perServing[k], k).toBeNull();
            continue;
          }
          const total = ingredients.reduce((s, i) => s + (i.food.per100g[k]! * i.grams) / 100, 0);
          expect(
            close(perServing[k]!, total / servings),
            `${k}: ${perServing[k]} vs ${total / servings}`,
          ).toBe(true);
        }
      }),
      { numRuns: RUNS, seed: 35 },
    );
  });

  it('logs as a food: one serving of the recipe-food carries the serving’s nutrients, n servings n times', () => {
    fc.assert(
      fc.property(recipe, fc.double({ min: 0.25, max: 5, noNaN: true }), (r, amount) => {
        const saved = r.ingredients.map((i) => ({
          foodId: i.food.id,
          measureId: 'g',
          amount: i.grams,
          name: i.food.name,
          measureLabel: 'g',
          grams: i.grams,
        }));
        const perServing = recipePerServing(
          r.ingredients.map((i) => ({ per100g: i.food.per100g, grams: i.grams })),
          r.servings,
        );
        const ingredientGrams = saved.reduce((s, i) => s + i.grams, 0);
        const row = {
          id: '00000000-0000-4000-8000-000000000000',
          userId: 'u',
          name: 'Test recipe',
          servings: r.servings,
          cookedGrams: r.cookedFactor === null ? null : ingredientGrams * r.cookedFactor,
          ingredients: saved,
          ...perServing,
          clientId: null,
          requestHash: null,
          createdAt: new Date(0),
        } as RecipeRow;
        const food = recipeFoodOf(row);
        const serving = food.measures.find((m) => m.id === 'serving')!;
        expect(food.measures.some((m) => m.id === 'g')).toBe(r.cookedFactor !== null);
        // As the log computes an entry: grams rounded to 0.1, nutrients to 0.1 (foods-presenters.ts).
        const grams = Math.round(serving.grams * amount * 10) / 10;
        const logged = nutrientsFor(food.per100g, grams);
        for (const k of NUTRIENT_FIELDS) {
          const want = perServing[k];
          if (want === null) expect(logged[k]).toBeNull();
          else {
            // 0.05 g of grams rounding × the food's density, plus the entry's own 0.1 rounding.
            const tolerance = (0.05 * want) / serving.grams + 0.051 + 1e-9 * want * amount;
            expect(Math.abs(logged[k]! - want * amount), k).toBeLessThanOrEqual(tolerance);
          }
        }
      }),
      { numRuns: RUNS, seed: 36 },
    );
  });
});
