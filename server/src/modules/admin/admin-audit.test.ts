/**
 * Admin access to members' data is audited, list views included, and a member's export lists every such event
 * about them: the account viewed, lists that showed them, their reports and plans opened.
 */
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { multipartFile, reportPdf } from '../../../test/documents';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import type { ReportExtractor } from '../reports/reports-service';

const quickExtract: ReportExtractor = async () => ({
  status: 'needs_review',
  message: 'n/a',
  sampleDate: null,
  results: [],
});

describe.each(testDatabaseKinds())('admin audit trail (%s)', (kind) => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  let bystander: Member;
  beforeAll(async () => {
    t = await createTestApp(kind, { extract: quickExtract });
    admin = await registerMember(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    member = await registerMember(t.app);
    bystander = await registerMember(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  const exportActivity = async (m: Member) => {
    const res = await injectAs(t.app, m.token, { method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(Buffer.from(unzipSync(res.rawPayload)['data.json']!).toString('utf8'));
    return data.activity as { action: string; actorId: string | null }[];
  };

  it("lists, detail, report and plan views all reach the member's export, and only theirs", async () => {
    const form = multipartFile(reportPdf(), 'mine.pdf');
    const upload = await injectAs(t.app, member.token, {
      method: 'POST',
      url: '/api/blood-test/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(201);
    const reportId = upload.json().report.id;
    const plan = await injectAs(t.app, member.token, {
      method: 'POST',
      url: '/api/plans/generate',
      payload: { planType: 'free' },
    });
    expect(plan.statusCode).toBeLessThan(300);
    const planId = plan.json().plan?.id ?? plan.json().id;

    const views = [
      `/api/admin/users?q=${encodeURIComponent(member.user.email)}`,
      '/api/admin/reports',
      `/api/admin/users/${member.user.id}`,
      `/api/blood-test/reports/${reportId}`,
      `/api/plans/${planId}`,
    ];
    for (const url of views) {
      const res = await injectAs(t.app, admin.token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }

    const actions = (await exportActivity(member))
      .filter((e) => e.actorId === admin.user.id)
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'admin.users.listed',
        'admin.reports.listed',
        'admin.user.viewed',
        'admin.report.viewed',
        'admin.plan.viewed',
      ]),
    );
    // The bystander was in no list the admin saw (the search matched only the member; no reports of theirs).
    const theirs = (await exportActivity(bystander)).filter((e) => e.actorId === admin.user.id);
    expect(theirs).toEqual([]);
  }, 60_000);
});
