/**
 * The plan-level method check names any of the catalogue's protein foods a method says and the meal does not serve
 * (by the words of their food-table names, not a list of its own), and passes every catalogue dish as the engine
 * renders it for each diet (issue 30: a step never names a food that is not there).
 */
import { describe, expect, it } from 'vitest';
import type { Meal } from '@common/plan';
import { parseRestrictions } from '../nutrition/diet-rules';
import { resolveRecipes } from '../nutrition/recipes';
import { seasoningAmount } from '../nutrition/seasoning';
import { mealMismatches } from './method-check';

/** A meal as the plan shows it: its method and the names of the foods it serves. */
const meal = (steps: string[], items: string[]): Meal =>
  ({
    name: 'Test dish',
    howTo: { steps, serving: 'Serve hot.', prepMin: 5, cookMin: 5, region: 'international' },
    items: items.map((name) => ({ name, grams: 100 })),
  }) as unknown as Meal;

describe('method check against the catalogue foods', () => {
  it('names a catalogued protein food the method says and the meal does not serve', () => {
    // Curd, tuna and turkey are in no list of the check's own: the catalogue's food names say them.
    expect(mealMismatches(meal(['Whisk the suji with a little curd.'], ['Semolina (suji)']))).toEqual([
      'method names "curd", not served',
    ]);
    expect(mealMismatches(meal(['Flake the tuna over the rice.'], ['White rice (raw)']))).toEqual([
      'method names "tuna", not served',
    ]);
    expect(mealMismatches(meal(['Brown the turkey mince.'], ['Firm tofu']))).toEqual([
      'method names "turkey", not served',
    ]);
    expect(mealMismatches(meal(['Add the chicken.'], ['Firm tofu']))).toEqual([
      'method names "chicken", not served',
    ]);
  });

  it('reads a served food by any of its names, and words that name no food as such', () => {
    const ok = (steps: string[], items: string[]) => expect(mealMismatches(meal(steps, items))).toEqual([]);
    ok(['Fry the prawns.'], ['Shrimp (raw)']);
    ok(['Simmer the mutton.'], ['Lamb leg (raw)']);
    ok(['Slide in the fish.'], ['Cod fillet (raw)']);
    ok(['Serve with curd.'], ['Plain yogurt / curd']);
    // Water is not tuna in water, a round pan is not beef round.
    ok(['Cook in water in a round pan.'], ['Broccoli']);
  });

  it('passes every catalogue dish as rendered for each diet, its seasonings served', () => {
    const found: string[] = [];
    for (const diet of [[], ['Vegan'], ['Jain'], ['Keto'], ['Vegetarian'], ['Dairy-Free'], ['Pescatarian']]) {
      for (const r of resolveRecipes(parseRestrictions(diet), 0)) {
        const seasoning = r.seasoning ?? [];
        const amounts = new Map(seasoning.map((s) => [s.index, seasoningAmount(s.food, s.grams)]));
        const served = { name: r.name, howTo: r.methodWith ? r.methodWith(amounts) : r.howTo };
        const items = [...r.items, ...seasoning].map((i) => ({ name: i.food.name, grams: i.grams }));
        for (const p of mealMismatches({ ...served, items } as unknown as Meal))
          found.push(`${r.id} (${diet.join(',') || 'none'}): ${p}`);
      }
    }
    expect(found).toEqual([]);
  });
});
