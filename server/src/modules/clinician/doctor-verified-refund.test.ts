/**
 * A refund ends Doctor Verified's clinician side at once, in the refund's own transaction (issue 17: "revoked on
 * refund"), through both ways a refund arrives: the provider's refund webhook and the admin's refund. Before this,
 * only the user flag changed: the review stayed in the clinician's queue, the certificate row stayed valid until
 * someone verified it, and the clinician could still write in the thread (and, until issue #27, read it).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewQueueItem } from '@common/clinician';
import { auditEvents, certificates, planReviews } from '../../db/schema';
import { startFakeProviders, type FakeProviders } from '../../../test/fakes/fake-providers';
import { asMember, paymentRow, postWebhook } from '../../../test/fakes/payment-test-kit';
import { generatePlan } from '../../../test/factories';
import {
  createTestApp,
  injectAs,
  registerListedAdmin,
  registerMember,
  type Member,
  type TestApp,
} from '../../../test/helpers';

const ADMIN_EMAIL = 'dv-refund-admin@example.com';
const PROFILE = {
  age: 48,
  gender: 'female',
  height: 165,
  weight: 70,
  activityLevel: 'moderate',
  fitnessGoals: ['General Health'],
};

describe('a refund ends the clinician side of Doctor Verified at once', () => {
  let t: TestApp;
  let providers: FakeProviders;
  let admin: Member;
  let doctor: Member;
  const as = (m: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, m?.token ?? null, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    providers = await startFakeProviders();
    t = await createTestApp('pglite', { env: { ADMIN_EMAILS: ADMIN_EMAIL, ...providers.env } });
    admin = await registerListedAdmin(t, ADMIN_EMAIL);
    doctor = await registerMember(t.app);
    const grant = await as(admin, 'POST', '/api/admin/clinicians', {
      userId: doctor.user.id,
      displayName: 'Dr Meera Iyer',
      registrationNumber: 'NMC-424242',
      registrationBody: 'National Medical Commission',
      specialty: 'General medicine',
    });
    expect(grant.statusCode).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  /** A member who bought Doctor Verified by card (Stripe, through its webhook) and has a plan under review. */
  async function doctorVerifiedMember() {
    const m = await registerMember(t.app);
    const api = asMember(t.app, m.token);
    const res = await api.post('/api/stripe/create-payment', { amount: 99 });
    const piId = (res.body.clientSecret as string).split('_secret_')[0]!;
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
    expect((await as(m, 'POST', '/api/profile', PROFILE)).statusCode).toBe(200);
    const plan = await generatePlan(t.app, m.token, { planType: 'doctor_verified' });
    expect(plan.statusCode).toBe(201);
    const member = { ...m, api, piId, planId: plan.json().plan.id as string };
    // A conversation exists before the refund.
    expect(
      (await as(member, 'POST', '/api/consultations/messages', { body: 'Is walking enough for now?' }))
        .statusCode,
    ).toBe(201);
    return member;
  }

  const queue = async () =>
    (await as(doctor, 'GET', '/api/clinician/reviews?status=pending')).json<{ reviews: ReviewQueueItem[] }>()
      .reviews;

  it("the provider's refund webhook closes the pending review, and the thread turns read-only", async () => {
    const m = await doctorVerifiedMember();
    expect((await queue()).map((r) => r.planId)).toContain(m.planId);

    await postWebhook(
      t.app,
      '/api/stripe/webhook',
      providers.stripe.webhook('charge.refunded', {
        id: 'ch_dv_refund',
        object: 'charge',
        payment_intent: m.piId,
        amount: 9900,
        currency: 'usd',
        amount_refunded: 9900,
        refunded: true,
      }),
    );

    // The tier shows at once (no session cache delay), and so does the billing status.
    expect(await m.api.me()).toMatchObject({ doctorVerified: false, doctorVerifiedAt: null });
    expect((await as(m, 'GET', '/api/billing/status')).json()).toMatchObject({ doctorVerified: false });
    // The review left the queue, closed with the reason, and the member's plan says so.
    expect((await queue()).map((r) => r.planId)).not.toContain(m.planId);
    const review = (await as(m, 'GET', `/api/plans/${m.planId}/review`)).json().review;
    expect(review).toMatchObject({
      status: 'canceled',
      note: 'Doctor Verified ended: the payment was refunded.',
    });
    expect((await as(m, 'GET', `/api/plans/${m.planId}`)).json().plan).toMatchObject({
      reviewStatus: 'canceled',
      doctorVerified: false,
    });
    // The review is closed to the clinician now, like the member's other data (care-ends.test.ts tries them all).
    expect((await as(doctor, 'POST', `/api/clinician/reviews/${m.planId}/approve`, {})).statusCode).toBe(404);
    // The thread stays readable to the member, but nobody can write in it; the clinician no longer reaches it.
    const mine = (await as(m, 'GET', '/api/consultations/messages')).json();
    expect(mine.messages).toHaveLength(1);
    expect(mine.readOnlyReason).toMatch(/ended/);
    const theirs = await as(doctor, 'GET', `/api/consultations/messages?memberId=${m.user.id}`);
    expect(theirs.statusCode).toBe(404);
    const reply = await as(doctor, 'POST', '/api/consultations/messages', {
      memberId: m.user.id,
      body: 'Yes, keep walking.',
    });
    expect(reply.statusCode).toBe(404);
    expect((await as(m, 'POST', '/api/consultations/messages', { body: 'Hello?' })).statusCode).toBe(403);
    // Audited in the refund's transaction.
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'review.canceled'), eq(auditEvents.targetId, m.planId)));
    expect(audit).toHaveLength(1);
  });

  it("the admin's refund revokes an issued certificate in the same transaction, before anyone verifies it", async () => {
    const m = await doctorVerifiedMember();
    const approve = await as(doctor, 'POST', `/api/clinician/reviews/${m.planId}/approve`, {
      note: 'Fine to start.',
    });
    expect(approve.statusCode).toBe(200);
    const code = approve.json().review.certificateCode as string;
    expect((await as(null, 'GET', `/api/certificates/${code}`)).json().valid).toBe(true);

    const row = await paymentRow(t.database, 'stripe', m.piId);
    const refund = await as(admin, 'POST', `/api/admin/users/${m.user.id}/payments/${row!.id}/refund`);
    expect(refund.statusCode).toBe(200);

    // The stored certificate is revoked now (not at the next verification), with the reason.
    const [cert] = await t.database.db.select().from(certificates).where(eq(certificates.code, code));
    expect(cert!.revokedAt).not.toBeNull();
    expect(cert!.revokedReason).toBe('Doctor Verified ended: the payment was refunded.');
    expect((await as(null, 'GET', `/api/certificates/${code}`)).json().valid).toBe(false);
    expect((await as(m, 'GET', `/api/plans/${m.planId}/certificate.pdf`)).statusCode).toBe(409);
    // The approved review keeps its decision (it was reviewed); nothing was pending to cancel.
    const [review] = await t.database.db.select().from(planReviews).where(eq(planReviews.planId, m.planId));
    expect(review!.status).toBe('approved');
    expect(await m.api.me()).toMatchObject({ doctorVerified: false });
  });
});
