import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fakes/fake-razorpay';
import { createRazorpayGateway, type RazorpayGateway } from './razorpay';
import { createRazorpayClient } from './razorpay-client';
import { razorpayPaymentSignature, safeEqual, verifyRazorpayPaymentSignature } from './signatures';
import { ProviderError } from './types';

describe('Razorpay adapter against a local Orders API', () => {
  let fake: FakeRazorpay;
  let gateway: RazorpayGateway;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    gateway = createRazorpayGateway({
      mode: 'live',
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      webhookSecret: fake.webhookSecret,
      apiBase: fake.url,
    });
  });
  afterAll(() => fake.close());

  it('creates an order with POST /v1/orders, basic auth and the amount in paise', async () => {
    const order = await gateway.createOrder({
      amountMinor: 249_900,
      currency: 'INR',
      receipt: 'vp_test_receipt',
      notes: { userId: 'u1', planType: 'premium' },
    });
    expect(order.orderId).toMatch(/^order_/);
    expect(order).toMatchObject({ amountMinor: 249_900, currency: 'INR' });
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/orders');
    expect(req.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
    );
    expect(JSON.parse(req.rawBody)).toEqual({
      amount: 249_900,
      currency: 'INR',
      receipt: 'vp_test_receipt',
      notes: { userId: 'u1', planType: 'premium' },
    });
  });

  it("turns Razorpay's error bodies into ProviderError with status and code", async () => {
    const bad = createRazorpayClient({ keyId: fake.keyId, keySecret: 'wrong', baseUrl: fake.url });
    await expect(bad.createOrder({ amount: 100, currency: 'INR', receipt: 'r' })).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('Authentication failed'),
    });
    const client = createRazorpayClient({ keyId: fake.keyId, keySecret: fake.keySecret, baseUrl: fake.url });
    const err = await client
      .createOrder({ amount: 99, currency: 'INR', receipt: 'r' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' });
  });

  it('reports an unreachable API as a ProviderError', async () => {
    const client = createRazorpayClient({
      keyId: 'k',
      keySecret: 's',
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 2000,
    });
    await expect(client.createOrder({ amount: 100, currency: 'INR', receipt: 'r' })).rejects.toBeInstanceOf(
      ProviderError,
    );
  });

  it("verifies Checkout's signature exactly as the official SDK helper does, and rejects forgeries", async () => {
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } =
      fake.checkoutSuccess('order_ABC123');
    expect(gateway.verifyPayment(razorpay_order_id, razorpay_payment_id, razorpay_signature)).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: razorpay_order_id, payment_id: razorpay_payment_id },
        razorpay_signature,
        fake.keySecret,
      ),
    ).toBe(true);
    expect(razorpayPaymentSignature(razorpay_order_id, razorpay_payment_id, fake.keySecret)).toBe(
      razorpay_signature,
    );
    // Another order, another payment, a flipped character, another secret: all rejected.
    expect(gateway.verifyPayment('order_OTHER', razorpay_payment_id, razorpay_signature)).toBe(false);
    expect(gateway.verifyPayment(razorpay_order_id, 'pay_OTHER', razorpay_signature)).toBe(false);
    const flipped = razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expect(gateway.verifyPayment(razorpay_order_id, razorpay_payment_id, flipped)).toBe(false);
    expect(
      verifyRazorpayPaymentSignature(razorpay_order_id, razorpay_payment_id, razorpay_signature, 'x'),
    ).toBe(false);
    expect(gateway.verifyPayment(razorpay_order_id, razorpay_payment_id, '')).toBe(false);
  });

  it('accepts a correctly signed webhook and maps payment.captured / order.paid / payment.failed', async () => {
    const captured = fake.webhook('payment.captured', {
      orderId: 'order_1',
      paymentId: 'pay_1',
      amount: 249_900,
      eventId: 'evt_1',
    });
    expect(
      Razorpay.validateWebhookSignature(
        captured.payload,
        captured.headers['x-razorpay-signature']!,
        fake.webhookSecret,
      ),
    ).toBe(true);
    expect(await gateway.parseWebhook(Buffer.from(captured.payload), captured.headers)).toEqual({
      type: 'payment.succeeded',
      eventId: 'evt_1',
      ref: 'order_1',
      paymentId: 'pay_1',
      amountMinor: 249_900,
      currency: 'INR',
    });
    const paid = fake.webhook('order.paid', {
      orderId: 'order_2',
      paymentId: 'pay_2',
      amount: 829_900,
      eventId: 'evt_2',
    });
    expect(await gateway.parseWebhook(Buffer.from(paid.payload), paid.headers)).toMatchObject({
      type: 'payment.succeeded',
      ref: 'order_2',
      amountMinor: 829_900,
    });
    const failed = fake.webhook('payment.failed', { orderId: 'order_3', paymentId: 'pay_3', amount: 100 });
    expect(await gateway.parseWebhook(Buffer.from(failed.payload), failed.headers)).toMatchObject({
      type: 'payment.failed',
      ref: 'order_3',
    });
  });

  it('maps refund.processed and payment.dispute.* to reversals; refunds through POST /v1/payments/:id/refund', async () => {
    const parse = (d: { payload: string; headers: Record<string, string> }) =>
      gateway.parseWebhook(Buffer.from(d.payload), d.headers);
    const input = { orderId: 'order_R1', paymentId: 'pay_R1', amount: 249_900 };
    expect(
      await parse(
        fake.reversalWebhook('refund.processed', { ...input, refundAmount: 900, amountRefunded: 900 }),
      ),
    ).toMatchObject({
      type: 'payment.reversed',
      ref: 'order_R1',
      paymentId: 'pay_R1',
      reason: 'refund',
      amountMinor: 900,
      totalRefundedMinor: 900,
    });
    for (const [event, status, reason] of [
      ['payment.dispute.created', 'open', 'dispute_opened'],
      ['payment.dispute.action_required', 'open', 'dispute_opened'],
      ['payment.dispute.under_review', 'under_review', 'dispute_opened'],
      ['payment.dispute.won', 'won', 'dispute_won'],
      ['payment.dispute.lost', 'lost', 'dispute_lost'],
      ['payment.dispute.closed', 'lost', 'dispute_lost'],
      ['payment.dispute.closed', 'closed', 'dispute_won'],
    ] as const) {
      expect(await parse(fake.reversalWebhook(event, { ...input, disputeStatus: status }))).toMatchObject({
        type: 'payment.reversed',
        reason,
      });
    }
    // refund.created waits for refund.processed: a refund can still fail.
    expect(await parse(fake.reversalWebhook('refund.created', input))).toMatchObject({ type: 'ignored' });

    const refund = await gateway.refund({
      paymentId: 'pay_R1',
      amountMinor: 249_900,
      currency: 'INR',
      idempotencyKey: 'refund-1',
    });
    expect(refund.refundId).toMatch(/^rfnd_/);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/payments/pay_R1/refund' });
  });

  it('rejects webhooks with a wrong secret, a tampered body or no signature', async () => {
    const forged = fake.webhook(
      'payment.captured',
      { orderId: 'o', paymentId: 'p', amount: 1 },
      'not-the-secret',
    );
    expect(await gateway.parseWebhook(Buffer.from(forged.payload), forged.headers)).toBeNull();
    const genuine = fake.webhook('payment.captured', { orderId: 'o', paymentId: 'p', amount: 249_900 });
    const tampered = genuine.payload.replace('249900', '100');
    expect(await gateway.parseWebhook(Buffer.from(tampered), genuine.headers)).toBeNull();
    const { 'x-razorpay-signature': _, ...unsigned } = genuine.headers;
    expect(await gateway.parseWebhook(Buffer.from(genuine.payload), unsigned)).toBeNull();
  });

  it('sandbox: orders are local and approvals carry a signature the same verification accepts', async () => {
    const sandbox = createRazorpayGateway({
      mode: 'sandbox',
      keyId: 'rzp_sandbox_local',
      keySecret: 'sandbox-secret',
      webhookSecret: 'sandbox-webhook',
      apiBase: 'http://127.0.0.1:1',
    });
    const requests = fake.requests.length;
    const order = await sandbox.createOrder({
      amountMinor: 249_900,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    expect(order.orderId).toMatch(/^order_SBX/);
    expect(fake.requests.length).toBe(requests);
    const approval = sandbox.sandboxApprove!(order.orderId);
    expect(sandbox.verifyPayment(order.orderId, approval.paymentId, approval.signature)).toBe(true);
    expect(sandbox.verifyPayment(order.orderId, approval.paymentId, approval.signature.toUpperCase())).toBe(
      true,
    );
    expect(gateway.verifyPayment(order.orderId, approval.paymentId, approval.signature)).toBe(false);
    expect(gateway.sandboxApprove).toBeUndefined();
  });
});

describe('safeEqual', () => {
  it('compares in constant time and handles different lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
