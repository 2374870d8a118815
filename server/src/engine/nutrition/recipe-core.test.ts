/**
 * Dishes are what they say (issue 30), read from the catalogue's data: every food a dish's name names, in the words
 * the engine reads names by (recipe-core.ts `nameWords`, `foodWords`, `FOOD_KINDS`), is in the dish's core, so the
 * portion LP keeps it at its floor and a dish that cannot keep it is replaced, not emptied ("Mixed nuts and seeds"
 * served as its pumpkin seeds). Words in a named ingredient's `{…}` segment leave the name with their ingredient, so
 * they need no core; a fixed garnish (role x) or the cooking fat (role f) the name names is served with the dish.
 */
import { describe, expect, it } from 'vitest';
import { FOODS, foodById } from '../data/foods/food-table';
import { ingredientFoods, type RecipeDef } from '../data/recipes/recipe-types';
import { FOOD_KINDS, coreFlags, foodWords, nameWords } from './recipe-core';
import { RECIPE_DEFS } from './recipes';

/** Words of some food's name that name no food the dish must hold, here; each judged, with the reason. */
const NOT_A_FOOD_HERE: Readonly<Record<string, string>> = {
  curry: 'the dish, a sauce (the food table has curry leaves)',
  chilli: 'chilli con carne, or the chilli powder sprinkled on mango (a spice)',
  sprout: 'moong sprouts are the sprouted whole moong, the core',
  noodle: 'courgette noodles are the spiralised courgette, the core',
  rice: 'cauliflower rice is the grated cauliflower, the core',
  soya: 'soya chunks are the soy chunks, the core',
  lentil: 'the red lentils are the masoor dal, the core',
  dal: 'dal makhani is whole urad and rajma, the core',
  buttermilk: 'mor (buttermilk) kuzhambu is the curd whisked thin, the core',
  greek: 'the cuisine (Greek lemon chicken)',
  roasted: 'a way of cooking (roasted chana, roasted jeera)',
  boiled: 'a way of cooking (boiled eggs)',
  rolled: 'a way of cooking (a rolled omelette)',
  mix: 'trail mix is its nuts and raisins',
  seed: 'the second word of a seed ("hemp seed"), whose first word names the core',
};

/** The name without the segments of its named ingredients (they go with their ingredient). */
const fixedName = (def: RecipeDef): string => def.name.replace(/\{[^}]*\}/g, ' ');

const FOOD_WORDS = new Set([...FOODS.values()].flatMap((f) => [...foodWords(f)]));

/** Name words that name a food or a kind of food no core ingredient (or named garnish or fat) holds. */
function unheld(def: RecipeDef): string[] {
  const flags = coreFlags(def.name, def.items);
  const held = (w: string, i: number): boolean => {
    const [foods, , role] = def.items[i]!;
    if (!(flags[i] || role === 'x' || role === 'f')) return false;
    const kind = FOOD_KINDS[w];
    return ingredientFoods(foods).some((id) => {
      const f = foodById(id);
      return foodWords(f).has(w) || (kind?.(f) ?? false);
    });
  };
  return [...nameWords(fixedName(def))]
    .filter((w) => (FOOD_WORDS.has(w) || w in FOOD_KINDS) && !(w in NOT_A_FOOD_HERE))
    .filter((w) => !def.items.some((_, i) => held(w, i)));
}

describe('dish names and their cores', () => {
  it('finds a dish whose name names a food its core does not hold', () => {
    const nuts = RECIPE_DEFS.find((d) => d.id === 'mixed-nuts-seeds')!;
    expect(unheld(nuts)).toEqual([]);
    // The snack of pumpkin seeds alone: nothing holds its nuts; a name promising raisins it does not list.
    expect(unheld({ ...nuts, items: [['pumpkin-seeds', 10]] })).toEqual(['nut']);
    expect(unheld({ ...nuts, name: 'Mixed nuts and raisins' })).toEqual(['raisin']);
  });

  it('holds in its core every food (or kind of food) the name of every catalogue dish names', () => {
    expect(RECIPE_DEFS.flatMap((d) => unheld(d).map((w) => `${d.id}: "${w}"`))).toEqual([]);
  });

  it('keeps a nut of "Mixed nuts and seeds" (its largest) and the greens of a dish "with greens" in the core', () => {
    const core = (id: string): string[] => {
      const def = RECIPE_DEFS.find((d) => d.id === id)!;
      const flags = coreFlags(def.name, def.items);
      return def.items.filter((_, i) => flags[i]).map(([foods]) => foods);
    };
    expect(core('mixed-nuts-seeds')).toEqual(['H001', 'pumpkin-seeds']);
    expect(core('tofu-walnut-stir-fry')).toContain('C027|C015');
    expect(core('chicken-saag')).toContain('C033');
  });
});
