import { describe, expect, it } from 'vitest';
import { foodById } from '../data/foods/food-table';
import { RECIPE_DEFS } from './recipes';
import { statedAmount } from './seasoning';

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
});
