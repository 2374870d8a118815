/**
 * Razorpay (INR). Orders are created server-side (REST client, configurable base URL); Checkout runs in the browser
 * and hands back order id, payment id and signature, which we verify with the key secret. Webhooks are verified with
 * the webhook secret over the raw body. The sandbox creates orders locally and signs approvals with its own secret;
 * the verification code is the same.
 */
import type { RazorpaySettings } from './payments-config';
import { createRazorpayClient, type RazorpayClient } from './razorpay-client';
import {
  randomToken,
  razorpayPaymentSignature,
  verifyRazorpayPaymentSignature,
  verifyRazorpayWebhookSignature,
} from './signatures';
import { headerValue, type PaymentEvent, type PaymentGateway } from './types';

export interface RazorpayGateway extends PaymentGateway {
  readonly provider: 'razorpay';
  /** The public key id for Checkout. */
  readonly keyId: string;
  createOrder(input: {
    amountMinor: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ orderId: string; amountMinor: number; currency: string; raw: unknown }>;
  /** HMAC-SHA256(order_id|payment_id, key secret), compared in constant time. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** Sandbox only: what Checkout would return after a successful payment. */
  sandboxApprove?(orderId: string): { paymentId: string; signature: string };
}

interface RazorpayWebhookBody {
  event?: string;
  created_at?: number;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string | null;
        amount?: number;
        currency?: string;
        status?: string;
        error_description?: string | null;
        amount_refunded?: number;
      };
    };
    refund?: { entity?: { id?: string; payment_id?: string; amount?: number } };
    dispute?: { entity?: { id?: string; payment_id?: string; status?: string } };
    order?: { entity?: { id?: string; amount?: number; amount_paid?: number; currency?: string } };
  };
}

function parseRazorpayEvent(body: RazorpayWebhookBody, headerEventId: string | undefined): PaymentEvent {
  const event = body.event ?? 'unknown';
  const payment = body.payload?.payment?.entity;
  const order = body.payload?.order?.entity;
  const eventId = headerEventId ?? `${event}:${payment?.id ?? order?.id ?? 'none'}:${body.created_at ?? 0}`;
  switch (event) {
    case 'payment.captured': {
      if (!payment?.id || !payment.order_id || typeof payment.amount !== 'number' || !payment.currency)
        return { type: 'ignored', eventId, reason: 'payment without an order' };
      return {
        type: 'payment.succeeded',
        eventId,
        ref: payment.order_id,
        paymentId: payment.id,
        amountMinor: payment.amount,
        currency: payment.currency.toUpperCase(),
      };
    }
    case 'order.paid': {
      const amount = payment?.amount ?? order?.amount_paid;
      const currency = payment?.currency ?? order?.currency;
      if (!order?.id || typeof amount !== 'number' || !currency)
        return { type: 'ignored', eventId, reason: 'incomplete order.paid payload' };
      return {
        type: 'payment.succeeded',
        eventId,
        ref: order.id,
        paymentId: payment?.id ?? order.id,
        amountMinor: amount,
        currency: currency.toUpperCase(),
      };
    }
    case 'payment.failed':
      if (!payment?.order_id) return { type: 'ignored', eventId, reason: 'payment without an order' };
      return {
        type: 'payment.failed',
        eventId,
        ref: payment.order_id,
        reason: payment.error_description ?? 'The payment failed.',
      };
    case 'refund.processed': {
      const refund = body.payload?.refund?.entity;
      const paymentId = refund?.payment_id ?? payment?.id;
      if (!refund?.id || !paymentId) return { type: 'ignored', eventId, reason: 'refund without a payment' };
      return {
        type: 'payment.reversed',
        eventId,
        ref: payment?.order_id ?? null,
        paymentId,
        reason: 'refund',
        reference: refund.id,
        amountMinor: refund.amount ?? null,
        totalRefundedMinor: payment?.amount_refunded ?? null,
      };
    }
    case 'payment.dispute.created':
    case 'payment.dispute.action_required':
    case 'payment.dispute.under_review':
    case 'payment.dispute.won':
    case 'payment.dispute.lost':
    case 'payment.dispute.closed': {
      const dispute = body.payload?.dispute?.entity;
      const paymentId = dispute?.payment_id ?? payment?.id;
      if (!dispute?.id || !paymentId)
        return { type: 'ignored', eventId, reason: 'dispute without a payment' };
      const settled = event === 'payment.dispute.closed' ? `payment.dispute.${dispute.status}` : event;
      return {
        type: 'payment.reversed',
        eventId,
        ref: payment?.order_id ?? null,
        paymentId,
        reason:
          settled === 'payment.dispute.lost'
            ? 'dispute_lost'
            : settled === 'payment.dispute.won' || event === 'payment.dispute.closed'
              ? 'dispute_won'
              : 'dispute_opened',
        reference: dispute.id,
        amountMinor: null,
        totalRefundedMinor: null,
      };
    }
    // refund.created waits for refund.processed (a refund can still fail); refund.failed returns nothing.
    default:
      return { type: 'ignored', eventId, reason: `unhandled event ${event}` };
  }
}

export function createRazorpayGateway(
  settings: RazorpaySettings & { mode: 'live' | 'sandbox' },
  client: RazorpayClient = createRazorpayClient({
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    baseUrl: settings.apiBase,
  }),
): RazorpayGateway {
  const sandbox = settings.mode === 'sandbox';
  return {
    provider: 'razorpay',
    mode: settings.mode,
    keyId: settings.keyId,

    async createOrder(input) {
      if (sandbox) {
        const orderId = `order_SBX${randomToken()}`;
        return {
          orderId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          raw: { id: orderId, amount: input.amountMinor, currency: input.currency, sandbox: true },
        };
      }
      const order = await client.createOrder({
        amount: input.amountMinor,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      return {
        orderId: order.id,
        amountMinor: order.amount,
        currency: order.currency.toUpperCase(),
        raw: order,
      };
    },

    async refund(input) {
      if (sandbox) return { refundId: `rfnd_SBX${randomToken()}` };
      const refund = await client.refundPayment(input.paymentId, {
        amount: input.amountMinor,
        receipt: input.idempotencyKey.slice(0, 40),
      });
      return { refundId: refund.id };
    },

    verifyPayment(orderId, paymentId, signature) {
      return verifyRazorpayPaymentSignature(orderId, paymentId, signature, settings.keySecret);
    },

    async parseWebhook(rawBody, headers) {
      const signature = headerValue(headers, 'x-razorpay-signature');
      if (!signature || !verifyRazorpayWebhookSignature(rawBody, signature, settings.webhookSecret))
        return null;
      let body: RazorpayWebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhookBody;
      } catch {
        return { type: 'ignored', eventId: `invalid:${Date.now()}`, reason: 'body is not JSON' };
      }
      return parseRazorpayEvent(body, headerValue(headers, 'x-razorpay-event-id'));
    },

    ...(sandbox
      ? {
          sandboxApprove(orderId: string) {
            const paymentId = `pay_SBX${randomToken()}`;
            return { paymentId, signature: razorpayPaymentSignature(orderId, paymentId, settings.keySecret) };
          },
        }
      : {}),
  };
}
