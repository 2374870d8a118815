/** Imported health data (issue 34): daily activity per source, imported workouts, and imported weights and measurements. */
import { and, asc, eq, gte, like, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bump, listMeasurements, listWeights } from './progress-repo';
import { activityDays, importedWorkouts, measurementLogs, weightLogs } from './progress-schema';

export type ActivityRow = typeof activityDays.$inferSelect;
export type ImportedWorkoutRow = typeof importedWorkouts.$inferSelect;

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters. */
const BATCH = 500;
const batches = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

export interface HealthImport {
  /** 'apple-health': marks the weight and measurement rows the import writes. */
  source: string;
  weights: { date: string; weightKg: number }[];
  measurements: { date: string; waistCm: number | null; bodyFatPct: number | null }[];
  /** `source` here names the app or device, prefixed by the import's kind. */
  activity: Omit<typeof activityDays.$inferInsert, 'userId' | 'updatedAt'>[];
  workouts: Omit<typeof importedWorkouts.$inferInsert, 'userId' | 'id' | 'createdAt'>[];
}

export const ALREADY_IMPORTED = 'already imported (the same values are held)';
export const MEMBER_LOGGED = 'a day you logged yourself is kept';

/**
 * Writes an import's rows, each keyed so that importing the same data again changes nothing: weights and
 * measurements by day (never over what the member logged), activity by day and source, workouts by source, start
 * and type. Returns the rows written and, by reason, those not. Run it in the import's transaction.
 */
export async function writeHealthImport(
  ex: Executor,
  userId: string,
  input: HealthImport,
  now: Date,
): Promise<{ written: number; skipped: Map<string, number> }> {
  const skipped = new Map<string, number>();
  const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  let written = 0;

  const weightsHeld = new Map((await listWeights(ex, userId)).map((w) => [w.date, w]));
  const weights = input.weights.filter((w) => {
    const held = weightsHeld.get(w.date);
    if (held?.source === null) return (skip(MEMBER_LOGGED), false);
    if (held?.weightKg === w.weightKg) return (skip(ALREADY_IMPORTED), false);
    return true;
  });
  for (const rows of batches(weights)) {
    const done = await ex
      .insert(weightLogs)
      .values(rows.map((w) => ({ userId, ...w, source: input.source, createdAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: [weightLogs.userId, weightLogs.date],
        set: { weightKg: sql`excluded.weight_kg`, updatedAt: now },
        setWhere: sql`${weightLogs.source} IS NOT NULL`,
      })
      .returning({ date: weightLogs.date });
    // A day the member logged meanwhile is kept (setWhere) and not counted.
    written += done.length;
    if (done.length < rows.length)
      skipped.set(MEMBER_LOGGED, (skipped.get(MEMBER_LOGGED) ?? 0) + rows.length - done.length);
  }

  const measurementsHeld = new Map((await listMeasurements(ex, userId)).map((m) => [m.date, m]));
  const measurements = input.measurements.filter((m) => {
    const held = measurementsHeld.get(m.date);
    if (held?.source === null) return (skip(MEMBER_LOGGED), false);
    if (
      held &&
      (m.waistCm ?? held.waistCm) === held.waistCm &&
      (m.bodyFatPct ?? held.bodyFatPct) === held.bodyFatPct
    )
      return (skip(ALREADY_IMPORTED), false);
    return true;
  });
  for (const rows of batches(measurements)) {
    const done = await ex
      .insert(measurementLogs)
      .values(rows.map((m) => ({ userId, ...m, source: input.source, createdAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: [measurementLogs.userId, measurementLogs.date],
        set: {
          waistCm: sql`COALESCE(excluded.waist_cm, ${measurementLogs.waistCm})`,
          bodyFatPct: sql`COALESCE(excluded.body_fat_pct, ${measurementLogs.bodyFatPct})`,
          updatedAt: now,
        },
        setWhere: sql`${measurementLogs.source} IS NOT NULL`,
      })
      .returning({ date: measurementLogs.date });
    written += done.length;
    if (done.length < rows.length)
      skipped.set(MEMBER_LOGGED, (skipped.get(MEMBER_LOGGED) ?? 0) + rows.length - done.length);
  }

  const activityHeld = new Map(
    (
      await ex
        .select()
        .from(activityDays)
        .where(and(eq(activityDays.userId, userId), like(activityDays.source, `${input.source}:%`)))
    ).map((a) => [`${a.date}\t${a.source}`, a]),
  );
  const activity = input.activity.filter((a) => {
    const held = activityHeld.get(`${a.date}\t${a.source}`);
    // A value the import does not carry (a kind left out by the member's choice) keeps what the day holds.
    const kept = (was: number | null, now: number | null | undefined) => now == null || was === now;
    const same =
      held &&
      kept(held.steps, a.steps) &&
      kept(held.activeKcal, a.activeKcal) &&
      kept(held.restingHeartRate, a.restingHeartRate);
    if (same) skip(ALREADY_IMPORTED);
    return !same;
  });
  for (const rows of batches(activity)) {
    await ex
      .insert(activityDays)
      .values(rows.map((a) => ({ userId, ...a, updatedAt: now })))
      .onConflictDoUpdate({
        target: [activityDays.userId, activityDays.date, activityDays.source],
        set: {
          steps: sql`coalesce(excluded.steps, ${activityDays.steps})`,
          activeKcal: sql`coalesce(excluded.active_kcal, ${activityDays.activeKcal})`,
          restingHeartRate: sql`coalesce(excluded.resting_heart_rate, ${activityDays.restingHeartRate})`,
          updatedAt: now,
        },
      });
    written += rows.length;
  }

  for (const rows of batches(input.workouts)) {
    const inserted = await ex
      .insert(importedWorkouts)
      .values(rows.map((w) => ({ userId, ...w, createdAt: now })))
      .onConflictDoNothing()
      .returning({ id: importedWorkouts.id });
    written += inserted.length;
    for (let i = inserted.length; i < rows.length; i++) skip(ALREADY_IMPORTED);
  }

  if (written > 0) await bump(ex, userId);
  return { written, skipped };
}

/** Every source's activity rows of the member between two days (inclusive). */
export async function listActivity(
  ex: Executor,
  userId: string,
  from: string,
  to: string,
): Promise<ActivityRow[]> {
  return ex
    .select()
    .from(activityDays)
    .where(and(eq(activityDays.userId, userId), gte(activityDays.date, from), lte(activityDays.date, to)))
    .orderBy(asc(activityDays.date));
}

/** The member's imported workouts started between two days (inclusive, the member's local days), oldest first. */
export async function listImportedWorkouts(
  ex: Executor,
  userId: string,
  from: string,
  to: string,
): Promise<ImportedWorkoutRow[]> {
  return ex
    .select()
    .from(importedWorkouts)
    .where(
      and(
        eq(importedWorkouts.userId, userId),
        gte(importedWorkouts.localDate, from),
        lte(importedWorkouts.localDate, to),
      ),
    )
    .orderBy(asc(importedWorkouts.startAt));
}
