import { describe, expect, it } from 'vitest';
import { planContentSchema } from '@common/plan';
import { generatePlan, revisePlan, type EngineProfile, type GeneratePlanInput } from '../plan/generate-plan';
import { ENERGY } from '../guidelines';
import { repRange } from './progression';

const NOW = new Date('2025-05-10T08:00:00Z');
const LATER = new Date('2025-05-16T08:00:00Z');
const member: EngineProfile = {
  age: 35,
  gender: 'female',
  height: 168,
  weight: 80,
  activityLevel: 'moderate',
  fitnessGoals: ['Weight Loss'],
  dietaryRestrictions: ['Vegetarian'],
};

function planFor(profile: EngineProfile) {
  const input: GeneratePlanInput = { profile, biomarkers: [], planType: 'premium', now: NOW, seed: 7 };
  return { input, plan: generatePlan(input) };
}

/** The first loaded exercise of week 2 (an exercise with a rep range). */
function week2Lift(content: ReturnType<typeof generatePlan>['content']) {
  const week = content.training.weeks.find((w) => w.week === 2)!;
  return week.sessions.flatMap((s) => s.exercises).find((e) => repRange(e.reps) !== null)!;
}

describe('revisePlan (a weekly check-in re-plans the remaining weeks)', () => {
  it('keeps the days before the change, re-plans the rest at the new target and writes next week’s loads', () => {
    const { input, plan } = planFor(member);
    const before = plan.content;
    const target = before.targets.calories - 150;
    const lift = week2Lift(before);
    const revised = revisePlan({
      ...input,
      now: LATER,
      seed: 8,
      calorieTargetKcal: target,
      current: before,
      currentSummary: plan.summary,
      fromDay: 8,
      progressions: [
        { exerciseId: lift.exerciseId, action: 'add_load', nextLoadKg: 42.5, nextReps: 8, reason: 'x' },
      ],
    });
    const after = revised.content;
    expect(() => planContentSchema.parse(after)).not.toThrow();
    expect(revised.mealsReplanned).toBe(true);
    // History unchanged: week 1 is the same, day by day; the plan keeps its dates and length.
    expect(after.days.slice(0, 7)).toEqual(before.days.slice(0, 7));
    expect(after.days.map((d) => [d.day, d.date])).toEqual(before.days.map((d) => [d.day, d.date]));
    // The new weeks follow the new target, within the engine's ±5 % day tolerance on most days.
    expect(after.targets.calories).toBe(Math.round(target / 10) * 10);
    expect(revised.calories).toBe(after.targets.calories);
    const newDays = after.days.slice(7);
    const within = newDays.filter((d) => Math.abs(d.totals.kcal - target) <= target * 0.05).length;
    expect(within).toBeGreaterThanOrEqual(newDays.length - 2);
    const oldMean = before.days.slice(7).reduce((s, d) => s + d.totals.kcal, 0) / newDays.length;
    const newMean = newDays.reduce((s, d) => s + d.totals.kcal, 0) / newDays.length;
    expect(newMean).toBeLessThan(oldMean - 75);
    // The goal's adjustment is kept for the next check-in; the reason is stated.
    expect(after.targets.energy.adjustmentKcal).toBe(before.targets.energy.adjustmentKcal);
    expect(after.rationale.map((r) => r.text).join(' ')).toMatch(/from your weekly check-in/);
    expect(revised.summary).toContain(`${after.targets.calories} kcal a day`);
    expect(revised.summary).not.toBe(plan.summary);
    // Next week's prescription carries the load; week 1 and week 3 are as they were.
    expect(revised.progressed).toBe(1);
    const w2 = after.training.weeks.find((w) => w.week === 2)!;
    const p = w2.sessions.flatMap((s) => s.exercises).find((e) => e.exerciseId === lift.exerciseId)!;
    expect(p.loadKg).toBe(w2.deload ? 38.5 : 42.5);
    expect(p.notes).toMatch(/From your check-in: aim for 8 reps a set/);
    expect(after.training.weeks[0]).toEqual(before.training.weeks[0]);
    expect(after.training.weeks[2]).toEqual(before.training.weeks[2]);
    // Restrictions stay hard rules in the new weeks.
    expect(newDays.flatMap((d) => d.meals.flatMap((m) => m.items.flatMap((i) => i.contains)))).not.toContain(
      'meat',
    );
  });

  it('never plans below the safety floor', () => {
    const { input, plan } = planFor(member);
    const revised = revisePlan({
      ...input,
      calorieTargetKcal: 900,
      current: plan.content,
      currentSummary: plan.summary,
      fromDay: 8,
      progressions: [],
    });
    expect(revised.calories).toBe(ENERGY.floorFemaleKcal);
    expect(revised.content.rationale.map((r) => r.text).join(' ')).toMatch(/safety floor/);
  });

  it('does not lower the target where a deficit is withheld (pregnancy), and says why', () => {
    const pregnant = { ...member, pregnancyStatus: 'pregnant_1' as const };
    const { input, plan } = planFor(pregnant);
    const planned = plan.content.targets.calories;
    const revised = revisePlan({
      ...input,
      calorieTargetKcal: planned - 200,
      current: plan.content,
      currentSummary: plan.summary,
      fromDay: 8,
      progressions: [],
    });
    expect(revised.calories).toBe(planned);
    expect(revised.content.rationale.map((r) => r.text).join(' ')).toMatch(
      /Your check-in measured a lower need .* because you are pregnant/,
    );
    // Raising is allowed.
    const up = revisePlan({
      ...input,
      calorieTargetKcal: planned + 100,
      current: plan.content,
      currentSummary: plan.summary,
      fromDay: 8,
      progressions: [],
    });
    expect(up.calories).toBe(planned + 100);
  });

  it('without a new target keeps the meals and only moves the training on', () => {
    const { input, plan } = planFor(member);
    const lift = week2Lift(plan.content);
    const revised = revisePlan({
      ...input,
      current: plan.content,
      currentSummary: plan.summary,
      fromDay: 8,
      progressions: [
        { exerciseId: lift.exerciseId, action: 'add_reps', nextLoadKg: null, nextReps: 10, reason: 'x' },
      ],
    });
    expect(revised.mealsReplanned).toBe(false);
    expect(revised.content.days).toEqual(plan.content.days);
    expect(revised.content.targets).toEqual(plan.content.targets);
    expect(revised.summary).toBe(plan.summary);
    const w2 = revised.content.training.weeks.find((w) => w.week === 2)!;
    const p = w2.sessions.flatMap((s) => s.exercises).find((e) => e.exerciseId === lift.exerciseId)!;
    expect(p.notes).toMatch(/aim for 10 reps a set/);
  });
});
