/**
 * The lapsed-subscription sweep as a recurring job on the database job queue: one run per hour across every
 * instance (the queue enqueues one job per time slot under a singleton key), retried like any other job.
 */
import type { JobQueue } from '../../jobs/job-queue';
import type { BillingService } from './billing-service';

export const SUBSCRIPTION_SWEEP_JOB = 'billing.sweep-subscriptions';
/** How often members whose paid period ended are marked canceled. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** The billing module's jobs (services.ts registers every module's). */
export function registerBillingJobs(
  jobs: Pick<JobQueue, 'register' | 'schedule'>,
  billing: Pick<BillingService, 'sweepSubscriptions'>,
  options: { now: () => Date; log: { info(obj: object, msg: string): void } },
): void {
  jobs.register(SUBSCRIPTION_SWEEP_JOB, async () => {
    const count = await billing.sweepSubscriptions(options.now());
    if (count > 0) options.log.info({ count }, 'lapsed subscriptions marked canceled');
  });
  jobs.schedule(SUBSCRIPTION_SWEEP_JOB, { everyMs: SWEEP_EVERY_MS, offsetMs: 5 * 60_000 });
}
