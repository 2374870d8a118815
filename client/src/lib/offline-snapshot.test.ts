import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { tokenStore } from './api';
import {
  OFFLINE_SNAPSHOT_KEY,
  clearOfflineSnapshot,
  keepOfflineSnapshot,
  keptOffline,
  restoreOfflineSnapshot,
  saveOfflineSnapshot,
  tokenFingerprint,
} from './offline-snapshot';

const me = { user: { id: 'u1', email: 'a@example.com' }, profile: null };
const plan = { plan: { id: 'p1', name: 'Plan' } };

function signedInClient() {
  const client = createQueryClient();
  client.setQueryData(['/api/auth/me'], me);
  client.setQueryData(['plans', 'active'], plan);
  client.setQueryData(['plans', 'detail', 'p1'], { plan: { id: 'p1', days: [1, 2] } });
  client.setQueryData(['plans', 'detail', 'p0'], { plan: { id: 'p0' } }); // an older plan
  client.setQueryData(['progress', 'workouts', 'p1'], { logs: [] });
  client.setQueryData(['progress', 'workouts', 'p0'], { logs: [] }); // the older plan's sessions
  client.setQueryData(['progress', 'meals', 'p1'], { meals: [] });
  client.setQueryData(['reports', 'list'], { reports: [{ id: 'r1' }] });
  return client;
}

beforeEach(() => {
  localStorage.clear();
  tokenStore.set('token-of-member-one');
});
afterEach(() => localStorage.clear());

describe('offline snapshot', () => {
  it('keeps only what /today needs: the member, the running plan and its logs', () => {
    expect(keptOffline(['/api/auth/me'], 'p1')).toBe(true);
    expect(keptOffline(['plans', 'active'], 'p1')).toBe(true);
    expect(keptOffline(['plans', 'detail', 'p1'], 'p1')).toBe(true);
    expect(keptOffline(['progress', 'meals', 'p1'], 'p1')).toBe(true);
    expect(keptOffline(['progress', 'workouts', 'p1'], 'p1')).toBe(true);
    expect(keptOffline(['progress', 'workouts', 'p0'], 'p1')).toBe(false);
    expect(keptOffline(['plans', 'detail', 'p0'], 'p1')).toBe(false);
    expect(keptOffline(['plans', 'detail', 'p1'], null)).toBe(false);
    expect(keptOffline(['reports', 'list'], 'p1')).toBe(false);
    expect(keptOffline(['progress', 'photos'], 'p1')).toBe(false);
    // The food log's days and recent foods (logging offline, issue 35), but not search answers.
    expect(keptOffline(['foods', 'recent'], 'p1')).toBe(true);
    expect(keptOffline(['foods', 'day', '2026-11-28'], null)).toBe(true);
    expect(keptOffline(['foods', 'search', 'paneer'], 'p1')).toBe(false);
  });

  it('restores the saved answers for the same session token, with their original times', () => {
    saveOfflineSnapshot(signedInClient());
    const stored = JSON.parse(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)!) as { entries: { key: unknown }[] };
    expect(stored.entries.map((e) => e.key)).toHaveLength(5);
    expect(JSON.stringify(stored)).not.toContain('token-of-member-one');
    expect(JSON.stringify(stored)).not.toContain('r1');

    const fresh = createQueryClient();
    expect(restoreOfflineSnapshot(fresh)).toBe(true);
    expect(fresh.getQueryData(['/api/auth/me'])).toEqual(me);
    expect(fresh.getQueryData(['plans', 'detail', 'p1'])).toEqual({ plan: { id: 'p1', days: [1, 2] } });
    expect(fresh.getQueryData(['plans', 'detail', 'p0'])).toBeUndefined();
    expect(fresh.getQueryData(['reports', 'list'])).toBeUndefined();
  });

  it('is never read by another session, nor after logout cleared it', () => {
    saveOfflineSnapshot(signedInClient());
    tokenStore.set('token-of-member-two');
    expect(restoreOfflineSnapshot(createQueryClient())).toBe(false);

    tokenStore.set('token-of-member-one');
    clearOfflineSnapshot();
    expect(restoreOfflineSnapshot(createQueryClient())).toBe(false);
  });

  it('writes nothing while signed out', () => {
    const client = signedInClient();
    client.setQueryData(['/api/auth/me'], null);
    saveOfflineSnapshot(client);
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
    tokenStore.clear();
    saveOfflineSnapshot(signedInClient());
    expect(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
  });

  it('does not overwrite newer answers, and reloads restored queries once back online', async () => {
    saveOfflineSnapshot(signedInClient());
    const client = createQueryClient();
    client.setQueryData(
      ['progress', 'workouts', 'p1'],
      { logs: ['newer'] },
      { updatedAt: Date.now() + 1000 },
    );
    restoreOfflineSnapshot(client);
    expect(client.getQueryData(['progress', 'workouts', 'p1'])).toEqual({ logs: ['newer'] });

    const invalidate = vi.spyOn(client, 'invalidateQueries');
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/auth/me'], exact: true });
    expect(invalidate).toHaveBeenCalledTimes(5);
  });

  it('on a weak signal the browser counts as online, reloads what it restored at the server’s first answer', async () => {
    saveOfflineSnapshot(signedInClient());
    const client = createQueryClient();
    expect(navigator.onLine).toBe(true);
    restoreOfflineSnapshot(client);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    // The retry of /api/auth/me that finally gets an answer.
    await client.fetchQuery({ queryKey: ['/api/auth/me'], queryFn: () => me, staleTime: 0 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['plans', 'detail', 'p1'], exact: true });
    expect(invalidate).toHaveBeenCalledTimes(5);
    // Once only: a later answer reloads nothing more.
    await client.fetchQuery({ queryKey: ['/api/auth/me'], queryFn: () => me, staleTime: 0 });
    expect(invalidate).toHaveBeenCalledTimes(5);
  });

  it('follows the cache while the app runs', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const stop = keepOfflineSnapshot(client);
      client.setQueryData(['/api/auth/me'], me);
      client.setQueryData(['plans', 'active'], plan);
      await client.fetchQuery({ queryKey: ['progress', 'workouts', 'p1'], queryFn: () => ({ logs: [7] }) });
      vi.advanceTimersByTime(1000);
      const stored = JSON.parse(localStorage.getItem(OFFLINE_SNAPSHOT_KEY)!) as {
        owner: string;
        entries: { key: unknown; data: unknown }[];
      };
      expect(stored.owner).toBe(tokenFingerprint('token-of-member-one'));
      expect(stored.entries).toContainEqual(
        expect.objectContaining({ key: ['progress', 'workouts', 'p1'], data: { logs: [7] } }),
      );
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
