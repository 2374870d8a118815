import { describe, expect, it } from 'vitest';
import { SnapshotCache } from './snapshot-cache';

describe('SnapshotCache', () => {
  it('keeps an answer for its TTL, then computes a new one', async () => {
    let now = 1_000;
    let calls = 0;
    const cache = new SnapshotCache(30_000, () => now);
    const count = async () => ++calls;
    expect(await cache.get('users', count)).toBe(1);
    now += 29_999;
    expect(await cache.get('users', count)).toBe(1);
    expect(await cache.get('reports', count)).toBe(2);
    now += 1;
    expect(await cache.get('users', count)).toBe(3);
  });

  it('shares one computation between concurrent reads and keeps no failure', async () => {
    let calls = 0;
    const cache = new SnapshotCache(30_000, () => 0);
    let release!: (n: number) => void;
    const slow = () => {
      calls++;
      return new Promise<number>((r) => (release = r));
    };
    const a = cache.get('k', slow);
    const b = cache.get('k', slow);
    release(7);
    expect([await a, await b]).toEqual([7, 7]);
    expect(calls).toBe(1);

    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('bad', async () => 5)).toBe(5);
  });

  it('with a TTL of 0 always computes, and holds at most maxEntries keys', async () => {
    let calls = 0;
    const off = new SnapshotCache(0);
    await off.get('k', async () => ++calls);
    await off.get('k', async () => ++calls);
    expect(calls).toBe(2);

    const small = new SnapshotCache(30_000, () => 0, 2);
    await small.get('a', async () => 1);
    await small.get('b', async () => 2);
    await small.get('c', async () => 3);
    expect(await small.get('a', async () => 10)).toBe(10); // 'a' was the oldest and went
    expect(await small.get('c', async () => 30)).toBe(3);
  });
});
