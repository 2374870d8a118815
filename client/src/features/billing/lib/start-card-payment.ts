/** Starts the card (Stripe) path: Premium → a subscription, Doctor Verified → a one-time payment at the plan price. */
import { PLANS, type PaidPlanType } from '@common/pricing';
import { billingApi } from '../api/billing-api';
import { paymentToast } from './payment-feedback';

/** The card path charges in US dollars (docs/product.md#states-and-rules: default 99). */
export const CARD_CURRENCY = 'USD' as const;

/** Asks the server for a client secret for the plan; null (after the spec's toast) when that fails. */
export async function startCardPayment(plan: PaidPlanType): Promise<string | null> {
  if (plan === 'premium') {
    try {
      return (await billingApi.stripeCreateSubscription()).clientSecret;
    } catch (err) {
      paymentToast.subscriptionError(err);
      return null;
    }
  }
  try {
    const price = PLANS.doctor_verified.prices[CARD_CURRENCY];
    return (await billingApi.stripeCreatePayment(price, `${PLANS.doctor_verified.name} Plan`)).clientSecret;
  } catch (err) {
    paymentToast.paymentCreateError(err);
    return null;
  }
}
