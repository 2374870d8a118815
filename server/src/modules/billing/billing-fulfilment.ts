/**
 * Fulfilment: a verified provider answer (checkout callback, capture, webhook) completes the payment stored under
 * the provider's reference and grants its plan; refunds and disputes take it back. Every change runs in one
 * transaction with the provider event id that caused it, so a replayed callback or webhook changes nothing and
 * whichever of callback and webhook arrives first wins.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isPaymentInForce } from '@common/billing';
import { PREMIUM_PERIOD_DAYS } from '@common/pricing';
import type { Executor } from '../../db/client';
import { BadRequest, NotFound } from '../../lib/errors';
import type { PaymentEvent, ProviderName } from '../../payments/types';
import { DAY_MS, PROVIDER_LABEL, type BillingKit } from './billing-kit';
import * as repo from './billing-repo';
import type { PaymentRow, PaymentStatus } from './billing-repo';
import type { createSubscriptions, SubscriptionOutcome } from './billing-subscriptions';

type FulfilOutcome =
  SubscriptionOutcome | 'already' | 'mismatch' | 'failed' | 'refunded' | 'flagged' | 'restored';

type ReversalEvent = Extract<PaymentEvent, { type: 'payment.reversed' }>;

export function createFulfilment(
  kit: BillingKit,
  subscriptions: Pick<ReturnType<typeof createSubscriptions>, 'applySubscriptionStatus'>,
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
   * Takes back what a payment granted: Premium loses the paid month this payment bought (time another purchase paid
   * for stays; none left → canceled now), Doctor Verified is withdrawn.
   */
  async function withdraw(
    tx: Executor,
    payment: PaymentRow,
    options: { source: string; actorId?: string | null },
  ): Promise<void> {
    const at = now();
    const user = await repo.lockUserEntitlements(tx, payment.userId);
    if (!user) return;
    let detail: Record<string, unknown>;
    if (payment.planType === 'premium') {
      const end = user.premiumExpiresAt?.getTime() ?? at.getTime();
      const remaining = new Date(end - PREMIUM_PERIOD_DAYS * DAY_MS);
      const stillPaid = remaining > at;
      await repo.updateUserEntitlements(tx, user.id, {
        premiumExpiresAt: stillPaid ? remaining : at,
        subscriptionStatus: stillPaid ? user.subscriptionStatus : 'canceled',
      });
      detail = {
        from: user.subscriptionStatus,
        premiumExpiresAt: (stillPaid ? remaining : at).toISOString(),
      };
    } else {
      await repo.updateUserEntitlements(tx, user.id, { doctorVerified: false, doctorVerifiedAt: null });
      detail = { doctorVerified: false };
    }
    kit.userChanged(user.id);
    await kit.audit(
      tx,
      'entitlement.revoked',
      { userId: user.id, actorId: options.actorId ?? null },
      { paymentId: payment.id, planType: payment.planType, source: options.source, ...detail },
      at,
    );
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

  /** The stored payment a refund or dispute is about: by our reference, else by the provider's payment id. */
  async function findReversed(tx: Executor, provider: ProviderName, event: ReversalEvent) {
    if (event.ref) {
      const byRef = await repo.findPayment(tx, provider, event.ref, { forUpdate: true });
      if (byRef) return byRef;
    }
    if (!event.paymentId) return undefined;
    return (
      (await repo.findPaymentByProviderPaymentId(tx, provider, event.paymentId)) ??
      (await repo.findPayment(tx, provider, event.paymentId, { forUpdate: true }))
    );
  }

  /**
   * Money went back (refund) or a dispute moved. A full refund or a lost dispute ends the entitlement; a partial
   * refund or an open dispute flags the payment for an admin's review and leaves access alone; a won dispute clears
   * the flag. Once per provider event id; every change audited.
   */
  async function applyReversal(
    provider: ProviderName,
    event: ReversalEvent,
    options: { source: string; actorId?: string | null },
  ): Promise<FulfilOutcome> {
    return db.transaction(async (tx) => {
      const at = now();
      const payment = await findReversed(tx, provider, event);
      if (!payment) return 'unknown';
      if (!(await repo.recordEvent(tx, provider, event.eventId, at))) return 'replay';
      const actor = { payment, actorId: options.actorId };
      const raw = repo.rawOf(payment);
      const set = async (status: PaymentStatus, rawPatch: repo.PaymentRaw) =>
        repo.updatePayment(tx, payment.id, { status, rawPatch }, at);

      if (event.reason === 'dispute_won') {
        if (payment.status !== 'disputed') return 'already';
        await set('succeeded', { review: null });
        await kit.audit(
          tx,
          'payment.dispute_won',
          actor,
          { reference: event.reference, source: options.source },
          at,
        );
        return 'restored';
      }
      if (!isPaymentInForce(payment.status)) return 'already';

      if (event.reason === 'dispute_opened') {
        if (payment.status === 'disputed') return 'already';
        await set('disputed', {
          review: { reason: `dispute ${event.reference} opened`, at: at.toISOString() },
        });
        await kit.audit(
          tx,
          'payment.disputed',
          actor,
          { reference: event.reference, source: options.source },
          at,
        );
        log.warn({ provider, paymentId: payment.id }, 'payment disputed: flagged for review');
        return 'flagged';
      }
      if (event.reason === 'dispute_lost') {
        await set('charged_back', { review: null });
        await kit.audit(
          tx,
          'payment.charged_back',
          actor,
          { reference: event.reference, source: options.source },
          at,
        );
        await withdraw(tx, payment, options);
        return 'refunded';
      }
      // A refund: the provider's running total when it gives one, else this refund added to what we knew.
      const refunded = Math.max(
        raw.refundedMinor ?? 0,
        event.totalRefundedMinor ?? (raw.refundedMinor ?? 0) + (event.amountMinor ?? payment.amountMinor),
      );
      const full = refunded >= payment.amountMinor;
      const detail = {
        reference: event.reference,
        refundedMinor: refunded,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        source: options.source,
      };
      if (full) {
        await set('refunded', { refundedMinor: refunded, review: null });
        await kit.audit(tx, 'payment.refunded', actor, detail, at);
        await withdraw(tx, payment, options);
        return 'refunded';
      }
      await set('partially_refunded', {
        refundedMinor: refunded,
        review: { reason: `partial refund (${refunded} of ${payment.amountMinor})`, at: at.toISOString() },
      });
      await kit.audit(tx, 'payment.partially_refunded', actor, detail, at);
      log.warn({ provider, paymentId: payment.id }, 'payment partly refunded: flagged for review');
      return 'flagged';
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
        outcome = await applyReversal(provider, event, { source: 'webhook' });
        break;
      default:
        outcome = 'ignored';
    }
    log.info({ provider, eventId: event.eventId, type: event.type, outcome }, 'payment webhook processed');
    return { eventType: event.type, outcome };
  }

  return { fulfil, markFailed, applyReversal, handleWebhook };
}
