import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { UserRow } from './user-dto';

const user = (id: string) => ({ id }) as UserRow;

describe('session cache', () => {
  it('serves an entry until its TTL or the session expiry, whichever comes first', () => {
    const c = new SessionCache(1000);
    c.set('s1', user('u1'), 5000, 0);
    expect(c.get('s1', 999)?.id).toBe('u1');
    expect(c.get('s1', 1000)).toBeUndefined();
    c.set('s2', user('u1'), 500, 0);
    expect(c.get('s2', 500)).toBeUndefined();
  });

  it('forgets one session or every session of a member', () => {
    const c = new SessionCache(1000);
    c.set('a', user('u1'), 9999, 0);
    c.set('b', user('u1'), 9999, 0);
    c.set('c', user('u2'), 9999, 0);
    c.forgetSession('a');
    expect(c.get('a', 1)).toBeUndefined();
    expect(c.get('b', 1)).toBeDefined();
    c.forgetUser('u1');
    expect(c.get('b', 1)).toBeUndefined();
    expect(c.get('c', 1)?.id).toBe('u2');
  });

  it('stays bounded and is off with a TTL of 0', () => {
    const c = new SessionCache(1000, 10);
    for (let i = 0; i < 100; i++) c.set(`s${i}`, user(`u${i}`), 9999, 0);
    expect(c.get('s99', 1)).toBeDefined();
    expect(c.get('s0', 1)).toBeUndefined();
    const off = new SessionCache(0);
    off.set('s', user('u'), 9999, 0);
    expect(off.get('s', 1)).toBeUndefined();
  });
});
