/**
 * Jain members' plans (issue 30), over generated members (fast-check): Jain alone or with vegan, gluten-free,
 * dairy-free or keto, every cuisine and Indian region. Each check reads only the plan: no meal's name, foods,
 * steps or serving note names a food Jain practice excludes (JAIN_WORDS), every catalogue dish keeps its core, and
 * the restrictions are listed once each. A west Indian Jain vegetarian (the member of the professional reading)
 * gets at least the week's floor of distinct lunch and dinner dishes and 12 over 28 days. ENGINE_JAIN_RUNS sets the
 * count (default 12); each check is shown to fail on a plan that breaks it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanContent } from '@common/plan';
import { foodById } from '../data/foods/food-table';
import { ingredientFoods } from '../data/recipes/recipe-types';
import { MEAL_PLANNING } from '../guidelines';
import { generatePlan, type EngineProfile } from '../plan/generate-plan';
import {
  INDIAN_REGIONS,
  MEAL_CUISINES,
  bodyArbs,
  preferences,
  profileOf,
} from '../../../test/generated-members';
import { JAIN_WORDS } from './diet-rules';
import { coreFlags } from './recipe-core';
import { RECIPE_DEFS } from './recipes';

const NOW = new Date('2026-03-02T08:00:00Z');
const RUNS = Number(process.env.ENGINE_JAIN_RUNS ?? 12);
const DEFS = new Map(RECIPE_DEFS.map((d) => [d.id, d]));

const planOf = (profile: EngineProfile, seed = 11): PlanContent =>
  generatePlan({ profile, biomarkers: [], planType: 'premium', now: NOW, seed }).content;

/** Every word of the plan's meals a Jain member reads that names a food Jain practice excludes. */
function jainWords(c: PlanContent): string[] {
  const out: string[] = [];
  for (const d of c.days)
    for (const m of d.meals)
      for (const w of [
        m.name,
        ...m.items.map((i) => i.name),
        ...(m.howTo ? [...m.howTo.steps, m.howTo.serving] : []),
      ])
        if (JAIN_WORDS.test(w)) out.push(`day ${d.day} ${m.name}: "${w}"`);
  return out;
}

/** Catalogue dishes served without one of the ingredients they are named for. */
function missingCores(c: PlanContent): string[] {
  const out: string[] = [];
  for (const d of c.days)
    for (const m of d.meals) {
      const def = m.recipeId ? DEFS.get(m.recipeId) : undefined;
      if (!def) continue;
      const flags = coreFlags(def.name, def.items);
      def.items.forEach(([foods], i) => {
        if (!flags[i]) return;
        const ids = new Set(ingredientFoods(foods).map((f) => foodById(f).id));
        if (!m.items.some((x) => ids.has(x.foodId) && x.grams > 0))
          out.push(`day ${d.day} ${m.name}: no ${foodById(ingredientFoods(foods)[0]!).name}`);
      });
    }
  return out;
}

/** Restriction labels listed twice, or a "No beef"/"No pork" beside a diet that already keeps meat out. */
function labelFaults(c: PlanContent): string[] {
  const listed = c.inputs.restrictions;
  const out = listed.filter((l, i) => listed.indexOf(l) !== i).map((l) => `twice: ${l}`);
  if (listed.some((l) => /^(Vegetarian|Vegan)/.test(l)))
    out.push(...listed.filter((l) => /^No (beef|pork)$/.test(l)).map((l) => `implied: ${l}`));
  return out;
}

/** Distinct catalogue lunch and dinner dishes in each week and over the whole plan. */
function variety(c: PlanContent): { weeks: number[]; month: number } {
  const mains = (days: PlanContent['days']): Set<string> =>
    new Set(
      days.flatMap((d) =>
        d.meals
          .filter((m) => (m.slot === 'lunch' || m.slot === 'dinner') && m.recipeId)
          .map((m) => m.recipeId!),
      ),
    );
  const weeks: number[] = [];
  for (let w = 0; w * 7 < c.days.length; w++) weeks.push(mains(c.days.slice(w * 7, w * 7 + 7)).size);
  return { weeks, month: mains(c.days).size };
}

const memberArb: fc.Arbitrary<EngineProfile> = fc
  .record({
    ...bodyArbs({ age: { min: 20, max: 75 }, height: { min: 150, max: 190 }, bmi: { min: 19, max: 32 } }),
    goal: fc.constantFrom('Weight Loss', 'Muscle Gain', 'General Fitness'),
    base: fc.constantFrom(['Jain'], ['Vegetarian', 'Jain']),
    extra: fc.constantFrom([], ['Vegan'], ['Gluten-Free'], ['Dairy-free'], ['Keto']),
    cuisine: fc.constantFrom(...MEAL_CUISINES),
    region: fc.constantFrom(null, ...INDIAN_REGIONS),
  })
  .map((x) =>
    profileOf(x, {
      activityLevel: 'light',
      fitnessGoals: [x.goal],
      dietaryRestrictions: [...x.base, ...x.extra],
      mealPreferences: preferences({ cuisine: x.cuisine, region: x.region }),
    }),
  );

/** The member of the professional reading: a 29-year-old Jain vegetarian woman, Indian food from the west. */
const WEST: EngineProfile = {
  age: 29,
  gender: 'female',
  height: 160,
  weight: 68,
  activityLevel: 'light',
  fitnessGoals: ['Weight Loss'],
  dietaryRestrictions: ['Vegetarian', 'Jain'],
  medicalConditions: [],
  medications: [],
  mealPreferences: preferences({ cuisine: 'indian', region: 'west' }),
};

describe('Jain members’ plans', () => {
  it('name no Jain-forbidden food, keep every dish’s core and list each restriction once', () => {
    fc.assert(
      fc.property(memberArb, (profile) => {
        const c = planOf(profile);
        expect([...jainWords(c), ...missingCores(c), ...labelFaults(c)].slice(0, 5)).toEqual([]);
      }),
      { numRuns: RUNS, seed: 30 },
    );
  });

  const west = planOf(WEST);

  it('give a west Indian Jain vegetarian a week of distinct mains and 12 over 28 days', () => {
    const v = variety(west);
    expect(v.weeks).toHaveLength(4);
    for (const n of v.weeks) expect(n).toBeGreaterThanOrEqual(MEAL_PLANNING.variety.weekMinMains);
    expect(v.month).toBeGreaterThanOrEqual(12);
    // Indian food of the member's region, the Jain way.
    const catalogue = west.days.flatMap((d) => d.meals).filter((m) => m.recipeId && DEFS.has(m.recipeId));
    expect(catalogue.every((m) => m.cuisine === 'indian')).toBe(true);
    expect(jainWords(west)).toEqual([]);
    expect(west.inputs.restrictions).toEqual([
      'Vegetarian (lacto-vegetarian: no meat, poultry, fish, shellfish, eggs, gelatin or animal-rennet cheese)',
      'Jain (no root vegetables, onion, garlic, mushrooms or honey)',
    ]);
    expect(west.warnings.some((w) => /limited-variety/.test(JSON.stringify(w)))).toBe(false);
  });

  it('fail a plan that breaks them', () => {
    const c = structuredClone(west);
    const meal = c.days[0]!.meals.find((m) => m.recipeId && DEFS.has(m.recipeId) && m.howTo)!;
    meal.howTo!.steps = [...meal.howTo!.steps, 'Fry the garlic.'];
    expect(jainWords(c)[0]).toMatch(/^day 1 .*"Fry the garlic\."/);
    const def = DEFS.get(meal.recipeId!)!;
    const flags = coreFlags(def.name, def.items);
    const core = new Set(
      def.items
        .filter((_, i) => flags[i])
        .flatMap(([foods]) => ingredientFoods(foods).map((f) => foodById(f).id)),
    );
    meal.items = meal.items.filter((i) => !core.has(i.foodId));
    expect(missingCores(c).length).toBeGreaterThan(0);
    c.inputs.restrictions = [...c.inputs.restrictions, c.inputs.restrictions[0]!, 'No beef'];
    expect(labelFaults(c)).toHaveLength(2);
    const week = c.days.slice(0, 7);
    for (const d of week)
      for (const m of d.meals) if (m.slot === 'lunch' || m.slot === 'dinner') m.recipeId = 'dal-dhokli';
    expect(variety(c).weeks[0]).toBe(1);
  });
});
