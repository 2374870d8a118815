/**
 * Counts events (e.g. login attempts) per key in a fixed window. In memory by default; in Redis when REDIS_URL is
 * set, so several app instances share the counts. Every change is one atomic step, so parallel requests cannot
 * slip past a limit between reading the count and writing it.
 */
import type { Redis } from 'ioredis';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export interface Reservation extends AttemptCount {
  /** False when `max` attempts were already counted: nothing was added. */
  allowed: boolean;
}

export interface AttemptLimiter {
  /** Counts one attempt unless `max` are already counted in the window (check and count in one step). */
  reserve(key: string, max: number): Promise<Reservation>;
  /** Counts one attempt. */
  hit(key: string): Promise<AttemptCount>;
  /** Takes back one counted attempt (an attempt that turned out to be legitimate). */
  release(key: string): Promise<void>;
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
  // No await between reading and writing an entry: on one event loop each call is atomic.
  const add = (key: string, max: number): Reservation => {
    const e = live(key) ?? { count: 0, resetAt: now() + windowMs };
    const allowed = e.count < max;
    if (allowed) e.count += 1;
    entries.set(key, e);
    return { allowed, count: e.count, resetInMs: e.resetAt - now() };
  };
  return {
    async reserve(key, max) {
      return add(key, max);
    },
    async hit(key) {
      const { count, resetInMs } = add(key, Infinity);
      return { count, resetInMs };
    },
    async release(key) {
      const e = live(key);
      if (e && e.count > 0) e.count -= 1;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

/** KEYS[1] = counter, ARGV[1] = window (ms), ARGV[2] = max (-1: no max) → { allowed (1|0), count, pttl }. */
const RESERVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local max = tonumber(ARGV[2])
if max >= 0 and count >= max then
  return {0, count, redis.call('PTTL', KEYS[1])}
end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {1, count, redis.call('PTTL', KEYS[1])}
`;

/** Decrements a counter that exists and is positive, keeping its expiry. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export function redisAttemptLimiter(
  redis: Redis,
  windowMs: number,
  prefix = 'vitalplan:attempts:',
): AttemptLimiter {
  const add = async (key: string, max: number): Promise<Reservation> => {
    const [allowed, count, ttl] = (await redis.eval(RESERVE_SCRIPT, 1, prefix + key, windowMs, max)) as [
      number,
      number,
      number,
    ];
    return { allowed: allowed === 1, count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  };
  return {
    reserve: add,
    async hit(key) {
      const { count, resetInMs } = await add(key, -1);
      return { count, resetInMs };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
