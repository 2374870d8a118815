/**
 * Cooking time a day is a constraint (issue 30 item 4), over generated members (fast-check) with a 20, 30, 45 or
 * 90-minute limit beside every diet, meals a day and budget. Read from the plan alone, independently of the engine:
 * each day's cooking minutes (prep + cook of every dish it serves) are within the limit, or the plan names that day
 * in its cooking-time statement; a leftover lunch is yesterday's dinner as served (same dish, foods, grams and
 * nutrients, 0 minutes), that dinner says to cook double and to refrigerate the second half within 2 hours, the
 * week's grocery list says so, and each day's totals are the sum of what it serves. ENGINE_COOKING_RUNS sets the
 * count (CI: 12); each check is shown to fail on a plan that breaks it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanContent } from '@common/plan';
import { generatePlan, revisePlan, type EngineProfile } from '../plan/generate-plan';
import {
  EVERYDAY_ACTIVITY,
  FOOD_BUDGETS,
  MEALS_PER_DAY,
  MEAL_CUISINES,
  bodyArbs,
  preferences,
  profileOf,
} from '../../../test/generated-members';

const NOW = new Date('2026-03-02T08:00:00Z');
const RUNS = Number(process.env.ENGINE_COOKING_RUNS ?? 12);

type Day = PlanContent['days'][number];
type Meal = Day['meals'][number];

const memberArb: fc.Arbitrary<{ profile: EngineProfile; limit: number }> = fc
  .record({
    ...bodyArbs({ age: { min: 20, max: 75 }, height: { min: 150, max: 195 }, bmi: { min: 19, max: 34 } }),
    activityLevel: fc.constantFrom(...EVERYDAY_ACTIVITY),
    goal: fc.constantFrom('Weight Loss', 'Muscle Gain', 'General Fitness', 'Endurance'),
    restrictions: fc.subarray(['Vegetarian', 'Vegan', 'Jain', 'Keto', 'Gluten-Free', 'Halal'], {
      maxLength: 2,
    }),
    cuisine: fc.constantFrom(...MEAL_CUISINES),
    mealsPerDay: fc.constantFrom(...MEALS_PER_DAY),
    budget: fc.constantFrom(...FOOD_BUDGETS),
    limit: fc.constantFrom(20, 30, 45, 90),
  })
  .map((x) => ({
    limit: x.limit,
    profile: profileOf(x, {
      activityLevel: x.activityLevel,
      fitnessGoals: [x.goal],
      dietaryRestrictions: x.restrictions,
      mealPreferences: preferences({
        cuisine: x.cuisine,
        mealsPerDay: x.mealsPerDay,
        budget: x.budget,
        cookingMinutes: x.limit,
      }),
    }),
  }));

const minutesOf = (m: Meal): number => (m.howTo ? m.howTo.prepMin + m.howTo.cookMin : 0);

/** The days the plan's cooking-time statement names as over the limit ("every day", "day 3", "days 1, 4, 9"). */
function statedOver(c: PlanContent, limit: number): (day: number) => boolean {
  const s = c.assumptions.find((a) =>
    new RegExp(`^Cooking time: .* longer than your ${limit} minutes a day`).test(a),
  );
  if (!s) return () => false;
  const which = /^Cooking time: (every day|days? [\d, ]+?) takes? longer/.exec(s)?.[1] ?? '';
  if (which === 'every day') return () => true;
  const days = new Set(
    which
      .replace(/^days? /, '')
      .split(', ')
      .map(Number),
  );
  return (day) => days.has(day);
}

const itemsKey = (m: Meal): string =>
  m.items
    .map((i) => `${i.foodId}:${i.grams}`)
    .sort()
    .join(',');

/** Every way the plan breaks the member's cooking time or its leftovers, each as "check: detail". */
function cookingViolations(c: PlanContent, limit: number): string[] {
  const out: string[] = [];
  const stated = statedOver(c, limit);
  c.days.forEach((d, i) => {
    const total = d.meals.reduce((t, m) => t + minutesOf(m), 0);
    if (total > limit && !stated(d.day))
      out.push(`time: day ${d.day} takes ${total} min against ${limit}, unstated`);
    for (const k of ['kcal', 'proteinG'] as const) {
      const sum = d.meals.reduce((t, m) => t + m.totals[k], 0);
      if (Math.abs(sum - d.totals[k]) > d.meals.length)
        out.push(`totals: day ${d.day} ${k} ${d.totals[k]} ≠ ${sum}`);
    }
    const prev = c.days[i - 1];
    const next = c.days[i + 1];
    for (const m of d.meals) {
      if (m.batch?.role === 'leftover') {
        const cooked = prev?.meals.find((x) => x.slot === 'dinner');
        if (!prev || m.batch.day !== prev.day || !cooked) {
          out.push(`leftover: day ${d.day} ${m.name} has no dinner before it`);
          continue;
        }
        if (cooked.name !== m.name || cooked.recipeId !== m.recipeId || itemsKey(cooked) !== itemsKey(m))
          out.push(`leftover: day ${d.day} ${m.name} is not day ${prev.day}'s ${cooked.name} as served`);
        if (cooked.totals.kcal !== m.totals.kcal || cooked.totals.proteinG !== m.totals.proteinG)
          out.push(`leftover: day ${d.day} ${m.name} nutrients differ from the dinner's`);
        if (minutesOf(m) !== 0) out.push(`leftover: day ${d.day} ${m.name} takes ${minutesOf(m)} min`);
        if (!m.howTo?.steps.some((s) => /reheat/i.test(s) && /165 °F/.test(s)))
          out.push(`leftover: day ${d.day} ${m.name} has no safe reheating step`);
        if (cooked.batch?.role !== 'cook-double' || cooked.batch.day !== d.day)
          out.push(`leftover: day ${prev.day}'s ${cooked.name} is not marked cook-double`);
        if (
          !cooked.howTo?.steps.some((s) => /cook double/i.test(s) && /refrigerate .*within 2 hours/.test(s))
        )
          out.push(
            `leftover: day ${prev.day}'s ${cooked.name} method does not say cook double and refrigerate`,
          );
        const week = c.groceryList[Math.floor((prev.day - 1) / 7)];
        if (!week?.batchNote?.includes(String(prev.day)))
          out.push(`grocery: week of day ${prev.day} does not say its dinner is cooked double`);
      }
      if (m.batch?.role === 'cook-double' && !next?.meals.some((x) => x.batch?.role === 'leftover'))
        out.push(`cook-double: day ${d.day} ${m.name} has no leftover the next day`);
    }
  });
  return out;
}

const planOf = (profile: EngineProfile): PlanContent =>
  generatePlan({ profile, biomarkers: [], planType: 'premium', now: NOW, seed: 13 }).content;

describe('cooking time over generated members', () => {
  it("keeps each day within the member's cooking time or says which days are over, and leftovers consistent", () => {
    fc.assert(
      fc.property(memberArb, ({ profile, limit }) => {
        expect(cookingViolations(planOf(profile), limit).slice(0, 5)).toEqual([]);
      }),
      { numRuns: RUNS, seed: 30 },
    );
  });

  // A member with a 30-minute limit: the plan passes, batch-cooks, and each broken copy fails its own check.
  const limit = 30;
  const profile: EngineProfile = {
    age: 38,
    gender: 'male',
    height: 178,
    weight: 80,
    activityLevel: 'moderate',
    fitnessGoals: ['General Fitness'],
    dietaryRestrictions: [],
    medicalConditions: [],
    medications: [],
    mealPreferences: preferences({ cuisine: 'international', cookingMinutes: limit }),
  };
  const clean = planOf(profile);
  const at = clean.days.findIndex((d) => d.meals.some((m) => m.batch?.role === 'leftover'));
  const broken = (change: (c: PlanContent) => void): string[] => {
    const c = structuredClone(clean);
    change(c);
    return cookingViolations(c, limit);
  };
  const leftover = (c: PlanContent): Meal => c.days[at]!.meals.find((m) => m.batch?.role === 'leftover')!;
  const cooked = (c: PlanContent): Meal => c.days[at - 1]!.meals.find((m) => m.slot === 'dinner')!;

  it('passes a plan that keeps it, with leftovers', () => {
    expect(at).toBeGreaterThan(0);
    expect(cookingViolations(clean, limit)).toEqual([]);
  });

  it('fails a day over the time the plan does not name', () => {
    const v = broken((c) => {
      c.assumptions = c.assumptions.filter((a) => !a.startsWith('Cooking time:'));
      const m = c.days[0]!.meals[0]!;
      m.howTo = { ...m.howTo!, cookMin: 60 };
    });
    expect(v.some((x) => x.startsWith('time:'))).toBe(true);
  });

  it('fails a leftover served at other grams, with cooking time, or without its cook-double dinner', () => {
    expect(
      broken((c) => {
        leftover(c).items[0]!.grams += 40;
      }).some((x) => x.includes('as served')),
    ).toBe(true);
    expect(
      broken((c) => {
        leftover(c).howTo!.cookMin = 15;
      }).some((x) => x.includes('takes 15 min')),
    ).toBe(true);
    expect(
      broken((c) => {
        delete cooked(c).batch;
        cooked(c).howTo!.steps.pop();
      }).filter((x) => x.startsWith('leftover:')),
    ).toHaveLength(2);
    expect(
      broken((c) => {
        delete c.groceryList[Math.floor(at / 7)]!.batchNote;
        for (const w of c.groceryList) delete w.batchNote;
      }).some((x) => x.startsWith('grocery:')),
    ).toBe(true);
  });

  it('a check-in re-plan from day 8 numbers its leftovers, over days and grocery weeks by plan day', () => {
    const input = { profile, biomarkers: [], planType: 'premium' as const, now: NOW, seed: 13 };
    const plan = generatePlan(input);
    const revised = revisePlan({
      ...input,
      seed: 14,
      calorieTargetKcal: plan.content.targets.calories - 200,
      current: plan.content,
      currentSummary: plan.summary,
      fromDay: 8,
      progressions: [],
    }).content;
    expect(revised.days.slice(7).some((d) => d.meals.some((m) => m.batch?.role === 'leftover'))).toBe(true);
    expect(cookingViolations(revised, limit)).toEqual([]);
  });

  it('fails day totals that are not the sum of the meals served', () => {
    const v = broken((c) => {
      c.days[at]!.totals.kcal += 300;
    });
    expect(v.some((x) => x.startsWith('totals:'))).toBe(true);
  });
});
