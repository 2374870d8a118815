/**
 * The food log: entries of a day (a food × measure × amount, or calories only), each with a snapshot of its
 * nutrients; the day's totals against the active plan's targets and the member's clinical ceilings. A retried POST
 * (same Idempotency-Key header or body clientId) is answered with the first entry and logs nothing twice.
 */
import type { Food, FoodLogBody, FoodLogDay, FoodLogEntry } from '@common/foods';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { checkLogDate } from '../progress';
import { findActivePlanRow, findActivePlanTargets } from '../plans';
import type { FoodDeps } from './foods-service';
import { dayTotals, entryOf, nutrientsFor } from './foods-presenters';
import * as repo from './foods-repo';
import { idempotentRequest } from './idempotent-request';

const RECENT_SCAN = 200;
const RECENT_MAX = 12;

export function createFoodLogs(deps: FoodDeps, food: (actor: Actor, id: string) => Promise<Food>) {
  const { db, now } = deps;

  async function log(actor: Actor, body: FoodLogBody, headerKey?: string): Promise<FoodLogEntry> {
    checkLogDate(body.date, now());
    const { key, requestHash } = idempotentRequest(body, headerKey);
    // A retry of a saved entry gets its answer before anything is checked again (the plan may have changed since).
    const saved = key ? await replay(actor, key, requestHash) : undefined;
    if (saved) return saved;
    const slotIndex = await checkSlotIndex(actor, body);
    const base = {
      userId: actor.user.id,
      date: body.date,
      slot: body.slot,
      slotIndex,
      clientId: key ?? null,
      requestHash,
    };

    let row;
    if (body.kind === 'quick') {
      row = await repo.insertFoodLog(db, {
        ...base,
        kind: 'quick',
        name: body.label || 'Quick add',
        kcal: body.kcal,
        proteinG: null,
        carbsG: null,
        fatG: null,
        fiberG: null,
      });
    } else {
      const f = await food(actor, body.foodId).catch((e: unknown) => {
        throw e instanceof NotFound ? new BadRequest('foodId is not a food in the database.', 'foodId') : e;
      });
      const measure = f.measures.find((m) => m.id === body.measureId);
      if (!measure)
        throw new BadRequest(
          `measureId must be one of ${f.measures.map((m) => m.id).join(', ')} for this food.`,
          'measureId',
        );
      const grams = Math.round(measure.grams * body.amount * 10) / 10;
      row = await repo.insertFoodLog(db, {
        ...base,
        kind: 'food',
        foodId: f.id,
        name: f.name,
        measureLabel: measure.label,
        amount: body.amount,
        grams,
        ...nutrientsFor(f.per100g, grams),
      });
    }
    if (row) return entryOf(row);
    // Saved by a concurrent duplicate meanwhile.
    const first = await replay(actor, key!, requestHash);
    if (!first)
      throw new Conflict('This Idempotency-Key was already used for another request.', 'Idempotency-Key');
    return first;
  }

  /** The first answer of a request made before with this key; another request with it is refused (409). */
  async function replay(actor: Actor, key: string, requestHash: string): Promise<FoodLogEntry | undefined> {
    const first = await repo.findFoodLogByClientId(db, actor.user.id, key);
    if (!first) return undefined;
    if (first.requestHash !== requestHash)
      throw new Conflict('This Idempotency-Key was already used for another request.', 'Idempotency-Key');
    return entryOf(first);
  }

  /**
   * Which meal of the slot the food is for: left out, the slot's first (calls made before two snacks were told
   * apart). A later one must be on the active plan's day (a plan that serves two snacks that day takes 0–1); past
   * the last is refused naming slotIndex, never stored against a meal that does not exist.
   */
  async function checkSlotIndex(actor: Actor, body: FoodLogBody): Promise<number> {
    const index = body.slotIndex ?? 0;
    if (index === 0) return 0;
    const plan = await findActivePlanRow(db, actor.user.id);
    const meals = plan?.content.days.find((d) => d.date === body.date)?.meals ?? [];
    const count = meals.filter((m) => m.slot === body.slot).length;
    if (index < count) return index;
    const label = body.slot;
    throw new BadRequest(
      count > 1
        ? `slotIndex: ${body.date} has ${count} ${label} meals in your plan (slotIndex 0–${count - 1}).`
        : `slotIndex: ${body.date} has no ${label} ${index + 1} in your plan: leave slotIndex out (or 0) for the ${label}.`,
      'slotIndex',
    );
  }

  async function day(actor: Actor, date: string): Promise<FoodLogDay> {
    const entries = (await repo.foodLogsOfDay(db, actor.user.id, date)).map(entryOf);
    const totals = dayTotals(entries);
    const plan = await findActivePlanTargets(db, actor.user.id);
    const t = plan?.targets;
    const targets =
      plan && t && !plan.numbersHidden
        ? {
            planId: plan.id,
            calories: t.calories,
            proteinG: t.proteinG,
            carbsG: t.carbsG,
            fatG: t.fatG,
            fiberG: t.fiberG,
            saturatedFatMaxG: t.saturatedFatMaxG,
            sodiumMaxMg: t.limits?.sodiumMaxMg ?? null,
            potassiumMaxMg: t.limits?.potassiumMaxMg ?? null,
          }
        : null;
    const over: FoodLogDay['over'] = [];
    if (targets) {
      if (totals.saturatedFatG > targets.saturatedFatMaxG) over.push('saturatedFat');
      if (targets.sodiumMaxMg !== null && totals.sodiumMg > targets.sodiumMaxMg) over.push('sodium');
      if (targets.potassiumMaxMg !== null && totals.potassiumMg > targets.potassiumMaxMg)
        over.push('potassium');
    }
    const numbersHidden = plan?.numbersHidden ?? false;
    return { date, entries, totals, targets, numbersHidden, over };
  }

  async function remove(actor: Actor, id: string): Promise<void> {
    const row = await repo.findFoodLog(db, id);
    if (!row) throw new NotFound('Food log entry not found.');
    authorize(actor.user, 'food:own', row);
    await repo.deleteFoodLog(db, id);
  }

  /** The member's most recently logged foods, newest first, each once (foods no longer known are left out). */
  async function recent(actor: Actor): Promise<Food[]> {
    const ids = [...new Set(await repo.recentFoodIds(db, actor.user.id, RECENT_SCAN))].slice(0, RECENT_MAX);
    const found = await Promise.all(ids.map((id) => food(actor, id).catch(() => null)));
    return found.filter((f): f is Food => f !== null);
  }

  return { log, day, remove, recent };
}
