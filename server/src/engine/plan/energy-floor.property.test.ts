/**
 * The plan's calorie floor (1,200 kcal for women, 1,500 for men; targets.energy.floorKcal) is a floor for the food
 * served, not only for the target: generated members whose target sits at it (sedentary weight loss, every
 * restrictive diet and combination, 2–5 meals a day) get days at or above it, and a day that is still under it is
 * said in the plan's warnings with the count and the least served. Counted from the meals served. Each check is first
 * shown to fail on a plan that breaks it. Seeded; FLOOR_PROPERTY_RUNS (default 12) sets the count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanContent } from '@common/plan';
import { preferences } from '../../../test/generated-members';
import { generatePlan, type EngineProfile } from './generate-plan';

const NOW = new Date('2025-06-15T09:30:00Z');
const RUNS = Number(process.env.FLOOR_PROPERTY_RUNS ?? 12);
const SEED = Number(process.env.FLOOR_PROPERTY_SEED ?? 1200);

const DIETS = [
  [],
  ['keto'],
  ['paleo'],
  ['keto', 'vegan'],
  ['keto', 'halal'],
  ['paleo', 'halal'],
  ['keto', 'vegetarian'],
  ['keto', 'jain'],
  ['low carb', 'kosher'],
];

const memberArb: fc.Arbitrary<EngineProfile> = fc
  .record({
    sex: fc.constantFrom('female', 'male'),
    weight: fc.integer({ min: 48, max: 110 }),
    age: fc.integer({ min: 25, max: 75 }),
    diet: fc.constantFrom(...DIETS),
    meals: fc.integer({ min: 2, max: 5 }),
  })
  .map((r) => ({
    age: r.age,
    gender: r.sex,
    height: r.sex === 'female' ? 158 : 172,
    weight: r.weight,
    activityLevel: 'sedentary',
    fitnessGoals: ['Weight Loss'],
    dietaryRestrictions: r.diet,
    mealPreferences: preferences({ mealsPerDay: r.meals }),
  }));

const plan = (profile: EngineProfile, seed: number): PlanContent =>
  generatePlan({ profile, biomarkers: [], planType: 'premium', now: NOW, seed }).content;

const served = (d: PlanContent['days'][number]): number =>
  Math.round(d.meals.reduce((t, m) => t + m.totals.kcal, 0));

/** Printed totals and the sum of the meals' own totals differ by rounding. */
const ROUNDING_KCAL = 2;

/** Days under the floor that the warnings do not state (their count and the least served, to rounding). */
function unsaidUnderFloor(c: PlanContent): string[] {
  const floor = c.targets.energy.floorKcal;
  const under = c.days.filter((d) => served(d) < floor - ROUNDING_KCAL);
  if (under.length === 0) return [];
  const least = Math.min(...under.map(served));
  const said = c.warnings.some((w) => {
    const m = /On (\d+) day\(s\) the menu serves less than the ([\d,]+) kcal.*the least ([\d,]+) kcal/.exec(
      w.message,
    );
    const n = (x: string | undefined): number => Number((x ?? '').replace(/,/g, ''));
    return (
      m !== null &&
      n(m[2]) === floor &&
      n(m[1]) >= under.length &&
      n(m[1]) <= c.days.filter((d) => served(d) < floor + ROUNDING_KCAL).length &&
      Math.abs(n(m[3]) - least) <= ROUNDING_KCAL
    );
  });
  return said ? [] : under.map((d) => `day ${d.day}: ${served(d)} kcal under ${floor}, not said`);
}

describe('the calorie floor holds for the food served, over generated members at the floor', () => {
  const base = plan(
    {
      age: 40,
      gender: 'female',
      height: 158,
      weight: 60,
      activityLevel: 'sedentary',
      fitnessGoals: ['Weight Loss'],
    },
    1,
  );

  it('every check fails on a plan that breaks it', () => {
    expect(base.targets.calories).toBe(base.targets.energy.floorKcal);
    expect(unsaidUnderFloor(base)).toEqual([]);
    // Two days served at 90 % of what they were, with no warning saying so.
    const short: PlanContent = {
      ...base,
      days: base.days.map((d, i) =>
        i < 2
          ? {
              ...d,
              meals: d.meals.map((m) => ({ ...m, totals: { ...m.totals, kcal: m.totals.kcal * 0.9 } })),
            }
          : d,
      ),
    };
    expect(unsaidUnderFloor(short)).toHaveLength(2);
  });

  it('says nothing of the floor when a clinician set the target under it', () => {
    // A Doctor Verified clinician's 1,100 kcal for a woman whose floor is 1,200: the days aim at 1,100 as asked, and
    // a warning that every day is "less than the 1,200 kcal this plan never goes under" would contradict them.
    const c = generatePlan({
      profile: { age: 40, gender: 'female', height: 158, weight: 60, activityLevel: 'sedentary' },
      biomarkers: [],
      planType: 'doctor_verified',
      now: NOW,
      seed: 1,
      overrides: { calorieTargetKcal: 1_100 },
    }).content;
    expect(c.targets.calories).toBe(1_100);
    expect(c.targets.energy.floorKcal).toBe(1_200);
    expect(c.days.filter((d) => served(d) < 1_200).length).toBeGreaterThan(0);
    expect(
      c.warnings.map((w) => w.message).filter((m) => /serves less than the [\d,]+ kcal/.test(m)),
    ).toEqual([]);
  });

  it('serves every day at or above the floor, or says which days do not', () => {
    let days = 0;
    let under = 0;
    fc.assert(
      fc.property(memberArb, fc.integer({ min: 1, max: 1_000 }), (profile, seed) => {
        const c = plan(profile, seed);
        expect(unsaidUnderFloor(c)).toEqual([]);
        days += c.days.length;
        under += c.days.filter((d) => served(d) < c.targets.energy.floorKcal).length;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // Said is the exception: the menu reaches the floor on nearly every day (old engine: see the commit).
    console.info(`energy floor: ${under} of ${days} days under`);
    expect(under / days).toBeLessThan(0.03);
  });
});
