/**
 * Meal patterns a condition sets, checked from what the plan serves and says (server/test/meal-pattern-checks.ts):
 * gestational diabetes, Ramadan fasting and an eating-disorder history.
 */
import { describe, expect, it } from 'vitest';
import { generatePlan, type EngineProfile } from '../../plan/generate-plan';
import {
  AMOUNT,
  checkGdm,
  checkNoNumbers,
  checkRamadan,
  GDM_DAY_CARB_MIN,
} from '../../../../test/meal-pattern-checks';

const NOW = new Date('2025-06-15T09:30:00Z');
const BASE: EngineProfile = {
  age: 31,
  gender: 'female',
  height: 160,
  weight: 64,
  activityLevel: 'light',
  fitnessGoals: ['General Fitness'],
};
const plan = (profile: EngineProfile, seed = 7) =>
  generatePlan({ profile: { ...BASE, ...profile }, biomarkers: [], planType: 'premium', now: NOW, seed });

describe('gestational diabetes: carbohydrate per meal (ADA SoC §15, ACOG PB 190, IOM 175 g)', () => {
  it.each([
    ['second trimester', { pregnancyStatus: 'pregnant_2' }],
    ['third trimester, vegetarian', { pregnancyStatus: 'pregnant_3', dietaryRestrictions: ['Vegetarian'] }],
  ] as const)('%s', (_label, extra) => {
    const p = plan({ ...extra, medicalConditions: ['gestational diabetes'] });
    checkGdm(p.summary, p.content);
    // The day's carbohydrate target sits inside what the caps can carry.
    expect(p.content.targets.carbsG).toBeGreaterThanOrEqual(GDM_DAY_CARB_MIN);
    expect(p.content.targets.carbsG).toBeLessThanOrEqual(210);
  });

  it('fasting with gestational diabetes keeps daytime meals and says so first among its rules', () => {
    const p = plan({
      pregnancyStatus: 'pregnant_2',
      medicalConditions: ['gestational diabetes', 'Ramadan fasting'],
    });
    checkGdm(p.summary, p.content);
    const w = p.content.warnings.find((x) => /Ramadan/.test(x.message));
    expect(w?.severity).toBe('critical');
    expect(w?.message).toMatch(/keeps regular daytime meals/);
  });
});

describe('Ramadan fasting: suhoor and iftar (IDF-DAR 2021; British Nutrition Foundation)', () => {
  it.each([
    ['usual energy', {}],
    [
      'large energy, vegetarian',
      { weight: 95, gender: 'male', height: 182, activityLevel: 'very', dietaryRestrictions: ['Vegetarian'] },
    ],
  ] as const)('%s', (_label, extra) => {
    const p = plan({ ...extra, medicalConditions: ['Ramadan fasting'] });
    checkRamadan(p.summary, p.content);
  });
});

describe('eating-disorder history: a plan without numbers (NICE NG69)', () => {
  it('weight loss asked for: no deficit, no calories or grams in any text, plate-based portions', () => {
    const p = plan({ medicalConditions: ['anorexia nervosa (recovered)'], fitnessGoals: ['Weight Loss'] });
    checkNoNumbers(p.summary, p.content);
  });

  it('a plan for someone else keeps its numbers', () => {
    const p = plan({ fitnessGoals: ['Weight Loss'] });
    expect(p.summary).toMatch(AMOUNT);
    expect(p.content.numbersHidden).toBeUndefined();
  });
});
