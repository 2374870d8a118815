/** SIGTERM lets in-flight requests finish, refuses new connections, then exits 0. */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../test/child-server';
import { textPdf } from '../../test/documents';

/**
 * Sends a multipart upload over a raw socket in slices, so it is still in flight when the server is told to stop.
 * `sent` resolves once the headers and `inFlightAfter` slices have been handed to the kernel.
 */
function slowUpload(
  url: string,
  token: string,
  bytes: Buffer,
  slices: number,
  delayMs: number,
  inFlightAfter: number,
): { sent: Promise<void>; response: Promise<string> } {
  const { hostname, port } = new URL(url);
  const boundary = 'slowboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const response = new Promise<string>((resolve, reject) => {
    const send = async () => {
      socket.write(
        `POST /api/blood-test/upload HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      const size = Math.ceil(body.length / slices);
      for (let i = 0, n = 1; i < body.length; i += size, n++) {
        socket.write(body.subarray(i, i + size), () => {
          if (n === inFlightAfter) markSent();
        });
        // Pacing, not waiting for something: the upload must stay in flight for a while.
        await new Promise((r) => setTimeout(r, delayMs));
      }
    };
    const socket = net.connect(Number(port), hostname, () => void send().catch(reject));
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  return { sent, response };
}

describe('graceful shutdown', () => {
  let dataDir: string;
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes an in-flight upload after SIGTERM and exits 0', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-sigterm-'));
    server = await startChildServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'drain', email: 'drain@example.com', password: 'drain-password' }),
    });
    const { token } = (await reg.json()) as { token: string };

    const inFlight = slowUpload(
      server.url,
      token,
      textPdf(['slow upload', 'Haemoglobin  14.1  g/dL  13.0 - 17.0', 'x'.repeat(200_000)]),
      20,
      100,
      3,
    );
    await inFlight.sent;
    const exited = server.kill('SIGTERM');
    // New connections are refused while the server drains (polled: the signal takes a moment to arrive).
    const url = `${server.url}/api/health`;
    await expect
      .poll(
        () =>
          fetch(url).then(
            () => 'accepted',
            () => 'refused',
          ),
        { interval: 20, timeout: 10_000 },
      )
      .toBe('refused');

    const response = await inFlight.response;
    expect(response).toMatch(/^HTTP\/1\.1 201/);
    expect(await exited).toBe(0);
    server = undefined;
  }, 120_000);
});
