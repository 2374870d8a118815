/**
 * Rate limits on login, register, upload, plan generation and support requests; with REDIS_URL they hold across app instances.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, multipartForm, reportPdf } from '../../test/documents';
import {
  createTestApp,
  createTestDatabase,
  grantEntitlement,
  registerMember,
  uniqueIdentity,
  type TestApp,
  type TestDatabase,
} from '../../test/helpers';
import type { ReportExtractor } from '../modules/reports/reports-service';
import { LOGIN_LIMITS } from '../modules/auth/auth-service';

const quickExtract: ReportExtractor = async () => ({
  status: 'needs_review',
  message: 'n/a',
  sampleDate: null,
  results: [],
});

/** Every run uses its own client address, so counters in a shared Redis never carry over between runs. */
const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMITS: 'on' }, extract: quickExtract });
  });
  afterAll(() => t.close());

  const countUntil429 = async (make: () => InjectOptions | Promise<InjectOptions>, max: number) => {
    for (let i = 1; i <= max + 5; i++) {
      const res = await t.app.inject(await make());
      if (res.statusCode === 429) {
        expect(res.json().message).toMatch(/too many/i);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        return i;
      }
      expect(res.statusCode).toBeLessThan(400);
    }
    return Infinity;
  };

  it('limits registrations per client address', async () => {
    const ip = randomIp();
    const n = await countUntil429(
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: { ...uniqueIdentity(), password: 'limit-password' },
      }),
      10,
    );
    expect(n).toBe(11);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: randomIp(),
      payload: { ...uniqueIdentity(), password: 'limit-password' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('limits uploads and plan generations per member', async () => {
    const m = await registerMember(t.app, { password: 'limit-password' });
    const auth = { authorization: `Bearer ${m.token}` };
    const uploads = await countUntil429(async () => {
      // Each report is read before the next upload: the per-member reading allowance is not what is tested here.
      await t.app.ctx.jobs.drain();
      const form = multipartFile(reportPdf(), 'r.pdf');
      return {
        method: 'POST',
        url: '/api/blood-test/upload',
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      };
    }, 30);
    expect(uploads).toBe(31);
    const plans = await countUntil429(
      () => ({ method: 'POST', url: '/api/plans/generate', headers: auth, payload: { planType: 'free' } }),
      20,
    );
    expect(plans).toBe(21);
  });

  it('limits support requests per member', async () => {
    const m = await registerMember(t.app, { password: 'limit-password' });
    const tickets = await countUntil429(() => {
      const form = multipartForm({ subject: 'Rate limit', message: 'One more request to support.' });
      return {
        method: 'POST',
        url: '/api/support/tickets',
        headers: { authorization: `Bearer ${m.token}`, ...form.headers },
        payload: form.payload,
      };
    }, 10);
    expect(tickets).toBe(11);
  });

  it('limits weekly check-ins per member (each may re-plan the coming weeks)', async () => {
    const m = await registerMember(t.app, { password: 'limit-password' });
    await grantEntitlement(t.database, m.user.id, 'premium');
    const auth = { authorization: `Bearer ${m.token}` };
    const profile = { age: 40, gender: 'female', height: 165, weight: 70, activityLevel: 'light' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/profile', headers: auth, payload: profile }))
        .statusCode,
    ).toBe(200);
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/plans/generate',
      headers: auth,
      payload: { planType: 'premium' },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const checkIns = await countUntil429(
      () => ({ method: 'POST', url: '/api/progress/check-ins', headers: auth }),
      20,
    );
    expect(checkIns).toBe(21);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)(
  `rate limits across two instances sharing Redis${redisUrl ? '' : ' — skipped: TEST_REDIS_URL not set'}`,
  () => {
    let shared: TestDatabase;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      shared = await createTestDatabase('pglite');
      const env = { RATE_LIMITS: 'on', REDIS_URL: redisUrl! };
      a = await createTestApp('pglite', { env, database: shared.database });
      b = await createTestApp('pglite', { env, database: shared.database });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await shared.dispose();
    });

    it('counts failed logins across instances', async () => {
      const ip = randomIp();
      const m = await registerMember(a.app);
      const attempt = (app: TestApp, password: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email: m.user.email, password },
        });
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) {
        expect((await attempt(i % 2 ? b : a, 'wrong-password')).statusCode).toBe(401);
      }
      // Instance A saw only some of the failures, yet both refuse now, even the right password.
      expect((await attempt(a, m.password)).statusCode).toBe(429);
      expect((await attempt(b, m.password)).statusCode).toBe(429);
    });

    it('counts registrations across instances', async () => {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const app = i % 2 ? b : a;
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: ip,
          payload: { ...uniqueIdentity(), password: 'limit-password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });
  },
);
