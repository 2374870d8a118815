/**
 * Progress tracking (issue 18): logs validated against the member's plan, idempotent retries, the summary the
 * progress screen draws and the weekly check-in. Every member logs weight and measurements; sets, meals, the
 * summary and check-ins are Premium and Doctor Verified (policy 'progress:premium'). docs/product.md#progress-tracking
 */
import { randomUUID } from 'node:crypto';
import type { BiomarkerSeries } from '@common/biomarkers';
import type { PlanContent } from '@common/plan';
import { daysLeft } from '@common/plan-progress';
import {
  MAX_BACKDATE_DAYS,
  SET_LOAD_STEP_KG,
  type CheckIn,
  type MealLog,
  type MealLogBody,
  type MeasurementLog,
  type MeasurementLogBody,
  type Progression,
  type ProgressSummary,
  type WeightLog,
  type WorkoutLog,
  type WorkoutLogBody,
} from '@common/progress';
import type { Db, Executor, Tx } from '../../db/client';
import {
  EXERCISE_BY_ID,
  addDays,
  daysBetween,
  deficitWithheldBecause,
  estimateTdee,
  nextCalorieTarget,
  nextProgression,
  repRange,
  sessionE1rm,
  sessionVolume,
  weeklyRate,
  weightTrend,
  type IntakeDay,
  type SessionLog,
} from '../../engine';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { findActivePlanRow, findPlan, type PlanRow } from '../plans';
import { contentWithSwaps, type PlanService } from '../plans/plans-service';
import { engineProfile, findProfileRow } from '../profile/profile-service';
import { logsCsv, type CsvFile } from './progress-csv';
import * as repo from './progress-repo';

export type ProgressService = ReturnType<typeof createProgressService>;
/** The logs as CSV, for the account export (the module's public surface is this file). */
export { CSV_FILES, logsCsv } from './progress-csv';

/** What an idempotent call answers: the status and the body (a replay gets the stored pair). */
export interface Answer<T> {
  status: number;
  body: T;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

const toWeight = (r: repo.WeightRow): WeightLog => ({ id: r.id, date: r.date, weightKg: r.weightKg });
const toMeasurement = (r: repo.MeasurementRow): MeasurementLog => ({
  id: r.id,
  date: r.date,
  waistCm: r.waistCm,
  hipCm: r.hipCm,
  chestCm: r.chestCm,
  armCm: r.armCm,
  thighCm: r.thighCm,
  bodyFatPct: r.bodyFatPct,
});
const toWorkout = (r: repo.WorkoutRow): WorkoutLog => ({
  id: r.id,
  planId: r.planId,
  week: r.week,
  day: r.day,
  date: r.date,
  exercises: r.exercises,
});
const toMeal = (r: repo.MealRow): MealLog => ({
  planId: r.planId,
  date: r.date,
  slot: r.slot as MealLog['slot'],
  status: r.status as MealLog['status'],
  portion: r.portion,
  kcal: Math.round(r.kcal),
});
const toCheckIn = (r: repo.CheckInRow): CheckIn => ({
  ...(r.result as Omit<CheckIn, 'id' | 'createdAt'>),
  id: r.id,
  createdAt: r.createdAt.toISOString(),
});

const dateOf = (d: Date) => d.toISOString().slice(0, 10);
/** Stored on the step the schema accepted (72.30000000000001 → 72.3): float noise never reaches the database. */
const onStep = (v: number, step: number) => Math.round(Math.round(v / step) * step * 1000) / 1000;

/**
 * Logs (and progress photos) may be backdated up to MAX_BACKDATE_DAYS, never dated in the future. "Today" is the
 * UTC date plus one day of grace, so a member east of UTC can log their own today before UTC midnight.
 */
export function checkLogDate(date: string, at: Date): void {
  const today = dateOf(at);
  if (date > addDays(today, 1)) throw new BadRequest('date cannot be in the future.', 'date');
  if (date < addDays(today, -MAX_BACKDATE_DAYS))
    throw new BadRequest(`date can be at most ${MAX_BACKDATE_DAYS} days in the past.`, 'date');
}

export function createProgressService(deps: {
  db: Db;
  now: () => Date;
  /** Re-plans the remaining weeks after a check-in (a new plan version). */
  plans: Pick<PlanService, 'revise'>;
  /** The member's biomarkers across reports (the reports module's series), for the summary. */
  biomarkers: (userId: string) => Promise<BiomarkerSeries[]>;
}) {
  const { db, now } = deps;
  const checkDate = (date: string) => checkLogDate(date, now());

  /**
   * Runs a logging write once per idempotency key: the key is claimed in the write's transaction, so a retry (or
   * a concurrent duplicate, which waits for the first to commit) is answered with the stored response and writes
   * nothing. A failed write rolls its claim back, so the retry runs for real.
   */
  async function once<T>(
    userId: string,
    key: string | undefined,
    scope: string,
    status: number,
    run: (ex: Executor) => Promise<T>,
  ): Promise<Answer<T>> {
    if (key === undefined) return { status, body: await run(db) };
    if (!KEY_PATTERN.test(key))
      throw new BadRequest('Idempotency-Key must be 8–100 letters, digits, - or _.', 'Idempotency-Key');
    return db.transaction(async (tx) => {
      if (!(await repo.claimKey(tx, userId, key, scope))) {
        const stored = await repo.findKey(tx, userId, key);
        if (!stored || stored.scope !== scope)
          throw new Conflict('This Idempotency-Key was already used for another request.', 'Idempotency-Key');
        return { status: stored.statusCode, body: stored.response as T };
      }
      const body = await run(tx);
      await repo.storeKeyAnswer(tx, userId, key, status, body);
      return { status, body };
    });
  }

  /** The member's own plan (another member's, or none: 404). */
  async function ownPlan(actor: Actor, planId: string): Promise<PlanRow> {
    const plan = await findPlan(db, planId);
    if (!plan) throw new NotFound('Plan not found.');
    authorize(actor.user, 'plan:log', plan);
    return plan;
  }

  const premium = (actor: Actor) => authorize(actor.user, 'progress:premium', { at: now() });

  /**
   * The check-in's target and progressions become the plan from the coming plan week (plans-service revise): a new
   * version whose earlier days stay as they were. Not for a doctor-verified plan (its clinician approved it as it
   * is) or a plan in its last week; the answer then says why.
   */
  async function newPlanVersion(
    tx: Tx,
    req: {
      userId: string;
      plan: PlanRow;
      today: string;
      checkInId: string;
      calorieTargetKcal: number | undefined;
      progressions: Progression[];
      reasons: string[];
    },
  ): Promise<Awaited<ReturnType<PlanService['revise']>>> {
    const { plan } = req;
    if (plan.planType === 'doctor_verified') {
      return {
        refused:
          'Your plan is doctor verified, so a check-in does not change it by itself: share these figures with your clinician in Messages.',
      };
    }
    const fromDay = fromDayOf(plan, req.today);
    if (fromDay > plan.content.days.length) {
      return {
        refused:
          'Your plan ends this week, so it gets no new version: generate a new plan for the coming weeks.',
      };
    }
    return deps.plans.revise(tx, {
      userId: req.userId,
      planId: plan.id,
      fromDay,
      calorieTargetKcal: req.calorieTargetKcal,
      progressions: req.progressions,
      checkInId: req.checkInId,
      reasons: req.reasons,
    });
  }

  return {
    async logWeight(actor: Actor, body: { date: string; weightKg: number; clientId?: string }, key?: string) {
      authorize(actor.user, 'progress:log-weight', null);
      checkDate(body.date);
      return once(actor.user.id, key ?? body.clientId, 'weights', 201, async (ex) => ({
        weight: toWeight(
          await repo.upsertWeight(ex, actor.user.id, body.date, onStep(body.weightKg, 0.1), now()),
        ),
      }));
    },

    async listWeights(actor: Actor): Promise<WeightLog[]> {
      return (await repo.listWeights(db, actor.user.id)).map(toWeight);
    },

    async editWeight(actor: Actor, date: string, weightKg: number): Promise<WeightLog> {
      const row = await repo.updateWeight(db, actor.user.id, date, onStep(weightKg, 0.1), now());
      if (!row) throw new NotFound('No weight logged on that date.');
      return toWeight(row);
    },

    async deleteWeight(actor: Actor, date: string): Promise<void> {
      if (!(await repo.deleteWeight(db, actor.user.id, date)))
        throw new NotFound('No weight logged on that date.');
    },

    async logMeasurement(actor: Actor, body: MeasurementLogBody, key?: string) {
      authorize(actor.user, 'progress:log-weight', null);
      checkDate(body.date);
      const { date, clientId, ...given } = body;
      const values = Object.fromEntries(
        Object.entries(given).map(([k, v]) => [k, v === undefined ? undefined : onStep(v, 0.1)]),
      );
      return once(actor.user.id, key ?? clientId, 'measurements', 201, async (ex) => ({
        measurement: toMeasurement(await repo.upsertMeasurement(ex, actor.user.id, date, values, now())),
      }));
    },

    async listMeasurements(actor: Actor): Promise<MeasurementLog[]> {
      return (await repo.listMeasurements(db, actor.user.id)).map(toMeasurement);
    },

    async deleteMeasurement(actor: Actor, date: string): Promise<void> {
      if (!(await repo.deleteMeasurement(db, actor.user.id, date)))
        throw new NotFound('No measurements logged on that date.');
    },

    async logWorkout(actor: Actor, body: WorkoutLogBody, key?: string) {
      premium(actor);
      const plan = await ownPlan(actor, body.planId);
      checkDate(body.date);
      if (body.date < dateOf(plan.startsAt))
        throw new BadRequest(`date is before the plan started (${dateOf(plan.startsAt)}).`, 'date');
      const weeks = plan.content.training?.weeks ?? [];
      const week = weeks.find((w) => w.week === body.week);
      if (!week) throw new BadRequest(`week must be 1–${weeks.length} for this plan.`, 'week');
      const session = week.sessions.find((s) => s.day === body.day);
      if (!session) {
        const days = week.sessions.map((s) => s.day).join(', ') || 'none';
        throw new BadRequest(
          `day: week ${body.week} has no session on day ${body.day} (sessions on days ${days}).`,
          'day',
        );
      }
      body.exercises.forEach((e, i) => {
        if (!session.exercises.some((p) => p.exerciseId === e.exerciseId)) {
          throw new BadRequest(
            `exerciseId: ${e.exerciseId} is not part of week ${body.week}, day ${body.day}.`,
            `exercises.${i}.exerciseId`,
          );
        }
      });
      const seen = new Set<string>();
      body.exercises.forEach((e, i) => {
        if (seen.has(e.exerciseId))
          throw new BadRequest(`exerciseId: ${e.exerciseId} is listed twice.`, `exercises.${i}.exerciseId`);
        seen.add(e.exerciseId);
      });
      const exercises = body.exercises.map((e) => ({
        exerciseId: e.exerciseId,
        sets: e.sets.map((s) => ({
          reps: s.reps,
          weightKg: onStep(s.weightKg, SET_LOAD_STEP_KG),
          rpe: s.rpe == null ? null : onStep(s.rpe, 0.5),
          done: s.done,
        })),
      }));
      return once(actor.user.id, key ?? body.clientId, 'workouts', 201, async (ex) => ({
        log: toWorkout(
          await repo.upsertWorkout(ex, {
            userId: actor.user.id,
            planId: plan.id,
            week: body.week,
            day: body.day,
            date: body.date,
            exercises,
            updatedAt: now(),
          }),
        ),
      }));
    },

    async listWorkouts(actor: Actor): Promise<WorkoutLog[]> {
      premium(actor);
      return (await repo.listWorkouts(db, actor.user.id)).map(toWorkout);
    },

    async logMeal(actor: Actor, planId: string, body: MealLogBody, key?: string) {
      premium(actor);
      const plan = await ownPlan(actor, planId);
      checkDate(body.date);
      // The meals as the member sees them: a swapped meal is logged at the chosen dish's energy.
      const days = (await contentWithSwaps(db, plan)).days ?? [];
      const day = days.find((d) => d.date === body.date);
      if (!day) {
        const range = days.length ? ` (it runs ${days[0]!.date} to ${days[days.length - 1]!.date})` : '';
        throw new BadRequest(`date: the plan has no meals on ${body.date}${range}.`, 'date');
      }
      const meal = day.meals.find((m) => m.slot === body.slot);
      if (!meal) {
        const slots = day.meals.map((m) => m.slot).join(', ');
        throw new BadRequest(`slot: no ${body.slot} is planned on ${body.date} (planned: ${slots}).`, 'slot');
      }
      const portion = body.status === 'skipped' ? 0 : onStep(body.portion ?? 1, 0.05);
      return once(actor.user.id, key ?? body.clientId, 'meals', 200, async (ex) => ({
        meal: toMeal(
          await repo.upsertMeal(ex, {
            userId: actor.user.id,
            planId: plan.id,
            date: body.date,
            slot: body.slot,
            status: body.status,
            portion,
            kcal: meal.totals.kcal * portion,
            updatedAt: now(),
          }),
        ),
      }));
    },

    async listMeals(actor: Actor, planId: string): Promise<MealLog[]> {
      premium(actor);
      const plan = await ownPlan(actor, planId);
      return (await repo.listMeals(db, actor.user.id, plan.id)).map(toMeal);
    },

    async summary(actor: Actor): Promise<ProgressSummary> {
      premium(actor);
      const userId = actor.user.id;
      const [weights, measurements, workouts, plan, checkIn, biomarkers] = await Promise.all([
        repo.listWeights(db, userId),
        repo.listMeasurements(db, userId),
        repo.listWorkouts(db, userId),
        findActivePlanRow(db, userId),
        repo.latestCheckIn(db, userId),
        deps.biomarkers(userId),
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

    async checkIn(actor: Actor): Promise<CheckIn> {
      premium(actor);
      const userId = actor.user.id;
      const at = now();
      const today = dateOf(at);
      const [weights, workouts, plan, previous, profile] = await Promise.all([
        repo.listWeights(db, userId),
        repo.listWorkouts(db, userId),
        findActivePlanRow(db, userId),
        repo.latestCheckIn(db, userId),
        findProfileRow(db, userId),
      ]);
      const missing: string[] = [];
      const explanation: string[] = [];
      if (!plan)
        missing.push('An active plan: generate one to get a calorie target and sessions to progress.');
      const meals = plan ? await repo.listMeals(db, userId, plan.id) : [];
      const targets = plan?.content.targets;
      const plannedKcal = targets?.calories ?? null;
      const trend = weightTrend(weights.map((w) => ({ date: w.date, weightKg: w.weightKg })));
      const rate = weeklyRate(trend);
      // The plan as the member follows it (their swaps in place) for logged and unlogged days alike.
      const shown = plan ? await contentWithSwaps(db, plan) : null;
      const estimate = estimateTdee({
        today,
        weights: trend,
        intake: shown ? intakeByDay(shown, meals) : [],
        plannedKcal,
        plannedByDate: shown
          ? new Map(shown.days.map((d) => [d.date, Math.round(d.totals.kcal)]))
          : undefined,
        priorKcal: targets?.energy.tdee ?? null,
      });
      missing.push(...estimate.missing);
      // The target in force: the plan's (a check-in that re-planned wrote it there), or the last check-in's for this
      // plan when that one could not change the plan (doctor verified, last week).
      const last = previous && plan && previous.planId === plan.id ? toCheckIn(previous) : null;
      // Checked in again in the same plan week: that week's change is made again from where the week started, not
      // stacked on it (the step limit is per week, not per tap) — whether the first one re-planned or not.
      const revision = plan?.content.revision;
      const again =
        plan && revision && revision.fromDate === plan.content.days[fromDayOf(plan, today) - 1]?.date
          ? revision.previousCalories
          : null;
      const lastThisWeek =
        plan && last && fromDayOf(plan, dateOf(previous!.createdAt)) === fromDayOf(plan, today);
      const previousTarget =
        again ??
        (last && last.planVersion == null
          ? lastThisWeek
            ? (last.previousTargetKcal ?? plannedKcal)
            : (last.newTargetKcal ?? plannedKcal)
          : plannedKcal);
      const deficitWithheld = deficitWithheldBecause(profile ? engineProfile(profile) : null);
      let newTarget: number | null = null;
      if (estimate.tdeeKcal !== null && targets && previousTarget !== null && trend.length) {
        const days = daysBetween(estimate.windowStart, today) + 1;
        explanation.push(
          `Your energy expenditure is estimated at ${estimate.tdeeKcal} kcal a day: an average intake of ${estimate.meanIntakeKcal} kcal and a weight trend changing by ${rate ?? Math.round((estimate.slopeKgPerDay ?? 0) * 700) / 100} kg a week over the last ${days} days (about 7,700 kcal per kg)${
            estimate.priorWeight > 0
              ? `, measured at ${estimate.measuredKcal} kcal and steadied by your plan's own estimate of ${targets.energy.tdee} kcal (${Math.round(estimate.priorWeight * 100)} % of the result; the steadier your weigh-ins, the less it counts)`
              : ''
          }.`,
        );
        if (estimate.assumedDays > 0) {
          explanation.push(
            `${estimate.assumedDays} of those days had no meals logged, so they count at your plan's ${plannedKcal} kcal; log your meals for a closer estimate.`,
          );
        }
        const result = nextCalorieTarget({
          tdeeKcal: estimate.tdeeKcal,
          currentTargetKcal: previousTarget,
          adjustmentKcal: targets.energy.adjustmentKcal,
          planFloorKcal: targets.energy.floorKcal,
          sex: profile?.gender ?? null,
          trendWeightKg: trend[trend.length - 1]!.trendKg,
          weeklyRateKg: rate,
          deficitWithheld,
        });
        newTarget = result.targetKcal;
        const goal =
          targets.energy.adjustmentKcal < 0
            ? `deficit of ${-targets.energy.adjustmentKcal} kcal`
            : targets.energy.adjustmentKcal > 0
              ? `surplus of ${targets.energy.adjustmentKcal} kcal`
              : 'maintenance';
        explanation.push(
          newTarget === previousTarget
            ? `Your calorie target stays at ${newTarget} kcal a day.`
            : `Your calorie target ${newTarget > previousTarget ? 'rises' : 'falls'} from ${previousTarget} to ${newTarget} kcal a day: your measured expenditure with your plan's ${goal}.`,
          ...result.reasons,
        );
      }
      const progressions = plan ? progressionsOf(plan, workouts, today) : [];
      if (plan && progressions.length === 0)
        missing.push('Logged sets: log a workout on the Today screen to get next week’s loads and reps.');
      explanation.push(...progressions.map((p) => p.reason));
      if (missing.length && explanation.length === 0)
        explanation.push('Not enough data yet for a check-in; see what is missing.');
      const id = randomUUID();
      const row = await db.transaction(async (tx) => {
        let planVersion: number | null = null;
        const targetChanges = newTarget !== null && newTarget !== plannedKcal;
        // A repeat this week with the same target: the plan already has this week's version (no copy per tap).
        const repeat = again !== null && !targetChanges;
        if (repeat)
          explanation.push(
            'This week’s check-in already updated your plan; the next change comes next week.',
          );
        if (plan && !repeat && (targetChanges || progressions.length > 0)) {
          const outcome = await newPlanVersion(tx, {
            userId,
            plan,
            today,
            checkInId: id,
            calorieTargetKcal: targetChanges ? newTarget! : undefined,
            progressions,
            reasons: [...explanation],
          });
          if ('revision' in outcome) {
            planVersion = outcome.revision.version;
            newTarget = newTarget === null ? null : outcome.revision.calories;
            const said = new Set(explanation);
            explanation.push(
              ...outcome.revision.changes.filter((c) => !said.has(c)),
              'The earlier version stays readable on the plan page.',
            );
          } else explanation.push(outcome.refused);
        }
        const result: Omit<CheckIn, 'id' | 'createdAt'> = {
          tdeeKcal: estimate.tdeeKcal,
          previousTargetKcal: previousTarget,
          newTargetKcal: newTarget,
          weeklyRateKg: rate,
          intakeAssumed: estimate.assumedDays > 0,
          progressions,
          explanation,
          missing,
          planVersion,
        };
        return repo.insertCheckIn(tx, { id, userId, planId: plan?.id ?? null, result, createdAt: at });
      });
      return toCheckIn(row);
    },

    /** One kind of log as CSV (every member: the data is theirs, whatever the tier). */
    async csv(actor: Actor, file: CsvFile): Promise<string> {
      return logsCsv(file, await repo.memberLogs(db, actor.user.id));
    },

    /** Everything logged, for the account export. */
    exportLogs: (ex: Executor, userId: string) => repo.memberLogs(ex, userId),
  };
}

/** The first plan day of the coming plan week: where a check-in's new plan version starts. */
function fromDayOf(plan: PlanRow, today: string): number {
  const week = Math.max(1, Math.floor(daysBetween(dateOf(plan.startsAt), today) / 7) + 1);
  return week * 7 + 1;
}

/** Logged intake per plan day: logged meals at their kcal, unlogged meals of a day with some logs at the plan's kcal. */
function intakeByDay(content: PlanContent, meals: repo.MealRow[]): IntakeDay[] {
  const byDate = new Map<string, repo.MealRow[]>();
  for (const m of meals) byDate.set(m.date, [...(byDate.get(m.date) ?? []), m]);
  const out: IntakeDay[] = [];
  for (const [date, logged] of byDate) {
    const day = content.days.find((d) => d.date === date);
    if (!day) continue;
    const kcal = day.meals.reduce((sum, meal) => {
      const log = logged.find((l) => l.slot === meal.slot);
      return sum + (log ? log.kcal : meal.totals.kcal);
    }, 0);
    out.push({ date, kcal: Math.round(kcal) });
  }
  return out;
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

/** Next week's progression for each exercise of the plan's current week that has logged sets. */
function progressionsOf(plan: PlanRow, workouts: repo.WorkoutRow[], today: string): Progression[] {
  const weeks = plan.content.training?.weeks ?? [];
  if (!weeks.length) return [];
  const current = Math.min(
    weeks.length,
    Math.max(1, Math.floor(daysBetween(dateOf(plan.startsAt), today) / 7) + 1),
  );
  const week = weeks.find((w) => w.week === current) ?? weeks[0]!;
  const out: Progression[] = [];
  const seen = new Set<string>();
  for (const session of week.sessions) {
    for (const p of session.exercises) {
      if (seen.has(p.exerciseId)) continue;
      seen.add(p.exerciseId);
      const range = repRange(p.reps);
      if (!range) continue;
      const history: SessionLog[] = workouts
        .flatMap((w) =>
          w.exercises
            .filter((e) => e.exerciseId === p.exerciseId)
            .map((e) => ({ date: w.date, sets: e.sets })),
        )
        .sort((a, b) => a.date.localeCompare(b.date));
      if (!history.length) continue;
      const loadType = EXERCISE_BY_ID.get(p.exerciseId)?.loadType;
      const next = nextProgression({
        name: p.name,
        range,
        plannedSets: p.sets,
        history,
        ...(loadType ? { loadType } : {}),
      });
      out.push({ exerciseId: p.exerciseId, name: p.name, ...next });
    }
  }
  return out;
}
