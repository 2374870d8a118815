/**
 * The currency prices are shown and paid in (issue: "every locale gets INR"): a currency in the URL
 * (`/subscribe?currency=USD`, carried from the landing page through sign-up) unless one was picked since, else the one the visitor last chose
 * on this device, else a guess from the browser's locales (common/currency-locale.ts). The prerendered landing
 * page is rendered with the spec's default (the server snapshot), and hydration then switches to the preference
 * without a mismatch.
 */
import { currencyForLocales, parseCurrency } from '@common/currency-locale';
import { DEFAULT_CURRENCY, type Currency } from '@common/pricing';
import { useSyncExternalStore } from 'react';

const CHOSEN_CURRENCY_KEY = 'vp.currency';
const listeners = new Set<() => void>();
/** Chosen since the page loaded: wins over the link too (and works where storage is blocked). */
let chosenNow: Currency | null = null;

function storedChoice(): Currency | null {
  try {
    return parseCurrency(localStorage.getItem(CHOSEN_CURRENCY_KEY));
  } catch {
    return null; // storage blocked (private mode): fall back to the locale
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function chooseCurrency(next: Currency): void {
  chosenNow = next;
  try {
    localStorage.setItem(CHOSEN_CURRENCY_KEY, next);
  } catch {
    // Kept for this visit only.
  }
  listeners.forEach((notify) => notify());
}

export function usePreferredCurrency(
  fromUrl: string | null = null,
): [Currency, (currency: Currency) => void] {
  const currency = useSyncExternalStore(
    subscribe,
    () =>
      chosenNow ?? parseCurrency(fromUrl) ?? storedChoice() ?? currencyForLocales(navigator.languages ?? []),
    () => DEFAULT_CURRENCY,
  );
  return [currency, chooseCurrency];
}

/** Marks the prerendered currency picker, so a choice made before hydration can be found. */
export const CURRENCY_PICKER_ATTRIBUTE = 'data-currency-picker';

/**
 * A prerendered page works before React hydrates it (a slow phone): a currency picked in that moment would be
 * reset by hydration to the preference. Called just before hydrating, this keeps a choice already made (the
 * selected option is no longer the one the HTML marked) and any made while hydration runs.
 */
export function keepEarlyCurrencyChoice(root: ParentNode): void {
  const picker = root.querySelector<HTMLSelectElement>(`select[${CURRENCY_PICKER_ATTRIBUTE}]`);
  if (!picker) return;
  const adopt = () => {
    const picked = parseCurrency(picker.value);
    if (picked) chooseCurrency(picked);
  };
  if (picker.selectedOptions[0]?.defaultSelected === false) adopt();
  picker.addEventListener('change', adopt);
}
