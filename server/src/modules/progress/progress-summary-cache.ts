/**
 * The logs the progress summary is drawn from, kept per member under their progress revision (decision 012), and
 * kept current by the member's own log writes on this instance: a set or a meal saved at the gym is applied to the
 * kept logs instead of making the next summary read all of them again (issue 33).
 *
 * A write is applied only when it committed at the revision just after the one kept, so no write (on any instance)
 * came between; otherwise the entry is dropped and the next read rebuilds it from the database. A read still takes
 * the revision from the database first, so a write elsewhere is seen at once.
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
}

/** Members whose logs are kept (per process; a few kB each, more with years of logs). */
const MAX_MEMBERS = 5_000;

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

  /** The member's entry if it was made at this revision for this plan head (most recently used goes last). */
  get(userId: string, revision: number, plan: string): Entry<T> | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    this.entries.delete(userId);
    if (entry.revision !== revision || entry.plan !== plan) return undefined;
    this.entries.set(userId, entry);
    return entry;
  }

  set(userId: string, entry: Entry<T>): void {
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    if (this.entries.size > MAX_MEMBERS) this.entries.delete(this.entries.keys().next().value!);
  }

  /** After a log write committed at `revision` (its transaction's bump). */
  saved(userId: string, revision: number, saved: SavedLog): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    if (entry.revision !== revision - 1) {
      this.entries.delete(userId);
      return;
    }
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
    entry.revision = revision;
    entry.computed = undefined;
  }
}
