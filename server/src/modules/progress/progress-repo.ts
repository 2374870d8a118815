/** Progress logs (weights, measurements, workout sets, meals, check-ins); imported data is in progress-activity-repo.ts. */
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  checkIns,
  idempotencyKeys,
  mealLogs,
  measurementLogs,
  progressPhotos,
  progressRevisions,
  weightLogs,
  workoutLogs,
} from './progress-schema';

export type WeightRow = typeof weightLogs.$inferSelect;
export type MeasurementRow = typeof measurementLogs.$inferSelect;
export type WorkoutRow = typeof workoutLogs.$inferSelect;
export type MealRow = typeof mealLogs.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;
export type PhotoRow = typeof progressPhotos.$inferSelect;

// ---- the summary's revision --------------------------------------------------------------------------------

/**
 * Every write to what the summary reads calls this after it, in its transaction; the log upserts below are written
 * only through progress-kit: weights and measurements by once (bumps with finishLog), sets and meals by saveOnce
 * (progress-log-save: the upsert and the bump in one statement).
 */
export async function bump(ex: Executor, userId: string): Promise<void> {
  await ex
    .insert(progressRevisions)
    .values({ userId, revision: 1 })
    .onConflictDoUpdate({
      target: progressRevisions.userId,
      set: { revision: sql`${progressRevisions.revision} + 1` },
    });
}

// The member's revision is read with their active plan's head (progress-summary.ts): one statement.

// ---- idempotency -------------------------------------------------------------------------------------------

/** The progress revision's bump as a statement (or a CTE) returning the new revision (progress-log-save too). */
export function bumpSql(userId: string | Placeholder) {
  return sql`insert into ${progressRevisions} (user_id, revision) values (${userId}, 1)
    on conflict (user_id) do update set revision = ${progressRevisions.revision} + 1 returning revision`;
}

/**
 * Ends a weight or measurement write (progress-kit once), in its transaction: bumps the member's progress revision
 * and, when the call carries an idempotency key, claims it with the answer — one statement, so the write's
 * transaction is three round trips (the log, this, the commit). Answers the new revision, or null when the key was
 * already claimed (a retry or a concurrent duplicate, which waits for the first to commit): the caller rolls back.
 */
export async function finishLog(
  ex: Executor,
  userId: string,
  claim?: { key: string; scope: string; statusCode: number; response: unknown },
): Promise<number | null> {
  const result = claim
    ? await ex.execute(sql`with bumped as (${bumpSql(userId)}),
        claimed as (
          insert into ${idempotencyKeys} (user_id, key, scope, status_code, response)
          values (${userId}, ${claim.key}, ${claim.scope}, ${claim.statusCode}, ${JSON.stringify(claim.response)}::jsonb)
          on conflict do nothing returning 1
        )
        select (select revision from bumped) as revision, exists (select 1 from claimed) as claimed`)
    : await ex.execute(bumpSql(userId));
  const [row] = (result as { rows: { revision: number; claimed?: boolean }[] }).rows;
  return claim && !row!.claimed ? null : Number(row!.revision);
}

export async function findKey(ex: Executor, userId: string, key: string) {
  const [row] = await ex
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Forgets keys claimed before `before`; answers how many. */
export async function deleteKeysOlderThan(ex: Executor, before: Date): Promise<number> {
  const rows = await ex
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

// ---- weights -----------------------------------------------------------------------------------------------

export async function upsertWeight(
  ex: Executor,
  userId: string,
  date: string,
  weightKg: number,
  now: Date,
): Promise<WeightRow> {
  const [row] = await ex
    .insert(weightLogs)
    .values({ userId, date, weightKg, updatedAt: now, createdAt: now })
    // The member's own entry: an imported weight of that day becomes theirs.
    .onConflictDoUpdate({
      target: [weightLogs.userId, weightLogs.date],
      set: { weightKg, source: null, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function listWeights(ex: Executor, userId: string, fromDate?: string): Promise<WeightRow[]> {
  return ex
    .select()
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, userId), fromDate ? gte(weightLogs.date, fromDate) : undefined))
    .orderBy(asc(weightLogs.date));
}

export async function findWeightByDate(ex: Executor, userId: string, date: string) {
  const [row] = await ex
    .select()
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, userId), eq(weightLogs.date, date)));
  return row;
}

export async function updateWeight(ex: Executor, userId: string, date: string, weightKg: number, now: Date) {
  const [row] = await ex
    .update(weightLogs)
    .set({ weightKg, source: null, updatedAt: now })
    .where(and(eq(weightLogs.userId, userId), eq(weightLogs.date, date)))
    .returning();
  if (row) await bump(ex, userId);
  return row;
}

export async function deleteWeight(ex: Executor, userId: string, date: string): Promise<boolean> {
  const rows = await ex
    .delete(weightLogs)
    .where(and(eq(weightLogs.userId, userId), eq(weightLogs.date, date)))
    .returning({ id: weightLogs.id });
  if (rows.length > 0) await bump(ex, userId);
  return rows.length > 0;
}

// ---- measurements ------------------------------------------------------------------------------------------

type MeasurementValues = Partial<
  Pick<MeasurementRow, 'waistCm' | 'hipCm' | 'chestCm' | 'armCm' | 'thighCm' | 'bodyFatPct'>
>;

export async function upsertMeasurement(
  ex: Executor,
  userId: string,
  date: string,
  values: MeasurementValues,
  now: Date,
): Promise<MeasurementRow> {
  const [row] = await ex
    .insert(measurementLogs)
    .values({ userId, date, ...values, createdAt: now, updatedAt: now })
    // Fields not given keep the day's earlier values (a waist in the morning, body fat at the gym).
    .onConflictDoUpdate({
      target: [measurementLogs.userId, measurementLogs.date],
      set: { ...values, source: null, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function listMeasurements(ex: Executor, userId: string): Promise<MeasurementRow[]> {
  return ex
    .select()
    .from(measurementLogs)
    .where(eq(measurementLogs.userId, userId))
    .orderBy(asc(measurementLogs.date));
}

export async function deleteMeasurement(ex: Executor, userId: string, date: string): Promise<boolean> {
  const rows = await ex
    .delete(measurementLogs)
    .where(and(eq(measurementLogs.userId, userId), eq(measurementLogs.date, date)))
    .returning({ id: measurementLogs.id });
  if (rows.length > 0) await bump(ex, userId);
  return rows.length > 0;
}

// ---- workouts and meals ------------------------------------------------------------------------------------

/** Every session the member logged, or one plan's (served by workout_logs_session_key). */
// Prepared (issue 33): /today and the summary read them on every load; drizzle built each query every time.
const workoutsStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(workoutLogs)
    .where(eq(workoutLogs.userId, sql.placeholder('userId')))
    .orderBy(asc(workoutLogs.date), asc(workoutLogs.createdAt))
    .prepare('workout_logs_of_user'),
);
const planWorkoutsStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(workoutLogs)
    .where(
      and(
        eq(workoutLogs.userId, sql.placeholder('userId')),
        eq(workoutLogs.planId, sql.placeholder('planId')),
      ),
    )
    .orderBy(asc(workoutLogs.date), asc(workoutLogs.createdAt))
    .prepare('workout_logs_of_plan'),
);

export async function listWorkouts(ex: Executor, userId: string, planId?: string): Promise<WorkoutRow[]> {
  return planId === undefined
    ? workoutsStatement(ex).execute({ userId })
    : planWorkoutsStatement(ex).execute({ userId, planId });
}

const mealsStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(mealLogs)
    .where(eq(mealLogs.userId, sql.placeholder('userId')))
    .orderBy(asc(mealLogs.date), asc(mealLogs.slot), asc(mealLogs.slotIndex))
    .prepare('meal_logs_of_user'),
);
const planMealsStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(mealLogs)
    .where(
      and(eq(mealLogs.userId, sql.placeholder('userId')), eq(mealLogs.planId, sql.placeholder('planId'))),
    )
    .orderBy(asc(mealLogs.date), asc(mealLogs.slot), asc(mealLogs.slotIndex))
    .prepare('meal_logs_of_plan'),
);

export async function listMeals(ex: Executor, userId: string, planId?: string): Promise<MealRow[]> {
  return planId ? planMealsStatement(ex).execute({ userId, planId }) : mealsStatement(ex).execute({ userId });
}

// ---- check-ins --------------------------------------------------------------------------------------------

export async function insertCheckIn(
  ex: Executor,
  values: { id?: string; userId: string; planId: string | null; result: unknown; createdAt: Date },
): Promise<CheckInRow> {
  const [row] = await ex.insert(checkIns).values(values).returning();
  await bump(ex, values.userId);
  return row!;
}

export async function latestCheckIn(ex: Executor, userId: string): Promise<CheckInRow | undefined> {
  const [row] = await ex
    .select()
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(desc(checkIns.createdAt))
    .limit(1);
  return row;
}

export async function listCheckIns(ex: Executor, userId: string): Promise<CheckInRow[]> {
  return ex.select().from(checkIns).where(eq(checkIns.userId, userId)).orderBy(asc(checkIns.createdAt));
}

/** Everything logged by a member, for the account export. */
export async function memberLogs(ex: Executor, userId: string) {
  return {
    weights: await listWeights(ex, userId),
    measurements: await listMeasurements(ex, userId),
    workouts: await listWorkouts(ex, userId),
    meals: await listMeals(ex, userId),
    checkIns: await listCheckIns(ex, userId),
  };
}

// ---- photos ------------------------------------------------------------------------------------------------

export async function insertPhoto(
  ex: Executor,
  values: typeof progressPhotos.$inferInsert,
): Promise<PhotoRow> {
  const [row] = await ex.insert(progressPhotos).values(values).returning();
  return row!;
}

export async function listPhotos(ex: Executor, userId: string): Promise<PhotoRow[]> {
  return ex
    .select()
    .from(progressPhotos)
    .where(eq(progressPhotos.userId, userId))
    .orderBy(desc(progressPhotos.date), desc(progressPhotos.createdAt));
}

export async function countPhotos(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(progressPhotos).where(eq(progressPhotos.userId, userId));
  return row?.n ?? 0;
}

export async function findPhoto(ex: Executor, id: string): Promise<PhotoRow | undefined> {
  const [row] = await ex.select().from(progressPhotos).where(eq(progressPhotos.id, id));
  return row;
}

export async function deletePhoto(ex: Executor, id: string): Promise<void> {
  await ex.delete(progressPhotos).where(eq(progressPhotos.id, id));
}

/** Which of these storage keys belong to a progress photo (stored-files registry). */
export async function livePhotoKeys(ex: Executor, keys: string[]): Promise<Set<string>> {
  const rows = await ex
    .select({ key: progressPhotos.storageKey })
    .from(progressPhotos)
    .where(inArray(progressPhotos.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}
