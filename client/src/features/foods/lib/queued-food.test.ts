/**
 * Food logged offline (issue 35): the queued request, what the card shows while it waits, and that the replay once
 * back online logs each food exactly once on a server that answers a repeated key with its first entry.
 */
import { describe, expect, it } from 'vitest';
import {
  createSyncQueue,
  pendingFoodRemovals,
  pendingFoods,
  type QueuedChange,
  type SendOutcome,
} from '@/lib/sync-queue';
import { queuedFoodLog, queuedFoodRemoval } from './queued-food';

const DATE = '2026-11-28';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/**
 * POST /api/food-logs and DELETE /api/food-logs/:id as the server answers them: a repeated Idempotency-Key logs
 * nothing new. `network` is the signal; `loseAnswer` drops the next answer after the server acted on it.
 */
function fakeServer() {
  const logs = new Map<string, unknown>();
  const removed: string[] = [];
  const state = { network: false, loseAnswer: false, requests: 0 };
  async function send(change: QueuedChange): Promise<SendOutcome> {
    if (!state.network) throw new TypeError('Failed to fetch');
    state.requests += 1;
    if (change.method === 'POST' && change.url === '/api/food-logs') {
      if (!logs.has(change.id)) logs.set(change.id, change.body);
    } else if (change.method === 'DELETE') {
      removed.push(change.url);
    } else return { ok: false, status: 404, message: 'Not found' };
    if (state.loseAnswer) {
      state.loseAnswer = false;
      throw new TypeError('The connection dropped');
    }
    return { ok: true };
  }
  return { logs, removed, state, send };
}

function setup() {
  const server = fakeServer();
  const queue = createSyncQueue({
    storage: memoryStorage(),
    storageKey: 'q',
    send: server.send,
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  return { server, queue };
}

const paneer = queuedFoodLog(
  {
    kind: 'food',
    date: DATE,
    slot: 'lunch',
    foodId: 'ifct-palak-paneer',
    measureId: 'serving',
    amount: 1,
    clientId: 'client-paneer-0001',
  },
  { text: 'Lunch: Palak paneer · 1 × katori (150 ml)', kcal: 210 },
);
const quick = queuedFoodLog(
  { kind: 'quick', date: DATE, slot: 'snack', kcal: 250, label: 'Samosa', clientId: 'client-samosa-0001' },
  { text: 'Snack: Samosa', kcal: 250 },
);

describe('a food log queued on the device', () => {
  it('is POST /api/food-logs with its body, keyed by its clientId', () => {
    expect(paneer).toMatchObject({
      id: 'client-paneer-0001',
      method: 'POST',
      url: '/api/food-logs',
      body: { kind: 'food', foodId: 'ifct-palak-paneer', clientId: 'client-paneer-0001' },
      meta: { kind: 'food', date: DATE, slot: 'lunch', kcal: 210 },
    });
    expect(queuedFoodRemoval({ id: 'e1', date: DATE, name: 'Dal' }, 'remove-0001')).toMatchObject({
      method: 'DELETE',
      url: '/api/food-logs/e1',
      meta: { kind: 'food-delete', entryId: 'e1' },
    });
  });

  it('offline: waits on the device, shown for its day, and is sent exactly once back online', async () => {
    const { server, queue } = setup();
    expect(await queue.submit(paneer)).toBe('queued');
    expect(await queue.submit(quick)).toBe('queued');
    expect(pendingFoods(queue.snapshot(), DATE).map((f) => f.text)).toEqual([
      'Lunch: Palak paneer · 1 × katori (150 ml)',
      'Snack: Samosa',
    ]);
    expect(pendingFoods(queue.snapshot(), '2026-11-27')).toEqual([]);
    expect(server.logs.size).toBe(0);

    // Back online, but the first answer is lost after the server logged it: the replay is the same key.
    server.state.network = true;
    server.state.loseAnswer = true;
    await queue.flush();
    expect(queue.snapshot().pending).toHaveLength(2);
    await queue.flush();
    expect(queue.snapshot().pending).toHaveLength(0);
    expect(server.state.requests).toBe(3);
    expect([...server.logs.keys()]).toEqual(['client-paneer-0001', 'client-samosa-0001']);
  });

  it("carries which snack it is for through the device's queue: snack 2 reaches the server as slotIndex 1", async () => {
    const { server, queue } = setup();
    const snack2 = queuedFoodLog(
      {
        kind: 'quick',
        date: DATE,
        slot: 'snack',
        slotIndex: 1,
        kcal: 180,
        label: 'Ladoo',
        clientId: 'client-ladoo-0001',
      },
      { text: 'Snack 2: Ladoo', kcal: 180 },
    );
    expect(snack2.meta).toMatchObject({ kind: 'food', slot: 'snack', slotIndex: 1 });
    expect(await queue.submit(snack2)).toBe('queued');
    // What the device keeps survives a reload (stored as JSON): the stored change still names snack 2.
    expect(JSON.parse(JSON.stringify(queue.snapshot().pending[0]!.body))).toMatchObject({ slotIndex: 1 });
    server.state.network = true;
    await queue.flush();
    expect(server.logs.get('client-ladoo-0001')).toMatchObject({ slot: 'snack', slotIndex: 1 });
    expect(quick.meta).toMatchObject({ slotIndex: 0 });
  });

  it('a food removed while it still waits is withdrawn and never sent', async () => {
    const { server, queue } = setup();
    await queue.submit(paneer);
    await queue.submit(quick);
    expect(queue.cancel(paneer.id)).toBe(true);
    expect(pendingFoods(queue.snapshot(), DATE).map((f) => f.id)).toEqual([quick.id]);
    server.state.network = true;
    await queue.flush();
    expect([...server.logs.keys()]).toEqual([quick.id]);
    expect(queue.cancel(quick.id)).toBe(false); // already sent: removed on the server instead
  });

  it('the removal of a logged food waits offline and hides the entry until sent', async () => {
    const { server, queue } = setup();
    await queue.submit(queuedFoodRemoval({ id: 'e1', date: DATE, name: 'Dal' }, 'remove-0001'));
    expect([...pendingFoodRemovals(queue.snapshot())]).toEqual(['e1']);
    server.state.network = true;
    await queue.flush();
    expect(server.removed).toEqual(['/api/food-logs/e1']);
    expect(pendingFoodRemovals(queue.snapshot()).size).toBe(0);
  });
});
