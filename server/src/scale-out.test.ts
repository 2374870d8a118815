/**
 * Several app instances share nothing but PostgreSQL, Redis and the object store: two real servers (child
 * processes) and a separate `worker` process on one PostgreSQL database, one Redis and a local S3 server.
 * - an account made on A signs in on B; a report uploaded on B (no jobs there) is read by A's worker and downloads
 *   byte-identical from both;
 * - a session ended on A is refused by B at once, although B caches sessions for a minute (Redis pub/sub);
 * - failed logins count across both instances (Redis);
 * - B runs with RUN_JOBS=off: its mail is sent by the worker process;
 * - A dies (SIGKILL) in the middle of a mail job: the worker completes it once A's lease runs out.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both); skipped with the reason otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPdf } from '../test/documents';
import { startChildServer, type ChildServer } from '../test/child-server';
import { startLocalS3, type LocalS3 } from '../test/s3-server';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { projectRoot } from './lib/project-root';
import { LOGIN_LIMITS } from './modules/auth/auth-service';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const skipReason = !databaseUrl ? 'TEST_DATABASE_URL not set' : !redisUrl ? 'TEST_REDIS_URL not set' : null;

/** An SMTP server that accepts connections and never answers: a mail job sending to it hangs. */
async function startBlackHoleSmtp(): Promise<{ url: string; connections: () => number; close(): void }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(skipReason !== null)(
  `several app instances${skipReason ? ` — skipped: ${skipReason}` : ''}`,
  () => {
    const dbName = `vp_scale_${randomBytes(4).toString('hex')}`;
    const clientIp = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    let db: pg.Client;
    let s3: LocalS3;
    let sink: SmtpSink;
    let blackHole: Awaited<ReturnType<typeof startBlackHoleSmtp>>;
    let dataRoot: string;
    let a: ChildServer;
    let b: ChildServer;
    let worker: ChildProcess | undefined;
    let workerOutput = '';
    let sharedEnv: Record<string, string>;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(databaseUrl!);
      url.pathname = `/${dbName}`;
      [s3, sink, blackHole, dataRoot] = await Promise.all([
        startLocalS3(),
        startSmtpSink(),
        startBlackHoleSmtp(),
        mkdtemp(path.join(os.tmpdir(), 'vitalplan-scale-')),
      ]);
      sharedEnv = {
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: '4',
        REDIS_URL: redisUrl!,
        ...s3.env,
        // The same keys everywhere: tokens signed by A are checked by B, files written by A are read by B.
        SESSION_SECRET: randomBytes(32).toString('hex'),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        RATE_LIMITS: 'on',
        // Requests carry a per-run client address (rate-limit counters in the shared Redis are per address).
        TRUST_PROXY: '1',
        // Long enough that only an invalidation message can explain B refusing a revoked session quickly.
        SESSION_CACHE_MS: '60000',
        JOB_LEASE_SECONDS: '2',
      };
      db = new pg.Client({ connectionString: url.toString() });
      // A runs jobs and its mail server never answers; B serves requests only.
      [a, b] = await Promise.all([
        startChildServer({
          ...sharedEnv,
          DATA_DIR: path.join(dataRoot, 'a'),
          SMTP_URL: blackHole.url,
        }),
        startChildServer({
          ...sharedEnv,
          DATA_DIR: path.join(dataRoot, 'b'),
          SMTP_URL: sink.url,
          RUN_JOBS: 'off',
        }),
      ]);
      await db.connect();
    }, 120_000);

    afterAll(async () => {
      await Promise.allSettled([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
      if (worker && worker.exitCode === null) worker.kill('SIGKILL');
      await db?.end().catch(() => {});
      blackHole?.close();
      await Promise.allSettled([s3?.stop(), sink?.close()]);
      if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    });

    const call = (server: ChildServer, method: string, url: string, token?: string, body?: unknown) =>
      fetch(`${server.url}${url}`, {
        method,
        headers: {
          'x-forwarded-for': clientIp,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const password = 'correct-horse-battery';
    const member = { username: `scale${randomBytes(4).toString('hex')}`, email: '' };
    member.email = `${member.username}@example.com`;
    let tokenFromA = '';

    it('an account registered on A signs in on B', async () => {
      const registered = await call(a, 'POST', '/api/auth/register', undefined, { ...member, password });
      expect(registered.status).toBe(201);
      const login = await call(b, 'POST', '/api/auth/login', undefined, { email: member.email, password });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const me = await call(a, 'GET', '/api/auth/me', token);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(member.email);
      tokenFromA = ((await registered.json()) as { token: string }).token;
    });

    it('a report uploaded on B (which runs no jobs) is read by A’s worker and downloads byte-identical from both', async () => {
      const pdf = reportPdf(`Scale-out report ${randomBytes(4).toString('hex')}`);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'report.pdf');
      const upload = await fetch(`${b.url}/api/blood-test/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokenFromA}`, 'x-forwarded-for': clientIp },
        body: form,
      });
      expect(upload.status, await upload.clone().text()).toBe(201);
      const { report } = (await upload.json()) as { report: { id: string; status: string } };
      // Stored by B in the bucket and queued in PostgreSQL; B runs no jobs, so A's worker reads it.
      expect(report.status).toBe('processing');
      const statusOn = async (server: ChildServer) => {
        const res = await call(server, 'GET', `/api/blood-test/reports/${report.id}`, tokenFromA);
        return ((await res.json()) as { report: { status: string } }).report.status;
      };
      await expect.poll(() => statusOn(b), { timeout: 60_000, interval: 250 }).toBe('processed');
      expect(await statusOn(a)).toBe('processed');
      // Read through the shared queue: its job is done (and the report was never read inline by B).
      const { rows } = await db.query<{ status: string }>(
        `SELECT status FROM jobs WHERE name = 'reports.extract' AND payload->>'reportId' = $1`,
        [report.id],
      );
      expect(rows.map((r) => r.status)).toEqual(['done']);
      for (const server of [a, b]) {
        const download = await call(server, 'GET', `/api/blood-test/reports/${report.id}/file`, tokenFromA);
        expect(download.status).toBe(200);
        expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
      }
    });

    it('a session ended on A is refused on B at once, though B caches sessions for a minute', async () => {
      const session = async () => {
        const res = await call(a, 'POST', '/api/auth/login', undefined, { email: member.email, password });
        return ((await res.json()) as { token: string }).token;
      };
      const cachedOnB = async (token: string) =>
        expect((await call(b, 'GET', '/api/auth/me', token)).status).toBe(200);

      // The cache is real: a revocation that sends no message (written straight to the database) is not seen.
      const revokedBehindTheCache = await session();
      await cachedOnB(revokedBehindTheCache);
      await db.query(
        `UPDATE sessions SET revoked_at = now() WHERE id = (SELECT s.id FROM sessions s JOIN users u
           ON u.id = s.user_id WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1)`,
        [member.email],
      );
      await cachedOnB(revokedBehindTheCache);
      expect((await call(a, 'GET', '/api/auth/me', revokedBehindTheCache)).status).toBe(401); // A never cached it

      const ended = await session();
      await cachedOnB(ended);
      // Logout on A publishes the session's end; B drops it well within its one-minute cache time.
      expect((await call(a, 'POST', '/api/auth/logout', ended)).status).toBeLessThan(300);
      await waitFor(
        'B to refuse the ended session',
        async () => (await call(b, 'GET', '/api/auth/me', ended)).status === 401,
        10_000,
      );
    });

    it('counts failed logins across both instances (Redis)', async () => {
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) {
        const res = await call(i % 2 ? b : a, 'POST', '/api/auth/login', undefined, {
          email: member.email,
          password: 'wrong-password',
        });
        expect(res.status).toBe(401);
      }
      for (const server of [a, b]) {
        const res = await call(server, 'POST', '/api/auth/login', undefined, {
          email: member.email,
          password,
        });
        expect(res.status).toBe(429);
      }
    });

    it('A dies in the middle of a mail job; a separate worker process finishes it, and B’s mail too', async () => {
      // A claims the verification mail of the member registered on A and hangs on its mail server. The mail
      // server never greets, so each attempt gives up after the transport's greeting timeout (10 s) and the job
      // waits for its retry: catch it while an attempt is running, whatever the earlier tests took.
      const hung = await waitFor('A to be sending the mail (its job running)', async () => {
        if (blackHole.connections() === 0) return false;
        const { rows } = await db.query<{ id: string; status: string; locked_by: string }>(
          `SELECT id, status, locked_by FROM jobs WHERE name = 'mail.send' AND payload->>'to' = $1`,
          [member.email],
        );
        return rows[0]?.status === 'running' && rows[0];
      });
      await a.kill('SIGKILL');

      // A member registered through B (RUN_JOBS=off): B queues the mail but never sends it.
      const other = { username: `scaleb${randomBytes(4).toString('hex')}`, email: '' };
      other.email = `${other.username}@example.com`;
      expect((await call(b, 'POST', '/api/auth/register', undefined, { ...other, password })).status).toBe(
        201,
      );

      worker = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(projectRoot(), 'server', 'src', 'worker.ts')],
        {
          cwd: projectRoot(),
          env: {
            ...process.env,
            ...sharedEnv,
            LOG_LEVEL: 'warn',
            DATA_DIR: path.join(dataRoot, 'worker'),
            KEYS_DIR: path.join(dataRoot, 'worker-keys'),
            SMTP_URL: sink.url,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      worker.stdout!.on('data', (d: Buffer) => (workerOutput += d.toString()));
      worker.stderr!.on('data', (d: Buffer) => (workerOutput += d.toString()));

      await waitFor(
        `the worker to deliver both mails (worker output: ${workerOutput})`,
        async () => sink.to(member.email).length > 0 && sink.to(other.email).length > 0,
        60_000,
      );
      // The mail is delivered before the worker records the job as done: wait for the row too.
      const finished = await waitFor('the job to be recorded as done', async () => {
        const { rows } = await db.query<{ status: string; attempts: number }>(
          `SELECT status, attempts FROM jobs WHERE id = $1`,
          [hung.id],
        );
        return rows[0]?.status === 'done' && rows[0];
      });
      // The second attempt: the first was A's, cut off by SIGKILL.
      expect(finished.attempts).toBeGreaterThanOrEqual(2);
      // The worker is not a web server: it never listens for requests.
      expect(workerOutput).not.toMatch(/running at http/);
    }, 90_000);
  },
);
