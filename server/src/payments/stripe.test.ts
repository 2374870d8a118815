import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm, startFakeStripe, type FakeStripe } from '../../test/fakes/fake-stripe';
import { createStripeGateway, type StripeGateway } from './stripe';
import { ProviderError } from './types';

describe('Stripe adapter (official SDK) against a local Stripe API', () => {
  let fake: FakeStripe;
  let gateway: StripeGateway;
  beforeAll(async () => {
    fake = await startFakeStripe();
    gateway = createStripeGateway({
      mode: 'live',
      secretKey: fake.secretKey,
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      premiumPriceId: fake.priceId,
      apiBase: fake.url,
    });
  });
  afterAll(() => fake.close());

  it('reads the configured Premium price', async () => {
    expect(await gateway.premiumPrice()).toEqual({ amountMinor: 2900, currency: 'USD', interval: 'month' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/prices/${fake.priceId}` });
  });

  it('creates a customer and an incomplete subscription whose first invoice carries the client secret', async () => {
    const customerId = await gateway.createCustomer({ userId: 'u1', email: 'a@example.com', name: 'alice' });
    expect(customerId).toMatch(/^cus_/);
    const sub = await gateway.createSubscription({ customerId, userId: 'u1', idempotencyKey: 'sub-key-1' });
    expect(sub.subscriptionId).toMatch(/^sub_/);
    expect(sub.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(sub.status).toBe('incomplete');
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v1/subscriptions');
    expect(req.headers['idempotency-key']).toBe('sub-key-1');
    expect(parseStripeForm(req.rawBody)).toMatchObject({
      customer: customerId,
      items: [{ price: fake.priceId }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { userId: 'u1', planType: 'premium' },
    });
    // The same idempotency key returns the same subscription.
    const again = await gateway.createSubscription({ customerId, userId: 'u1', idempotencyKey: 'sub-key-1' });
    expect(again.subscriptionId).toBe(sub.subscriptionId);
  });

  it('creates a one-time PaymentIntent in minor units', async () => {
    const pi = await gateway.createPaymentIntent({
      amountMinor: 9900,
      currency: 'USD',
      description: 'Doctor Verified plan',
      metadata: { userId: 'u1', planType: 'doctor_verified' },
      idempotencyKey: 'pi-key-1',
    });
    expect(pi.paymentIntentId).toMatch(/^pi_/);
    expect(pi.clientSecret).toMatch(new RegExp(`^${pi.paymentIntentId}_secret_`));
    expect(parseStripeForm(fake.requests.at(-1)!.rawBody)).toMatchObject({
      amount: '9900',
      currency: 'usd',
      automatic_payment_methods: { enabled: 'true' },
    });
  });

  it('cancels at the period end', async () => {
    const customerId = await gateway.createCustomer({ userId: 'u2', email: 'b@example.com', name: 'bob' });
    const sub = await gateway.createSubscription({ customerId, userId: 'u2', idempotencyKey: 'sub-key-2' });
    const result = await gateway.cancelAtPeriodEnd(sub.subscriptionId);
    expect(result.periodEnd).toBeInstanceOf(Date);
    expect(fake.subscriptions.get(sub.subscriptionId)?.cancel_at_period_end).toBe(true);
  });

  it("maps Stripe's errors to ProviderError", async () => {
    const wrongKey = createStripeGateway({
      mode: 'live',
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
      premiumPriceId: fake.priceId,
      apiBase: fake.url,
    });
    await expect(wrongKey.premiumPrice()).rejects.toBeInstanceOf(ProviderError);
    await expect(
      gateway.createSubscription({ customerId: 'cus_missing', userId: 'u', idempotencyKey: 'k3' }),
    ).rejects.toMatchObject({ provider: 'stripe', status: 400 });
  });

  it('verifies webhooks with the SDK: correct signature → event; wrong secret, tampered body, stale timestamp → null', async () => {
    const paid = fake.webhook('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      amount_paid: 2900,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
      lines: { data: [{ period: { start: 1_800_000_000, end: 1_802_592_000 } }] },
    });
    expect(await gateway.parseWebhook(Buffer.from(paid.payload), paid.headers)).toMatchObject({
      type: 'subscription.paid',
      ref: 'sub_1',
      invoiceId: 'in_1',
      amountMinor: 2900,
      currency: 'USD',
      periodEnd: new Date(1_802_592_000 * 1000),
    });

    const pi = { id: 'pi_1', object: 'payment_intent', amount: 9900, amount_received: 9900, currency: 'usd' };
    const wrongSecret = fake.webhook('payment_intent.succeeded', pi, { secret: 'whsec_not_ours' });
    expect(await gateway.parseWebhook(Buffer.from(wrongSecret.payload), wrongSecret.headers)).toBeNull();
    const genuine = fake.webhook('payment_intent.succeeded', pi);
    expect(
      await gateway.parseWebhook(Buffer.from(genuine.payload.replace('9900', '100')), genuine.headers),
    ).toBeNull();
    const stale = fake.webhook('payment_intent.succeeded', pi, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(await gateway.parseWebhook(Buffer.from(stale.payload), stale.headers)).toBeNull();
    expect(await gateway.parseWebhook(Buffer.from(genuine.payload), {})).toBeNull();
    expect(await gateway.parseWebhook(Buffer.from(genuine.payload), genuine.headers)).toMatchObject({
      type: 'payment.succeeded',
      ref: 'pi_1',
      amountMinor: 9900,
    });
  });

  it('maps subscription lifecycle events to active / past_due / canceled', async () => {
    const sub = (status: string) => ({
      id: 'sub_9',
      object: 'subscription',
      status,
      cancel_at_period_end: false,
      items: { data: [{ current_period_end: 1_802_592_000 }] },
    });
    for (const [status, expected] of [
      ['active', 'active'],
      ['past_due', 'past_due'],
      ['unpaid', 'past_due'],
      ['canceled', 'canceled'],
      ['incomplete', 'pending'],
    ] as const) {
      const d = fake.webhook('customer.subscription.updated', sub(status));
      expect(await gateway.parseWebhook(Buffer.from(d.payload), d.headers)).toMatchObject({
        type: 'subscription.status',
        ref: 'sub_9',
        status: expected,
      });
    }
    const deleted = fake.webhook('customer.subscription.deleted', sub('canceled'));
    expect(await gateway.parseWebhook(Buffer.from(deleted.payload), deleted.headers)).toMatchObject({
      status: 'canceled',
    });
  });

  it('maps refunds and disputes to reversals of the PaymentIntent: refunded totals, dispute opened / won / lost', async () => {
    const parse = async (type: string, object: Record<string, unknown>) => {
      const d = fake.webhook(type, object);
      return gateway.parseWebhook(Buffer.from(d.payload), d.headers);
    };
    expect(
      await parse('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: 'pi_1',
        amount: 9900,
        amount_refunded: 4000,
        refunds: { data: [{ id: 're_2', amount: 1000 }] },
      }),
    ).toMatchObject({
      type: 'payment.reversed',
      ref: 'pi_1',
      paymentId: 'pi_1',
      reason: 'refund',
      reference: 're_2',
      amountMinor: 1000,
      totalRefundedMinor: 4000,
    });
    const dispute = (status: string) => ({ id: 'dp_1', object: 'dispute', payment_intent: 'pi_1', status });
    for (const [type, status, reason] of [
      ['charge.dispute.created', 'needs_response', 'dispute_opened'],
      ['charge.dispute.funds_withdrawn', 'needs_response', 'dispute_opened'],
      ['charge.dispute.closed', 'lost', 'dispute_lost'],
      ['charge.dispute.closed', 'won', 'dispute_won'],
      ['charge.dispute.closed', 'warning_closed', 'dispute_won'],
    ] as const) {
      expect(await parse(type, dispute(status))).toMatchObject({ type: 'payment.reversed', reason });
    }
    expect(await parse('charge.dispute.updated', dispute('under_review'))).toMatchObject({ type: 'ignored' });
  });
});

describe('Stripe sandbox adapter', () => {
  it('signs its approval events so the same verification accepts them', async () => {
    const gw = createStripeGateway({
      mode: 'sandbox',
      secretKey: 'sk_test_sandbox_local',
      publishableKey: null,
      webhookSecret: 'whsec_sandbox',
      premiumPriceId: 'price_sandbox',
      apiBase: undefined,
    });
    const { paymentIntentId, clientSecret } = await gw.createPaymentIntent({
      amountMinor: 9900,
      currency: 'USD',
      description: 'd',
      metadata: {},
      idempotencyKey: 'k',
    });
    expect(clientSecret.split('_secret_')[0]).toBe(paymentIntentId);
    const delivery = gw.sandboxApproval!({
      kind: 'payment_intent',
      ref: paymentIntentId,
      amountMinor: 9900,
      currency: 'USD',
      metadata: {},
      now: new Date(),
      periodDays: 30,
    });
    expect(await gw.parseWebhook(delivery.rawBody, delivery.headers)).toMatchObject({
      type: 'payment.succeeded',
      ref: paymentIntentId,
      amountMinor: 9900,
      currency: 'USD',
    });
  });
});
