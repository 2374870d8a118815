/** SIGTERM lets in-flight requests finish, refuses new connections, then exits 0. */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../test/child-server';
import { textPdf } from '../../test/documents';

/** Sends a multipart upload over a raw socket in slices, so it is still in flight when the server is told to stop. */
function slowUpload(
  url: string,
  token: string,
  bytes: Buffer,
  slices: number,
  delayMs: number,
): Promise<string> {
  const { hostname, port } = new URL(url);
  const boundary = 'slowboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, async () => {
      socket.write(
        `POST /api/blood-test/upload HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      const size = Math.ceil(body.length / slices);
      for (let i = 0; i < body.length; i += size) {
        socket.write(body.subarray(i, i + size));
        await new Promise((r) => setTimeout(r, delayMs));
      }
    });
    let response = '';
    socket.on('data', (d) => (response += d.toString()));
    socket.on('end', () => resolve(response));
    socket.on('error', reject);
  });
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
    );
    await new Promise((r) => setTimeout(r, 600));
    const exited = server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    // New connections are refused while the server drains.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    const response = await inFlight;
    expect(response).toMatch(/^HTTP\/1\.1 201/);
    expect(await exited).toBe(0);
    server = undefined;
  }, 120_000);
});
