/**
 * The real metrics listener of a real server (child process): on loopback by default, unreachable through the
 * machine's other addresses; opened with METRICS_HOST only together with METRICS_TOKEN, which every scrape must carry.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChildServer, type ChildServer } from '../../test/child-server';

/** An address of this machine other than loopback: how another machine on the network reaches it. */
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const scrape = (host: string, port: number, authorization?: string) =>
  fetch(`http://${host}:${port}/metrics`, { headers: authorization ? { authorization } : {} }).then(
    async (res) => ({ status: res.status, body: await res.text() }),
    (err: Error) => ({ status: 0, body: String(err.cause ?? err) }),
  );

describe('metrics listener (real server)', () => {
  const servers: ChildServer[] = [];
  let dataDir: string;
  const start = async (env: Record<string, string>) => {
    const metricsPort = await freePort();
    const own = path.join(dataDir, String(servers.length + 1));
    const server = await startChildServer({ DATA_DIR: own, METRICS_PORT: String(metricsPort), ...env });
    servers.push(server);
    // The metrics port opens just after the API's: wait until it answers on loopback.
    for (let i = 0; (await scrape('127.0.0.1', metricsPort)).status === 0; i++) {
      if (i > 100) throw new Error(`metrics port never opened:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return metricsPort;
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vp-metrics-'));
  });
  afterAll(async () => {
    for (const s of servers) await s.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has an address other than loopback to attack from', () => {
    expect(outside).toBeDefined();
  });

  it('listens on loopback only by default, even when the API listens on every address', async () => {
    const port = await start({ HOST: '0.0.0.0' });
    const local = await scrape('127.0.0.1', port);
    expect(local.status).toBe(200);
    expect(local.body).toMatch(/vitalplan_http_request_duration_seconds/);
    const remote = await scrape(outside!, port);
    expect(remote.status).toBe(0);
    expect(remote.body).toMatch(/ECONNREFUSED/);
    await servers.pop()!.kill('SIGTERM');
  }, 120_000);

  it('opened to the network, answers only scrapes that carry METRICS_TOKEN', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const port = await start({ HOST: '0.0.0.0', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token });
    for (const auth of [undefined, 'Bearer wrong-token', `Basic ${token}`, `Bearer ${token}x`]) {
      const res = await scrape(outside!, port, auth);
      expect(res.status, String(auth)).toBe(401);
      expect(res.body).not.toMatch(/vitalplan_/);
    }
    const ok = await scrape(outside!, port, `Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatch(/vitalplan_http_request_duration_seconds/);
    await servers.pop()!.kill('SIGTERM');
  }, 120_000);

  it('refuses to start with metrics opened to the network and no token', async () => {
    await expect(start({ METRICS_HOST: '0.0.0.0' })).rejects.toThrow(
      /METRICS_TOKEN="": must be set when METRICS_HOST \(0\.0\.0\.0\) is not a loopback address/,
    );
  }, 120_000);
});
