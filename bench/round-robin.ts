/** Latency sampling shared by the in-process benchmarks (bench:admin, bench:scale). */

export interface Stats {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export function percentiles(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

/**
 * Times every case `samples` times, interleaved round-robin (one sample of each case per round, starting at a
 * different case each round), after `warmup` calls of each, so a burst of load from another process on the machine
 * hits all cases alike instead of spoiling one of them.
 */
export async function measureRoundRobin(
  fns: (() => Promise<unknown>)[],
  { samples, warmup }: { samples: number; warmup: number },
): Promise<Stats[]> {
  for (const fn of fns) for (let i = 0; i < warmup; i++) await fn();
  const taken: number[][] = fns.map(() => []);
  for (let round = 0; round < samples; round++) {
    for (let k = 0; k < fns.length; k++) {
      const i = (round + k) % fns.length;
      const start = performance.now();
      await fns[i]!();
      taken[i]!.push(performance.now() - start);
    }
  }
  return taken.map(percentiles);
}
