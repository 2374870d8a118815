/**
 * The Doctor Verified review flow through the API: grant → queue → request changes with overrides → the
 * regenerated plan obeys them and returns to the same clinician → approve → certificate verifies → refund revokes.
 * Plus consultation messages and who may not see what.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDetail, ReviewQueueItem } from '@common/clinician';
import type { PlanDetail, PlanSummary } from '@common/plans';
import { auditEvents, users } from '../../db/schema';
import { extractedResult, generatePlan, uploadReport } from '../../../test/factories';
import {
  capturedMail,
  createTestApp,
  grantEntitlement,
  injectAs,
  registerListedAdmin,
  registerMember,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import type { ExtractedResult, ReportExtractor } from '../reports/reports-service';

const ADMIN_EMAIL = 'clinic-admin@example.com';
const reading = (
  code: ExtractedResult['code'],
  value: number,
  unit: string,
  flag: 'high' | 'low' | 'normal' = 'normal',
) => extractedResult(code, value, unit, { flag });
const extract: ReportExtractor = async () => ({
  status: 'processed',
  message: '',
  sampleDate: '2026-10-01',
  results: [
    reading('CHOL_TOTAL', 213, 'mg/dL'),
    // Where HDL was read (the test PDF's first line), so the review offers its crop.
    { ...reading('HDL', 50, 'mg/dL'), location: { page: 1, y: 60, height: 14, source: 'text' } },
    reading('CREAT', 1.0, 'mg/dL'),
    reading('HGB', 12.1, 'g/dL', 'low'),
    reading('MCV', 72, 'fL', 'low'),
    reading('FERRITIN', 9, 'ng/mL', 'low'),
  ] as never,
});

const OVERRIDES = {
  calorieTargetKcal: 2000,
  proteinMaxGPerKg: 1.0,
  excludeFoodGroups: ['dairy'],
  excludeFoods: ['peanut'],
  maxRpe: 6,
  sodiumMaxMg: 1500,
  extraWarnings: ['Stop training and call your clinician if you feel chest pain.'],
};

describe('Doctor Verified review flow', () => {
  let t: TestApp;
  let admin: Member;
  let doctor: Member;
  let member: Member;
  let stranger: Member;
  const mail = capturedMail();
  const as = (m: Member | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, m?.token ?? null, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { ADMIN_EMAILS: ADMIN_EMAIL }, extract, mail: mail.queue });
    admin = await registerListedAdmin(t, ADMIN_EMAIL);
    [doctor, member, stranger] = await Promise.all([
      registerMember(t.app),
      registerMember(t.app),
      registerMember(t.app),
    ]);
    await grantEntitlement(t.database, member.user.id, 'doctor_verified');
    await grantEntitlement(t.database, stranger.user.id, 'doctor_verified');
  }, 60_000);
  afterAll(() => t?.close());

  let firstPlan: string;
  let secondPlan: string;
  let code: string;

  it('an admin grants the clinician role (audited); members cannot', async () => {
    const body = {
      userId: doctor.user.id,
      displayName: 'Dr Asha Rao',
      registrationNumber: 'NMC-123456',
      registrationBody: 'National Medical Commission',
      specialty: 'Internal medicine',
    };
    expect((await as(member, 'POST', '/api/admin/clinicians', body)).statusCode).toBe(403);
    const res = await as(admin, 'POST', '/api/admin/clinicians', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().clinician).toMatchObject({ displayName: 'Dr Asha Rao', active: true });
    const bad = await as(admin, 'POST', '/api/admin/clinicians', { ...body, registrationNumber: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/registrationNumber/);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'clinician.granted'));
    expect(audit.map((a) => a.targetId)).toContain(doctor.user.id);
  });

  it("a doctor-verified plan enters the assigned clinician's queue, oldest first with the 48-hour target", async () => {
    expect((await uploadReport(t.app, member.token)).statusCode).toBe(201);
    await t.app.ctx.jobs.drain();
    await as(member, 'POST', '/api/profile', {
      age: 55,
      gender: 'male',
      height: 176,
      weight: 84,
      activityLevel: 'moderate',
      fitnessGoals: ['Weight Loss'],
      systolicBp: 120,
      treatedForHypertension: false,
      smoker: false,
    });
    const gen = await generatePlan(t.app, member.token, {
      planType: 'doctor_verified',
      includeBloodTest: true,
    });
    expect(gen.statusCode).toBe(201);
    firstPlan = gen.json().plan.id;
    const queue = await as(doctor, 'GET', '/api/clinician/reviews?status=pending');
    expect(queue.statusCode).toBe(200);
    const items = queue.json<{ reviews: ReviewQueueItem[] }>().reviews;
    expect(items.map((i) => i.planId)).toEqual([firstPlan]);
    expect(items[0]).toMatchObject({ targetHours: 48, overdue: false, memberId: member.user.id });
    // Not a clinician: 403; a member sees no queue.
    expect((await as(member, 'GET', '/api/clinician/reviews')).statusCode).toBe(403);
  });

  it('the review detail has profile, biomarker history and the risk assessment; the access is audited', async () => {
    const res = await as(doctor, 'GET', `/api/clinician/reviews/${firstPlan}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<{ detail: ReviewDetail }>().detail;
    expect(detail.member.profile).toMatchObject({ age: 55, systolicBp: 120 });
    const hdl = detail.biomarkers.find((b) => b.code === 'HDL')?.points[0];
    expect(hdl).toMatchObject({ value: 50, cropUrl: expect.stringMatching(/^\/api\/clinician\/reviews\//) });
    expect(detail.biomarkers.find((b) => b.code === 'CREAT')?.points[0]?.cropUrl).toBeNull();
    // The crop: a PNG for the assigned clinician (audited), refused to anyone else.
    const crop = await as(doctor, 'GET', hdl!.cropUrl!);
    expect(crop.statusCode).toBe(200);
    expect(crop.headers['content-type']).toBe('image/png');
    expect(crop.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect([403, 404]).toContain((await as(member, 'GET', hdl!.cropUrl!)).statusCode);
    expect([403, 404]).toContain((await as(stranger, 'GET', hdl!.cropUrl!)).statusCode);
    const ascvd = detail.riskAssessment.scores.find((s) => s.id === 'ascvd_pce')!;
    expect(ascvd.value).toBe(5.4); // Goff 2013 example inputs (see risk-assessment.test.ts)
    expect(detail.riskAssessment.scores.find((s) => s.id === 'anaemia')!.band).toBe(
      'Iron-deficiency pattern',
    );
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'clinician.member_data.viewed'));
    expect(audit.some((a) => a.actorId === doctor.user.id && a.targetId === firstPlan)).toBe(true);
    expect(
      audit.some((a) => a.targetType === 'report' && (a.detail as { view?: string }).view === 'crop'),
    ).toBe(true);
  });

  it('request-changes regenerates the plan with the overrides and returns it to the same clinician', async () => {
    const bad = await as(doctor, 'POST', `/api/clinician/reviews/${firstPlan}/request-changes`, {
      note: 'x',
      overrides: { maxRpe: 12 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/maxRpe/);
    const res = await as(doctor, 'POST', `/api/clinician/reviews/${firstPlan}/request-changes`, {
      note: 'Iron deficiency: lower intensity until treated.',
      overrides: OVERRIDES,
    });
    expect(res.statusCode).toBe(200);
    secondPlan = res.json().newPlanId;
    expect(secondPlan).toBeTruthy();
    const again = await as(doctor, 'POST', `/api/clinician/reviews/${firstPlan}/approve`, {});
    expect(again.statusCode).toBe(409);

    const plan = (await as(member, 'GET', `/api/plans/${secondPlan}`)).json<{ plan: PlanDetail }>().plan;
    expect(plan.content.targets.calories).toBe(2000);
    expect(plan.content.targets.limits?.sodiumMaxMg).toBeLessThanOrEqual(1500);
    const items = plan.content.days.flatMap((d) => d.meals.flatMap((m) => m.items));
    expect(items.some((i) => i.contains.includes('dairy') || /\bpeanut/i.test(i.name))).toBe(false);
    for (const e of plan.content.training.weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises))) {
      for (const m of e.intensity.matchAll(/RPE (\d+(?:\.\d+)?)/g))
        expect(Number(m[1])).toBeLessThanOrEqual(6);
    }
    expect(plan.warnings).toContain(OVERRIDES.extraWarnings[0]);
    expect(plan.content.warnings.some((w) => /awaiting clinician review/.test(w.message))).toBe(true);

    const queue = (await as(doctor, 'GET', '/api/clinician/reviews')).json<{ reviews: ReviewQueueItem[] }>()
      .reviews;
    expect(queue.map((r) => r.planId)).toEqual([secondPlan]);
    expect(queue[0]!.resubmission).toBe(true);
    expect(mail.sent.some((m) => m.to === member.user.email)).toBe(false); // unverified address: no mail
  });

  it('approval verifies the plan, shows the reviewer and issues a certificate anyone can verify', async () => {
    const res = await as(doctor, 'POST', `/api/clinician/reviews/${secondPlan}/approve`, {
      note: 'Safe to start.',
    });
    expect(res.statusCode).toBe(200);
    const plan = (await as(member, 'GET', `/api/plans/${secondPlan}`)).json<{ plan: PlanDetail }>().plan;
    expect(plan).toMatchObject({ doctorVerified: true, reviewStatus: 'approved' });
    // The engine's "awaiting clinician review" note now says what the clinician decided, everywhere it shows.
    const notes = [...plan.warnings, ...plan.content.warnings.map((w) => w.message)];
    expect(notes.some((m) => /awaiting clinician review/.test(m))).toBe(false);
    expect(plan.content.warnings.map((w) => w.message)).toContain(
      'A clinician has reviewed and approved this plan.',
    );
    const active = (await as(member, 'GET', '/api/plans/active')).json<{ plan: PlanSummary }>().plan;
    expect(active.warnings).toContain('A clinician has reviewed and approved this plan.');
    const review = (await as(member, 'GET', `/api/plans/${secondPlan}/review`)).json().review;
    expect(review).toMatchObject({
      status: 'approved',
      note: 'Safe to start.',
      reviewer: { displayName: 'Dr Asha Rao', registrationNumber: 'NMC-123456' },
    });
    code = review.certificateCode;
    const verify = await as(null, 'GET', `/api/certificates/${code}`);
    expect(verify.statusCode).toBe(200);
    const v = verify.json();
    expect(v).toMatchObject({ valid: true, clinicianName: 'Dr Asha Rao', registrationNumber: 'NMC-123456' });
    expect(Object.keys(v).sort()).toEqual([
      'clinicianName',
      'expiresAt',
      'issuedAt',
      'memberInitials',
      'registrationNumber',
      'valid',
    ]);
    const pdf = await as(member, 'GET', `/api/plans/${secondPlan}/certificate.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const report = await as(member, 'GET', `/api/plans/${secondPlan}/health-report.pdf`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    // No certificate for a plan that was not approved.
    expect((await as(member, 'GET', `/api/plans/${firstPlan}/certificate.pdf`)).statusCode).toBe(409);
  });

  it('after approval the member may swap meals: alternatives keep the overrides, the clinician sees the swap', async () => {
    const plan = (await as(member, 'GET', `/api/plans/${secondPlan}`)).json<{ plan: PlanDetail }>().plan;
    let swapped: { day: number; meal: number; recipeId: string; from: string } | null = null;
    for (const d of plan.content.days.slice(0, 3)) {
      for (const [i, m] of d.meals.entries()) {
        if (swapped || !m.recipeId) continue;
        const o = (
          await as(member, 'GET', `/api/plans/${secondPlan}/swaps/options?day=${d.day}&meal=${i}`)
        ).json<{
          alternatives: PlanDetail['content']['days'][number]['meals'];
        }>();
        for (const a of o.alternatives) {
          // The clinician's overrides hold in every alternative: no dairy, no peanut.
          expect(a.items.some((x) => x.contains.includes('dairy') || /\bpeanut/i.test(x.name))).toBe(false);
        }
        const a = o.alternatives[0];
        if (a?.recipeId) swapped = { day: d.day, meal: i, recipeId: a.recipeId, from: m.name };
      }
    }
    expect(swapped).not.toBeNull();
    const { from, ...body } = swapped!;
    expect((await as(member, 'POST', `/api/plans/${secondPlan}/swaps`, body)).statusCode).toBe(200);
    const detail = (await as(doctor, 'GET', `/api/clinician/reviews/${secondPlan}`)).json<{
      detail: ReviewDetail;
    }>().detail;
    const content = detail.plan.content as PlanDetail['content'];
    const shown = content.days[body.day - 1]!.meals[body.meal]!;
    expect(shown).toMatchObject({ recipeId: body.recipeId, swap: { originalName: from } });
  });

  it("members see only their own thread, clinicians only their members', with read receipts", async () => {
    const post = await as(member, 'POST', '/api/consultations/messages', {
      body: 'Can I take iron with tea?',
    });
    expect(post.statusCode).toBe(201);
    const thread = await as(doctor, 'GET', `/api/consultations/messages?memberId=${member.user.id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'Can I take iron with tea?',
    ]);
    expect(
      (
        await as(doctor, 'POST', '/api/consultations/messages', {
          memberId: member.user.id,
          body: 'Take it 2 hours apart from tea.',
        })
      ).statusCode,
    ).toBe(201);
    const mine = (await as(member, 'GET', '/api/consultations/messages')).json();
    expect(mine.clinician.displayName).toBe('Dr Asha Rao');
    expect(mine.urgentNotice).toMatch(/emergency/);
    expect(mine.messages[0].readAt).not.toBeNull(); // the clinician opened the thread
    expect(mine.messages[1]).toMatchObject({ from: 'clinician', senderName: 'Dr Asha Rao' });
    // Another member cannot read this thread, nor attach someone else's report.
    expect(
      (await as(stranger, 'GET', `/api/consultations/messages?memberId=${member.user.id}`)).statusCode,
    ).toBe(404);
    // The clinician cannot open an unassigned member's review or thread.
    const g = await generatePlan(t.app, stranger.token, { planType: 'doctor_verified' });
    await as(admin, 'POST', '/api/admin/clinicians', {
      userId: admin.user.id,
      displayName: 'Dr Admin Two',
      registrationNumber: 'NMC-999',
      registrationBody: 'National Medical Commission',
      specialty: 'General practice',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/clinician-assignments/${stranger.user.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { clinicianId: admin.user.id },
    });
    expect((await as(doctor, 'GET', `/api/clinician/reviews/${g.json().plan.id}`)).statusCode).toBe(404);
    expect(
      (await as(doctor, 'GET', `/api/consultations/messages?memberId=${stranger.user.id}`)).statusCode,
    ).toBe(404);
  });

  it('a refund revokes the certificate; the admin Reviews view counts the work', async () => {
    // What billing-reversals does on a full refund of Doctor Verified.
    await t.database.db
      .update(users)
      .set({ doctorVerified: false, doctorVerifiedAt: null })
      .where(eq(users.id, member.user.id));
    const v = (await as(null, 'GET', `/api/certificates/${code}`)).json();
    expect(v.valid).toBe(false);
    expect((await as(member, 'GET', `/api/plans/${secondPlan}/certificate.pdf`)).statusCode).toBe(409);
    expect((await as(null, 'GET', '/api/certificates/NOTACODE0000')).statusCode).toBe(404);
    const stats = (await as(admin, 'GET', '/api/admin/reviews')).json();
    expect(stats.reviewsDone).toBe(2);
    expect(stats.queueLength).toBe(1);
    expect(
      stats.perClinician.find((c: { displayName: string }) => c.displayName === 'Dr Asha Rao'),
    ).toMatchObject({ done: 2, pending: 0 });
  });
});
