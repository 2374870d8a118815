import { describe, expect, it } from 'vitest';
import type { ClinicianOverrides } from '@common/clinician';
import { foodIdsNamed } from './clinician-overrides';
import { FOODS } from '../data/foods/food-table';
import { generatePlan, type GeneratePlanInput } from '../plan/generate-plan';

const input: GeneratePlanInput = {
  profile: {
    age: 48,
    gender: 'male',
    height: 176,
    weight: 86,
    activityLevel: 'moderate',
    fitnessGoals: ['Muscle Gain'],
    dietaryRestrictions: [],
  },
  biomarkers: [],
  planType: 'doctor_verified',
  now: new Date('2026-03-02T08:00:00Z'),
  seed: 7,
};

const overrides: ClinicianOverrides = {
  calorieTargetKcal: 2000,
  proteinMaxGPerKg: 1.0,
  excludeFoods: ['peanut', 'paneer'],
  excludeFoodGroups: ['dairy'],
  maxRpe: 6,
  maxPercent1Rm: 60,
  excludeExercises: ['deadlift'],
  sodiumMaxMg: 1500,
  potassiumMaxMg: 3000,
  extraWarnings: ['Check your blood pressure before training.'],
};

describe('clinician overrides in the engine', () => {
  const before = generatePlan(input);
  const after = generatePlan({ ...input, overrides });
  const items = after.content.days.flatMap((d) => d.meals.flatMap((m) => m.items));
  const exercises = after.content.training.weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises));

  it('sets the calorie target, caps protein and keeps the macros adding up', () => {
    expect(after.content.targets.calories).toBe(2000);
    const refKg = before.content.targets.proteinG / before.content.targets.proteinGPerKg;
    expect(after.content.targets.proteinG).toBeLessThanOrEqual(Math.floor(1.0 * refKg));
    const t = after.content.targets;
    expect(Math.abs(t.proteinG * 4 + t.carbsG * 4 + t.fatG * 9 - 2000)).toBeLessThan(15);
  });

  it('excludes foods by name and by group, on every day', () => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.name).not.toMatch(/\bpeanut|\bpaneer/i);
      expect(item.contains).not.toContain('dairy');
    }
    expect(
      before.content.days
        .flatMap((d) => d.meals.flatMap((m) => m.items))
        .some((i) => i.contains.includes('dairy')),
    ).toBe(true);
  });

  it('caps training intensity and drops excluded exercises', () => {
    expect(exercises.length).toBeGreaterThan(0);
    for (const e of exercises) {
      expect(e.name).not.toMatch(/deadlift/i);
      for (const m of e.intensity.matchAll(/RPE (\d+(?:\.\d+)?)/g))
        expect(Number(m[1])).toBeLessThanOrEqual(6);
      for (const m of e.intensity.matchAll(/(\d+(?:\.\d+)?) % 1RM/g))
        expect(Number(m[1])).toBeLessThanOrEqual(60);
      // The structured effort the load is computed from obeys the caps too.
      expect(e.rpe ?? 0).toBeLessThanOrEqual(6);
      expect(e.pct1rm ?? 0).toBeLessThanOrEqual(60);
    }
    for (const s of after.content.training.weeks.flatMap((w) => w.sessions))
      expect(s.cardio?.intensity).not.toBe('vigorous');
  });

  it('keeps sodium and potassium under the ceilings and shows the extra warning', () => {
    expect(after.content.targets.limits?.sodiumMaxMg).toBeLessThanOrEqual(1500);
    expect(after.content.targets.limits?.potassiumMaxMg).toBeLessThanOrEqual(3000);
    for (const d of after.content.days) expect(d.totals.sodiumMg ?? 0).toBeLessThanOrEqual(1500 + 1);
    expect(after.warnings).toContain('Check your blood pressure before training.');
  });

  it('matches food names on word starts', () => {
    const ids = foodIdsNamed(['peanut']);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(FOODS.get(id)!.name).toMatch(/\bpeanut/i);
  });
});
