/**
 * The logs the progress summary is drawn from, kept per member under their progress revision (decision 012), and
 * kept current by the member's own log writes on this instance: a set or a meal saved at the gym is applied to the
 * kept logs instead of making the next summary read all of them again (issue 33).
 *
 * A write is applied only in revision order from the one kept, so no write (on any instance) came between: one that
 * committed after another still being applied (concurrent saves of one member finish in any order) waits beside the
 * entry for the revisions before it, a write the entry already holds (read at a later revision) is ignored. A read
 * still takes the revision from the database first, so a write elsewhere is seen at once; a read that finds the
 * database ahead of the entry while saves of the member are in flight on this instance waits for them (their commit
 * is what it saw) instead of reading every log again (issue 33, seventh pass).
 */
import type * as repo from './progress-repo';

/** What the summary reads of a member's logs (meals: of the active plan only). */
export interface SummaryLogs {
  weights: repo.WeightRow[];
  measurements: repo.MeasurementRow[];
  workouts: repo.WorkoutRow[];
  meals: repo.MealRow[];
  checkIn: repo.CheckInRow | undefined;
  /** Imported workouts (watch, phone) by the UTC day they started: they can stand for aerobic sessions (issue 34). */
  imported: { date: string; type: string; durationMin: number }[];
}

/** One log row as saved by a log write (an upsert: it replaces the row with the same key). */
export type SavedLog =
  | { kind: 'weight'; row: repo.WeightRow }
  | { kind: 'measurement'; row: repo.MeasurementRow }
  | { kind: 'workout'; row: repo.WorkoutRow }
  | { kind: 'meal'; row: repo.MealRow };

interface Entry<T> {
  revision: number;
  /** The active plan's head the entry was made for (id, shown revision, review status, dates). */
  plan: string;
  planId: string | undefined;
  logs: SummaryLogs;
  /** Derived from the logs; dropped when they change. */
  computed?: T;
  /** Writes that committed after a revision not yet applied, by revision (applied once the gap is filled). */
  pending?: Map<number, SavedLog>;
}

/** Members whose logs are kept (per process; a few kB each, more with years of logs). */
const MAX_MEMBERS = 5_000;
/** Writes kept waiting for an earlier revision; beyond this the gap is another instance's and the entry goes. */
const MAX_PENDING = 16;

const byDate = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** The list with `row` in place of the row with the same key (or added), in the order the repository reads. */
function put<R extends { date: string }>(
  rows: R[],
  row: R,
  sameKey: (r: R) => boolean,
  order: (a: R, b: R) => number,
): R[] {
  return [...rows.filter((r) => !sameKey(r)), row].sort(order);
}

export class SummaryCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Log writes of each member running on this instance (settled when their row is applied or they failed). */
  private readonly running = new Map<string, Set<Promise<unknown>>>();

  /**
   * The member's entry if it was made at this revision for this plan head (most recently used goes last); with
   * `orNewer`, also one at a later revision (it holds every write up to this one and some committed since).
   */
  get(userId: string, revision: number, plan: string, orNewer = false): Entry<T> | undefined {
    const entry = this.entries.get(userId);
    if (!entry || entry.plan !== plan) return undefined;
    if (entry.revision !== revision && !(orNewer && entry.revision > revision)) return undefined;
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return entry;
  }

  set(userId: string, entry: Entry<T>): void {
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    if (this.entries.size > MAX_MEMBERS) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Runs a log write of the member, known as in flight until it settles (see settled()). */
  async track<R>(userId: string, write: () => Promise<R>): Promise<R> {
    const promise = write();
    let set = this.running.get(userId);
    if (!set) this.running.set(userId, (set = new Set()));
    set.add(promise);
    try {
      return await promise;
    } finally {
      set.delete(promise);
      if (set.size === 0 && this.running.get(userId) === set) this.running.delete(userId);
    }
  }

  /** Settles when the member's log writes in flight now have (undefined when there are none). */
  settled(userId: string): Promise<unknown> | undefined {
    const set = this.running.get(userId);
    return set?.size ? Promise.allSettled([...set]) : undefined;
  }

  /** After a log write committed at `revision` (its transaction's bump). */
  saved(userId: string, revision: number, saved: SavedLog): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    // Read at this revision or later: the logs were read after this write committed, so they hold it.
    if (revision <= entry.revision) return;
    if (revision > entry.revision + 1) {
      // An earlier revision is still being applied (or was another instance's write, then the entry goes).
      entry.pending ??= new Map();
      entry.pending.set(revision, saved);
      if (entry.pending.size > MAX_PENDING) this.entries.delete(userId);
      return;
    }
    apply(entry, saved);
    entry.revision = revision;
    entry.computed = undefined;
    let next: SavedLog | undefined;
    while ((next = entry.pending?.get(entry.revision + 1))) {
      entry.pending!.delete(entry.revision + 1);
      apply(entry, next);
      entry.revision++;
    }
  }
}

/** The saved row in place of the kept row with the same key. */
function apply<T>(entry: Entry<T>, saved: SavedLog): void {
  const logs = entry.logs;
  switch (saved.kind) {
    case 'weight':
      logs.weights = put(logs.weights, saved.row, (r) => r.date === saved.row.date, byDate);
      break;
    case 'measurement':
      logs.measurements = put(logs.measurements, saved.row, (r) => r.date === saved.row.date, byDate);
      break;
    case 'workout': {
      const w = saved.row;
      logs.workouts = put(
        logs.workouts,
        w,
        (r) => r.planId === w.planId && r.week === w.week && r.day === w.day,
        (a, b) => byDate(a, b) || a.createdAt.getTime() - b.createdAt.getTime(),
      );
      break;
    }
    case 'meal': {
      const m = saved.row;
      // Meals of another plan are not part of the summary.
      if (m.planId === entry.planId)
        logs.meals = put(
          logs.meals,
          m,
          (r) => r.date === m.date && r.slot === m.slot && r.slotIndex === m.slotIndex,
          (a, b) =>
            byDate(a, b) || (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0) || a.slotIndex - b.slotIndex,
        );
      break;
    }
  }
}
