import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePlan } from '../../../test/factories';
import {
  createTestApp,
  injectAs,
  oneTestDatabaseKind,
  registerMember,
  type Member,
  type TestApp,
} from '../../../test/helpers';

/** What Chrome and Firefox send. */
const BROWSER = 'gzip, deflate, br, zstd';

describe.each(oneTestDatabaseKind())('GET /api/plans/:id compressed on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(kind);
    m = await registerMember(t.app);
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/profile',
      payload: { age: 35, gender: 'male', height: 178, weight: 80, activityLevel: 'moderate' },
    });
  });
  afterAll(() => t.close());

  const read = (id: string, acceptEncoding?: string) =>
    injectAs(t.app, m.token, {
      method: 'GET',
      url: `/api/plans/${id}`,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const decoded = (res: Awaited<ReturnType<typeof read>>): Buffer => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
    if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
    expect(encoding).toBeUndefined();
    return res.rawPayload;
  };
  const newPlan = async () =>
    (await generatePlan(t.app, m.token, { planType: 'free', includeBloodTest: false })).json<{
      plan: { id: string };
    }>().plan.id;

  it('sends plain JSON without Accept-Encoding, and the same bytes compressed to browsers', async () => {
    const id = await newPlan();
    const plain = await read(id);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json<{ plan: { id: string } }>().plan.id).toBe(id);

    for (const [accept, expected] of [
      [BROWSER, 'br'],
      [BROWSER, 'br'], // the kept copy
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['deflate, gzip;q=0', undefined],
    ] as const) {
      const res = await read(id, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res).equals(plain.rawPayload), accept).toBe(true);
    }
    expect(Number((await read(id, BROWSER)).headers['content-length'])).toBeLessThan(
      plain.rawPayload.length / 4,
    );
  });

  it('never serves a kept copy whose summary changed without a new revision (the plan no longer active)', async () => {
    const first = await newPlan();
    const before = JSON.parse(decoded(await read(first, BROWSER)).toString()) as {
      plan: { isActive: boolean };
    };
    expect(before.plan.isActive).toBe(true);
    await newPlan(); // the first plan is no longer the active one; its content is unchanged
    const plain = await read(first);
    expect(plain.json<{ plan: { isActive: boolean } }>().plan.isActive).toBe(false);
    for (const accept of [BROWSER, 'gzip'])
      expect(decoded(await read(first, accept)).equals(plain.rawPayload)).toBe(true);
  });
});
