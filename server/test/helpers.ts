/**
 * Test helpers: databases (PGlite copied from a migrated template; PostgreSQL when TEST_DATABASE_URL is set),
 * an app built on them, and factories for members.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { createRng, type Rng } from '../src/engine/plan/prng';
import { insertSession } from '../src/modules/auth/auth-repo';
import { hashPassword } from '../src/modules/auth/passwords';
import { signSessionToken } from '../src/modules/auth/tokens';
import type { Secrets } from '../src/lib/secrets';
import type { MailQueue, OutgoingMail } from '../src/mail/mail-types';
import type { ReportExtractor } from '../src/modules/reports/reports-service';
import { TEMPLATE_ENV } from './template-db';

export type DbKind = 'pglite' | 'postgres';

/**
 * The random source of a test that draws its workload and kill points: seeded, the seed printed, and
 * `TEST_SEED=<n>` replays a failed run's draws (a real server's timing still varies from run to run).
 */
export function seededTestRng(label: string): Rng {
  const fromEnv = process.env.TEST_SEED;
  const seed = fromEnv ? Number(fromEnv) : randomInt(2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be an integer, got "${fromEnv}"`);
  console.log(`${label}: seed ${seed} (TEST_SEED=${seed} replays it)`);
  return createRng(seed, label);
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One database for suites whose subject does not depend on it (who may call which route): PostgreSQL when
 * TEST_DATABASE_URL is set (what production runs), PGlite otherwise. The module suites cover each database's
 * queries on both.
 */
export function oneTestDatabaseKind(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = process.env[TEMPLATE_ENV];
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-test-db-'));
    if (template) await cp(template, dir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    if (!template) await database.migrate();
    return {
      database,
      async dispose() {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchPostgres('vp_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** An empty database of its own on the test PostgreSQL server (TEST_DATABASE_URL), dropped by `drop()`. */
export async function createScratchPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const asAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export const TEST_SECRETS: Secrets = {
  sessionKey: new TextEncoder().encode('test-session-key-test-session-key-0123456789'),
  fileKey: Buffer.alloc(32, 7),
};

export function testConfig(overrides: Record<string, string> = {}, dataDir?: string): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    // Tests read admin totals right after changing what they count (snapshot-cache.test.ts covers the cache).
    ADMIN_SNAPSHOT_MS: '0',
    DATA_DIR: dataDir ?? os.tmpdir(),
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** Reuse a database across apps (e.g. two instances). Not disposed by close(). */
  database?: Database;
  /** The report extractor (default: the real one). */
  extract?: ReportExtractor;
  /** Outgoing mail (default: .eml files in the test's DATA_DIR/outbox); see capturedMail(). */
  mail?: MailQueue;
  /** Turn logging on, writing JSON lines here (default: no logging). */
  logStream?: NodeJS.WritableStream;
}

export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const owned = options.database ? undefined : await createTestDatabase(kind);
  const database = options.database ?? owned!.database;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-test-data-'));
  const config = testConfig(options.env, dataDir);
  const app = await buildApp(config, {
    database,
    secrets: TEST_SECRETS,
    now: options.now,
    staticDir: null,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    extract: options.extract,
    mail: options.mail,
  });
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await owned?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid username/email pair. */
export function uniqueIdentity(prefix = 'member') {
  const id = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
  return { username: id.slice(0, 30), email: `${id}@example.com` };
}

export interface Member {
  token: string;
  user: { id: string; username: string; email: string; isAdmin: boolean };
  password: string;
}

export async function registerMember(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<Member> {
  const body = { ...uniqueIdentity(), password: 'correct-horse-battery', ...overrides };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<Omit<Member, 'password'>>(), password: body.password };
}

let memberPasswordHash: Promise<string> | undefined;

/**
 * A member made straight in the database with a signed-in session: for tests about what an account may do, not
 * how it registers (registration has its own tests). Skips the per-account argon2 hash (a fifth of a second on a
 * busy 2-core machine), which made the authorization matrix's ~1,500 fresh accounts its slowest part. The
 * password works for login: every such member shares one hash, made once per test process.
 */
export async function createMember(app: FastifyInstance): Promise<Member> {
  const password = 'correct-horse-battery';
  memberPasswordHash ??= hashPassword(password);
  const { username, email } = uniqueIdentity();
  const [row] = await app.ctx.db
    .insert(users)
    .values({ username, email, passwordHash: await memberPasswordHash, isAdmin: false })
    .returning();
  const expiresAt = new Date(Date.now() + app.ctx.config.SESSION_TTL_HOURS * 3600_000);
  const sessionId = await insertSession(app.ctx.db, row!.id, expiresAt);
  const token = await signSessionToken(app.ctx.secrets.sessionKey, { userId: row!.id, sessionId }, expiresAt);
  return { token, user: { id: row!.id, username, email, isAdmin: false }, password };
}

/** `app.inject` with the member's bearer token. */
export function injectAs(app: FastifyInstance, token: string | null, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Entitlements set directly in the database (what a verified payment would do). */
export async function grantEntitlement(
  database: Database,
  userId: string,
  kind: 'premium' | 'doctor_verified',
  now = new Date(),
) {
  const values =
    kind === 'premium'
      ? { subscriptionStatus: 'active', premiumExpiresAt: new Date(now.getTime() + 30 * 24 * 3600_000) }
      : { doctorVerified: true, doctorVerifiedAt: now };
  await database.db.update(users).set(values).where(eq(users.id, userId));
}

/** A mail queue that keeps what the app hands it, for tests that check which mails go out. */
export function capturedMail(): { queue: MailQueue; sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    queue: {
      async enqueue(mail) {
        sent.push(mail);
      },
    },
  };
}

/**
 * Verifies a member's address the way a person does: sends the queued mails (to DATA_DIR/outbox, the default
 * without SMTP_URL), opens the newest verification link written for that address, signed in as `sessionToken`
 * when given (the ADMIN_EMAILS grant needs the account's own session).
 */
export async function verifyThroughOutbox(t: TestApp, email: string, sessionToken?: string): Promise<void> {
  await t.app.ctx.jobs.drain();
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
    if (to !== email.toLowerCase()) continue;
    const token = /\/verify-email\?token=([\w.-]+)/.exec(mail.text ?? '')?.[1];
    if (!token) continue;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      ...(sessionToken ? { headers: { authorization: `Bearer ${sessionToken}` } } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
    return;
  }
  throw new Error(`no verification mail for ${email} in ${dir}`);
}

/** A member whose address is listed in ADMIN_EMAILS, registered and verified in their own session (which makes them admin). */
export async function registerListedAdmin(t: TestApp, email: string): Promise<Member> {
  const m = await registerMember(t.app, { ...uniqueIdentity('admin'), email });
  await verifyThroughOutbox(t, email, m.token);
  const me = await injectAs(t.app, m.token, { method: 'GET', url: '/api/auth/me' });
  return { ...m, user: me.json<{ user: Member['user'] }>().user };
}
