import { describe, expect, it, vi } from 'vitest';
import {
  createSyncQueue,
  pendingMeal,
  pendingWorkout,
  type QueuedChange,
  type SendOutcome,
  type SyncQueueOptions,
} from './sync-queue';

/** A Storage stand-in shared by queue instances (a reload of the app reads what the previous one wrote). */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    keys: () => [...data.keys()],
  };
}

/** Timers run by hand: `fire()` runs the pending retry. */
function manualTimers() {
  let pending: { run: () => void; ms: number } | null = null;
  return {
    setTimer: (run: () => void, ms: number) => (pending = { run, ms }),
    clearTimer: () => (pending = null),
    get waitMs() {
      return pending?.ms ?? null;
    },
    fire() {
      const p = pending;
      pending = null;
      p?.run();
    },
  };
}

const meal = (id: string, status = 'eaten') => ({
  id,
  method: 'PUT' as const,
  url: '/api/plans/p1/meals',
  body: { date: '2026-11-24', slot: 'breakfast', status },
  label: `Breakfast: ${status}`,
  meta: { kind: 'meal' as const, planId: 'p1', date: '2026-11-24', slot: 'breakfast', status },
});

function setup(send: (c: QueuedChange) => Promise<SendOutcome>, extra: Partial<SyncQueueOptions> = {}) {
  const storage = extra.storage ?? memoryStorage();
  const timers = manualTimers();
  const sent: string[] = [];
  const onSynced = vi.fn();
  const options: SyncQueueOptions = {
    storage,
    storageKey: 'q',
    send: (c) => {
      sent.push(c.id);
      return send(c);
    },
    now: () => 1_000,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    backoff: { baseMs: 1_000, maxMs: 8_000 },
    onSynced,
    ...extra,
  };
  return { queue: createSyncQueue(options), storage, timers, sent, onSynced, options };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const ok = () => Promise.resolve<SendOutcome>({ ok: true });

describe('sync queue', () => {
  it('sends a change at once when online and forgets it', async () => {
    const { queue, sent, onSynced } = setup(ok);
    expect(await queue.submit(meal('key-0001'))).toBe('synced');
    expect(sent).toEqual(['key-0001']);
    expect(queue.snapshot().pending).toHaveLength(0);
    expect(queue.snapshot().lastSyncedAt).toBe(1_000);
    expect(onSynced).toHaveBeenCalledTimes(1);
  });

  it('keeps changes made offline on the device, in order, and shows them as waiting', async () => {
    const { queue, storage } = setup(offline);
    expect(await queue.submit(meal('key-0001'))).toBe('queued');
    expect(await queue.submit(meal('key-0002', 'skipped'))).toBe('queued');
    expect(queue.snapshot().pending.map((c) => c.id)).toEqual(['key-0001', 'key-0002']);
    // Stored: a new queue (the app started again) finds them.
    const restarted = createSyncQueue({ storage, storageKey: 'q', send: ok, setTimer: () => 0 });
    expect(restarted.snapshot().pending.map((c) => c.label)).toEqual([
      'Breakfast: eaten',
      'Breakfast: skipped',
    ]);
  });

  it('replays waiting changes in order with their own idempotency keys when back online', async () => {
    let online = false;
    const bodies: unknown[] = [];
    const { queue, sent } = setup((c) => {
      if (!online) return offline();
      bodies.push(c.body);
      return ok();
    });
    await queue.submit(meal('key-0001'));
    await queue.submit(meal('key-0002', 'skipped'));
    online = true;
    await queue.flush();
    // Each offline submit tried its own change first (the oldest waiting); the replay sends both, oldest first.
    expect(sent.slice(-2)).toEqual(['key-0001', 'key-0002']);
    expect(bodies).toEqual([meal('x').body, meal('x', 'skipped').body]);
    expect(queue.snapshot().pending).toHaveLength(0);
  });

  it('retries with growing waits and sends the same key every time', async () => {
    let calls = 0;
    const { queue, timers, sent } = setup(() => (++calls < 4 ? offline() : ok()));
    await queue.submit(meal('key-0001'));
    expect(timers.waitMs).toBe(1_000);
    expect(queue.snapshot().nextRetryAt).toBe(2_000);
    timers.fire();
    await vi.waitFor(() => expect(timers.waitMs).toBe(2_000));
    timers.fire();
    await vi.waitFor(() => expect(timers.waitMs).toBe(4_000));
    timers.fire();
    await vi.waitFor(() => expect(queue.snapshot().pending).toHaveLength(0));
    expect(sent).toEqual(['key-0001', 'key-0001', 'key-0001', 'key-0001']);
    expect(timers.waitMs).toBeNull();
  });

  it('after stop() (logout) a send under way arms no retry and nothing more is sent until flush()', async () => {
    let release: (o: SendOutcome) => void = () => undefined;
    const { queue, timers, sent } = setup(() => new Promise<SendOutcome>((resolve) => (release = resolve)));
    const first = queue.submit(meal('key-0001'));
    await vi.waitFor(() => expect(sent).toEqual(['key-0001']));
    const second = queue.submit(meal('key-0002')); // queued behind the send under way
    queue.stop();
    release({ ok: false, status: 401, message: 'signed out' });
    expect(await first).toBe('queued');
    expect(await second).toBe('queued');
    expect(timers.waitMs).toBeNull();
    expect(sent).toEqual(['key-0001']);
    expect(queue.snapshot().pending).toHaveLength(2);
    // The member signs in again: the queue goes on, in order.
    const again = queue.flush();
    await vi.waitFor(() => expect(sent).toEqual(['key-0001', 'key-0001']));
    release({ ok: true });
    await vi.waitFor(() => expect(sent).toEqual(['key-0001', 'key-0001', 'key-0002']));
    release({ ok: true });
    await again;
    expect(queue.snapshot().pending).toHaveLength(0);
  });

  it('caps the wait between retries', async () => {
    const { queue, timers } = setup(offline);
    await queue.submit(meal('key-0001'));
    for (let i = 0; i < 6; i++) {
      timers.fire();
      await vi.waitFor(() => expect(queue.snapshot().syncing).toBe(false));
    }
    expect(timers.waitMs).toBe(8_000);
  });

  it('keeps a change the server refused (4xx) as rejected with its message and goes on with the next', async () => {
    const { queue, sent } = setup((c) =>
      Promise.resolve(
        c.id === 'key-0001'
          ? { ok: false, status: 400, message: 'date must not be in the future' }
          : { ok: true },
      ),
    );
    await queue.submit(meal('key-0001'));
    expect(await queue.submit(meal('key-0002'))).toBe('synced');
    const snap = queue.snapshot();
    expect(snap.pending).toHaveLength(0);
    expect(snap.rejected.map((c) => [c.id, c.rejected?.message])).toEqual([
      ['key-0001', 'date must not be in the future'],
    ]);
    // Never retried: the rejected change was sent once.
    expect(sent.filter((id) => id === 'key-0001')).toHaveLength(1);
    queue.dismiss('key-0001');
    expect(queue.snapshot().rejected).toHaveLength(0);
  });

  it('reports a refusal to the caller', async () => {
    const { queue } = setup(() => Promise.resolve({ ok: false, status: 403, message: 'Premium only' }));
    expect(await queue.submit(meal('key-0001'))).toEqual({ rejected: 'Premium only' });
  });

  it('waits on server errors and rate limits instead of rejecting, keeping the order', async () => {
    let status = 503;
    const { queue, timers, sent } = setup(() =>
      Promise.resolve<SendOutcome>(status === 200 ? { ok: true } : { ok: false, status, message: 'busy' }),
    );
    await queue.submit(meal('key-0001'));
    await queue.submit(meal('key-0002'));
    // The second submit tried the oldest change again, not its own: the order is kept.
    expect(sent).toEqual(['key-0001', 'key-0001']);
    expect(queue.snapshot().pending).toHaveLength(2);
    expect(queue.snapshot().rejected).toHaveLength(0);
    status = 429;
    timers.fire();
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    status = 200;
    timers.fire();
    await vi.waitFor(() => expect(queue.snapshot().pending).toHaveLength(0));
    expect(sent.slice(-2)).toEqual(['key-0001', 'key-0002']);
  });

  it('never sends a change twice at once when flushes overlap (online event and app start together)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { queue, sent } = setup(async () => {
      await gate;
      return { ok: true };
    });
    const first = queue.submit(meal('key-0001'));
    const a = queue.flush();
    const b = queue.flush();
    release();
    await Promise.all([first, a, b]);
    expect(sent).toEqual(['key-0001']);
  });

  it('survives unreadable or full storage: starts empty and keeps changes in memory', async () => {
    const { queue } = setup(offline, {
      storage: {
        getItem: () => '{not json',
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
        removeItem: () => undefined,
      },
    });
    expect(queue.snapshot().pending).toEqual([]);
    expect(await queue.submit(meal('key-0001'))).toBe('queued');
    expect(queue.snapshot().pending.map((c) => c.id)).toEqual(['key-0001']);
  });

  it('erase() (logout) removes the stored queue and answers what it held, waiting or refused', async () => {
    let answer: () => Promise<SendOutcome> = offline;
    const storage = memoryStorage();
    const { queue, timers } = setup(() => answer(), { storage });
    answer = () => Promise.resolve({ ok: false, status: 400, message: 'No such meal' });
    await queue.submit(meal('key-0001'));
    answer = offline;
    await queue.submit(meal('key-0002', 'skipped'));
    expect(storage.keys()).toEqual(['q']);

    const held = queue.erase();
    expect(held.map((c) => c.label)).toEqual(['Breakfast: eaten', 'Breakfast: skipped']);
    expect(storage.keys()).toEqual([]);
    expect(queue.snapshot().pending).toHaveLength(0);
    expect(queue.snapshot().rejected).toHaveLength(0);
    expect(timers.waitMs).toBeNull();
    // The next session on this device (any member) finds nothing.
    expect(createSyncQueue({ storage, storageKey: 'q', send: ok }).snapshot().pending).toEqual([]);
  });

  it('after erase() a send still under way writes nothing back and nothing more is sent', async () => {
    let release: (o: SendOutcome) => void = () => undefined;
    const storage = memoryStorage();
    const { queue, sent } = setup(() => new Promise<SendOutcome>((resolve) => (release = resolve)), {
      storage,
    });
    const first = queue.submit(meal('key-0001'));
    await vi.waitFor(() => expect(sent).toEqual(['key-0001']));
    void queue.submit(meal('key-0002', 'skipped'));
    expect(queue.erase().map((c) => c.id)).toEqual(['key-0001', 'key-0002']);
    release({ ok: true });
    await first;
    await queue.flush();
    expect(sent).toEqual(['key-0001']);
    expect(storage.keys()).toEqual([]);
  });

  it('shows the newest waiting tap of a meal and the newest waiting save of a session', async () => {
    const { queue } = setup(offline);
    await queue.submit(meal('key-0001', 'eaten'));
    await queue.submit(meal('key-0002', 'skipped'));
    await queue.submit({
      id: 'key-0003',
      method: 'POST',
      url: '/api/workouts/logs',
      body: { planId: 'p1', week: 1, day: 2 },
      label: 'Full body: 2 sets done',
      meta: { kind: 'workout', planId: 'p1', week: 1, day: 2, date: '2026-11-24' },
    });
    const snap = queue.snapshot();
    expect(pendingMeal(snap, 'p1', '2026-11-24', 'breakfast', 0)?.id).toBe('key-0002');
    expect(pendingMeal(snap, 'p1', '2026-11-24', 'lunch', 0)).toBeUndefined();
    expect(pendingMeal(snap, 'p2', '2026-11-24', 'breakfast', 0)).toBeUndefined();
    expect(pendingWorkout(snap, 'p1', 1, 2)?.id).toBe('key-0003');
    expect(pendingWorkout(snap, 'p1', 1, 3)).toBeUndefined();
  });

  it('keeps a tick of each of two snacks offline, shows each on its own snack, and sends both', async () => {
    let online = false;
    const bodies: unknown[] = [];
    const { queue } = setup((c) => {
      if (!online) return offline();
      bodies.push(c.body);
      return ok();
    });
    const snack = (id: string, slotIndex: number, status: string) => ({
      id,
      method: 'PUT' as const,
      url: '/api/plans/p1/meals',
      body: { date: '2026-11-24', slot: 'snack', slotIndex, status },
      label: `Snack ${slotIndex + 1}: ${status}`,
      meta: { kind: 'meal' as const, planId: 'p1', date: '2026-11-24', slot: 'snack', slotIndex, status },
    });
    expect(await queue.submit(snack('key-0001', 0, 'eaten'))).toBe('queued');
    expect(await queue.submit(snack('key-0002', 1, 'skipped'))).toBe('queued');
    const snap = queue.snapshot();
    expect(snap.pending.map((c) => c.id)).toEqual(['key-0001', 'key-0002']);
    expect(pendingMeal(snap, 'p1', '2026-11-24', 'snack', 0)?.id).toBe('key-0001');
    expect(pendingMeal(snap, 'p1', '2026-11-24', 'snack', 1)?.id).toBe('key-0002');
    // A change queued before slotIndex existed is the slot's first meal.
    const { slotIndex: _none, ...oldMeta } = snack('key-0003', 0, 'swapped').meta;
    await queue.submit({ ...snack('key-0003', 0, 'swapped'), meta: oldMeta });
    expect(pendingMeal(queue.snapshot(), 'p1', '2026-11-24', 'snack', 0)?.id).toBe('key-0003');
    expect(pendingMeal(queue.snapshot(), 'p1', '2026-11-24', 'snack', 1)?.id).toBe('key-0002');
    online = true;
    await queue.flush();
    expect(queue.snapshot().pending).toEqual([]);
    expect(bodies.map((b) => (b as { slotIndex: number }).slotIndex)).toEqual([0, 1, 0]);
  });

  it('a newer save of a session replaces its waiting one, but never the one on the wire nor a refused one', async () => {
    const workout = (id: string, day: number, sets: number) => ({
      id,
      method: 'POST' as const,
      url: '/api/workouts/logs',
      body: { planId: 'p1', week: 1, day, sets },
      label: `Full body: ${sets} sets done`,
      meta: { kind: 'workout' as const, planId: 'p1', week: 1, day, date: '2026-11-24' },
    });
    const { queue } = setup(offline);
    await queue.submit(workout('key-0001', 2, 1));
    await queue.submit(workout('key-0002', 3, 1));
    await queue.submit(workout('key-0003', 2, 2));
    expect(queue.snapshot().pending.map((c) => c.id)).toEqual(['key-0002', 'key-0003']);

    // The save being sent stays: its answer is still to come.
    let release: (o: SendOutcome) => void = () => undefined;
    const wire = setup((c) => (c.id === 'key-0004' ? new Promise((r) => (release = r)) : offline()));
    const first = wire.queue.submit(workout('key-0004', 2, 1));
    const second = wire.queue.submit(workout('key-0005', 2, 2));
    expect(wire.queue.snapshot().pending.map((c) => c.id)).toEqual(['key-0004', 'key-0005']);
    release({ ok: false, status: 400, message: 'week: no session' });
    await Promise.all([first, second]);
    await wire.queue.submit(workout('key-0006', 2, 3));
    expect(wire.queue.snapshot().rejected.map((c) => c.id)).toEqual(['key-0004']);
    expect(wire.queue.snapshot().pending.map((c) => c.id)).toEqual(['key-0006']);
  });
});
