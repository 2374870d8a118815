/**
 * The object-store orphan sweep as a recurring job on the database job queue: every 30 minutes, once across every
 * instance and worker process (one job per time slot under a singleton key). It asks the stored-files registry
 * (stored-files.ts) which files their owners disown and removes those older than the grace period, so uploads in
 * flight elsewhere are safe.
 */
import type { JobQueue } from '../jobs/job-queue';
import type { StoredFiles } from './stored-files';

/** The name predates the registry (queued rows carry it). */
export const ORPHAN_SWEEP_JOB = 'reports.sweep-orphans';
const SWEEP_EVERY_MS = 30 * 60_000;
/** Never less than this in the recurring sweep: with several instances, an upload may be in flight anywhere. */
const MIN_RECURRING_GRACE_MS = 600_000;

/** ORPHAN_SWEEP_GRACE_SECONDS, else 0 on PGlite (one process: any orphan is a crash's) and 600 s on PostgreSQL. */
export function orphanGraceMs(setting: number | undefined, kind: 'pglite' | 'postgres'): number {
  return (setting ?? (kind === 'pglite' ? 0 : 600)) * 1000;
}

export function registerStoredFileJobs(
  jobs: Pick<JobQueue, 'register' | 'schedule'>,
  storedFiles: Pick<StoredFiles, 'sweepOrphans'>,
  options: {
    graceMs: number;
    log: { warn(obj: object, msg: string): void };
    /** Runs after each sweep (reports whose reading was abandoned are failed on the same beat). */
    afterSweep: () => Promise<unknown>;
  },
): void {
  jobs.register(
    ORPHAN_SWEEP_JOB,
    async () => {
      const removed = await storedFiles.sweepOrphans(Math.max(options.graceMs, MIN_RECURRING_GRACE_MS));
      if (removed) options.log.warn({ removed }, 'removed stored files left by interrupted uploads');
      await options.afterSweep();
    },
    { timeoutMs: 10 * 60_000 },
  );
  jobs.schedule(ORPHAN_SWEEP_JOB, { everyMs: SWEEP_EVERY_MS, offsetMs: 7 * 60_000 });
}
