/**
 * Stripe (card path) through the official `stripe` SDK: a monthly subscription on the configured Premium price, a
 * one-time PaymentIntent for Doctor Verified, and webhooks verified with the SDK (Stripe-Signature over the raw body,
 * 300 s tolerance). STRIPE_API_BASE points the SDK at another host (tests).
 * The sandbox creates ids locally; its approval is a Stripe-format event signed with the sandbox webhook secret,
 * fed through the same webhook verification.
 */
import { PLANS, toMinorUnits } from '@common/pricing';
import Stripe from 'stripe';
import type { StripeSettings } from './payments-config';
import { randomToken } from './signatures';
import { headerValue, ProviderError, type PaymentEvent, type PaymentGateway } from './types';

export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGateway extends PaymentGateway {
  readonly provider: 'stripe';
  readonly publishableKey: string | null;
  /** The configured monthly Premium price, for the service to check against the price table. */
  premiumPrice(): Promise<{ amountMinor: number; currency: string; interval: string | null }>;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createSubscription(input: {
    customerId: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ subscriptionId: string; clientSecret: string; status: string; raw: unknown }>;
  createPaymentIntent(input: {
    amountMinor: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ paymentIntentId: string; clientSecret: string; raw: unknown }>;
  /** Access continues until the period ends; Stripe then sends customer.subscription.deleted. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<{ periodEnd: Date | null }>;
  /** Sandbox only: a signed delivery of the event Stripe would send once the payment succeeds. */
  sandboxApproval?(input: {
    kind: 'subscription' | 'payment_intent';
    ref: string;
    amountMinor: number;
    currency: string;
    metadata: Record<string, string>;
    now: Date;
    periodDays: number;
  }): { rawBody: Buffer; headers: Record<string, string> };
}

// Loose views of the event objects we read: they differ between API versions (e.g. invoice.subscription moved to
// invoice.parent.subscription_details.subscription, current_period_end moved to the subscription items).
interface InvoiceView {
  id: string;
  amount_paid: number;
  currency: string;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  lines?: { data?: { period?: { end?: number } }[] };
  /** Older API versions name the invoice's PaymentIntent here; newer ones list it under payments. */
  payment_intent?: string | { id: string } | null;
  payments?: { data?: { payment?: { payment_intent?: string | { id: string } | null } }[] };
}
interface ChargeView {
  id: string;
  payment_intent?: string | { id: string } | null;
  amount: number;
  amount_refunded?: number;
  refunds?: { data?: { id: string; amount: number }[] };
}
interface DisputeView {
  id: string;
  payment_intent?: string | { id: string } | null;
  status?: string;
}
interface PaymentIntentView {
  id: string;
  amount: number;
  amount_received?: number;
  currency: string;
  last_payment_error?: { message?: string } | null;
}
interface SubscriptionView {
  id: string;
  status: string;
  cancel_at_period_end?: boolean;
  current_period_end?: number;
  items?: { data?: { current_period_end?: number }[] };
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : v?.id);
const fromUnix = (s: number | undefined | null) => (typeof s === 'number' ? new Date(s * 1000) : null);

function subscriptionPeriodEnd(sub: SubscriptionView): Date | null {
  return fromUnix(sub.items?.data?.[0]?.current_period_end ?? sub.current_period_end);
}

const STATUS_MAP: Record<string, 'active' | 'past_due' | 'canceled' | 'pending'> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'pending',
  paused: 'past_due',
};

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const eventId = event.id;
  const object = event.data.object as unknown;
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = object as InvoiceView;
      const subscriptionId =
        idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
      if (!subscriptionId) return { type: 'ignored', eventId, reason: 'invoice without a subscription' };
      return {
        type: 'subscription.paid',
        eventId,
        ref: subscriptionId,
        invoiceId: invoice.id,
        amountMinor: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        periodEnd: fromUnix(invoice.lines?.data?.[0]?.period?.end),
        paymentId:
          idOf(invoice.payment_intent) ?? idOf(invoice.payments?.data?.[0]?.payment?.payment_intent) ?? null,
      };
    }
    case 'payment_intent.succeeded': {
      const pi = object as PaymentIntentView;
      return {
        type: 'payment.succeeded',
        eventId,
        ref: pi.id,
        paymentId: pi.id,
        amountMinor: pi.amount_received ?? pi.amount,
        currency: pi.currency.toUpperCase(),
      };
    }
    case 'payment_intent.payment_failed': {
      const pi = object as PaymentIntentView;
      return {
        type: 'payment.failed',
        eventId,
        ref: pi.id,
        reason: pi.last_payment_error?.message ?? 'The card payment failed.',
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = object as SubscriptionView;
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : STATUS_MAP[sub.status];
      if (!status) return { type: 'ignored', eventId, reason: `subscription status ${sub.status}` };
      return {
        type: 'subscription.status',
        eventId,
        ref: sub.id,
        status,
        periodEnd: subscriptionPeriodEnd(sub),
        cancelAtPeriodEnd: sub.cancel_at_period_end === true,
        occurredAt: new Date(event.created * 1000),
      };
    }
    case 'charge.refunded': {
      const charge = object as ChargeView;
      const intent = idOf(charge.payment_intent) ?? null;
      const latest = charge.refunds?.data?.[0];
      return {
        type: 'payment.reversed',
        eventId,
        ref: intent,
        paymentId: intent,
        reason: 'refund',
        reference: latest?.id ?? charge.id,
        amountMinor: latest?.amount ?? null,
        totalRefundedMinor: charge.amount_refunded ?? null,
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.closed': {
      const dispute = object as DisputeView;
      const intent = idOf(dispute.payment_intent) ?? null;
      // A closed dispute is lost only when Stripe says so; won and warning_closed (an inquiry that never became a
      // chargeback) end in the merchant's favour.
      const reason =
        event.type !== 'charge.dispute.closed'
          ? 'dispute_opened'
          : dispute.status === 'lost'
            ? 'dispute_lost'
            : 'dispute_won';
      return {
        type: 'payment.reversed',
        eventId,
        ref: intent,
        paymentId: intent,
        reason,
        reference: dispute.id,
        amountMinor: null,
        totalRefundedMinor: null,
      };
    }
    default:
      return { type: 'ignored', eventId, reason: `unhandled event ${event.type}` };
  }
}

function toProviderError(err: unknown, action: string): ProviderError {
  if (err instanceof Stripe.errors.StripeError) {
    return new ProviderError(
      'stripe',
      `Stripe could not ${action}: ${err.message}`,
      err.statusCode,
      err.code,
    );
  }
  return new ProviderError('stripe', `Stripe could not ${action}: ${(err as Error).message}`);
}

function sdkOptions(settings: StripeSettings): Stripe.StripeConfig {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return {
    maxNetworkRetries: base ? 0 : 2,
    telemetry: false,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  };
}

export function createStripeGateway(settings: StripeSettings & { mode: 'live' | 'sandbox' }): StripeGateway {
  const stripe = new Stripe(settings.secretKey, sdkOptions(settings));

  async function parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    const signature = headerValue(headers, 'stripe-signature');
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      return null;
    }
    return toPaymentEvent(event);
  }

  if (settings.mode === 'sandbox') {
    const secretFor = (ref: string) => `${ref}_secret_${randomToken(12)}`;
    return {
      provider: 'stripe',
      mode: 'sandbox',
      publishableKey: null,
      parseWebhook,
      async premiumPrice() {
        return {
          amountMinor: toMinorUnits(PLANS.premium.prices.USD, 'USD'),
          currency: 'USD',
          interval: 'month',
        };
      },
      async createCustomer() {
        return `cus_SBX${randomToken()}`;
      },
      async createSubscription() {
        const subscriptionId = `sub_SBX${randomToken()}`;
        return {
          subscriptionId,
          clientSecret: secretFor(subscriptionId),
          status: 'incomplete',
          raw: { id: subscriptionId, status: 'incomplete', sandbox: true },
        };
      },
      async createPaymentIntent(input) {
        const paymentIntentId = `pi_SBX${randomToken()}`;
        return {
          paymentIntentId,
          clientSecret: secretFor(paymentIntentId),
          raw: { id: paymentIntentId, amount: input.amountMinor, currency: input.currency, sandbox: true },
        };
      },
      async cancelAtPeriodEnd() {
        return { periodEnd: null };
      },
      async refund() {
        return { refundId: `re_SBX${randomToken()}` };
      },
      sandboxApproval(input) {
        const created = Math.floor(input.now.getTime() / 1000);
        const currency = input.currency.toLowerCase();
        const object =
          input.kind === 'payment_intent'
            ? {
                id: input.ref,
                object: 'payment_intent',
                amount: input.amountMinor,
                amount_received: input.amountMinor,
                currency,
                status: 'succeeded',
                metadata: input.metadata,
              }
            : {
                id: `in_SBX${randomToken()}`,
                object: 'invoice',
                amount_paid: input.amountMinor,
                currency,
                status: 'paid',
                parent: { type: 'subscription_details', subscription_details: { subscription: input.ref } },
                lines: {
                  data: [{ period: { start: created, end: created + input.periodDays * 86_400 } }],
                },
              };
        const payload = JSON.stringify({
          id: `evt_SBX${randomToken()}`,
          object: 'event',
          type: input.kind === 'payment_intent' ? 'payment_intent.succeeded' : 'invoice.paid',
          created,
          livemode: false,
          data: { object },
        });
        // Signed now (wall clock): Stripe's verification compares the signature time with the real time.
        const header = stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret });
        return { rawBody: Buffer.from(payload), headers: { 'stripe-signature': header } };
      },
    };
  }

  return {
    provider: 'stripe',
    mode: 'live',
    publishableKey: settings.publishableKey,
    parseWebhook,

    async premiumPrice() {
      try {
        const price = await stripe.prices.retrieve(settings.premiumPriceId);
        return {
          amountMinor: price.unit_amount ?? -1,
          currency: price.currency.toUpperCase(),
          interval: price.recurring?.interval ?? null,
        };
      } catch (err) {
        throw toProviderError(err, 'read the Premium price');
      }
    },

    async createCustomer(input) {
      try {
        const customer = await stripe.customers.create(
          { email: input.email, name: input.name, metadata: { userId: input.userId } },
          { idempotencyKey: `customer-${input.userId}` },
        );
        return customer.id;
      } catch (err) {
        throw toProviderError(err, 'create the customer');
      }
    },

    async createSubscription(input) {
      try {
        const sub = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price: settings.premiumPriceId }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId: input.userId, planType: 'premium' },
            expand: ['latest_invoice.confirmation_secret'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const invoice = sub.latest_invoice;
        const clientSecret =
          invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : undefined;
        if (!clientSecret)
          throw new ProviderError('stripe', 'Stripe returned a subscription without a client secret');
        return {
          subscriptionId: sub.id,
          clientSecret,
          status: sub.status,
          raw: { id: sub.id, status: sub.status },
        };
      } catch (err) {
        throw err instanceof ProviderError ? err : toProviderError(err, 'create the subscription');
      }
    },

    async createPaymentIntent(input) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!pi.client_secret)
          throw new ProviderError('stripe', 'Stripe returned a payment without a client secret');
        return {
          paymentIntentId: pi.id,
          clientSecret: pi.client_secret,
          raw: { id: pi.id, status: pi.status },
        };
      } catch (err) {
        throw err instanceof ProviderError ? err : toProviderError(err, 'create the payment');
      }
    },

    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentId, amount: input.amountMinor },
          { idempotencyKey: input.idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (err) {
        throw toProviderError(err, 'refund the payment');
      }
    },

    async cancelAtPeriodEnd(subscriptionId) {
      try {
        const sub = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        return { periodEnd: subscriptionPeriodEnd(sub) };
      } catch (err) {
        throw toProviderError(err, 'cancel the subscription');
      }
    },
  };
}
