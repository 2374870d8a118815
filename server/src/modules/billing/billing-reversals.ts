/**
 * Refunds, disputes and chargebacks: money that went back takes back what it paid for. A full refund or a lost
 * dispute ends the entitlement; a partial refund or an open dispute flags the payment for an admin's review and
 * leaves access alone; a won dispute clears the flag. Once per provider event id, in one transaction, audited. The
 * provider webhooks and the admin's refund both end here.
 */
import { isPaymentInForce } from '@common/billing';
import { PREMIUM_PERIOD_DAYS } from '@common/pricing';
import type { Executor } from '../../db/client';
import { endDoctorVerifiedCare } from '../clinician';
import type { PaymentEvent, ProviderName } from '../../payments/types';
import { DAY_MS, type BillingKit } from './billing-kit';
import * as repo from './billing-repo';
import type { PaymentRow, PaymentStatus } from './billing-repo';

export type ReversalOutcome = 'unknown' | 'replay' | 'already' | 'refunded' | 'flagged' | 'restored';
type ReversalEvent = Extract<PaymentEvent, { type: 'payment.reversed' }>;

export function createReversals(kit: BillingKit) {
  const { db, now, log } = kit;

  /**
   * Takes back what a payment granted: Premium loses the paid month this payment bought (time another purchase paid
   * for stays; none left → canceled now), Doctor Verified is withdrawn.
   */
  async function withdraw(
    tx: Executor,
    payment: PaymentRow,
    options: { source: string; actorId?: string | null },
    why: 'refunded' | 'charged back',
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
      // The clinician side ends in this same transaction: pending reviews closed, certificates revoked.
      const care = await endDoctorVerifiedCare(tx, user.id, {
        reason: `Doctor Verified ended: the payment was ${why}.`,
        actorId: options.actorId ?? null,
        at,
      });
      detail = { doctorVerified: false, ...care };
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

  /** Applies one refund or dispute event to the payment it names. */
  async function applyReversal(
    provider: ProviderName,
    event: ReversalEvent,
    options: { source: string; actorId?: string | null },
  ): Promise<ReversalOutcome> {
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
        await withdraw(tx, payment, options, 'charged back');
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
        await withdraw(tx, payment, options, 'refunded');
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

  return { applyReversal };
}
