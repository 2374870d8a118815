/**
 * The start-up seam for the lapsed-subscription sweep: a plain interval around billing.sweepSubscriptions(now),
 * started by the server's start-up and stopped on shutdown. A database job queue can take the call over unchanged.
 */
import type { BillingService } from './billing-service';

/** How often members whose paid period ended are marked canceled (first run shortly after start). */
const SWEEP_INTERVAL_MS = 60 * 60_000;
const SWEEP_FIRST_RUN_MS = 5 * 60_000;

export function startSubscriptionSweeps(
  billing: Pick<BillingService, 'sweepSubscriptions'>,
  options: {
    now: () => Date;
    log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
    intervalMs?: number;
    firstRunMs?: number;
  },
): () => void {
  const sweep = () =>
    void billing.sweepSubscriptions(options.now()).then(
      (n) => n > 0 && options.log.info({ count: n }, 'lapsed subscriptions marked canceled'),
      (err: unknown) => options.log.warn({ err }, 'lapsed-subscription sweep failed'),
    );
  const first = setTimeout(sweep, options.firstRunMs ?? SWEEP_FIRST_RUN_MS).unref();
  const every = setInterval(sweep, options.intervalMs ?? SWEEP_INTERVAL_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
