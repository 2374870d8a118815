import { describe, expect, it } from 'vitest';
import { currencyForLocales, parseCurrency } from './currency-locale';

describe('currencyForLocales', () => {
  it('reads the region first', () => {
    expect(currencyForLocales(['en-IN'])).toBe('INR');
    expect(currencyForLocales(['hi-IN', 'en-US'])).toBe('INR');
    expect(currencyForLocales(['en-GB'])).toBe('GBP');
    expect(currencyForLocales(['de-AT'])).toBe('EUR');
    expect(currencyForLocales(['fr-CA'])).toBe('USD');
    expect(currencyForLocales(['en-US'])).toBe('USD');
    expect(currencyForLocales(['zh-Hant-TW'])).toBe('USD');
  });

  it('guesses from a language only where it names one country', () => {
    expect(currencyForLocales(['hi'])).toBe('INR');
    expect(currencyForLocales(['de'])).toBe('EUR');
    expect(currencyForLocales(['en', 'ta'])).toBe('INR');
    expect(currencyForLocales(['en'])).toBe('USD');
  });

  it('keeps the spec default (INR) when the browser says nothing', () => {
    expect(currencyForLocales([])).toBe('INR');
  });
});

describe('parseCurrency', () => {
  it('accepts our codes in any case and nothing else', () => {
    expect(parseCurrency('usd')).toBe('USD');
    expect(parseCurrency(' GBP ')).toBe('GBP');
    expect(parseCurrency('JPY')).toBeNull();
    expect(parseCurrency(null)).toBeNull();
    expect(parseCurrency('')).toBeNull();
  });
});
