/**
 * Jain versions of the catalogue's dishes (issue 30: a Jain member gets Indian food cooked the Jain way, not four
 * dishes on repeat): the `|~` / `|~sub` ingredients and `{jain:usual/Jain}` step wording of recipe-types.ts, the
 * dishes that carry them, and the region narrowing of the mains pools that decides how many reach a Jain member.
 */
import { describe, expect, it } from 'vitest';
import type { MealPreferences } from '@common/profile';
import { JAIN_WORDS, parseRestrictions, textAllowed } from './diet-rules';
import { withoutUnservedIngredients } from './meal-core';
import { buildPools } from './meal-pools';
import type { MealSteering } from './meal-types';
import type { SizedMeal } from './portion-sizing';
import { checkOwnMethod, ownMethod } from './recipe-method';
import { RECIPE_DEFS, resolveDefinition, resolveRecipes, type ResolvedRecipe } from './recipes';
import type { RecipeDef } from '../data/recipes/recipe-types';

const STEERING: MealSteering = {
  avoidTraits: 0,
  boostTraits: 0,
  avoidTags: 0,
  glucoseSpread: false,
  ironWithVitC: false,
  b12Fortified: false,
  noHighPotassiumTopUps: false,
};

/** Every word a member reads of a resolved dish. */
const wordsOf = (r: ResolvedRecipe): string[] => [
  r.name,
  ...r.howTo.steps,
  r.howTo.serving,
  ...r.items.map((i) => i.food.name),
  ...(r.seasoning ?? []).map((s) => s.food.name),
];

/** Split a segment body on its own `/`, not on those of segments nested in it. */
function topLevelOptions(body: string): string[] {
  const out = [''];
  let depth = 0;
  for (const ch of body) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    if (ch === '/' && depth === 0) out.push('');
    else out[out.length - 1] += ch;
  }
  return out;
}

/** A text with each `{jain:usual/Jain}` segment replaced by its usual wording. */
function usualText(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('{jain:', i)) {
      let depth = 0;
      let j = i;
      for (; j < text.length; j++) {
        if (text[j] === '{') depth++;
        if (text[j] === '}' && --depth === 0) break;
      }
      out += usualText(topLevelOptions(text.slice(i + 6, j))[0] ?? '');
      i = j + 1;
    } else out += text[i++];
  }
  return out;
}

/** The definition without its Jain markup: what the catalogue held before Jain versions existed. */
function withoutJainMarkup(def: RecipeDef): RecipeDef {
  return {
    ...def,
    items: def.items.map(([foods, ...rest]) => [foods.replace(/\|~[^|]*$/, ''), ...rest] as const),
    ...(def.how
      ? {
          how: {
            ...def.how,
            steps: def.how.steps.map(usualText),
            serve: usualText(def.how.serve),
          },
        }
      : {}),
  };
}

const hasJainMarkup = (def: RecipeDef): boolean =>
  def.items.some(([foods]) => /\|~/.test(foods)) ||
  [...(def.how?.steps ?? []), def.how?.serve ?? ''].some((t) => t.includes('{jain:'));

/** Resolved dishes as compared: their rendering and nutrients, without the functions. */
const rendered = (r: ResolvedRecipe | null): string => JSON.stringify(r);

describe('Jain versions of dishes', () => {
  it('renders {jain:usual/Jain} wording for the diet and checks it has both wordings', () => {
    const def = RECIPE_DEFS.find((d) => d.id === 'dal-makhani-roti')!;
    const choices = def.items.map(() => 0);
    const usual = ownMethod(def, def.how!, choices).steps.join(' ');
    const jain = ownMethod(
      def,
      def.how!,
      choices.map((c, i) => (def.items[i]![0].endsWith('|~') ? -1 : c)),
      new Map(),
      true,
    ).steps.join(' ');
    expect(usual).toMatch(/fry ginger-garlic and onion, add the puréed tomato/);
    expect(jain).toMatch(/add a pinch of hing and a little garam masala, add the puréed tomato/);
    expect(jain).not.toMatch(JAIN_WORDS);
    const how = { prep: 5, cook: 5, serve: 'Serve.', steps: ['Fry {jain:garlic}.', 'Two.', 'Three.'] };
    expect(checkOwnMethod(how, [1])).toEqual([expect.stringMatching(/usual and the Jain wording/)]);
    expect(checkOwnMethod({ ...how, steps: ['Fry {jain:garlic/hing}.', 'Two.', 'Three.'] }, [1])).toEqual([]);
  });

  it('leaves a |~ ingredient out, or serves its |~sub substitute, only when the diet forbids it', () => {
    const jain = parseRestrictions(['Jain']);
    const veg = parseRestrictions(['Vegetarian']);
    const chole = resolveRecipes(jain, 0).find((r) => r.id === 'chole-roti')!;
    expect(chole.items.map((i) => i.food.id)).not.toContain('ifct:G017');
    expect(
      resolveRecipes(veg, 0)
        .find((r) => r.id === 'chole-roti')!
        .items.map((i) => i.food.id),
    ).toContain('ifct:G017');
    // Jain pav bhaji: raw banana for the potato; never for a diet that eats potato, whatever it steers away from.
    const pav = resolveRecipes(jain, 0).find((r) => r.id === 'pav-bhaji')!;
    expect(pav.items[0]!.food.id).toBe('ifct:D063');
    expect(pav.howTo.steps[0]).toMatch(/^Boil the raw banana/);
    for (const avoid of [0, 0xffff])
      expect(resolveRecipes(veg, avoid).find((r) => r.id === 'pav-bhaji')!.items[0]!.food.id).toBe(
        'ifct:F006',
      );
    // What the diet left out is not something the portions left out: a Jain chole serving every item it lists is
    // served as resolved, its name and Jain method untouched (meal-core.ts withoutUnservedIngredients).
    const all = (r: ResolvedRecipe): SizedMeal => ({
      slot: 'lunch',
      recipe: r,
      parts: r.items.map((i) => ({ food: i.food, grams: i.grams, role: i.role, bounds: null })),
      note: null,
    });
    expect(withoutUnservedIngredients([all(chole)])[0]!.recipe).toBe(chole);
    // The same dish without its roti is cut by the portions: its kneading step goes.
    const noRoti = all(chole);
    noRoti.parts = noRoti.parts.filter((p) => !/atta|wheat/i.test(p.food.name));
    expect(noRoti.parts.length).toBe(chole.items.length - 1);
    expect(withoutUnservedIngredients([noRoti])[0]!.recipe.howTo.steps.join(' ')).not.toMatch(/rotis/);
  });

  it('renders every dish for a non-Jain diet exactly as its definition without the Jain markup', () => {
    const diets = [
      [],
      ['Vegetarian'],
      ['Vegan'],
      ['eggetarian'],
      ['Gluten-Free'],
      ['Dairy-free'],
      ['Keto'],
      ['Halal'],
      ['Kosher'],
      ['Paleo'],
      ['Vegan', 'Gluten-Free', 'nut allergy'],
    ].map((d) => parseRestrictions(d));
    const marked = RECIPE_DEFS.filter(hasJainMarkup);
    expect(marked.length).toBeGreaterThanOrEqual(20);
    for (const def of marked) {
      const plain = withoutJainMarkup(def);
      for (const diet of diets)
        for (const avoid of [0, 0xffff]) {
          const a = resolveDefinition(def, diet, avoid);
          const b = resolveDefinition(plain, diet, avoid);
          expect(rendered(a), `${def.id} ${diet.recognised.join(',')}`).toBe(rendered(b));
          if (a?.methodWith && b?.methodWith) {
            const salt = new Map(
              (a.seasoning ?? []).map((s) => [s.index, { word: /salt/, amount: '1 g', name: 'salt' }]),
            );
            expect(rendered({ ...a, howTo: a.methodWith(salt) })).toBe(
              rendered({ ...b, howTo: b.methodWith(salt) }),
            );
          }
        }
    }
  });

  it('never names a Jain-forbidden food in a Jain dish, and keeps dishes made of one out', () => {
    for (const extra of [
      [],
      ['Vegan'],
      ['Gluten-Free'],
      ['Dairy-free'],
      ['Keto'],
      ['Vegan', 'Gluten-Free'],
    ]) {
      const diet = parseRestrictions(['Jain', ...extra]);
      const dishes = resolveRecipes(diet, 0);
      for (const r of dishes.filter((x) => hasJainMarkup(RECIPE_DEFS.find((d) => d.id === x.id)!)))
        for (const w of wordsOf(r)) expect(w, `${r.id} ${extra.join(',')}`).not.toMatch(JAIN_WORDS);
      // The pools the planner serves from hold only dishes whose every word is Jain.
      const { pools } = buildPools(diet, STEERING);
      for (const r of Object.values(pools).flat()) expect(textAllowed(wordsOf(r), diet), r.id).toBe(true);
      // A dish whose core is a root vegetable stays out.
      for (const id of ['aloo-paratha', 'aloo-gobi-dal', 'aloo-matar-roti', 'masala-dosa'])
        expect(
          pools.lunch.concat(pools.dinner, pools.breakfast).some((r) => r.id === id),
          id,
        ).toBe(false);
    }
  });

  it('gives a Jain vegetarian in each Indian region at least a week of distinct Indian mains', () => {
    const diet = parseRestrictions(['Vegetarian', 'Jain']);
    for (const region of ['north', 'south', 'west', 'east'] as const) {
      const { pools } = buildPools(diet, { ...STEERING, preferences: preferences(region) });
      const mains = new Set(
        [...pools.lunch, ...pools.dinner].filter((r) => r.cuisine === 'indian').map((r) => r.id),
      );
      expect(mains.size, region).toBeGreaterThanOrEqual(8);
    }
    // The west keeps its own: Gujarati, Rajasthani and Maharashtrian dishes, at least a week's worth.
    const west = buildPools(diet, { ...STEERING, preferences: preferences('west') }).pools;
    expect(new Set([...west.lunch, ...west.dinner].map((r) => r.id)).size).toBeGreaterThanOrEqual(12);
    expect([...west.lunch, ...west.dinner].every((r) => r.howTo.region === 'west')).toBe(true);
  });
});

function preferences(region: MealPreferences['region']): MealPreferences {
  return {
    cuisine: 'indian',
    region,
    mealsPerDay: null,
    dislikedFoods: [],
    allergies: [],
    budget: 'standard',
    cookingMinutes: null,
    proteinSupplements: false,
  };
}

describe('region narrowing of the mains', () => {
  // Lunch and dinner share most dishes: a region that leaves each slot four dishes may leave the week five.
  it('keeps lunch and dinner together at the week’s floor of distinct dishes, or widens to the other regions', () => {
    const bases = [[], ['Vegetarian'], ['Jain'], ['eggetarian'], ['Pescatarian']];
    const extras = [[], ['Vegan'], ['Gluten-Free'], ['Dairy-free'], ['Keto'], ['Halal'], ['Paleo']];
    const distinct = (p: Record<string, ResolvedRecipe[]>): number =>
      new Set([...p.lunch!, ...p.dinner!].map((r) => r.id)).size;
    const short: string[] = [];
    for (const base of bases)
      for (const extra of extras) {
        const diet = parseRestrictions([...base, ...extra]);
        const indian = distinct(buildPools(diet, { ...STEERING, preferences: preferences(null) }).pools);
        for (const region of ['north', 'south', 'west', 'east'] as const) {
          const { pools, relaxed } = buildPools(diet, { ...STEERING, preferences: preferences(region) });
          const n = distinct(pools);
          if (n < Math.min(8, indian))
            short.push(`${[...base, ...extra].join('+')} ${region}: ${n} of ${indian}`);
          // Widened: the plan says the region could not be kept.
          const others = [...pools.lunch, ...pools.dinner].some(
            (r) => r.cuisine === 'indian' && r.howTo.region !== region,
          );
          if (others && !relaxed.includes('region')) short.push(`${region} widened without saying so`);
        }
      }
    expect(short).toEqual([]);
  });
});
