/** The summary the progress screen draws: the weight trend, measurements, adherence to the plan, lifts, results. */
import { daysLeft } from '@common/plan-progress';
import type { ProgressSummary } from '@common/progress';
import { EXERCISE_BY_ID, addDays, sessionE1rm, sessionVolume, weeklyRate, weightTrend } from '../../engine';
import type { Actor } from '../auth/auth-service';
import { activePlanHeadWithColumns, type PlanFacts, type PlanHeadRow } from '../plans';
import { biomarkerSeriesColumn } from '../reports';
import { sql } from 'drizzle-orm';
import { progressRevisions } from './progress-schema';
import type { ProgressKit } from './progress-kit';
import { dateOf, shownCheckIn, toCheckIn, toMeasurement } from './progress-presenters';
import * as repo from './progress-repo';
import type { SummaryLogs } from './progress-summary-cache';
import { listImportedWorkouts } from './progress-activity-repo';
import type { Executor } from '../../db/client';
import { sessionsDoneByImports } from '@common/progress-activity';

/**
 * The member's progress revision (0 before their first log) and results series (the reports module's) beside their
 * active plan's head, in one statement.
 */
const headRevisionAndResults = activePlanHeadWithColumns('progress_summary_head', (userId) => ({
  revision:
    sql<number>`coalesce((select ${progressRevisions.revision} from ${progressRevisions} where ${progressRevisions.userId} = ${userId}), 0)`.mapWith(
      Number,
    ),
  biomarkers: biomarkerSeriesColumn(userId),
}));

/** The summary without what is read fresh each time (results, the days left). */
export type SummaryComputed = Omit<ProgressSummary, 'biomarkers' | 'plan'>;

/**
 * The summary is drawn from the member's logs kept under their progress revision (bumped in the same transaction by
 * every write to what it reads: progress-repo) and their active plan's head (its shown_revision is bumped by every
 * change to the plan): both are read from the database before anything else on every request, so a write is seen
 * at once on every instance. The member's own log writes on this instance update the kept logs
 * (progress-summary-cache), so a summary read after a set or a meal is saved reads no logs. The results (another
 * module's data) and the days left are read fresh.
 */
export function createSummary(kit: ProgressKit) {
  const { db, now, premium, factsOf, keepHead, summaries } = kit;

  async function readLogs(userId: string, plan: PlanHeadRow | undefined): Promise<SummaryLogs> {
    const [weights, measurements, workouts, checkIn, meals, imported] = await Promise.all([
      repo.listWeights(db, userId),
      repo.listMeasurements(db, userId),
      repo.listWorkouts(db, userId),
      repo.latestCheckIn(db, userId),
      plan ? repo.listMeals(db, userId, plan.id) : [],
      plan ? importedDuring(db, userId, plan) : [],
    ]);
    return { weights, measurements, workouts, checkIn, meals, imported };
  }

  function compute(
    logs: SummaryLogs,
    plan: PlanHeadRow | undefined,
    facts: PlanFacts | null,
  ): SummaryComputed {
    const trend = weightTrend(logs.weights.map((w) => ({ date: w.date, weightKg: w.weightKg })));
    return {
      weights: trend,
      weeklyRateKg: weeklyRate(trend),
      latestTrendKg: trend.length ? trend[trend.length - 1]!.trendKg : null,
      measurements: logs.measurements.map(toMeasurement),
      adherence: plan && facts ? adherenceOf(plan, facts, logs.meals, logs.workouts, logs.imported) : [],
      lifts: liftsOf(logs.workouts),
      latestCheckIn: logs.checkIn
        ? shownCheckIn(toCheckIn(logs.checkIn), facts?.numbersHidden === true)
        : null,
    };
  }

  return {
    async summary(actor: Actor): Promise<ProgressSummary> {
      premium(actor);
      const userId = actor.user.id;
      // One statement: the plan head, the revision and the results series (one snapshot).
      const { head: plan, revision, biomarkers } = await headRevisionAndResults(db, userId);
      // The active plan's head as read now: the next set or meal logged against it is checked against it.
      if (plan) keepHead(plan);
      const planKey = [
        plan?.id,
        plan?.shownRevision,
        plan?.reviewStatus,
        plan?.startsAt.getTime(),
        plan?.expiresAt.getTime(),
      ].join(':');
      let entry = summaries.get(userId, revision, planKey);
      const running = entry ? undefined : summaries.settled(userId);
      if (running) {
        // The database is ahead of the kept logs while this member's saves are in flight here (concurrent saves
        // commit before their rows are applied): the revision read may be theirs, so wait for them rather than
        // read every log again. The entry may then be newer than `revision`: it holds every write up to it.
        await running;
        entry = summaries.get(userId, revision, planKey, true);
      }
      if (!entry) {
        entry = { revision, plan: planKey, planId: plan?.id, logs: await readLogs(userId, plan) };
        summaries.set(userId, entry);
      }
      let computed = entry.computed;
      if (!computed) {
        // The plan's facts (shown-content cache), then the logs as kept now: a write applied meanwhile is in them.
        const facts = plan ? await factsOf(plan) : null;
        computed = entry.computed = compute(entry.logs, plan, facts);
      }
      return {
        ...computed,
        plan: plan
          ? {
              id: plan.id,
              startsAt: plan.startsAt.toISOString(),
              expiresAt: plan.expiresAt.toISOString(),
              daysLeft: daysLeft(plan.expiresAt, now()),
            }
          : null,
        biomarkers,
      };
    },
  };
}

function adherenceOf(
  plan: { id: string; startsAt: Date },
  { days, weeks }: PlanFacts,
  meals: repo.MealRow[],
  workouts: repo.WorkoutRow[],
  imported: SummaryLogs['imported'],
): ProgressSummary['adherence'] {
  const count = Math.max(weeks.length, Math.ceil(days.length / 7));
  const start = dateOf(plan.startsAt);
  const logged = loggedSessions(plan.id, workouts);
  // Aerobic sessions an imported run, ride or swim stands for (common/progress-activity.ts: never one the member
  // logged, each workout once).
  const byImport = sessionsDoneByImports(plannedSessions(start, weeks), imported, (key) => logged.has(key));
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
      sessionsDone:
        workouts.filter(
          (w) =>
            w.planId === plan.id && w.week === i + 1 && w.exercises.some((e) => e.sets.some((s) => s.done)),
        ).length + [...byImport].filter((key) => key.startsWith(`${i + 1}:`)).length,
    };
  });
}

/** "week:day" of each plan session the member logged a done set for. */
export function loggedSessions(planId: string, workouts: repo.WorkoutRow[]): Set<string> {
  return new Set(
    workouts
      .filter((w) => w.planId === planId && w.exercises.some((e) => e.sets.some((s) => s.done)))
      .map((w) => `${w.week}:${w.day}`),
  );
}

/** Every plan session with its date ("week:day" keys), for matching imported workouts. */
export function plannedSessions(start: string, weeks: PlanFacts['weeks']) {
  return weeks.flatMap((w) =>
    w.sessions.map((s) => ({
      key: `${w.week}:${s.day}`,
      date: addDays(start, (w.week - 1) * 7 + s.day - 1),
      session: { cardio: s.cardio, cardioMinutes: s.cardioMinutes, exerciseCount: s.exerciseIds.length },
    })),
  );
}

/** The member's imported workouts from the plan's first day on, by the local day each started. */
async function importedDuring(
  db: Executor,
  userId: string,
  plan: { startsAt: Date; expiresAt: Date },
): Promise<SummaryLogs['imported']> {
  const rows = await listImportedWorkouts(db, userId, dateOf(plan.startsAt), dateOf(plan.expiresAt));
  return rows.map((w) => ({
    date: w.localDate,
    type: w.type,
    durationMin: w.durationMin,
  }));
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
