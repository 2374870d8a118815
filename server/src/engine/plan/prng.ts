/**
 * Seeded pseudo-random numbers: the engine never calls Math.random. mulberry32 is small, fast and good enough
 * for choosing recipes; sub-streams are derived by hashing a label with the seed, so adding a draw in the
 * training planner does not change the menu.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, n). */
  int(n: number): number;
  /** One element, uniformly. Throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element with probability proportional to its weight (weights ≥ 0; all zero → uniform). */
  weightedPick<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a over the label, mixed with the seed: a 32-bit seed for a named sub-stream. */
export function deriveSeed(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ (seed >>> 0)) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function createRng(seed: number, label = ''): Rng {
  let state = deriveSeed(Math.trunc(seed) | 0, label);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    weightedPick<T>(items: readonly T[], weight: (item: T) => number): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      let total = 0;
      for (const item of items) total += Math.max(0, weight(item));
      if (total <= 0) return items[int(items.length)] as T;
      let r = next() * total;
      for (const item of items) {
        r -= Math.max(0, weight(item));
        if (r < 0) return item;
      }
      return items[items.length - 1] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
  };
}
