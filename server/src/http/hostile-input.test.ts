/**
 * Hostile input: fast-check-generated bodies, query strings, path ids and headers for every /api route
 * (HOSTILE_INPUT_RUNS requests on the first database, default 3,000; at most 2,000 on the second), as a visitor and
 * as a member. Never a 5xx, and a bystander member's rows never change. The seed is fixed, so a smaller count runs
 * the first requests of the full sequence; the full run: HOSTILE_INPUT_RUNS=10000 npx vitest run <this file>.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, reportPdf } from '../../test/documents';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../test/helpers';
import { memberData } from '../modules/account/member-data';
import { findUserById } from '../modules/auth/auth-repo';

const FIELD_NAMES = [
  'username',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'age',
  'gender',
  'height',
  'weight',
  'activityLevel',
  'fitnessGoals',
  'dietaryRestrictions',
  'medicalConditions',
  'medications',
  'planType',
  'includeBloodTest',
  'amount',
  'currency',
  'intent',
  'description',
  'provider',
  'orderId',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'userId',
  'id',
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    "'; DROP TABLE users; --",
    '../../../../etc/passwd',
    '\u0000',
    'NaN',
    'Infinity',
    '1e308',
    '-0',
    '%00',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${jndi:ldap://x}',
    '‮fdp.exe',
    'null',
    'undefined',
    '👩‍⚕️'.repeat(50),
    'premium',
    'doctor_verified',
    'free',
    'male',
    'very_active',
    'USD',
    'INR',
    '29.00',
    'paypal',
    'razorpay',
  ),
  fc.integer({ min: 1000, max: 60_000 }).map((n) => 'x'.repeat(n)),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1, 13, 120, 250, 300, 29, 99),
);

const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Values a few levels deep (very deep nesting is generated as raw text below). */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: leaf },
  { weight: 2, arbitrary: fc.array(leaf, { maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), leaf, { maxKeys: 6 }),
  },
);

/** 50–5,000 levels of nesting, as JSON text (a value that deep would overflow the test's own stack). */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 5000 }), fc.constantFrom(FIELD_NAMES[0]!, FIELD_NAMES[4]!, 'x'))
  .map(([depth, key]) => `{"${key}":${'['.repeat(depth)}${']'.repeat(depth)}}`);

const hostileBody = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 8 })
      .map((o) => JSON.stringify(o)),
  },
  { weight: 2, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: deepJson },
  // Not JSON at all, or JSON with what JSON.parse rejects, or prototype pollution written literally.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{"age": NaN}',
      '{',
      '',
      '\u0000',
      '[]'.repeat(1000),
    ),
  },
  { weight: 1, arbitrary: fc.string() },
);

const hostileQuery = fc
  .dictionary(
    fc.constantFrom('q', 'status', 'page', 'pageSize', 'limit', 'planType', '__proto__', 'x'),
    hostileString.map((s) => s.slice(0, 3000)),
    { maxKeys: 4 },
  )
  .map((q) => new URLSearchParams(q).toString());

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'application/json; charset=latin1',
  undefined,
);

interface Target {
  method: string;
  url: string;
}

function requestArbitrary(routes: Target[], idPool: string[]) {
  return fc.record({
    route: fc.constantFrom(...routes),
    id: fc.oneof(
      fc.constantFrom(...idPool),
      hostileString.map((s) => encodeURIComponent(s.slice(0, 500))),
    ),
    query: hostileQuery,
    body: hostileBody,
    contentType,
    asMember: fc.boolean(),
    authorization: fc.oneof(
      { weight: 8, arbitrary: fc.constant<string | null>(null) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'Bearer ',
          'Bearer a.b.c',
          'Basic YWRtaW46YWRtaW4=',
          `Bearer ${'x'.repeat(8000)}`,
        ),
      },
    ),
    requestId: fc.option(
      hostileString.map((s) => s.slice(0, 200).replace(/[\r\n]/g, '')),
      { nil: undefined },
    ),
  });
}

async function snapshot(app: TestApp, m: Member) {
  const user = await findUserById(app.database.db, m.user.id);
  return JSON.stringify({ user, data: await memberData(app.database.db, m.user.id) });
}

/** Requests on the first database (CI-sized default; 10,000 before CI time mattered). */
const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 3_000);

const runs = (kind: string) => (kind === testDatabaseKinds()[0] ? RUNS : Math.min(RUNS, 2_000));

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let t: TestApp;
  let attacker: Member;
  let bystander: Member;
  let idPool: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    attacker = await registerMember(t.app);
    bystander = await registerMember(t.app);
    const b = (options: Parameters<typeof injectAs>[2]) => injectAs(t.app, bystander.token, options);
    await b({ method: 'POST', url: '/api/profile', payload: { age: 44, medicalConditions: ['Asthma'] } });
    const report = (
      await b({
        method: 'POST',
        url: '/api/blood-test/upload',
        ...multipartFile(reportPdf('bystander'), 'b.pdf'),
      })
    ).json().report.id;
    const plan = (
      await b({ method: 'POST', url: '/api/plans/generate', payload: { planType: 'free' } })
    ).json().plan.id;
    const order = (
      await b({
        method: 'POST',
        url: '/api/paypal/order',
        payload: { amount: '29.00', currency: 'USD', intent: 'capture' },
      })
    ).json().id;
    idPool = [report, plan, order, bystander.user.id, '00000000-0000-0000-0000-000000000000', 'not-a-uuid'];
  });
  afterAll(() => t.close());

  it(`never answers 5xx and never changes a bystander's rows`, async () => {
    const app: FastifyInstance = t.app;
    // Logout would end the attacker's own session and make the rest of the run a visitor run.
    const routes = app.apiRoutes.filter((r) => r.url !== '/api/auth/logout');
    const before = await snapshot(t, bystander);
    let count = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(routes, idPool), async (r) => {
        const url = r.route.url.replace(':id', r.id) + (r.query ? `?${r.query}` : '');
        const headers: Record<string, string> = {};
        if (r.contentType) headers['content-type'] = r.contentType;
        if (r.requestId) headers['x-request-id'] = r.requestId;
        if (r.authorization) headers.authorization = r.authorization;
        else if (r.asMember) headers.authorization = `Bearer ${attacker.token}`;
        const res = await app.inject({
          method: r.route.method as 'GET',
          url,
          headers,
          ...(r.route.method === 'GET' ? {} : { payload: r.body }),
        });
        count++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500)
          throw new Error(`${r.route.method} ${url} → ${res.statusCode}: ${res.body.slice(0, 300)}`);
        // Every error is a readable { message }.
        if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
      }),
      { numRuns: runs(kind), seed: 20261122, endOnFailure: true },
    );
    expect(count).toBeGreaterThanOrEqual(runs(kind));
    expect(await snapshot(t, bystander)).toBe(before);
    // The run reached past validation too, not only 400s.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(0);
  }, 600_000);
});
