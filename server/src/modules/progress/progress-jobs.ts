/**
 * Idempotency keys of logging calls are kept long enough for any retry the screens make, then forgotten by a daily
 * job (once across instances: a recurring job on the database queue). A device's queue replays a change until the
 * server answers (backoff at most 5 minutes), so a key older than the window is only needed by a phone that stayed
 * offline for three months after a lost answer; its replay would then write the same values again (every log is an
 * upsert on its day, slot or session), not a second log.
 */
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { deleteKeysOlderThan } from './progress-repo';

export const IDEMPOTENCY_SWEEP_JOB = 'progress.sweep-idempotency-keys';
export const IDEMPOTENCY_KEY_TTL_DAYS = 90;
const DAY_MS = 86_400_000;

/** The progress module's jobs (services.ts registers every module's). */
export function registerProgressJobs(
  jobs: Pick<JobQueue, 'register' | 'schedule'>,
  options: { db: Db; now: () => Date; log: { info(obj: object, msg: string): void } },
): void {
  jobs.register(IDEMPOTENCY_SWEEP_JOB, async () => {
    const before = new Date(options.now().getTime() - IDEMPOTENCY_KEY_TTL_DAYS * DAY_MS);
    const removed = await deleteKeysOlderThan(options.db, before);
    if (removed) options.log.info({ removed }, 'forgot old idempotency keys');
  });
  jobs.schedule(IDEMPOTENCY_SWEEP_JOB, { everyMs: DAY_MS, offsetMs: 4 * 3600_000 });
}
