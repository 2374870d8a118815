/**
 * TRUST_PROXY against the real server: a client that writes its own X-Forwarded-For cannot pick a new address per
 * request to escape the per-address limits; the address one trusted proxy adds is the one that counts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../test/child-server';
import { uniqueIdentity } from '../../test/helpers';

/** Registrations allowed per address per hour (app.ts rateLimits.register). */
const REGISTER_LIMIT = 10;
const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;

describe.each([
  { setting: '1', what: 'one proxy hop' },
  { setting: '127.0.0.1', what: "the proxy's address" },
])('TRUST_PROXY=$setting ($what)', ({ setting }) => {
  let server: ChildServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vp-proxy-'));
    server = await startChildServer(
      { DATA_DIR: dataDir, RATE_LIMITS: 'on', TRUST_PROXY: setting },
      { timeoutMs: 240_000 },
    );
  }, 300_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  });

  const register = (forwardedFor: string) =>
    fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ ...uniqueIdentity('proxy'), password: 'proxy-password' }),
    });

  it('a forged left-most X-Forwarded-For does not give a new address', async () => {
    // What the proxy appends (the real client) stays the same; the client forges a new left-most entry each time.
    const realClient = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTER_LIMIT; i++)
      statuses.push((await register(`${randomIp()}, ${realClient}`)).status);
    expect(statuses.slice(0, REGISTER_LIMIT).every((s) => s === 201)).toBe(true);
    expect(statuses[REGISTER_LIMIT]).toBe(429);
    // Another real client behind the same proxy is not affected.
    expect((await register(`${realClient}, ${randomIp()}`)).status).toBe(201);
  }, 60_000);
});
