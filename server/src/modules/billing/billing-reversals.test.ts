/**
 * Refunds and chargebacks take back what they paid for (issue: "refunds and chargebacks never revoke"). Every event
 * arrives through the provider's real webhook signature path (local fakes of Razorpay, PayPal and Stripe); an admin
 * refunds through the provider's API or revokes outright from the member's details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePayPal } from '../../../test/fakes/fake-paypal';
import { startFakeProviders, type FakeProviders } from '../../../test/fakes/fake-providers';
import type { FakeRazorpay } from '../../../test/fakes/fake-razorpay';
import type { FakeStripe } from '../../../test/fakes/fake-stripe';
import { asMember, auditActions, paymentRow, postWebhook } from '../../../test/fakes/payment-test-kit';
import {
  createTestApp,
  registerListedAdmin,
  registerMember,
  testDatabaseKinds,
  type TestApp,
} from '../../../test/helpers';

const ADMIN_EMAIL = 'reversals-admin@example.com';
const PREMIUM_INR = 249_900;
type Delivery = { payload: string; headers: Record<string, string> };

describe.each(testDatabaseKinds())('refunds and disputes with live providers (local fakes) on %s', (kind) => {
  let t: TestApp;
  let razorpay: FakeRazorpay;
  let paypal: FakePayPal;
  let stripe: FakeStripe;
  let providers: FakeProviders;
  let admin: ReturnType<typeof asMember>;
  let adminId: string;
  beforeAll(async () => {
    providers = await startFakeProviders();
    ({ razorpay, paypal, stripe } = providers);
    t = await createTestApp(kind, {
      env: {
        ADMIN_EMAILS: ADMIN_EMAIL,
        ...providers.env,
      },
    });
    const a = await registerListedAdmin(t, ADMIN_EMAIL);
    admin = asMember(t.app, a.token);
    adminId = a.user.id;
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  const member = async () => {
    const m = await registerMember(t.app);
    return { ...m, api: asMember(t.app, m.token) };
  };
  const rzpWebhook = (d: Delivery) => postWebhook(t.app, '/api/razorpay/webhook', d);
  const ppWebhook = (d: Delivery) => postWebhook(t.app, '/api/paypal/webhook', d);
  const stWebhook = (d: Delivery) => postWebhook(t.app, '/api/stripe/webhook', d);

  /** Premium bought through Razorpay: the order id and Razorpay's payment id. */
  async function razorpayPremium(m: Awaited<ReturnType<typeof member>>) {
    const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
    const checkout = razorpay.checkoutSuccess(order.body.orderId);
    expect((await m.api.post('/api/razorpay/verify-payment', checkout)).status).toBe(200);
    expect((await m.api.me()).subscriptionStatus).toBe('active');
    return { orderId: order.body.orderId as string, paymentId: checkout.razorpay_payment_id };
  }

  async function stripeDoctor(m: Awaited<ReturnType<typeof member>>) {
    const res = await m.api.post('/api/stripe/create-payment', { amount: 99 });
    const piId = (res.body.clientSecret as string).split('_secret_')[0]!;
    await stWebhook(
      stripe.webhook('payment_intent.succeeded', {
        id: piId,
        object: 'payment_intent',
        amount: 9900,
        amount_received: 9900,
        currency: 'usd',
      }),
    );
    expect((await m.api.me()).doctorVerified).toBe(true);
    return piId;
  }

  describe('Razorpay', () => {
    it('a full refund.processed ends Premium once; the replay and a later duplicate change nothing', async () => {
      const m = await member();
      const { orderId, paymentId } = await razorpayPremium(m);
      const delivery = razorpay.reversalWebhook('refund.processed', {
        orderId,
        paymentId,
        amount: PREMIUM_INR,
        amountRefunded: PREMIUM_INR,
      });
      expect((await rzpWebhook(delivery)).statusCode).toBe(200);
      const me = await m.api.me();
      expect(me.subscriptionStatus).toBe('canceled');
      expect(new Date(me.premiumExpiresAt!).getTime()).toBeLessThanOrEqual(Date.now());
      expect(await paymentRow(t.database, 'razorpay', orderId)).toMatchObject({ status: 'refunded' });

      expect((await rzpWebhook(delivery)).statusCode).toBe(200);
      const again = razorpay.reversalWebhook('refund.processed', {
        orderId,
        paymentId,
        amount: PREMIUM_INR,
        amountRefunded: PREMIUM_INR,
      });
      expect((await rzpWebhook(again)).statusCode).toBe(200);
      const actions = await auditActions(t.database, m.user.id);
      expect(actions.filter((a) => a === 'payment.refunded')).toHaveLength(1);
      expect(actions.filter((a) => a === 'entitlement.revoked')).toHaveLength(1);
      // A refunded order is never granted again by a late capture event.
      await rzpWebhook(razorpay.webhook('payment.captured', { orderId, paymentId, amount: PREMIUM_INR }));
      expect((await m.api.me()).subscriptionStatus).toBe('canceled');
    });

    it('a partial refund flags the payment for review and keeps access; a lost dispute then ends it', async () => {
      const m = await member();
      const { orderId, paymentId } = await razorpayPremium(m);
      const input = { orderId, paymentId, amount: PREMIUM_INR };
      await rzpWebhook(
        razorpay.reversalWebhook('refund.processed', {
          ...input,
          refundAmount: 50_000,
          amountRefunded: 50_000,
        }),
      );
      const flagged = await paymentRow(t.database, 'razorpay', orderId);
      expect(flagged).toMatchObject({ status: 'partially_refunded' });
      expect(flagged!.raw).toMatchObject({
        refundedMinor: 50_000,
        review: { reason: expect.stringMatching(/partial/) },
      });
      expect((await m.api.me()).subscriptionStatus).toBe('active');

      await rzpWebhook(razorpay.reversalWebhook('payment.dispute.created', input));
      expect(await paymentRow(t.database, 'razorpay', orderId)).toMatchObject({ status: 'disputed' });
      expect((await m.api.me()).subscriptionStatus).toBe('active');
      await rzpWebhook(razorpay.reversalWebhook('payment.dispute.lost', { ...input, disputeStatus: 'lost' }));
      expect(await paymentRow(t.database, 'razorpay', orderId)).toMatchObject({ status: 'charged_back' });
      expect((await m.api.me()).subscriptionStatus).toBe('canceled');
      expect(await auditActions(t.database, m.user.id)).toEqual(
        expect.arrayContaining(['payment.partially_refunded', 'payment.disputed', 'payment.charged_back']),
      );
    });

    it('a won dispute clears the review flag; a forged refund webhook is refused and changes nothing', async () => {
      const m = await member();
      const { orderId, paymentId } = await razorpayPremium(m);
      const input = { orderId, paymentId, amount: PREMIUM_INR };
      await rzpWebhook(razorpay.reversalWebhook('payment.dispute.created', input));
      await rzpWebhook(razorpay.reversalWebhook('payment.dispute.won', { ...input, disputeStatus: 'won' }));
      expect(await paymentRow(t.database, 'razorpay', orderId)).toMatchObject({ status: 'succeeded' });
      expect((await m.api.me()).subscriptionStatus).toBe('active');

      const forged = razorpay.reversalWebhook('refund.processed', { ...input, amountRefunded: PREMIUM_INR });
      forged.headers['x-razorpay-signature'] = 'f'.repeat(64);
      expect((await rzpWebhook(forged)).statusCode).toBe(400);
      expect((await m.api.me()).subscriptionStatus).toBe('active');
    });
  });

  describe('PayPal', () => {
    async function paypalPremium(m: Awaited<ReturnType<typeof member>>) {
      const order = await m.api.post('/api/paypal/order', {
        amount: '29.00',
        currency: 'USD',
        planType: 'premium',
      });
      paypal.approve(order.body.id);
      expect((await m.api.post(`/api/paypal/order/${order.body.id}/capture`)).status).toBe(200);
      const row = await paymentRow(t.database, 'paypal', order.body.id);
      return {
        orderId: order.body.id as string,
        captureId: (row!.raw as { providerPaymentId: string }).providerPaymentId,
      };
    }
    const refundEvent = (type: string, captureId: string, value: string, total?: string) => ({
      id: `WH-${Math.random().toString(36).slice(2)}`,
      event_type: type,
      resource_type: 'refund',
      resource: {
        id: `REF${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value },
        ...(total
          ? { seller_payable_breakdown: { total_refunded_amount: { currency_code: 'USD', value: total } } }
          : {}),
        links: [
          { href: `https://api.paypal.com/v2/payments/refunds/X`, rel: 'self', method: 'GET' },
          { href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
        ],
      },
    });

    it('PAYMENT.CAPTURE.REFUNDED (found by the capture id) ends Premium; a partial one only flags', async () => {
      const m = await member();
      const { orderId, captureId } = await paypalPremium(m);
      await ppWebhook(paypal.webhook(refundEvent('PAYMENT.CAPTURE.REFUNDED', captureId, '10.00', '10.00')));
      expect(await paymentRow(t.database, 'paypal', orderId)).toMatchObject({ status: 'partially_refunded' });
      expect((await m.api.me()).subscriptionStatus).toBe('active');
      await ppWebhook(paypal.webhook(refundEvent('PAYMENT.CAPTURE.REFUNDED', captureId, '19.00', '29.00')));
      expect(await paymentRow(t.database, 'paypal', orderId)).toMatchObject({ status: 'refunded' });
      expect((await m.api.me()).subscriptionStatus).toBe('canceled');
    });

    it('PAYMENT.CAPTURE.REVERSED (a chargeback) ends Premium; a forged delivery does not', async () => {
      const m = await member();
      const { orderId, captureId } = await paypalPremium(m);
      const reversal = refundEvent('PAYMENT.CAPTURE.REVERSED', captureId, '29.00');
      expect((await ppWebhook(paypal.webhook(reversal, { forge: true }))).statusCode).toBe(400);
      expect((await m.api.me()).subscriptionStatus).toBe('active');
      expect((await ppWebhook(paypal.webhook(reversal))).statusCode).toBe(200);
      expect(await paymentRow(t.database, 'paypal', orderId)).toMatchObject({ status: 'charged_back' });
      expect((await m.api.me()).subscriptionStatus).toBe('canceled');
    });
  });

  describe('Stripe', () => {
    it('charge.refunded for the whole amount withdraws Doctor Verified', async () => {
      const m = await member();
      const piId = await stripeDoctor(m);
      const charge = { id: 'ch_full', object: 'charge', payment_intent: piId, amount: 9900, currency: 'usd' };
      await stWebhook(
        stripe.webhook('charge.refunded', { ...charge, amount_refunded: 9900, refunded: true }),
      );
      expect(await m.api.me()).toMatchObject({ doctorVerified: false, doctorVerifiedAt: null });
      expect(await paymentRow(t.database, 'stripe', piId)).toMatchObject({ status: 'refunded' });
    });

    it('charge.dispute.created flags, charge.dispute.closed (lost) withdraws', async () => {
      const m = await member();
      const piId = await stripeDoctor(m);
      const dispute = { id: 'dp_1', object: 'dispute', payment_intent: piId, amount: 9900, currency: 'usd' };
      await stWebhook(stripe.webhook('charge.dispute.created', { ...dispute, status: 'needs_response' }));
      expect(await paymentRow(t.database, 'stripe', piId)).toMatchObject({ status: 'disputed' });
      expect((await m.api.me()).doctorVerified).toBe(true);
      await stWebhook(stripe.webhook('charge.dispute.closed', { ...dispute, status: 'lost' }));
      expect(await paymentRow(t.database, 'stripe', piId)).toMatchObject({ status: 'charged_back' });
      expect((await m.api.me()).doctorVerified).toBe(false);
    });
  });

  describe("admin actions from the member's details", () => {
    it('refunds a Razorpay payment through Razorpay; the provider’s later webhook changes nothing', async () => {
      const m = await member();
      const { orderId, paymentId } = await razorpayPremium(m);
      const row = await paymentRow(t.database, 'razorpay', orderId);
      const url = `/api/admin/users/${m.user.id}/payments/${row!.id}/refund`;
      expect((await m.api.post(url)).status).toBe(403);
      const res = await admin.post(url);
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/refunded/);
      expect([...razorpay.refunds.values()]).toContainEqual(
        expect.objectContaining({ payment_id: paymentId, amount: PREMIUM_INR }),
      );
      expect((await m.api.me()).subscriptionStatus).toBe('canceled');
      await rzpWebhook(
        razorpay.reversalWebhook('refund.processed', {
          orderId,
          paymentId,
          amount: PREMIUM_INR,
          amountRefunded: PREMIUM_INR,
        }),
      );
      const actions = await auditActions(t.database, m.user.id);
      expect(actions.filter((a) => a === 'entitlement.revoked')).toHaveLength(1);
      expect(await auditActions(t.database, adminId)).toContain('admin.payment.refunded');
      expect((await admin.post(url)).status).toBe(409);
    });

    it('refunds a Stripe PaymentIntent and a PayPal capture through their APIs', async () => {
      const m = await member();
      const piId = await stripeDoctor(m);
      const stripeRow = await paymentRow(t.database, 'stripe', piId);
      expect(
        (await admin.post(`/api/admin/users/${m.user.id}/payments/${stripeRow!.id}/refund`)).status,
      ).toBe(200);
      expect([...stripe.refunds.values()]).toContainEqual(
        expect.objectContaining({ payment_intent: piId, amount: 9900 }),
      );
      expect((await m.api.me()).doctorVerified).toBe(false);

      const order = await m.api.post('/api/paypal/order', {
        amount: '29.00',
        currency: 'USD',
        planType: 'premium',
      });
      paypal.approve(order.body.id);
      await m.api.post(`/api/paypal/order/${order.body.id}/capture`);
      const ppRow = await paymentRow(t.database, 'paypal', order.body.id);
      expect((await admin.post(`/api/admin/users/${m.user.id}/payments/${ppRow!.id}/refund`)).status).toBe(
        200,
      );
      const captureId = (ppRow!.raw as { providerPaymentId: string }).providerPaymentId;
      expect([...paypal.refunds.values()]).toContainEqual({
        captureId,
        amount: { currency_code: 'USD', value: '29.00' },
      });
      expect((await m.api.me()).subscriptionStatus).toBe('canceled');
    });

    it('revokes an entitlement outright, audited; nothing to revoke is a 409, a bad body names the field', async () => {
      const m = await member();
      await razorpayPremium(m);
      const url = `/api/admin/users/${m.user.id}/revoke`;
      const bad = await admin.post(url, { entitlement: 'gold' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/entitlement/);
      expect((await admin.post(url, { entitlement: 'premium' })).status).toBe(200);
      expect((await m.api.me()).subscriptionStatus).toBe('canceled');
      expect((await admin.post(url, { entitlement: 'doctor_verified' })).status).toBe(409);
      expect(await auditActions(t.database, m.user.id)).toContain('admin.entitlement.revoked');
      expect(await auditActions(t.database, adminId)).toContain('admin.entitlement.revoked');
      expect(
        (await admin.post('/api/admin/users/not-a-uuid/revoke', { entitlement: 'premium' })).status,
      ).toBe(400);
    });
  });
});

describe.each(testDatabaseKinds())('admin refund of a sandbox payment on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  });
  afterAll(() => t.close());

  it('goes through the sandbox (no provider call) and ends the entitlement', async () => {
    const m = await registerMember(t.app);
    const api = asMember(t.app, m.token);
    const order = await api.post('/api/razorpay/create-order', { planType: 'doctor_verified' });
    const approval = await api.post('/api/billing/sandbox/approve', {
      provider: 'razorpay',
      orderId: order.body.orderId,
    });
    await api.post('/api/razorpay/verify-payment', approval.body.razorpay);
    expect((await api.me()).doctorVerified).toBe(true);
    const row = await paymentRow(t.database, 'razorpay', order.body.orderId);
    const admin = asMember(t.app, (await registerListedAdmin(t, ADMIN_EMAIL)).token);
    const res = await admin.post(`/api/admin/users/${m.user.id}/payments/${row!.id}/refund`);
    expect(res.status).toBe(200);
    expect((await api.me()).doctorVerified).toBe(false);
    expect(await paymentRow(t.database, 'razorpay', order.body.orderId)).toMatchObject({
      status: 'refunded',
    });
  });
});
