/**
 * Steady days under the saturated-fat share (issue 30 item 2), over generated members (fast-check, fixed seed): keto,
 * low-carb and paleo members with LDL ≥ 160 mg/dL, whose saturated fat is held under 7 % of the energy each day serves
 * (NCEP ATP III TLC). Most of their foods are fattier in saturated fat than that share, so what a day can serve depends
 * on its dishes: a short day swaps its short mains for dishes that carry energy within the share (dishReach), so most
 * days serve at least 3/4 of the plan's best day. Before, those days were left with tofu-and-lettuce menus the share
 * cut to 583–900 kcal beside 1,600 kcal days (the bench's keto member with heart disease: 10 of 28 days at 3/4 of the
 * best; 27 now). ENGINE_STEADY_RUNS sets the count (CI: 4).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanContent } from '@common/plan';
import { EVERYDAY_ACTIVITY, bodyArbs, preferences, profileOf } from '../../../test/generated-members';
import { generatePlan, type EngineProfile } from './generate-plan';

const NOW = new Date('2025-03-01T08:00:00Z');
const RUNS = Number(process.env.ENGINE_STEADY_RUNS ?? 4);

const memberArb = fc.record({
  ...bodyArbs({ age: { min: 25, max: 70 }, height: { min: 155, max: 190 }, bmi: { min: 20, max: 30 } }),
  activityLevel: fc.constantFrom(...EVERYDAY_ACTIVITY),
  diet: fc.constantFrom(['Keto'], ['Keto', 'Halal'], ['Dairy-Free', 'Keto'], ['Low-Carb'], ['Paleo']),
  mealsPerDay: fc.constantFrom(null, 2, 3),
  ldl: fc.integer({ min: 160, max: 185 }),
});

/** The share of days that serve at least 3/4 of the plan's best day's energy. */
export function steadyShare(c: PlanContent): number {
  const kcal = c.days.map((d) => d.meals.flatMap((m) => m.items).reduce((s, i) => s + i.kcal, 0));
  const best = Math.max(...kcal);
  return kcal.filter((k) => k >= 0.75 * best).length / Math.max(1, kcal.length);
}

describe('days steady under the saturated-fat share', () => {
  // 0.36 before the saturated-fat-aware reach; 0.68 once keto meals keep one oil of at most 20 g
  // (PORTION_BOUNDS.mealOilMaxG), which takes energy these days relied on: held at two thirds.
  it('the bench keto member with heart disease: 2 of 3 days serve 3/4 of the best day', () => {
    const c = generatePlan({
      profile: {
        age: 44,
        gender: 'male',
        height: 166,
        weight: 116,
        activityLevel: null,
        fitnessGoals: [],
        dietaryRestrictions: ['Keto'],
        medicalConditions: ['Heart Disease'],
        medications: ['Insulin glargine'],
        mealPreferences: preferences({
          region: 'south',
          mealsPerDay: 2,
          budget: 'economical',
          cookingMinutes: 45,
        }),
      },
      biomarkers: [
        { code: 'LDL', valueCanonical: 172, flag: null, clinicallyImportant: false, sampledAt: '2025-01-15' },
        {
          code: 'HBA1C',
          valueCanonical: 6.3,
          flag: null,
          clinicallyImportant: false,
          sampledAt: '2025-01-15',
        },
      ],
      planType: 'premium',
      now: NOW,
      seed: 32,
    }).content;
    expect(steadyShare(c)).toBeGreaterThanOrEqual(2 / 3);
  }, 60_000);

  it('over generated members, at least 3 of 5 days serve 3/4 of the best day', () => {
    fc.assert(
      fc.property(memberArb, (x) => {
        const profile: EngineProfile = profileOf(x, {
          activityLevel: x.activityLevel,
          fitnessGoals: ['General Fitness'],
          dietaryRestrictions: [...x.diet],
          ...(x.mealsPerDay === null ? {} : { mealPreferences: preferences({ mealsPerDay: x.mealsPerDay }) }),
        });
        const c = generatePlan({
          profile,
          biomarkers: [
            {
              code: 'LDL',
              valueCanonical: x.ldl,
              flag: null,
              clinicallyImportant: false,
              sampledAt: '2025-01-15',
            },
          ],
          planType: 'premium',
          now: NOW,
          seed: 30,
        }).content;
        // The 7 % ceiling applies (TLC), so the member is one this test is about.
        expect((9 * c.targets.saturatedFatMaxG) / c.targets.calories).toBeLessThan(0.08);
        expect(steadyShare(c)).toBeGreaterThanOrEqual(0.6);
      }),
      { numRuns: RUNS, seed: 30 },
    );
  }, 120_000);

  it('fails a plan whose days swing', () => {
    const c = {
      days: [1600, 600, 700, 1550].map((kcal) => ({ meals: [{ items: [{ kcal }] }] })),
    } as unknown as PlanContent;
    expect(steadyShare(c)).toBe(0.5);
  });
});
