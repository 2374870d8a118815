/**
 * Login throttling against the real server (a child process, so requests truly run in parallel): parallel guesses
 * cannot outrun the per-account limit, and other accounts' failures from one address only slow a correct password
 * down, never lock it out. With TEST_REDIS_URL the same runs against the Redis store.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../../test/child-server';
import { uniqueIdentity } from '../../../test/helpers';
import { LOGIN_LIMITS } from './auth-service';

const stores = [
  { name: 'memory', env: {} as Record<string, string> },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

describe.each(stores)('login throttling ($name store, real server)', ({ env }) => {
  let server: ChildServer;
  let dataDir: string;
  // A fresh client address per run (through one trusted proxy hop), so counts in a shared Redis never carry over.
  const clientIp = `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;
  const post = (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: JSON.stringify(body),
    });
  const register = async () => {
    const body = { ...uniqueIdentity('throttle'), password: 'the-right-password' };
    const res = await post('/api/auth/register', body);
    expect(res.status).toBe(201);
    return body;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vp-throttle-'));
    server = await startChildServer(
      { ...env, DATA_DIR: dataDir, RATE_LIMITS: 'on', TRUST_PROXY: '1' },
      { timeoutMs: 240_000 },
    );
  }, 300_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('40 parallel guesses, the right password last: no more than the limit are checked', async () => {
    const member = await register();
    const passwords = [...Array.from({ length: 39 }, (_, i) => `wrong-password-${i}`), member.password];
    const statuses = await Promise.all(
      passwords.map((password) =>
        post('/api/auth/login', { email: member.email, password }).then((r) => r.status),
      ),
    );
    const checked = statuses.filter((s) => s === 401 || s === 200).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAndIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(passwords.length - checked);
  }, 60_000);

  it("other accounts' failures from the same address delay a correct password but never lock it out", async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, register));
    const member = await register();
    // 8 accounts × the per-account limit = 40 failures from one address, in parallel.
    const failures = await Promise.all(
      accounts.flatMap((a) =>
        Array.from({ length: LOGIN_LIMITS.perAccountAndIp }, (_, i) =>
          post('/api/auth/login', { email: a.email, password: `wrong-${i}` }).then((r) => r.status),
        ),
      ),
    );
    expect(failures.every((s) => s === 401)).toBe(true);
    const started = performance.now();
    const res = await post('/api/auth/login', { email: member.email, password: member.password });
    expect(res.status).toBe(200);
    // Slowed down: this address is far past its free attempts.
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_LIMITS.ipMaxDelayMs - 50);
  }, 60_000);
});
