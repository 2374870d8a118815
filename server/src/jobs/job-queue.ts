/**
 * A durable job queue on the app's own database (PGlite or PostgreSQL); see docs/decisions/006-job-queue.md.
 * - enqueue() inserts a row, optionally inside the caller's transaction, so a job exists exactly when the row
 *   that asked for it was committed;
 * - workers claim due rows with FOR UPDATE SKIP LOCKED and hold a lease they renew while the handler runs; a job
 *   whose worker died (crash, SIGKILL) is claimed again when its lease runs out, by any instance, unless that was
 *   its last attempt: then it is failed, so a job that crashes its worker is not run forever;
 * - a failed attempt is retried with exponential backoff until maxAttempts, then kept as failed;
 * - recurring jobs enqueue one job per time slot under a singleton key, so several instances run it once;
 * - a name registered with a fair share is claimed round-robin by the jobs' share key (a member's id), so one
 *   share's backlog does not hold up the others (docs/decisions/010-fair-extraction-queue.md).
 * Delivery is at least once: handlers must be idempotent.
 */
import type { Metrics } from '../observability/metrics';
import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../db/client';
import * as repo from './jobs-repo';

export interface JobContext<P> {
  payload: P;
  jobId: number;
  /** 1 on the first attempt. */
  attempt: number;
  /** Aborted when the job times out or this worker loses its lease. */
  signal: AbortSignal;
}
export type JobHandler<P> = (job: JobContext<P>) => Promise<void>;

export interface RegisterOptions {
  /** Jobs of this name run at once on one instance. */
  concurrency?: number;
  /** An attempt that takes longer fails (and is retried). */
  timeoutMs?: number;
  /** Default attempts for jobs of this name (enqueue may override). */
  maxAttempts?: number;
  /** Clear the payload once the job has finished (mail bodies carry single-use links). */
  scrubPayload?: boolean;
  /** Claim round-robin by share key instead of oldest first (jobs-repo claimFair). */
  fairShare?: FairShareOptions;
}

export interface FairShareOptions {
  /** A finished job counts against its share for this long (running ones always count). */
  recentMs: number;
  /** Jobs of one share running at once, across all instances. */
  maxRunning: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** At most one job with this key while its row is kept (finished rows are removed after 30 days). */
  singletonKey?: string;
  /** Insert within the caller's transaction: the job is committed (or rolled back) with the caller's rows. */
  tx?: Executor;
  /** Whose work it is, for a name registered with a fair share. */
  shareKey?: string;
  /** What it costs its share (shareUsage sums it); default 1. */
  cost?: number;
}

/** A recurring job runs once per slot: slots start at offsetMs past every multiple of everyMs (UTC epoch). */
export interface Schedule {
  everyMs: number;
  offsetMs?: number;
}

export interface QueueLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobQueueOptions {
  db: Db;
  log: QueueLogger;
  now?: () => Date;
  /** How long a claim holds without a heartbeat; a dead worker's jobs wait this long. */
  leaseMs?: number;
  pollMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** This process is the database's only worker (PGlite): running jobs at start were interrupted, take them now. */
  exclusive?: boolean;
  /** Remove finished jobs after 30 days (a daily recurring job; default on). */
  cleanup?: boolean;
  /** Reports queue depth and job run times (Prometheus, observability/metrics.ts). */
  metrics?: Metrics['jobs'];
}

interface Registration {
  handler: JobHandler<unknown>;
  concurrency: number;
  timeoutMs: number;
  maxAttempts: number;
  scrubPayload: boolean;
  fairShare: FairShareOptions | undefined;
  running: number;
}

const DEFAULTS = { concurrency: 1, timeoutMs: 60_000, maxAttempts: 5 };
const FINISHED_RETENTION_MS = 30 * 86_400_000;
const DAY_MS = 86_400_000;

export class JobQueue {
  readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly registrations = new Map<string, Registration>();
  private readonly schedules = new Map<string, Schedule & { lastSlot?: number }>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private polling: Promise<void> | null = null;
  private pollAgain = false;

  constructor(private readonly options: JobQueueOptions) {
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 1000;
    this.backoffBaseMs = options.backoffBaseMs ?? 1000;
    this.backoffMaxMs = options.backoffMaxMs ?? 3600_000;
    // Finished rows (and their singleton keys) are kept 30 days for inspection, then removed.
    if (options.cleanup !== false) this.registerCleanup();
  }

  private registerCleanup(): void {
    const { db, log } = this.options;
    this.register('jobs.cleanup', async () => {
      const removed = await repo.deleteFinishedBefore(
        db,
        new Date(this.now().getTime() - FINISHED_RETENTION_MS),
      );
      if (removed) log.info({ removed }, 'removed finished jobs');
    });
    this.schedule('jobs.cleanup', { everyMs: DAY_MS, offsetMs: 3.5 * 3600_000 });
  }

  register<P>(name: string, handler: JobHandler<P>, options: RegisterOptions = {}): void {
    if (this.registrations.has(name)) throw new Error(`job ${name} is registered twice`);
    this.registrations.set(name, {
      handler: handler as JobHandler<unknown>,
      concurrency: options.concurrency ?? DEFAULTS.concurrency,
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      maxAttempts: options.maxAttempts ?? DEFAULTS.maxAttempts,
      scrubPayload: options.scrubPayload ?? false,
      fairShare: options.fairShare,
      running: 0,
    });
  }

  /** Runs the registered job `name` once per slot across all instances. */
  schedule(name: string, schedule: Schedule): void {
    if (!this.registrations.has(name))
      throw new Error(`job ${name} must be registered before it is scheduled`);
    this.schedules.set(name, { ...schedule });
  }

  /** The job's id, or null when a job with the same singleton key exists already. */
  async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<number | null> {
    const id = await repo.insertJob(options.tx ?? this.options.db, {
      name,
      payload: payload ?? {},
      runAt: options.runAt ?? this.now(),
      maxAttempts: options.maxAttempts ?? this.registrations.get(name)?.maxAttempts ?? DEFAULTS.maxAttempts,
      singletonKey: options.singletonKey ?? null,
      shareKey: options.shareKey ?? null,
      cost: options.cost ?? 1,
      createdAt: this.now(),
    });
    // Not within a transaction: the row is visible now, so look for work at once rather than at the next poll.
    if (id !== null && !options.tx) this.wake();
    return id;
  }

  /** Looks for work at once rather than at the next poll (after committing a transaction that enqueued jobs). */
  wake(): void {
    if (this.started) setImmediate(() => void this.poll());
  }

  /**
   * Where queued jobs of a fair-share name stand: for each singleton key still queued, how many queued jobs will be
   * claimed before it (running, finished and unknown keys are absent).
   */
  queuedAhead(name: string, singletonKeys: string[]): Promise<Map<string, number>> {
    const fair = this.registrations.get(name)?.fairShare;
    if (!fair) throw new Error(`job ${name} has no fair share`);
    return repo.queuedAhead(this.options.db, {
      name,
      singletonKeys,
      recentSince: new Date(this.now().getTime() - fair.recentMs),
    });
  }

  /** A share's jobs of `name`: queued or running now, and the cost of those enqueued since `since`. */
  shareUsage(
    name: string,
    shareKey: string,
    since: Date,
    ex: Executor = this.options.db,
  ): Promise<{ active: number; costSince: number }> {
    return repo.shareUsage(ex, { name, shareKey, since });
  }

  /** Starts polling (the app's start-up calls this; tests use drain() instead). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (this.options.exclusive) {
      const { requeued, failed } = await repo.requeueRunning(this.options.db, this.now());
      if (requeued) this.options.log.warn({ jobs: requeued }, 'requeued jobs interrupted by the last stop');
      if (failed) this.options.log.warn({ jobs: failed }, 'failed jobs interrupted in their last attempt');
    }
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
    void this.poll();
  }

  /** Stops claiming work and waits for the jobs that are running. */
  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.timer);
    await this.polling;
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Runs every job that is due now (and those they enqueue, and due recurring slots) until none is left, then
   * resolves with how many attempts ran. Deterministic for tests: no timers involved.
   */
  async drain(maxRounds = 100): Promise<number> {
    let ran = 0;
    for (let round = 0; round < maxRounds; round++) {
      const claimed = await this.claimRound();
      if (!claimed) break;
      ran += claimed;
      await Promise.allSettled([...this.inFlight]);
    }
    return ran;
  }

  private poll(): Promise<void> {
    if (!this.started) return Promise.resolve();
    if (this.polling) {
      this.pollAgain = true;
      return this.polling;
    }
    this.polling = (async () => {
      do {
        this.pollAgain = false;
        try {
          await this.claimRound();
        } catch (err) {
          this.options.log.warn({ err }, 'job poll failed; retrying at the next poll');
        }
      } while (this.pollAgain && this.started);
    })().finally(() => (this.polling = null));
    return this.polling;
  }

  /** Enqueues due recurring slots, claims due jobs up to each name's free capacity and starts them. */
  private async claimRound(): Promise<number> {
    await this.enqueueRecurring();
    const now = this.now();
    const failed = await repo.failAbandoned(this.options.db, now);
    if (failed)
      this.options.log.warn({ jobs: failed }, 'failed jobs whose worker stopped in their last attempt');
    const open = [...this.registrations].filter(([, r]) => r.running < r.concurrency).map(([n]) => n);
    const due = await repo.dueCounts(this.options.db, open, now);
    for (const name of open) this.options.metrics?.setDepth(name, due.get(name) ?? 0);
    let claimed = 0;
    for (const [name, count] of due) {
      const reg = this.registrations.get(name)!;
      const limit = Math.min(count, reg.concurrency - reg.running);
      if (limit <= 0) continue;
      const claim = {
        name,
        limit,
        workerId: this.workerId,
        now,
        lockedUntil: new Date(now.getTime() + this.leaseMs),
      };
      const rows = reg.fairShare
        ? await repo.claimFair(this.options.db, {
            ...claim,
            fair: {
              recentSince: new Date(now.getTime() - reg.fairShare.recentMs),
              maxRunning: reg.fairShare.maxRunning,
            },
          })
        : await repo.claimJobs(this.options.db, claim);
      for (const row of rows) this.track(this.run(row, reg));
      claimed += rows.length;
    }
    return claimed;
  }

  private async enqueueRecurring(): Promise<void> {
    const t = this.now().getTime();
    for (const [name, s] of this.schedules) {
      const offset = s.offsetMs ?? 0;
      const slot = Math.floor((t - offset) / s.everyMs) * s.everyMs + offset;
      if (slot === s.lastSlot) continue;
      const runAt = new Date(slot);
      await this.enqueue(name, {}, { runAt, singletonKey: `recurring:${name}:${runAt.toISOString()}` });
      s.lastSlot = slot;
    }
  }

  private track(p: Promise<void>): void {
    this.inFlight.add(p);
    void p.finally(() => {
      this.inFlight.delete(p);
      // Capacity is free again: look for more work.
      if (this.started) void this.poll();
    });
  }

  private async run(row: repo.JobRow, reg: Registration): Promise<void> {
    reg.running++;
    const controller = new AbortController();
    const { db, log } = this.options;
    const heartbeat = setInterval(
      () => {
        repo
          .extendLease(db, row.id, this.workerId, new Date(this.now().getTime() + this.leaseMs))
          .then((held) => {
            if (!held) controller.abort(new Error('lease lost'));
          })
          .catch((err: unknown) => log.warn({ err, job: row.id }, 'job heartbeat failed'));
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    let timeout: NodeJS.Timeout | undefined;
    const started = performance.now();
    const observe = (outcome: 'completed' | 'failed') =>
      this.options.metrics?.observe(row.name, (performance.now() - started) / 1000, outcome);
    try {
      await Promise.race([
        reg.handler({
          payload: row.payload,
          jobId: row.id,
          attempt: row.attempts,
          signal: controller.signal,
        }),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(() => {
            const err = new Error(`timed out after ${reg.timeoutMs} ms`);
            // Settle the race first: a handler that returns on abort must not count as a success.
            reject(err);
            controller.abort(err);
          }, reg.timeoutMs);
        }),
      ]);
      observe('completed');
      await repo.completeJob(db, row.id, this.workerId, this.now(), reg.scrubPayload);
    } catch (err) {
      observe('failed');
      const message = err instanceof Error ? err.message : String(err);
      const retry = row.attempts < row.maxAttempts;
      const retryAt = retry ? new Date(this.now().getTime() + this.backoffMs(row.attempts)) : null;
      log[retry ? 'warn' : 'error'](
        { job: row.id, name: row.name, attempt: row.attempts, err: message },
        retry ? 'job attempt failed; will retry' : 'job failed for good',
      );
      await repo
        .failJob(db, row.id, this.workerId, {
          error: message.slice(0, 2000),
          now: this.now(),
          retryAt,
          scrubPayload: reg.scrubPayload,
        })
        .catch((e: unknown) => log.error({ err: e, job: row.id }, 'could not record a job failure'));
    } finally {
      clearTimeout(timeout);
      clearInterval(heartbeat);
      reg.running--;
    }
  }

  /** 1 s, 2 s, 4 s, … capped (attempt is the number of attempts made). */
  backoffMs(attempt: number): number {
    return Math.min(this.backoffBaseMs * 2 ** Math.max(0, attempt - 1), this.backoffMaxMs);
  }
}
