/**
 * Razorpay's Orders API as documented (https://razorpay.com/docs/api/orders/create/): POST /v1/orders and
 * GET /v1/orders/:id, and POST /v1/payments/:id/refund (https://razorpay.com/docs/api/refunds/create-normal/), with
 * HTTP basic auth (key id : key secret), JSON in and out, errors as
 * { error: { code, description, field } }. Helpers produce what Checkout returns after a payment and signed webhooks.
 */
import { createHmac } from 'node:crypto';
import { basicAuth, fakeId, startFakeServer, type FakeServer } from './fake-http';

export interface FakeRazorpay extends FakeServer {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, Record<string, unknown>>;
  refunds: Map<string, Record<string, unknown>>;
  /** What Razorpay Checkout hands the browser after a successful payment. */
  checkoutSuccess(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** A webhook delivery signed with the webhook secret (or `secret`, to forge one). */
  webhook(
    event: 'payment.captured' | 'order.paid' | 'payment.failed',
    input: { orderId: string; paymentId: string; amount: number; currency?: string; eventId?: string },
    secret?: string,
  ): { payload: string; headers: Record<string, string> };
  /** A signed refund.* or payment.dispute.* delivery about the payment `paymentId` of order `orderId`. */
  reversalWebhook(
    event: string,
    input: {
      orderId: string;
      paymentId: string;
      amount: number;
      refundAmount?: number;
      amountRefunded?: number;
      disputeStatus?: string;
      eventId?: string;
    },
  ): { payload: string; headers: Record<string, string> };
}

const error = (status: number, description: string, field?: string) => ({
  status,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      field,
    },
  },
});

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_FAKEKEY0000001';
  const keySecret = 'fake_razorpay_key_secret_123';
  const webhookSecret = 'fake_razorpay_webhook_secret';
  const orders = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  const sign = (payload: string, secret = webhookSecret) =>
    createHmac('sha256', secret).update(payload).digest('hex');

  const server = await startFakeServer((req) => {
    const auth = basicAuth(req.headers);
    if (!auth || auth.user !== keyId || auth.pass !== keySecret) {
      return {
        status: 401,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/orders') {
      let body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
      try {
        body = JSON.parse(req.rawBody) as typeof body;
      } catch {
        return error(400, 'The request body is not valid JSON');
      }
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount))
        return error(400, 'The amount must be an integer.', 'amount');
      if (body.amount < 100) return error(400, 'The amount must be atleast INR 1.00', 'amount');
      if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency))
        return error(400, 'The currency field is required.', 'currency');
      if (typeof body.receipt === 'string' && body.receipt.length > 40)
        return error(400, 'The receipt may not be greater than 40 characters.', 'receipt');
      const order = {
        id: fakeId('order_'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && refund) {
      const body = JSON.parse(req.rawBody || '{}') as { amount?: unknown };
      if (body.amount !== undefined && (typeof body.amount !== 'number' || body.amount < 100))
        return error(400, 'The amount must be atleast INR 1.00', 'amount');
      const entity = {
        id: fakeId('rfnd_'),
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: decodeURIComponent(refund[1]!),
        status: 'processed',
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.set(entity.id, entity);
      return { status: 200, body: entity };
    }
    const m = /^\/v1\/orders\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const order = orders.get(decodeURIComponent(m[1]!));
      return order ? { status: 200, body: order } : error(400, 'The id provided does not exist');
    }
    return {
      status: 404,
      body: {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      },
    };
  });

  return {
    ...server,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    refunds,
    checkoutSuccess(orderId) {
      const paymentId = fakeId('pay_');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex'),
      };
    },
    webhook(event, input, secret = webhookSecret) {
      const currency = input.currency ?? 'INR';
      const payment = {
        id: input.paymentId,
        entity: 'payment',
        amount: input.amount,
        currency,
        status: event === 'payment.failed' ? 'failed' : 'captured',
        order_id: input.orderId,
        method: 'upi',
        captured: event !== 'payment.failed',
        error_description: event === 'payment.failed' ? 'Payment was declined by the bank' : null,
      };
      const body = {
        entity: 'event',
        account_id: 'acc_FAKE0000000001',
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity: payment },
          ...(event === 'order.paid'
            ? {
                order: {
                  entity: {
                    id: input.orderId,
                    entity: 'order',
                    amount: input.amount,
                    amount_paid: input.amount,
                    currency,
                    status: 'paid',
                  },
                },
              }
            : {}),
        },
        created_at: Math.floor(Date.now() / 1000),
      };
      const payload = JSON.stringify(body);
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(payload, secret),
          'x-razorpay-event-id': input.eventId ?? fakeId('evt_'),
        },
      };
    },
    reversalWebhook(event, input) {
      const payment = {
        id: input.paymentId,
        entity: 'payment',
        amount: input.amount,
        currency: 'INR',
        status: input.amountRefunded ? 'refunded' : 'captured',
        order_id: input.orderId,
        amount_refunded: input.amountRefunded ?? 0,
        refund_status: input.amountRefunded
          ? input.amountRefunded >= input.amount
            ? 'full'
            : 'partial'
          : null,
      };
      const extra = event.startsWith('refund.')
        ? {
            refund: {
              entity: {
                id: fakeId('rfnd_'),
                entity: 'refund',
                amount: input.refundAmount ?? input.amount,
                currency: 'INR',
                payment_id: input.paymentId,
                status: 'processed',
              },
            },
          }
        : {
            dispute: {
              entity: {
                id: fakeId('disp_'),
                entity: 'dispute',
                payment_id: input.paymentId,
                amount: input.amount,
                currency: 'INR',
                status: input.disputeStatus ?? 'open',
                phase: 'chargeback',
              },
            },
          };
      const payload = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FAKE0000000001',
        event,
        contains: ['payment', Object.keys(extra)[0]],
        payload: { payment: { entity: payment }, ...extra },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(payload),
          'x-razorpay-event-id': input.eventId ?? fakeId('evt_'),
        },
      };
    },
  };
}
