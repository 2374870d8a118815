/**
 * The payment provider seam. Every provider adapter (live: talks to the provider's API; sandbox: the built-in offline
 * provider) implements PaymentGateway: who it is, whether it is live, and how a webhook delivery is verified and
 * translated into a provider-neutral PaymentEvent. Each provider adds the few calls its checkout needs.
 *
 * Amounts are integers in minor units (paise, cents, pence); currencies are upper-case ISO codes.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { ProviderMode } from './payments-config';

export { PROVIDERS, type ProviderName } from '@common/billing';
import type { ProviderName } from '@common/billing';

/** What a verified provider event means for us. `ref` is the provider reference we stored when the payment began. */
export type PaymentEvent =
  | {
      type: 'payment.succeeded';
      eventId: string;
      ref: string;
      /** The provider's id of the money movement (payment / capture / intent). */
      paymentId: string;
      amountMinor: number;
      currency: string;
    }
  | {
      /** A recurring charge (Stripe invoice) of the subscription stored under `ref`. */
      type: 'subscription.paid';
      eventId: string;
      ref: string;
      invoiceId: string;
      amountMinor: number;
      currency: string;
      periodEnd: Date | null;
      /** The invoice's PaymentIntent when the API version still names it (refunds of the invoice point at it). */
      paymentId?: string | null;
    }
  | {
      type: 'subscription.status';
      eventId: string;
      ref: string;
      status: 'active' | 'past_due' | 'canceled' | 'pending';
      periodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      /** When the provider created the event: older events never override newer state. */
      occurredAt: Date;
    }
  | { type: 'payment.failed'; eventId: string; ref: string; reason: string }
  | {
      /** Money went back to the payer or a dispute moved; the billing service decides what the entitlement loses. */
      type: 'payment.reversed';
      eventId: string;
      /** Our stored reference when the event names it (PayPal order, Razorpay order, Stripe PaymentIntent). */
      ref: string | null;
      /** The provider's id of the original money movement (capture, payment, PaymentIntent). */
      paymentId: string | null;
      reason: 'refund' | 'dispute_opened' | 'dispute_won' | 'dispute_lost';
      /** The refund's or dispute's own id (for the audit trail). */
      reference: string;
      /** Refunds: this refund's amount in minor units, when given. */
      amountMinor: number | null;
      /** Refunds: everything refunded on the payment so far, when the provider says. */
      totalRefundedMinor: number | null;
    }
  | { type: 'ignored'; eventId: string; reason: string };

export interface PaymentGateway {
  readonly provider: ProviderName;
  readonly mode: Exclude<ProviderMode, 'disabled'>;
  /** Verifies the delivery's signature over the raw body; null when it is not authentic. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent | null>;
  /**
   * Returns `amountMinor` of the money movement `paymentId` (capture / payment / PaymentIntent) to the payer. The
   * idempotency key makes a retried refund return the first one where the provider supports it (Stripe
   * Idempotency-Key, PayPal-Request-Id; Razorpay keeps it as the refund's receipt). The sandbox moved no money and
   * answers with an id.
   */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}

export interface RefundInput {
  paymentId: string;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
}

/** A provider's API answered with an error or could not be reached. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** "29.00" → 2900, strictly: at most two decimals, no sign, no exponent. */
export function decimalToMinor(value: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 2900 → "29.00". */
export function minorToDecimal(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
