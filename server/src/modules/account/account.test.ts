import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodTestReports, plans, profiles, users } from '../../db/schema';
import { multipartFile, reportPdf } from '../../../test/documents';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';

async function fileCount(dataDir: string): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  let n = 0;
  for (const shard of await readdir(root))
    if (shard !== '.tmp') n += (await readdir(path.join(root, shard))).length;
  return n;
}

describe.each(testDatabaseKinds())('account privacy rights on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (token: string) => injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' });
  async function memberWithData(): Promise<Member & { pdf: Buffer }> {
    const m = await registerMember(t.app);
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/profile',
      payload: { age: 50, medicalConditions: ['Asthma'] },
    });
    const pdf = reportPdf(`Report of ${m.user.username}`);
    const { payload, headers } = multipartFile(pdf, 'my report.pdf');
    await injectAs(t.app, m.token, { method: 'POST', url: '/api/blood-test/upload', payload, headers });
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/plans/generate',
      payload: { planType: 'free' },
    });
    return { ...m, pdf };
  }

  it('changes the password, keeps this session and ends the others', async () => {
    const m = await registerMember(t.app);
    const other = (await login(m.user.email, m.password)).json().token;
    const wrong = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);

    const short = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: m.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/8/);

    const ok = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: m.password, newPassword: 'brand-new-password' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(m.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(m.user.email, m.password)).statusCode).toBe(401);
    expect((await login(m.user.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('exports everything in one zip: data.json and the original report files', async () => {
    const m = await memberWithData();
    const res = await injectAs(t.app, m.token, { method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="vitalplan-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.account).toMatchObject({ id: m.user.id, email: m.user.email });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|storageKey/);
    expect(data.profile).toMatchObject({ age: 50, medicalConditions: ['Asthma'] });
    expect(data.plans).toHaveLength(1);
    expect(data.reports).toHaveLength(1);
    const reportFile = files[data.reports[0].file]!;
    expect(Buffer.from(reportFile).equals(m.pdf)).toBe(true);
  });

  it('deletes every row and stored file of the member after the password is confirmed', async () => {
    const keep = await memberWithData();
    const m = await memberWithData();
    const filesBefore = await fileCount(t.dataDir);

    const wrong = await injectAs(t.app, m.token, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await me(m.token)).statusCode).toBe(200);
    expect(
      (await injectAs(t.app, m.token, { method: 'DELETE', url: '/api/account', payload: {} })).statusCode,
    ).toBe(400);

    const del = await injectAs(t.app, m.token, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: m.password },
    });
    expect(del.statusCode).toBe(200);
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await login(m.user.email, m.password)).statusCode).toBe(401);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, m.user.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, m.user.id))).toEqual([]);
    expect(await db.select().from(plans).where(eq(plans.userId, m.user.id))).toEqual([]);
    expect(await db.select().from(bloodTestReports).where(eq(bloodTestReports.userId, m.user.id))).toEqual(
      [],
    );
    expect(await fileCount(t.dataDir)).toBe(filesBefore - 1);

    // The other member is untouched.
    expect((await me(keep.token)).json().profile.age).toBe(50);
    expect(
      (await injectAs(t.app, keep.token, { method: 'GET', url: '/api/blood-test/reports' })).json().reports,
    ).toHaveLength(1);
  });
});
