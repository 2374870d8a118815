/**
 * Security issue #27, item 2: a clinician's access to a member follows the member's current Doctor Verified status.
 * The attack: after an admin's revocation, a refund or a lost dispute, the clinician keeps calling every route they
 * used (review detail of the approved and of the canceled plan, crops, decisions, the thread, the queue lists) and
 * the member keeps entering health data. Once care ended, every one of those answers 404 and nothing the member
 * entered (before or after) reaches the clinician; they keep only their own decision record (date, decision, note).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_DECISIONS, type ReviewQueueItem } from '@common/clinician';
import { startFakeProviders, type FakeProviders } from '../../../test/fakes/fake-providers';
import { asMember, postWebhook } from '../../../test/fakes/payment-test-kit';
import { extractedResult, generatePlan, uploadReport } from '../../../test/factories';
import {
  createTestApp,
  injectAs,
  registerListedAdmin,
  registerMember,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import type { ReportExtractor } from '../reports/reports-service';

const ADMIN_EMAIL = 'care-ends-admin@example.com';
const BEFORE = 'Carebeforol 5 mg';
const AFTER = 'Careafterin 10 mg';
const NOTE = 'Fine to start; walk daily.';
const extract: ReportExtractor = async () => ({
  status: 'processed',
  message: '',
  sampleDate: '2026-10-01',
  results: [
    // Where HDL was read (the test PDF's first line), so the review offers its crop.
    { ...extractedResult('HDL', 50, 'mg/dL'), location: { page: 1, y: 60, height: 14, source: 'text' } },
    extractedResult('HGB', 9.1, 'g/dL', { flag: 'low' }),
  ] as never,
});

type Ending = 'an admin revoke' | 'a refund' | 'a lost dispute';

describe('care ends with Doctor Verified: the clinician keeps only their decision record', () => {
  let t: TestApp;
  let providers: FakeProviders;
  let admin: Member;
  let doctor: Member;
  const as = (m: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, m.token, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    providers = await startFakeProviders();
    t = await createTestApp('pglite', { env: { ADMIN_EMAILS: ADMIN_EMAIL, ...providers.env }, extract });
    admin = await registerListedAdmin(t, ADMIN_EMAIL);
    doctor = await registerMember(t.app);
    const grant = await as(admin, 'POST', '/api/admin/clinicians', {
      userId: doctor.user.id,
      displayName: 'Dr Kavya Menon',
      registrationNumber: 'NMC-272727',
      registrationBody: 'National Medical Commission',
      specialty: 'General medicine',
    });
    expect(grant.statusCode).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  /**
   * A member who bought Doctor Verified by card, with a report, an approved plan (the clinician's decision), a newer
   * plan waiting for review and a conversation; the clinician reaches all of it.
   */
  async function memberInCare() {
    const m = await registerMember(t.app);
    const api = asMember(t.app, m.token);
    const piId = (
      (await api.post('/api/stripe/create-payment', { amount: 99 })).body.clientSecret as string
    ).split('_secret_')[0]!;
    await postWebhook(
      t.app,
      '/api/stripe/webhook',
      providers.stripe.webhook('payment_intent.succeeded', {
        id: piId,
        object: 'payment_intent',
        amount: 9900,
        amount_received: 9900,
        currency: 'usd',
      }),
    );
    expect((await api.me()).doctorVerified).toBe(true);
    const profile = {
      age: 52,
      gender: 'female',
      height: 160,
      weight: 72,
      activityLevel: 'light',
      fitnessGoals: ['General Health'],
      medications: BEFORE,
    };
    expect((await as(m, 'POST', '/api/profile', profile)).statusCode).toBe(200);
    expect((await uploadReport(t.app, m.token)).statusCode).toBe(201);
    const approved = (await generatePlan(t.app, m.token, { planType: 'doctor_verified' })).json().plan
      .id as string;
    expect(
      (await as(doctor, 'POST', `/api/clinician/reviews/${approved}/approve`, { note: NOTE })).statusCode,
    ).toBe(200);
    const pending = (await generatePlan(t.app, m.token, { planType: 'doctor_verified' })).json().plan
      .id as string;
    expect(
      (await as(m, 'POST', '/api/consultations/messages', { body: 'My knee hurts on stairs.' })).statusCode,
    ).toBe(201);

    // Everything the clinician will try again later answers now (so the 404s below are the change, not a typo).
    const detail = await as(doctor, 'GET', `/api/clinician/reviews/${approved}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(BEFORE);
    const cropUrl = detail
      .json()
      .detail.biomarkers.flatMap((b: { points: { cropUrl: string | null }[] }) => b.points)
      .find((p: { cropUrl: string | null }) => p.cropUrl)?.cropUrl as string;
    expect((await as(doctor, 'GET', cropUrl)).statusCode).toBe(200);
    expect((await as(doctor, 'GET', `/api/clinician/reviews/${pending}`)).statusCode).toBe(200);
    expect((await as(doctor, 'GET', `/api/consultations/messages?memberId=${m.user.id}`)).statusCode).toBe(
      200,
    );
    const listed = await queueOf(m.user.id);
    expect(listed.map((r) => [r.planId, r.status, r.careEnded])).toEqual([
      [pending, 'pending', false],
      [approved, 'approved', false],
    ]);
    return { ...m, api, piId, approved, pending, cropUrl };
  }

  /** Every queue list of the clinician, the member's rows only (and the raw answers, to search for leaks). */
  const raw: string[] = [];
  async function queueOf(memberId: string): Promise<ReviewQueueItem[]> {
    const rows: ReviewQueueItem[] = [];
    for (const status of REVIEW_DECISIONS) {
      const res = await as(doctor, 'GET', `/api/clinician/reviews?status=${status}`);
      expect(res.statusCode).toBe(200);
      raw.push(res.body);
      rows.push(...res.json<{ reviews: ReviewQueueItem[] }>().reviews.filter((r) => r.memberId === memberId));
    }
    return rows;
  }

  async function end(how: Ending, m: Awaited<ReturnType<typeof memberInCare>>) {
    if (how === 'an admin revoke') {
      const res = await as(admin, 'POST', `/api/admin/users/${m.user.id}/revoke`, {
        entitlement: 'doctor_verified',
      });
      expect(res.statusCode).toBe(200);
      return;
    }
    const delivery =
      how === 'a refund'
        ? providers.stripe.webhook('charge.refunded', {
            id: `ch_${m.piId}`,
            object: 'charge',
            payment_intent: m.piId,
            amount: 9900,
            currency: 'usd',
            amount_refunded: 9900,
            refunded: true,
          })
        : providers.stripe.webhook('charge.dispute.closed', {
            id: `dp_${m.piId}`,
            object: 'dispute',
            payment_intent: m.piId,
            amount: 9900,
            currency: 'usd',
            status: 'lost',
          });
    expect((await postWebhook(t.app, '/api/stripe/webhook', delivery)).statusCode).toBe(200);
  }

  it.each<Ending>(['an admin revoke', 'a refund', 'a lost dispute'])(
    'after %s every clinician route answers 404 for the member, and nothing entered later leaks',
    async (how) => {
      const m = await memberInCare();
      await end(how, m);
      expect((await m.api.me()).doctorVerified).toBe(false);

      // The member goes on entering health data: a new medication, a new report, a new plan.
      expect((await as(m, 'POST', '/api/profile', { medications: `${BEFORE}\n${AFTER}` })).statusCode).toBe(
        200,
      );
      const report = (await uploadReport(t.app, m.token)).json().report.id as string;
      const plan = (await generatePlan(t.app, m.token)).json().plan.id as string;

      // Review routes, approved and canceled alike: 404, as for a stranger's review.
      const seen: string[] = [];
      const probe = async (method: 'GET' | 'POST', url: string, payload?: object) => {
        const res = await as(doctor, method, url, payload);
        seen.push(res.body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      };
      for (const planId of [m.approved, m.pending]) {
        await probe('GET', `/api/clinician/reviews/${planId}`);
        await probe('POST', `/api/clinician/reviews/${planId}/approve`, {});
        await probe('POST', `/api/clinician/reviews/${planId}/decline`, {
          reason: 'Trying after the refund.',
        });
        await probe('POST', `/api/clinician/reviews/${planId}/request-changes`, {
          note: 'Trying after the refund.',
          overrides: { maxRpe: 6 },
        });
      }
      await probe('GET', m.cropUrl);
      // The thread: closed to the clinician, still readable (and read-only) for the member.
      await probe('GET', `/api/consultations/messages?memberId=${m.user.id}`);
      await probe('POST', '/api/consultations/messages', { memberId: m.user.id, body: 'Still there?' });
      const own = await as(m, 'GET', '/api/consultations/messages');
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ messages: [{ body: 'My knee hurts on stairs.' }] });
      expect(own.json().readOnlyReason).toMatch(/ended/);
      // Nor do the member's plan documents open to a clinician (they never did: owner or admin only).
      for (const url of [
        `/api/plans/${m.approved}/health-report.pdf`,
        `/api/plans/${m.approved}/review`,
        `/api/blood-test/reports/${report}`,
      ])
        await probe('GET', url);

      // The queue lists keep only the clinician's own decision, without the member's health data.
      const rows = await queueOf(m.user.id);
      expect(rows).toEqual([
        expect.objectContaining({
          planId: m.approved,
          status: 'approved',
          note: NOTE,
          decidedAt: expect.any(String),
          careEnded: true,
          criticalFindings: null,
          resubmission: false,
        }),
      ]);
      const everything = [...seen, ...raw].join('\n');
      for (const secret of [AFTER, BEFORE, report, plan, 'Careafterin', 'knee']) {
        expect(everything).not.toContain(secret);
      }
    },
    60_000,
  );
});
