/**
 * Upload abuse against the real server process: every hostile file is refused (4xx) or stored and handled safely
 * (201 with a needs-review status); documents refused on inspection (scripts, bombs, damage) answer 422 and are
 * deleted, never served. The server keeps answering, and its peak memory stays bounded.
 * Plus 10 MB + 1 byte, and a slow upload that stalls.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@common/limits';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startChildServer, type ChildServer } from '../../../test/child-server';
import { image } from '../../../test/documents';
import { HOSTILE_FILES } from '../../../test/hostile-files';

/** Current (VmRSS) or peak (VmHWM) resident memory of a process, in MB. */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

/**
 * How much the server may grow over its resting size (OCR workers already started, see beforeAll) while it chews
 * through the hostile files.
 */
const MEMORY_HEADROOM_MB = 500;

describe('upload abuse', () => {
  let dataDir: string;
  let server: ChildServer;
  let token: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-abuse-'));
    server = await startChildServer(
      { DATA_DIR: dataDir, DATABASE_URL: '', REQUEST_TIMEOUT_MS: '4000' },
      { timeoutMs: 240_000 },
    );
    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'abuser', email: 'abuse@example.com', password: 'abuse-password' }),
    });
    token = ((await reg.json()) as { token: string }).token;
    // A plain scan first: reading it starts the OCR workers (a fixed few hundred MB, not the abuse's doing), so
    // the resting size measured below is the server's working size.
    expect((await upload(await image('png', 640, 480), 'warm-up.png')).status).toBe(201);
    await settled();
  }, 300_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const list = async () => {
    const res = await fetch(`${server.url}/api/blood-test/reports`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { reports: { id: string; status: string }[] }).reports;
  };
  /** Background reading settles (a refusal while reading deletes the file and fails the report). */
  const settled = () =>
    vi.waitFor(async () => expect((await list()).filter((r) => r.status === 'processing').length).toBe(0), {
      timeout: 60_000,
      interval: 200,
    });

  /**
   * Listed reports whose file can be downloaded. Reading runs in the background: a file found dangerous only while
   * being read is deleted and its report stays listed as failed with the reason, so it has no file to count.
   */
  const listedReports = async () => {
    const auth = { authorization: `Bearer ${token}` };
    await settled();
    const reports = await list();
    let withFile = 0;
    for (const r of reports) {
      const file = await fetch(`${server.url}/api/blood-test/reports/${r.id}/file`, { headers: auth });
      await file.arrayBuffer();
      if (file.status === 200) withFile++;
      else expect(r.status, `report ${r.id} without its file`).toBe('failed');
    }
    return withFile;
  };
  const storedFiles = async () => {
    const root = path.join(dataDir, 'uploads');
    let n = 0;
    for (const shard of await readdir(root).catch(() => [])) {
      if (shard !== '.tmp') n += (await readdir(path.join(root, shard))).length;
    }
    return n;
  };

  const upload = async (bytes: Buffer, filename: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), filename);
    const res = await fetch(`${server.url}/api/blood-test/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: res.status,
      body: (await res.json()) as { message: string; report?: { status: string; filename: string } },
    };
  };

  it(`refuses or safely handles ${HOSTILE_FILES.length} hostile files, and the server stays up with bounded memory`, async () => {
    expect(HOSTILE_FILES.length).toBeGreaterThanOrEqual(20);
    const resting = rssMb(server.process.pid!, 'VmHWM');
    const outcomes: string[] = [];
    for (const f of HOSTILE_FILES) {
      const res = await upload(f.bytes(), f.filename);
      const peakSoFar = () => (rssMb(server.process.pid!, 'VmHWM') - resting).toFixed(0);
      outcomes.push(
        `${f.name}: ${res.status} ${res.body.report?.status ?? ''} ${res.body.message.slice(0, 80)}`,
      );
      expect(res.status, f.name).toBeLessThan(500);
      expect(typeof res.body.message, f.name).toBe('string');
      if (f.expect === 'refused') {
        expect([400, 413, 415], f.name).toContain(res.status);
      } else if (f.expect === 'dangerous') {
        expect(res.status, f.name).toBe(422);
      } else {
        expect([201, 422], f.name).toContain(res.status);
      }
      // Nothing refused is kept: every stored file has its listed report, and no more (see listedReports).
      const withFile = await listedReports();
      expect(await storedFiles(), `stored after ${f.name}`).toBe(withFile);
      if (res.status === 201) {
        expect(/[/\\]/.test(res.body.report!.filename) || res.body.report!.filename.includes('\0')).toBe(
          false,
        );
      }
      expect((await fetch(`${server.url}/api/health`)).status, `alive after ${f.name}`).toBe(200);
      // Which file grew the server is the first question when the bound fails.
      outcomes[outcomes.length - 1] += ` (peak growth so far ${peakSoFar()} MB)`;
    }
    console.log(outcomes.join('\n'));
    const peak = rssMb(server.process.pid!, 'VmHWM');
    console.log(`server peak RSS ${peak.toFixed(0)} MB (resting peak before: ${resting.toFixed(0)} MB)`);
    expect(peak - resting).toBeLessThan(MEMORY_HEADROOM_MB);
  }, 300_000);

  it('cuts off 10 MB + 1 byte with 413', async () => {
    const png = await image('png');
    const res = await upload(
      Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.length)]),
      'big.png',
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Please upload files smaller than 10MB.');
  });

  it('times out a stalled slow upload without blocking anyone else', async () => {
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    let closed = false;
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/blood-test/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000000\r\n\r\n--b\r\n',
    );
    // While it stalls, the server answers others normally.
    for (let i = 0; i < 5; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const started = Date.now();
    while (!closed && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 100));
    expect(closed, 'the stalled connection is closed by the server').toBe(true);
    socket.destroy();
  }, 30_000);
});
