import { describe, expect, it } from 'vitest';
import { CURRENCIES, PLANS, formatPrice, type Currency } from './pricing';

const LOCALE: Record<Currency, string> = { INR: 'en-IN', USD: 'en-US', EUR: 'en-IE', GBP: 'en-GB' };
const viaIntl = (amount: number, currency: Currency) =>
  new Intl.NumberFormat(LOCALE[currency], {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

describe('formatPrice', () => {
  it('writes every plan price as Intl does in the currency’s home locale', () => {
    for (const plan of Object.values(PLANS))
      for (const currency of CURRENCIES)
        expect(formatPrice(plan.prices[currency], currency)).toBe(viaIntl(plan.prices[currency], currency));
  });

  it('agrees with Intl on grouping (lakhs for INR) and on cents, over many amounts', () => {
    const amounts = [
      0, 1, 9, 99, 999, 1000, 12_345, 123_456, 1_234_567, 98_765_432, 0.5, 27.5, 2499.99, 100_000.01,
    ];
    for (let i = 0; i < 200; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 9))));
    for (const amount of amounts)
      for (const currency of CURRENCIES)
        expect(formatPrice(amount, currency)).toBe(viaIntl(amount, currency));
  });
});
