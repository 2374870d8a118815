/**
 * REQUEST_TIMEOUT_MS against the real server: a client trickling its headers or its body a byte at a time (slow
 * loris) is cut off near the limit, with a `{ message }` answer, instead of holding a connection for minutes.
 */
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../test/child-server';

const LIMIT_MS = 2000;
/** The limit, Node's one-second deadline check, and a generous allowance for a loaded machine. */
const CUT_OFF_WITHIN_MS = LIMIT_MS + 1000 + 7000;

/** Sends `head`, then one byte of `trickle` every 250 ms; resolves with what the server answered and when it closed. */
function trickle(
  url: string,
  head: string,
  drip: string,
): Promise<{ closedAfterMs: number; answer: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip[i++ % drip.length]!);
    }, 250);
    const give_up = setTimeout(() => socket.destroy(), CUT_OFF_WITHIN_MS + 5000);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(give_up);
      resolve({ closedAfterMs: performance.now() - started, answer });
    });
    socket.write(head);
  });
}

describe('request timeouts (real server)', () => {
  let server: ChildServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vp-timeouts-'));
    // Request lines are logged at debug (one line each, query strings redacted).
    server = await startChildServer(
      { DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: String(LIMIT_MS), LOG_LEVEL: 'debug' },
      { timeoutMs: 240_000 },
    );
  }, 300_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('cuts off a body trickled a byte at a time', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"';
    const { closedAfterMs, answer } = await trickle(server.url, head, 'a');
    expect(closedAfterMs).toBeLessThan(CUT_OFF_WITHIN_MS);
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMIT_MS - 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: expect.any(String) });
  }, 30_000);

  it('cuts off headers trickled a byte at a time', async () => {
    const { closedAfterMs, answer } = await trickle(
      server.url,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: yes\r\n',
    );
    expect(closedAfterMs).toBeLessThan(CUT_OFF_WITHIN_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('still serves a normal request, and logs it without its query string', async () => {
    const marker = `searched-${Date.now()}@example.com`;
    expect((await fetch(`${server.url}/api/health?q=${encodeURIComponent(marker)}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(server.output()).toContain('/api/health?[redacted]');
    expect(server.output()).not.toContain('searched-');
  });
});
