/**
 * The billing API in sandbox mode (no provider keys: what `npm start` runs): every purchase completes offline through
 * the same verification code, and nothing is granted without an approval.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, auditActions, paymentRow } from '../../../test/fakes/payment-test-kit';
import { SUBSCRIPTION_SWEEP_JOB } from './billing-jobs';
import {
  createTestApp,
  grantEntitlement,
  registerMember,
  testDatabaseKinds,
  type TestApp,
} from '../../../test/helpers';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('billing API in sandbox mode on %s', (kind) => {
  let t: TestApp;
  const clock = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
  });
  afterAll(() => t.close());
  const member = async () => {
    const m = await registerMember(t.app);
    return { ...m, api: asMember(t.app, m.token) };
  };

  it('reports every provider in sandbox mode; provider calls need a login', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(config.json()).toEqual({
      razorpay: { mode: 'sandbox', keyId: 'rzp_sandbox_local' },
      paypal: { mode: 'sandbox', environment: 'sandbox' },
      stripe: { mode: 'sandbox', publishableKey: null },
    });
    for (const [method, url] of [
      ['GET', '/api/razorpay/config'],
      ['POST', '/api/razorpay/create-order'],
      ['POST', '/api/razorpay/verify-payment'],
      ['GET', '/api/paypal/setup'],
      ['POST', '/api/paypal/order'],
      ['POST', '/api/paypal/order/X/capture'],
      ['POST', '/api/stripe/create-subscription'],
      ['POST', '/api/stripe/create-payment'],
      ['GET', '/api/billing/status'],
      ['POST', '/api/billing/cancel'],
      ['POST', '/api/billing/sandbox/approve'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('INR Premium: the server prices the order, the approval is verified, the member becomes active for a month', async () => {
    const m = await member();
    expect((await m.api.get('/api/razorpay/config')).body).toEqual({
      key_id: 'rzp_sandbox_local',
      mode: 'sandbox',
    });
    // An amount sent by the browser is ignored: the price table decides.
    const order = await m.api.post('/api/razorpay/create-order', {
      planType: 'premium',
      amount: 1,
      currency: 'USD',
    });
    expect(order.status).toBe(200);
    expect(order.body).toEqual({
      amount: 249_900,
      currency: 'INR',
      orderId: expect.stringMatching(/^order_SBX/),
    });
    expect((await paymentRow(t.database, 'razorpay', order.body.orderId))?.status).toBe('pending');

    const approval = await m.api.post('/api/billing/sandbox/approve', {
      provider: 'razorpay',
      orderId: order.body.orderId,
    });
    expect(approval.status).toBe(200);
    const verify = await m.api.post('/api/razorpay/verify-payment', {
      ...approval.body.razorpay,
      planType: 'premium',
    });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({
      status: 'succeeded',
      planType: 'premium',
      alreadyProcessed: false,
      user: {
        subscriptionStatus: 'active',
        premiumExpiresAt: new Date(clock.getTime() + 30 * DAY).toISOString(),
      },
    });
    expect(await m.api.me()).toMatchObject({ subscriptionStatus: 'active', doctorVerified: false });
    expect((await paymentRow(t.database, 'razorpay', order.body.orderId))?.status).toBe('succeeded');
    expect(await auditActions(t.database, m.user.id)).toEqual(
      expect.arrayContaining(['payment.created', 'payment.succeeded', 'subscription.activated']),
    );

    // A replayed callback changes nothing.
    const before = await m.api.me();
    const audits = (await auditActions(t.database, m.user.id)).length;
    const replay = await m.api.post('/api/razorpay/verify-payment', approval.body.razorpay);
    expect(replay.status).toBe(200);
    expect(replay.body.alreadyProcessed).toBe(true);
    expect(await m.api.me()).toEqual(before);
    expect((await auditActions(t.database, m.user.id)).length).toBe(audits);

    const status = await m.api.get('/api/billing/status');
    expect(status.body).toMatchObject({
      subscriptionStatus: 'active',
      premiumActive: true,
      premiumProvider: 'razorpay',
      autoRenews: false,
      cancelAtPeriodEnd: false,
      canCancel: true,
    });
  });

  it('a forged Razorpay signature is rejected and activates nothing', async () => {
    const m = await member();
    const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
    const approval = await m.api.post('/api/billing/sandbox/approve', {
      provider: 'razorpay',
      orderId: order.body.orderId,
    });
    const forged = { ...approval.body.razorpay, razorpay_signature: 'f'.repeat(64) };
    const res = await m.api.post('/api/razorpay/verify-payment', forged);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/signature/i);
    // A genuine signature for a different payment id does not transfer either.
    const swapped = { ...approval.body.razorpay, razorpay_payment_id: 'pay_SOMETHINGELSE' };
    expect((await m.api.post('/api/razorpay/verify-payment', swapped)).status).toBe(400);
    expect(await m.api.me()).toMatchObject({ subscriptionStatus: 'none', premiumExpiresAt: null });
    expect(await auditActions(t.database, m.user.id)).toContain('payment.signature_invalid');
  });

  it("another member's order is not found: no verify, no approve, no capture, no decline", async () => {
    const a = await member();
    const b = await member();
    const order = await a.api.post('/api/razorpay/create-order', { planType: 'doctor_verified' });
    const approval = await a.api.post('/api/billing/sandbox/approve', {
      provider: 'razorpay',
      orderId: order.body.orderId,
    });
    expect((await b.api.post('/api/razorpay/verify-payment', approval.body.razorpay)).status).toBe(404);
    expect(
      (
        await b.api.post('/api/billing/sandbox/approve', {
          provider: 'razorpay',
          orderId: order.body.orderId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await b.api.post('/api/billing/sandbox/decline', {
          provider: 'razorpay',
          orderId: order.body.orderId,
        })
      ).status,
    ).toBe(404);
    const pp = await a.api.post('/api/paypal/order', { amount: '29.00', currency: 'USD', intent: 'capture' });
    expect((await b.api.post(`/api/paypal/order/${pp.body.id}/capture`)).status).toBe(404);
    expect(await b.api.me()).toMatchObject({ subscriptionStatus: 'none', doctorVerified: false });
    expect(await a.api.me()).toMatchObject({ subscriptionStatus: 'none', doctorVerified: false });
  });

  it('USD Doctor Verified through PayPal: no capture before approval, then verified; a repeat capture changes nothing', async () => {
    const m = await member();
    expect((await m.api.get('/api/paypal/setup')).body.clientToken).toMatch(/^sandbox-client-token-/);
    const order = await m.api.post('/api/paypal/order', {
      amount: '99.00',
      currency: 'USD',
      intent: 'capture',
    });
    expect(order.status).toBe(200);
    const id = order.body.id as string;
    expect(await paymentRow(t.database, 'paypal', id)).toMatchObject({
      planType: 'doctor_verified',
      amountMinor: 9900,
      currency: 'USD',
    });

    const early = await m.api.post(`/api/paypal/order/${id}/capture`);
    expect(early.status).toBe(402);
    expect((await m.api.me()).doctorVerified).toBe(false);

    expect(
      (await m.api.post('/api/billing/sandbox/approve', { provider: 'paypal', orderId: id })).body.paypal,
    ).toMatchObject({ orderId: id });
    const capture = await m.api.post(`/api/paypal/order/${id}/capture`);
    expect(capture.status).toBe(200);
    expect(capture.body).toMatchObject({
      id,
      status: 'succeeded',
      planType: 'doctor_verified',
      alreadyProcessed: false,
    });
    expect(await m.api.me()).toMatchObject({
      doctorVerified: true,
      doctorVerifiedAt: clock.toISOString(),
      subscriptionStatus: 'none',
    });

    const again = await m.api.post(`/api/paypal/order/${id}/capture`);
    expect(again.body.alreadyProcessed).toBe(true);
    // Already verified: buying it again is refused.
    expect(
      (await m.api.post('/api/paypal/order', { amount: '99.00', currency: 'USD', intent: 'capture' })).status,
    ).toBe(409);
  });

  it('PayPal orders must carry a plan price in a PayPal currency', async () => {
    const m = await member();
    const bad: [unknown, RegExp][] = [
      [{ amount: '1.00', currency: 'USD', intent: 'capture' }, /amount does not match/i],
      [{ amount: '29.001', currency: 'USD', intent: 'capture' }, /amount/i],
      [{ amount: '-29', currency: 'USD', intent: 'capture' }, /amount/i],
      [{ amount: '29.00', currency: 'EUR', intent: 'capture' }, /amount does not match/i],
      [{ amount: '2499', currency: 'INR', intent: 'capture' }, /INR/],
      [{ amount: '29.00', currency: 'JPY', intent: 'capture' }, /currency/i],
      [{ amount: '29.00', currency: 'USD', intent: 'authorize' }, /capture/i],
      [
        { amount: '29.00', currency: 'USD', intent: 'capture', planType: 'doctor_verified' },
        /amount does not match/i,
      ],
      [{ currency: 'USD', intent: 'capture' }, /amount/i],
    ];
    for (const [payload, message] of bad) {
      const res = await m.api.post('/api/paypal/order', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message, JSON.stringify(payload)).toMatch(message);
    }
    for (const [amount, currency] of [
      ['27', 'EUR'],
      [23, 'GBP'],
      ['92.00', 'EUR'],
      ['78.00', 'GBP'],
    ] as const) {
      expect((await m.api.post('/api/paypal/order', { amount, currency, intent: 'CAPTURE' })).status).toBe(
        200,
      );
    }
  });

  it('declining in the test checkout marks the payment failed and changes nothing', async () => {
    const m = await member();
    const order = await m.api.post('/api/paypal/order', {
      amount: '23.00',
      currency: 'GBP',
      intent: 'capture',
    });
    const decline = await m.api.post('/api/billing/sandbox/decline', {
      provider: 'paypal',
      orderId: order.body.id,
    });
    expect(decline.status).toBe(200);
    expect(decline.body.message).toMatch(/declined/);
    expect((await paymentRow(t.database, 'paypal', order.body.id))?.status).toBe('failed');
    expect((await m.api.post(`/api/paypal/order/${order.body.id}/capture`)).status).toBe(402);
    expect(await m.api.me()).toMatchObject({
      subscriptionStatus: 'none',
      premiumExpiresAt: null,
      doctorVerified: false,
    });
    expect(await auditActions(t.database, m.user.id)).toContain('payment.failed');

    // An approval withdrawn by a decline cannot be captured either.
    const second = await m.api.post('/api/paypal/order', {
      amount: '23.00',
      currency: 'GBP',
      intent: 'capture',
    });
    await m.api.post('/api/billing/sandbox/approve', { provider: 'paypal', orderId: second.body.id });
    await m.api.post('/api/billing/sandbox/decline', { provider: 'paypal', orderId: second.body.id });
    expect((await m.api.post(`/api/paypal/order/${second.body.id}/capture`)).status).toBe(402);
    expect((await m.api.me()).subscriptionStatus).toBe('none');
  });

  it('Stripe card path: subscription and one-time payment complete through signed sandbox events', async () => {
    const m = await member();
    const sub = await m.api.post('/api/stripe/create-subscription');
    expect(sub.status).toBe(200);
    const subId = (sub.body.clientSecret as string).split('_secret_')[0]!;
    expect(subId).toMatch(/^sub_SBX/);
    const approved = await m.api.post('/api/billing/sandbox/approve', { provider: 'stripe', orderId: subId });
    expect(approved.body.stripe).toMatchObject({
      status: 'succeeded',
      planType: 'premium',
      user: { subscriptionStatus: 'active' },
    });
    expect((await m.api.get('/api/billing/status')).body).toMatchObject({
      premiumProvider: 'stripe',
      autoRenews: true,
    });

    expect((await m.api.post('/api/stripe/create-payment', { amount: 50, description: 'x' })).status).toBe(
      400,
    );
    const pay = await m.api.post('/api/stripe/create-payment', {
      amount: 99,
      description: 'Doctor Verified Plan',
    });
    expect(pay.status).toBe(200);
    const piId = (pay.body.clientSecret as string).split('_secret_')[0]!;
    expect(await paymentRow(t.database, 'stripe', piId)).toMatchObject({
      amountMinor: 9900,
      currency: 'USD',
      planType: 'doctor_verified',
    });
    await m.api.post('/api/billing/sandbox/approve', { provider: 'stripe', orderId: piId });
    expect(await m.api.me()).toMatchObject({ doctorVerified: true, subscriptionStatus: 'active' });
  });

  it('the card path defaults to the Doctor Verified price when no amount is sent', async () => {
    const m = await member();
    const pay = await m.api.post('/api/stripe/create-payment', {});
    expect(pay.status).toBe(200);
    const noBody = await m.api.post('/api/stripe/create-payment');
    expect(noBody.status).toBe(200);
  });

  it('cancel keeps access until the paid period ends; the sweep then marks the member canceled', async () => {
    const m = await member();
    expect((await m.api.post('/api/billing/cancel')).status).toBe(409);
    const order = await m.api.post('/api/razorpay/create-order', { planType: 'premium' });
    const approval = await m.api.post('/api/billing/sandbox/approve', {
      provider: 'razorpay',
      orderId: order.body.orderId,
    });
    await m.api.post('/api/razorpay/verify-payment', approval.body.razorpay);
    const expires = (await m.api.me()).premiumExpiresAt;

    const cancel = await m.api.post('/api/billing/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      subscriptionStatus: 'active',
      premiumActive: true,
      premiumExpiresAt: expires,
      cancelAtPeriodEnd: true,
      canCancel: false,
    });
    expect(cancel.body.message).toContain(expires!.slice(0, 10));
    expect((await m.api.post('/api/billing/cancel')).status).toBe(200);
    expect(await m.api.me()).toMatchObject({ subscriptionStatus: 'active', premiumExpiresAt: expires });
    expect(await auditActions(t.database, m.user.id)).toContain('subscription.cancel_requested');

    const sweep = t.app.ctx.services.billing.sweepSubscriptions;
    // Within the day of grace nothing changes; after it the member is canceled.
    await sweep(new Date(new Date(expires!).getTime() + DAY / 2));
    expect(await m.api.me()).toMatchObject({ subscriptionStatus: 'active' });
    expect(await sweep(new Date(new Date(expires!).getTime() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await m.api.me()).toMatchObject({ subscriptionStatus: 'canceled', premiumExpiresAt: expires });
    expect(await auditActions(t.database, m.user.id)).toContain('subscription.lapsed');
  });

  it('runs the lapsed-subscription sweep as a recurring job on the queue', async () => {
    const m = await member();
    // Premium that ended two days ago (past the day of grace), still marked active.
    await grantEntitlement(t.database, m.user.id, 'premium', new Date(clock.getTime() - 32 * DAY));
    expect(await m.api.me()).toMatchObject({ subscriptionStatus: 'active' });
    // This hour's slot already ran when the app first drained its queue; run the registered job once more.
    await t.app.ctx.jobs.enqueue(SUBSCRIPTION_SWEEP_JOB, {});
    await t.app.ctx.jobs.drain();
    expect(await m.api.me()).toMatchObject({ subscriptionStatus: 'canceled' });
    expect(await auditActions(t.database, m.user.id)).toContain('subscription.lapsed');
  });

  it('validates bodies with readable messages', async () => {
    const m = await member();
    const res = await m.api.post('/api/razorpay/create-order', { planType: 'free' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/planType/);
    const verify = await m.api.post('/api/razorpay/verify-payment', { razorpay_order_id: 'order_x' });
    expect(verify.status).toBe(400);
    expect(verify.body.message).toMatch(/razorpay_payment_id/);
    const sandbox = await m.api.post('/api/billing/sandbox/approve', { provider: 'bank', orderId: 'x' });
    expect(sandbox.status).toBe(400);
    expect(
      (await m.api.post('/api/billing/sandbox/approve', { provider: 'razorpay', orderId: 'order_unknown' }))
        .status,
    ).toBe(404);
  });
});
