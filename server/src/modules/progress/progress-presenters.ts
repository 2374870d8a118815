/** How stored logs are answered, and the rounding and dating rules every log shares. */
import type { CheckIn, MealLog, MeasurementLog, WeightLog, WorkoutLog } from '@common/progress';
import type * as repo from './progress-repo';

export const toWeight = (r: repo.WeightRow): WeightLog => ({ id: r.id, date: r.date, weightKg: r.weightKg });
export const toMeasurement = (r: repo.MeasurementRow): MeasurementLog => ({
  id: r.id,
  date: r.date,
  waistCm: r.waistCm,
  hipCm: r.hipCm,
  chestCm: r.chestCm,
  armCm: r.armCm,
  thighCm: r.thighCm,
  bodyFatPct: r.bodyFatPct,
});
export const toWorkout = (r: repo.WorkoutRow): WorkoutLog => ({
  id: r.id,
  planId: r.planId,
  week: r.week,
  day: r.day,
  date: r.date,
  exercises: r.exercises,
});
export const toMeal = (r: repo.MealRow): MealLog => ({
  planId: r.planId,
  date: r.date,
  slot: r.slot as MealLog['slot'],
  slotIndex: r.slotIndex,
  status: r.status as MealLog['status'],
  portion: r.portion,
  kcal: Math.round(r.kcal),
});
export const toCheckIn = (r: repo.CheckInRow): CheckIn => ({
  ...(r.result as Omit<CheckIn, 'id' | 'createdAt'>),
  id: r.id,
  createdAt: r.createdAt.toISOString(),
});

/**
 * A check-in as the member sees it. One made for a plan that hides numbers (eating-disorder history) was written
 * without figures, and its calorie fields are not shown (they stay stored for the plan's next check-in). One made
 * with figures while the member's plan now hides numbers shows none of its words (NICE NG69 1.3: no calorie counting).
 */
export function shownCheckIn(c: CheckIn, planHidesNumbers: boolean): CheckIn {
  if (!c.numbersHidden && !planHidesNumbers) return c;
  const withoutFigures = { ...c, tdeeKcal: null, previousTargetKcal: null, newTargetKcal: null };
  if (c.numbersHidden) return withoutFigures;
  return {
    ...withoutFigures,
    explanation: ['This check-in was made for an earlier version of your plan; its figures are not shown.'],
    redFlags: undefined,
    help: undefined,
  };
}

/** The target's change in words, for a plan that hides numbers (eating-disorder history, NICE NG69 1.3). */
export function numberFreeTargetLine(previousKcal: number, newKcal: number): string {
  const change =
    newKcal === previousKcal ? 'stay as they are' : `${newKcal > previousKcal ? 'grow' : 'shrink'} a little`;
  return `Your weight trend and logged meals were checked against your plan: its portions ${change}.`;
}

export const dateOf = (d: Date) => d.toISOString().slice(0, 10);
/** Stored on the step the schema accepted (72.30000000000001 → 72.3): float noise never reaches the database. */
export const onStep = (v: number, step: number) => Math.round(Math.round(v / step) * step * 1000) / 1000;
