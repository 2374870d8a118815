/**
 * npx tsx bench/request-cost.ts — CPU time per request of the member reads and logging of issue 33, one request at
 * a time, in one process with PGlite on the event loop (so the database's own work is counted too), beside the
 * same run's floors: one primary-key SELECT through the same driver, and bench:load's floor, a bare Fastify route
 * doing it (the ratios are to that one). CPU time, unlike throughput, barely moves with other work on a shared
 * machine, so two builds compare on a busy one. Requests go through Fastify's inject (no sockets): the HTTP layer
 * is bench:load's part. Inject copies a body twice and decodes it to a string, which is most of the plain 28-day
 * plan row's time (~370 kB; a server writes those bytes as they are): the row asking as browsers do gets the
 * compressed copy, and one re-reads it with its ETag (a 304).
 * Env: COST_REQUESTS (per row, default 200, after a tenth as many to warm up); COST_ROWS, a substring: only the
 * rows whose name holds it (the two floors always run); COST_CPU_PROF=<file.cpuprofile>: a V8 CPU profile of each
 * row asked for (not of the set-up and its plan generation, nor with COST_ROWS of the floors), for Chrome DevTools;
 * COST_DATABASE_URL (an admin URL of a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test): run on a
 * scratch database there instead, so only the app process's CPU is counted (the database server's is not), which
 * is what bench:load's PostgreSQL rows add over their floor.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import type { PlanDetail } from '@common/plans';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { users } from '../server/src/db/schema';
import { createScratchPostgres, TEST_SECRETS } from '../server/test/helpers';

const N = Number(process.env.COST_REQUESTS ?? 200);
/** What Chrome and Firefox send. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** CPU milliseconds per call of `step` (user + system), after N/10 warm-up calls. */
async function cost(step: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < N / 10; i++) await step(i);
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) await step(N + i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / N;
}

async function main(): Promise<void> {
  const adminUrl = process.env.COST_DATABASE_URL;
  if (adminUrl) process.env.TEST_DATABASE_URL = adminUrl;
  const scratch = adminUrl ? await createScratchPostgres('vp_cost') : null;
  const db = scratch
    ? await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 10 })
    : await openDatabase({
        kind: 'pglite',
        dataDir: await mkdtemp(path.join(os.tmpdir(), 'vitalplan-cost-')),
        thread: false,
      });
  await db.migrate();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'vitalplan-cost-data-')),
  });
  const app = await buildApp(config, { database: db, secrets: TEST_SECRETS, staticDir: null, logger: false });
  const call = async (
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    key?: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300 && res.statusCode !== 304)
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };

  // A Premium member training at the gym, with a 28-day plan (as bench/load-server.ts sets up).
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'costmember', email: 'cost@example.com', password: 'cost-password' },
  });
  const token = reg.json<{ token: string }>().token;
  await db.db
    .update(users)
    .set({ subscriptionStatus: 'active', premiumExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(users.email, 'cost@example.com'));
  await call(token, 'POST', '/api/profile', {
    age: 30,
    gender: 'male',
    height: 180,
    weight: 82,
    activityLevel: 'moderate',
    fitnessGoals: ['Muscle Gain'],
    trainingPreferences: { place: 'gym', homeEquipment: [], pool: false, daysPerWeek: 7 },
  });
  const gen = await call(token, 'POST', '/api/plans/generate', { planType: 'premium' });
  const planId = gen.json<{ plan: { id: string } }>().plan.id;
  const plan = (await call(token, 'GET', `/api/plans/${planId}`)).json<{ plan: PlanDetail }>().plan;
  const week = plan.content.training.weeks[0]!;
  const session = week.sessions.find((s) => s.exercises.length > 0)!;
  const setLog = (i: number) => ({
    planId,
    week: week.week,
    day: session.day,
    date: plan.startsAt.slice(0, 10),
    exercises: session.exercises.map((e) => ({
      exerciseId: e.exerciseId,
      sets: Array.from({ length: e.sets }, () => ({ reps: 8, weightKg: 40 + (i % 10), rpe: 8, done: true })),
    })),
  });
  const day = plan.content.days[0]!;
  const [{ id }] = (await db.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'cost@example.com'))) as [{ id: string }];

  const rows: [string, number][] = [];
  const only = process.env.COST_ROWS;
  const profileFile = process.env.COST_CPU_PROF;
  const inspector = profileFile ? new Session() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
  }
  const row = async (name: string, step: (i: number) => Promise<unknown>) => {
    const floor = rows.length < 2;
    if (only && !floor && !name.includes(only)) return;
    // Profiled: the rows asked for (every row without COST_ROWS), not the floors beside them.
    const profiled = inspector && (!floor || !only);
    if (profiled) await inspector.post('Profiler.start');
    rows.push([name, await cost(step)]);
    if (profiled) profiles.push((await inspector.post('Profiler.stop')).profile);
  };
  const profiles: object[] = [];
  await row('one primary-key SELECT (database only)', () =>
    db.db.execute(sql`select id, username from users where id = ${id}`),
  );
  // bench:load's floor: a bare Fastify route doing that SELECT (through inject here, like the rows below).
  const bare = Fastify();
  bare.get('/select', async () => {
    const result = await db.db.execute(sql`select id, username from users where id = ${id}`);
    return (result as unknown as { rows: { id: string; username: string }[] }).rows[0];
  });
  await bare.ready();
  await row('a bare Fastify route doing that SELECT (bench:load floor)', async () => {
    const res = await bare.inject({ method: 'GET', url: '/select' });
    if (res.statusCode !== 200) throw new Error(`bare route: ${res.statusCode}`);
  });
  await row('GET /api/auth/me', () => call(token, 'GET', '/api/auth/me'));
  await row('GET /api/plans/active', () => call(token, 'GET', '/api/plans/active'));
  await row('GET /api/plans', () => call(token, 'GET', '/api/plans'));
  await row('GET /api/blood-test/reports', () => call(token, 'GET', '/api/blood-test/reports'));
  await row('/today: GET /api/workouts/logs?planId=', () =>
    call(token, 'GET', `/api/workouts/logs?planId=${planId}`),
  );
  await row('/today: GET /api/plans/:id/meals', () => call(token, 'GET', `/api/plans/${planId}/meals`));
  await row('GET /api/plans/:id (28 days)', () => call(token, 'GET', `/api/plans/${planId}`));
  await row(`GET /api/plans/:id (28 days) [Accept-Encoding: ${BROWSER_ENCODINGS}]`, () =>
    call(token, 'GET', `/api/plans/${planId}`, undefined, undefined, {
      'accept-encoding': BROWSER_ENCODINGS,
    }),
  );
  const etag = (await call(token, 'GET', `/api/plans/${planId}`)).headers.etag;
  if (typeof etag === 'string')
    await row('GET /api/plans/:id (28 days) [If-None-Match: its ETag → 304]', async () => {
      const res = await call(token, 'GET', `/api/plans/${planId}`, undefined, undefined, {
        'if-none-match': etag,
      });
      if (res.statusCode !== 304) throw new Error(`If-None-Match: ${res.statusCode}`);
    });
  await row('GET /api/progress/summary', () => call(token, 'GET', '/api/progress/summary'));
  await row('POST a set + GET the summary', async (i) => {
    await call(token, 'POST', '/api/workouts/logs', setLog(i), `cost-set-${i}`);
    await call(token, 'GET', '/api/progress/summary');
  });
  await row('PUT a meal + GET the summary', async (i) => {
    const meal = { date: day.date, slot: day.meals[0]!.slot, status: 'eaten', portion: i % 2 ? 1 : 0.5 };
    await call(token, 'PUT', `/api/plans/${planId}/meals`, meal, `cost-meal-${i}`);
    await call(token, 'GET', '/api/progress/summary');
  });
  if (inspector && profileFile) {
    // One file per profiled row: name.cpuprofile, name.1.cpuprofile, …
    for (const [i, profile] of profiles.entries())
      await writeFile(
        i ? profileFile.replace(/(\.cpuprofile)?$/, `.${i}$1`) : profileFile,
        JSON.stringify(profile),
      );
    inspector.disconnect();
  }
  await bare.close();
  await app.close();
  await scratch?.drop();

  // Ratios to the bare route, as bench:load's.
  const floor = rows[1]![1];
  console.log(
    `CPU per request, ${N} sequential requests a row, ${scratch ? 'PostgreSQL (app process only)' : 'PGlite in the process'}, node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  for (const [name, ms] of rows)
    console.log(
      `${name.padEnd(72)} ${ms.toFixed(2).padStart(7)} ms  ${(ms / floor).toFixed(1).padStart(5)}× the bare route`,
    );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
