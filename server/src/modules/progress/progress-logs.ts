/**
 * The member's logs: body weight and measurements (every member), workouts against the plan's sessions and meals
 * against its days (Premium). Every write may carry an idempotency key (progress-kit once).
 */
import {
  SET_LOAD_STEP_KG,
  type MealLog,
  type MealLogBody,
  type MeasurementLog,
  type MeasurementLogBody,
  type WeightLog,
  type WorkoutLog,
  type WorkoutLogBody,
} from '@common/progress';
import { BadRequest, NotFound } from '../../lib/errors';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import type { PlanHeadRow } from '../plans';
import type { ProgressKit } from './progress-kit';
import { dateOf, onStep, toMeal, toMeasurement, toWeight, toWorkout } from './progress-presenters';
import * as repo from './progress-repo';

export function createLogs(kit: ProgressKit) {
  const { db, now, checkDate, once, saveOnce, ownPlanId, loggedAgainst, factsOf, premium } = kit;

  return {
    async logWeight(actor: Actor, body: { date: string; weightKg: number; clientId?: string }, key?: string) {
      authorize(actor.user, 'progress:log-weight', null);
      checkDate(body.date);
      return once(actor.user.id, key ?? body.clientId, 'weights', 201, async (ex) => {
        const row = await repo.upsertWeight(ex, actor.user.id, body.date, onStep(body.weightKg, 0.1), now());
        return { body: { weight: toWeight(row) }, saved: { kind: 'weight', row } };
      });
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
      return once(actor.user.id, key ?? clientId, 'measurements', 201, async (ex) => {
        const row = await repo.upsertMeasurement(ex, actor.user.id, date, values, now());
        return { body: { measurement: toMeasurement(row) }, saved: { kind: 'measurement', row } };
      });
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
      return loggedAgainst(actor, body.planId, (plan) => saveWorkout(actor, plan, body, key));
    },

    async listWorkouts(actor: Actor, planId?: string): Promise<WorkoutLog[]> {
      premium(actor);
      return (await repo.listWorkouts(db, actor.user.id, planId)).map(toWorkout);
    },

    async logMeal(actor: Actor, planId: string, body: MealLogBody, key?: string) {
      premium(actor);
      return loggedAgainst(actor, planId, (plan) => saveMeal(actor, plan, body, key));
    },

    async listMeals(actor: Actor, planId: string): Promise<MealLog[]> {
      premium(actor);
      return (await repo.listMeals(db, actor.user.id, await ownPlanId(actor, planId))).map(toMeal);
    },
  };

  /** A session's sets checked against the plan as `plan` (its head) shows it, and saved while it still does. */
  async function saveWorkout(actor: Actor, plan: PlanHeadRow, body: WorkoutLogBody, key?: string) {
    checkDate(body.date);
    if (body.date < dateOf(plan.startsAt))
      throw new BadRequest(`date is before the plan started (${dateOf(plan.startsAt)}).`, 'date');
    const { weeks } = await factsOf(plan);
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
      if (!session.exerciseIds.includes(e.exerciseId)) {
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
    const values = {
      userId: actor.user.id,
      week: body.week,
      day: body.day,
      date: body.date,
      exercises,
      updatedAt: now(),
    };
    return saveOnce(actor.user.id, key ?? body.clientId, 'workouts', 201, {
      log: { kind: 'workout', values },
      plan,
      // A new session's row was created now; a session logged again keeps its id and first time.
      saved: (returned) => ({
        kind: 'workout',
        row: {
          ...values,
          planId: plan.id,
          id: returned.id as string,
          createdAt: new Date(Number(returned.created_ms)),
        },
      }),
      answer: (saved) => ({ log: toWorkout(saved.row as repo.WorkoutRow) }),
      idAt: ['log', 'id'],
    });
  }

  /** A meal checked against the plan's days as `plan` (its head) shows them, and saved while it still does. */
  async function saveMeal(actor: Actor, plan: PlanHeadRow, body: MealLogBody, key?: string) {
    checkDate(body.date);
    // The meals as the member sees them: a swapped meal is logged at the chosen dish's energy.
    const { days } = await factsOf(plan);
    const day = days.find((d) => d.date === body.date);
    if (!day) {
      const range = days.length ? ` (it runs ${days[0]!.date} to ${days[days.length - 1]!.date})` : '';
      throw new BadRequest(`date: the plan has no meals on ${body.date}${range}.`, 'date');
    }
    // Without slotIndex: the slot's first meal (what the call meant before two snacks were told apart).
    const slotIndex = body.slotIndex ?? 0;
    const ofSlot = day.meals.filter((m) => m.slot === body.slot);
    const meal = ofSlot[slotIndex];
    if (!meal) {
      if (!ofSlot.length) {
        const slots = day.meals.map((m) => m.slot).join(', ');
        throw new BadRequest(`slot: no ${body.slot} is planned on ${body.date} (planned: ${slots}).`, 'slot');
      }
      throw new BadRequest(
        `slotIndex: ${body.date} has ${ofSlot.length} ${body.slot} meal${ofSlot.length > 1 ? 's' : ''} (slotIndex 0–${ofSlot.length - 1}).`,
        'slotIndex',
      );
    }
    const portion = body.status === 'skipped' ? 0 : onStep(body.portion ?? 1, 0.05);
    const row: repo.MealRow = {
      userId: actor.user.id,
      planId: plan.id,
      date: body.date,
      slot: body.slot,
      slotIndex,
      status: body.status,
      portion,
      kcal: meal.kcal * portion,
      updatedAt: now(),
    };
    return saveOnce(actor.user.id, key ?? body.clientId, 'meals', 200, {
      log: { kind: 'meal', values: row },
      plan,
      // The upsert writes every column: the saved row is the one given.
      saved: () => ({ kind: 'meal', row }),
      answer: (saved) => ({ meal: toMeal(saved.row as repo.MealRow) }),
    });
  }
}
