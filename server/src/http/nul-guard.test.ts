/**
 * NUL characters (U+0000) in any string the API accepts answer 400 naming the field, on PGlite and PostgreSQL
 * alike (PostgreSQL refuses NUL in text and jsonb, which used to surface as a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../test/helpers';
import { image, multipartForm } from '../../test/documents';
import { findNul } from './nul-guard';

describe('findNul', () => {
  it('names the first field holding a NUL, at any depth, in keys too', () => {
    expect(findNul({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(findNul({ ['k\u0000']: 1 })).toBe('k\\0');
    expect(findNul('\u0000')).toBe('value');
    expect(findNul({ a: 'clean', n: 1, z: null })).toBeNull();
    expect(findNul(Buffer.from([0, 0, 0]))).toBeNull();
  });
});

describe.each(testDatabaseKinds())('NUL characters in requests (%s)', (kind) => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await registerMember(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  it.each([
    ['POST', '/api/stripe/create-payment', { description: '\u0000 free month' }, 'description'],
    ['POST', '/api/profile', { age: 30, medicalConditions: ['asthma\u0000'] }, 'medicalConditions.0'],
    ['POST', '/api/auth/login', { email: 'a@example.com', password: 'x\u0000y' }, 'password'],
  ])('%s %s → 400 naming the field', async (method, url, payload, field) => {
    const res = await injectAs(t.app, member.token, { method: method as 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: expect.stringContaining(field) });
  });

  it('in a query string and a route parameter', async () => {
    const q = await injectAs(t.app, member.token, {
      method: 'GET',
      url: '/api/blood-test/reports?limit=1%00',
    });
    expect(q.statusCode).toBe(400);
    const p = await injectAs(t.app, member.token, { method: 'GET', url: '/api/plans/abc%00def' });
    expect(p.statusCode).toBe(400);
    expect(p.json().message).toMatch(/NUL/);
  });

  it.each([
    ['subject', { subject: 'Plan\u0000 does not load', message: 'The plan page stays blank.' }, null],
    ['message', { subject: 'Plan does not load', message: 'Blank\u0000 page' }, null],
  ])(
    'in a multipart form (POST /api/support/tickets): %s → 400 naming it',
    async (field, fields, filename) => {
      const file = filename && {
        field: 'attachment',
        bytes: await image('png'),
        filename,
        contentType: 'image/png',
      };
      const res = await injectAs(t.app, member.token, {
        method: 'POST',
        url: '/api/support/tickets',
        ...multipartForm(fields, file || undefined),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message: expect.stringContaining('NUL') });
      const list = await injectAs(t.app, member.token, { method: 'GET', url: '/api/support/tickets' });
      expect(list.json().tickets).toEqual([]);
    },
  );
});
