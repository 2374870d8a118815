/**
 * Fulfilment: a verified provider answer (checkout callback, capture, webhook) completes the payment stored under
 * the provider's reference and grants its plan; webhooks are verified here and dispatched (refunds and disputes to
 * billing-reversals, Stripe's lifecycle to billing-subscriptions). Every change runs in one transaction with the
 * provider event id that caused it, so a replayed callback or webhook changes nothing and whichever of callback and
 * webhook arrives first wins.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { PREMIUM_PERIOD_DAYS } from '@common/pricing';
import type { Executor } from '../../db/client';
import { BadRequest, NotFound } from '../../lib/errors';
import type { PaymentEvent, ProviderName } from '../../payments/types';
import { DAY_MS, PROVIDER_LABEL, type BillingKit } from './billing-kit';
import * as repo from './billing-repo';
import type { PaymentRow } from './billing-repo';
import type { createReversals, ReversalOutcome } from './billing-reversals';
import type { createSubscriptions, SubscriptionOutcome } from './billing-subscriptions';

type FulfilOutcome = SubscriptionOutcome | ReversalOutcome | 'already' | 'mismatch' | 'failed';

export function createFulfilment(
  kit: BillingKit,
  subscriptions: Pick<ReturnType<typeof createSubscriptions>, 'applySubscriptionStatus'>,
  reversals: Pick<ReturnType<typeof createReversals>, 'applyReversal'>,
) {
  const { db, now, log } = kit;

  /** The entitlement a successful payment grants. */
  async function grant(
    tx: Executor,
    payment: PaymentRow,
    options: { periodEnd?: Date | null; source: string },
  ): Promise<void> {
    const at = now();
    const user = await repo.lockUserEntitlements(tx, payment.userId);
    if (!user) return;
    await kit.notify.paymentReceipt(tx, payment);
    if (payment.planType === 'premium') {
      const current =
        user.subscriptionStatus === 'active' && user.premiumExpiresAt && user.premiumExpiresAt > at
          ? user.premiumExpiresAt
          : null;
      let expires: Date;
      if (options.periodEnd) {
        expires = current && current > options.periodEnd ? current : options.periodEnd;
      } else {
        // One paid month from the payment, added after any time already paid for.
        expires = new Date((current ?? at).getTime() + PREMIUM_PERIOD_DAYS * DAY_MS);
      }
      await repo.updateUserEntitlements(tx, user.id, {
        subscriptionStatus: 'active',
        premiumExpiresAt: expires,
      });
      kit.userChanged(user.id);
      await kit.audit(
        tx,
        current ? 'subscription.extended' : 'subscription.activated',
        { userId: user.id },
        {
          paymentId: payment.id,
          provider: payment.provider,
          from: user.subscriptionStatus,
          premiumExpiresAt: expires.toISOString(),
          source: options.source,
        },
        at,
      );
    } else if (payment.planType === 'doctor_verified') {
      await repo.updateUserEntitlements(tx, user.id, {
        doctorVerified: true,
        doctorVerifiedAt: user.doctorVerifiedAt ?? at,
      });
      kit.userChanged(user.id);
      await kit.audit(
        tx,
        'doctor_verification.granted',
        { userId: user.id },
        { paymentId: payment.id, provider: payment.provider, source: options.source },
        at,
      );
    }
  }

  /**
   * Completes the payment stored under (provider, ref) once: checks the paid amount and currency against the row
   * (which the server priced), marks it succeeded and grants the plan, all with the event id in one transaction.
   */
  async function fulfil(input: {
    provider: ProviderName;
    ref: string;
    eventId: string;
    paymentId: string;
    amountMinor: number | null;
    currency: string | null;
    source: string;
  }): Promise<FulfilOutcome> {
    return db.transaction(async (tx) => {
      const at = now();
      const payment = await repo.findPayment(tx, input.provider, input.ref, { forUpdate: true });
      if (!payment) return 'unknown';
      if (!(await repo.recordEvent(tx, input.provider, input.eventId, at))) return 'replay';
      if (payment.status !== 'pending' && payment.status !== 'failed') return 'already';
      // A payment once reported with the wrong amount needs a person to look at it: nothing grants it later.
      if (repo.rawOf(payment).failure === 'amount_mismatch') return 'mismatch';
      if (input.amountMinor !== payment.amountMinor || input.currency?.toUpperCase() !== payment.currency) {
        await repo.updatePayment(
          tx,
          payment.id,
          {
            status: 'failed',
            rawPatch: {
              failure: 'amount_mismatch',
              mismatch: { amountMinor: input.amountMinor, currency: input.currency },
            },
          },
          at,
        );
        await kit.audit(
          tx,
          'payment.amount_mismatch',
          { payment },
          {
            expected: { amountMinor: payment.amountMinor, currency: payment.currency },
            received: { amountMinor: input.amountMinor, currency: input.currency },
            source: input.source,
          },
          at,
        );
        log.warn(
          { provider: input.provider, ref: input.ref },
          'payment amount or currency does not match the order',
        );
        return 'mismatch';
      }
      const updated = await repo.updatePayment(
        tx,
        payment.id,
        { status: 'succeeded', rawPatch: { paidVia: input.source, providerPaymentId: input.paymentId } },
        at,
      );
      await kit.audit(
        tx,
        'payment.succeeded',
        { payment },
        {
          providerPaymentId: input.paymentId,
          planType: payment.planType,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          source: input.source,
        },
        at,
      );
      await grant(tx, updated, { source: input.source });
      return 'fulfilled';
    });
  }

  /** A Stripe invoice of a stored subscription: each invoice is its own payment row, granted once. */
  async function fulfilInvoice(
    event: Extract<PaymentEvent, { type: 'subscription.paid' }>,
  ): Promise<FulfilOutcome> {
    return db.transaction(async (tx) => {
      const at = now();
      const subscription = await repo.findPayment(tx, 'stripe', event.ref, { forUpdate: true });
      if (!subscription) return 'unknown';
      if (!(await repo.recordEvent(tx, 'stripe', event.eventId, at))) return 'replay';
      if (event.amountMinor !== subscription.amountMinor || event.currency !== subscription.currency) {
        await kit.audit(
          tx,
          'payment.amount_mismatch',
          { payment: subscription },
          {
            invoiceId: event.invoiceId,
            expected: { amountMinor: subscription.amountMinor, currency: subscription.currency },
            received: { amountMinor: event.amountMinor, currency: event.currency },
          },
          at,
        );
        log.warn({ invoiceId: event.invoiceId }, 'invoice amount does not match the subscription price');
        return 'mismatch';
      }
      const invoice = await repo.insertPaymentOnce(tx, {
        userId: subscription.userId,
        provider: 'stripe',
        providerRef: event.invoiceId,
        planType: 'premium',
        amountMinor: event.amountMinor,
        currency: event.currency,
        status: 'succeeded',
        raw: {
          kind: 'invoice',
          subscriptionId: event.ref,
          mode: repo.rawOf(subscription).mode,
          ...(event.paymentId ? { providerPaymentId: event.paymentId } : {}),
        },
      });
      if (!invoice) return 'already';
      const updated =
        subscription.status === 'succeeded'
          ? subscription
          : await repo.updatePayment(
              tx,
              subscription.id,
              { status: 'succeeded', rawPatch: { paidVia: 'webhook' } },
              at,
            );
      await kit.audit(
        tx,
        'payment.succeeded',
        { payment: invoice },
        {
          subscriptionId: event.ref,
          planType: 'premium',
          amountMinor: event.amountMinor,
          currency: event.currency,
          source: 'webhook',
        },
        at,
      );
      await grant(tx, updated, {
        source: 'webhook',
        periodEnd: event.periodEnd ?? new Date(at.getTime() + PREMIUM_PERIOD_DAYS * DAY_MS),
      });
      return 'fulfilled';
    });
  }

  async function markFailed(
    provider: ProviderName,
    ref: string,
    eventId: string,
    reason: string,
    actorId?: string,
  ): Promise<FulfilOutcome> {
    return db.transaction(async (tx) => {
      const at = now();
      const payment = await repo.findPayment(tx, provider, ref, { forUpdate: true });
      if (!payment) return 'unknown';
      if (!(await repo.recordEvent(tx, provider, eventId, at))) return 'replay';
      if (payment.status !== 'pending') return 'already';
      await repo.updatePayment(tx, payment.id, { status: 'failed', rawPatch: { failure: reason } }, at);
      await kit.audit(tx, 'payment.failed', { payment, actorId: actorId ?? payment.userId }, { reason }, at);
      return 'failed';
    });
  }

  async function handleWebhook(provider: ProviderName, rawBody: Buffer, headers: IncomingHttpHeaders) {
    const gw = kit.gateways[provider];
    if (!gw) throw new NotFound(`${PROVIDER_LABEL[provider]} webhooks are not enabled.`);
    const event = await kit.callProvider(provider, 'verify the webhook', () =>
      gw.parseWebhook(rawBody, headers),
    );
    if (!event) {
      log.warn({ provider }, 'webhook with a missing or invalid signature rejected');
      throw new BadRequest('The webhook signature is not valid.');
    }
    let outcome: FulfilOutcome | 'ignored';
    switch (event.type) {
      case 'payment.succeeded':
        outcome = await fulfil({
          provider,
          ref: event.ref,
          eventId: event.eventId,
          paymentId: event.paymentId,
          amountMinor: event.amountMinor,
          currency: event.currency,
          source: 'webhook',
        });
        break;
      case 'subscription.paid':
        outcome = await fulfilInvoice(event);
        break;
      case 'subscription.status':
        outcome = await subscriptions.applySubscriptionStatus(event);
        break;
      case 'payment.failed':
        outcome = await markFailed(provider, event.ref, event.eventId, event.reason);
        break;
      case 'payment.reversed':
        outcome = await reversals.applyReversal(provider, event, { source: 'webhook' });
        break;
      default:
        outcome = 'ignored';
    }
    log.info({ provider, eventId: event.eventId, type: event.type, outcome }, 'payment webhook processed');
    return { eventType: event.type, outcome };
  }

  return { fulfil, markFailed, handleWebhook };
}
