import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { resolvePaymentsSettings } from './payments-config';

const key = new TextEncoder().encode('k'.repeat(40));
const settings = (env: Record<string, string>) => resolvePaymentsSettings(loadConfig({ ...env }), key);

describe('payments configuration', () => {
  it('defaults every provider to the sandbox, with secrets derived from the session key', () => {
    const s = settings({});
    expect([s.razorpay.mode, s.paypal.mode, s.stripe.mode]).toEqual(['sandbox', 'sandbox', 'sandbox']);
    expect(s.sandboxSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(settings({}).razorpay.keySecret).toBe(s.razorpay.keySecret);
    expect(resolvePaymentsSettings(loadConfig({}), new Uint8Array(32)).razorpay.keySecret).not.toBe(
      s.razorpay.keySecret,
    );
    expect(settings({ PAYMENTS_SANDBOX_SECRET: 'x'.repeat(32) }).sandboxSecret).toBe('x'.repeat(32));
  });

  it('PAYMENTS_SANDBOX=off disables providers without keys', () => {
    const s = settings({ PAYMENTS_SANDBOX: 'off' });
    expect([s.razorpay.mode, s.paypal.mode, s.stripe.mode]).toEqual(['disabled', 'disabled', 'disabled']);
  });

  it('goes live per provider when all of its keys are set', () => {
    const s = settings({
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'wh',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_ENVIRONMENT: 'production',
    });
    expect(s.razorpay).toMatchObject({
      mode: 'live',
      keyId: 'rzp_live_abc',
      apiBase: 'https://api.razorpay.com',
    });
    expect(s.paypal).toMatchObject({
      mode: 'live',
      environment: 'production',
      apiBase: 'https://api-m.paypal.com',
    });
    expect(s.stripe.mode).toBe('disabled');
    expect(s.sandboxWarning).toBeNull();
  });

  it('keys for any provider turn the sandbox off for all of them unless PAYMENTS_SANDBOX=on is explicit', () => {
    const stripeKeys = {
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PREMIUM_PRICE_ID: 'price_abc',
    };
    const byDefault = settings(stripeKeys);
    expect([byDefault.razorpay.mode, byDefault.paypal.mode, byDefault.stripe.mode]).toEqual([
      'disabled',
      'disabled',
      'live',
    ]);
    expect(byDefault.sandboxWarning).toBeNull();

    const explicit = settings({ ...stripeKeys, PAYMENTS_SANDBOX: 'on' });
    expect([explicit.razorpay.mode, explicit.paypal.mode, explicit.stripe.mode]).toEqual([
      'sandbox',
      'sandbox',
      'live',
    ]);
    expect(explicit.sandboxWarning).toMatch(/PAYMENTS SANDBOX IS ON for Razorpay, PayPal/);
    expect(settings({}).sandboxWarning).toMatch(/for Razorpay, PayPal, Stripe/);
  });

  it('refuses PAYMENTS_SANDBOX=on in production, naming the variable', () => {
    expect(() => settings({ PAYMENTS_SANDBOX: 'on', NODE_ENV: 'production' })).toThrow(
      /PAYMENTS_SANDBOX=on is refused with NODE_ENV=production/,
    );
    const production = settings({ NODE_ENV: 'production' });
    expect([production.razorpay.mode, production.paypal.mode, production.stripe.mode]).toEqual([
      'disabled',
      'disabled',
      'disabled',
    ]);
    expect(production.sandboxWarning).toBeNull();
  });

  it('names the missing variables of a half-configured provider', () => {
    expect(() => settings({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /Stripe is partly configured: set STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PREMIUM_PRICE_ID/,
    );
    expect(() => settings({ RAZORPAY_KEY_ID: 'rzp_test_abc' })).toThrow(
      /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/,
    );
  });

  it('rejects malformed values with a message naming the variable', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_oops' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_oops' })).toThrow(/STRIPE_SECRET_KEY=.*sk_test_/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'abc' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ PAYPAL_ENVIRONMENT: 'live' })).toThrow(
      /PAYPAL_ENVIRONMENT=.*"sandbox" or "production"/,
    );
    expect(() => loadConfig({ STRIPE_API_BASE: 'localhost:1234' })).toThrow(/STRIPE_API_BASE/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
