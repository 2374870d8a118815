/**
 * Generated members (every diet and some combinations, Jain, MAOI, allergies, sodium-limited conditions, lithium) through full
 * plans, checked from what the member reads and the foods served: salt stated in grams in the method of every
 * salted dish, the day's sodium computed from the served foods (salt included) within the limit, no method word
 * for a seasoning or condiment that is not served, and no word the member's rules forbid. The word lists are the
 * test's own, not the engine's. Each check is first shown to fail on a plan that breaks it.
 * Seeded; METHOD_PROPERTY_RUNS (default 10) sets the count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanContent } from '@common/plan';
import { FOODS } from '../data/foods/food-table';
import { generatePlan, type EngineProfile } from './generate-plan';
import { methodMismatches } from './method-check';

const NOW = new Date('2025-06-15T09:30:00Z');
const RUNS = Number(process.env.METHOD_PROPERTY_RUNS ?? 10);
const SEED = Number(process.env.METHOD_PROPERTY_SEED ?? 3030);

/** A Jain cook's list and the phenelzine label's condiments (written here, not imported from the engine). */
const JAIN = /\b(garlic|onions?|ginger|potato(es)?|aloo|mushrooms?|honey|carrots?|beetroot|radish|mooli)\b/i;
const MAOI =
  /\b(fish sauce|soy sauce|tamari|miso|gochujang|doenjang|chil+i bean paste|yeast extract|kimchi)\b/i;

/** Allergen names a member reads in English and Indian usage (EU FIC Annex II; FSSAI labelling 2020). */
const ALLERGIES: readonly [line: string, words: RegExp][] = [
  ['sesame allergy', /\b(sesame|gingelly|til|tahini)\b/i],
  ['groundnut allergy', /\b(peanuts?|groundnuts?)\b/i],
  ['prawn allergy', /\b(prawns?|shrimps?|crabs?|lobsters?)\b/i],
  [
    'milk allergy',
    /(?<!(?:coconut|almond|soy|oat|rice|cashew|peanut|cocoa) )\b(ghee|paneer|curd|khoa|whey|milk|cheese|butter|yogh?urt|cream)\b/i,
  ],
];

const DIETS = [
  [],
  ['vegetarian'],
  ['vegan'],
  ['eggetarian'],
  ['jain'],
  ['keto'],
  ['low carb'],
  ['paleo'],
  ['halal'],
  ['kosher'],
  ['gluten-free'],
  ['dairy-free'],
  ['vegan', 'gluten-free'],
  ['jain', 'gluten-free'],
];
const CONDITIONS = [[], ['hypertension'], ['chronic kidney disease'], ['heart failure'], ['kidney stones']];

interface Member {
  profile: EngineProfile;
  forbidden: RegExp[];
}

const memberArb: fc.Arbitrary<Member> = fc
  .record({
    diet: fc.constantFrom(...DIETS),
    conditions: fc.constantFrom(...CONDITIONS),
    maoi: fc.boolean(),
    allergy: fc.option(fc.constantFrom(...ALLERGIES), { nil: null }),
    lithium: fc.boolean(),
    sex: fc.constantFrom('female', 'male'),
    goal: fc.constantFrom('Weight Loss', 'General Fitness', 'Muscle Gain'),
  })
  .map((r) => ({
    profile: {
      age: 52,
      gender: r.sex,
      height: r.sex === 'female' ? 160 : 174,
      weight: r.sex === 'female' ? 66 : 80,
      activityLevel: 'light',
      fitnessGoals: [r.goal],
      dietaryRestrictions: r.diet,
      medicalConditions: [...r.conditions, ...(r.allergy ? [r.allergy[0]] : [])],
      medications: [...(r.maoi ? ['phenelzine 15mg'] : []), ...(r.lithium ? ['lithium 400mg'] : [])],
    },
    forbidden: [
      ...(r.diet.includes('jain') ? [JAIN] : []),
      ...(r.maoi ? [MAOI] : []),
      ...(r.allergy ? [r.allergy[1]] : []),
    ],
  }));

const plan = (profile: EngineProfile, seed: number): PlanContent =>
  generatePlan({ profile, biomarkers: [], planType: 'premium', now: NOW, seed }).content;

/** The day's sodium from the served foods and their grams (salt and condiments are served foods). */
const daySodium = (d: PlanContent['days'][number]): number =>
  d.meals
    .flatMap((m) => m.items)
    .reduce((t, i) => t + ((FOODS.get(i.foodId)?.sodiumMg ?? 0) * i.grams) / 100, 0);

function sodiumOverLimit(c: PlanContent): string[] {
  const limit = c.targets.limits?.sodiumMaxMg ?? null;
  if (limit === null) return [];
  return c.days
    .filter((d) => daySodium(d) > limit)
    .map((d) => `day ${d.day}: ${Math.round(daySodium(d))} mg`);
}

/** Catalogue dishes that season with salt state it: at least one served meal a day carries salt by weight. */
function saltUncounted(c: PlanContent): string[] {
  return c.days
    .filter((d) => d.meals.some((m) => m.items.some((i) => i.name === 'Salt')))
    .filter((d) => Math.abs(daySodium(d) - (d.totals.sodiumMg ?? 0)) > 5)
    .map((d) => `day ${d.day}: totals ${d.totals.sodiumMg} mg, foods ${Math.round(daySodium(d))} mg`);
}

function violations(m: Member, c: PlanContent): string[] {
  return [
    ...methodMismatches(c, m.forbidden, true).map((x) => `day ${x.day} ${x.meal}: ${x.problem}`),
    ...sodiumOverLimit(c),
    ...saltUncounted(c),
  ];
}

describe('salt, condiments and method words over generated members (plan text and foods)', () => {
  const base = plan({ age: 50, gender: 'male', medicalConditions: ['hypertension'] }, 1);
  const salted = base.days[0]!.meals.find((m) => m.items.some((i) => i.name === 'Salt'))!;
  const withMeal = (meal: typeof salted): PlanContent => ({
    ...base,
    days: [{ ...base.days[0]!, meals: [meal], totals: meal.totals }],
  });
  const member: Member = { profile: {}, forbidden: [] };
  const jainMaoi: Member = { profile: {}, forbidden: [JAIN, MAOI] };

  it('every check fails on a plan that breaks it', () => {
    expect(salted).toBeDefined();
    expect(violations(member, withMeal(salted))).toEqual([]);
    // Salt served but its grams are not in the method.
    const unstated = {
      ...salted,
      howTo: {
        ...salted.howTo!,
        steps: salted.howTo!.steps.map((s) => s.replace(/ \([^)]*\d g\)/g, '')),
      },
    };
    expect(violations(member, withMeal(unstated)).join()).toMatch(/salt served, no amount/);
    // Grams stated differ from grams served.
    const wrong = { ...salted, items: salted.items.map((i) => (i.name === 'Salt' ? { ...i, grams: 3 } : i)) };
    expect(violations(member, withMeal(wrong)).join()).toMatch(/method says/);
    // The method names salt (or a condiment) that is not served.
    // Salt named a second time with no amount: reads as more salt than the grams stated.
    const again = { ...salted, howTo: { ...salted.howTo!, serving: 'Season the dish with salt.' } };
    expect(violations(member, withMeal(again)).join()).toMatch(/salt named again with no amount/);
    const unserved = { ...salted, items: salted.items.filter((i) => i.name !== 'Salt') };
    expect(violations(member, withMeal(unserved)).join()).toMatch(/names "salt", not served/);
    const condiment = { ...salted, howTo: { ...salted.howTo!, serving: 'Serve with a little pickle.' } };
    expect(violations(member, withMeal(condiment)).join()).toMatch(/names "pickle"/);
    // Jain and MAOI words, on a plain dish that is clean until its method says them.
    const plain = {
      ...salted,
      name: 'Plain rice',
      items: [],
      howTo: { ...salted.howTo!, steps: ['Boil the rice.'], serving: 'Serve hot.' },
    };
    expect(violations(jainMaoi, withMeal(plain))).toEqual([]);
    const said = (serving: string) => withMeal({ ...plain, howTo: { ...plain.howTo, serving } });
    expect(violations(jainMaoi, said('Fry the garlic.')).join()).toMatch(/forbidden word "garlic"/);
    expect(violations(jainMaoi, said('Add a mushroom.')).join()).toMatch(/forbidden word "mushroom"/);
    expect(violations(jainMaoi, said('Add fish sauce.')).join()).toMatch(/forbidden word "fish sauce"/);
    expect(violations(member, said('Add soy sauce.')).join()).toMatch(/names "soy sauce", not served/);
    // The day's sodium over the limit once 10 g more salt is served; totals that leave the salt out.
    const salty = {
      ...salted,
      items: salted.items.map((i) => (i.name === 'Salt' ? { ...i, grams: i.grams + 10 } : i)),
    };
    expect(sodiumOverLimit(withMeal(salty))).not.toEqual([]);
    const uncounted = withMeal(salted);
    uncounted.days[0] = { ...uncounted.days[0]!, totals: { ...uncounted.days[0]!.totals, sodiumMg: 0 } };
    expect(saltUncounted(uncounted)).not.toEqual([]);
  });

  it('salts every salted dish in grams, keeps sodium limits and names only served seasonings', () => {
    fc.assert(
      fc.property(memberArb, fc.integer({ min: 1, max: 1_000 }), (m, seed) => {
        const c = plan(m.profile, seed);
        expect(violations(m, c)).toEqual([]);
        // Salt is part of the menu unless a sodium limit leaves no room; lithium lifts the limit (steady salt).
        const saltDays = c.days.filter((d) => d.meals.some((x) => x.items.some((i) => i.name === 'Salt')));
        if ((c.targets.limits?.sodiumMaxMg ?? null) === null) expect(saltDays.length).toBe(c.days.length);
        // Lithium: no new ceiling from hypertension or stones (BNF: keep salt steady), so salt is served daily.
        const lithium = m.profile.medications?.some((x) => /lithium/.test(x)) ?? false;
        const soft = m.profile.medicalConditions?.every((x) => /hypertension|stones|allergy/.test(x)) ?? true;
        if (lithium && soft) expect(saltDays.length).toBe(c.days.length);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
