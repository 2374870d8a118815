/**
 * Counts events (e.g. failed logins) per key in a fixed window. In memory by default; in Redis when REDIS_URL is
 * set, so several app instances share the counts.
 */
import type { Redis } from 'ioredis';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export interface AttemptLimiter {
  peek(key: string): Promise<AttemptCount>;
  hit(key: string): Promise<AttemptCount>;
  reset(key: string): Promise<void>;
}

export function memoryAttemptLimiter(windowMs: number, now: () => number = Date.now): AttemptLimiter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const live = (key: string) => {
    const t = now();
    if (t - lastSweep > windowMs) {
      for (const [k, v] of entries) if (v.resetAt <= t) entries.delete(k);
      lastSweep = t;
    }
    const e = entries.get(key);
    return e && e.resetAt > t ? e : undefined;
  };
  return {
    async peek(key) {
      const e = live(key);
      return e ? { count: e.count, resetInMs: e.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async hit(key) {
      const e = live(key) ?? { count: 0, resetAt: now() + windowMs };
      e.count += 1;
      entries.set(key, e);
      return { count: e.count, resetInMs: e.resetAt - now() };
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

export function redisAttemptLimiter(
  redis: Redis,
  windowMs: number,
  prefix = 'vitalplan:attempts:',
): AttemptLimiter {
  return {
    async peek(key) {
      const [count, ttl] = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then(unpack);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, Number(ttl)) };
    },
    async hit(key) {
      const [count, , ttl] = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec()
        .then(unpack);
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

function unpack(results: [Error | null, unknown][] | null): unknown[] {
  if (!results) throw new Error('Redis transaction aborted');
  return results.map(([err, value]) => {
    if (err) throw err;
    return value;
  });
}
