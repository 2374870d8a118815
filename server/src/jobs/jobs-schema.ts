/** The durable job queue. Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../db/columns';

/**
 * The durable job queue (server/src/jobs): mail, report extraction, scheduled sweeps. A job is claimed with
 * FOR UPDATE SKIP LOCKED and held by a lease that its worker renews; a crashed worker's lease runs out and another
 * worker (or the restarted one) takes the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    runAt: ts('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** At most one job per key while its row is kept (recurring slots, one reminder per event). */
    singletonKey: text('singleton_key'),
    /**
     * Whose work it is (a member's id for report extraction): jobs of a name registered with a fair share are
     * claimed round-robin by this key (see jobs-repo claimFair).
     */
    shareKey: text('share_key'),
    /** What the job costs its share, for per-share budgets (pages for an extraction); 1 unless given. */
    cost: integer('cost').notNull().default(1),
    lockedBy: text('locked_by'),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_singleton_key').on(t.singletonKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt),
    index('jobs_share_idx')
      .on(t.name, t.shareKey)
      .where(sql`${t.shareKey} IS NOT NULL`),
  ],
);
