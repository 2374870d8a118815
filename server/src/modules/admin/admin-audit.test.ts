/**
 * Admin access to members' data is audited, list views included, and a member's export lists every such event
 * about them: the account viewed, lists that showed them, their reports and plans opened.
 */
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { multipartFile, multipartForm, reportPdf } from '../../../test/documents';
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
    const json = Buffer.from(unzipSync(res.rawPayload)['data.json']!).toString('utf8');
    return { json, activity: JSON.parse(json).activity as Record<string, unknown>[] };
  };
  const upload = async (m: Member) => {
    const form = multipartFile(reportPdf(), 'mine.pdf');
    const res = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/blood-test/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json().report.id as string;
  };

  it("lists, detail, report and plan views all reach the member's export, and only theirs", async () => {
    const reportId = await upload(member);
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

    const actions = (await exportActivity(member)).activity
      .filter((e) => e.by === 'staff')
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
    const theirs = (await exportActivity(bystander)).activity.filter((e) => e.by === 'staff');
    expect(theirs).toEqual([]);
  }, 60_000);

  it("exports list views without the admin's filters or the other members shown, and no staff ids", async () => {
    const other = await registerMember(t.app);
    await upload(member);
    await upload(other);
    const term = `needle-${Date.now()}`;
    for (const url of [`/api/admin/users?q=${term}`, '/api/admin/users', '/api/admin/reports']) {
      expect((await injectAs(t.app, admin.token, { method: 'GET', url })).statusCode, url).toBe(200);
    }
    const { json, activity } = await exportActivity(member);
    const listed = activity.filter((e) => e.action === 'admin.reports.listed');
    expect(listed.length).toBeGreaterThan(0);
    for (const e of listed) expect(Object.keys(e).sort()).toEqual(['action', 'at', 'by', 'targetType']);
    expect(json).not.toContain(other.user.id);
    expect(json).not.toContain(admin.user.id);
    expect(json).not.toContain(term);
    // The admin's own export lists their actions, but not whom they showed or looked for.
    const own = await exportActivity(admin);
    expect(own.activity.some((e) => e.action === 'admin.users.listed' && e.by === 'you')).toBe(true);
    expect(own.json).not.toContain(member.user.id);
    expect(own.json).not.toContain(term);
  }, 60_000);

  // Security issue #27, item 7: the support queue shows requesters' emails and subjects.
  it('audits the support queue with its filters and whom it showed, like the other admin lists', async () => {
    const other = await registerMember(t.app);
    for (const m of [member, other]) {
      const res = await injectAs(t.app, m.token, {
        method: 'POST',
        url: '/api/support/tickets',
        ...multipartForm({ subject: 'Dizzy after the new tablets', message: 'Is this the medication?' }),
      });
      expect(res.statusCode).toBe(201);
    }
    const shown = await injectAs(t.app, admin.token, {
      method: 'GET',
      url: '/api/admin/support/tickets?status=open',
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(member.user.email);
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorId, admin.user.id), eq(auditEvents.action, 'admin.support_tickets.listed')),
      );
    expect(row!.detail).toEqual({
      query: { status: 'open', page: 1 },
      ownerIds: expect.arrayContaining([member.user.id, other.user.id]),
    });
    // The member's export names the view, without the filters or the others it showed.
    const { json, activity } = await exportActivity(member);
    expect(activity).toContainEqual(
      expect.objectContaining({ action: 'admin.support_tickets.listed', by: 'staff' }),
    );
    expect(json).not.toContain(other.user.id);
  }, 60_000);
});
