/**
 * Crash consistency: the real server, under a stream of registrations, profile saves, uploads, plan generations and
 * sandbox payments, is killed with SIGKILL at random moments and restarted, several times, on PGlite and on
 * PostgreSQL. Afterwards: every request that got a 2xx is still there, nothing is half-written (no orphan files,
 * no payment without its entitlement or the reverse), and each member has exactly one active plan. The workload and
 * kill points are drawn from a seeded source (the seed is printed; TEST_SEED=<n> replays the draws).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../test/child-server';
import { textPdf } from '../test/documents';
import { createScratchPostgres, seededTestRng, testDatabaseKinds } from '../test/helpers';
import { openDatabase, type Database } from './db/client';
import type { Rng } from './engine/plan/prng';
import { bloodTestReports, payments, plans, profiles, users } from './db/schema';

/**
 * Kill-and-restart cycles per database. CI runs 3 (each a server start, a workload and a kill: ~10 s apiece on a busy
 * 2-core machine); CRASH_CYCLES=20 runs a longer search locally. Each cycle's kill point is drawn from its own share
 * of the range (see killAfter), so even 3 cycles kill early, midway and late in a workload.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);
/** Acknowledged requests of a cycle before its kill: from MIN_ACKS to MAX_ACKS. */
const MIN_ACKS = 3;
const MAX_ACKS = 10;
const DAY = 86_400_000;

interface Member {
  email: string;
  password: string;
  token: string;
  id: string;
  /** Ages sent in profile saves, in order, and the index of the last acknowledged one. */
  ages: number[];
  ackedAge: number;
  plans: Set<string>;
  reports: Map<string, string>;
  paid: boolean;
  /** A profile save of this member is in flight: saves are sent one at a time, so "the last acknowledged one" is
   *  well defined (two concurrent saves commit in either order, and the later commit rightly wins). */
  saving: boolean;
}

/**
 * How many acknowledged requests cycle `cycle` waits for before its kill: a draw within the cycle's own slice of
 * MIN_ACKS..MAX_ACKS (stratified), so the cycles together always cover the early, middle and late kill points that
 * independent draws over the whole range (5 cycles before) only covered by chance.
 */
function killAfter(cycle: number, rng: Rng): number {
  const span = MAX_ACKS - MIN_ACKS + 1;
  const from = MIN_ACKS + Math.floor((cycle * span) / CYCLES);
  const to = MIN_ACKS + Math.floor(((cycle + 1) * span) / CYCLES); // exclusive
  return from + rng.int(Math.max(1, to - from));
}

const sha = (b: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(b as ArrayBuffer))
    .digest('hex');

describe.each(testDatabaseKinds())('crash consistency on %s', (kind) => {
  let dataDir: string;
  let server: ChildServer | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>> | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('keeps every acknowledged write and leaves nothing half-written', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-crashes-'));
    if (kind === 'postgres') scratch = await createScratchPostgres('vp_crash');
    const databaseUrl = scratch?.url ?? '';
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ORPHAN_SWEEP_GRACE_SECONDS: '0' };
    const members: Member[] = [];
    let n = 0;
    const rng = seededTestRng(`crash consistency on ${kind}`);
    /** Requests answered 2xx so far. */
    let acknowledged = 0;

    const call = async (
      method: string,
      route: string,
      token: string | null,
      body?: unknown,
      form?: FormData,
    ) => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(server!.url + route, {
        method,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        // No request may hang: a minute is far beyond any route's time here.
        signal: AbortSignal.timeout(60_000),
      }).catch((err: unknown) => {
        throw new Error(`${method} ${route}: ${String(err)}\n${server!.output().slice(-4000)}`);
      });
      // Bodies of many shapes, read by field name below.
      if (res.ok) acknowledged++;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, any> | null };
    };

    async function operation(): Promise<void> {
      const pick = rng.next();
      if (members.length < 3 || pick < 0.12) {
        const id = `crash${n++}${randomBytes(2).toString('hex')}`;
        const m = { email: `${id}@example.com`, password: 'crash-password' };
        const res = await call('POST', '/api/auth/register', null, { username: id, ...m });
        if (res.status === 201)
          members.push({
            ...m,
            token: res.json!.token,
            id: res.json!.user.id,
            ages: [],
            ackedAge: -1,
            plans: new Set(),
            reports: new Map(),
            paid: false,
            saving: false,
          });
        return;
      }
      const m = members[rng.int(members.length)]!;
      if (pick < 0.35) {
        if (m.saving) return;
        m.saving = true;
        const age = 18 + rng.int(80);
        const index = m.ages.push(age) - 1;
        try {
          const res = await call('POST', '/api/profile', m.token, { age, weight: 60 + (age % 30) });
          if (res.status === 200 && index > m.ackedAge) m.ackedAge = index;
        } finally {
          m.saving = false;
        }
      } else if (pick < 0.55) {
        const bytes = textPdf([
          'Haemoglobin  14.1  g/dL  13.0 - 17.0',
          `crash report ${n++}`,
          'y'.repeat(5000 + rng.int(100_000)),
        ]);
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'crash.pdf');
        const res = await call('POST', '/api/blood-test/upload', m.token, undefined, form);
        if (res.status === 201) m.reports.set(res.json!.report.id, sha(bytes));
      } else if (pick < 0.8) {
        const res = await call('POST', '/api/plans/generate', m.token, {
          planType: m.paid ? 'premium' : 'free',
          includeBloodTest: true,
        });
        if (res.status === 201) m.plans.add(res.json!.plan.id);
      } else if (!m.paid) {
        const order = await call('POST', '/api/razorpay/create-order', m.token, { planType: 'premium' });
        if (order.status !== 200) return;
        const approval = await call('POST', '/api/billing/sandbox/approve', m.token, {
          provider: 'razorpay',
          orderId: order.json!.orderId,
        });
        if (approval.status !== 200) return;
        const verify = await call('POST', '/api/razorpay/verify-payment', m.token, {
          ...approval.json!.razorpay,
          planType: 'premium',
        });
        if (verify.status === 200) m.paid = true;
      }
    }

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      server = await startChildServer(env);
      let stop = false;
      const clients = Array.from({ length: 4 }, async () => {
        while (!stop) await operation().catch(() => undefined); // a request cut by the kill is simply not acknowledged
      });
      // Kill mid-stream after a drawn number of acknowledged requests (a fixed delay finds none on a loaded
      // machine), at a drawn moment after that.
      const before = acknowledged;
      const target = killAfter(cycle, rng);
      const started = Date.now();
      while (acknowledged - before < target && Date.now() - started < 60_000)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, rng.int(1500)));
      await server.kill('SIGKILL');
      stop = true;
      await Promise.all(clients);
    }

    // One last clean start: start-up tasks (orphan sweep, resumed processing) run, then every acknowledgement is checked.
    server = await startChildServer(env);
    expect(members.length).toBeGreaterThan(3);
    /** A verification call that must succeed; on failure the message carries the answer and the server's log. */
    const ok = async (method: string, route: string, token: string | null, body?: unknown) => {
      const res = await call(method, route, token, body);
      const why = `${method} ${route} → ${res.status} ${JSON.stringify(res.json)}\n${server!.output().slice(-4000)}`;
      expect(res.status, why).toBe(200);
      return res.json!;
    };
    for (const m of members) {
      const login = await ok('POST', '/api/auth/login', null, { email: m.email, password: m.password });
      const token = login.token as string;
      const list = await ok('GET', '/api/blood-test/reports', token);
      const listed = new Set((list.reports as { id: string }[]).map((r) => r.id));
      for (const [id, digest] of m.reports) {
        expect(listed.has(id)).toBe(true);
        const file = await fetch(`${server.url}/api/blood-test/reports/${id}/file`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(sha(await file.arrayBuffer())).toBe(digest);
      }
      for (const id of m.plans) await ok('GET', `/api/plans/${id}`, token);
      const me = await ok('GET', '/api/auth/me', token);
      if (m.ackedAge >= 0) {
        // The acknowledged save, or a later one that was in flight at a crash.
        expect(m.ages.slice(m.ackedAge)).toContain(me.profile?.age);
      }
      if (m.paid) expect(me.user.subscriptionStatus).toBe('active');
    }
    expect(await server.kill('SIGTERM')).toBe(0);
    server = undefined;

    const database: Database =
      kind === 'pglite'
        ? await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') })
        : await openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      const db = database.db;
      // No stored file without its row, no row without its file.
      const keys = new Set(
        (await db.select({ key: bloodTestReports.storageKey }).from(bloodTestReports)).map((r) => r.key),
      );
      const onDisk: string[] = [];
      for (const shard of await readdir(path.join(dataDir, 'uploads'))) {
        if (shard !== '.tmp') onDisk.push(...(await readdir(path.join(dataDir, 'uploads', shard))));
      }
      expect(new Set(onDisk)).toEqual(keys);
      // Exactly one active plan for every member who has plans.
      for (const u of await db.select({ id: users.id }).from(users)) {
        const all = await db.select({ id: plans.id }).from(plans).where(eq(plans.userId, u.id));
        const active = await db
          .select({ id: plans.id })
          .from(plans)
          .where(and(eq(plans.userId, u.id), eq(plans.isActive, true)));
        expect(active.length).toBe(all.length > 0 ? 1 : 0);
      }
      // Payments and entitlements agree both ways.
      const succeeded = await db.select().from(payments).where(eq(payments.status, 'succeeded'));
      const paidUsers = new Set(succeeded.map((p) => p.userId));
      for (const u of await db.select().from(users)) {
        const entitled =
          u.subscriptionStatus === 'active' && (u.premiumExpiresAt?.getTime() ?? 0) > Date.now() + 20 * DAY;
        expect(entitled, `user ${u.id}: entitlement ⇔ succeeded payment`).toBe(paidUsers.has(u.id));
      }
      // Profiles exist only for real users (no half-written rows from aborted registrations).
      expect((await db.select().from(profiles)).every((p) => members.some((m) => m.id === p.userId))).toBe(
        true,
      );
    } finally {
      await database.close();
    }
  }, 400_000);
});
