import { describe, expect, it } from 'vitest';
import { RECIPE_SLOTS, RECIPE_REGIONS } from '@common/plan';
import { TAG_BIT } from '../data/foods/food-table';
import { householdMeasure } from '../data/foods/household-measures';
import { parseRestrictions } from './diet-rules';
import { methodOf, ownMethod } from './recipe-method';
import { RECIPE_DEFS, cookingMethod, resolveRecipes } from './recipes';

const DIETS = [
  [],
  ['Vegetarian'],
  ['Vegan'],
  ['eggetarian'],
  ['Gluten-Free'],
  ['Dairy-Free'],
  ['nut allergy'],
  ['Kosher'],
  ['Halal'],
  ['Vegan', 'Gluten-Free', 'nut allergy'],
  ['Jain'],
  ['Jain', 'Vegan', 'Gluten-Free'],
];

describe('recipe catalogue', () => {
  it('has at least 250 Indian (every region) and international recipes for every meal slot', () => {
    expect(RECIPE_DEFS.length).toBeGreaterThanOrEqual(250);
    for (const slot of RECIPE_SLOTS) {
      for (const cuisine of ['indian', 'international'] as const) {
        expect(
          RECIPE_DEFS.filter((r) => r.slots.includes(slot) && r.cuisine === cuisine).length,
          `${slot} ${cuisine}`,
        ).toBeGreaterThanOrEqual(20);
      }
    }
    const all = resolveRecipes(parseRestrictions([]), 0);
    for (const region of RECIPE_REGIONS) {
      const dishes = all.filter((r) => r.howTo.region === region);
      expect(dishes.length, region).toBeGreaterThanOrEqual(20);
      for (const slot of RECIPE_SLOTS)
        expect(
          dishes.filter((r) => r.slots.includes(slot)).length,
          `${region} ${slot}`,
        ).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every dish its own method (not the template), times, a serving note and household measures, in every diet', () => {
    for (const def of RECIPE_DEFS) {
      expect(def.how, def.id).toBeDefined();
      expect(def.how?.steps.length, def.id).toBeGreaterThanOrEqual(3);
      expect(def.how?.steps.length, def.id).toBeLessThanOrEqual(6);
      expect(def.how?.prep, def.id).toBeGreaterThan(0);
      expect(def.how?.cook, def.id).toBeGreaterThanOrEqual(0);
    }
    // Methods are written per dish: no two dishes share their steps.
    expect(new Set(RECIPE_DEFS.map((d) => d.how?.steps.join('|'))).size).toBe(RECIPE_DEFS.length);
    const byId = new Map(RECIPE_DEFS.map((d) => [d.id, d]));
    for (const diet of DIETS) {
      for (const r of resolveRecipes(parseRestrictions(diet), 0)) {
        const def = byId.get(r.id);
        if (!def?.how) throw new Error(`${r.id} has no method of its own`);
        const template = methodOf(def, cookingMethod(def), r.items);
        expect(r.howTo.steps, `${r.id} ${diet.join(',')}`).not.toEqual(template.steps);
        expect(r.howTo.steps.length, r.id).toBeGreaterThanOrEqual(2);
        for (const step of [...r.howTo.steps, r.howTo.serving]) {
          expect(step, r.id).toMatch(/^[A-Z0-9]/);
          expect(step, r.id).not.toMatch(/[{}]|\s[,.;]|\bthe (and|with)\b|\b(with|and|of|the)[.,;]/);
        }
        expect(r.howTo.prepMin + r.howTo.cookMin, r.id).toBeGreaterThan(0);
        expect(r.howTo.serving.length, r.id).toBeGreaterThan(5);
        for (const item of r.items)
          expect(householdMeasure(item.food, item.grams, r.name).text, r.id).toMatch(/\d|¼|½|¾/);
      }
    }
  });

  it('names the food the diet uses in the steps (ghee → oil, curd → soy yogurt) and drops dropped ingredients', () => {
    const def = RECIPE_DEFS.find((d) => d.id === 'aloo-paratha');
    if (!def?.how) throw new Error('aloo-paratha');
    const usual = ownMethod(def, def.how, [0, 0, 0, 0]);
    expect(usual.steps.join(' ')).toMatch(/atta.*ghee/);
    expect(usual.serving).toContain('curd');
    const vegan = resolveRecipes(parseRestrictions(['Vegan', 'Gluten-Free']), 0).find(
      (r) => r.id === 'aloo-paratha',
    );
    expect(vegan?.howTo.steps.join(' ')).toMatch(/jowar flour.*oil/);
    expect(vegan?.howTo.steps.join(' ')).not.toMatch(/ghee|atta/);
    expect(vegan?.howTo.serving).toContain('soy yogurt');
    const dropped = ownMethod(def, def.how, [0, 0, 1, -1]);
    expect(dropped.serving).not.toMatch(/curd|yogurt/);
  });

  it('states each salt once, in grams, and calls a second salting "the rest of the salt"', () => {
    // 24 dishes salt in two places (a batter and its chutney, a dal and its rice): a bare second "salt" read as
    // more salt of no stated amount.
    const amount = { word: /\bsalt\b/, name: 'salt', amount: 'a pinch, 0.4 g' };
    let twice = 0;
    for (const def of RECIPE_DEFS) {
      const n = def.items.findIndex((i) => i[0] === 'salt' && i[2] === 'n');
      if (!def.how || n < 0) continue;
      const text = (() => {
        const m = ownMethod(
          def,
          def.how,
          def.items.map(() => 0),
          new Map([[n, amount]]),
        );
        return [...m.steps, m.serving].join(' ');
      })();
      const mentions = text.match(/\bsalt\b/g) ?? [];
      const stated = text.match(/\bsalt \(a pinch, 0\.4 g( in all)?\)/g) ?? [];
      const rest = text.match(/\bthe rest of the salt\b/g) ?? [];
      expect(stated, def.id).toHaveLength(1);
      expect(mentions.length, `${def.id}: ${text}`).toBe(1 + rest.length);
      if (rest.length > 0) {
        twice++;
        expect(text, def.id).toContain('(a pinch, 0.4 g in all)');
      }
    }
    expect(twice).toBeGreaterThan(10);
  });

  it('keeps beef and pork out of the Indian dishes', () => {
    const redMeat = /^ifct:O0(2[5-9]|3\d|4[0-9]|5[0-7])$|beef|pork/;
    for (const r of resolveRecipes(parseRestrictions([]), 0).filter((x) => x.cuisine === 'indian'))
      for (const i of r.items) expect(i.food.id, r.id).not.toMatch(redMeat);
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

  it('cooks a dish without the ingredients its portions left out: no step names them (issue 30)', () => {
    const all = resolveRecipes(parseRestrictions([]), 0);
    const text = (m: { steps: string[]; serving: string }) => [...m.steps, m.serving].join(' ');
    const method = (id: string, foods: RegExp) => {
      const r = all.find((x) => x.id === id)!;
      const dropped = new Set(r.ingredientIds!.filter((o) => foods.test(o.foodId)).map((o) => o.index));
      expect(dropped.size).toBeGreaterThan(0);
      return r.methodWith!(new Map(), dropped);
    };
    // The toast a dish is named for is its bread: core, kept at its floor by the portion LP (recipe-core DISH_FOODS).
    const bread = all.find((x) => x.id === 'ghugni')!.items.find((i) => i.food.id === 'usda:bread-ww');
    expect(bread?.core).toBe(true);
    // "Ghugni with toast" whose bread the portions dropped: the toasting step goes, the ghugni steps stay.
    const ghugni = method('ghugni', /bread/);
    expect(text(ghugni)).not.toMatch(/bread|toast/i);
    expect(text(ghugni)).toMatch(/dried peas/);
    // A later list item goes with its joining word: "Add the peas and potato" without the potato.
    expect(text(method('ghugni', /F006/))).toMatch(/Add the peas with their water/);
    // The oil of a dish that serves none: "fry in the olive oil" loses the phrase, not the frying.
    const tacos = method('tofu-bean-tacos', /olive-oil/);
    expect(text(tacos)).not.toMatch(/\boil\b/);
    expect(text(tacos)).toMatch(/Crumble the tofu and fry with cumin/);
    // A named ingredient left out leaves the name too (a leftover's steps repeat the name).
    const falafel = all.find((x) => x.id === 'falafel-bowl')!;
    expect(falafel.nameWithout?.(new Set([5]))).toBe('Baked falafel bowl with dressing');
    // Every step named a food left out: the template written from the foods still served.
    const avocado = method('avocado-tofu-salad', /olive-oil|C025|E007/);
    expect(avocado.steps.length).toBeGreaterThan(0);
    expect(text(avocado)).not.toMatch(/olive|lettuce|avocado/i);
  });
});
