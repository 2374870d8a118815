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
      };
    };
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
