/**
 * Opening the installed app without signal (issue 18, "offline at the gym"). The service worker serves the app
 * shell but never stores API answers (public/sw.js), so what /today needs — the member, the running plan and its
 * logged sets, meals and foods — is kept here, on the member's device: written after each successful read of those
 * queries, read back only when the app starts offline (or its first /api/auth/me cannot reach the server) and only
 * for the session token that wrote it, and erased at logout or when the server refuses the token. Nothing else is
 * kept (no reports, photos, messages or other plans). Restored answers are reloaded as soon as the device is back
 * online (the app's queries never go stale on their own).
 */
import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { tokenStore } from './api';
import { queryKeys } from './query-keys';

export const OFFLINE_SNAPSHOT_KEY = 'vitalplan.offline-snapshot';
const VERSION = 1;
const SAVE_DELAY_MS = 300;
/** How often the server is asked again after a restore on a weak signal. */
const RETRY_MS = 20_000;
/** Ends the running weak-signal retry loop, if any. */
let stopRetry: () => void = () => undefined;

interface SnapshotEntry {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}
interface Snapshot {
  v: number;
  /** Fingerprint of the session token that wrote it: another session (member) never reads it. */
  owner: string;
  savedAt: number;
  entries: SnapshotEntry[];
}

/** FNV-1a of the token: enough to tell sessions apart without storing the token a second time. */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const isKey = (key: QueryKey, kept: QueryKey) =>
  key.length === kept.length && kept.every((part, i) => key[i] === part);

/** The running plan's id, from the cached GET /api/plans/active. */
function activePlanId(client: QueryClient): string | null {
  const active = client.getQueryData<{ plan: { id: string } | null }>(queryKeys.plans.active());
  return active?.plan?.id ?? null;
}

/**
 * Whether /today needs this query offline: the member, the running plan, its workout and meal logs, and the food
 * log's days and recent foods (what the Log food dialog offers without signal, issue 35).
 */
export function keptOffline(key: QueryKey, planId: string | null): boolean {
  if (
    isKey(key, queryKeys.me) ||
    isKey(key, queryKeys.plans.active()) ||
    isKey(key, queryKeys.foods.recent()) ||
    (key.length === 3 && isKey(key.slice(0, 2), queryKeys.foods.day('').slice(0, 2)))
  )
    return true;
  return (
    planId !== null &&
    (isKey(key, queryKeys.plans.detail(planId)) ||
      isKey(key, queryKeys.progress.meals(planId)) ||
      isKey(key, queryKeys.progress.workouts(planId)))
  );
}

function read(): Snapshot | null {
  try {
    const raw = localStorage.getItem(OFFLINE_SNAPSHOT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Snapshot;
    return parsed.v === VERSION && Array.isArray(parsed.entries) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the kept queries of the signed-in member; nothing while signed out. */
export function saveOfflineSnapshot(client: QueryClient): void {
  const token = tokenStore.get();
  const me = client.getQueryData<{ user: unknown } | null>(queryKeys.me);
  if (!token || !me?.user) return;
  const planId = activePlanId(client);
  const entries = client
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.status === 'success' && keptOffline(q.queryKey, planId) })
    .map((q) => ({ key: q.queryKey, data: q.state.data, updatedAt: q.state.dataUpdatedAt }));
  const snapshot: Snapshot = { v: VERSION, owner: tokenFingerprint(token), savedAt: Date.now(), entries };
  try {
    localStorage.setItem(OFFLINE_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: the app still works online; offline start just shows less.
  }
}

export function clearOfflineSnapshot(): void {
  try {
    localStorage.removeItem(OFFLINE_SNAPSHOT_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/**
 * Puts the stored answers into the cache when they belong to the stored session token. Returns whether it did;
 * once the device is back online the restored queries load again from the server.
 */
export function restoreOfflineSnapshot(client: QueryClient): boolean {
  const token = tokenStore.get();
  const snapshot = read();
  if (!token || !snapshot || snapshot.owner !== tokenFingerprint(token)) return false;
  for (const entry of snapshot.entries) {
    // Only where the cache has nothing newer (a lie-fi restore after some queries did answer).
    const current = client.getQueryState(entry.key);
    if (current?.status === 'success' && current.dataUpdatedAt >= entry.updatedAt) continue;
    client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
  }
  const reload = () => {
    stopRetry();
    void Promise.all(snapshot.entries.map((e) => client.invalidateQueries({ queryKey: e.key, exact: true })));
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('online', reload, { once: true });
    // A weak signal the browser counts as online ("lie-fi") fires no `online` event: ask the server again now and
    // then, and reload everything restored at its first answer.
    stopRetry(); // one retry loop at a time (the latest restore's)
    if (navigator.onLine) {
      const timer = setInterval(
        () => void client.refetchQueries({ queryKey: queryKeys.me, exact: true }),
        RETRY_MS,
      );
      const unsubscribe = client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
          if (isKey(event.query.queryKey, queryKeys.me)) reload();
        }
      });
      stopRetry = () => {
        clearInterval(timer);
        unsubscribe();
        stopRetry = () => undefined;
      };
    }
  }
  return true;
}

/**
 * At app start: restore when the browser already knows it is offline. TanStack Query assumes it is online until an
 * `offline` event, so a restored answer older than its stale time was refetched at once, failed, and /today showed
 * "Could not load your plan" over the plan it had: it is told it is offline too (the `online` event ends that).
 */
export function restoreIfStartingOffline(client: QueryClient): void {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return;
  onlineManager.setOnline(false);
  restoreOfflineSnapshot(client);
}

/** Keeps the snapshot up to date while the app runs (and as the page goes away); returns the unsubscribe. */
export function keepOfflineSnapshot(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const saveNow = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    saveOfflineSnapshot(client);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!keptOffline(event.query.queryKey, activePlanId(client))) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(saveNow, SAVE_DELAY_MS);
  });
  window.addEventListener('pagehide', saveNow);
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
    window.removeEventListener('pagehide', saveNow);
    unsubscribe();
  };
}
