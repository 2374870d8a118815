/**
 * The summary's kept logs under concurrent saves of one member on one instance (issue 33, seventh pass): saves that
 * commit in one order and finish in another are applied in revision order, a save the entry already holds (it was
 * read after that commit) leaves it as it is, and a read can wait for the saves in flight.
 */
import { describe, expect, it } from 'vitest';
import type * as repo from './progress-repo';
import { SummaryCache, type SummaryLogs } from './progress-summary-cache';

const empty = (): SummaryLogs => ({
  weights: [],
  measurements: [],
  workouts: [],
  meals: [],
  checkIn: undefined,
  imported: [],
});
const weight = (date: string, weightKg: number) => ({
  kind: 'weight' as const,
  row: { userId: 'u', date, weightKg } as unknown as repo.WeightRow,
});

describe('SummaryCache', () => {
  it('applies saves that finish out of order in revision order', () => {
    const cache = new SummaryCache<string>();
    cache.set('u', { revision: 3, plan: 'p', planId: 'plan', logs: empty(), computed: 'old' });
    cache.saved('u', 5, weight('2026-11-02', 71));
    // Revision 4 not applied yet: the entry is still the one at 3, not one claiming 5 without 4's row.
    expect(cache.get('u', 5, 'p')).toBeUndefined();
    expect(cache.get('u', 3, 'p')?.logs.weights).toEqual([]);
    cache.saved('u', 4, weight('2026-11-01', 70));
    const entry = cache.get('u', 5, 'p');
    expect(entry?.logs.weights.map((w) => [w.date, w.weightKg])).toEqual([
      ['2026-11-01', 70],
      ['2026-11-02', 71],
    ]);
    expect(entry?.computed).toBeUndefined();
  });

  it('keeps an entry read after a save committed when that save is applied late', () => {
    const cache = new SummaryCache<string>();
    const logs = empty();
    logs.weights = [weight('2026-11-01', 70).row];
    // A read saw revision 4 (the save's commit) and read the logs holding its row, before the save was applied.
    cache.set('u', { revision: 4, plan: 'p', planId: 'plan', logs, computed: 'c' });
    cache.saved('u', 4, weight('2026-11-01', 70));
    expect(cache.get('u', 4, 'p')?.computed).toBe('c');
    expect(cache.get('u', 4, 'p')?.logs.weights).toHaveLength(1);
  });

  it('an entry behind the database (another instance wrote between) is never served for the later revision', () => {
    const cache = new SummaryCache<string>();
    cache.set('u', { revision: 3, plan: 'p', planId: 'plan', logs: empty() });
    // Revision 4 was another instance's write: this one's save at 5 waits and the read at 5 misses.
    cache.saved('u', 5, weight('2026-11-02', 71));
    expect(cache.get('u', 5, 'p')).toBeUndefined();
    expect(cache.get('u', 5, 'p', true)).toBeUndefined();
    expect(cache.get('u', 3, 'p', true)?.revision).toBe(3);
  });

  it('settled() waits for the member’s saves in flight, including one that fails', async () => {
    const cache = new SummaryCache<string>();
    expect(cache.settled('u')).toBeUndefined();
    let finish!: () => void;
    const save = cache.track('u', () => new Promise<void>((resolve) => (finish = resolve)));
    const failed = cache.track('u', () => Promise.reject(new Error('unique violation')));
    const waiting = cache.settled('u');
    expect(waiting).toBeDefined();
    expect(cache.settled('other')).toBeUndefined();
    let done = false;
    void waiting!.then(() => (done = true));
    await expect(failed).rejects.toThrow('unique violation');
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await save;
    await waiting;
    expect(done).toBe(true);
    expect(cache.settled('u')).toBeUndefined();
  });
});
