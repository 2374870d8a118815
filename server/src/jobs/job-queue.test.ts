import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/helpers';
import { JobQueue, type JobQueueOptions } from './job-queue';
import { findJob } from './jobs-repo';
import { jobs } from '../db/schema';
import { sql } from 'drizzle-orm';

const silent = { info() {}, warn() {}, error() {} };

describe.each(testDatabaseKinds())('job queue on %s', (kind) => {
  let t: TestDatabase;
  let clock = new Date('2026-03-01T10:00:00Z');
  const queue = (options: Partial<JobQueueOptions> = {}) =>
    new JobQueue({ db: t.database.db, log: silent, now: () => clock, cleanup: false, ...options });
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('runs an enqueued job once with its payload and marks it done', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.register('t.echo', async ({ payload, attempt }) => void seen.push({ payload, attempt }));
    const id = await q.enqueue('t.echo', { n: 1 });
    expect(await q.drain()).toBe(1);
    expect(await q.drain()).toBe(0);
    expect(seen).toEqual([{ payload: { n: 1 }, attempt: 1 }]);
    expect(await findJob(t.database.db, id!)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('does not run a job before its runAt', async () => {
    const q = queue();
    let runs = 0;
    q.register('t.later', async () => void runs++);
    await q.enqueue('t.later', {}, { runAt: new Date(clock.getTime() + 60_000) });
    await q.drain();
    expect(runs).toBe(0);
    clock = new Date(clock.getTime() + 60_000);
    await q.drain();
    expect(runs).toBe(1);
  });

  it('retries failures with exponential backoff, then fails for good after maxAttempts', async () => {
    const q = queue({ backoffBaseMs: 1000 });
    let calls = 0;
    q.register('t.flaky', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    const id = (await q.enqueue('t.flaky', {}, { maxAttempts: 3 }))!;
    await q.drain();
    let row = await findJob(t.database.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1' });
    expect(row!.runAt.getTime() - clock.getTime()).toBe(1000);
    clock = new Date(clock.getTime() + 999);
    expect(await q.drain()).toBe(0);
    clock = new Date(clock.getTime() + 1);
    await q.drain();
    row = await findJob(t.database.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row!.runAt.getTime() - clock.getTime()).toBe(2000);
    clock = new Date(clock.getTime() + 2000);
    await q.drain();
    row = await findJob(t.database.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(calls).toBe(3);
    clock = new Date(clock.getTime() + 3600_000);
    expect(await q.drain()).toBe(0);
  });

  it('succeeds on a retry and clears the error; scrubs the payload when asked', async () => {
    const q = queue();
    let calls = 0;
    q.register(
      't.second-time',
      async () => {
        if (++calls === 1) throw new Error('first');
      },
      { scrubPayload: true },
    );
    const id = (await q.enqueue('t.second-time', { secret: 'link' }))!;
    await q.drain();
    clock = new Date(clock.getTime() + 1000);
    await q.drain();
    expect(await findJob(t.database.db, id)).toMatchObject({
      status: 'done',
      attempts: 2,
      lastError: null,
      payload: {},
    });
  });

  it("joins the caller's transaction: rolled back with it, committed with it", async () => {
    const q = queue();
    let runs = 0;
    q.register('t.tx', async () => void runs++);
    await expect(
      t.database.db.transaction(async (tx) => {
        await q.enqueue('t.tx', {}, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await q.drain();
    expect(runs).toBe(0);
    await t.database.db.transaction(async (tx) => void (await q.enqueue('t.tx', {}, { tx })));
    await q.drain();
    expect(runs).toBe(1);
  });

  it('keeps one job per singleton key', async () => {
    const q = queue();
    q.register('t.single', async () => {});
    expect(await q.enqueue('t.single', {}, { singletonKey: 'k1' })).toEqual(expect.any(Number));
    expect(await q.enqueue('t.single', {}, { singletonKey: 'k1' })).toBeNull();
    expect(await q.drain()).toBe(1);
    expect(await q.enqueue('t.single', {}, { singletonKey: 'k1' })).toBeNull();
  });

  it('fails an attempt that exceeds its time limit and aborts its signal', async () => {
    const q = queue();
    let aborted = false;
    q.register(
      't.slow',
      ({ signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
      { timeoutMs: 50, maxAttempts: 1 },
    );
    const id = (await q.enqueue('t.slow', {}))!;
    await q.drain();
    expect(aborted).toBe(true);
    expect(await findJob(t.database.db, id)).toMatchObject({
      status: 'failed',
      lastError: 'timed out after 50 ms',
    });
  });

  it('takes over a job whose worker died once its lease has run out', async () => {
    const q = queue({ leaseMs: 30_000 });
    let runs = 0;
    q.register('t.orphan', async () => void runs++);
    const id = (await q.enqueue('t.orphan', {}))!;
    // Another worker claimed it and vanished.
    await t.database.db.execute(
      sql`UPDATE ${jobs} SET status = 'running', attempts = 1, locked_by = 'dead', locked_until = ${new Date(clock.getTime() + 30_000)} WHERE id = ${id}`,
    );
    await q.drain();
    expect(runs).toBe(0);
    clock = new Date(clock.getTime() + 30_001);
    await q.drain();
    expect(runs).toBe(1);
    expect(await findJob(t.database.db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails, rather than reruns forever, a job whose worker died in its last attempt', async () => {
    const q = queue({ leaseMs: 30_000 });
    let runs = 0;
    q.register('t.poison', async () => void runs++);
    const id = (await q.enqueue('t.poison', { link: 'secret' }, { maxAttempts: 2 }))!;
    // Its worker crashed in attempt 2 of 2.
    await t.database.db.execute(
      sql`UPDATE ${jobs} SET status = 'running', attempts = 2, locked_by = 'dead', locked_until = ${new Date(clock.getTime() + 30_000)} WHERE id = ${id}`,
    );
    clock = new Date(clock.getTime() + 30_001);
    await q.drain();
    expect(runs).toBe(0);
    expect(await findJob(t.database.db, id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lockedBy: null,
      payload: {},
      lastError: expect.stringMatching(/worker stopped/),
    });
  });

  it('at an exclusive start, requeues interrupted jobs with attempts left and fails the others', async () => {
    const q = queue({ exclusive: true });
    q.register('t.interrupted', async () => {});
    const left = (await q.enqueue('t.interrupted', {}, { maxAttempts: 3 }))!;
    const last = (await q.enqueue('t.interrupted', { link: 'secret' }, { maxAttempts: 3 }))!;
    await t.database.db.execute(
      sql`UPDATE ${jobs} SET status = 'running', attempts = 1, locked_by = 'gone', locked_until = ${new Date(clock.getTime() + 60_000)} WHERE id = ${left}`,
    );
    await t.database.db.execute(
      sql`UPDATE ${jobs} SET status = 'running', attempts = 3, locked_by = 'gone', locked_until = ${new Date(clock.getTime() + 60_000)} WHERE id = ${last}`,
    );
    await q.start();
    await q.stop();
    expect(await findJob(t.database.db, last)).toMatchObject({ status: 'failed', attempts: 3, payload: {} });
    await q.drain();
    expect(await findJob(t.database.db, left)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('two instances claiming at once run every job exactly once, within each concurrency limit', async () => {
    const runs = new Map<number, number>();
    let running = 0;
    let peak = 0;
    const make = () => {
      const q = queue();
      q.register(
        't.many',
        async ({ payload }) => {
          const { i } = payload as { i: number };
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 5));
          runs.set(i, (runs.get(i) ?? 0) + 1);
          running--;
        },
        { concurrency: 3 },
      );
      return q;
    };
    const [a, b] = [make(), make()];
    for (let i = 0; i < 40; i++) await a.enqueue('t.many', { i });
    await Promise.all([a.drain(), b.drain()]);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(peak).toBeLessThanOrEqual(6);
  });

  it('runs a recurring job once per slot across instances', async () => {
    let runs = 0;
    const make = () => {
      const q = queue();
      q.register('t.hourly', async () => void runs++);
      q.schedule('t.hourly', { everyMs: 3600_000, offsetMs: 15 * 60_000 });
      return q;
    };
    const [a, b] = [make(), make()];
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(1);
    clock = new Date(clock.getTime() + 3600_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(2);
  });

  it('removes finished jobs after 30 days with its daily clean-up', async () => {
    const q = queue({ cleanup: true });
    q.register('t.old', async () => {});
    const id = (await q.enqueue('t.old', {}, { singletonKey: 'old-1' }))!;
    await q.drain();
    clock = new Date(clock.getTime() + 31 * 86_400_000);
    await q.drain();
    expect(await findJob(t.database.db, id)).toBeUndefined();
    expect(await q.enqueue('t.old', {}, { singletonKey: 'old-1' })).toEqual(expect.any(Number));
  });

  it('polls on its own once started, and stop waits for the running job', async () => {
    const q = queue({ pollMs: 20 });
    let finished = false;
    let started!: () => void;
    const began = new Promise<void>((r) => (started = r));
    q.register('t.polled', async () => {
      started();
      await new Promise((r) => setTimeout(r, 150));
      finished = true;
    });
    await q.start();
    await q.enqueue('t.polled', {});
    await began;
    await q.stop();
    expect(finished).toBe(true);
  });
});
