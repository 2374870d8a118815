/**
 * A revoked session stops working at once, although reads and log writes take sessions from the session cache
 * (issue 33): logout, a password change (every other session) and an admin disabling the account. The cache's TTL
 * is set to a minute, so an entry that was not dropped would still answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('session revocation with the session cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SESSION_CACHE_MS: '60000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (token: string) => injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' });
  /** A log write: it may use the cached session (config.accountUnchanged). */
  const logWeight = (token: string, weightKg = 80) =>
    injectAs(t.app, token, {
      method: 'POST',
      url: '/api/progress/weights',
      payload: { date: today(), weightKg },
    });
  /** Reads and a log write that leave the session in the cache. */
  async function cached(token: string) {
    expect((await me(token)).statusCode).toBe(200);
    expect((await logWeight(token)).statusCode).toBe(201);
    expect((await me(token)).statusCode).toBe(200);
  }
  async function refused(token: string) {
    expect((await logWeight(token, 81)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  }
  const login = async (m: Member, password = m.password) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: m.user.email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };

  it('after logout', async () => {
    const m = await registerMember(t.app);
    await cached(m.token);
    const out = await injectAs(t.app, m.token, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    await refused(m.token);
  });

  it('after a password change, for every other session; the changing one goes on', async () => {
    const m = await registerMember(t.app);
    const phone = await login(m);
    await cached(phone);
    await cached(m.token);
    const changed = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: m.password, newPassword: 'another-horse-battery-staple' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await refused(phone);
    expect((await logWeight(m.token, 79)).statusCode).toBe(201);
    expect((await me(m.token)).statusCode).toBe(200);
  });

  it('after an admin disables the account', async () => {
    const admin = await registerMember(t.app);
    await t.database.db
      .update(users)
      .set({ isAdmin: true, isVerified: true })
      .where(eq(users.id, admin.user.id));
    const m = await registerMember(t.app);
    await cached(m.token);
    const res = await injectAs(t.app, admin.token, {
      method: 'POST',
      url: `/api/admin/users/${m.user.id}/disable`,
    });
    expect(res.statusCode, res.body).toBe(200);
    await refused(m.token);
  });
});
