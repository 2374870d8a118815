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
  shareKey: string | null;
  cost: number;
  /** The app's clock (budgets count jobs created in a window of it). */
  createdAt: Date;
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

/** How a name's jobs share the workers: see claimFair. */
export interface FairShare {
  /** Finished jobs count against their share this long after finishing (running ones always do). */
  recentSince: Date;
  /** A share runs at most this many jobs of the name at once, across all instances. */
  maxRunning: number;
}

/**
 * Takes up to `limit` due jobs of one name, one at a time, round-robin by share key: the next job comes from the
 * share with the fewest running and recently finished jobs of the name, oldest first within a share, and never
 * from a share already running `maxRunning`. An advisory lock held for the claim's transaction serialises fair
 * claims of the name across instances (PGlite and PostgreSQL alike), so each claim sees the ones before it and
 * the per-share cap holds; SKIP LOCKED still steps over rows that other statements hold.
 */
export async function claimFair(
  ex: Executor,
  claim: { name: string; limit: number; workerId: string; now: Date; lockedUntil: Date; fair: FairShare },
): Promise<JobRow[]> {
  const ids: number[] = [];
  for (let i = 0; i < claim.limit; i++) {
    const id = await ex.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`jobs.claim:${claim.name}`}))`);
      const result = await tx.execute(sql`
        UPDATE jobs SET status = 'running', attempts = attempts + 1,
          locked_by = ${claim.workerId}, locked_until = ${claim.lockedUntil}
        WHERE id = (
          SELECT j.id FROM jobs j
          WHERE j.name = ${claim.name}
            AND ((j.status = 'queued' AND j.run_at <= ${claim.now})
              OR (j.status = 'running' AND j.locked_until < ${claim.now} AND j.attempts < j.max_attempts))
            AND (j.share_key IS NULL OR (
              SELECT count(*) FROM jobs r
              WHERE r.name = j.name AND r.share_key = j.share_key AND r.status = 'running'
                AND r.locked_until >= ${claim.now}) < ${claim.fair.maxRunning})
          ORDER BY (
              SELECT count(*) FROM jobs r
              WHERE r.name = j.name AND r.share_key = j.share_key
                AND (r.status = 'running' OR r.finished_at >= ${claim.fair.recentSince})),
            j.run_at, j.id
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id`);
      const row = (result as { rows: { id: number | string }[] }).rows[0];
      return row ? Number(row.id) : null;
    });
    if (id === null) break;
    ids.push(id);
  }
  if (!ids.length) return [];
  return ex.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.runAt, jobs.id);
}

/**
 * For each queued job of `name` with one of these singleton keys: how many queued jobs of the name the fair claim
 * takes before it. A job's turn is its share's running and recent jobs plus the share's queued jobs older than it
 * (each claim of a share makes its next job wait a turn more); equal turns go oldest first, as in claimFair.
 */
export async function queuedAhead(
  ex: Executor,
  query: { name: string; singletonKeys: string[]; recentSince: Date },
): Promise<Map<string, number>> {
  if (!query.singletonKeys.length) return new Map();
  const keys = sql.join(
    query.singletonKeys.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await ex.execute(sql`
    WITH usage AS (
      SELECT share_key, count(*) AS n FROM jobs
      WHERE name = ${query.name} AND share_key IS NOT NULL
        AND (status = 'running' OR finished_at >= ${query.recentSince})
      GROUP BY share_key
    ), queued AS (
      SELECT q.id, q.singleton_key, q.run_at,
        coalesce(u.n, 0) + row_number() OVER (PARTITION BY q.share_key ORDER BY q.run_at, q.id) AS turn
      FROM jobs q LEFT JOIN usage u ON u.share_key = q.share_key
      WHERE q.name = ${query.name} AND q.status = 'queued'
    )
    SELECT me.singleton_key AS key,
      (SELECT count(*) FROM queued o WHERE (o.turn, o.run_at, o.id) < (me.turn, me.run_at, me.id))::int AS ahead
    FROM queued me WHERE me.singleton_key IN (${keys})`);
  return new Map(
    (result as { rows: { key: string; ahead: number | string }[] }).rows.map((r) => [r.key, Number(r.ahead)]),
  );
}

/** A share's jobs of one name: how many are queued or running, and the cost of those created since `since`. */
export async function shareUsage(
  ex: Executor,
  query: { name: string; shareKey: string; since: Date },
): Promise<{ active: number; costSince: number }> {
  const [row] = await ex
    .select({
      active: sql<number>`count(*) FILTER (WHERE ${jobs.status} IN ('queued', 'running'))::int`,
      costSince: sql<number>`coalesce(sum(${jobs.cost}) FILTER (WHERE ${jobs.createdAt} >= ${query.since}), 0)::int`,
    })
    .from(jobs)
    .where(and(eq(jobs.name, query.name), eq(jobs.shareKey, query.shareKey)));
  return { active: Number(row?.active ?? 0), costSince: Number(row?.costSince ?? 0) };
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
