/**
 * Security issue #27, item 3: every staff read of a member's data is audited, checked from the server's own route
 * table. Each member and admin route declares `config.staffReads` (http/access.ts): a route without it stops the
 * server from starting; every 'audited' route is called here as staff (an admin, or the member's clinician) on a
 * seeded member and must add an event about that member to the member's export; every 'none' GET route is called
 * as staff with the member's ids and must not show the member's health data.
 */
import { eq } from 'drizzle-orm';
import Fastify, { type InjectOptions } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { memberData } from '../modules/account/member-data';
import type { AuthService } from '../modules/auth/auth-service';
import type { ReportExtractor } from '../modules/reports/reports-service';
import { image, multipartForm } from '../../test/documents';
import { extractedResult, generatePlan, uploadReport } from '../../test/factories';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  oneTestDatabaseKind,
  registerMember,
  type Member,
  type TestApp,
} from '../../test/helpers';
import { registerAccessControl, STAFF_READS } from './access';

/** Health data of the member that no unaudited staff answer may carry. */
const MEDICATION = 'Staffreadazole 25 mg';
const TICKET_TEXT = 'My staffread rash is back since the new tablets.';
const THREAD_TEXT = 'Staffread question: is my dizziness from the tablets?';
const extract: ReportExtractor = async () => ({
  status: 'processed',
  message: '',
  sampleDate: '2026-10-01',
  results: [
    { ...extractedResult('HDL', 50, 'mg/dL'), location: { page: 1, y: 60, height: 14, source: 'text' } },
  ] as never,
});

interface Seeded {
  member: string;
  email: string;
  plan: string;
  report: string;
  biomarker: string;
  ticket: string;
  message: string;
}
type Staff = 'admin' | 'clinician';
/** How each 'audited' route is read by staff; run in this order (a ticket is closed before it is reopened). */
const PROBES: Record<string, { as: Staff; request: (s: Seeded) => InjectOptions }> = {
  'GET /api/blood-test/reports/:id': {
    as: 'admin',
    request: (s) => get(`/api/blood-test/reports/${s.report}`),
  },
  'GET /api/blood-test/reports/:id/file': {
    as: 'admin',
    request: (s) => get(`/api/blood-test/reports/${s.report}/file`),
  },
  'GET /api/plans/:id': { as: 'admin', request: (s) => get(`/api/plans/${s.plan}`) },
  'GET /api/plans/:id/versions': { as: 'admin', request: (s) => get(`/api/plans/${s.plan}/versions`) },
  'GET /api/plans/:id/versions/:version': {
    as: 'admin',
    request: (s) => get(`/api/plans/${s.plan}/versions/1`),
  },
  'GET /api/plans/:id/review': { as: 'admin', request: (s) => get(`/api/plans/${s.plan}/review`) },
  'GET /api/plans/:id/health-report.pdf': {
    as: 'admin',
    request: (s) => get(`/api/plans/${s.plan}/health-report.pdf`),
  },
  'GET /api/plans/:id/certificate.pdf': {
    as: 'admin',
    request: (s) => get(`/api/plans/${s.plan}/certificate.pdf`),
  },
  'GET /api/admin/users': {
    as: 'admin',
    request: (s) => get(`/api/admin/users?q=${encodeURIComponent(s.email)}`),
  },
  'GET /api/admin/users/:id': { as: 'admin', request: (s) => get(`/api/admin/users/${s.member}`) },
  'GET /api/admin/reports': { as: 'admin', request: () => get('/api/admin/reports') },
  'GET /api/admin/support/tickets': { as: 'admin', request: () => get('/api/admin/support/tickets') },
  'GET /api/admin/support/tickets/:id': {
    as: 'admin',
    request: (s) => get(`/api/admin/support/tickets/${s.ticket}`),
  },
  'GET /api/admin/support/tickets/:id/messages/:messageId/attachment': {
    as: 'admin',
    request: (s) => get(`/api/admin/support/tickets/${s.ticket}/messages/${s.message}/attachment`),
  },
  'POST /api/admin/support/tickets/:id/replies': {
    as: 'admin',
    request: (s) => ({
      method: 'POST',
      url: `/api/admin/support/tickets/${s.ticket}/replies`,
      payload: { message: 'Please see your doctor about the rash.' },
    }),
  },
  'POST /api/admin/support/tickets/:id/close': {
    as: 'admin',
    request: (s) => ({ method: 'POST', url: `/api/admin/support/tickets/${s.ticket}/close` }),
  },
  'POST /api/admin/support/tickets/:id/reopen': {
    as: 'admin',
    request: (s) => ({ method: 'POST', url: `/api/admin/support/tickets/${s.ticket}/reopen` }),
  },
  'GET /api/clinician/reviews': {
    as: 'clinician',
    request: () => get('/api/clinician/reviews?status=approved'),
  },
  'GET /api/clinician/reviews/:planId': {
    as: 'clinician',
    request: (s) => get(`/api/clinician/reviews/${s.plan}`),
  },
  'GET /api/clinician/reviews/:planId/crops/:reportId/:biomarkerId': {
    as: 'clinician',
    request: (s) => get(`/api/clinician/reviews/${s.plan}/crops/${s.report}/${s.biomarker}`),
  },
  'GET /api/consultations/messages': {
    as: 'clinician',
    request: (s) => get(`/api/consultations/messages?memberId=${s.member}`),
  },
  'GET /api/account/export/fhir': {
    as: 'clinician',
    request: (s) => get(`/api/account/export/fhir?memberId=${s.member}`),
  },
};

function get(url: string): InjectOptions {
  return { method: 'GET', url };
}

describe('a route without a staffReads declaration', () => {
  it('stops the server from starting, as an undeclared access level does', async () => {
    const app = Fastify();
    registerAccessControl(app, {} as AuthService);
    expect(() => app.get('/api/undeclared', { config: { access: 'admin' } }, async () => ({}))).toThrow(
      /GET \/api\/undeclared must declare config\.staffReads/,
    );
    // Declared, it starts.
    app.get('/api/declared', { config: { access: 'admin', staffReads: 'none' } }, async () => ({}));
    await app.ready();
    await app.close();
  });
});

describe.each(oneTestDatabaseKind())("staff reads of a member's data, from the route table (%s)", (kind) => {
  let t: TestApp;
  let staff: Record<Staff, Member>;
  let member: Member;
  let seeded: Seeded;
  const as = (m: Member, options: InjectOptions) => injectAs(t.app, m.token, options);
  const must = async (m: Member, options: InjectOptions, status: number) => {
    const res = await as(m, options);
    expect(res.statusCode, `setup ${options.method} ${options.url}: ${res.body.slice(0, 200)}`).toBe(status);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { extract });
    const [admin, clinician] = [await registerMember(t.app), await registerMember(t.app)];
    member = await registerMember(t.app);
    staff = { admin, clinician };
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    await must(
      admin,
      {
        method: 'POST',
        url: '/api/admin/clinicians',
        payload: {
          userId: clinician.user.id,
          displayName: 'Dr Staff Read',
          registrationNumber: 'NMC-303030',
          registrationBody: 'National Medical Commission',
          specialty: 'General medicine',
        },
      },
      201,
    );
    // A Doctor Verified member with a profile, a report, an approved plan, a support request and a thread.
    await grantEntitlement(t.database, member.user.id, 'doctor_verified');
    await must(
      member,
      {
        method: 'POST',
        url: '/api/profile',
        payload: {
          age: 45,
          gender: 'male',
          height: 175,
          weight: 80,
          activityLevel: 'moderate',
          fitnessGoals: ['General Health'],
          medications: MEDICATION,
        },
      },
      200,
    );
    const report = (await uploadReport(t.app, member.token)).json().report.id as string;
    const biomarker = (await must(member, get(`/api/blood-test/reports/${report}`), 200)).json().biomarkers[0]
      .id as string;
    const plan = (await generatePlan(t.app, member.token, { planType: 'doctor_verified' })).json().plan
      .id as string;
    await must(
      admin,
      {
        method: 'PUT',
        url: `/api/admin/clinician-assignments/${member.user.id}`,
        payload: { clinicianId: clinician.user.id },
      },
      204,
    );
    await must(
      clinician,
      { method: 'POST', url: `/api/clinician/reviews/${plan}/approve`, payload: {} },
      200,
    );
    const ticket = (
      await must(
        member,
        {
          method: 'POST',
          url: '/api/support/tickets',
          ...multipartForm(
            { subject: 'Rash', message: TICKET_TEXT },
            { field: 'attachment', bytes: await image('png'), filename: 'rash.png' },
          ),
        },
        201,
      )
    ).json().ticket;
    await must(
      member,
      { method: 'POST', url: '/api/consultations/messages', payload: { body: THREAD_TEXT } },
      201,
    );
    seeded = {
      member: member.user.id,
      email: member.user.email,
      plan,
      report,
      biomarker,
      ticket: ticket.id,
      message: ticket.messages[0].id,
    };
  }, 120_000);
  afterAll(() => t?.close());

  /** Events about the member written by this staff account, as the member's export selects them. */
  const staffEvents = async (by: Member) =>
    (await memberData(t.database.db, member.user.id)).activity.filter((e) => e.actorId === by.user.id).length;

  it('every member and admin route declares what it shows staff; every audited one has a probe here', () => {
    const routes = t.app.apiRoutes;
    expect(routes.filter((r) => !STAFF_READS.includes(r.staffReads))).toEqual([]);
    const audited = routes.filter((r) => r.staffReads === 'audited').map((r) => `${r.method} ${r.url}`);
    expect(
      audited.filter((r) => !(r in PROBES)),
      'audited routes without a probe',
    ).toEqual([]);
    expect(
      Object.keys(PROBES).filter((r) => !audited.includes(r)),
      'probes for routes not declared audited',
    ).toEqual([]);
    expect(routes.filter((r) => r.access === 'public' && r.staffReads !== 'none')).toEqual([]);
  });

  for (const [route, probe] of Object.entries(PROBES)) {
    it(`${route}, read by the member's ${probe.as}, adds an event to the member's export`, async () => {
      const by = staff[probe.as];
      const before = await staffEvents(by);
      const res = await as(by, probe.request(seeded));
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(300);
      expect(await staffEvents(by)).toBeGreaterThan(before);
    });
  }

  it("the member's export lists those reads as staff events", async () => {
    const res = await as(member, get('/api/account/export'));
    expect(res.statusCode).toBe(200);
    const activity = JSON.parse(Buffer.from(unzipSync(res.rawPayload)['data.json']!).toString('utf8'))
      .activity as { by: string }[];
    expect(activity.filter((e) => e.by === 'staff').length).toBeGreaterThanOrEqual(
      Object.keys(PROBES).length,
    );
  });

  it("no GET route declared 'none' shows staff the member's health data, whatever ids it is given", async () => {
    const candidates: Record<string, string[]> = {
      id: [seeded.plan, seeded.report, seeded.ticket, seeded.member],
      planId: [seeded.plan],
      reportId: [seeded.report],
      biomarkerId: [seeded.biomarker],
      messageId: [seeded.message],
      version: ['1'],
      date: [new Date().toISOString().slice(0, 10)],
      gtin: ['8901063092211'],
    };
    const urlsOf = (pattern: string): string[] => {
      const param = /:(\w+)/.exec(pattern);
      if (!param) return [`${pattern}${pattern.includes('?') ? '&' : '?'}memberId=${seeded.member}`, pattern];
      const values = candidates[param[1]!];
      if (!values) throw new Error(`no candidate ids for :${param[1]} in ${pattern}`);
      return values.flatMap((v) => urlsOf(pattern.replace(param[0], v)));
    };
    const routes = t.app.apiRoutes.filter(
      (r) => r.method === 'GET' && r.access !== 'public' && r.staffReads === 'none',
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const url of urlsOf(route.url)) {
        for (const by of Object.values(staff)) {
          const res = await as(by, get(url));
          expect(res.statusCode, url).toBeLessThan(500);
          for (const secret of [MEDICATION, TICKET_TEXT, THREAD_TEXT])
            expect(res.body, url).not.toContain(secret);
        }
      }
    }
  });
});
