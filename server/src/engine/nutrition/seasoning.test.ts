import { describe, expect, it } from 'vitest';
import type { Meal } from '@common/plan';
import { foodById } from '../data/foods/food-table';
import type { RecipeDef } from '../data/recipes/recipe-types';
import { mealMismatches } from '../plan/method-check';
import { ownMethod } from './recipe-method';
import { RECIPE_DEFS } from './recipes';
import { seasoningAmount, statedAmount } from './seasoning';

const SALT = foodById('salt');

/** The salt item's index in a definition, or -1. */
const saltIndex = (items: readonly (readonly unknown[])[]): number => items.findIndex((i) => i[0] === 'salt');

describe('seasonings in the recipe catalogue', () => {
  it("states salt in grams wherever a method salts, inside the salt ingredient's own segment", () => {
    const bare: string[] = [];
    const unsalted: string[] = [];
    for (const def of RECIPE_DEFS) {
      const k = saltIndex(def.items);
      const texts = def.how ? [...def.how.steps, def.how.serve] : [];
      for (const t of texts) {
        // Drop the salt ingredient's segments (and other segments' option text stays): a bare "salt" is left.
        const outside = t.replace(new RegExp(`\\{${k}:[^{}]*\\}`, 'g'), '');
        if (/\bsalt\b/i.test(outside.replace(/\{\d+:[^{}]*\}/g, ''))) bare.push(`${def.id}: ${t}`);
      }
      if (/lunch|dinner/.test(def.slots.join()) && k < 0) unsalted.push(def.id);
    }
    expect(bare).toEqual([]);
    // Every main dish is salted (a reviewer's reading of Indian and international home cooking).
    expect(unsalted).toEqual([]);
  });

  it('keeps amounts realistic: ≤ 1.5 g salt a portion, at most a pinch in fruit and nut dishes', () => {
    for (const def of RECIPE_DEFS) {
      const salt = def.items.find((i) => i[0] === 'salt');
      if (!salt) continue;
      expect(salt[1], def.id).toBeGreaterThan(0);
      expect(salt[1], def.id).toBeLessThanOrEqual(1.5);
      const rest = def.items.filter((i) => i[2] !== 'n').map((i) => foodById(i[0].split('|')[0]!).category);
      // Fruit chaat and the like take a pinch of (black) salt, no more.
      if (rest.every((c) => c === 'fruits' || c === 'nuts')) expect(salt[1], def.id).toBeLessThanOrEqual(0.5);
    }
  });

  it('reads salt in household measures beside the grams', () => {
    expect(statedAmount(SALT, 1.5)).toBe('¼ tsp, 1.5 g');
    expect(statedAmount(SALT, 3)).toBe('½ tsp, 3 g');
    expect(statedAmount(SALT, 2.1)).toBe('≈ ¼ tsp, 2.1 g');
    expect(statedAmount(SALT, 0.4)).toBe('a pinch, 0.4 g');
    expect(statedAmount(foodById('soy-sauce'), 8)).toBe('8 g');
  });

  it('states and counts salt a step writes with a capital ("Salt the water", "Season with Salt")', () => {
    const def: RecipeDef = {
      id: 'capital-salt',
      name: 'Pasta',
      slots: ['lunch'],
      cuisine: 'international',
      items: [
        ['pasta', 80],
        ['salt', 1.5, 'n'],
      ],
      how: {
        prep: 5,
        cook: 12,
        serve: 'Serve hot.',
        steps: ['{1:Salt the water and }boil the pasta 10 minutes.', 'Drain.', 'Season with {1:Salt}.'],
      },
    };
    const how = ownMethod(def, def.how!, [0, 0], new Map([[1, seasoningAmount(SALT, 1.5)]]));
    expect(how.steps).toEqual([
      'Salt (¼ tsp, 1.5 g in all) the water and boil the pasta 10 minutes.',
      'Drain.',
      'Season with the rest of the salt.',
    ]);
    // The member's reading of it: the grams served are stated, and no mention reads as more salt.
    const meal = {
      name: def.name,
      howTo: how,
      items: [
        { name: 'Pasta (dry)', grams: 80 },
        { name: 'Salt', grams: 1.5 },
      ],
    } as unknown as Meal;
    expect(mealMismatches(meal)).toEqual([]);
  });
});
