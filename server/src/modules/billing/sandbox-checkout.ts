/**
 * The TEST MODE checkout of the built-in sandbox: approving or declining a sandbox payment the way the member would
 * at the provider. Approvals go through the same verification as live answers (Razorpay signature, PayPal capture,
 * a signed Stripe webhook), so the sandbox tests the real paths.
 */
import { randomUUID } from 'node:crypto';
import { PREMIUM_PERIOD_DAYS } from '@common/pricing';
import { Conflict, NotFound } from '../../lib/errors';
import { randomToken } from '../../payments/signatures';
import type { ProviderName } from '../../payments/types';
import type { UserRow } from '../auth/user-dto';
import { PROVIDER_LABEL, type BillingKit } from './billing-kit';
import type { createFulfilment } from './billing-fulfilment';
import * as repo from './billing-repo';

export function createSandboxCheckout(kit: BillingKit, fulfilment: ReturnType<typeof createFulfilment>) {
  const { db, now } = kit;

  async function ownSandboxPayment(user: UserRow, provider: ProviderName, ref: string) {
    const gw = kit.gateways[provider];
    if (!gw || gw.mode !== 'sandbox')
      throw new NotFound(`The ${PROVIDER_LABEL[provider]} sandbox is not enabled.`);
    const payment = await repo.findUserPayment(db, user.id, provider, ref);
    if (!payment || repo.rawOf(payment).mode !== 'sandbox') throw new NotFound('Payment order not found.');
    return payment;
  }

  return {
    async sandboxApprove(user: UserRow, provider: ProviderName, ref: string) {
      const payment = await ownSandboxPayment(user, provider, ref);
      const planType = kit.asPlan(payment);
      if (provider === 'razorpay') {
        const approval = kit.gateway('razorpay').sandboxApprove!(payment.providerRef);
        return {
          provider,
          razorpay: {
            razorpay_order_id: payment.providerRef,
            razorpay_payment_id: approval.paymentId,
            razorpay_signature: approval.signature,
          },
        };
      }
      if (provider === 'paypal') {
        const payerId =
          repo.rawOf(payment).sandboxApproval?.payerId ?? `SBXPAYER${randomToken(6).toUpperCase()}`;
        await repo.updatePayment(
          db,
          payment.id,
          { rawPatch: { sandboxApproval: { payerId, at: now().toISOString() } } },
          now(),
        );
        return { provider, paypal: { orderId: payment.providerRef, payerId } };
      }
      // Stripe: the sandbox sends the signed event Stripe would send, through the webhook verification.
      const delivery = kit.gateway('stripe').sandboxApproval!({
        kind: repo.rawOf(payment).kind === 'subscription' ? 'subscription' : 'payment_intent',
        ref: payment.providerRef,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        metadata: { userId: user.id, planType },
        now: now(),
        periodDays: PREMIUM_PERIOD_DAYS,
      });
      await fulfilment.handleWebhook('stripe', delivery.rawBody, delivery.headers);
      const after = await repo.findPayment(db, 'stripe', payment.providerRef);
      return {
        provider,
        stripe: await kit.userResult(
          user.id,
          planType,
          after?.status === 'succeeded' ? 'succeeded' : 'pending',
          false,
        ),
      };
    },

    async sandboxDecline(user: UserRow, provider: ProviderName, ref: string) {
      const payment = await ownSandboxPayment(user, provider, ref);
      if (payment.status !== 'pending' && payment.status !== 'failed') {
        throw new Conflict('This payment is already complete.');
      }
      if (repo.rawOf(payment).sandboxApproval) {
        await repo.updatePayment(db, payment.id, { rawPatch: { sandboxApproval: null } }, now());
      }
      await fulfilment.markFailed(
        provider,
        payment.providerRef,
        `sandbox-decline:${randomUUID()}`,
        'declined in the test checkout',
        user.id,
      );
      return { message: 'The test payment was declined. Nothing was charged.' };
    },
  };
}
