/**
 * The authorization matrix: every /api route (read from the server's own route table) × every role, with the
 * expected status. A route missing from MATRIX fails the test, so new routes must state who may call them.
 * Each probe runs as a fresh account of the role, so probes cannot disturb each other.
 */
import { containedReport } from '../../test/fhir-documents';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanDetail } from '@common/plans';
import { clinicians, users } from '../db/schema';
import { appleHealthZip } from '../../test/apple-health-export';
import { fitActivity, RUN } from '../../test/fit-files';
import { image, multipartFile, multipartForm, reportPdf } from '../../test/documents';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  createMember,
  oneTestDatabaseKind,
  uniqueIdentity,
  type Member,
  type TestApp,
} from '../../test/helpers';

/** 'doctor': a Doctor Verified member; 'clinician': an account with the clinician role (not an admin). */
const ROLES = ['visitor', 'member', 'premium', 'doctor', 'clinician', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface ProbeContext {
  app: FastifyInstance;
  /** The account the probe acts as (a fresh one; for 'visitor' an account whose token is not sent). */
  account: Member;
  ownReport(): Promise<string>;
  ownPlan(): Promise<string>;
  /** A report of the account and the id of one result read from it. */
  ownResult(): Promise<{ report: string; biomarker: string }>;
  /** A sandbox PayPal order of the account, approved in the TEST MODE checkout. */
  approvedPaypalOrder(): Promise<string>;
  /** A sandbox Razorpay order of the account, with the signed approval. */
  approvedRazorpayOrder(): Promise<Record<string, string>>;
  otherMember(): Promise<Member>;
  /** Buys Premium for the account through the sandbox Razorpay checkout. */
  paidPremium(): Promise<void>;
  /** A support request of the account, with a screenshot: its id and the id of its first message. */
  ownTicket(): Promise<{ ticket: string; message: string }>;
  /** A support request of another member (what the admin queue acts on). */
  othersTicket(): Promise<string>;
  /** An admin account (for setting up a state only staff can reach). */
  admin(): Promise<Member>;
  /** A Doctor Verified member's plan waiting for review, assigned to the acting account when it is a clinician. */
  assignedReview(): Promise<string>;
  /** A Doctor Verified member's plan assigned to another clinician. */
  othersReview(): Promise<string>;
  /** A body weight logged by the account: its date. */
  ownWeight(): Promise<string>;
  /** Measurements logged by the account: their date. */
  ownMeasurement(): Promise<string>;
  /** A progress photo of the account (stored whatever its tier: seeing and deleting one's photos is not Premium). */
  ownPhoto(): Promise<string>;
}

type Probe = (
  c: ProbeContext,
) => Promise<Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }>;
type Expected = Record<Role, number>;

const everyone = (status: number): Expected => ({
  visitor: status,
  member: status,
  premium: status,
  doctor: status,
  clinician: status,
  admin: status,
});
const members = (status: number): Expected => ({
  visitor: 401,
  member: status,
  premium: status,
  doctor: status,
  clinician: status,
  admin: status,
});
const adminsOnly = (status = 200): Expected => ({
  visitor: 401,
  member: 403,
  premium: 403,
  doctor: 403,
  clinician: 403,
  admin: status,
});
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/** The clinician's queue and decisions: clinicians only (others 403). */
const cliniciansOnly = (status = 200): Expected => ({
  visitor: 401,
  member: 403,
  premium: 403,
  doctor: 403,
  clinician: status,
  admin: 403,
});

interface Row {
  probe: Probe;
  expected: Expected;
  label?: string;
}

const get =
  (url: string): Probe =>
  async () => ({ method: 'GET', url });
const post =
  (url: string, payload?: object): Probe =>
  async () => ({ method: 'POST', url, ...(payload ? { payload } : {}) });

const MATRIX: Record<string, Row[]> = {
  'GET /api/health': [{ probe: get('/api/health'), expected: everyone(200) }],
  'GET /api/health/live': [{ probe: get('/api/health/live'), expected: everyone(200) }],
  'GET /api/health/ready': [{ probe: get('/api/health/ready'), expected: everyone(200) }],
  'POST /api/auth/register': [
    {
      probe: async () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...uniqueIdentity(), password: 'matrix-password' },
      }),
      expected: everyone(201),
    },
  ],
  'POST /api/auth/login': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: c.account.user.email, password: c.account.password },
      }),
      expected: everyone(200),
    },
  ],
  'GET /api/auth/me': [{ probe: get('/api/auth/me'), expected: members(200) }],
  // Public: a made-up link token is refused with 400 for everyone (the token, not a session, is the proof).
  'POST /api/auth/verify-email': [
    { probe: post('/api/auth/verify-email', { token: 'x'.repeat(43) }), expected: everyone(400) },
  ],
  'POST /api/auth/cancel-email-change': [
    { probe: post('/api/auth/cancel-email-change', { token: 'x'.repeat(43) }), expected: everyone(400) },
  ],
  'POST /api/auth/unlock-sign-in': [
    {
      probe: post('/api/auth/unlock-sign-in', { token: 'x'.repeat(43), password: 'matrix-password' }),
      expected: everyone(400),
    },
  ],
  'POST /api/auth/resend-verification': [
    { probe: post('/api/auth/resend-verification'), expected: members(200) },
  ],
  'POST /api/auth/forgot-password': [
    { probe: post('/api/auth/forgot-password', { email: 'nobody@example.com' }), expected: everyone(202) },
  ],
  'POST /api/auth/reset-password': [
    {
      probe: post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'matrix-new-password' }),
      expected: everyone(400),
    },
  ],
  'GET /api/notifications/preferences': [
    { probe: get('/api/notifications/preferences'), expected: members(200) },
  ],
  'PUT /api/notifications/preferences': [
    {
      probe: async () => ({
        method: 'PUT',
        url: '/api/notifications/preferences',
        payload: {
          report_processed: true,
          plan_ready: false,
          payment_receipt: true,
          subscription_reminder: true,
          check_in_reminder: true,
          retest_reminder: true,
        },
      }),
      expected: members(200),
    },
  ],
  'POST /api/notifications/unsubscribe': [
    {
      probe: post('/api/notifications/unsubscribe', { token: 'not-a-signed-token' }),
      expected: everyone(400),
    },
  ],
  'POST /api/auth/logout': [{ probe: post('/api/auth/logout'), expected: members(200) }],
  'GET /api/profile': [{ probe: get('/api/profile'), expected: members(200) }],
  'POST /api/profile': [{ probe: post('/api/profile', { age: 30 }), expected: members(200) }],
  'POST /api/blood-test/upload': [
    {
      probe: async () => ({
        method: 'POST',
        url: '/api/blood-test/upload',
        ...multipartFile(reportPdf('matrix'), 'm.pdf'),
      }),
      expected: members(201),
    },
  ],
  'GET /api/blood-test/reports': [{ probe: get('/api/blood-test/reports'), expected: members(200) }],
  'GET /api/blood-test/reports/:id': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/blood-test/reports/${await c.ownReport()}` }),
      expected: members(200),
    },
  ],
  'GET /api/blood-test/reports/:id/file': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/blood-test/reports/${await c.ownReport()}/file` }),
      expected: members(200),
    },
  ],
  'DELETE /api/blood-test/reports/:id': [
    {
      probe: async (c) => ({ method: 'DELETE', url: `/api/blood-test/reports/${await c.ownReport()}` }),
      expected: members(200),
    },
  ],
  'POST /api/plans/generate': [
    { label: 'free', probe: post('/api/plans/generate', { planType: 'free' }), expected: members(201) },
    {
      label: 'premium',
      probe: post('/api/plans/generate', { planType: 'premium', includeBloodTest: true }),
      expected: { visitor: 401, member: 403, premium: 201, doctor: 201, clinician: 403, admin: 403 },
    },
    {
      label: 'doctor_verified',
      probe: post('/api/plans/generate', { planType: 'doctor_verified' }),
      expected: { visitor: 401, member: 403, premium: 403, doctor: 201, clinician: 403, admin: 403 },
    },
  ],
  'PATCH /api/blood-test/reports/:id/biomarkers/:biomarkerId': [
    {
      probe: async (c) => {
        const { report, biomarker } = await c.ownResult();
        return {
          method: 'PATCH',
          url: `/api/blood-test/reports/${report}/biomarkers/${biomarker}`,
          payload: { value: 14.0 },
        };
      },
      expected: members(200),
    },
  ],
  'POST /api/blood-test/reports/:id/biomarkers': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/blood-test/reports/${await c.ownReport()}/biomarkers`,
        payload: { code: 'AMH', value: 2.1, unit: 'ng/mL' },
      }),
      expected: members(201),
    },
  ],
  'POST /api/blood-test/reports/:id/biomarkers/:biomarkerId/confirm': [
    {
      probe: async (c) => {
        const { report, biomarker } = await c.ownResult();
        return { method: 'POST', url: `/api/blood-test/reports/${report}/biomarkers/${biomarker}/confirm` };
      },
      expected: members(200),
    },
  ],
  'GET /api/blood-test/reports/:id/biomarkers/:biomarkerId/crop': [
    {
      probe: async (c) => {
        const { report, biomarker } = await c.ownResult();
        return { method: 'GET', url: `/api/blood-test/reports/${report}/biomarkers/${biomarker}/crop` };
      },
      expected: members(200),
    },
  ],
  'POST /api/blood-test/reports/:id/retry': [
    {
      // Only a failed report is read again: the owner of a report that was read gets 409, others 404.
      probe: async (c) => ({ method: 'POST', url: `/api/blood-test/reports/${await c.ownReport()}/retry` }),
      expected: members(409),
    },
  ],
  'POST /api/blood-test/reports/:id/identity': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/blood-test/reports/${await c.ownReport()}/identity`,
        payload: { answer: 'mine' },
      }),
      expected: members(200),
    },
  ],
  'GET /api/biomarkers': [{ probe: get('/api/biomarkers'), expected: members(200) }],
  'GET /api/plans/active': [{ probe: get('/api/plans/active'), expected: members(200) }],
  'GET /api/plans': [{ probe: get('/api/plans'), expected: members(200) }],
  'GET /api/plans/:id': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/plans/${await c.ownPlan()}` }),
      expected: members(200),
    },
  ],
  'GET /api/plans/:id/versions': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/plans/${await c.ownPlan()}/versions` }),
      expected: members(200),
    },
  ],
  'GET /api/plans/:id/versions/:version': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/plans/${await c.ownPlan()}/versions/1` }),
      expected: members(200),
    },
  ],
  'GET /api/plans/:id/calendar.ics': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/plans/${await c.ownPlan()}/calendar.ics` }),
      expected: members(200),
    },
  ],
  'GET /api/plans/:id/swaps/options': [
    {
      probe: async (c) => ({
        method: 'GET',
        url: `/api/plans/${await c.ownPlan()}/swaps/options?day=1&meal=0`,
      }),
      expected: members(200),
    },
  ],
  // Choosing a meal's own dish (the no-op undo) is allowed to the owner of any plan type.
  'POST /api/plans/:id/swaps': [
    {
      probe: async (c) => {
        const id = await c.ownPlan();
        const res = await injectAs(c.app, c.account.token, { method: 'GET', url: `/api/plans/${id}` });
        const plan = res.json<{ plan: PlanDetail }>().plan;
        const meal = plan.content.days[0]!.meals.findIndex((m) => m.recipeId !== null);
        const recipeId = plan.content.days[0]!.meals[meal]!.recipeId;
        return { method: 'POST', url: `/api/plans/${id}/swaps`, payload: { day: 1, meal, recipeId } };
      },
      expected: members(200),
    },
  ],
  // The exercise library is generic content (no member data): public.
  'GET /api/exercises/:id': [{ probe: get('/api/exercises/plank'), expected: everyone(200) }],
  'GET /api/exercises/:id/illustration.svg': [
    { probe: get('/api/exercises/plank/illustration.svg'), expected: everyone(200) },
  ],
  'POST /api/account/password': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: '/api/account/password',
        payload: { currentPassword: c.account.password, newPassword: 'another-password' },
      }),
      expected: members(200),
    },
  ],
  'POST /api/account/email': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: '/api/account/email',
        payload: { newEmail: uniqueIdentity().email, password: c.account.password },
      }),
      expected: members(202),
    },
  ],
  'GET /api/account/export': [{ probe: get('/api/account/export'), expected: members(200) }],
  // Another member's record: only their clinician (Doctor Verified, in care) may read it; anyone else 404.
  'GET /api/account/export/fhir': [
    { probe: get('/api/account/export/fhir'), expected: members(200) },
    {
      label: "another member's",
      probe: get(`/api/account/export/fhir?memberId=${NIL_UUID}`),
      expected: { visitor: 401, member: 404, premium: 404, doctor: 404, clinician: 404, admin: 404 },
    },
  ],
  'POST /api/imports/fhir': [
    {
      probe: async () => ({
        method: 'POST',
        url: '/api/imports/fhir',
        payload: JSON.stringify(containedReport()),
        headers: { 'content-type': 'application/fhir+json' },
      }),
      expected: members(201),
    },
  ],
  'POST /api/imports/apple-health': [
    {
      probe: async () => ({
        method: 'POST',
        url: '/api/imports/apple-health',
        ...multipartFile(appleHealthZip({ start: '2026-01-01', days: 1 }), 'export.zip'),
      }),
      expected: members(202),
    },
  ],
  'POST /api/imports/fit': [
    {
      probe: async () => ({
        method: 'POST',
        url: '/api/imports/fit',
        ...multipartFile(fitActivity(RUN), 'run.fit'),
      }),
      expected: members(202),
    },
  ],
  'GET /api/imports': [{ probe: get('/api/imports'), expected: members(200) }],
  'GET /api/imports/:id': [
    {
      label: "another member's (or no such import)",
      probe: get(`/api/imports/${NIL_UUID}`),
      expected: { visitor: 401, member: 404, premium: 404, doctor: 404, clinician: 404, admin: 404 },
    },
  ],
  'DELETE /api/account': [
    {
      probe: async (c) => ({
        method: 'DELETE',
        url: '/api/account',
        payload: { password: c.account.password },
      }),
      expected: members(200),
    },
  ],
  'GET /api/billing/config': [{ probe: get('/api/billing/config'), expected: everyone(200) }],
  'GET /api/billing/status': [{ probe: get('/api/billing/status'), expected: members(200) }],
  // Only a paid premium period can be cancelled: without one, 409; after a (sandbox) purchase, 200.
  'POST /api/billing/cancel': [
    {
      label: 'nothing to cancel',
      probe: post('/api/billing/cancel'),
      expected: { visitor: 401, member: 409, premium: 409, doctor: 409, clinician: 409, admin: 409 },
    },
    {
      label: 'after buying premium',
      probe: async (c) => (await c.paidPremium(), { method: 'POST', url: '/api/billing/cancel' }),
      expected: members(200),
    },
  ],
  'POST /api/billing/sandbox/approve': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: '/api/billing/sandbox/approve',
        payload: { provider: 'paypal', orderId: await c.approvedPaypalOrder() },
      }),
      expected: members(200),
    },
  ],
  'POST /api/billing/sandbox/decline': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: '/api/billing/sandbox/decline',
        payload: { provider: 'paypal', orderId: await c.approvedPaypalOrder() },
      }),
      expected: members(200),
    },
  ],
  'GET /api/razorpay/config': [{ probe: get('/api/razorpay/config'), expected: members(200) }],
  'POST /api/razorpay/create-order': [
    {
      label: 'premium',
      probe: post('/api/razorpay/create-order', { planType: 'premium' }),
      expected: members(200),
    },
    {
      label: 'doctor_verified',
      probe: post('/api/razorpay/create-order', { planType: 'doctor_verified' }),
      expected: { visitor: 401, member: 200, premium: 200, doctor: 409, clinician: 200, admin: 200 },
    },
  ],
  'POST /api/razorpay/verify-payment': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: '/api/razorpay/verify-payment',
        payload: await c.approvedRazorpayOrder(),
      }),
      expected: members(200),
    },
  ],
  'GET /api/paypal/setup': [{ probe: get('/api/paypal/setup'), expected: members(200) }],
  'POST /api/paypal/order': [
    {
      probe: post('/api/paypal/order', { amount: '29.00', currency: 'USD', intent: 'capture' }),
      expected: members(200),
    },
  ],
  'POST /api/paypal/order/:id/capture': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/paypal/order/${await c.approvedPaypalOrder()}/capture`,
      }),
      expected: members(200),
    },
  ],
  'POST /api/stripe/create-subscription': [
    { probe: post('/api/stripe/create-subscription'), expected: members(200) },
  ],
  'POST /api/stripe/create-payment': [
    {
      probe: post('/api/stripe/create-payment', { amount: 99, description: 'Doctor Verified' }),
      expected: { visitor: 401, member: 200, premium: 200, doctor: 409, clinician: 200, admin: 200 },
    },
  ],
  // Webhooks are public but only signed deliveries are accepted.
  'POST /api/razorpay/webhook': [
    { probe: post('/api/razorpay/webhook', { event: 'payment.captured' }), expected: everyone(400) },
  ],
  'POST /api/paypal/webhook': [
    {
      probe: post('/api/paypal/webhook', { event_type: 'PAYMENT.CAPTURE.COMPLETED' }),
      expected: everyone(400),
    },
  ],
  'POST /api/stripe/webhook': [
    { probe: post('/api/stripe/webhook', { type: 'invoice.paid' }), expected: everyone(400) },
  ],
  'GET /api/admin/users': [{ probe: get('/api/admin/users?q=a&page=1'), expected: adminsOnly() }],
  'GET /api/admin/users/:id': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/admin/users/${(await c.otherMember()).user.id}` }),
      expected: adminsOnly(),
    },
  ],
  'POST /api/admin/users/:id/disable': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/admin/users/${(await c.otherMember()).user.id}/disable`,
      }),
      expected: adminsOnly(),
    },
  ],
  'POST /api/admin/users/:id/enable': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/admin/users/${(await c.otherMember()).user.id}/enable`,
      }),
      expected: adminsOnly(),
    },
  ],
  // The admin reaches the service: an unknown payment is 404, a member without Premium has nothing to revoke.
  'POST /api/admin/users/:id/payments/:paymentId/refund': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/admin/users/${(await c.otherMember()).user.id}/payments/00000000-0000-4000-8000-000000000000/refund`,
      }),
      expected: adminsOnly(404),
    },
  ],
  'POST /api/admin/users/:id/revoke': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/admin/users/${(await c.otherMember()).user.id}/revoke`,
        payload: { entitlement: 'premium' },
      }),
      expected: adminsOnly(409),
    },
  ],
  'GET /api/admin/reports': [{ probe: get('/api/admin/reports'), expected: adminsOnly() }],
  'GET /api/admin/stats': [{ probe: get('/api/admin/stats'), expected: adminsOnly() }],
  'GET /api/admin/activity': [{ probe: get('/api/admin/activity'), expected: adminsOnly() }],
  'GET /api/admin/system': [{ probe: get('/api/admin/system'), expected: adminsOnly() }],
  'POST /api/support/tickets': [
    {
      probe: async () => ({
        method: 'POST',
        url: '/api/support/tickets',
        ...multipartForm({ subject: 'Matrix probe', message: 'Does this route answer everyone?' }),
      }),
      expected: members(201),
    },
  ],
  'GET /api/support/tickets': [{ probe: get('/api/support/tickets'), expected: members(200) }],
  'GET /api/support/tickets/:id': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/support/tickets/${(await c.ownTicket()).ticket}` }),
      expected: members(200),
    },
  ],
  'POST /api/support/tickets/:id/messages': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/support/tickets/${(await c.ownTicket()).ticket}/messages`,
        payload: { message: 'A follow-up from the owner.' },
      }),
      expected: members(200),
    },
  ],
  'GET /api/support/tickets/:id/messages/:messageId/attachment': [
    {
      probe: async (c) => {
        const { ticket, message } = await c.ownTicket();
        return { method: 'GET', url: `/api/support/tickets/${ticket}/messages/${message}/attachment` };
      },
      expected: members(200),
    },
  ],
  'GET /api/admin/support/tickets': [{ probe: get('/api/admin/support/tickets'), expected: adminsOnly() }],
  'GET /api/admin/support/tickets/:id': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/admin/support/tickets/${await c.othersTicket()}` }),
      expected: adminsOnly(),
    },
  ],
  'GET /api/admin/support/tickets/:id/messages/:messageId/attachment': [
    {
      probe: async (c) => {
        const { ticket, message } = await c.ownTicket();
        return { method: 'GET', url: `/api/admin/support/tickets/${ticket}/messages/${message}/attachment` };
      },
      expected: adminsOnly(),
    },
  ],
  'POST /api/admin/support/tickets/:id/replies': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/admin/support/tickets/${await c.othersTicket()}/replies`,
        payload: { message: 'An answer from support.' },
      }),
      expected: adminsOnly(),
    },
  ],
  'POST /api/admin/support/tickets/:id/close': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/admin/support/tickets/${await c.othersTicket()}/close`,
      }),
      expected: adminsOnly(),
    },
  ],
  'POST /api/admin/support/tickets/:id/reopen': [
    {
      probe: async (c) => {
        const id = await c.othersTicket();
        const admin = await c.admin();
        await injectAs(c.app, admin.token, { method: 'POST', url: `/api/admin/support/tickets/${id}/close` });
        return { method: 'POST', url: `/api/admin/support/tickets/${id}/reopen` };
      },
      expected: adminsOnly(),
    },
  ],
  'GET /api/clinician/reviews': [
    { probe: get('/api/clinician/reviews?status=pending'), expected: cliniciansOnly() },
  ],
  'GET /api/clinician/reviews/:planId': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/clinician/reviews/${await c.assignedReview()}` }),
      expected: cliniciansOnly(),
    },
    {
      label: "another clinician's member",
      probe: async (c) => ({ method: 'GET', url: `/api/clinician/reviews/${await c.othersReview()}` }),
      expected: cliniciansOnly(404),
    },
  ],
  // The crop of a value in the reviewed member's report: assigned clinicians only (a value that is not the
  // member's is not found; clinician-flow.test.ts fetches a real one).
  'GET /api/clinician/reviews/:planId/crops/:reportId/:biomarkerId': [
    {
      probe: async (c) => ({
        method: 'GET',
        url: `/api/clinician/reviews/${await c.assignedReview()}/crops/${NIL_UUID}/${NIL_UUID}`,
      }),
      expected: cliniciansOnly(404),
    },
    {
      label: "another clinician's member",
      probe: async (c) => ({
        method: 'GET',
        url: `/api/clinician/reviews/${await c.othersReview()}/crops/${NIL_UUID}/${NIL_UUID}`,
      }),
      expected: cliniciansOnly(404),
    },
  ],
  'POST /api/clinician/reviews/:planId/approve': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/clinician/reviews/${await c.assignedReview()}/approve`,
        payload: { note: 'Fine.' },
      }),
      expected: cliniciansOnly(),
    },
    {
      label: "another clinician's member",
      probe: async (c) => ({
        method: 'POST',
        url: `/api/clinician/reviews/${await c.othersReview()}/approve`,
        payload: {},
      }),
      expected: cliniciansOnly(404),
    },
  ],
  'POST /api/clinician/reviews/:planId/request-changes': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/clinician/reviews/${await c.othersReview()}/request-changes`,
        payload: { note: 'Lower intensity.', overrides: { maxRpe: 6 } },
      }),
      expected: cliniciansOnly(404),
    },
  ],
  'POST /api/clinician/reviews/:planId/decline': [
    {
      probe: async (c) => ({
        method: 'POST',
        url: `/api/clinician/reviews/${await c.assignedReview()}/decline`,
        payload: { reason: 'Needs an in-person assessment first.' },
      }),
      expected: cliniciansOnly(),
    },
  ],
  'GET /api/admin/clinicians': [{ probe: get('/api/admin/clinicians'), expected: adminsOnly() }],
  'POST /api/admin/clinicians': [
    {
      probe: async (c) =>
        post('/api/admin/clinicians', {
          userId: (await c.otherMember()).user.id,
          displayName: 'Dr Matrix',
          registrationNumber: 'NMC-1',
          registrationBody: 'National Medical Commission',
          specialty: 'General practice',
        })(c),
      expected: adminsOnly(201),
    },
  ],
  'DELETE /api/admin/clinicians/:id': [
    {
      probe: async (c) => ({
        method: 'DELETE',
        url: `/api/admin/clinicians/${(await c.otherMember()).user.id}`,
      }),
      expected: adminsOnly(404),
    },
  ],
  'PUT /api/admin/clinician-assignments/:id': [
    {
      probe: async (c) => ({
        method: 'PUT',
        url: `/api/admin/clinician-assignments/${(await c.otherMember()).user.id}`,
        payload: { clinicianId: (await c.otherMember()).user.id },
      }),
      expected: adminsOnly(400),
    },
  ],
  'GET /api/admin/reviews': [{ probe: get('/api/admin/reviews'), expected: adminsOnly() }],
  // The risk assessment is part of Doctor Verified.
  'GET /api/risk-assessment': [
    {
      probe: get('/api/risk-assessment'),
      expected: { visitor: 401, member: 403, premium: 403, doctor: 200, clinician: 403, admin: 403 },
    },
  ],
  'GET /api/plans/:id/review': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/plans/${await c.ownPlan()}/review` }),
      expected: members(200),
    },
  ],
  'GET /api/plans/:id/health-report.pdf': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/plans/${await c.ownPlan()}/health-report.pdf` }),
      expected: members(200),
    },
  ],
  // A free plan has no approval, so no certificate: 409 for its owner.
  'GET /api/plans/:id/certificate.pdf': [
    {
      probe: async (c) => ({ method: 'GET', url: `/api/plans/${await c.ownPlan()}/certificate.pdf` }),
      expected: members(409),
    },
  ],
  'GET /api/certificates/:code': [{ probe: get('/api/certificates/ABCDEFGHJKLM'), expected: everyone(404) }],
  'GET /api/consultations/messages': [{ probe: get('/api/consultations/messages'), expected: members(200) }],
  // Writing needs Doctor Verified and an assigned clinician (assigned when the first Doctor Verified plan is made).
  'POST /api/consultations/messages': [
    {
      probe: post('/api/consultations/messages', { body: 'Hello doctor' }),
      expected: { visitor: 401, member: 403, premium: 403, doctor: 409, clinician: 403, admin: 403 },
    },
  ],
};

/** Progress logging beyond body weight: Premium and Doctor Verified (an admin or clinician without them: 403). */
const premiumMembers = (status: number): Expected => ({
  visitor: 401,
  member: 403,
  premium: status,
  doctor: status,
  clinician: 403,
  admin: 403,
});
const today = () => new Date().toISOString().slice(0, 10);

/** A valid log of the first session with exercises in week 1 of the account's plan. */
async function sessionLogProbe(c: ProbeContext) {
  const id = await c.ownPlan();
  const res = await injectAs(c.app, c.account.token, { method: 'GET', url: `/api/plans/${id}` });
  const plan = res.json<{ plan: PlanDetail }>().plan;
  const week = plan.content.training.weeks[0]!;
  const session = week.sessions.find((s) => s.exercises.length > 0)!;
  return {
    planId: id,
    week: week.week,
    day: session.day,
    date: plan.startsAt.slice(0, 10),
    exercises: [
      { exerciseId: session.exercises[0]!.exerciseId, sets: [{ reps: 8, weightKg: 20, rpe: 7, done: true }] },
    ],
  };
}

/** A planned meal of the account's plan, as a meal-log body. */
async function mealProbe(c: ProbeContext) {
  const id = await c.ownPlan();
  const res = await injectAs(c.app, c.account.token, { method: 'GET', url: `/api/plans/${id}` });
  const day = res.json<{ plan: PlanDetail }>().plan.content.days[0]!;
  return { id, body: { date: day.date, slot: day.meals[0]!.slot, status: 'eaten' } };
}

/** A food log entry of the account (made with its own token, whatever the role under test): its id. */
async function ownFoodLog(c: ProbeContext): Promise<string> {
  const res = await injectAs(c.app, c.account.token, {
    method: 'POST',
    url: '/api/food-logs',
    payload: { kind: 'quick', date: today(), slot: 'snack', kcal: 100 },
  });
  if (res.statusCode !== 201) throw new Error(`setup food log: ${res.statusCode} ${res.body}`);
  return res.json<{ entry: { id: string } }>().entry.id;
}

/** A barcode only the owner's own food carries (GS1 check digit valid). */
const OWN_GTIN = '8901063092211';

/** A food of the account's own, with OWN_GTIN: its id. */
async function ownAppleHealthImport(c: ProbeContext): Promise<string> {
  const res = await injectAs(c.app, c.account.token, {
    method: 'POST',
    url: '/api/imports/apple-health',
    ...multipartFile(appleHealthZip({ start: '2026-01-01', days: 1 }), 'export.zip'),
  });
  if (res.statusCode !== 202) throw new Error(`setup import: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

const MATRIX_RECIPE = {
  name: 'Matrix dal',
  servings: 2,
  ingredients: [{ foodId: 'ifct:L003', measureId: 'g', amount: 200 }],
};

/** A recipe of the account's own: its id. */
async function ownRecipe(c: ProbeContext): Promise<string> {
  const res = await injectAs(c.app, c.account.token, {
    method: 'POST',
    url: '/api/foods/recipes',
    payload: MATRIX_RECIPE,
  });
  if (res.statusCode !== 201) throw new Error(`setup recipe: ${res.statusCode} ${res.body}`);
  return res.json<{ recipe: { id: string } }>().recipe.id;
}

async function ownCustomFood(c: ProbeContext): Promise<string> {
  const res = await injectAs(c.app, c.account.token, {
    method: 'POST',
    url: '/api/foods',
    payload: {
      name: 'Own biscuits',
      gtin: OWN_GTIN,
      servingGrams: 25,
      kcal: 110,
      proteinG: 2,
      carbsG: 18,
      fatG: 3,
    },
  });
  if (res.statusCode !== 201) throw new Error(`setup own food: ${res.statusCode} ${res.body}`);
  return res.json<{ food: { id: string } }>().food.id;
}

Object.assign(MATRIX, {
  // The food database and the food log: every member, their own logs and foods.
  'GET /api/foods': [{ probe: get('/api/foods?q=paneer'), expected: members(200) }],
  'GET /api/foods/recent': [{ probe: get('/api/foods/recent'), expected: members(200) }],
  'GET /api/foods/barcode/:gtin': [
    { probe: get('/api/foods/barcode/8901063092211'), expected: members(404), label: 'unknown barcode' },
  ],
  'GET /api/foods/:id': [{ probe: get('/api/foods/ifct:L003'), expected: members(200) }],
  'POST /api/foods': [
    {
      probe: post('/api/foods', {
        name: 'Matrix biscuits',
        servingGrams: 25,
        kcal: 110,
        proteinG: 2,
        carbsG: 18,
        fatG: 3,
      }),
      expected: members(201),
    },
  ],
  'GET /api/foods/recipes': [{ probe: get('/api/foods/recipes'), expected: members(200) }],
  'POST /api/foods/recipes': [{ probe: post('/api/foods/recipes', MATRIX_RECIPE), expected: members(201) }],
  'GET /api/foods/recipes/:id': [
    {
      probe: async (c: ProbeContext) => ({ method: 'GET', url: `/api/foods/recipes/${await ownRecipe(c)}` }),
      expected: members(200),
    },
  ],
  'DELETE /api/foods/recipes/:id': [
    {
      probe: async (c: ProbeContext) => ({
        method: 'DELETE',
        url: `/api/foods/recipes/${await ownRecipe(c)}`,
      }),
      expected: members(204),
    },
  ],
  'POST /api/food-logs': [
    {
      probe: post('/api/food-logs', { kind: 'quick', date: today(), slot: 'lunch', kcal: 300 }),
      expected: members(201),
    },
  ],
  'GET /api/food-logs': [{ probe: get(`/api/food-logs?date=${today()}`), expected: members(200) }],
  'DELETE /api/food-logs/:id': [
    {
      probe: async (c: ProbeContext) => ({ method: 'DELETE', url: `/api/food-logs/${await ownFoodLog(c)}` }),
      expected: members(204),
    },
  ],
});

Object.assign(MATRIX, {
  // Every member logs body weight and measurements (their own, by date).
  'POST /api/progress/weights': [
    { probe: post('/api/progress/weights', { date: today(), weightKg: 72.5 }), expected: members(201) },
  ],
  'GET /api/progress/weights': [{ probe: get('/api/progress/weights'), expected: members(200) }],
  'GET /api/progress/export': [
    { probe: get('/api/progress/export?file=weights.csv'), expected: members(200) },
  ],
  'PUT /api/progress/weights/:date': [
    {
      probe: async (c: ProbeContext) => ({
        method: 'PUT',
        url: `/api/progress/weights/${await c.ownWeight()}`,
        payload: { weightKg: 71 },
      }),
      expected: members(200),
    },
  ],
  'DELETE /api/progress/weights/:date': [
    {
      probe: async (c: ProbeContext) => ({
        method: 'DELETE',
        url: `/api/progress/weights/${await c.ownWeight()}`,
      }),
      expected: members(204),
    },
  ],
  'POST /api/progress/measurements': [
    { probe: post('/api/progress/measurements', { date: today(), waistCm: 80 }), expected: members(201) },
  ],
  'GET /api/progress/measurements': [{ probe: get('/api/progress/measurements'), expected: members(200) }],
  'GET /api/progress/activity': [{ probe: get('/api/progress/activity'), expected: members(200) }],
  'DELETE /api/progress/measurements/:date': [
    {
      probe: async (c: ProbeContext) => ({
        method: 'DELETE',
        url: `/api/progress/measurements/${await c.ownMeasurement()}`,
      }),
      expected: members(204),
    },
  ],
  // Sets, meals, the summary and check-ins: Premium and Doctor Verified, decided on the server.
  'GET /api/progress/summary': [{ probe: get('/api/progress/summary'), expected: premiumMembers(200) }],
  'GET /api/progress/outcomes': [{ probe: get('/api/progress/outcomes'), expected: premiumMembers(200) }],
  'POST /api/progress/check-ins': [{ probe: post('/api/progress/check-ins'), expected: premiumMembers(201) }],
  'POST /api/workouts/logs': [
    {
      probe: async (c: ProbeContext) => ({
        method: 'POST',
        url: '/api/workouts/logs',
        payload: await sessionLogProbe(c),
      }),
      expected: premiumMembers(201),
    },
  ],
  'GET /api/workouts/logs': [{ probe: get('/api/workouts/logs'), expected: premiumMembers(200) }],
  'PUT /api/plans/:id/meals': [
    {
      probe: async (c: ProbeContext) => {
        const { id, body } = await mealProbe(c);
        return { method: 'PUT', url: `/api/plans/${id}/meals`, payload: body };
      },
      expected: premiumMembers(200),
    },
  ],
  'GET /api/plans/:id/meals': [
    {
      probe: async (c: ProbeContext) => ({ method: 'GET', url: `/api/plans/${await c.ownPlan()}/meals` }),
      expected: premiumMembers(200),
    },
  ],
  // Adding a progress photo is Premium; one's own photos can always be listed, seen and deleted.
  'POST /api/progress/photos': [
    {
      probe: async () => ({
        method: 'POST',
        url: '/api/progress/photos',
        ...multipartFile(await image('jpeg'), 'me.jpg'),
      }),
      expected: premiumMembers(201),
    },
  ],
  'GET /api/progress/photos': [{ probe: get('/api/progress/photos'), expected: members(200) }],
  'GET /api/progress/photos/:id': [
    {
      probe: async (c: ProbeContext) => ({
        method: 'GET',
        url: `/api/progress/photos/${await c.ownPhoto()}`,
      }),
      expected: members(200),
    },
  ],
  'DELETE /api/progress/photos/:id': [
    {
      probe: async (c: ProbeContext) => ({
        method: 'DELETE',
        url: `/api/progress/photos/${await c.ownPhoto()}`,
      }),
      expected: members(204),
    },
  ],
} satisfies Record<string, Row[]>);

/** Routes that take the id of something a member owns, probed with another member's id: 404, like a missing one. */
const OBJECT_ROUTES: Record<
  string,
  (id: {
    report: string;
    biomarker: string;
    plan: string;
    paypalOrder: string;
    ticket: string;
    message: string;
    weightDate: string;
    measurementDate: string;
    photo: string;
    foodLog: string;
    customFood: string;
    appleHealthImport: string;
    recipe: string;
  }) => InjectOptions
> = {
  'DELETE /api/food-logs/:id': (id) => ({ method: 'DELETE', url: `/api/food-logs/${id.foodLog}` }),
  'GET /api/foods/:id': (id) => ({ method: 'GET', url: `/api/foods/${id.customFood}` }),
  'GET /api/foods/recipes/:id': (id) => ({ method: 'GET', url: `/api/foods/recipes/${id.recipe}` }),
  'DELETE /api/foods/recipes/:id': (id) => ({ method: 'DELETE', url: `/api/foods/recipes/${id.recipe}` }),
  'GET /api/foods/barcode/:gtin': () => ({ method: 'GET', url: `/api/foods/barcode/${OWN_GTIN}` }),
  'GET /api/progress/photos/:id': (id) => ({ method: 'GET', url: `/api/progress/photos/${id.photo}` }),
  'GET /api/imports/:id': (id) => ({ method: 'GET', url: `/api/imports/${id.appleHealthImport}` }),
  'DELETE /api/progress/photos/:id': (id) => ({ method: 'DELETE', url: `/api/progress/photos/${id.photo}` }),
  'PUT /api/progress/weights/:date': (id) => ({
    method: 'PUT',
    url: `/api/progress/weights/${id.weightDate}`,
    payload: { weightKg: 70 },
  }),
  'DELETE /api/progress/weights/:date': (id) => ({
    method: 'DELETE',
    url: `/api/progress/weights/${id.weightDate}`,
  }),
  'DELETE /api/progress/measurements/:date': (id) => ({
    method: 'DELETE',
    url: `/api/progress/measurements/${id.measurementDate}`,
  }),
  'PUT /api/plans/:id/meals': (id) => ({
    method: 'PUT',
    url: `/api/plans/${id.plan}/meals`,
    payload: { date: today(), slot: 'breakfast', status: 'eaten' },
  }),
  'GET /api/plans/:id/meals': (id) => ({ method: 'GET', url: `/api/plans/${id.plan}/meals` }),
  'PATCH /api/blood-test/reports/:id/biomarkers/:biomarkerId': (id) => ({
    method: 'PATCH',
    url: `/api/blood-test/reports/${id.report}/biomarkers/${id.biomarker}`,
    payload: { value: 12 },
  }),
  'GET /api/blood-test/reports/:id': (id) => ({ method: 'GET', url: `/api/blood-test/reports/${id.report}` }),
  'GET /api/blood-test/reports/:id/file': (id) => ({
    method: 'GET',
    url: `/api/blood-test/reports/${id.report}/file`,
  }),
  'POST /api/blood-test/reports/:id/biomarkers': (id) => ({
    method: 'POST',
    url: `/api/blood-test/reports/${id.report}/biomarkers`,
    payload: { code: 'AMH', value: 2.1, unit: 'ng/mL' },
  }),
  'POST /api/blood-test/reports/:id/biomarkers/:biomarkerId/confirm': (id) => ({
    method: 'POST',
    url: `/api/blood-test/reports/${id.report}/biomarkers/${id.biomarker}/confirm`,
  }),
  'GET /api/blood-test/reports/:id/biomarkers/:biomarkerId/crop': (id) => ({
    method: 'GET',
    url: `/api/blood-test/reports/${id.report}/biomarkers/${id.biomarker}/crop`,
  }),
  'POST /api/blood-test/reports/:id/retry': (id) => ({
    method: 'POST',
    url: `/api/blood-test/reports/${id.report}/retry`,
  }),
  'POST /api/blood-test/reports/:id/identity': (id) => ({
    method: 'POST',
    url: `/api/blood-test/reports/${id.report}/identity`,
    payload: { answer: 'not_mine' },
  }),
  'DELETE /api/blood-test/reports/:id': (id) => ({
    method: 'DELETE',
    url: `/api/blood-test/reports/${id.report}`,
  }),
  'GET /api/plans/:id': (id) => ({ method: 'GET', url: `/api/plans/${id.plan}` }),
  'GET /api/plans/:id/calendar.ics': (id) => ({ method: 'GET', url: `/api/plans/${id.plan}/calendar.ics` }),
  'GET /api/plans/:id/swaps/options': (id) => ({
    method: 'GET',
    url: `/api/plans/${id.plan}/swaps/options?day=1&meal=0`,
  }),
  'POST /api/plans/:id/swaps': (id) => ({
    method: 'POST',
    url: `/api/plans/${id.plan}/swaps`,
    payload: { day: 1, meal: 0, recipeId: 'poha' },
  }),
  'GET /api/plans/:id/versions': (id) => ({ method: 'GET', url: `/api/plans/${id.plan}/versions` }),
  'GET /api/plans/:id/versions/:version': (id) => ({
    method: 'GET',
    url: `/api/plans/${id.plan}/versions/1`,
  }),
  'GET /api/support/tickets/:id': (id) => ({ method: 'GET', url: `/api/support/tickets/${id.ticket}` }),
  'POST /api/support/tickets/:id/messages': (id) => ({
    method: 'POST',
    url: `/api/support/tickets/${id.ticket}/messages`,
    payload: { message: 'Not my ticket, but I try.' },
  }),
  'GET /api/support/tickets/:id/messages/:messageId/attachment': (id) => ({
    method: 'GET',
    url: `/api/support/tickets/${id.ticket}/messages/${id.message}/attachment`,
  }),
  'POST /api/paypal/order/:id/capture': (id) => ({
    method: 'POST',
    url: `/api/paypal/order/${id.paypalOrder}/capture`,
  }),
  'GET /api/plans/:id/review': (id) => ({ method: 'GET', url: `/api/plans/${id.plan}/review` }),
  'GET /api/plans/:id/health-report.pdf': (id) => ({
    method: 'GET',
    url: `/api/plans/${id.plan}/health-report.pdf`,
  }),
  'GET /api/plans/:id/certificate.pdf': (id) => ({
    method: 'GET',
    url: `/api/plans/${id.plan}/certificate.pdf`,
  }),
};

describe.each(oneTestDatabaseKind())('authorization matrix on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function accountFor(role: Role): Promise<Member> {
    const m = await createMember(t.app);
    if (role === 'premium') await grantEntitlement(t.database, m.user.id, 'premium');
    if (role === 'doctor') await grantEntitlement(t.database, m.user.id, 'doctor_verified');
    if (role === 'admin')
      await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, m.user.id));
    if (role === 'clinician') await makeClinician(m.user.id);
    return m;
  }

  async function makeClinician(userId: string) {
    await t.database.db.insert(clinicians).values({
      userId,
      displayName: 'Dr Matrix',
      registrationNumber: 'NMC-0',
      registrationBody: 'National Medical Commission',
      specialty: 'General practice',
    });
  }

  /** A Doctor Verified member's pending plan, assigned (by an admin) to `clinicianId`. */
  async function reviewAssignedTo(clinicianId: string): Promise<string> {
    const owner = await accountFor('doctor');
    const gen = await injectAs(t.app, owner.token, {
      method: 'POST',
      url: '/api/plans/generate',
      payload: { planType: 'doctor_verified' },
    });
    if (gen.statusCode !== 201) throw new Error(`setup plan: ${gen.statusCode} ${gen.body}`);
    const admin = await accountFor('admin');
    const res = await injectAs(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/clinician-assignments/${owner.user.id}`,
      payload: { clinicianId },
    });
    if (res.statusCode !== 204) throw new Error(`setup assignment: ${res.statusCode} ${res.body}`);
    return gen.json<{ plan: { id: string } }>().plan.id;
  }

  function context(account: Member): ProbeContext {
    const as = (options: InjectOptions) => injectAs(t.app, account.token, options);
    const must = async (options: InjectOptions, status: number) => {
      const res = await as(options);
      if (res.statusCode !== status)
        throw new Error(`setup ${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    return {
      app: t.app,
      account,
      ownReport: async () => {
        const { report } = await must(
          { method: 'POST', url: '/api/blood-test/upload', ...multipartFile(reportPdf('own'), 'own.pdf') },
          201,
        );
        // Read in the background: run the extraction job (the test app does not poll the queue).
        await t.app.ctx.jobs.drain();
        return report.id as string;
      },
      async ownResult() {
        const report = await this.ownReport();
        const { biomarkers } = await must({ method: 'GET', url: `/api/blood-test/reports/${report}` }, 200);
        return { report, biomarker: biomarkers[0].id as string };
      },
      ownPlan: async () =>
        (await must({ method: 'POST', url: '/api/plans/generate', payload: { planType: 'free' } }, 201)).plan
          .id,
      approvedPaypalOrder: async () => {
        const { id } = await must(
          {
            method: 'POST',
            url: '/api/paypal/order',
            payload: { amount: '29.00', currency: 'USD', intent: 'capture' },
          },
          200,
        );
        await must(
          {
            method: 'POST',
            url: '/api/billing/sandbox/approve',
            payload: { provider: 'paypal', orderId: id },
          },
          200,
        );
        return id as string;
      },
      approvedRazorpayOrder: async () => {
        const { orderId } = await must(
          { method: 'POST', url: '/api/razorpay/create-order', payload: { planType: 'premium' } },
          200,
        );
        const approval = await must(
          { method: 'POST', url: '/api/billing/sandbox/approve', payload: { provider: 'razorpay', orderId } },
          200,
        );
        return { ...approval.razorpay, planType: 'premium' };
      },
      otherMember: () => createMember(t.app),
      ownTicket: async () => {
        const { ticket } = await must(
          {
            method: 'POST',
            url: '/api/support/tickets',
            ...multipartForm(
              { subject: 'Own ticket', message: 'A request with a screenshot.' },
              { field: 'attachment', bytes: await image('png'), filename: 'shot.png' },
            ),
          },
          201,
        );
        return { ticket: ticket.id as string, message: ticket.messages[0].id as string };
      },
      othersTicket: async () => {
        const other = await createMember(t.app);
        const res = await injectAs(t.app, other.token, {
          method: 'POST',
          url: '/api/support/tickets',
          ...multipartForm({ subject: 'Other ticket', message: 'A request of another member.' }),
        });
        if (res.statusCode !== 201) throw new Error(`setup ticket: ${res.statusCode} ${res.body}`);
        return res.json<{ ticket: { id: string } }>().ticket.id;
      },
      admin: () => accountFor('admin'),
      assignedReview: async () => {
        const isClinician = (
          await t.database.db.select().from(clinicians).where(eq(clinicians.userId, account.user.id))
        ).length;
        const other = isClinician ? account.user.id : (await accountFor('clinician')).user.id;
        return reviewAssignedTo(other);
      },
      othersReview: async () => reviewAssignedTo((await accountFor('clinician')).user.id),
      ownWeight: async () => {
        const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
        await must({ method: 'POST', url: '/api/progress/weights', payload: { date, weightKg: 70 } }, 201);
        return date;
      },
      ownMeasurement: async () => {
        const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
        await must({ method: 'POST', url: '/api/progress/measurements', payload: { date, hipCm: 99 } }, 201);
        return date;
      },
      ownPhoto: async () => {
        // Stored through the service as a Premium member of the account would (the account keeps its own tier).
        const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
        const premium = {
          ...row!,
          subscriptionStatus: 'active',
          premiumExpiresAt: new Date(Date.now() + 86_400_000),
        };
        const photo = await t.app.ctx.services.progressPhotos.upload(
          { user: premium, sessionId: 'matrix-setup' },
          { bytes: await image('jpeg'), date: undefined },
        );
        return photo.id;
      },
      async paidPremium() {
        const approval = await this.approvedRazorpayOrder();
        await must({ method: 'POST', url: '/api/razorpay/verify-payment', payload: approval }, 200);
      },
    };
  }

  it('covers every route of the server, and nothing that is not a route', () => {
    const served = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(
      served.filter((r) => !(r in MATRIX)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !served.includes(r)),
      'matrix rows for routes that do not exist',
    ).toEqual([]);
  });

  for (const [route, rows] of Object.entries(MATRIX)) {
    for (const row of rows) {
      it(`${route}${row.label ? ` (${row.label})` : ''}`, async () => {
        const actual: Partial<Record<Role, number>> = {};
        for (const role of ROLES) {
          // Visitors act with a member's resources (ids, credentials) but send no token.
          const account = await accountFor(role === 'visitor' ? 'member' : role);
          const { headers, ...options } = await row.probe(context(account));
          const res = await injectAs(t.app, role === 'visitor' ? null : account.token, {
            ...options,
            headers,
          });
          actual[role] = res.statusCode;
          expect(res.statusCode, `${role}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
        expect(actual).toEqual(row.expected);
      });
    }
  }

  it('routes that take an id answer 404 for another member’s id, as for a missing one', async () => {
    const owner = await accountFor('member');
    const ctx = context(owner);
    const ids = {
      ...(await ctx.ownResult()),
      plan: await ctx.ownPlan(),
      paypalOrder: await ctx.approvedPaypalOrder(),
      ...(await ctx.ownTicket()),
      weightDate: await ctx.ownWeight(),
      measurementDate: await ctx.ownMeasurement(),
      photo: await ctx.ownPhoto(),
      foodLog: await ownFoodLog(ctx),
      customFood: await ownCustomFood(ctx),
      recipe: await ownRecipe(ctx),
      appleHealthImport: await ownAppleHealthImport(ctx),
    };
    const intruder = await accountFor('premium');
    const served = t.app.apiRoutes
      // The clinician routes answer 403 to a non-clinician before any id is read; the matrix rows above show a
      // clinician gets 404 for another clinician's member.
      .filter((r) => r.url.includes(':') && r.access === 'member' && !r.url.startsWith('/api/clinician/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(served.sort()).toEqual(Object.keys(OBJECT_ROUTES).sort());
    for (const [route, request] of Object.entries(OBJECT_ROUTES)) {
      const res = await injectAs(t.app, intruder.token, request(ids));
      expect(res.statusCode, route).toBe(404);
    }
    // The owner still has everything.
    expect(
      (await injectAs(t.app, owner.token, OBJECT_ROUTES['GET /api/blood-test/reports/:id']!(ids))).statusCode,
    ).toBe(200);
  });
});
