import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createTestApp,
  createTestDatabase,
  injectAs,
  registerMember,
  testDatabaseKinds,
  uniqueIdentity,
  type TestApp,
} from '../../../test/helpers';
import { INVALID_LOGIN, LOGIN_LIMITS } from './auth-service';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { meResponse } from '@common/auth';
import { clinicians } from '../../db/schema';

describe.each(testDatabaseKinds())('auth API on %s', (kind) => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });

  it('registers, then answers me with the user and a null profile, never the hash', async () => {
    const id = uniqueIdentity();
    const res = await post('/api/auth/register', { ...id, password: 'long-enough-pw' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      username: id.username,
      email: id.email,
      isAdmin: false,
      subscriptionStatus: 'none',
      premiumExpiresAt: null,
      doctorVerified: false,
      doctorVerifiedAt: null,
      isVerified: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|password_hash/);

    const me = await injectAs(t.app, body.token, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    // The clinician role rides along (the nav bar shows Reviews for it); a new member has none.
    expect(me.json()).toEqual({ user: body.user, profile: null, isClinician: false });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it("says isClinician for an active clinician and not after the role is revoked (the nav's Reviews link)", async () => {
    const m = await createMember(t.app);
    const me = async () =>
      (await injectAs(t.app, m.token, { method: 'GET', url: '/api/auth/me' })).json().isClinician;
    expect(await me()).toBe(false); // the body kept for these rows: the role granted below is still seen at once
    await t.database.db.insert(clinicians).values({
      userId: m.user.id,
      displayName: 'Dr Link',
      registrationNumber: 'NMC-77',
      registrationBody: 'National Medical Commission',
      specialty: 'Internal medicine',
    });
    expect(await me()).toBe(true);
    await t.database.db
      .update(clinicians)
      .set({ revokedAt: new Date() })
      .where(eq(clinicians.userId, m.user.id));
    expect(await me()).toBe(false);
  });

  it('answers me with the bytes the response schema makes, and a profile changed anywhere at once', async () => {
    const m = await createMember(t.app);
    const saved = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/profile',
      payload: {
        age: 40,
        gender: 'female',
        height: 165,
        weight: 70,
        activityLevel: 'light',
        medicalConditions: ['Type 2 diabetes', 'zentrovex syndrome'],
        trainingPreferences: { place: 'home', homeEquipment: ['dumbbell'], pool: false, daysPerWeek: 3 },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = async () => {
      const res = await injectAs(t.app, m.token, { method: 'GET', url: '/api/auth/me' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      // What the zod serializer makes of it: no key more or less, in the schema's order.
      expect(res.body).toBe(JSON.stringify(z.encode(meResponse, res.json())));
      return res;
    };
    const first = await me();
    expect(first.json().profile.notUnderstood.medicalConditions).toEqual(['zentrovex syndrome']);
    expect((await me()).body).toBe(first.body);
    // Written elsewhere (another instance, or the database): the next read shows it.
    for (const change of [
      sql`weight_kg = 71`,
      sql`training_preferences = jsonb_set(training_preferences, '{daysPerWeek}', '4')`,
      sql`medical_conditions = array['Hypertension']`,
    ]) {
      const before = (await me()).body;
      await t.database.db.execute(sql`update profiles set ${change} where user_id = ${m.user.id}`);
      expect((await me()).body).not.toBe(before);
    }
    const profile = (await me()).json().profile;
    expect(profile).toMatchObject({ weight: 71, medicalConditions: ['Hypertension'] });
    expect(profile.trainingPreferences.daysPerWeek).toBe(4);
  });

  it('trims and lower-cases emails and logs in case-insensitively', async () => {
    const id = uniqueIdentity();
    const res = await post('/api/auth/register', {
      ...id,
      email: `  ${id.email.toUpperCase()} `,
      password: 'long-enough-pw',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe(id.email);
    const login = await post('/api/auth/login', {
      email: id.email.toUpperCase(),
      password: 'long-enough-pw',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(id.email);
  });

  it('refuses duplicate emails and usernames with 409 naming which', async () => {
    const m = await registerMember(t.app);
    const dupEmail = await post('/api/auth/register', {
      username: uniqueIdentity().username,
      email: m.user.email.toUpperCase(),
      password: 'long-enough-pw',
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().message).toMatch(/email/i);
    const dupName = await post('/api/auth/register', {
      username: m.user.username.toUpperCase(),
      email: uniqueIdentity().email,
      password: 'long-enough-pw',
    });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().message).toMatch(/username/i);
  });

  it('rejects bad bodies with 400 naming the field', async () => {
    const ok = { ...uniqueIdentity(), password: 'long-enough-pw' };
    const cases: [unknown, RegExp][] = [
      [{ email: ok.email, password: ok.password }, /username/i],
      [{ ...ok, email: undefined }, /email/i],
      [{ ...ok, password: undefined }, /password/i],
      [{ ...ok, username: 42 }, /username/i],
      [{ ...ok, email: 'not-an-email' }, /email/i],
      [{ ...ok, password: 'short' }, /password.*8/i],
      [{ ...ok, password: 'x'.repeat(129) }, /password.*128/i],
      [{ ...ok, username: 'ab' }, /username.*3/i],
      [{ ...ok, username: 'x'.repeat(31) }, /username.*30/i],
      [{ ...ok, username: 'bad name!' }, /username/i],
      [{ ...ok, email: `${'a'.repeat(250)}@example.com` }, /email/i],
      [[1, 2], /body/i],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/auth/register', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/JSON/);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const m = await registerMember(t.app);
    const wrong = await post('/api/auth/login', { email: m.user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', {
      email: uniqueIdentity().email,
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: INVALID_LOGIN });
    expect(unknown.json()).toEqual({ message: INVALID_LOGIN });
  });

  it('revokes the session on logout: the token then gets 401', async () => {
    const m = await registerMember(t.app);
    const second = await post('/api/auth/login', { email: m.user.email, password: m.password });
    const out = await injectAs(t.app, m.token, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await injectAs(t.app, m.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    // Other sessions of the same member are unaffected.
    expect(
      (await injectAs(t.app, second.json().token, { method: 'GET', url: '/api/auth/me' })).statusCode,
    ).toBe(200);
  });

  it('rejects missing, malformed, forged and expired tokens with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await injectAs(t.app, 'garbage', { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const m = await registerMember(t.app);
    const [h, p] = m.token.split('.');
    expect((await injectAs(t.app, `${h}.${p}.AAAA`, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(
      401,
    );
    const saved = clock;
    clock = new Date(saved.getTime() + 8 * 24 * 3600_000); // past the 7-day default lifetime
    try {
      const res = await injectAs(t.app, m.token, { method: 'GET', url: '/api/auth/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/session/i);
    } finally {
      clock = saved;
    }
  });

  it('a session cached by reads still ends at once on logout and on the member’s own writes', async () => {
    const m = await registerMember(t.app);
    const other = (await post('/api/auth/login', { email: m.user.email, password: m.password })).json().token;
    // Warm the cache for both sessions.
    expect((await injectAs(t.app, m.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await injectAs(t.app, other, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    await injectAs(t.app, other, { method: 'POST', url: '/api/auth/logout' });
    expect((await injectAs(t.app, other, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    // A write by the member is seen by the very next read (no stale user from the cache).
    await injectAs(t.app, m.token, { method: 'POST', url: '/api/profile', payload: { age: 33 } });
    expect((await injectAs(t.app, m.token, { method: 'GET', url: '/api/auth/me' })).json().profile.age).toBe(
      33,
    );
  });
});

describe('login rate limit', () => {
  it('answers 429 with a message after repeated failures, and other accounts still log in', async () => {
    const db = await createTestDatabase('pglite');
    const t = await createTestApp('pglite', { env: { RATE_LIMITS: 'on' }, database: db.database });
    try {
      const m = await registerMember(t.app);
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: m.user.email, password: 'nope-nope' },
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: m.user.email, password: m.password },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/too many/i);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const other = await registerMember(t.app);
      const fine = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: other.user.email, password: other.password },
      });
      expect(fine.statusCode).toBe(200);
    } finally {
      await t.close();
      await db.dispose();
    }
  });
});
