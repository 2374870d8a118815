import { describe, expect, it } from 'vitest';
import { MEAL_SLOTS } from '@common/plan';
import { TAG_BIT } from './food-data/food-table';
import { parseRestrictions } from './diet-rules';
import { RECIPE_DEFS, resolveRecipes } from './recipes';

describe('recipe catalogue', () => {
  it('has well over a hundred Indian and international recipes for every meal slot', () => {
    expect(RECIPE_DEFS.length).toBeGreaterThanOrEqual(130);
    for (const slot of MEAL_SLOTS) {
      for (const cuisine of ['indian', 'international'] as const) {
        expect(
          RECIPE_DEFS.filter((r) => r.slots.includes(slot) && r.cuisine === cuisine).length,
          `${slot} ${cuisine}`,
        ).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('resolves every recipe without restrictions, with rendered names and sensible energy', () => {
    const all = resolveRecipes(parseRestrictions([]), 0);
    expect(all).toHaveLength(RECIPE_DEFS.length);
    for (const r of all) {
      expect(r.name).not.toMatch(/[{}]/);
      expect(r.kcal, r.id).toBeGreaterThan(60);
      expect(r.kcal, r.id).toBeLessThan(1100);
    }
  });

  it('swaps alternatives for the diet and renames the dish to match', () => {
    const vegan = resolveRecipes(parseRestrictions(['Vegan']), 0);
    const forbidden =
      TAG_BIT.dairy |
      TAG_BIT.egg |
      TAG_BIT.meat |
      TAG_BIT.poultry |
      TAG_BIT.fish |
      TAG_BIT.shellfish |
      TAG_BIT.honey;
    for (const r of vegan) expect(r.containsMask & forbidden, r.id).toBe(0);
    const chilla = vegan.find((r) => r.id === 'moong-chilla');
    expect(chilla?.name).toBe('Moong dal chilla with soy yogurt');
    expect(chilla?.items.some((i) => i.food.id === 'usda:soy-yogurt')).toBe(true);
    const nutFree = resolveRecipes(parseRestrictions(['nut allergy']), 0);
    expect(nutFree.find((r) => r.id === 'apple-almonds')?.name).toBe('Apple with sunflower seeds');
    const dairyFree = resolveRecipes(parseRestrictions(['Dairy-Free']), 0);
    expect(
      dairyFree.find((r) => r.id === 'dal-rice-raita')?.items.some((i) => i.food.id === 'ifct:T013'),
    ).toBe(false); // ghee → oil
  });

  it('drops dairy from meat dishes for kosher diets, or leaves the dish out', () => {
    const kosher = resolveRecipes(parseRestrictions(['Kosher']), 0);
    const biryani = kosher.find((r) => r.id === 'chicken-biryani');
    expect(biryani?.items.some((i) => i.food.contains.includes('dairy'))).toBe(false);
    for (const r of kosher) {
      const meat = (r.containsMask & (TAG_BIT.meat | TAG_BIT.poultry)) !== 0;
      expect(meat && (r.containsMask & TAG_BIT.dairy) !== 0, r.id).toBe(false);
    }
  });

  it('prefers alternatives without avoided traits (white rice → brown rice for high glucose)', () => {
    const normal = resolveRecipes(parseRestrictions([]), 0).find((r) => r.id === 'rajma-chawal');
    const glucose = resolveRecipes(parseRestrictions([]), 1).find((r) => r.id === 'rajma-chawal'); // TRAIT high-gi = bit 0
    expect(normal?.items.some((i) => i.food.id === 'ifct:A015')).toBe(true);
    expect(glucose?.items.some((i) => i.food.id === 'ifct:A013')).toBe(true);
  });
});
