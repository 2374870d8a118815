/**
 * Which providers run in the sandbox is tied to the configuration (issue: "mixed live/sandbox payments give free
 * subscriptions"). With one provider on real keys and PAYMENTS_SANDBOX left at its default, the keyless providers
 * used to run in the sandbox: a PayPal order approved in the TEST MODE dialog and captured gave Premium for free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/fake-stripe';
import { asMember } from '../../../test/fakes/payment-test-kit';
import {
  createTestApp,
  registerListedAdmin,
  registerMember,
  testDatabaseKinds,
  type TestApp,
} from '../../../test/helpers';

const ADMIN_EMAIL = 'billing-modes-admin@example.com';

describe.each(testDatabaseKinds())('payments modes with one live provider on %s', (kind) => {
  let stripe: FakeStripe;
  let defaults: TestApp;
  let explicit: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    const stripeKeys = {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PREMIUM_PRICE_ID: stripe.priceId,
      STRIPE_API_BASE: stripe.url,
      ADMIN_EMAILS: ADMIN_EMAIL,
    };
    [defaults, explicit] = await Promise.all([
      createTestApp(kind, { env: stripeKeys }),
      createTestApp(kind, { env: { ...stripeKeys, PAYMENTS_SANDBOX: 'on' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([defaults.close(), explicit.close()]);
    await stripe.close();
  });

  /** The attack: a PayPal order, the sandbox's approval, the capture. */
  async function freePremiumAttempt(t: TestApp) {
    const m = await registerMember(t.app);
    const api = asMember(t.app, m.token);
    const order = await api.post('/api/paypal/order', {
      amount: '29.00',
      currency: 'USD',
      planType: 'premium',
    });
    const orderId = (order.body.id as string | undefined) ?? 'SBXNOTCREATED0001';
    const approve = await api.post('/api/billing/sandbox/approve', { provider: 'paypal', orderId });
    const capture = await api.post(`/api/paypal/order/${orderId}/capture`);
    return { order, approve, capture, me: await api.me() };
  }

  it('PAYMENTS_SANDBOX unset: the keyless providers are disabled, so order, approval and capture are refused', async () => {
    const config = (await defaults.app.inject({ method: 'GET', url: '/api/billing/config' })).json();
    expect(config).toMatchObject({
      razorpay: { mode: 'disabled' },
      paypal: { mode: 'disabled' },
      stripe: { mode: 'live' },
    });
    const attempt = await freePremiumAttempt(defaults);
    expect(attempt.order.status).toBe(503);
    expect(attempt.order.body.message).toMatch(/PayPal payments are not available/);
    expect(attempt.approve.status).toBe(404);
    expect(attempt.capture.status).toBe(503);
    expect(attempt.me).toMatchObject({ subscriptionStatus: 'none', premiumExpiresAt: null });

    // The same through Razorpay's sandbox.
    const m = asMember(defaults.app, (await registerMember(defaults.app)).token);
    expect((await m.post('/api/razorpay/create-order', { planType: 'doctor_verified' })).status).toBe(503);
    expect(await m.me()).toMatchObject({ doctorVerified: false });
  });

  it('PAYMENTS_SANDBOX=on explicitly keeps the sandbox beside the live provider, and the health panel says so', async () => {
    const attempt = await freePremiumAttempt(explicit);
    expect(attempt.capture.status).toBe(200);
    expect(attempt.me.subscriptionStatus).toBe('active');

    const admin = await registerListedAdmin(explicit, ADMIN_EMAIL);
    const system = await asMember(explicit.app, admin.token).get('/api/admin/system');
    expect(system.status).toBe(200);
    expect(system.body.payments).toMatchObject({ status: 'warning' });
    expect(system.body.payments.sandboxWarning).toMatch(/PAYMENTS SANDBOX IS ON for Razorpay, PayPal/);

    const quiet = await registerListedAdmin(defaults, ADMIN_EMAIL);
    const calm = await asMember(defaults.app, quiet.token).get('/api/admin/system');
    expect(calm.body.payments).toMatchObject({ sandboxWarning: null });
  });
});
