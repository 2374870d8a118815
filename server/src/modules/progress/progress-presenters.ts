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
 * A check-in as a member whose plan hides numbers sees it (eating-disorder history): no calorie figures. Its lines
 * were written without them (progress-check-in.ts); the figures stay stored for the plan's next check-in.
 */
export const withoutNumbers = (c: CheckIn): CheckIn => ({
  ...c,
  tdeeKcal: null,
  previousTargetKcal: null,
  newTargetKcal: null,
});

export const dateOf = (d: Date) => d.toISOString().slice(0, 10);
/** Stored on the step the schema accepted (72.30000000000001 → 72.3): float noise never reaches the database. */
export const onStep = (v: number, step: number) => Math.round(Math.round(v / step) * step * 1000) / 1000;
