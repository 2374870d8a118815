/**
 * The energy-dense, low-saturated-fat dishes and quick dinners (recipes-energy-dense.ts, issue 30 item 2): each fits
 * the diets it is served in, keeps its core, and its method names only the foods it serves.
 */
import { describe, expect, it } from 'vitest';
import type { Meal } from '@common/plan';
import { TAG_BIT } from '../data/foods/food-table';
import { ENERGY_DENSE_RECIPES } from '../data/recipes/recipes-energy-dense';
import { MEAL_TUNING } from '../guidelines';
import { mealMismatches } from '../plan/method-check';
import { dishMinutes } from './batch-cooking';
import { JAIN_WORDS, parseRestrictions } from './diet-rules';
import { buildPools } from './meal-pools';
import type { MealSteering } from './meal-types';
import { resolveRecipes, type ResolvedRecipe } from './recipes';
import type { StatedAmount } from './recipe-method';
import { statedAmount } from './seasoning';

const IDS = new Set(ENERGY_DENSE_RECIPES.map((r) => r.id));
const ANIMAL =
  TAG_BIT.meat |
  TAG_BIT.poultry |
  TAG_BIT.fish |
  TAG_BIT.shellfish |
  TAG_BIT.egg |
  TAG_BIT.dairy |
  TAG_BIT.honey;
const PALEO = TAG_BIT.grain | TAG_BIT.legume | TAG_BIT.dairy | TAG_BIT['added-sugar'];
const STEERING: MealSteering = {
  avoidTraits: 0,
  boostTraits: 0,
  avoidTags: 0,
  glucoseSpread: false,
  ironWithVitC: false,
  b12Fortified: false,
  noHighPotassiumTopUps: false,
};

const dishes = (diet: string[]): ResolvedRecipe[] =>
  resolveRecipes(parseRestrictions(diet), 0).filter((r) => IDS.has(r.id));

/**
 * The dish as a plan meal, for the plan-level method check (method-check.ts reads names and text only): with no
 * seasoning served, or with every seasoning served at its recipe grams and stated as seasoning.ts states it.
 */
function asMeal(r: ResolvedRecipe, seasoned: boolean): Meal {
  const seasoning = seasoned ? (r.seasoning ?? []) : [];
  const amounts = new Map<number, StatedAmount>(
    seasoning.map((s) => {
      const name = /^salt$/i.test(s.food.name) ? 'salt' : s.food.name.split(' (')[0]!.toLowerCase();
      return [
        s.index,
        { word: new RegExp(`\\b${name}\\b`, 'i'), name, amount: statedAmount(s.food, s.grams) },
      ];
    }),
  );
  const howTo = r.methodWith ? r.methodWith(amounts) : r.howTo;
  return {
    slot: r.slots[0] ?? 'lunch',
    name: r.name,
    recipeId: r.id,
    cuisine: r.cuisine,
    note: null,
    howTo,
    items: [...r.items, ...seasoning].map((i) => ({ name: i.food.name, grams: i.grams })),
    totals: {},
  } as unknown as Meal;
}

/** Whether the dish's low-saturated-fat claim holds: under 10 % of its energy (WHO 2023 saturated fat guideline). */
const satShare = (r: ResolvedRecipe): number => (r.saturatedFatG * 9) / r.kcal;

describe('energy-dense dishes and quick dinners', () => {
  it('are served to keto, paleo, vegan, Jain and their combinations, in the slots that missed energy', () => {
    const keto = buildPools(parseRestrictions(['Keto']), STEERING).pools;
    const ketoVegan = buildPools(parseRestrictions(['Keto', 'Vegan']), STEERING).pools;
    const paleoVegan = buildPools(parseRestrictions(['Paleo', 'Vegan']), STEERING).pools;
    const jainKeto = buildPools(parseRestrictions(['Jain', 'Keto']), STEERING).pools;
    const ours = (pool: ResolvedRecipe[]): number => pool.filter((r) => IDS.has(r.id)).length;
    for (const pools of [keto, ketoVegan, jainKeto]) {
      expect(ours(pools.lunch)).toBeGreaterThanOrEqual(3);
      expect(ours(pools.dinner)).toBeGreaterThanOrEqual(3);
    }
    expect(ours(paleoVegan.lunch)).toBeGreaterThanOrEqual(2);
    expect(ours(paleoVegan.breakfast)).toBeGreaterThanOrEqual(1);
  });

  it('keep keto dishes under the keto carbohydrate share and the low-fat-claim dishes under 10 % saturated fat', () => {
    for (const r of dishes(['Keto'])) {
      const ketoShare = (r.carbsG * 4) / r.kcal;
      if (ketoShare <= MEAL_TUNING.ketoRecipeCarbShare) expect(satShare(r), r.id).toBeLessThan(0.14);
    }
    const keto = dishes(['Keto']).filter((r) => (r.carbsG * 4) / r.kcal <= MEAL_TUNING.ketoRecipeCarbShare);
    expect(keto.length).toBeGreaterThanOrEqual(9);
    for (const r of dishes(['Vegan'])) expect(satShare(r), r.id).toBeLessThan(0.1);
  });

  it('fit every diet they resolve for: vegan (no animal food), paleo (no grain, legume, dairy, sugar), Jain (no root, bulb, mushroom, honey, in foods or words)', () => {
    for (const r of dishes(['Vegan'])) expect(r.containsMask & ANIMAL, r.id).toBe(0);
    for (const r of dishes(['Paleo'])) expect(r.containsMask & PALEO, r.id).toBe(0);
    for (const r of dishes(['Paleo', 'Vegan'])) expect(r.containsMask & (PALEO | ANIMAL), r.id).toBe(0);
    const jain = dishes(['Jain']);
    expect(jain.length).toBeGreaterThanOrEqual(8);
    for (const r of jain) {
      for (const text of [r.name, ...r.howTo.steps, r.howTo.serving, ...r.items.map((i) => i.food.name)])
        expect(text, r.id).not.toMatch(JAIN_WORDS);
    }
  });

  it('keep their core (what the name promises) and name only the foods they serve, in every diet', () => {
    for (const diet of [
      [],
      ['Keto'],
      ['Vegan'],
      ['Paleo', 'Vegan'],
      ['Jain', 'Keto'],
      ['nut allergy'],
      ['Halal', 'Kosher'],
    ]) {
      for (const r of dishes(diet)) {
        expect(
          r.items.some((i) => i.core),
          `${r.id} ${diet.join('+')}`,
        ).toBe(true);
        for (const seasoned of [false, true])
          expect(mealMismatches(asMeal(r, seasoned)), `${r.id} ${diet.join('+')}`).toEqual([]);
      }
    }
    // The nut-free version is named for what it serves.
    const nutFree = dishes(['nut allergy']);
    for (const r of nutFree) expect(r.name, r.id).not.toMatch(/walnut|almond/i);
  });

  it('adds quick dinners (20 minutes or less) in both cuisines, Indian vegetarian and Jain among them', () => {
    const quick = (r: ResolvedRecipe): boolean => r.slots.includes('dinner') && dishMinutes(r.howTo) <= 20;
    const all = dishes([]).filter(quick);
    expect(all.filter((r) => r.cuisine === 'international').length).toBeGreaterThanOrEqual(5);
    expect(all.filter((r) => r.cuisine === 'indian').length).toBeGreaterThanOrEqual(4);
    expect(
      dishes(['Vegetarian']).filter((r) => quick(r) && r.cuisine === 'indian').length,
    ).toBeGreaterThanOrEqual(3);
    expect(dishes(['Jain']).filter((r) => quick(r) && r.cuisine === 'indian').length).toBeGreaterThanOrEqual(
      3,
    );
  });
});
