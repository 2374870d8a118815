/** The summary the progress screen draws: the weight trend, measurements, adherence to the plan, lifts, results. */
import { daysLeft } from '@common/plan-progress';
import type { ProgressSummary } from '@common/progress';
import { EXERCISE_BY_ID, addDays, sessionE1rm, sessionVolume, weeklyRate, weightTrend } from '../../engine';
import type { Actor } from '../auth/auth-service';
import { findActivePlanRow, type PlanRow } from '../plans';
import type { ProgressKit } from './progress-kit';
import { dateOf, toCheckIn, toMeasurement } from './progress-presenters';
import * as repo from './progress-repo';

export function createSummary(kit: ProgressKit) {
  const { db, now, premium, biomarkers: biomarkerSeries } = kit;

  return {
    async summary(actor: Actor): Promise<ProgressSummary> {
      premium(actor);
      const userId = actor.user.id;
      const [weights, measurements, workouts, plan, checkIn, biomarkers] = await Promise.all([
        repo.listWeights(db, userId),
        repo.listMeasurements(db, userId),
        repo.listWorkouts(db, userId),
        findActivePlanRow(db, userId),
        repo.latestCheckIn(db, userId),
        biomarkerSeries(userId),
      ]);
      const trend = weightTrend(weights.map((w) => ({ date: w.date, weightKg: w.weightKg })));
      const meals = plan ? await repo.listMeals(db, userId, plan.id) : [];
      return {
        weights: trend,
        weeklyRateKg: weeklyRate(trend),
        latestTrendKg: trend.length ? trend[trend.length - 1]!.trendKg : null,
        measurements: measurements.map(toMeasurement),
        adherence: plan ? adherenceOf(plan, meals, workouts) : [],
        lifts: liftsOf(workouts),
        plan: plan
          ? {
              id: plan.id,
              startsAt: plan.startsAt.toISOString(),
              expiresAt: plan.expiresAt.toISOString(),
              daysLeft: daysLeft(plan.expiresAt, now()),
            }
          : null,
        latestCheckIn: checkIn ? toCheckIn(checkIn) : null,
        biomarkers,
      };
    },
  };
}

function adherenceOf(
  plan: PlanRow,
  meals: repo.MealRow[],
  workouts: repo.WorkoutRow[],
): ProgressSummary['adherence'] {
  const days = plan.content.days ?? [];
  const weeks = plan.content.training?.weeks ?? [];
  const count = Math.max(weeks.length, Math.ceil(days.length / 7));
  const start = dateOf(plan.startsAt);
  return Array.from({ length: count }, (_, i) => {
    const weekStart = addDays(start, i * 7);
    const weekEnd = addDays(weekStart, 6);
    const inWeek = (d: string) => d >= weekStart && d <= weekEnd;
    const sessions = weeks.find((w) => w.week === i + 1)?.sessions ?? [];
    return {
      week: i + 1,
      weekStart,
      mealsPlanned: days.filter((d) => inWeek(d.date)).reduce((n, d) => n + d.meals.length, 0),
      mealsEaten: meals.filter((m) => inWeek(m.date) && m.status !== 'skipped').length,
      sessionsPlanned: sessions.length,
      sessionsDone: workouts.filter(
        (w) =>
          w.planId === plan.id && w.week === i + 1 && w.exercises.some((e) => e.sets.some((s) => s.done)),
      ).length,
    };
  });
}

/** Loaded lifts (any done set with weight): volume and best Epley 1RM per logged session. */
function liftsOf(workouts: repo.WorkoutRow[]): ProgressSummary['lifts'] {
  const byExercise = new Map<string, { date: string; volumeKg: number; e1rmKg: number | null }[]>();
  for (const w of workouts) {
    for (const e of w.exercises) {
      if (!e.sets.some((s) => s.done && s.weightKg > 0)) continue;
      const list = byExercise.get(e.exerciseId) ?? [];
      list.push({ date: w.date, volumeKg: sessionVolume(e.sets), e1rmKg: sessionE1rm(e.sets) });
      byExercise.set(e.exerciseId, list);
    }
  }
  return [...byExercise].map(([exerciseId, history]) => ({
    exerciseId,
    name: EXERCISE_BY_ID.get(exerciseId)?.name ?? exerciseId,
    history: history.sort((a, b) => a.date.localeCompare(b.date)),
  }));
}
