/** Builds the three provider adapters from the settings: live with keys, the sandbox without, null when disabled. */
import type { PaymentsSettings, ProviderMode } from './payments-config';
import { createPayPalGateway, type PayPalGateway, type SandboxOrderLedger } from './paypal';
import { createRazorpayGateway, type RazorpayGateway } from './razorpay';
import { createStripeGateway, type StripeGateway } from './stripe';
import type { ProviderName } from './types';

export interface PaymentGateways {
  razorpay: RazorpayGateway | null;
  paypal: PayPalGateway | null;
  stripe: StripeGateway | null;
}

const enabled = <T extends { mode: ProviderMode }>(s: T): s is T & { mode: 'live' | 'sandbox' } =>
  s.mode !== 'disabled';

export function createPaymentGateways(
  settings: PaymentsSettings,
  ledger: SandboxOrderLedger,
): PaymentGateways {
  return {
    razorpay: enabled(settings.razorpay) ? createRazorpayGateway(settings.razorpay) : null,
    paypal: enabled(settings.paypal) ? createPayPalGateway(settings.paypal, ledger) : null,
    stripe: enabled(settings.stripe) ? createStripeGateway(settings.stripe) : null,
  };
}

export function providerModes(gateways: PaymentGateways): Record<ProviderName, ProviderMode> {
  return {
    razorpay: gateways.razorpay?.mode ?? 'disabled',
    paypal: gateways.paypal?.mode ?? 'disabled',
    stripe: gateways.stripe?.mode ?? 'disabled',
  };
}
