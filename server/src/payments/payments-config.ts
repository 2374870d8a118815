/**
 * Payment providers' environment variables, merged into the one configuration schema (server/src/config.ts).
 * A provider with keys is live. The sandbox (the built-in offline provider, which grants plans without money) serves
 * the providers without keys only when it is safe to: by default only while NO provider has keys (a development
 * machine); once any provider is live it is off for all of them unless PAYMENTS_SANDBOX=on says otherwise, and
 * PAYMENTS_SANDBOX=on is refused in production. Keys that belong together are checked together.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** An optional value that must match `pattern` when given; `hint` says what a valid value looks like. */
const keyLike = (pattern: RegExp, hint: string) =>
  optionalText.refine((v) => v === undefined || pattern.test(v), hint);

const httpUrl = optionalText
  .refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), 'must be an http:// or https:// URL')
  .transform((v) => v?.replace(/\/+$/, ''));

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be "on" or "off"' })
  .transform((v) => v === 'on' || v === 'true' || v === '1');

export const paymentsEnvShape = {
  /**
   * Unset: the sandbox serves every provider while none has keys (never with NODE_ENV=production), and none once
   * any has. on: providers without keys use the sandbox even beside live ones (refused in production). off: never.
   */
  PAYMENTS_SANDBOX: onOff.optional(),
  /** Signs sandbox approvals; derived from the session key when absent. */
  PAYMENTS_SANDBOX_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),

  RAZORPAY_KEY_ID: keyLike(
    /^rzp_(test|live)_\w+$/,
    'must look like rzp_test_… or rzp_live_… (Razorpay key id)',
  ),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE: httpUrl.default('https://api.razorpay.com'),

  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_ENVIRONMENT: z
    .enum(['sandbox', 'production'], { error: 'must be "sandbox" or "production"' })
    .default('sandbox'),
  PAYPAL_WEBHOOK_ID: optionalText,
  /** Overrides the API host chosen by PAYPAL_ENVIRONMENT (tests, proxies). */
  PAYPAL_API_BASE: httpUrl,

  STRIPE_SECRET_KEY: keyLike(
    /^(sk|rk)_(test|live)_\w+$/,
    'must look like sk_test_… or sk_live_… (Stripe secret key)',
  ),
  STRIPE_PUBLISHABLE_KEY: keyLike(
    /^pk_(test|live)_\w+$/,
    'must look like pk_test_… or pk_live_… (Stripe publishable key)',
  ),
  STRIPE_WEBHOOK_SECRET: keyLike(/^whsec_\w+$/, 'must look like whsec_… (Stripe webhook signing secret)'),
  STRIPE_PREMIUM_PRICE_ID: keyLike(/^price_\w+$/, 'must look like price_… (the monthly Premium price id)'),
  /** Overrides Stripe's API host (tests, proxies), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: httpUrl,
} satisfies z.ZodRawShape;

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnvShape>>;

export type { ProviderMode } from '@common/billing';
import type { ProviderMode } from '@common/billing';

export interface RazorpaySettings {
  mode: ProviderMode;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
}
export interface PayPalSettings {
  mode: ProviderMode;
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  webhookId: string;
  apiBase: string;
}
export interface StripeSettings {
  mode: ProviderMode;
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string;
  premiumPriceId: string;
  apiBase: string | undefined;
}
export interface PaymentsSettings {
  razorpay: RazorpaySettings;
  paypal: PayPalSettings;
  stripe: StripeSettings;
  sandboxSecret: string;
  /** Set when any provider runs in the sandbox: the warning logged at start and shown in the admin health panel. */
  sandboxWarning: string | null;
}

export class PaymentsConfigError extends Error {
  override name = 'ConfigError';
}

const PAYPAL_HOSTS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  production: 'https://api-m.paypal.com',
} as const;

/** Keys that must be set together: all of them (live) or none (sandbox / disabled). */
function group(env: PaymentsEnv, names: (keyof PaymentsEnv)[], provider: string): boolean {
  const set = names.filter((n) => env[n] !== undefined);
  if (set.length === 0) return false;
  if (set.length < names.length) {
    const missing = names.filter((n) => env[n] === undefined);
    throw new PaymentsConfigError(
      `Invalid configuration:\n  ${provider} is partly configured: set ${missing.join(', ')} as well ` +
        `(or unset ${set.join(', ')} to use the ${provider} sandbox).`,
    );
  }
  return true;
}

/**
 * The effective settings of every provider. `sessionKey` seeds the sandbox secret when PAYMENTS_SANDBOX_SECRET is
 * not set, so sandbox signatures survive restarts without another secret file.
 */
export function resolvePaymentsSettings(
  env: PaymentsEnv & { NODE_ENV?: string },
  sessionKey: Uint8Array,
): PaymentsSettings {
  if (env.PAYMENTS_SANDBOX === true && env.NODE_ENV === 'production') {
    throw new PaymentsConfigError(
      'Invalid configuration:\n  PAYMENTS_SANDBOX=on is refused with NODE_ENV=production: the sandbox grants paid ' +
        'plans without payment. Unset PAYMENTS_SANDBOX (or set it to off) and configure the providers’ keys.',
    );
  }
  const sandboxSecret =
    env.PAYMENTS_SANDBOX_SECRET ??
    createHmac('sha256', Buffer.from(sessionKey)).update('vitalplan/payments-sandbox/v1').digest('hex');
  const derived = (label: string) => createHmac('sha256', sandboxSecret).update(label).digest('hex');
  const razorpayLive = group(
    env,
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
    'Razorpay',
  );
  const paypalLive = group(env, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'], 'PayPal');
  const stripeLive = group(
    env,
    ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PREMIUM_PRICE_ID'],
    'Stripe',
  );

  // Live keys anywhere make this a real shop: a keyless provider must not hand out plans for free beside it. A
  // production server never defaults to the sandbox either.
  const anyLive = razorpayLive || paypalLive || stripeLive;
  const sandboxOn = env.PAYMENTS_SANDBOX ?? (!anyLive && env.NODE_ENV !== 'production');
  const fallback: ProviderMode = sandboxOn ? 'sandbox' : 'disabled';
  const sandboxed = [!razorpayLive && 'Razorpay', !paypalLive && 'PayPal', !stripeLive && 'Stripe'].filter(
    (p): p is string => sandboxOn && Boolean(p),
  );

  return {
    sandboxSecret,
    sandboxWarning: sandboxed.length
      ? `PAYMENTS SANDBOX IS ON for ${sandboxed.join(', ')}: anyone can approve a test payment and get a paid plan ` +
        `for free. Configure live keys (or set PAYMENTS_SANDBOX=off) before taking real customers.`
      : null,
    razorpay: razorpayLive
      ? {
          mode: 'live',
          keyId: env.RAZORPAY_KEY_ID!,
          keySecret: env.RAZORPAY_KEY_SECRET!,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
          apiBase: env.RAZORPAY_API_BASE,
        }
      : {
          mode: fallback,
          keyId: 'rzp_sandbox_local',
          keySecret: derived('razorpay-key-secret'),
          webhookSecret: derived('razorpay-webhook-secret'),
          apiBase: env.RAZORPAY_API_BASE,
        },
    paypal: paypalLive
      ? {
          mode: 'live',
          clientId: env.PAYPAL_CLIENT_ID!,
          clientSecret: env.PAYPAL_CLIENT_SECRET!,
          environment: env.PAYPAL_ENVIRONMENT,
          webhookId: env.PAYPAL_WEBHOOK_ID!,
          apiBase: env.PAYPAL_API_BASE ?? PAYPAL_HOSTS[env.PAYPAL_ENVIRONMENT],
        }
      : {
          mode: fallback,
          clientId: 'sandbox-local',
          clientSecret: derived('paypal-client-secret'),
          environment: 'sandbox',
          webhookId: 'WH-SANDBOX-LOCAL',
          apiBase: 'sandbox:',
        },
    stripe: stripeLive
      ? {
          mode: 'live',
          secretKey: env.STRIPE_SECRET_KEY!,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          premiumPriceId: env.STRIPE_PREMIUM_PRICE_ID!,
          apiBase: env.STRIPE_API_BASE,
        }
      : {
          mode: fallback,
          secretKey: 'sk_test_sandbox_local',
          publishableKey: null,
          webhookSecret: `whsec_${derived('stripe-webhook-secret')}`,
          premiumPriceId: 'price_sandbox_premium',
          apiBase: undefined,
        },
  };
}
