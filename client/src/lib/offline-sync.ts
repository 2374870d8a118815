/**
 * The device's sync queue (sync-queue.ts) wired to the app: one queue per member, stored in localStorage under
 * their id (so a change waits for the same member's next session, never another's), sent with the member's
 * token and an Idempotency-Key, replayed at app start, when the browser comes back online and on a backoff timer.
 * Logout sends what waits (for up to 5 s), then erases the queue from the device.
 */
import { IDEMPOTENCY_HEADER } from '@common/progress';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api';
import { sendRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import {
  createSyncQueue,
  type QueuedChange,
  type SendOutcome,
  type SyncQueue,
  type SyncSnapshot,
} from './sync-queue';

const storageKey = (userId: string) => `vitalplan.sync-queue.${userId}`;
const queues = new Map<string, SyncQueue>();
/** The member whose session is open in this tab: a queue sends only its own member's changes, with their token. */
let signedIn: string | null = null;
/** Set by <OfflineSync>: reloads the progress and food-log queries once queued changes reached the server. */
let onSynced: () => void = () => undefined;

/** A request on a weak signal that has not answered by then is abandoned and retried (same idempotency key). */
const SEND_TIMEOUT_MS = 15_000;

async function sendChange(change: QueuedChange): Promise<SendOutcome> {
  const res = await sendRequest(change.method, change.url, change.body, {
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    headers: { [IDEMPOTENCY_HEADER]: change.id },
  });
  if (res.ok) return { ok: true };
  // A removal replayed after its first answer was lost: the entry is gone, which is what was asked.
  if (change.method === 'DELETE' && res.status === 404) return { ok: true };
  const text = await res.text();
  const message =
    new ApiError(res.status, text).serverMessage ??
    `The server refused it (${res.status} ${res.statusText}).`;
  return { ok: false, status: res.status, message };
}

function queueFor(userId: string): SyncQueue {
  let queue = queues.get(userId);
  if (!queue) {
    queue = createSyncQueue({
      storage: localStorage,
      storageKey: storageKey(userId),
      // After logout another member may sign in here: their token must never carry this member's changes.
      send: (change) =>
        signedIn === userId ? sendChange(change) : Promise.reject(new Error('Signed out: the change waits.')),
      onSynced: () => onSynced(),
    });
    queues.set(userId, queue);
  }
  return queue;
}

/** Before logout, while the session still works: sends what waits on this device, for at most `withinMs`. */
export async function sendBeforeLogout(userId: string, withinMs = 5_000): Promise<void> {
  const queue = queueFor(userId);
  if (queue.snapshot().pending.length > 0 && navigator.onLine) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([queue.flush(), new Promise((resolve) => (timer = setTimeout(resolve, withinMs)))]);
    clearTimeout(timer);
  }
}

/**
 * At logout: removes the member's queue from this device (SECURITY.md, health data on the member's device) and
 * answers the changes it still held (never sent, or refused), in words, for the logout message.
 */
export function eraseSyncQueue(userId: string): string[] {
  const queue = queueFor(userId);
  queues.delete(userId);
  return queue.erase().map((change) => change.label);
}

/** Mounted once in the app: replays the signed-in member's waiting changes at start and whenever back online. */
export function OfflineSync() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    signedIn = userId;
    const queue = queueFor(userId);
    onSynced = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.progress.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.foods.all });
    };
    const flush = () => void queue.flush();
    // Another tab queued or sent changes: show its queue (both send with the same keys, so nothing doubles).
    const reload = (e: StorageEvent) => {
      if (e.key === storageKey(userId)) queue.reload();
    };
    flush();
    window.addEventListener('online', flush);
    window.addEventListener('storage', reload);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('storage', reload);
      queue.stop();
      if (signedIn === userId) signedIn = null;
    };
  }, [userId, queryClient]);
  return null;
}

const EMPTY: SyncSnapshot = {
  pending: [],
  rejected: [],
  syncing: false,
  lastSyncedAt: null,
  nextRetryAt: null,
};
const noQueue = () => () => undefined;

/** The signed-in member's queue (null when signed out) and its current state. */
export function useSyncQueue(): { queue: SyncQueue | null; snapshot: SyncSnapshot } {
  const { user } = useAuth();
  const queue = user ? queueFor(user.id) : null;
  const subscribe = useCallback((l: () => void) => (queue ? queue.subscribe(l) : noQueue()), [queue]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => queue?.snapshot() ?? EMPTY,
    () => EMPTY,
  );
  return { queue, snapshot };
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it is online (false is reliable; true may still fail, which the queue handles). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
