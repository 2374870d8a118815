/**
 * An admin's billing actions from a member's details: refund a payment (through the provider's API; a sandbox
 * payment through the sandbox, since it moved no money) or revoke an entitlement outright. Both audited under the
 * admin's id; the refund then runs the same reversal a provider's refund webhook runs, so the later webhook for the
 * same refund changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { isPaymentInForce } from '@common/billing';
import type { PaidPlanType } from '@common/pricing';
import { Conflict, NotFound, ServiceUnavailable } from '../../lib/errors';
import { endDoctorVerifiedCare } from '../clinician';
import { PROVIDER_LABEL, type BillingKit } from './billing-kit';
import type { createReversals } from './billing-reversals';
import * as repo from './billing-repo';
import type { ProviderName } from '../../payments/types';

export function createBillingAdmin(kit: BillingKit, reversals: ReturnType<typeof createReversals>) {
  const { db, now } = kit;

  return {
    async adminRefund(adminId: string, userId: string, paymentId: string) {
      const payment = await repo.findUserPaymentById(db, userId, paymentId);
      if (!payment) throw new NotFound('Payment not found.');
      if (!isPaymentInForce(payment.status)) {
        throw new Conflict(
          `This payment is ${payment.status.replace(/_/g, ' ')}: there is nothing to refund.`,
        );
      }
      const provider = payment.provider as ProviderName;
      const raw = repo.rawOf(payment);
      // The provider's id of the money movement: what its refund API takes.
      const moneyId =
        raw.providerPaymentId ?? (raw.kind === 'payment_intent' ? payment.providerRef : undefined);
      if (!moneyId) {
        throw new Conflict(
          raw.kind === 'subscription'
            ? 'Refund the subscription’s invoice payments one by one.'
            : `This payment names no ${PROVIDER_LABEL[provider]} payment to refund; refund it in the provider’s dashboard.`,
        );
      }
      const remaining = payment.amountMinor - (raw.refundedMinor ?? 0);
      const gw = kit.gateways[provider];
      let refundId: string;
      if (raw.mode === 'live') {
        if (!gw || gw.mode !== 'live') {
          throw new ServiceUnavailable(
            `${PROVIDER_LABEL[provider]} is not configured with live keys: it cannot refund.`,
          );
        }
        refundId = (
          await kit.callProvider(provider, 'refund the payment', () =>
            gw.refund({
              paymentId: moneyId,
              amountMinor: remaining,
              currency: payment.currency,
              idempotencyKey: `refund-${payment.id}-${payment.amountMinor - remaining}`,
            }),
          )
        ).refundId;
      } else {
        // A sandbox payment moved no money: the sandbox acknowledges the refund (even if the provider is live now).
        refundId =
          gw?.mode === 'sandbox'
            ? (
                await gw.refund({
                  paymentId: moneyId,
                  amountMinor: remaining,
                  currency: payment.currency,
                  idempotencyKey: randomUUID(),
                })
              ).refundId
            : `sandbox-refund-${randomUUID()}`;
      }
      await reversals.applyReversal(
        provider,
        {
          type: 'payment.reversed',
          eventId: `admin-refund:${refundId}`,
          ref: payment.providerRef,
          paymentId: moneyId,
          reason: 'refund',
          reference: refundId,
          amountMinor: remaining,
          totalRefundedMinor: payment.amountMinor,
        },
        { source: 'admin', actorId: adminId },
      );
      await kit.audit(
        db,
        'admin.payment.refunded',
        { payment, actorId: adminId },
        {
          refundId,
          amountMinor: remaining,
          currency: payment.currency,
          mode: raw.mode,
        },
      );
      return { message: 'The payment was refunded and its entitlement ended.' };
    },

    async adminRevoke(adminId: string, userId: string, entitlement: PaidPlanType) {
      await db.transaction(async (tx) => {
        const at = now();
        const user = await repo.lockUserEntitlements(tx, userId);
        if (!user) throw new NotFound('User not found.');
        if (entitlement === 'premium') {
          const active = user.premiumExpiresAt !== null && user.premiumExpiresAt > at;
          if (!active && user.subscriptionStatus !== 'active' && user.subscriptionStatus !== 'past_due') {
            throw new Conflict('This member has no Premium to revoke.');
          }
          await repo.updateUserEntitlements(tx, userId, {
            subscriptionStatus: 'canceled',
            premiumExpiresAt: at,
          });
        } else {
          if (!user.doctorVerified) throw new Conflict('This member is not Doctor Verified.');
          await repo.updateUserEntitlements(tx, userId, { doctorVerified: false, doctorVerifiedAt: null });
          await endDoctorVerifiedCare(tx, userId, {
            reason: 'Doctor Verified ended: an administrator revoked it.',
            actorId: adminId,
            at,
          });
        }
        await kit.audit(tx, 'admin.entitlement.revoked', { userId, actorId: adminId }, { entitlement }, at);
      });
      kit.userChanged(userId);
      return {
        message:
          entitlement === 'premium' ? 'Premium access was revoked.' : 'Doctor verification was revoked.',
      };
    },
  };
}
