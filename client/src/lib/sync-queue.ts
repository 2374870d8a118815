/**
 * The offline outbox of /today (issue 18, docs/product.md#progress-tracking): every set or meal logged is first
 * stored on the device with its idempotency key, then sent; what cannot be sent (no network, server busy) waits
 * and is replayed in order later (back online, app start, a retry with backoff). The server answers a replayed key
 * with its first answer, so a change sent twice (a lost response, two tabs) is logged once. A change the server
 * refuses (4xx) is kept as rejected for the member to see, never dropped silently. Logout erases the queue from the
 * device and names what it held (SECURITY.md: health data on the member's device).
 *
 * Pure of React and of the network: storage, sending and timers are passed in (tested in sync-queue.test.ts).
 */

/** What the screens need to show a queued change before the server has it. */
export type ChangeMeta =
  /** `slotIndex`: which meal of the slot (the second snack is 1); absent in changes queued before it existed (0). */
  | { kind: 'meal'; planId: string; date: string; slot: string; slotIndex?: number; status: string }
  | { kind: 'workout'; planId: string; week: number; day: number; date: string }
  /** A food logged to a day (issue 35): shown in the day's list as waiting; `kcal` null when not known offline. */
  | { kind: 'food'; date: string; slot: string; slotIndex?: number; text: string; kcal: number | null }
  /** The removal of a logged food entry (its server id): hidden from the day's list at once. */
  | { kind: 'food-delete'; date: string; entryId: string };

export interface QueuedChange {
  /** The Idempotency-Key sent with every attempt, and the change's identity. */
  id: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body: unknown;
  /** The change in words, for the waiting and rejected lists ("Breakfast: eaten"). */
  label: string;
  meta: ChangeMeta;
  queuedAt: number;
  attempts: number;
  /** Set when the server refused the change: shown to the member and never retried. */
  rejected?: { status: number; message: string };
}

/** The server's answer to one attempt. A network failure is a thrown error instead. */
export type SendOutcome = { ok: true } | { ok: false; status: number; message: string };

export interface SyncSnapshot {
  /** Waiting to be sent, oldest first. */
  pending: readonly QueuedChange[];
  rejected: readonly QueuedChange[];
  syncing: boolean;
  /** When the last change reached the server (epoch ms). */
  lastSyncedAt: number | null;
  /** When the next automatic retry runs (epoch ms), if one is scheduled. */
  nextRetryAt: number | null;
}

export interface SyncQueueOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  storageKey: string;
  send(change: QueuedChange): Promise<SendOutcome>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** The first retry waits `baseMs`, each further one twice as long, at most `maxMs`. */
  backoff?: { baseMs: number; maxMs: number };
  /** Called after changes reached the server (the screens reload their data). */
  onSynced?: () => void;
}

export interface SyncQueue {
  snapshot(): SyncSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stores the change, then tries to send everything waiting; tells what became of this change. */
  submit(
    change: Omit<QueuedChange, 'queuedAt' | 'attempts'>,
  ): Promise<'synced' | 'queued' | { rejected: string }>;
  /** Sends what waits, in order, unless a send is under way (then waits for it and sends what is left). */
  flush(): Promise<void>;
  /** Forgets a rejected change (the member has read why). */
  dismiss(id: string): void;
  /**
   * Withdraws a change still waiting (a food logged offline, then removed before it was sent). False when it is
   * on the wire or already sent: then it reaches the server and is undone there.
   */
  cancel(id: string): boolean;
  /** Re-reads the stored queue (another tab changed it). */
  reload(): void;
  /** Stops the retry timer. */
  stop(): void;
  /**
   * Logout: stops for good (a send still under way changes nothing afterwards), removes the stored queue from the
   * device and answers the changes it held (waiting or refused), so the member can be told what was not saved.
   */
  erase(): readonly QueuedChange[];
}

interface Stored {
  changes: QueuedChange[];
  lastSyncedAt: number | null;
}

/** Answers worth retrying as they are: timeouts, rate limits, server errors, and an expired session (after login). */
export function isRetryable(status: number): boolean {
  return status === 401 || status === 408 || status === 429 || status >= 500;
}

export function createSyncQueue(options: SyncQueueOptions): SyncQueue {
  const {
    storage,
    storageKey,
    send,
    now = Date.now,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
    backoff = { baseMs: 2_000, maxMs: 5 * 60_000 },
    onSynced,
  } = options;

  let state = load();
  let syncing = false;
  let running: Promise<void> | null = null;
  /** The change on the wire: never dropped by a newer change of the same thing (its answer is still to come). */
  let sendingId: string | null = null;
  let failures = 0;
  let timer: unknown = null;
  let nextRetryAt: number | null = null;
  /** Set by stop() (the member signed out): nothing more is sent and no retry is armed until flush() again. */
  let stopped = false;
  /** Set by erase() (logout): the queue is gone from the device and this object never writes it back. */
  let erased = false;
  let snap = makeSnapshot();
  const listeners = new Set<() => void>();

  function load(): Stored {
    try {
      const raw = storage.getItem(storageKey);
      const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : {};
      return {
        changes: Array.isArray(parsed.changes) ? parsed.changes : [],
        lastSyncedAt: typeof parsed.lastSyncedAt === 'number' ? parsed.lastSyncedAt : null,
      };
    } catch {
      // Unreadable (private mode, corrupt): start empty rather than break the screen.
      return { changes: [], lastSyncedAt: null };
    }
  }

  function makeSnapshot(): SyncSnapshot {
    return {
      pending: state.changes.filter((c) => !c.rejected),
      rejected: state.changes.filter((c) => c.rejected),
      syncing,
      lastSyncedAt: state.lastSyncedAt,
      nextRetryAt,
    };
  }

  /** Persists (when the queue changed) and tells the screens. */
  function changed(persist: boolean) {
    if (persist && !erased) {
      try {
        storage.setItem(storageKey, JSON.stringify(state));
      } catch {
        // Storage full or refused (private mode): the queue still works in memory until the app closes.
      }
    }
    snap = makeSnapshot();
    for (const l of listeners) l();
  }

  function update(id: string, fn: (c: QueuedChange) => QueuedChange | null) {
    state = {
      ...state,
      changes: state.changes.flatMap((c) => {
        if (c.id !== id) return [c];
        const next = fn(c);
        return next ? [next] : [];
      }),
    };
  }

  function scheduleRetry() {
    if (stopped) return;
    failures += 1;
    const wait = Math.min(backoff.baseMs * 2 ** (failures - 1), backoff.maxMs);
    if (timer !== null) clearTimer(timer);
    nextRetryAt = now() + wait;
    timer = setTimer(() => {
      timer = null;
      nextRetryAt = null;
      void flush();
    }, wait);
  }

  async function run(): Promise<void> {
    if (timer !== null) clearTimer(timer);
    timer = null;
    nextRetryAt = null;
    syncing = true;
    changed(false);
    let synced = 0;
    try {
      for (;;) {
        if (stopped) break;
        const next = state.changes.find((c) => !c.rejected);
        if (!next) {
          failures = 0;
          break;
        }
        update(next.id, (c) => ({ ...c, attempts: c.attempts + 1 }));
        changed(true);
        let outcome: SendOutcome;
        sendingId = next.id;
        try {
          outcome = await send(next);
        } catch {
          // No network (or it dropped mid-request): the change waits; the server may have logged it already,
          // which the idempotency key makes harmless on the retry.
          scheduleRetry();
          break;
        } finally {
          sendingId = null;
        }
        if (outcome.ok) {
          update(next.id, () => null);
          state = { ...state, lastSyncedAt: now() };
          synced += 1;
          changed(true);
        } else if (isRetryable(outcome.status)) {
          scheduleRetry();
          break;
        } else {
          const rejected = { status: outcome.status, message: outcome.message };
          update(next.id, (c) => ({ ...c, rejected }));
          changed(true);
        }
      }
    } finally {
      syncing = false;
      changed(false);
      if (synced > 0) onSynced?.();
    }
  }

  function stop() {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    timer = null;
    nextRetryAt = null;
  }

  async function flush(): Promise<void> {
    if (erased) return;
    stopped = false;
    while (running) await running;
    running = run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    snapshot: () => snap,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async submit(change) {
      // A session saved again replaces its earlier log on the server, so an earlier save of it that still waits
      // is dropped: sets ticked one by one offline leave one change, the latest.
      const kept = state.changes.filter(
        (c) => c.rejected || c.id === sendingId || !sameSession(c.meta, change.meta),
      );
      state = { ...state, changes: [...kept, { ...change, queuedAt: now(), attempts: 0 }] };
      changed(true);
      await flush();
      const after = state.changes.find((c) => c.id === change.id);
      if (!after) return 'synced';
      return after.rejected ? { rejected: after.rejected.message } : 'queued';
    },
    flush,
    dismiss(id) {
      update(id, (c) => (c.rejected ? null : c));
      changed(true);
    },
    cancel(id) {
      const waiting = state.changes.some((c) => c.id === id && !c.rejected);
      if (!waiting || id === sendingId) return false;
      update(id, () => null);
      changed(true);
      return true;
    },
    reload() {
      state = load();
      changed(false);
    },
    stop,
    erase() {
      stop();
      erased = true;
      const held = state.changes;
      state = { changes: [], lastSyncedAt: null };
      try {
        storage.removeItem(storageKey);
      } catch {
        // Storage refused (private mode): it held nothing, the queue lived in memory only.
      }
      changed(false);
      return held;
    },
  };
}

/** Two saves of the same plan session (a save replaces the session's earlier log on the server). */
function sameSession(a: ChangeMeta, b: ChangeMeta): boolean {
  return (
    a.kind === 'workout' &&
    b.kind === 'workout' &&
    a.planId === b.planId &&
    a.week === b.week &&
    a.day === b.day
  );
}

/**
 * The newest waiting change of a planned meal (what the member tapped last), shown before the server has it. Each
 * of two snacks is its own meal: a waiting tick of the first is not shown on the second.
 */
export function pendingMeal(
  snapshot: SyncSnapshot,
  planId: string,
  date: string,
  slot: string,
  slotIndex: number,
) {
  return snapshot.pending.findLast(
    (c) =>
      c.meta.kind === 'meal' &&
      c.meta.planId === planId &&
      c.meta.date === date &&
      c.meta.slot === slot &&
      (c.meta.slotIndex ?? 0) === slotIndex,
  );
}

/** The foods logged to a day on this device and not yet sent, oldest first. */
export function pendingFoods(snapshot: SyncSnapshot, date: string) {
  return snapshot.pending.flatMap((c) =>
    c.meta.kind === 'food' && c.meta.date === date ? [{ id: c.id, ...c.meta }] : [],
  );
}

/** The server ids of logged foods whose removal waits on this device. */
export function pendingFoodRemovals(snapshot: SyncSnapshot): ReadonlySet<string> {
  return new Set(snapshot.pending.flatMap((c) => (c.meta.kind === 'food-delete' ? [c.meta.entryId] : [])));
}

/** The newest waiting save of a plan session (week, day). */
export function pendingWorkout(snapshot: SyncSnapshot, planId: string, week: number, day: number) {
  return snapshot.pending.findLast(
    (c) =>
      c.meta.kind === 'workout' && c.meta.planId === planId && c.meta.week === week && c.meta.day === day,
  );
}
