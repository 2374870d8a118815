/**
 * Fair shares (security issue #27): jobs of a name registered with a fair share are claimed round-robin by share
 * key (a member), never more than maxRunning of one share at once across instances, and queuedAhead tells each
 * waiting job its place in that order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/helpers';
import { JobQueue } from './job-queue';

const silent = { info() {}, warn() {}, error() {} };
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('fair-share job queue on %s', (kind) => {
  let t: TestDatabase;
  const clock = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  const queue = (name: string, run: (p: { share: string; n: number }) => Promise<void>, concurrency = 1) => {
    const q = new JobQueue({ db: t.database.db, log: silent, now: () => clock, cleanup: false });
    q.register<{ share: string; n: number }>(name, ({ payload }) => run(payload), {
      concurrency,
      fairShare: { recentMs: HOUR, maxRunning: 1 },
    });
    return q;
  };

  it('takes members in turn, not first come first served, and says where each waiting job stands', async () => {
    const order: string[] = [];
    const q = queue('fair.order', async ({ share, n }) => void order.push(`${share}${n}`));
    // A floods the queue first; B and C each send one job afterwards.
    const keys: string[] = [];
    const add = async (share: string, n: number) => {
      const key = `fair.order:${share}${n}`;
      keys.push(key);
      await q.enqueue('fair.order', { share, n }, { shareKey: share, singletonKey: key });
    };
    for (let n = 1; n <= 4; n++) await add('A', n);
    await add('B', 1);
    await add('C', 1);

    const ahead = await q.queuedAhead('fair.order', keys);
    expect(Object.fromEntries([...ahead].map(([k, v]) => [k.split(':')[1], v]))).toEqual({
      A1: 0,
      B1: 1,
      C1: 2,
      A2: 3,
      A3: 4,
      A4: 5,
    });
    await q.drain();
    expect(order).toEqual(['A1', 'B1', 'C1', 'A2', 'A3', 'A4']);
    // Nothing waits any more: no positions.
    expect((await q.queuedAhead('fair.order', keys)).size).toBe(0);
  });

  it('a member who had jobs read in the last window waits behind one who had none', async () => {
    const order: string[] = [];
    const q = queue('fair.recent', async ({ share, n }) => void order.push(`${share}${n}`));
    await q.enqueue('fair.recent', { share: 'A', n: 1 }, { shareKey: 'A' });
    await q.drain();
    await q.enqueue('fair.recent', { share: 'A', n: 2 }, { shareKey: 'A' });
    await q.enqueue('fair.recent', { share: 'B', n: 1 }, { shareKey: 'B' });
    await q.drain();
    expect(order).toEqual(['A1', 'B1', 'A2']);
  });

  it('two instances claiming at once run every job once, and never two of one member at the same time', async () => {
    const runs = new Map<string, number>();
    const running = new Map<string, number>();
    let peakPerShare = 0;
    let peak = 0;
    let total = 0;
    const run = async ({ share, n }: { share: string; n: number }) => {
      running.set(share, (running.get(share) ?? 0) + 1);
      total++;
      peakPerShare = Math.max(peakPerShare, running.get(share)!);
      peak = Math.max(peak, total);
      await new Promise((r) => setTimeout(r, 5));
      runs.set(`${share}${n}`, (runs.get(`${share}${n}`) ?? 0) + 1);
      running.set(share, running.get(share)! - 1);
      total--;
    };
    const [a, b] = [queue('fair.many', run, 3), queue('fair.many', run, 3)];
    for (let n = 0; n < 8; n++)
      for (const share of ['P', 'Q', 'R', 'S'])
        await a.enqueue('fair.many', { share, n }, { shareKey: share });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(runs.size).toBe(32);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(peakPerShare).toBe(1);
    expect(peak).toBeGreaterThan(1);
  });

  it('counts a member’s waiting and running jobs and the cost enqueued in a window', async () => {
    const q = queue('fair.usage', async () => undefined);
    await q.enqueue('fair.usage', { share: 'U', n: 1 }, { shareKey: 'U', cost: 8 });
    await q.enqueue('fair.usage', { share: 'U', n: 2 }, { shareKey: 'U', cost: 1 });
    await q.enqueue('fair.usage', { share: 'V', n: 1 }, { shareKey: 'V', cost: 5 });
    expect(await q.shareUsage('fair.usage', 'U', new Date(clock.getTime() - HOUR))).toEqual({
      active: 2,
      costSince: 9,
    });
    await q.drain();
    expect(await q.shareUsage('fair.usage', 'U', new Date(clock.getTime() - HOUR))).toEqual({
      active: 0,
      costSince: 9,
    });
    expect(await q.shareUsage('fair.usage', 'U', new Date(clock.getTime() + 1))).toEqual({
      active: 0,
      costSince: 0,
    });
  });
});
