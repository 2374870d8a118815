/** Figures the static pages quote, all read from common/ so the pages never drift from the product. */
import {
  DELETION_REQUEST_DAYS,
  MINIMUM_AGE_FOR_SERVICE,
  PASSWORD_MIN,
  PLAN_DURATION_DAYS,
  PRODUCT_NAME,
  REFUND_WINDOW_DAYS,
  SUPPORT_EMAIL,
  SUPPORT_ATTACHMENT_MAX_MB,
  SUPPORT_REPLY_HOURS,
  UPLOAD_MAX_BYTES,
} from '@common/limits';
import { CURRENCIES, CURRENCY_INFO, formatPrice, PLANS, type PaidPlanType } from '@common/pricing';

export const FACTS = {
  product: PRODUCT_NAME,
  supportEmail: SUPPORT_EMAIL,
  supportMailto: `mailto:${SUPPORT_EMAIL}`,
  supportReplyHours: SUPPORT_REPLY_HOURS,
  supportScreenshotMaxMb: SUPPORT_ATTACHMENT_MAX_MB,
  /** The contact form and the member's list of requests (client routes). */
  contactFormPath: '/support/new',
  myRequestsPath: '/support',
  deletionDays: DELETION_REQUEST_DAYS,
  minimumAge: MINIMUM_AGE_FOR_SERVICE,
  refundDays: REFUND_WINDOW_DAYS,
  passwordMin: PASSWORD_MIN,
  uploadMaxMb: UPLOAD_MAX_BYTES / (1024 * 1024),
  freePlanWeeks: PLAN_DURATION_DAYS.free / 7,
  premiumPlanWeeks: PLAN_DURATION_DAYS.premium / 7,
  /** "USD, EUR and GBP" — the currencies paid through PayPal. */
  walletCurrencies: CURRENCIES.filter((c) => CURRENCY_INFO[c].paymentMethod === 'paypal')
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1'),
} as const;

/**
 * A paid plan's price in every currency: "₹2,499, $29, €27 or £23". A function, not a constant: number formatting
 * is costly enough to do only when a page shows it.
 */
export function allPrices(plan: PaidPlanType): string {
  return CURRENCIES.map((c) => formatPrice(PLANS[plan].prices[c], c))
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');
}
