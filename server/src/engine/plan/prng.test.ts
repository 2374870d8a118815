import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from './prng';

describe('prng', () => {
  it('is deterministic per seed and label, and differs between them', () => {
    const seq = (seed: number, label: string) => {
      const r = createRng(seed, label);
      return Array.from({ length: 5 }, () => r.next());
    };
    expect(seq(1, 'a')).toEqual(seq(1, 'a'));
    expect(seq(1, 'a')).not.toEqual(seq(2, 'a'));
    expect(seq(1, 'a')).not.toEqual(seq(1, 'b'));
    expect(deriveSeed(1, 'meals')).not.toBe(deriveSeed(1, 'training'));
  });

  it('draws uniformly in [0, 1) and respects weights', () => {
    const r = createRng(42);
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
    }
    expect(sum / 10_000).toBeCloseTo(0.5, 1);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 4000; i++) counts[r.weightedPick(['a', 'b'] as const, (x) => (x === 'a' ? 3 : 1))]++;
    expect(counts.a / counts.b).toBeGreaterThan(2.4);
    expect(counts.a / counts.b).toBeLessThan(3.7);
    expect([...r.shuffle([1, 2, 3, 4, 5])].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
