/**
 * npm run bench:load — HTTP load on this machine, everything in one run so the figures compare:
 *   1. baselines: a bare Fastify "hello" route, and a bare Fastify route doing one primary-key SELECT through the
 *      same database driver (the floor any database read pays);
 *   2. each member read alone: /api/plans/active, /api/auth/me, /api/plans, /api/blood-test/reports, and what
 *      /today reads for a Premium member (the 28-day plan, the session and meal logs);
 *   3. a mixed member workload (login, me, active plan, plans list, reports list, free plan generation);
 *   4. logging (issue 18): Premium members (LOAD_LOGGERS, default 20: a gym, not one member's row taking turns)
 *      save a session's sets (POST /api/workouts/logs) or mark a meal eaten (PUT /api/plans/:id/meals), a fresh
 *      Idempotency-Key each time as the app sends, and read the progress summary, alternately.
 * On the embedded default (PGlite in its own thread, decision 007) beside the former in-process PGlite (same run,
 * for comparison), and on PostgreSQL (BENCH_DATABASE_URL, default the local server; a scratch database is created
 * and dropped) with one and with two app instances (the ratio two ÷ one). Then report-file storage throughput:
 * the encrypted local-disk store against the encrypted S3 store on a local S3 server (s3rver).
 * Each server runs in its own process; autocannon drives it from this one.
 * Every row is printed with its ratio to the same run's one-SELECT floor and, for the rows issue 33 sets targets on,
 * the target beside it (member reads ≥ 70 % of the floor with p99 ≤ 100 ms; logging ≥ 20 % with p99 ≤ 500 ms).
 * Env: LOAD_SECONDS (default 10), MIXED_SECONDS (default 30), CONNECTIONS (default 100), SETTLE_MS (pause before
 * each scenario, default 2000), WARMUP_SECONDS (each scenario's requests sent this long first and not counted,
 * default 2: a server that has just started compiles its code paths during its first row; 0 for none),
 * LOAD_LOGGERS (members logging, default 20),
 * BENCH_DB: comma-separated parts, default pglite-thread,pglite,postgres,storage ("both" = all),
 * BENCH_SCENARIOS: comma-separated groups, default reads,mixed,logging,instances (for a quick look at one group),
 * BENCH_CPU_PROF: a directory for each app server's CPU profile (`node --cpu-prof`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { benchStorage } from './storage-bench';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const MIXED_SECONDS = Number(process.env.MIXED_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 2000);
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 2);
const ROOT = path.resolve(import.meta.dirname, '..');

type Workout = { planId: string; date: string };

interface Server {
  url: string;
  info: {
    token?: string;
    email?: string;
    password?: string;
    planId?: string;
    /** Premium members with a 28-day plan and a valid log of its first session (LOAD_LOGGERS, default 20). */
    logging?: { token: string; workout: Workout }[];
  };
  stop(): Promise<void>;
}

/** BENCH_CPU_PROF=<dir>: each app server writes a V8 CPU profile there when it stops (open it in Chrome DevTools). */
function profileFlags(kind: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir && kind === 'app' ? ['--cpu-prof', '--cpu-prof-dir', dir] : [];
}

function startServer(kind: string, db: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      [...profileFlags(kind), '--import', 'tsx', path.join(ROOT, 'bench', 'load-server.ts'), kind, db],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+) (.*)\n/.exec(out);
      if (m)
        resolve({
          url: `http://127.0.0.1:${m[1]}`,
          info: JSON.parse(m[2]!),
          // SIGINT first: the server exits cleanly, so `node --cpu-prof` (NODE_OPTIONS) writes its profile.
          stop: () =>
            new Promise((r) => {
              const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
              child.once('exit', () => {
                clearTimeout(kill);
                r();
              });
              child.kill('SIGINT');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code}) before it was ready`)));
  });
}

const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'reads,mixed,logging,instances').split(',');
const scenario = (group: string) => SCENARIOS.includes(group);

/** Issue 33's targets: a share of the one-SELECT floor and a p99 bound. */
interface Target {
  floorShare: number;
  p99: number;
}
const READ_TARGET: Target = { floorShare: 0.7, p99: 100 };
const LOGGING_TARGET: Target = { floorShare: 0.2, p99: 500 };

interface Row {
  name: string;
  target?: Target;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  detail: string;
}

async function run(name: string, opts: Options, target?: Target): Promise<Row> {
  // The server may still be answering the previous scenario's last requests (large plans, at a busy moment).
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  // The same requests first, uncounted (autocannon's warmup): every row is measured on a warm server, not only
  // the rows after the first (the floors run on servers of their own, as fresh as the app's first row).
  const warmup = WARMUP_SECONDS > 0 ? { warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS } } : {};
  const result: Result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    ...warmup,
    ...opts,
  });
  return {
    name,
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    detail:
      result.errors + result.timeouts > 0
        ? `${result.errors} socket errors, ${result.timeouts} timeouts, ${JSON.stringify(result.statusCodeStats)}`
        : '',
    non2xx: result.non2xx,
  };
}

function table(db: string, rows: Row[]): void {
  const hello = rows.find((r) => r.name.startsWith('baseline: hello'))!.rps;
  const select = rows.find((r) => r.name.startsWith('baseline: one'))!.rps;
  const width = Math.max(44, ...rows.map((r) => r.name.length));
  console.log(`\n${db}`);
  console.log(
    [
      'scenario'.padEnd(width),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
      'non-2xx'.padStart(8),
      '÷hello'.padStart(7),
      '÷select'.padStart(8),
      '  target',
    ].join(' '),
  );
  for (const r of rows) {
    console.log(
      [
        r.name.padEnd(width),
        String(r.rps).padStart(8),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        String(r.errors).padStart(7),
        String(r.non2xx).padStart(8),
        `${((r.rps / hello) * 100).toFixed(1)}%`.padStart(7),
        `${((r.rps / select) * 100).toFixed(1)}%`.padStart(8),
        r.target ? `  ${verdict(r, select)}` : '',
      ].join(' '),
    );
    if (r.detail) console.log(`  └ ${r.detail}`);
  }
}

function verdict(r: Row, select: number): string {
  const { floorShare, p99 } = r.target!;
  const met = r.rps >= select * floorShare && r.p99 <= p99 && r.errors + r.non2xx === 0;
  return `≥ ${floorShare * 100}%, p99 ≤ ${p99} ms: ${met ? 'met' : 'NOT met'}`;
}

async function benchDatabase(label: string, db: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [kind, route, name] of [
    ['hello', '/hello', 'baseline: hello route'],
    ['select', '/select', 'baseline: one primary-key SELECT'],
  ] as const) {
    const server = await startServer(kind, db);
    rows.push(await run(name, { url: server.url + route }));
    await server.stop();
  }
  const app = await startServer('app', db);
  if (scenario('reads')) rows.push(...(await runReads(app)));
  if (scenario('mixed')) rows.push(await runMixed(app.url, app.info));
  if (scenario('logging')) rows.push(...(await runLogging(app.url, app.info)));
  await app.stop();
  table(label, rows);
  return rows;
}

/** What Chrome and Firefox send. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * The member's reads, each alone: a free member's account, plans and reports, and what /today reads for the
 * Premium member (their active plan, the full 28-day plan, the session and meal logs).
 */
async function runReads(app: Server): Promise<Row[]> {
  // As a browser asks: large bodies are answered compressed.
  const read = (name: string, pathname: string, token: string) =>
    run(
      `${name} [Accept-Encoding: ${BROWSER_ENCODINGS}]`,
      {
        url: app.url + pathname,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS },
      },
      READ_TARGET,
    );
  const member = app.info.token!;
  const premium = app.info.logging![0]!.token;
  const planId = app.info.logging![0]!.workout.planId;
  return [
    await read('GET /api/plans/active (member)', '/api/plans/active', member),
    await read('GET /api/auth/me (member)', '/api/auth/me', member),
    await read('GET /api/plans (member)', '/api/plans', member),
    await read('GET /api/blood-test/reports (member)', '/api/blood-test/reports', member),
    await read('/today: GET /api/plans/:id (28 days)', `/api/plans/${planId}`, premium),
    await read('/today: GET /api/workouts/logs?planId=', `/api/workouts/logs?planId=${planId}`, premium),
    await read('/today: GET /api/plans/:id/meals', `/api/plans/${planId}/meals`, premium),
  ];
}

/** Login, me, active plan, plans list, reports list and free plan generation, round-robin per connection. */
function runMixed(
  url: string | string[],
  info: Server['info'],
  name = 'mixed member workload',
): Promise<Row> {
  const headers = { authorization: `Bearer ${info.token}` };
  return run(`${name} (${MIXED_SECONDS} s)`, {
    url: url as string, // autocannon spreads the connections over several URLs
    duration: MIXED_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: info.email, password: info.password }),
      },
      { method: 'GET', path: '/api/auth/me', headers },
      { method: 'GET', path: '/api/plans/active', headers },
      { method: 'GET', path: '/api/plans', headers },
      { method: 'GET', path: '/api/blood-test/reports', headers },
      {
        method: 'POST',
        path: '/api/plans/generate',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ planType: 'free' }),
      },
    ],
  });
}

/**
 * Write a set (or mark a meal eaten), read the summary: each save a new log call (its own idempotency key), as the
 * Today screen sends.
 */
async function runLogging(url: string, info: Server['info']): Promise<Row[]> {
  const members = info.logging!;
  let n = 0;
  let m = 0;
  // Each request is one member's, round-robin: every connection's saves and reads spread over the members.
  const write = (method: 'POST' | 'PUT', pathname: (w: Workout) => string, body: (w: Workout) => object) => ({
    method,
    setupRequest: (req: object) => {
      const { token, workout } = members[m++ % members.length]!;
      return {
        ...req,
        path: pathname(workout),
        body: JSON.stringify(body(workout)),
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `bench-${process.pid}-${++n}`,
        },
      };
    },
  });
  const summary = {
    method: 'GET' as const,
    path: '/api/progress/summary',
    setupRequest: (req: object) => ({
      ...req,
      headers: { authorization: `Bearer ${members[m++ % members.length]!.token}` },
    }),
  };
  const label = `${members.length} member${members.length === 1 ? '' : 's'}`;
  const sets = await run(
    `logging: POST set + GET summary (${label})`,
    {
      url,
      requests: [
        write(
          'POST',
          () => '/api/workouts/logs',
          (w) => w,
        ),
        summary,
      ],
    },
    LOGGING_TARGET,
  );
  const meals = await run(
    `logging: PUT meal + GET summary (${label})`,
    {
      url,
      requests: [
        write(
          'PUT',
          (w) => `/api/plans/${w.planId}/meals`,
          (w) => ({ date: w.date, slot: 'lunch', status: 'eaten', portion: 1 }),
        ),
        summary,
      ],
    },
    LOGGING_TARGET,
  );
  return [sets, meals];
}

/** The mixed workload against one app instance and against two on the same PostgreSQL database. */
async function benchInstances(db: string): Promise<void> {
  const one = await startServer('app', db);
  const single = await runMixed(one.url, one.info, 'mixed, 1 instance');
  const two = await startServer('app', db);
  const double = await runMixed([one.url, two.url], one.info, 'mixed, 2 instances');
  await Promise.all([one.stop(), two.stop()]);
  console.log('\nPostgreSQL: app instances (same run, same database)');
  for (const r of [single, double])
    console.log(
      `${r.name.padEnd(36)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}`,
    );
  console.log(
    `two ÷ one: ${(double.rps / single.rps).toFixed(2)} at load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} core(s). ` +
      'Both instances, PostgreSQL and this load generator share these cores: on an idle machine a second instance adds ' +
      'an event loop but no core, so expect well under 2; on a machine busy with other work, two processes simply get ' +
      'twice the scheduler share of one, which can make the ratio reach 2 without saying anything about a second machine.',
  );
}

async function main(): Promise<void> {
  const parts = (process.env.BENCH_DB ?? 'both').split(',');
  const want = (part: string) => parts.includes('both') || parts.includes(part);
  console.log(
    `load benchmark: ${CONNECTIONS} connections, ${SECONDS} s per scenario (mixed ${MIXED_SECONDS} s), node ${process.version}, ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  if (want('pglite-thread'))
    await benchDatabase('Embedded default: PGlite in its own thread (PGLITE_THREAD=on)', 'pglite-thread');
  if (want('pglite'))
    await benchDatabase('PGlite on the event loop (PGLITE_THREAD=off, the former default)', 'pglite');
  if (want('postgres')) {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `vp_load_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await benchDatabase('PostgreSQL', url.toString());
      if (scenario('instances')) await benchInstances(url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  if (want('storage')) await benchStorage();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
