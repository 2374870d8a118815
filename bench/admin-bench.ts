/**
 * Admin console benchmark on PostgreSQL: seeds 100,000 users and 200,000 plans (generate_series, a few seconds),
 * then times GET /api/admin/users?q=… (several searches, filters and a deep page) and GET /api/admin/stats through
 * the real app (app.inject: routing, auth, validation, serialisation included), next to two baselines measured in
 * the same run: a primary-key select on the database and GET /api/auth/me through the app. Cases are sampled
 * round-robin, so load from other processes on the machine affects all of them (and the baselines) alike. Last,
 * stats are timed again with the index this benchmark asks for (users_doctor_verified_idx), created and dropped here.
 *
 *   npm run bench:admin
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres   (default postgres://postgres@127.0.0.1:5432/postgres)
 *   ADMIN_BENCH_N=300 (samples per case)  ADMIN_BENCH_USERS=100000  ADMIN_BENCH_PLANS=200000
 *   ADMIN_BENCH_EXPLAIN=1  (print EXPLAIN ANALYZE of every search, not only of those over target)
 *   ADMIN_BENCH_KEEP=1     (keep the seeded database for investigation; its name is printed, drop it yourself)
 *
 * The benchmark creates its own database (vp_bench_admin_<random>) and drops it at the end.
 * Target (issue 7): p95 ≤ 50 ms for each users search and for stats.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { measureRoundRobin, type Stats } from './round-robin';
import { loadConfig } from '../server/src/config';
import { openDatabase, type Database } from '../server/src/db/client';
import { searchPattern } from '../server/src/modules/admin/admin-repo';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const N = Number(process.env.ADMIN_BENCH_N ?? 200);
const WARMUP = 20;
const USERS = Number(process.env.ADMIN_BENCH_USERS ?? 100_000);
const PLANS = Number(process.env.ADMIN_BENCH_PLANS ?? 200_000);
const REPORTS = Math.round(USERS / 20);
const TARGET_P95_MS = 50;
const ADMIN_EMAIL = 'bench-admin@example.com';

// prettier-ignore
const FIRST = [
  'olivia', 'liam', 'emma', 'noah', 'amelia', 'oliver', 'ava', 'elijah', 'sophia', 'james', 'isabella',
  'william', 'mia', 'benjamin', 'charlotte', 'lucas', 'harper', 'henry', 'evelyn', 'theodore', 'aarav',
  'vivaan', 'aditya', 'ananya', 'diya', 'saanvi', 'arjun', 'ishaan', 'priya', 'rohan', 'mohammed', 'fatima',
  'omar', 'aisha', 'yusuf', 'chen', 'wei', 'mei', 'hiroshi', 'yuki', 'sofia', 'mateo', 'valentina', 'santiago',
  'lucia', 'kwame', 'amara', 'zara', 'nia', 'kofi',
];
// prettier-ignore
const LAST = [
  'smith', 'johnson', 'williams', 'brown', 'jones', 'garcia', 'miller', 'davis', 'rodriguez', 'martinez',
  'sharma', 'patel', 'singh', 'kumar', 'gupta', 'khan', 'ali', 'wang', 'li', 'zhang', 'tanaka', 'sato',
  'mensah', 'okafor', 'nguyen', 'kim', 'park', 'silva', 'santos', 'fernandes', 'mueller', 'schmidt', 'rossi',
  'dubois', 'novak', 'kowalski', 'ivanova', 'andersen', 'murphy', 'obrien',
];
const DOMAINS = ['example.com', 'mail.test', 'health.org', 'clinic.in', 'fitmail.net'];

const sqlArray = (items: string[]) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

async function seed(client: pg.Client): Promise<void> {
  const first = sqlArray(FIRST);
  const last = sqlArray(LAST);
  const domains = sqlArray(DOMAINS);
  // Usernames like "olivia.smith123"; emails "olivia.smith123@health.org"; joined over the last two years;
  // 8 % active (most not expired), 3 % canceled, 2 % past_due, 1 % doctor verified, the rest free.
  await client.query(`
    insert into users (username, email, password_hash, subscription_status, premium_expires_at, doctor_verified,
                       is_verified, created_at)
    select u.name, u.name || '@' || (${domains})[1 + (g * 7) % ${DOMAINS.length}],
           '$argon2id$v=19$m=19456,t=2,p=1$bench$bench',
           case when g % 100 < 8 then 'active' when g % 100 < 11 then 'canceled'
                when g % 100 < 13 then 'past_due' else 'none' end,
           case when g % 100 < 7 then now() + interval '20 days'
                when g % 100 < 8 then now() - interval '3 days' end,
           g % 100 = 42,
           g % 3 = 0,
           now() - ((g::bigint * 7919) % (730 * 24 * 60)) * interval '1 minute'
    from generate_series(1, ${USERS}) g
    cross join lateral (
      select (${first})[1 + g % ${FIRST.length}] || '.' || (${last})[1 + (g / ${FIRST.length}) % ${LAST.length}]
             || g::text as name
    ) u`);
  await client.query(`
    create temporary table bench_ids as select id, row_number() over (order by created_at) as rn from users;
    create index on bench_ids (rn);`);
  // Every user gets one active plan (the unique index allows one), the rest are older inactive ones.
  await client.query(`
    insert into plans (user_id, plan_type, summary, content, confidence_score, is_active, starts_at, expires_at,
                       created_at)
    select b.id, (array['free','premium','doctor_verified'])[1 + g % 3], 'Benchmark plan', '{}'::jsonb, 60 + g % 40,
           g <= ${USERS}, t.created, t.created + interval '28 days', t.created
    from generate_series(1, ${PLANS}) g
    join bench_ids b on b.rn = 1 + (g - 1) % ${USERS}
    cross join lateral (select now() - ((g::bigint * 104729) % (365 * 24 * 60)) * interval '1 minute' as created) t`);
  await client.query(`
    insert into blood_test_reports (user_id, filename, mime_type, size_bytes, sha256, storage_key, status,
                                    uploaded_at)
    select b.id, 'report-' || g || '.pdf', 'application/pdf', 20000, md5(g::text), 'bench' || g,
           (array['processed','processed','processed','needs_review','failed'])[1 + g % 5],
           now() - (g % 365) * interval '1 day'
    from generate_series(1, ${REPORTS}) g
    join bench_ids b on b.rn = 1 + (g * 13) % ${USERS}`);
  await client.query(`
    insert into audit_events (actor_id, action, target_type, target_id, at)
    select b.id, 'user.registered', 'user', b.id::text, now() - (g % 700) * interval '1 hour'
    from generate_series(1, 5000) g join bench_ids b on b.rn = g`);
  await client.query('vacuum analyze');
}

const measureAll = (fns: (() => Promise<unknown>)[]) =>
  measureRoundRobin(fns, { samples: N, warmup: WARMUP });

const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main(): Promise<void> {
  const name = `vp_bench_admin_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-admin-bench-'));
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const client = new pg.Client({ connectionString: url.toString() });
  // The final DROP DATABASE … WITH (FORCE) ends this connection if an error skipped client.end().
  client.on('error', () => undefined);
  try {
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
    await database.migrate();

    await client.connect();
    const seedStart = performance.now();
    await seed(client);
    const seedSeconds = (performance.now() - seedStart) / 1000;

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
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'bench_admin', email: ADMIN_EMAIL, password: 'bench-password-123' },
    });
    if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
    // ADMIN_EMAILS counts only after the address is verified: grant directly, as `npm run admin -- grant` does.
    await client.query('update users set is_admin = true where email = $1', [ADMIN_EMAIL]);
    const token = (reg.json() as { token: string }).token;
    const headers = { authorization: `Bearer ${token}` };
    const someUser = (
      await client.query<{ id: string; username: string }>(
        'select id, username from users where username like $1 limit 1',
        ['%12345'],
      )
    ).rows[0]!;

    const call = (url: string) => async () => {
      const res = await app!.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res;
    };
    const totalOf = async (url: string) => ((await call(url)()).json() as { total: number }).total;

    const searches: [string, string | undefined][] = [
      ['first page, no search', undefined],
      ['one user (exact username)', someUser.username],
      ['first name "olivia" (~2 %)', 'olivia'],
      ['upper case "SHARMA" (~2.5 %)', 'SHARMA'],
      ['email domain "health.org" (~20 %)', 'health.org'],
      ['digits "4242" (rare)', '4242'],
      ['two letters "yu" (prefix match)', 'yu'],
      ['one letter "k" (prefix match)', 'k'],
      ['no match "qqqxyz"', 'qqqxyz'],
    ];
    const cases: {
      label: string;
      url: string;
      q?: string;
      status?: string;
      offset?: number;
      target?: boolean;
    }[] = [
      ...searches.map(([label, q]) => ({
        label: `users: ${label}`,
        url: q === undefined ? '/api/admin/users' : `/api/admin/users?q=${encodeURIComponent(q)}`,
        q,
      })),
      { label: 'users: status=active', url: '/api/admin/users?status=active', status: 'active' },
      { label: 'users: "smith" + status=free', url: '/api/admin/users?q=smith&status=free', q: 'smith' },
      // Informational: OFFSET pagination reads every skipped row (keyset pagination would not).
      {
        label: 'users: page 1000 of 2000 (offset)',
        url: '/api/admin/users?page=1000',
        offset: 49_950,
        target: false,
      },
    ];

    console.log(
      `\nAdmin benchmark — PostgreSQL ${(await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v}, ` +
        `${USERS.toLocaleString()} users, ${PLANS.toLocaleString()} plans, ${REPORTS.toLocaleString()} reports ` +
        `(seeded in ${seedSeconds.toFixed(1)} s); ${N} samples per case after ${WARMUP} warm-up; ` +
        `Node ${process.version}, ${os.cpus().length} CPU(s)\n`,
    );
    const header = `${'case'.padEnd(46)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'mean'.padStart(9)}  matches  target`;
    console.log(header);
    console.log('-'.repeat(header.length + 2));
    const row = (label: string, s: Stats, extra = '', target = true) =>
      console.log(
        `${label.padEnd(46)}${fmt(s.p50)} ${fmt(s.p95)} ${fmt(s.p99)} ${fmt(s.mean)}  ${extra.padStart(7)}  ${
          target ? (s.p95 <= TARGET_P95_MS ? 'ok' : 'MISSED') : '—'
        }`,
      );

    const db = database.db;
    const baselines = [
      {
        label: 'baseline: primary-key select (database only)',
        fn: () => db.execute(sql`select * from users where id = ${someUser.id}`),
      },
      { label: 'baseline: GET /api/auth/me (app)', fn: call('/api/auth/me') },
    ];
    const extra = [
      { label: 'stats: GET /api/admin/stats', fn: call('/api/admin/stats') },
      { label: 'reports: GET /api/admin/reports (first page)', fn: call('/api/admin/reports') },
    ];
    const results = await measureAll([
      ...baselines.map((b) => b.fn),
      ...cases.map((c) => call(c.url)),
      ...extra.map((e) => e.fn),
    ]);
    const take = () => results.shift()!;
    for (const b of baselines) row(b.label, take(), '', false);
    const missed: typeof cases = [];
    for (const c of cases) {
      const s = take();
      row(c.label, s, String(await totalOf(c.url)), c.target !== false);
      if ((c.target !== false && s.p95 > TARGET_P95_MS) || process.env.ADMIN_BENCH_EXPLAIN) missed.push(c);
    }
    const stats = take();
    row(extra[0]!.label, stats);
    row(extra[1]!.label, take());

    for (const c of missed) {
      const where: string[] = [];
      const params: string[] = [];
      if (c.q) {
        params.push(searchPattern(c.q));
        where.push(`(lower(username) like $${params.length} or email like $${params.length})`);
      }
      if (c.status) {
        params.push(c.status);
        where.push(`subscription_status = $${params.length}`);
      }
      const filter = where.length ? `where ${where.join(' and ')}` : '';
      for (const text of [
        `select * from users ${filter} order by created_at desc, id desc limit 50 offset ${c.offset ?? 0}`,
        `select count(*) from users ${filter}`,
      ]) {
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${text}`,
          params,
        );
        console.log(`\nEXPLAIN ANALYZE (${c.label}): ${text}  [${params.join(', ')}]`);
        for (const line of plan.rows) console.log(`  ${line['QUERY PLAN']}`);
      }
    }
    if (stats.p95 > TARGET_P95_MS || process.env.ADMIN_BENCH_EXPLAIN) {
      for (const text of [
        'select subscription_status, count(*) from users group by 1',
        `select count(*), count(*) filter (where not doctor_verified) from users where subscription_status = 'active' and premium_expires_at > now()`,
        'select count(*) from users where doctor_verified',
        'select count(*) from plans',
        `select to_char(day, 'YYYY-MM-DD'), n from (select (created_at at time zone 'UTC')::date as day, count(*) as n from plans where created_at >= now() - interval '30 days' group by 1) days`,
      ]) {
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`);
        console.log(`\nEXPLAIN ANALYZE (stats): ${text}`);
        for (const line of plan.rows) console.log(`  ${line['QUERY PLAN']}`);
      }
    }
  } finally {
    await client.end().catch(() => undefined);
    await app?.close();
    await database?.close();
    if (process.env.ADMIN_BENCH_KEEP) {
      console.log(`\nKept database ${name} (ADMIN_BENCH_KEEP): DROP DATABASE ${name} when done.`);
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
