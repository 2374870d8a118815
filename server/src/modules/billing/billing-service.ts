/**
 * Billing: the server prices every purchase from common/pricing.ts, records a pending payment keyed by the provider's
 * reference, and grants entitlements only after the provider's answer is verified (signature, capture status and
 * amount); refunds and disputes take them back. This file composes the parts, each in its own file:
 * billing-kit (shared dependencies, audit helper) · checkout-razorpay / checkout-paypal / checkout-stripe ·
 * billing-fulfilment (grants, webhooks) · billing-reversals (refunds, disputes) · sandbox-checkout (TEST MODE) · billing-subscriptions
 * (status, cancel, lifecycle, sweeps) · billing-admin (refund, revoke).
 */
import { providerModes } from '../../payments/gateways';
import type { ProviderMode } from '../../payments/payments-config';
import type { ProviderName } from '../../payments/types';
import { createBillingAdmin } from './billing-admin';
import { createFulfilment } from './billing-fulfilment';
import { createReversals } from './billing-reversals';
import { createBillingKit, type BillingDeps } from './billing-kit';
import { createSubscriptions } from './billing-subscriptions';
import { createPayPalCheckout } from './checkout-paypal';
import { createRazorpayCheckout } from './checkout-razorpay';
import { createStripeCheckout } from './checkout-stripe';
import { createSandboxCheckout } from './sandbox-checkout';

export { PaymentRequired, type BillingDeps, type PaymentResult } from './billing-kit';

export type BillingService = ReturnType<typeof createBillingService>;

export function createBillingService(deps: BillingDeps) {
  const kit = createBillingKit(deps);
  const subscriptions = createSubscriptions(kit);
  const reversals = createReversals(kit);
  const fulfilment = createFulfilment(kit, subscriptions, reversals);
  const { gateways } = kit;

  return {
    /** Which providers are live, sandboxed or disabled, and the public keys the browser needs. */
    config() {
      const modes = providerModes(gateways);
      return {
        razorpay: { mode: modes.razorpay, keyId: gateways.razorpay?.keyId ?? null },
        paypal: { mode: modes.paypal, environment: gateways.paypal?.environment ?? 'sandbox' },
        stripe: { mode: modes.stripe, publishableKey: gateways.stripe?.publishableKey ?? null },
      };
    },

    modes(): Record<ProviderName, ProviderMode> {
      return providerModes(gateways);
    },

    ...createRazorpayCheckout(kit, fulfilment),
    ...createPayPalCheckout(kit, fulfilment),
    ...createStripeCheckout(kit),
    handleWebhook: fulfilment.handleWebhook,
    ...createSandboxCheckout(kit, fulfilment),
    ...createBillingAdmin(kit, reversals),
    status: subscriptions.status,
    cancel: subscriptions.cancel,
    sweepSubscriptions: subscriptions.sweepSubscriptions,
  };
}
