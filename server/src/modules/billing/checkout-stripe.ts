/** Stripe checkout (card path): a monthly Premium subscription and a one-time Doctor Verified PaymentIntent. */
import { randomUUID } from 'node:crypto';
import {
  CURRENCIES,
  formatPrice,
  PLANS,
  STRIPE_DEFAULT_PAYMENT_AMOUNT,
  toMinorUnits,
  type Currency,
  type PaidPlanType,
} from '@common/pricing';
import { BadRequest, ServiceUnavailable } from '../../lib/errors';
import type { UserRow } from '../auth/user-dto';
import type { BillingKit } from './billing-kit';
import * as repo from './billing-repo';

/** The card path charges in this currency (no listed currency maps to it; docs/product.md#states-and-rules default 99 = USD). */
const STRIPE_CURRENCY: Currency = 'USD';

export function createStripeCheckout(kit: BillingKit) {
  const { db, log } = kit;
  return {
    async stripeCreateSubscription(user: UserRow) {
      const gw = kit.gateway('stripe');
      const price = await kit.callProvider('stripe', 'start the subscription', () => gw.premiumPrice());
      const currency = (CURRENCIES as readonly string[]).includes(price.currency)
        ? (price.currency as Currency)
        : null;
      if (
        !currency ||
        price.amountMinor !== kit.planAmount('premium', currency) ||
        price.interval !== 'month'
      ) {
        log.error({ price }, 'STRIPE_PREMIUM_PRICE_ID does not match the Premium price table');
        throw new ServiceUnavailable(
          'Card subscriptions are not available right now. Please try another payment method.',
        );
      }
      const customerId =
        (await repo.stripeCustomerId(db, user.id, gw.mode)) ??
        (await kit.callProvider('stripe', 'start the subscription', () =>
          gw.createCustomer({ userId: user.id, email: user.email, name: user.username }),
        ));
      const sub = await kit.callProvider('stripe', 'start the subscription', () =>
        gw.createSubscription({
          customerId,
          userId: user.id,
          idempotencyKey: `subscription-${randomUUID()}`,
        }),
      );
      await kit.recordPending(user, {
        provider: 'stripe',
        providerRef: sub.subscriptionId,
        planType: 'premium',
        amountMinor: price.amountMinor,
        currency,
        raw: { kind: 'subscription', mode: gw.mode, customerId, provider: sub.raw },
      });
      return { clientSecret: sub.clientSecret };
    },

    async stripeCreatePayment(user: UserRow, body: { amount?: number; description?: string }) {
      const gw = kit.gateway('stripe');
      const planType: PaidPlanType = 'doctor_verified';
      const amount = body.amount ?? STRIPE_DEFAULT_PAYMENT_AMOUNT;
      const amountMinor = kit.planAmount(planType, STRIPE_CURRENCY);
      if (toMinorUnits(amount, STRIPE_CURRENCY) !== amountMinor) {
        throw new BadRequest(
          `The amount does not match the ${PLANS[planType].name} price (${formatPrice(PLANS[planType].prices[STRIPE_CURRENCY], STRIPE_CURRENCY)}).`,
          'amount',
        );
      }
      kit.refuseNeedlessPurchase(user, planType);
      const description = body.description?.trim() || `${PLANS[planType].name} plan`;
      const pi = await kit.callProvider('stripe', 'create the payment', () =>
        gw.createPaymentIntent({
          amountMinor,
          currency: STRIPE_CURRENCY,
          description,
          metadata: { userId: user.id, planType },
          idempotencyKey: `payment-${randomUUID()}`,
        }),
      );
      await kit.recordPending(user, {
        provider: 'stripe',
        providerRef: pi.paymentIntentId,
        planType,
        amountMinor,
        currency: STRIPE_CURRENCY,
        raw: { kind: 'payment_intent', mode: gw.mode, description, provider: pi.raw },
      });
      return { clientSecret: pi.clientSecret };
    },
  };
}
