/**
 * Prices, currencies and plan definitions (docs/product.md#data, #pricing-and-limits). The landing pricing section, the subscribe screen and the
 * server's payment checks all read this table; amounts are whole currency units here and minor units on the wire
 * to providers (see toMinorUnits).
 */
import type { PlanType } from './options';
import { MESSAGE_REPLY_TARGET_HOURS } from './clinician-targets';

export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'INR';

export type PaymentMethod = 'razorpay' | 'paypal';

export interface CurrencyInfo {
  code: Currency;
  symbol: string;
  name: string;
  paymentMethod: PaymentMethod;
}

/** INR is paid through the rupee provider (Razorpay); USD/EUR/GBP through the wallet provider (PayPal). */
export const CURRENCY_INFO: Record<Currency, CurrencyInfo> = {
  INR: { code: 'INR', symbol: '₹', name: 'Indian Rupee', paymentMethod: 'razorpay' },
  USD: { code: 'USD', symbol: '$', name: 'US Dollar', paymentMethod: 'paypal' },
  EUR: { code: 'EUR', symbol: '€', name: 'Euro', paymentMethod: 'paypal' },
  GBP: { code: 'GBP', symbol: '£', name: 'British Pound', paymentMethod: 'paypal' },
};

/** All four currencies have two decimal places (paise, cents, cents, pence). */
export const MINOR_UNITS_PER_UNIT: Record<Currency, number> = { INR: 100, USD: 100, EUR: 100, GBP: 100 };

export function toMinorUnits(amount: number, currency: Currency): number {
  return Math.round(amount * MINOR_UNITS_PER_UNIT[currency]);
}

export type PlanPeriod = 'forever' | 'per month' | 'one-time';

export interface PlanDefinition {
  id: PlanType;
  name: string;
  prices: Record<Currency, number>;
  period: PlanPeriod;
  description: string;
  /** Short list for the landing pricing cards (docs/product.md#pricing-and-limits). */
  features: readonly string[];
  /** Full list for the subscribe screen (docs/product.md#screens); falls back to `features`. */
  subscribeFeatures: readonly string[];
  cta: string;
  href: string;
  popular: boolean;
}

export const PLANS: Record<PlanType, PlanDefinition> = {
  free: {
    id: 'free',
    name: 'Free',
    prices: { INR: 0, USD: 0, EUR: 0, GBP: 0 },
    period: 'forever',
    description: 'Get started with a basic plan built from your profile.',
    features: [
      'Basic fitness assessment',
      '1-week generic meal plan',
      'Basic workout routines',
      'Community support',
      'Mobile app access',
    ],
    subscribeFeatures: [],
    cta: 'Start Free',
    href: '/signup',
    popular: false,
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    prices: { INR: 2499, USD: 29, EUR: 27, GBP: 23 },
    period: 'per month',
    description: 'Personalised plans that use your blood tests, renewed every month.',
    features: [
      '4-week personalised plans',
      'Blood test analysis and insights',
      'Custom meal and workout plans',
      'Supplement recommendations',
      'Progress tracking and analytics',
      'Priority email support',
    ],
    subscribeFeatures: [
      '4-week personalised fitness plans',
      'Blood test analysis and insights',
      'Custom meal plans with macros',
      'Progressive workout routines',
      'Supplement recommendations',
      'Progress tracking and analytics',
      'Priority email support',
      'Mobile app access',
      'Plan regeneration',
    ],
    cta: 'Get Premium',
    href: '/subscribe',
    popular: true,
  },
  doctor_verified: {
    id: 'doctor_verified',
    name: 'Doctor Verified',
    prices: { INR: 8299, USD: 99, EUR: 92, GBP: 78 },
    period: 'one-time',
    description: 'Premium plans reviewed by a healthcare professional, with a health risk assessment.',
    features: [
      'Doctor-reviewed plans',
      'Medical consultation',
      'Health risk assessment',
      'Personalised health insights',
      'Direct access to healthcare professionals',
      `24/7 secure messages to your clinician, answered within ${MESSAGE_REPLY_TARGET_HOURS} hours`,
    ],
    subscribeFeatures: [
      'Everything in Premium',
      'Doctor-reviewed plans',
      'Medical consultation',
      'Health risk assessment',
      'Personalised health insights',
      'Direct healthcare professional access',
      `24/7 secure messages to your clinician, answered within ${MESSAGE_REPLY_TARGET_HOURS} hours`,
      'Detailed health report',
      'Medical clearance certificate',
    ],
    cta: 'Get Doctor Verified',
    href: '/subscribe?plan=doctor',
    popular: false,
  },
};

export const PAID_PLAN_TYPES = ['premium', 'doctor_verified'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];

/**
 * "₹2,499", "₹1,23,456", "$29", "€27.50", "£23": the symbol, the whole units grouped as the currency's home locale
 * groups them (en-IN: lakhs and crores; the others in thousands), and cents only when there are any. Written out
 * rather than Intl.NumberFormat, whose first use loads locale data (~100 ms of a phone's CPU on the landing page);
 * pricing.test.ts checks it against Intl for every currency.
 */
export function formatPrice(amount: number, currency: Currency): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100));
  const grouped =
    currency === 'INR' && whole.length > 3
      ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`
      : whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = Number.isInteger(amount) ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}${CURRENCY_INFO[currency].symbol}${grouped}${fraction}`;
}

export const PERIOD_LABELS: Record<PlanPeriod, string> = {
  forever: 'forever',
  'per month': '/month',
  'one-time': 'one-time',
};

/** The card path's default one-time amount when none is given (docs/product.md#states-and-rules: default 99). */
export const STRIPE_DEFAULT_PAYMENT_AMOUNT = 99;
/** Premium access granted per paid month (sandbox and one-off captures). */
export const PREMIUM_PERIOD_DAYS = 30;
