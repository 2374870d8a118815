/**
 * Which of our currencies a visitor most likely pays in, from the browser's locales (navigator.languages): the
 * region decides (en-IN → INR, en-GB → GBP, de-AT → EUR); a language without a region falls back to the country
 * it is mostly spoken in for the few unambiguous ones. A visitor from elsewhere sees USD (the wallet provider's
 * international currency). With no locale at all (the prerendered page, a test) the spec's default stays: INR.
 * A currency the member picks is kept by the caller and always wins over this guess.
 */
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from './pricing';

/** Euro area members (ISO 3166-1 alpha-2), as of 2026 (Bulgaria joined on 1 January 2026). */
const EURO_REGIONS = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  // Territories and micro-states that use the euro.
  'AD',
  'MC',
  'SM',
  'VA',
  'ME',
  'XK',
]);

const REGION_CURRENCY: Record<string, Currency> = { IN: 'INR', GB: 'GBP', IM: 'GBP', JE: 'GBP', GG: 'GBP' };

/** Languages that name one country closely enough to guess without a region. */
const LANGUAGE_CURRENCY: Record<string, Currency> = {
  hi: 'INR',
  bn: 'INR',
  ta: 'INR',
  te: 'INR',
  mr: 'INR',
  gu: 'INR',
  kn: 'INR',
  ml: 'INR',
  pa: 'INR',
  or: 'INR',
  as: 'INR',
  de: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  nl: 'EUR',
  fi: 'EUR',
  el: 'EUR',
  et: 'EUR',
  lv: 'EUR',
  lt: 'EUR',
  sk: 'EUR',
  sl: 'EUR',
  mt: 'EUR',
  ga: 'EUR',
};

function currencyOfLocale(tag: string): Currency | null {
  const [language = '', ...rest] = tag.replace(/_/g, '-').split('-');
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
  if (region) return REGION_CURRENCY[region] ?? (EURO_REGIONS.has(region) ? 'EUR' : 'USD');
  return LANGUAGE_CURRENCY[language.toLowerCase()] ?? null;
}

export function currencyForLocales(locales: readonly string[]): Currency {
  for (const tag of locales) {
    const currency = currencyOfLocale(tag);
    if (currency) return currency;
  }
  // "en" alone, or an unknown language: an international visitor, unless nothing was known at all.
  return locales.length > 0 ? 'USD' : DEFAULT_CURRENCY;
}

/** A currency code from a URL or storage, or null when it is not one we sell in. */
export function parseCurrency(value: string | null | undefined): Currency | null {
  const code = value?.trim().toUpperCase();
  return (CURRENCIES as readonly string[]).includes(code ?? '') ? (code as Currency) : null;
}
