import { randomBytes } from 'node:crypto';
import { SnapshotCache } from '../../lib/snapshot-cache';
import { BIOMARKER_CODES } from '@common/biomarkers';
import {
  adminUsersResponse,
  conversionRate,
  plansPerUser,
  type AdminStats,
  type AdminSystem,
  type AdminUserDetail,
  type AdminUsersResponse,
} from '@common/admin';
import { hasActiveSubscription, subscriptionStanding } from '@common/subscription';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { biomarkerResults, payments, sessions, users } from '../../db/schema';
import { insertPlanRows, uploadReport } from '../../../test/factories';
import {
  createTestApp,
  injectAs,
  registerListedAdmin,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import type { ReportExtractor } from '../reports/reports-service';
import { createAdminService } from './admin-service';

const ADMIN_EMAIL = 'chief-admin@example.com';
const DAY = 86_400_000;

/** Reads any PDF as processed with no results, anything else as failed: statuses the tests can predict. */
const fakeExtract: ReportExtractor = async (_bytes, mimeType) =>
  mimeType === 'application/pdf'
    ? { status: 'processed', message: '', sampleDate: null, results: [] }
    : { status: 'failed', message: 'Unreadable', sampleDate: null, results: [] };

async function setUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

async function registerAdmin(t: TestApp): Promise<Member> {
  return registerListedAdmin(t, ADMIN_EMAIL);
}

const upload = (t: TestApp, token: string, filename = 'cbc.pdf') => uploadReport(t.app, token, { filename });

describe.each(testDatabaseKinds())('admin API on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  let admin: Member;
  let member: Member;
  const get = (url: string, token: string | null = admin.token) =>
    injectAs(t.app, token, { method: 'GET', url });
  const post = (url: string, token: string | null = admin.token) =>
    injectAs(t.app, token, { method: 'POST', url });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_EMAILS: ADMIN_EMAIL }, extract: fakeExtract });
    db = t.database.db;
    admin = await registerAdmin(t);
    member = await registerMember(t.app);
    expect(admin.user.isAdmin).toBe(true);
    expect(member.user.isAdmin).toBe(false);
  });
  afterAll(() => t.close());

  describe('access: every admin route is 401 for visitors, 403 for members, 200 for admins', () => {
    const routes = (targetId: () => string): ['GET' | 'POST', string][] => [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users?q=a&status=free&page=1&pageSize=10'],
      ['GET', `/api/admin/users/${targetId()}`],
      ['POST', `/api/admin/users/${targetId()}/disable`],
      ['POST', `/api/admin/users/${targetId()}/enable`],
      ['GET', '/api/admin/reports'],
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/activity'],
      ['GET', '/api/admin/system'],
    ];

    it('answers each caller as the role allows, with a readable message when refused', async () => {
      const target = await registerMember(t.app);
      for (const [method, url] of routes(() => target.user.id)) {
        const call = (token: string | null) => injectAs(t.app, token, { method: method, url });

        const visitor = await call(null);
        expect(visitor.statusCode, `${method} ${url} as visitor`).toBe(401);
        expect(visitor.json()).toEqual({ message: expect.any(String) });

        const forged = await call('not-a-real-token');
        expect(forged.statusCode, `${method} ${url} with a bad token`).toBe(401);

        const asMember = await call(member.token);
        expect(asMember.statusCode, `${method} ${url} as member`).toBe(403);
        expect(asMember.json()).toEqual({ message: 'Admin access required.' });

        const asAdmin = await call(admin.token);
        expect(asAdmin.statusCode, `${method} ${url} as admin: ${asAdmin.body}`).toBe(200);
        expect(asAdmin.headers['cache-control']).toBe('no-store');
      }
    });

    it('a member refused the admin list learns nothing about other members', async () => {
      const res = await get('/api/admin/users', member.token);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(admin.user.email);
    });
  });

  describe('users list', () => {
    const tag = `zq${randomBytes(3).toString('hex')}`;
    const people: Member[] = [];

    beforeAll(async () => {
      // Seven members sharing a tag, registered one after another (newest last).
      const specs = [
        { username: `${tag}_Alice`, email: `alice.${tag}@example.com` },
        { username: `${tag}.bob`, email: `bob.${tag}@example.org` },
        { username: `${tag}-carol`, email: `CAROL.${tag}@example.net` },
        { username: `${tag}dave`, email: `dave.${tag}@example.com` },
        { username: `${tag}erin`, email: `erin.${tag}@example.com` },
        { username: `${tag}frank`, email: `frank.${tag}@example.com` },
        { username: `${tag}grace`, email: `grace.${tag}@example.com` },
      ];
      for (const [i, s] of specs.entries()) {
        const m = await registerMember(t.app, s);
        // Distinct, increasing join times so the order is well defined.
        await setUser(db, m.user.id, { createdAt: new Date(Date.now() - (specs.length - i) * 60_000) });
        people.push(m);
      }
      const future = new Date(Date.now() + 10 * DAY);
      await setUser(db, people[0]!.user.id, { subscriptionStatus: 'active', premiumExpiresAt: future });
      await setUser(db, people[1]!.user.id, { subscriptionStatus: 'canceled' });
      await setUser(db, people[2]!.user.id, { subscriptionStatus: 'past_due' });
      await setUser(db, people[3]!.user.id, { subscriptionStatus: 'trialing' }); // unknown: shows as free
      await setUser(db, people[4]!.user.id, { doctorVerified: true }); // free status, but active (docs/product.md#states-and-rules)
      // Premium that ran out: not active; canceled, as the lapse job will store it.
      await setUser(db, people[5]!.user.id, {
        subscriptionStatus: 'active',
        premiumExpiresAt: new Date(Date.now() - DAY),
      });
    });

    const list = async (query: string): Promise<AdminUsersResponse> => {
      const res = await get(`/api/admin/users?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return adminUsersResponse.parse(res.json());
    };
    const names = (r: AdminUsersResponse) => r.users.map((u) => u.username);

    it('returns the first page of 50 by default, with the total, never a password hash', async () => {
      const res = await get('/api/admin/users');
      const body = res.json();
      expect(body).toMatchObject({ page: 1, pageSize: 50, total: expect.any(Number) });
      expect(body.total).toBeGreaterThanOrEqual(9);
      expect(body.users.length).toBe(Math.min(50, body.total));
      expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
      expect(body.users[0]).toEqual({
        id: expect.any(String),
        username: expect.any(String),
        email: expect.any(String),
        isAdmin: expect.any(Boolean),
        subscriptionStatus: expect.any(String),
        premiumExpiresAt: null,
        doctorVerified: false,
        doctorVerifiedAt: null,
        isVerified: false,
        isDisabled: false,
        createdAt: expect.any(String),
      });
    });

    it('searches usernames case-insensitively, newest first', async () => {
      const r = await list(`q=${tag.toUpperCase()}`);
      expect(r.total).toBe(7);
      expect(names(r)).toEqual([...people].reverse().map((p) => p.user.username));
      expect(names(await list(`q=${tag}_aLiCe`))).toEqual([`${tag}_Alice`]);
    });

    it('searches emails case-insensitively, including the domain', async () => {
      expect(names(await list(`q=BOB.${tag}@EXAMPLE.ORG`))).toEqual([`${tag}.bob`]);
      const carol = await list(`q=carol.${tag}`);
      expect(names(carol)).toEqual([`${tag}-carol`]);
      expect(carol.users[0]!.email).toBe(`carol.${tag}@example.net`);
      expect(
        (await list(`q=${encodeURIComponent('.org')}`)).users.some((u) => u.username === `${tag}.bob`),
      ).toBe(true);
    });

    it('takes %, _ and \\ in a search literally', async () => {
      expect(names(await list(`q=${tag}${encodeURIComponent('_')}`))).toEqual([`${tag}_Alice`]);
      expect((await list(`q=${tag}${encodeURIComponent('%')}`)).total).toBe(0);
      expect((await list(`q=${encodeURIComponent('\\')}`)).total).toBe(0);
    });

    it('a 1–2 character search matches the start of a username or email (3+ match anywhere)', async () => {
      const other = `zs${randomBytes(3).toString('hex')}`;
      const short = other.slice(0, 2).toUpperCase(); // "ZS": case-insensitive too
      const m = await registerMember(t.app, { username: `${other}x`, email: `inbox.${other}@example.com` });
      const r = await list(`q=${short}`);
      expect(names(r)).toContain(m.user.username);
      // Every hit starts with the two letters (in the username or the email) …
      const starts = (s: string) => s.startsWith(short.toLowerCase());
      expect(r.users.every((u) => starts(u.username.toLowerCase()) || starts(u.email))).toBe(true);
      // … while three or more characters match anywhere, e.g. inside the email.
      expect(names(await list(`q=box.${other}`))).toEqual([m.user.username]);
    });

    it('an empty or blank search lists everyone', async () => {
      const all = await list('');
      expect((await list('q=')).total).toBe(all.total);
      expect((await list('q=%20%20')).total).toBe(all.total);
    });

    it('filters by subscription standing: active = premium active or doctor verified (docs/product.md#states-and-rules)', async () => {
      expect(names(await list(`q=${tag}&status=active`))).toEqual([`${tag}erin`, `${tag}_Alice`]);
      expect(names(await list(`q=${tag}&status=canceled`))).toEqual([`${tag}frank`, `${tag}.bob`]);
      expect(names(await list(`q=${tag}&status=past_due`))).toEqual([`${tag}-carol`]);
      const free = await list(`q=${tag}&status=free`);
      expect(free.total).toBe(2);
      expect(names(free).sort()).toEqual([`${tag}dave`, `${tag}grace`].sort());
      // The unknown stored status is shown as the plain 'none' (Free) in the list.
      expect(free.users.find((u) => u.username === `${tag}dave`)!.subscriptionStatus).toBe('none');
    });

    it('paginates: pages do not overlap, the last page is partial, past the end is empty', async () => {
      const p1 = await list(`q=${tag}&pageSize=3&page=1`);
      const p2 = await list(`q=${tag}&pageSize=3&page=2`);
      const p3 = await list(`q=${tag}&pageSize=3&page=3`);
      const p4 = await list(`q=${tag}&pageSize=3&page=4`);
      expect([p1.total, p2.total, p3.total, p4.total]).toEqual([7, 7, 7, 7]);
      expect([p1.users.length, p2.users.length, p3.users.length, p4.users.length]).toEqual([3, 3, 1, 0]);
      expect(p2).toMatchObject({ page: 2, pageSize: 3 });
      const seen = [...names(p1), ...names(p2), ...names(p3)];
      expect(new Set(seen).size).toBe(7);
      expect(seen).toEqual([...people].reverse().map((p) => p.user.username));
    });

    it('refuses bad paging and filters with a 400 naming the problem', async () => {
      for (const [query, message] of [
        ['pageSize=201', 'Page size must be between 1 and 200'],
        ['pageSize=0', 'Page size must be between 1 and 200'],
        ['page=0', 'Page must be between 1 and 1000000'],
        ['page=abc', 'Page must be a number'],
        ['status=gold', 'Status must be one of active, canceled, past_due, free'],
        [`q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
      ] as const) {
        const res = await get(`/api/admin/users?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toContain(message);
      }
    });
  });

  describe('member details', () => {
    it('shows account, subscription, profile summary, plans, reports and payments, and audits the access', async () => {
      const m = await registerMember(t.app);
      const saved = await injectAs(t.app, m.token, {
        method: 'POST',
        url: '/api/profile',
        payload: {
          age: 40,
          gender: 'female',
          height: 165,
          weight: 60,
          activityLevel: 'light',
          fitnessGoals: ['Strength'],
          medicalConditions: ['Asthma'],
          medications: 'Salbutamol\nVitamin D',
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const uploaded = await upload(t, m.token);
      expect(uploaded.statusCode).toBe(201);
      const reportId = uploaded.json<{ report: { id: string } }>().report.id;
      // 36 results straight into the table (this app's extractor is a stub that reads none).
      await db.insert(biomarkerResults).values(
        Array.from({ length: 36 }, (_, i) => ({
          reportId,
          userId: m.user.id,
          position: i,
          code: BIOMARKER_CODES[i]!,
          printedName: `Marker ${i}`,
          value: i,
        })),
      );
      await insertPlanRows(db, m.user.id, 3);
      await db.insert(payments).values({
        userId: m.user.id,
        provider: 'razorpay',
        providerRef: `order_${randomBytes(4).toString('hex')}`,
        planType: 'premium',
        amountMinor: 249_900,
        currency: 'INR',
        status: 'succeeded',
      });
      await setUser(db, m.user.id, {
        subscriptionStatus: 'active',
        premiumExpiresAt: new Date(Date.now() + 10 * DAY),
      });

      const res = await get(`/api/admin/users/${m.user.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<AdminUserDetail>();
      expect(body.user).toMatchObject({ id: m.user.id, username: m.user.username, isDisabled: false });
      expect(body.subscription).toMatchObject({
        status: 'active',
        premiumActive: true,
        hasActiveSubscription: true,
        doctorVerified: false,
      });
      expect(body.sessions.active).toBe(1);
      expect(body.sessions.lastSignInAt).toEqual(expect.any(String));
      expect(body.profile).toMatchObject({
        age: 40,
        gender: 'female',
        height: 165,
        weight: 60,
        bmi: 22,
        activityLevel: 'light',
        fitnessGoals: ['Strength'],
        medicalConditions: ['Asthma'],
        medicationCount: 2,
      });
      expect(res.body).not.toContain('Salbutamol');
      expect(body.plans.total).toBe(3);
      expect(body.plans.items).toHaveLength(3);
      expect(body.reports).toMatchObject({
        total: 1,
        items: [{ filename: 'cbc.pdf', status: 'processed', biomarkerCount: 36 }],
      });
      expect(body.payments).toMatchObject({
        total: 1,
        items: [{ provider: 'razorpay', amountMinor: 249_900, currency: 'INR', status: 'succeeded' }],
      });
      expect(res.body).not.toMatch(/passwordHash|password_hash|storageKey|storage_key/);

      const activity = await get('/api/admin/activity?limit=5');
      expect(activity.json().events[0]).toMatchObject({
        action: 'admin.user.viewed',
        label: 'Admin viewed member details',
        actorId: admin.user.id,
        actorUsername: admin.user.username,
        targetType: 'user',
        targetId: m.user.id,
      });
    });

    it('a member without a profile or history gets empty sections', async () => {
      const m = await registerMember(t.app);
      const body = (await get(`/api/admin/users/${m.user.id}`)).json<AdminUserDetail>();
      expect(body.profile).toBeNull();
      expect(body.subscription).toMatchObject({ status: 'free', hasActiveSubscription: false });
      expect(body.plans).toEqual({ items: [], total: 0 });
      expect(body.reports).toEqual({ items: [], total: 0 });
      expect(body.payments).toEqual({ items: [], total: 0 });
    });

    it('404 for an unknown id, 400 for one that is not a UUID', async () => {
      const missing = await get('/api/admin/users/00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'User not found.' });
      const bad = await get('/api/admin/users/not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('User id must be a UUID');
    });
  });

  describe('reports', () => {
    it("lists every member's reports newest first, with the real status, and filters by status", async () => {
      const a = await registerMember(t.app);
      const b = await registerMember(t.app);
      const first = (await upload(t, a.token, 'first.pdf')).json().report;
      await uploadReport(t.app, b.token, { bytes: Buffer.from('\x89PNG\r\n\x1a\n'), filename: 'broken.png' });
      const second = (await upload(t, b.token, 'second.pdf')).json().report;

      const res = await get('/api/admin/reports?pageSize=2');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ page: 1, pageSize: 2 });
      expect(body.total).toBeGreaterThanOrEqual(2);
      expect(body.reports[0]).toEqual({
        id: second.id,
        filename: 'second.pdf',
        userId: b.user.id,
        username: b.user.username,
        uploadedAt: expect.any(String),
        status: 'processed',
        mimeType: 'application/pdf',
        size: expect.any(Number),
      });
      const all = (await get('/api/admin/reports?pageSize=200')).json();
      expect(all.reports.map((r: { id: string }) => r.id)).toContain(first.id);

      const processed = (await get('/api/admin/reports?status=processed&pageSize=200')).json();
      expect(processed.reports.every((r: { status: string }) => r.status === 'processed')).toBe(true);
      expect((await get('/api/admin/reports?status=nope')).statusCode).toBe(400);
    });

    it('an admin can open and download any report; the access is audited', async () => {
      const m = await registerMember(t.app);
      const report = (await upload(t, m.token, 'mine.pdf')).json().report;
      const file = await get(`/api/blood-test/reports/${report.id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const events = (await get('/api/admin/activity?limit=3')).json().events;
      expect(events[0]).toMatchObject({ action: 'admin.report.viewed', targetId: report.id });
    });
  });

  describe('disabling accounts', () => {
    it('disabling revokes every session at once and blocks login; enabling allows login again', async () => {
      const m = await registerMember(t.app);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: m.user.email, password: m.password },
      });
      const second = login.json().token as string;
      for (const token of [m.token, second]) {
        expect((await get('/api/auth/me', token)).statusCode).toBe(200);
      }

      const res = await post(`/api/admin/users/${m.user.id}/disable`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: expect.stringContaining('disabled'),
        user: { id: m.user.id, isDisabled: true },
      });
      for (const token of [m.token, second]) {
        expect((await get('/api/auth/me', token)).statusCode).toBe(401);
      }
      const live = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(sql`${sessions.userId} = ${m.user.id} and ${sessions.revokedAt} is null`);
      expect(live[0]?.n).toBe(0);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: m.user.email, password: m.password },
      });
      expect(refused.statusCode).toBe(403);
      expect((await get(`/api/admin/users/${m.user.id}`)).json().user.isDisabled).toBe(true);
      expect((await get('/api/admin/activity?limit=5')).json().events).toContainEqual(
        expect.objectContaining({
          action: 'admin.user.disabled',
          targetId: m.user.id,
          actorId: admin.user.id,
        }),
      );

      const enabled = await post(`/api/admin/users/${m.user.id}/enable`);
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json().user.isDisabled).toBe(false);
      // Old tokens stay revoked; a fresh login works.
      expect((await get('/api/auth/me', m.token)).statusCode).toBe(401);
      const back = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: m.user.email, password: m.password },
      });
      expect(back.statusCode).toBe(200);
    });

    it('an admin cannot disable their own account', async () => {
      const res = await post(`/api/admin/users/${admin.user.id}/disable`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You cannot disable your own account.' });
      expect((await get('/api/admin/stats')).statusCode).toBe(200);
    });

    it('404 for an unknown account', async () => {
      const res = await post('/api/admin/users/00000000-0000-4000-8000-000000000000/disable');
      expect(res.statusCode).toBe(404);
    });
  });

  describe('activity and system', () => {
    it('lists the latest audit events with the actor username, newest first, limited', async () => {
      const fresh = await registerMember(t.app);
      const res = await get('/api/admin/activity?limit=2');
      const events = res.json().events;
      expect(events).toHaveLength(2);
      expect(events[0]).toMatchObject({
        action: 'user.registered',
        label: 'New member registered',
        actorId: fresh.user.id,
        actorUsername: fresh.user.username,
        at: expect.any(String),
      });
      expect(Date.parse(events[0].at)).toBeGreaterThanOrEqual(Date.parse(events[1].at));
      expect((await get('/api/admin/activity?limit=0')).statusCode).toBe(400);
      expect((await get('/api/admin/activity?limit=101')).statusCode).toBe(400);
    });

    it('reports real checks: database ping, disk of the data directory, payment provider modes', async () => {
      const body = (await get('/api/admin/system')).json<AdminSystem>();
      expect(body.database).toMatchObject({ status: 'ok', kind });
      expect(body.database.latencyMs).toEqual(expect.any(Number));
      expect(body.disk.path).toBe(t.dataDir);
      expect(body.disk.totalBytes).toBeGreaterThan(0);
      expect(body.disk.freeBytes).toBeGreaterThan(0);
      // No provider keys in tests: all three run in the built-in sandbox.
      expect(body.payments.providers).toEqual([
        { provider: 'razorpay', mode: 'sandbox' },
        { provider: 'paypal', mode: 'sandbox' },
        { provider: 'stripe', mode: 'sandbox' },
      ]);
      expect(body.ocr.status).toBe('ok');
      expect(body.api.status).toBe('ok');
      expect(['ok', 'warning', 'error']).toContain(body.status);
    });
  });
});

describe.each(testDatabaseKinds())('admin stats on a known data set (%s)', (kind) => {
  let t: TestApp;
  let admin: Member;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_EMAILS: ADMIN_EMAIL }, extract: fakeExtract });
    const db = t.database.db;
    admin = await registerAdmin(t);
    const m = await Promise.all(Array.from({ length: 7 }, () => registerMember(t.app)));
    const future = new Date(now.getTime() + 5 * DAY);
    const past = new Date(now.getTime() - DAY);
    // 8 users. Active subscription (common/subscription.ts) = premium not expired, or doctor verified.
    await setUser(db, m[0]!.user.id, { subscriptionStatus: 'active', premiumExpiresAt: future }); // active
    await setUser(db, m[1]!.user.id, { subscriptionStatus: 'active', premiumExpiresAt: past }); // expired
    await setUser(db, m[2]!.user.id, { subscriptionStatus: 'canceled', doctorVerified: true }); // active (doctor)
    await setUser(db, m[3]!.user.id, { subscriptionStatus: 'past_due' });
    await setUser(db, m[4]!.user.id, { subscriptionStatus: 'none' });
    await setUser(db, m[5]!.user.id, { subscriptionStatus: 'trialing' }); // shows as free
    await setUser(db, m[6]!.user.id, {
      subscriptionStatus: 'active',
      premiumExpiresAt: future,
      doctorVerified: true,
    }); // active, counted once
    // Join dates: three today (admin, m0, m1), two 3 days ago, one 29 days ago, two outside the window.
    const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
    await setUser(db, m[2]!.user.id, { createdAt: daysAgo(3) });
    await setUser(db, m[3]!.user.id, { createdAt: daysAgo(3) });
    await setUser(db, m[4]!.user.id, { createdAt: daysAgo(29) });
    await setUser(db, m[5]!.user.id, { createdAt: daysAgo(31) });
    await setUser(db, m[6]!.user.id, { createdAt: daysAgo(400) });
    // 7 plans: 4 today, 2 yesterday, 1 long ago.
    await insertPlanRows(db, m[0]!.user.id, 4, now);
    await insertPlanRows(db, m[1]!.user.id, 2, daysAgo(1));
    await insertPlanRows(db, m[2]!.user.id, 1, daysAgo(90));
    // 2 reports.
    expect((await upload(t, m[0]!.token)).statusCode).toBe(201);
    expect((await upload(t, m[3]!.token)).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('counts users, active subscriptions, plans and reports; conversion and plans per user rounded', async () => {
    const res = await injectAs(t.app, admin.token, { method: 'GET', url: '/api/admin/stats' });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<AdminStats>();
    expect(s).toMatchObject({
      totalUsers: 8,
      activeSubscriptions: 3,
      premiumActiveUsers: 2,
      doctorVerifiedUsers: 2,
      freeUsers: 5,
      totalPlans: 7,
      totalReports: 2,
      conversionRate: 38, // 3 / 8 = 37.5 % → 38
      plansPerUser: 0.9, // 7 / 8 = 0.875 → 0.9
      subscriptionMix: { active: 3, canceled: 1, past_due: 1, free: 3 },
    });
    expect(s.conversionRate).toBe(conversionRate(s.activeSubscriptions, s.totalUsers));
    expect(s.plansPerUser).toBe(plansPerUser(s.totalPlans, s.totalUsers));
  });

  it('the SQL count of active subscriptions agrees with hasActiveSubscription on every user', async () => {
    const list = await injectAs(t.app, admin.token, { method: 'GET', url: '/api/admin/users?pageSize=200' });
    const users = list.json<AdminUsersResponse>().users;
    const stats = (
      await injectAs(t.app, admin.token, { method: 'GET', url: '/api/admin/stats' })
    ).json<AdminStats>();
    expect(users.filter((u) => hasActiveSubscription(u, now)).length).toBe(stats.activeSubscriptions);
  });

  it('the stat card, the users filter and the subscription mix count by the same definition', async () => {
    const stats = (
      await injectAs(t.app, admin.token, { method: 'GET', url: '/api/admin/stats' })
    ).json<AdminStats>();
    expect(stats.subscriptionMix.active).toBe(stats.activeSubscriptions);
    expect(Object.values(stats.subscriptionMix).reduce((a, b) => a + b, 0)).toBe(stats.totalUsers);
    for (const status of ['active', 'canceled', 'past_due', 'free'] as const) {
      const res = await injectAs(t.app, admin.token, {
        method: 'GET',
        url: `/api/admin/users?status=${status}&pageSize=200`,
      });
      const page = res.json<AdminUsersResponse>();
      expect(page.total, status).toBe(stats.subscriptionMix[status]);
      expect(page.users.map((u) => subscriptionStanding(u, now))).toEqual(page.users.map(() => status));
    }
  });

  it('charts 30 zero-filled UTC days of sign-ups and plans, ending today', async () => {
    const s = (
      await injectAs(t.app, admin.token, { method: 'GET', url: '/api/admin/stats' })
    ).json<AdminStats>();
    const today = now.toISOString().slice(0, 10);
    for (const series of [s.signupsByDay, s.plansByDay]) {
      expect(series).toHaveLength(30);
      expect(series.at(-1)?.date).toBe(today);
    }
    const sum = (series: { count: number }[]) => series.reduce((a, d) => a + d.count, 0);
    expect(sum(s.signupsByDay)).toBe(6); // 8 users minus the two outside the window
    expect(sum(s.plansByDay)).toBe(6);
    expect(s.plansByDay.at(-1)?.count).toBe(4);
    const day = (offset: number) => new Date(now.getTime() - offset * DAY).toISOString().slice(0, 10);
    expect(s.signupsByDay.find((d) => d.date === day(3))?.count).toBe(2);
    expect(s.signupsByDay.find((d) => d.date === day(29))?.count).toBe(1);
  });
});

describe('system checks wired by the app', () => {
  const database = (ping: () => Promise<number>): Pick<Database, 'kind' | 'ping'> => ({
    kind: 'postgres',
    ping,
  });
  const service = (over: Partial<Parameters<typeof createAdminService>[0]>) =>
    createAdminService({
      db: {} as Db,
      database: database(async () => 3),
      now: () => new Date('2024-03-12T10:00:00Z'),
      dataDir: '/data',
      checkTimeoutMs: 50,
      onAccountChanged: () => {},
      snapshots: new SnapshotCache(0),
      ...over,
    });

  it('reports providers live or sandbox, OCR ready, disk space from the injected checks', async () => {
    const s = await service({
      systemChecks: {
        payments: () => [
          { provider: 'razorpay', mode: 'live' },
          { provider: 'paypal', mode: 'sandbox' },
          { provider: 'stripe', mode: 'disabled' },
        ],
        ocr: async () => ({ ready: true, message: '2 workers idle' }),
        disk: async () => ({ freeBytes: 40 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 }),
        paymentsSandboxWarning: () => 'PAYMENTS SANDBOX IS ON for PayPal',
      },
    }).system();
    // A sandbox beside a live provider is a way around paying: the panel warns.
    expect(s.status).toBe('warning');
    expect(s.payments).toMatchObject({
      status: 'warning',
      message: 'Live: razorpay; Sandbox (no real charges): paypal',
      sandboxWarning: 'PAYMENTS SANDBOX IS ON for PayPal',
    });
    expect(s.payments.providers).toHaveLength(3);
    expect(s.ocr).toEqual({ status: 'ok', message: '2 workers idle' });
    expect(s.disk).toMatchObject({ status: 'ok', path: '/data', message: '40.0 GB free of 100.0 GB (40%)' });
    expect(s.database).toMatchObject({ status: 'ok', latencyMs: 3, message: 'Connected (3 ms)' });
  });

  it('an unreachable database, a failing or hanging check and a full disk are errors, not crashes', async () => {
    const s = await service({
      database: database(async () => {
        throw new Error('connect ECONNREFUSED');
      }),
      systemChecks: {
        payments: () => {
          throw new Error('bad key');
        },
        ocr: () => new Promise(() => undefined),
        disk: async () => ({ freeBytes: 10 * 1024 ** 2, totalBytes: 100 * 1024 ** 3 }),
      },
    }).system();
    expect(s.status).toBe('error');
    expect(s.database).toMatchObject({
      status: 'error',
      latencyMs: null,
      message: 'Unreachable: connect ECONNREFUSED',
    });
    expect(s.payments).toMatchObject({ status: 'error', message: 'Check failed: bad key' });
    expect(s.ocr).toEqual({ status: 'error', message: 'Check failed: no answer within 50 ms' });
    expect(s.disk.status).toBe('error');
  });

  it('sandbox-only payments warn; a missing data directory is unknown', async () => {
    const s = await service({
      dataDir: '/definitely/not/here',
      systemChecks: { payments: () => [{ provider: 'razorpay', mode: 'sandbox' }] },
    }).system();
    expect(s.payments.status).toBe('warning');
    expect(s.disk).toMatchObject({ status: 'unknown', freeBytes: null });
    expect(s.ocr.status).toBe('unknown');
    expect(s.status).toBe('warning');
  });
});
