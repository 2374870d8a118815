/**
 * Answers that may be a little old: the admin console's totals and analytics (how many members, plans, reports,
 * tickets match; review turnaround). Counting every row is work that grows with the service (200,000 reports take
 * ~100× the time of 2,000: `npm run bench:scale`), and a total seen up to ADMIN_SNAPSHOT_MS old is what every admin
 * console shows; the rows of a page are always read fresh. Concurrent reads of one key share one computation; a
 * failed computation is not kept. In-process and bounded: each app instance keeps its own (they agree within the TTL).
 */
export class SnapshotCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
    private readonly maxEntries = 500,
  ) {}

  /** The kept answer for `key` while it is younger than the TTL, else a new one from `compute`. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = this.clock();
    const kept = this.entries.get(key);
    if (kept && now - kept.at < this.ttlMs) return kept.value as Promise<T>;
    const value = compute();
    this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}

/** How a repository's total is counted: at once, or through a SnapshotCache under `key`. */
export type Counting = (key: string, count: () => Promise<number>) => Promise<number>;
export const countNow: Counting = (_key, count) => count();
