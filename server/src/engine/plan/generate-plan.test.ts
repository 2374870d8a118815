import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import { planContentSchema } from '@common/plan';
import { generatePlan } from './generate-plan';

const NOW = new Date('2025-05-10T18:45:00Z');
const biomarkers: BiomarkerInput[] = [
  { code: 'LDL', valueCanonical: 172, flag: 'high', clinicallyImportant: false, sampledAt: '2025-04-28' },
  { code: 'HBA1C', valueCanonical: 6.1, flag: 'high', clinicallyImportant: false, sampledAt: '2025-04-28' },
];

describe('generatePlan', () => {
  it('works with no profile at all, stating its assumptions', () => {
    const plan = generatePlan({ profile: null, biomarkers: [], planType: 'free', now: NOW, seed: 0 });
    expect(() => planContentSchema.parse(plan.content)).not.toThrow();
    expect(plan.content.assumptions.join(' ')).toMatch(/Age not given/);
    expect(plan.confidenceScore).toBeLessThan(20);
    expect(plan.warnings.length).toBeGreaterThan(0);
  });

  it('returns the plan shape the API stores', () => {
    const plan = generatePlan({
      profile: {
        age: 41,
        gender: 'male',
        height: 176,
        weight: 84,
        activityLevel: 'light',
        fitnessGoals: ['Weight Loss'],
        dietaryRestrictions: ['Vegetarian'],
      },
      biomarkers,
      planType: 'doctor_verified',
      now: NOW,
      seed: 99,
    });
    expect(plan.planType).toBe('doctor_verified');
    expect(plan.reviewStatus).toBe('pending');
    expect(plan.doctorVerified).toBe(false);
    expect(plan.durationDays).toBe(28);
    expect(plan.startsAt).toBe(NOW.toISOString());
    expect(plan.expiresAt).toBe('2025-06-07T18:45:00.000Z');
    expect(plan.summary).toMatch(/^Doctor Verified 28-day plan for weight loss: \d+ kcal a day/);
    expect(plan.content.days[0]?.date).toBe('2025-05-10');
    expect(plan.content.days[27]?.date).toBe('2025-06-06');
    expect(plan.content.inputs.biomarkersUsed.sort()).toEqual(['HBA1C', 'LDL']);
  });

  it('the summary says what the days serve when it is not the energy it states (issue 30)', () => {
    const mean = (p: ReturnType<typeof generatePlan>) =>
      p.content.days.reduce((s, d) => s + d.totals.kcal, 0) / p.content.days.length;
    // Keto and halal on two meals a day at ~4,000 kcal: portions people eat cannot serve it.
    const short = generatePlan({
      profile: {
        age: 30,
        gender: 'male',
        height: 180,
        weight: 95,
        activityLevel: 'very_active',
        fitnessGoals: ['Muscle Gain'],
        dietaryRestrictions: ['Keto', 'Halal'],
        mealPreferences: {
          cuisine: 'mixed',
          region: null,
          mealsPerDay: 2,
          dislikedFoods: [],
          allergies: [],
          budget: 'standard',
          cookingMinutes: null,
          proteinSupplements: false,
        },
      },
      biomarkers: [],
      planType: 'free',
      now: NOW,
      seed: 3,
    });
    const served = Math.round(mean(short) / 10) * 10;
    expect(Math.abs(served - short.content.targets.calories)).toBeGreaterThan(
      0.05 * short.content.targets.calories,
    );
    expect(short.summary).toContain(`; the menu serves about ${served} kcal a day: see the safety notes)`);
    // A plan whose days serve its energy says nothing more.
    const onTarget = generatePlan({
      profile: {
        age: 30,
        gender: 'male',
        height: 180,
        weight: 80,
        activityLevel: 'moderate',
        fitnessGoals: ['Weight Loss'],
      },
      biomarkers: [],
      planType: 'premium',
      now: NOW,
      seed: 3,
    });
    expect(Math.abs(mean(onTarget) - onTarget.content.targets.calories)).toBeLessThan(
      0.05 * onTarget.content.targets.calories,
    );
    expect(onTarget.summary).not.toMatch(/menu serves/);
  });

  it('gives every target and recommendation a one-line reason with a source', () => {
    const plan = generatePlan({
      profile: { age: 41, gender: 'male', height: 176, weight: 84, activityLevel: 'light' },
      biomarkers,
      planType: 'premium',
      now: NOW,
      seed: 1,
    });
    const texts = plan.content.rationale.map((r) => r.text);
    expect(texts).toContain(
      `LDL cholesterol 172 mg/dL (high) (≥ 160) → saturated fat < 7 % of energy: at most ${plan.content.targets.saturatedFatMaxG} g every day (a hard limit)`,
    );
    for (const topic of ['energy', 'macros', 'hydration', 'meals', 'biomarkers', 'training'] as const) {
      expect(
        plan.content.rationale.some((r) => r.topic === topic),
        topic,
      ).toBe(true);
    }
    for (const r of plan.content.rationale) expect(r.source.length).toBeGreaterThan(5);
  });

  it('applies safety limits from results on file to free plans too; premium also personalises by them', () => {
    // Issue 15: a free plan that ignored LDL 172 gave a saturated-fat ceiling the member's own results rule out.
    const free = generatePlan({ profile: null, biomarkers, planType: 'free', now: NOW, seed: 1 });
    const premium = generatePlan({ profile: null, biomarkers, planType: 'premium', now: NOW, seed: 1 });
    const share = (p: typeof free): number =>
      (p.content.targets.saturatedFatMaxG * 9) / p.content.targets.calories;
    expect(share(free)).toBeLessThan(0.07);
    expect(share(premium)).toBeLessThan(0.07);
    expect(free.content.assumptions.join(' ')).toMatch(/set the safety limits/);
    expect(free.content.supplements).toEqual([]);
    expect(free.content.days).toHaveLength(7);
    expect(premium.content.days).toHaveLength(28);
  });

  it('rejects an unknown plan type and an invalid date', () => {
    expect(() =>
      generatePlan({ profile: null, biomarkers: [], planType: 'gold' as never, now: NOW, seed: 1 }),
    ).toThrow(/plan type/);
    expect(() =>
      generatePlan({ profile: null, biomarkers: [], planType: 'free', now: new Date('x'), seed: 1 }),
    ).toThrow(/now/);
  });
});
