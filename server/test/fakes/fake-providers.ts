/** All three payment providers' local fakes at once, with the app settings that point the billing module at them. */
import { startFakePayPal, type FakePayPal } from './fake-paypal';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

export interface FakeProviders {
  razorpay: FakeRazorpay;
  paypal: FakePayPal;
  stripe: FakeStripe;
  /** Live keys for every provider, with each provider's API base on its fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const [razorpay, paypal, stripe] = await Promise.all([
    startFakeRazorpay(),
    startFakePayPal(),
    startFakeStripe(),
  ]);
  return {
    razorpay,
    paypal,
    stripe,
    env: {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_API_BASE: razorpay.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_API_BASE: paypal.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PREMIUM_PRICE_ID: stripe.priceId,
      STRIPE_API_BASE: stripe.url,
    },
    close: async () => {
      await Promise.all([razorpay.close(), paypal.close(), stripe.close()]);
    },
  };
}
