/**
 * Cost as data grows (issue 33 item 3), on PostgreSQL. Every read is timed twice through the real app (app.inject:
 * routing, auth, validation, serialisation): first on a database holding only the accounts the bench measures, then
 * after seeding a large service around them: SCALE_BENCH_USERS members (50,000), SCALE_BENCH_LOGGERS of them
 * (2,000) with two years of logs each (a weight a day, three sessions a week, four meals a day), 200,000 plans and
 * reports (five results each), support tickets with their messages, clinician reviews and audit events. Each read
 * should stay within 2× its empty-database time (the target); the table prints both, their ratio and a primary-key
 * SELECT measured the same way in both phases (the floor, so a busier machine in one phase shows).
 *
 * The measured member has two years of logs in BOTH phases (their own data is the same; only everyone else's
 * grows), so the summary row answers "does a long-time member's summary stay as fast when the service is large".
 * The summary is read cold (its revision bumped before each read, as a write on another instance does) and warm.
 *
 *   npm run bench:scale
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres  SCALE_BENCH_N=100 (samples per case)
 *   SCALE_BENCH_USERS=50000  SCALE_BENCH_LOGGERS=2000  SCALE_BENCH_PLANS=200000
 *   SCALE_BENCH_EXPLAIN=1 (EXPLAIN ANALYZE of the admin searches and the summary's queries, printed at the end)
 *   SCALE_BENCH_KEEP=1 (keep the seeded database and print its name, to EXPLAIN a query by hand afterwards)
 *
 * Seeding takes minutes (several million rows); the bench creates its own database and drops it at the end
 * (unless SCALE_BENCH_KEEP is set: then drop it yourself).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PlanDetail } from '@common/plans';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { measureRoundRobin } from './round-robin';
import { loadConfig } from '../server/src/config';
import { openDatabase, type Database } from '../server/src/db/client';
import { searchPattern } from '../server/src/modules/admin/admin-repo';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const N = Number(process.env.SCALE_BENCH_N ?? 100);
const WARMUP = 10;
const USERS = Number(process.env.SCALE_BENCH_USERS ?? 50_000);
const LOGGERS = Math.min(USERS, Number(process.env.SCALE_BENCH_LOGGERS ?? 2_000));
const PLANS = Number(process.env.SCALE_BENCH_PLANS ?? 200_000);
const REPORTS = Number(process.env.SCALE_BENCH_REPORTS ?? 200_000);
const TICKETS = Math.round(USERS / 2);
const REVIEWS = Math.round(USERS / 5);
const TARGET_RATIO = 2;
const DAYS = 730;
const PASSWORD = 'bench-password-123';

type App = Awaited<ReturnType<typeof buildApp>>;

const measureAll = (fns: (() => Promise<unknown>)[]) =>
  measureRoundRobin(fns, { samples: N, warmup: WARMUP });

async function register(app: App, username: string): Promise<{ id: string; token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username}@bench.test`, password: PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`register ${username}: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; user: { id: string } }>();
  return { id: body.user.id, token: body.token };
}

/**
 * A Premium member with a profile and a generated 28-day plan (the active one), plus the plan's first session as
 * a workout log to copy: the exercises JSON every seeded session carries.
 */
async function premiumMember(app: App, client: pg.Client, username: string) {
  const m = await register(app, username);
  await client.query(
    `update users set subscription_status = 'active', premium_expires_at = now() + interval '30 days'
     where id = $1`,
    [m.id],
  );
  const auth = { authorization: `Bearer ${m.token}` };
  const profile = await app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: auth,
    payload: {
      age: 41,
      gender: 'male',
      height: 178,
      weight: 84,
      activityLevel: 'moderate',
      fitnessGoals: ['Weight Loss'],
      trainingPreferences: { place: 'gym', homeEquipment: [], pool: false, daysPerWeek: 3 },
    },
  });
  if (profile.statusCode >= 300) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  const gen = await app.inject({
    method: 'POST',
    url: '/api/plans/generate',
    headers: auth,
    payload: { planType: 'premium' },
  });
  if (gen.statusCode !== 201) throw new Error(`plan: ${gen.statusCode} ${gen.body}`);
  const planId = gen.json<{ plan: { id: string } }>().plan.id;
  const plan = (await app.inject({ method: 'GET', url: `/api/plans/${planId}`, headers: auth })).json<{
    plan: PlanDetail;
  }>().plan;
  const session = plan.content.training.weeks[0]!.sessions.find((s) => s.exercises.length > 0)!;
  const exercises = session.exercises.map((e) => ({
    exerciseId: e.exerciseId,
    sets: Array.from({ length: e.sets }, () => ({ reps: 8, weightKg: 40, rpe: 8, done: true })),
  }));
  return { ...m, planId, exercises };
}

/**
 * Two years of one member's logs behind their active plan: 26 earlier 28-day plans (inactive), a weight every day,
 * three sessions a week and four meals a day under each plan, one report with five results every quarter.
 * `ids` is a SQL query yielding (user_id, exercises) rows: one member or thousands at once.
 */
async function seedHistory(client: pg.Client, ids: string): Promise<void> {
  await client.query(`
    create temporary table hist_members on commit drop as ${ids};
    insert into plans (user_id, plan_type, summary, content, confidence_score, is_active, starts_at, expires_at,
                       created_at)
    select m.user_id, 'premium', 'Earlier plan', '{}'::jsonb, 80, false,
           current_date - (k * 28 + 28), current_date - k * 28, current_date - (k * 28 + 28)
    from hist_members m cross join generate_series(1, 26) k;
    insert into weight_logs (user_id, date, weight_kg)
    select m.user_id, current_date - g, 84 - g * 0.005 + sin(g) * 0.4
    from hist_members m cross join generate_series(1, ${DAYS}) g
    on conflict do nothing;
    insert into workout_logs (user_id, plan_id, week, day, date, exercises)
    select p.user_id, p.id, w, d, p.starts_at::date + (w - 1) * 7 + (d - 1), m.exercises
    from plans p join hist_members m on m.user_id = p.user_id
    cross join generate_series(1, 4) w cross join (values (1), (3), (5)) days(d)
    where not p.is_active;
    insert into meal_logs (user_id, plan_id, date, slot, status, portion, kcal)
    select p.user_id, p.id, p.starts_at::date + g, s, 'eaten', 1, 520
    from plans p join hist_members m on m.user_id = p.user_id
    cross join generate_series(0, 27) g
    cross join (values ('breakfast'), ('lunch'), ('dinner'), ('snack')) slots(s)
    where not p.is_active;`);
}

async function seedService(client: pg.Client): Promise<void> {
  // Members like "aarav.sharma123@clinic.in", joined over two years; 8 % Premium, 1 % Doctor Verified. Tickets
  // as a support desk keeps them: 2 % open, 3 % answered, the rest closed.
  await client.query(`
    insert into users (username, email, password_hash, subscription_status, premium_expires_at, doctor_verified,
                       is_verified, created_at)
    select n, n || '@' || (array['example.com','mail.test','health.org','clinic.in'])[1 + g % 4],
           '$argon2id$v=19$m=19456,t=2,p=1$bench$bench',
           case when g % 100 < 8 then 'active' when g % 100 < 11 then 'canceled' else 'none' end,
           case when g % 100 < 8 then now() + interval '20 days' end,
           g % 100 = 42, g % 3 = 0,
           now() - ((g::bigint * 7919) % (${DAYS} * 24 * 60)) * interval '1 minute'
    from generate_series(1, ${USERS}) g
    cross join lateral (
      select (array['olivia','liam','aarav','ananya','mohammed','fatima','wei','mei','sofia','kwame'])[1 + g % 10]
             || '.' || (array['smith','sharma','patel','khan','wang','silva','mensah','kim','rossi','novak'])
             [1 + (g / 10) % 10] || g::text as n
    ) u;
    create temporary table bench_ids as
      select id, row_number() over (order by created_at) as rn from users where email not like '%@bench.test';
    create index on bench_ids (rn);
    insert into plans (user_id, plan_type, summary, content, confidence_score, is_active, starts_at, expires_at,
                       created_at)
    select b.id, (array['free','premium','doctor_verified'])[1 + g % 3], 'Benchmark plan', '{}'::jsonb, 70,
           g <= ${USERS}, t.c, t.c + interval '28 days', t.c
    from generate_series(1, ${PLANS}) g
    join bench_ids b on b.rn = 1 + (g - 1) % ${USERS}
    cross join lateral (select now() - ((g::bigint * 104729) % (365 * 24 * 60)) * interval '1 minute' as c) t;
    insert into blood_test_reports (user_id, filename, mime_type, size_bytes, sha256, storage_key, status,
                                    uploaded_at)
    select b.id, 'report-' || g || '.pdf', 'application/pdf', 20000, md5(g::text), 'scale' || g,
           (array['processed','processed','processed','needs_review','failed'])[1 + g % 5],
           now() - (g % ${DAYS}) * interval '1 day'
    from generate_series(1, ${REPORTS}) g
    join bench_ids b on b.rn = 1 + (g * 13) % ${USERS};
    insert into biomarker_results (report_id, user_id, position, code, printed_name, value, value_canonical, unit)
    select r.id, r.user_id, k, (array['LDL','HDL','TG','HBA1C','TSH'])[k], 'Result ' || k, 100 + k, 100 + k, 'mg/dL'
    from blood_test_reports r cross join generate_series(1, 5) k
    where r.storage_key like 'scale%';
    insert into support_tickets (user_id, subject, status, awaiting_since, created_at)
    select b.id, 'Question ' || g,
           case when g % 100 < 2 then 'open' when g % 100 < 5 then 'answered' else 'closed' end,
           case when g % 100 < 2 then now() - (g % 90) * interval '1 hour' end, now() - (g % 700) * interval '1 hour'
    from generate_series(1, ${TICKETS}) g join bench_ids b on b.rn = 1 + (g * 7) % ${USERS};
    insert into support_messages (ticket_id, author_id, from_support, body, created_at)
    select t.id, t.user_id, k = 2, 'Message ' || k, t.created_at + k * interval '1 hour'
    from support_tickets t cross join generate_series(1, 3) k;
    insert into plan_reviews (plan_id, member_id, status, requested_at, decided_at)
    select p.id, p.user_id, (array['pending','approved','changes_requested','declined'])[1 + (rn % 4)::int],
           p.created_at, case when rn % 4 <> 0 then p.created_at + interval '1 day' end
    from (select id, user_id, created_at, row_number() over (order by id) as rn from plans
          where plan_type = 'doctor_verified' limit ${REVIEWS}) p;
    insert into audit_events (actor_id, action, target_type, target_id, at)
    select b.id, 'user.registered', 'user', b.id::text, now() - (g % 700) * interval '1 hour'
    from generate_series(1, ${USERS}) g join bench_ids b on b.rn = g;`);
  // Two years of logs for the first LOGGERS seeded members, with the measured member's session as their sessions.
  await seedHistory(
    client,
    `select b.id as user_id, (select exercises from workout_logs where exercises is not null limit 1) as exercises
     from bench_ids b where b.rn <= ${LOGGERS}`,
  );
  // Seeding wrote gigabytes: flush them now, or a checkpoint running during the timings slows every commit (the
  // admin lists write an audit row, the cold summary bumps a revision) and the bench measures the disk, not the reads.
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}

const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main(): Promise<void> {
  const name = `vp_bench_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-scale-bench-'));
  let database: Database | undefined;
  let app: App | undefined;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => undefined);
  try {
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
    await database.migrate();
    await client.connect();
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      DATABASE_URL: url.toString(),
    });
    app = await buildApp(config, {
      database,
      secrets: { sessionKey: randomBytes(32), fileKey: randomBytes(32) },
      staticDir: null,
      logger: false,
    });

    // The measured accounts: an admin, a member with two years of logs, and a new member with none.
    const staff = await register(app, 'scale_admin');
    await client.query('update users set is_admin = true where id = $1', [staff.id]);
    const long = await premiumMember(app, client, 'scale_long');
    const fresh = await premiumMember(app, client, 'scale_fresh');
    await client.query(
      `insert into workout_logs (user_id, plan_id, week, day, date, exercises) values ($1, $2, 1, 1, current_date, $3)`,
      [long.id, long.planId, JSON.stringify(long.exercises)],
    );
    await seedHistory(
      client,
      `select '${long.id}'::uuid as user_id, (select exercises from workout_logs limit 1) as exercises`,
    );
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    const today = new Date().toISOString().slice(0, 10);

    const as = (token: string, route: string, before?: () => Promise<unknown>) => async (): Promise<void> => {
      if (before) await before();
      const res = await app!.inject({
        method: 'GET',
        url: route,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${route}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    // A write on another instance bumps the member's progress revision: the next summary reads every log again.
    const bump = () =>
      client.query(
        `insert into progress_revisions (user_id, revision) values ($1, 1)
         on conflict (user_id) do update set revision = progress_revisions.revision + 1`,
        [long.id],
      );
    const db = database.db;
    const cases: { label: string; fn: () => Promise<unknown>; floor?: true }[] = [
      {
        label: 'floor: primary-key SELECT',
        fn: () => db.execute(sql`select id, username from users where id = ${long.id}`),
        floor: true,
      },
      { label: 'member: GET /api/auth/me', fn: as(long.token, '/api/auth/me') },
      { label: 'member: GET /api/plans/active', fn: as(long.token, '/api/plans/active') },
      { label: 'member: GET /api/plans (27 plans)', fn: as(long.token, '/api/plans') },
      { label: 'member: GET /api/blood-test/reports', fn: as(long.token, '/api/blood-test/reports') },
      { label: '/today: GET /api/plans/:id/meals', fn: as(long.token, `/api/plans/${long.planId}/meals`) },
      {
        label: '/today: GET /api/workouts/logs?planId=',
        fn: as(long.token, `/api/workouts/logs?planId=${long.planId}`),
      },
      { label: '/today: GET /api/food-logs?date=', fn: as(long.token, `/api/food-logs?date=${today}`) },
      { label: 'summary, 2 years of logs (warm)', fn: as(long.token, '/api/progress/summary') },
      { label: 'summary, 2 years of logs (cold)', fn: as(long.token, '/api/progress/summary', bump) },
      { label: 'summary, new member', fn: as(fresh.token, '/api/progress/summary') },
      { label: 'admin: users, first page', fn: as(staff.token, '/api/admin/users') },
      { label: 'admin: users, search "sharma"', fn: as(staff.token, '/api/admin/users?q=sharma') },
      { label: 'admin: users, search "HEALTH.ORG"', fn: as(staff.token, '/api/admin/users?q=HEALTH.ORG') },
      { label: 'admin: users, search "4242" (rare)', fn: as(staff.token, '/api/admin/users?q=4242') },
      { label: 'admin: users, Premium filter', fn: as(staff.token, '/api/admin/users?status=active') },
      { label: 'admin: reports, first page', fn: as(staff.token, '/api/admin/reports') },
      {
        label: 'admin: reports, needs review',
        fn: as(staff.token, '/api/admin/reports?status=needs_review'),
      },
      {
        label: 'admin: support tickets, open',
        fn: as(staff.token, '/api/admin/support/tickets?status=open'),
      },
      { label: 'admin: clinician reviews', fn: as(staff.token, '/api/admin/reviews') },
      { label: 'admin: analytics (stats)', fn: as(staff.token, '/api/admin/stats') },
      { label: 'admin: activity', fn: as(staff.token, '/api/admin/activity') },
    ];

    const t0 = performance.now();
    const empty = await measureAll(cases.map((c) => c.fn));
    const emptyCount = (await client.query<{ n: string }>('select count(*) as n from users')).rows[0]!.n;
    console.log(
      `Phase 1 (${emptyCount} accounts) measured in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );

    const s0 = performance.now();
    await seedService(client);
    const seedSeconds = (performance.now() - s0) / 1000;
    const counts = (
      await client.query<Record<string, string>>(`select
        (select count(*) from users) as users, (select count(*) from plans) as plans,
        (select count(*) from blood_test_reports) as reports, (select count(*) from biomarker_results) as results,
        (select count(*) from weight_logs) as weights, (select count(*) from workout_logs) as sessions,
        (select count(*) from meal_logs) as meals, (select count(*) from support_tickets) as tickets,
        (select count(*) from plan_reviews) as reviews,
        pg_size_pretty(pg_database_size(current_database())) as size`)
    ).rows[0]!;
    const full = await measureAll(cases.map((c) => c.fn));

    console.log(
      `\nScale benchmark — PostgreSQL ${(await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v}, ` +
        `Node ${process.version}, ${os.cpus().length} CPU(s), load ${os.loadavg()[0]!.toFixed(1)}; ${N} samples per case\n` +
        `Seeded in ${seedSeconds.toFixed(0)} s: ${Object.entries(counts)
          .map(([k, v]) => `${k} ${/^\d+$/.test(v) ? Number(v).toLocaleString() : v}`)
          .join(', ')}\n`,
    );
    const header = `${'read'.padEnd(42)}${'empty p50'.padStart(10)}${'p95'.padStart(9)}${'full p50'.padStart(10)}${'p95'.padStart(9)}${'p50 ×'.padStart(8)}  target ≤ ${TARGET_RATIO}×`;
    console.log(header);
    console.log('-'.repeat(header.length));
    const floorRatio = full[0]!.p50 / empty[0]!.p50;
    let missed = 0;
    cases.forEach((c, i) => {
      const e = empty[i]!;
      const f = full[i]!;
      const ratio = f.p50 / e.p50;
      const ok = c.floor || ratio <= TARGET_RATIO;
      if (!ok) missed++;
      console.log(
        `${c.label.padEnd(42)}${fmt(e.p50)}  ${fmt(e.p95)}  ${fmt(f.p50)}  ${fmt(f.p95)}${ratio.toFixed(2).padStart(8)}  ${
          c.floor ? '(floor)' : ok ? 'ok' : 'MISSED'
        }`,
      );
    });
    console.log(
      `\n${missed === 0 ? 'Every read' : `${cases.length - 1 - missed} of ${cases.length - 1} reads`} within ${TARGET_RATIO}× ` +
        `its empty-database p50 (the floor moved ${floorRatio.toFixed(2)}× between the phases).`,
    );

    if (process.env.SCALE_BENCH_EXPLAIN) {
      const explain = async (label: string, text: string, params: unknown[] = []) => {
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${text}`,
          params,
        );
        console.log(`\nEXPLAIN ANALYZE (${label}): ${text}  [${params.join(', ')}]`);
        for (const line of plan.rows) console.log(`  ${line['QUERY PLAN']}`);
      };
      const pattern = searchPattern('sharma');
      await explain(
        'admin search',
        `select * from users where (lower(username) like $1 or email like $1)
         order by created_at desc, id desc limit 50`,
        [pattern],
      );
      await explain(
        'admin search count',
        `select count(*) from users where lower(username) like $1 or email like $1`,
        [pattern],
      );
      await explain('summary: weights', 'select * from weight_logs where user_id = $1 order by date', [
        long.id,
      ]);
      await explain('summary: sessions', 'select * from workout_logs where user_id = $1 order by date', [
        long.id,
      ]);
      await explain('summary: meals', 'select * from meal_logs where user_id = $1 and plan_id = $2', [
        long.id,
        long.planId,
      ]);
    }
    if (missed > 0) process.exitCode = 1;
  } finally {
    await client.end().catch(() => undefined);
    await app?.close();
    await database?.close();
    if (process.env.SCALE_BENCH_KEEP) {
      console.log(`\nKept the seeded database ${name} (SCALE_BENCH_KEEP): DROP DATABASE ${name} when done.`);
    } else {
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
