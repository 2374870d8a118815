/**
 * One server for the load benchmark, in its own process (so the load generator does not share its event loop).
 * argv: kind (hello | select | app), database (pglite | pglite-thread | postgres URL). Prints "READY <port> <json>"
 * when listening. Several `app` servers may share one PostgreSQL database (the member is registered once).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PlanDetail } from '@common/plans';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase, type Database } from '../server/src/db/client';
import { users } from '../server/src/db/schema';
import { TEST_SECRETS } from '../server/test/helpers';

const [kind = 'app', dbArg = 'pglite'] = process.argv.slice(2);

async function database(): Promise<Database> {
  const db = dbArg.startsWith('pglite')
    ? await openDatabase({
        kind: 'pglite',
        dataDir: await mkdtemp(path.join(os.tmpdir(), 'vitalplan-load-')),
        thread: dbArg === 'pglite-thread',
      })
    : await openDatabase({ kind: 'postgres', url: dbArg, poolSize: 10 });
  await db.migrate();
  return db;
}

async function main(): Promise<void> {
  if (kind === 'hello') {
    const app = Fastify();
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`READY ${(app.server.address() as { port: number }).port} {}`);
    return;
  }
  const db = await database();
  if (kind === 'select') {
    // The floor any database read pays: one primary-key SELECT through the same driver.
    const [row] = await db.db
      .insert(users)
      .values({ username: 'baseline', email: 'baseline@example.com', passwordHash: 'x' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id = row?.id ?? (await db.db.select({ id: users.id }).from(users).limit(1))[0]!.id;
    const app = Fastify();
    app.get('/select', async () => {
      const result = await db.db.execute(sql`select id, username from users where id = ${id}`);
      return (result as unknown as { rows: { id: string; username: string }[] }).rows[0];
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`READY ${(app.server.address() as { port: number }).port} {}`);
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-load-data-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off', DATA_DIR: dataDir });
  const app = await buildApp(config, { database: db, secrets: TEST_SECRETS, staticDir: null, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  // A member with a profile and an active free plan.
  const credentials = { email: 'load@example.com', password: 'load-password' };
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'loadmember', ...credentials },
  });
  if (reg.statusCode === 409) {
    // Another instance on the same database registered the member: sign in instead.
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
    console.log(`READY ${port} ${JSON.stringify({ token: login.json().token as string, ...credentials })}`);
    return;
  }
  const token = reg.json().token as string;
  const auth = { authorization: `Bearer ${token}` };
  await app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: auth,
    payload: { age: 35, gender: 'female', height: 165, weight: 62, activityLevel: 'moderate' },
  });
  await app.inject({
    method: 'POST',
    url: '/api/plans/generate',
    headers: auth,
    payload: { planType: 'free' },
  });
  // Members at the gym at once: logging spreads over them (one member's writes to one row take turns).
  const logging = [];
  for (let i = 0; i < Number(process.env.LOAD_LOGGERS ?? 20); i++)
    logging.push(await loggingMember(app, db, i));
  console.log(
    `READY ${port} ${JSON.stringify({ token, email: 'load@example.com', password: 'load-password', logging })}`,
  );
}

/**
 * For the logging workload: a Premium member (set in the database, as a verified payment would) training at the
 * gym every day, with a plan, and a valid log of its first session.
 */
async function loggingMember(app: Awaited<ReturnType<typeof buildApp>>, db: Database, n: number) {
  const email = `logger${n}@example.com`;
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `loadlogger${n}`, email, password: 'load-password' },
  });
  const token = reg.json().token as string;
  const auth = { authorization: `Bearer ${token}` };
  await db.db
    .update(users)
    .set({ subscriptionStatus: 'active', premiumExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(users.email, email));
  await app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: auth,
    payload: {
      age: 30,
      gender: 'male',
      height: 180,
      weight: 82,
      activityLevel: 'moderate',
      fitnessGoals: ['Muscle Gain'],
      trainingPreferences: { place: 'gym', homeEquipment: [], pool: false, daysPerWeek: 7 },
    },
  });
  const gen = await app.inject({
    method: 'POST',
    url: '/api/plans/generate',
    headers: auth,
    // A premium plan (four weeks), as such a member has.
    payload: { planType: 'premium' },
  });
  const plan = (
    await app.inject({ method: 'GET', url: `/api/plans/${gen.json().plan.id as string}`, headers: auth })
  ).json<{ plan: PlanDetail }>().plan;
  const week = plan.content.training.weeks[0]!;
  const session = week.sessions.find((s) => s.exercises.length > 0)!;
  const workout = {
    planId: plan.id,
    week: week.week,
    day: session.day,
    date: plan.startsAt.slice(0, 10),
    exercises: session.exercises.map((e) => ({
      exerciseId: e.exerciseId,
      sets: Array.from({ length: e.sets }, () => ({ reps: 8, weightKg: 40, rpe: 8, done: true })),
    })),
  };
  return { token, workout };
}

// A clean exit on SIGINT lets --cpu-prof write its profile.
process.on('SIGINT', () => process.exit(0));

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
