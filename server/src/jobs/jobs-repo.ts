/** The jobs table: the only file of the queue that speaks SQL. Plain SQL that runs alike on PGlite and PostgreSQL. */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from './jobs-schema';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  name: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  singletonKey: string | null;
}

/** Inserts a job; null when a job with the same singleton key already exists. */
export async function insertJob(ex: Executor, job: NewJob): Promise<number | null> {
  const [row] = await ex
    .insert(jobs)
    .values({ ...job, payload: job.payload })
    .onConflictDoNothing({ target: jobs.singletonKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** How many jobs of each name are due: queued and ready, or running with an expired lease (its worker died). */
export async function dueCounts(ex: Executor, names: string[], now: Date): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await ex
    .select({ name: jobs.name, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(inArray(jobs.name, names), dueCondition(now)))
    .groupBy(jobs.name);
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

/** Queued and due, or abandoned by its worker (lease run out) with attempts left. */
function dueCondition(now: Date) {
  return sql`((${jobs.status} = 'queued' AND ${jobs.runAt} <= ${now}) OR (${jobs.status} = 'running' AND ${jobs.lockedUntil} < ${now} AND ${jobs.attempts} < ${jobs.maxAttempts}))`;
}

/** Why a job whose worker died in its last attempt is failed (a job that crashes its worker is not run forever). */
const ABANDONED_ERROR = 'The worker stopped during the last attempt.';

/**
 * Failed for good: the job's registration (and so whether it scrubs) is not known here, and the payload of a job
 * that will never run again has no use, so it is always cleared (mail bodies carry single-use links).
 */
const abandoned = (now: Date) =>
  ({
    status: 'failed',
    finishedAt: now,
    lockedBy: null,
    lockedUntil: null,
    lastError: ABANDONED_ERROR,
    payload: {},
  }) as const;

/** Fails running jobs whose lease has run out in their last allowed attempt. */
export async function failAbandoned(ex: Executor, now: Date): Promise<number> {
  const rows = await ex
    .update(jobs)
    .set(abandoned(now))
    .where(
      and(
        eq(jobs.status, 'running'),
        lt(jobs.lockedUntil, now),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Takes up to `limit` due jobs of one name for this worker. SKIP LOCKED lets several instances claim at once
 * without waiting on each other or taking the same row.
 */
export async function claimJobs(
  ex: Executor,
  claim: { name: string; limit: number; workerId: string; now: Date; lockedUntil: Date },
): Promise<JobRow[]> {
  const result = await ex.execute(sql`
    UPDATE ${jobs} SET status = 'running', attempts = ${jobs.attempts} + 1,
      locked_by = ${claim.workerId}, locked_until = ${claim.lockedUntil}
    WHERE ${jobs.id} IN (
      SELECT ${jobs.id} FROM ${jobs}
      WHERE ${jobs.name} = ${claim.name} AND ${dueCondition(claim.now)}
      ORDER BY ${jobs.runAt}, ${jobs.id}
      LIMIT ${claim.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (!ids.length) return [];
  return ex.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.runAt, jobs.id);
}

/** Renews a running job's lease; false when this worker no longer holds it. */
export async function extendLease(ex: Executor, id: number, workerId: string, until: Date): Promise<boolean> {
  const rows = await ex
    .update(jobs)
    .set({ lockedUntil: until })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

const heldBy = (id: number, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

export async function completeJob(
  ex: Executor,
  id: number,
  workerId: string,
  now: Date,
  scrubPayload: boolean,
): Promise<void> {
  await ex
    .update(jobs)
    .set({
      status: 'done',
      finishedAt: now,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      ...(scrubPayload ? { payload: {} } : {}),
    })
    .where(heldBy(id, workerId));
}

/** A failed attempt: queued again at `retryAt`, or failed for good when retryAt is null. */
export async function failJob(
  ex: Executor,
  id: number,
  workerId: string,
  failure: { error: string; now: Date; retryAt: Date | null; scrubPayload: boolean },
): Promise<void> {
  await ex
    .update(jobs)
    .set(
      failure.retryAt
        ? {
            status: 'queued',
            runAt: failure.retryAt,
            lockedBy: null,
            lockedUntil: null,
            lastError: failure.error,
          }
        : {
            status: 'failed',
            finishedAt: failure.now,
            lockedBy: null,
            lockedUntil: null,
            lastError: failure.error,
            ...(failure.scrubPayload ? { payload: {} } : {}),
          },
    )
    .where(heldBy(id, workerId));
}

/** Jobs whose worker is known to be gone (PGlite at start: this process is the only worker there is). */
export async function requeueRunning(ex: Executor, now: Date): Promise<{ requeued: number; failed: number }> {
  const failed = await ex
    .update(jobs)
    .set(abandoned(now))
    .where(and(eq(jobs.status, 'running'), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  const requeued = await ex
    .update(jobs)
    .set({ status: 'queued', lockedBy: null, lockedUntil: null })
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  return { requeued: requeued.length, failed: failed.length };
}

/** Removes finished jobs older than `before` (their singleton keys with them). */
export async function deleteFinishedBefore(ex: Executor, before: Date): Promise<number> {
  const rows = await ex
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

export async function findJob(ex: Executor, id: number): Promise<JobRow | undefined> {
  const [row] = await ex.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
