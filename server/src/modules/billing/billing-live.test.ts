/**
 * The billing API with real provider keys, talking to local servers that follow each provider's documented API.
 * Callbacks, captures and webhooks in every order and replay: only a verified payment for the priced amount grants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePayPal } from '../../../test/fakes/fake-paypal';
import { startFakeProviders, type FakeProviders } from '../../../test/fakes/fake-providers';
import type { FakeRazorpay } from '../../../test/fakes/fake-razorpay';
import type { FakeStripe } from '../../../test/fakes/fake-stripe';
import { asMember, auditActions, paymentRow, postWebhook } from '../../../test/fakes/payment-test-kit';
import { createTestApp, registerMember, testDatabaseKinds, type TestApp } from '../../../test/helpers';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('billing API with live providers (local fakes) on %s', (kind) => {
  let t: TestApp;
  let razorpay: FakeRazorpay;
  let paypal: FakePayPal;
  let stripe: FakeStripe;
  let providers: FakeProviders;
  beforeAll(async () => {
    providers = await startFakeProviders();
    ({ razorpay, paypal, stripe } = providers);
    t = await createTestApp(kind, {
      env: {
        PAYMENTS_SANDBOX: 'off',
        ...providers.env,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });
  const member = async () => {
    const m = await registerMember(t.app);
    return { ...m, api: asMember(t.app, m.token) };
  };
  const rzpWebhook = (d: { payload: string; headers: Record<string, string> }) =>
    postWebhook(t.app, '/api/razorpay/webhook', d);
  const ppWebhook = (d: { payload: string; headers: Record<string, string> }) =>
    postWebhook(t.app, '/api/paypal/webhook', d);
  const stWebhook = (d: { payload: string; headers: Record<string, string> }) =>
    postWebhook(t.app, '/api/stripe/webhook', d);

  it('reports live providers; the sandbox endpoints are closed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/config' })).json()).toEqual({
      razorpay: { mode: 'live', keyId: razorpay.keyId },
      paypal: { mode: 'live', environment: 'sandbox' },
      stripe: { mode: 'live', publishableKey: stripe.publishableKey },
    });
    const m = await member();
    const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
    const approve = await m.api.post('/api/billing/sandbox/approve', {
      provider: 'razorpay',
      orderId: order.body.orderId,
    });
    expect(approve.status).toBe(404);
    expect((await m.api.me()).subscriptionStatus).toBe('none');
  });

  describe('Razorpay', () => {
    it('creates the order at Razorpay for the price-table amount and activates after a verified callback', async () => {
      const m = await member();
      const order = await m.api.post('/api/razorpay/create-order', {
        planType: 'doctor_verified',
        amount: 100,
      });
      expect(order.body).toMatchObject({ amount: 829_900, currency: 'INR' });
      expect(razorpay.orders.get(order.body.orderId)).toMatchObject({ amount: 829_900, currency: 'INR' });
      const res = await m.api.post('/api/razorpay/verify-payment', {
        ...razorpay.checkoutSuccess(order.body.orderId),
        planType: 'doctor_verified',
      });
      expect(res.status).toBe(200);
      expect(await m.api.me()).toMatchObject({ doctorVerified: true });
    });

    it('rejects a callback whose planType differs from the order', async () => {
      const m = await member();
      const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      const res = await m.api.post('/api/razorpay/verify-payment', {
        ...razorpay.checkoutSuccess(order.body.orderId),
        planType: 'doctor_verified',
      });
      expect(res.status).toBe(400);
      expect(await m.api.me()).toMatchObject({ subscriptionStatus: 'none', doctorVerified: false });
    });

    it('webhook before callback: the webhook activates, the later callback is a no-op', async () => {
      const m = await member();
      const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      const checkout = razorpay.checkoutSuccess(order.body.orderId);
      const hook = await rzpWebhook(
        razorpay.webhook('payment.captured', {
          orderId: order.body.orderId,
          paymentId: checkout.razorpay_payment_id,
          amount: 249_900,
        }),
      );
      expect(hook.statusCode).toBe(200);
      expect(hook.json()).toEqual({ received: true });
      const afterHook = await m.api.me();
      expect(afterHook.subscriptionStatus).toBe('active');

      const callback = await m.api.post('/api/razorpay/verify-payment', checkout);
      expect(callback.status).toBe(200);
      expect(callback.body.alreadyProcessed).toBe(true);
      expect(await m.api.me()).toEqual(afterHook);
      expect(
        (await auditActions(t.database, m.user.id)).filter((a) => a === 'subscription.activated'),
      ).toHaveLength(1);
    });

    it('callback and webhooks racing each other grant exactly once', async () => {
      const m = await member();
      const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      const checkout = razorpay.checkoutSuccess(order.body.orderId);
      const input = { orderId: order.body.orderId, paymentId: checkout.razorpay_payment_id, amount: 249_900 };
      const results = await Promise.all([
        m.api.post('/api/razorpay/verify-payment', checkout),
        rzpWebhook(razorpay.webhook('payment.captured', input)),
        rzpWebhook(razorpay.webhook('order.paid', input)),
        m.api.post('/api/razorpay/verify-payment', checkout),
      ]);
      expect(results.map((r) => ('status' in r ? r.status : r.statusCode))).toEqual([200, 200, 200, 200]);
      const actions = await auditActions(t.database, m.user.id);
      expect(actions.filter((a) => a === 'subscription.activated')).toHaveLength(1);
      expect(actions.filter((a) => a === 'subscription.extended')).toHaveLength(0);
      expect(actions.filter((a) => a === 'payment.succeeded')).toHaveLength(1);
    });

    it('a replayed webhook and a second event for the same payment change nothing', async () => {
      const m = await member();
      const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      const input = {
        orderId: order.body.orderId,
        paymentId: 'pay_REPLAY1',
        amount: 249_900,
        eventId: 'evt_replay_1',
      };
      const delivery = razorpay.webhook('payment.captured', input);
      expect((await rzpWebhook(delivery)).statusCode).toBe(200);
      const once = await m.api.me();
      const audits = await auditActions(t.database, m.user.id);
      expect((await rzpWebhook(delivery)).statusCode).toBe(200);
      expect(
        (await rzpWebhook(razorpay.webhook('order.paid', { ...input, eventId: 'evt_replay_2' }))).statusCode,
      ).toBe(200);
      expect(await m.api.me()).toEqual(once);
      expect(await auditActions(t.database, m.user.id)).toEqual(audits);
    });

    it('a forged webhook is refused with 400 and activates nothing', async () => {
      const m = await member();
      const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      const forged = razorpay.webhook(
        'payment.captured',
        { orderId: order.body.orderId, paymentId: 'pay_F', amount: 249_900 },
        'guessed-secret',
      );
      const res = await rzpWebhook(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/signature/);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        payload: forged.payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(400);
      expect((await m.api.me()).subscriptionStatus).toBe('none');
      expect((await paymentRow(t.database, 'razorpay', order.body.orderId))?.status).toBe('pending');
    });

    it('a signed webhook with a tampered amount or currency activates nothing, and neither does a later callback', async () => {
      const m = await member();
      const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      const wrongAmount = razorpay.webhook('payment.captured', {
        orderId: order.body.orderId,
        paymentId: 'pay_T1',
        amount: 100,
      });
      expect((await rzpWebhook(wrongAmount)).statusCode).toBe(200);
      expect((await m.api.me()).subscriptionStatus).toBe('none');
      const row = await paymentRow(t.database, 'razorpay', order.body.orderId);
      expect(row).toMatchObject({
        status: 'failed',
        raw: expect.objectContaining({ failure: 'amount_mismatch' }),
      });
      const callback = await m.api.post(
        '/api/razorpay/verify-payment',
        razorpay.checkoutSuccess(order.body.orderId),
      );
      expect(callback.status).toBe(402);
      expect((await m.api.me()).subscriptionStatus).toBe('none');
      expect(await auditActions(t.database, m.user.id)).toContain('payment.amount_mismatch');

      const other = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      const wrongCurrency = razorpay.webhook('payment.captured', {
        orderId: other.body.orderId,
        paymentId: 'pay_T2',
        amount: 249_900,
        currency: 'USD',
      });
      expect((await rzpWebhook(wrongCurrency)).statusCode).toBe(200);
      expect((await m.api.me()).subscriptionStatus).toBe('none');
    });

    it('keeps the exact bytes: a signed body with unusual whitespace verifies', async () => {
      const m = await member();
      const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      const d = razorpay.webhook('payment.captured', {
        orderId: order.body.orderId,
        paymentId: 'pay_WS',
        amount: 249_900,
      });
      const spaced = JSON.stringify(JSON.parse(d.payload), null, 3);
      const resigned = razorpay.webhook('payment.captured', { orderId: 'x', paymentId: 'y', amount: 1 });
      const { createHmac } = await import('node:crypto');
      const headers = {
        ...resigned.headers,
        'x-razorpay-signature': createHmac('sha256', razorpay.webhookSecret).update(spaced).digest('hex'),
      };
      expect((await rzpWebhook({ payload: spaced, headers })).statusCode).toBe(200);
      expect((await m.api.me()).subscriptionStatus).toBe('active');
    });

    it('a webhook for an order we never created is acknowledged and ignored; payment.failed marks the order failed', async () => {
      expect(
        (
          await rzpWebhook(
            razorpay.webhook('payment.captured', {
              orderId: 'order_NOTOURS',
              paymentId: 'pay_X',
              amount: 249_900,
            }),
          )
        ).statusCode,
      ).toBe(200);
      const m = await member();
      const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      await rzpWebhook(
        razorpay.webhook('payment.failed', {
          orderId: order.body.orderId,
          paymentId: 'pay_FAIL',
          amount: 249_900,
        }),
      );
      expect((await paymentRow(t.database, 'razorpay', order.body.orderId))?.status).toBe('failed');
      // A later successful attempt on the same order still completes it.
      await m.api.post('/api/razorpay/verify-payment', razorpay.checkoutSuccess(order.body.orderId));
      expect((await m.api.me()).subscriptionStatus).toBe('active');
    });

    it('a provider outage answers 502 with a readable message and records nothing', async () => {
      const m = await member();
      // A second app instance on the same database whose Razorpay credentials the provider refuses.
      const down = await createTestApp(kind, {
        database: t.database,
        env: {
          RAZORPAY_KEY_ID: razorpay.keyId,
          RAZORPAY_KEY_SECRET: 'not-the-secret',
          RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
          RAZORPAY_API_BASE: razorpay.url,
        },
      });
      try {
        const res = await asMember(down.app, m.token).post('/api/razorpay/create-order', {
          planType: 'premium',
        });
        expect(res.status).toBe(502);
        expect(res.body.message).toMatch(/Razorpay could not create the order/);
        expect(JSON.stringify(res.body)).not.toMatch(/not-the-secret|Authentication failed/);
        expect(await auditActions(t.database, m.user.id)).not.toContain('payment.created');
      } finally {
        await down.close();
      }
    });
  });

  describe('PayPal', () => {
    it('setup, order, approval at PayPal, capture: Premium for a month; a repeated capture is a no-op', async () => {
      const m = await member();
      expect((await m.api.get('/api/paypal/setup')).body.clientToken).toMatch(/^eyJclienttoken/);
      const order = await m.api.post('/api/paypal/order', {
        amount: '27.00',
        currency: 'EUR',
        intent: 'capture',
      });
      expect(order.status).toBe(200);
      expect(paypal.orders.get(order.body.id)?.amount).toEqual({ currency_code: 'EUR', value: '27.00' });
      expect((await m.api.post(`/api/paypal/order/${order.body.id}/capture`)).status).toBe(402);
      paypal.approve(order.body.id);
      const capture = await m.api.post(`/api/paypal/order/${order.body.id}/capture`);
      expect(capture.status).toBe(200);
      expect(capture.body).toMatchObject({
        status: 'succeeded',
        planType: 'premium',
        user: { subscriptionStatus: 'active' },
      });
      const captureCalls = paypal.requests.filter((r) => r.path.endsWith('/capture')).length;
      const again = await m.api.post(`/api/paypal/order/${order.body.id}/capture`);
      expect(again.body.alreadyProcessed).toBe(true);
      expect(paypal.requests.filter((r) => r.path.endsWith('/capture')).length).toBe(captureCalls);
      const row = await paymentRow(t.database, 'paypal', order.body.id);
      expect(row).toMatchObject({ status: 'succeeded', amountMinor: 2700, currency: 'EUR' });
    });

    it('a capture for a different amount than the order grants nothing', async () => {
      const m = await member();
      const order = await m.api.post('/api/paypal/order', {
        amount: '99.00',
        currency: 'USD',
        intent: 'capture',
      });
      paypal.approve(order.body.id);
      paypal.captureAmountOverride = { currency_code: 'USD', value: '1.00' };
      const capture = await m.api.post(`/api/paypal/order/${order.body.id}/capture`);
      expect(capture.status).toBe(402);
      expect((await m.api.me()).doctorVerified).toBe(false);
      expect((await paymentRow(t.database, 'paypal', order.body.id))?.status).toBe('failed');
    });

    it('a declined capture marks the payment failed', async () => {
      const m = await member();
      const order = await m.api.post('/api/paypal/order', {
        amount: '23.00',
        currency: 'GBP',
        intent: 'capture',
      });
      paypal.approve(order.body.id);
      paypal.captureStatusOverride = 'DECLINED';
      expect((await m.api.post(`/api/paypal/order/${order.body.id}/capture`)).status).toBe(402);
      expect((await m.api.me()).subscriptionStatus).toBe('none');
      expect((await paymentRow(t.database, 'paypal', order.body.id))?.status).toBe('failed');
    });

    it('webhook before capture: the verified PAYMENT.CAPTURE.COMPLETED grants, the capture call then changes nothing', async () => {
      const m = await member();
      const order = await m.api.post('/api/paypal/order', {
        amount: '78.00',
        currency: 'GBP',
        intent: 'capture',
      });
      const event = {
        id: `WH-${order.body.id}`,
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource_type: 'capture',
        resource: {
          id: 'CAPWEBHOOK1',
          status: 'COMPLETED',
          amount: { currency_code: 'GBP', value: '78.00' },
          supplementary_data: { related_ids: { order_id: order.body.id } },
        },
      };
      const forged = await ppWebhook(paypal.webhook(event, { forge: true }));
      expect(forged.statusCode).toBe(400);
      expect((await m.api.me()).doctorVerified).toBe(false);

      const delivery = paypal.webhook(event);
      expect((await ppWebhook(delivery)).statusCode).toBe(200);
      const granted = await m.api.me();
      expect(granted.doctorVerified).toBe(true);
      expect((await ppWebhook(delivery)).statusCode).toBe(200);
      const capture = await m.api.post(`/api/paypal/order/${order.body.id}/capture`);
      expect(capture.body.alreadyProcessed).toBe(true);
      expect(await m.api.me()).toEqual(granted);
    });
  });

  describe('Stripe', () => {
    const invoicePaid = (
      subscriptionId: string,
      invoiceId: string,
      amount = 2900,
      periodEnd = Math.floor(Date.now() / 1000) + 31 * 86_400,
    ) => ({
      id: invoiceId,
      object: 'invoice',
      amount_paid: amount,
      currency: 'usd',
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      lines: { data: [{ period: { start: Math.floor(Date.now() / 1000), end: periodEnd } }] },
    });
    const subscriptionIdOf = (userId: string) =>
      [...stripe.subscriptions.values()].find((s) => (s.metadata as { userId?: string }).userId === userId)!
        .id as string;

    it('subscription: invoice.paid activates until the period end; replays change nothing; lifecycle maps to statuses', async () => {
      const m = await member();
      const res = await m.api.post('/api/stripe/create-subscription');
      expect(res.status).toBe(200);
      expect(res.body.clientSecret).toMatch(/^pi_.+_secret_/);
      const subId = subscriptionIdOf(m.user.id);
      expect(await paymentRow(t.database, 'stripe', subId)).toMatchObject({
        status: 'pending',
        amountMinor: 2900,
        currency: 'USD',
      });
      expect((await m.api.me()).subscriptionStatus).toBe('none');

      const periodEnd = Math.floor(Date.now() / 1000) + 31 * 86_400;
      const paid = stripe.webhook('invoice.paid', invoicePaid(subId, 'in_first', 2900, periodEnd), {
        id: 'evt_paid_1',
      });
      expect((await stWebhook(paid)).statusCode).toBe(200);
      const active = await m.api.me();
      expect(active).toMatchObject({
        subscriptionStatus: 'active',
        premiumExpiresAt: new Date(periodEnd * 1000).toISOString(),
      });
      expect((await stWebhook(paid)).statusCode).toBe(200);
      expect(
        (
          await stWebhook(
            stripe.webhook('invoice.paid', invoicePaid(subId, 'in_first', 2900, periodEnd), {
              id: 'evt_paid_dup',
            }),
          )
        ).statusCode,
      ).toBe(200);
      expect(await m.api.me()).toEqual(active);

      const sub = (status: string, created: number) =>
        stripe.webhook(
          'customer.subscription.updated',
          {
            id: subId,
            object: 'subscription',
            status,
            cancel_at_period_end: false,
            items: { data: [{ current_period_end: periodEnd }] },
          },
          { created },
        );
      const t0 = Math.floor(Date.now() / 1000);
      await stWebhook(sub('past_due', t0 + 10));
      expect((await m.api.me()).subscriptionStatus).toBe('past_due');
      // An older event arriving late does not undo a newer one.
      await stWebhook(sub('active', t0 + 5));
      expect((await m.api.me()).subscriptionStatus).toBe('past_due');
      const renewalEnd = periodEnd + 30 * 86_400;
      await stWebhook(stripe.webhook('invoice.paid', invoicePaid(subId, 'in_second', 2900, renewalEnd)));
      expect(await m.api.me()).toMatchObject({
        subscriptionStatus: 'active',
        premiumExpiresAt: new Date(renewalEnd * 1000).toISOString(),
      });
      await stWebhook(
        stripe.webhook(
          'customer.subscription.deleted',
          {
            id: subId,
            object: 'subscription',
            status: 'canceled',
            items: { data: [{ current_period_end: renewalEnd }] },
          },
          { created: t0 + 20 },
        ),
      );
      expect((await m.api.me()).subscriptionStatus).toBe('canceled');
      expect(await auditActions(t.database, m.user.id)).toContain('subscription.status_changed');
    });

    it('an invoice for another amount, a wrong signature or a stale signature grants nothing', async () => {
      const m = await member();
      await m.api.post('/api/stripe/create-subscription');
      const subId = subscriptionIdOf(m.user.id);
      expect(
        (await stWebhook(stripe.webhook('invoice.paid', invoicePaid(subId, 'in_cheap', 100)))).statusCode,
      ).toBe(200);
      expect(
        (
          await stWebhook(
            stripe.webhook('invoice.paid', invoicePaid(subId, 'in_forged'), { secret: 'whsec_guess' }),
          )
        ).statusCode,
      ).toBe(400);
      const stale = stripe.webhook('invoice.paid', invoicePaid(subId, 'in_stale'), {
        timestamp: Math.floor(Date.now() / 1000) - 600,
      });
      expect((await stWebhook(stale)).statusCode).toBe(400);
      expect((await m.api.me()).subscriptionStatus).toBe('none');
    });

    it('one-time Doctor Verified PaymentIntent: payment_intent.succeeded grants once; a tampered amount does not', async () => {
      const m = await member();
      const res = await m.api.post('/api/stripe/create-payment', {
        amount: 99,
        description: 'Doctor Verified Plan',
      });
      expect(res.status).toBe(200);
      const piId = (res.body.clientSecret as string).split('_secret_')[0]!;
      expect(stripe.paymentIntents.get(piId)).toMatchObject({ amount: 9900, currency: 'usd' });
      const cheap = stripe.webhook('payment_intent.succeeded', {
        id: piId,
        object: 'payment_intent',
        amount: 9900,
        amount_received: 100,
        currency: 'usd',
      });
      expect((await stWebhook(cheap)).statusCode).toBe(200);
      expect((await m.api.me()).doctorVerified).toBe(false);

      const m2 = await member();
      const res2 = await m2.api.post('/api/stripe/create-payment', { amount: 99 });
      const pi2 = (res2.body.clientSecret as string).split('_secret_')[0]!;
      const ok = stripe.webhook('payment_intent.succeeded', {
        id: pi2,
        object: 'payment_intent',
        amount: 9900,
        amount_received: 9900,
        currency: 'usd',
      });
      expect((await stWebhook(ok)).statusCode).toBe(200);
      expect((await stWebhook(ok)).statusCode).toBe(200);
      expect(await m2.api.me()).toMatchObject({ doctorVerified: true });
      expect(
        (await auditActions(t.database, m2.user.id)).filter((a) => a === 'doctor_verification.granted'),
      ).toHaveLength(1);
    });

    it('refuses to sell a subscription when the configured Stripe price differs from the price table', async () => {
      const m = await member();
      stripe.price.unit_amount = 1000;
      try {
        const res = await m.api.post('/api/stripe/create-subscription');
        expect(res.status).toBe(503);
      } finally {
        stripe.price.unit_amount = 2900;
      }
    });

    it('cancel sets cancel_at_period_end at Stripe and keeps access until the period ends', async () => {
      const m = await member();
      await m.api.post('/api/stripe/create-subscription');
      const subId = subscriptionIdOf(m.user.id);
      await stWebhook(stripe.webhook('invoice.paid', invoicePaid(subId, `in_${subId}`)));
      const before = await m.api.me();
      const cancel = await m.api.post('/api/billing/cancel');
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ cancelAtPeriodEnd: true, premiumActive: true, autoRenews: false });
      expect(stripe.subscriptions.get(subId)?.cancel_at_period_end).toBe(true);
      expect(await m.api.me()).toEqual(before);
    });
  });

  it('premium bought twice stacks a month on top of the time already paid', async () => {
    const m = await member();
    for (let i = 0; i < 2; i++) {
      const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
      await m.api.post('/api/razorpay/verify-payment', razorpay.checkoutSuccess(order.body.orderId));
    }
    const expires = new Date((await m.api.me()).premiumExpiresAt!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(59 * DAY);
    expect(expires - Date.now()).toBeLessThan(61 * DAY);
  });
});
