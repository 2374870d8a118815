import type { SubscriptionStatus } from './options';

export interface EntitlementFields {
  subscriptionStatus: SubscriptionStatus | string | null;
  premiumExpiresAt: string | Date | null;
  doctorVerified: boolean;
}

/** Premium is active when the status is 'active' and premiumExpiresAt is in the future (docs/product.md#states-and-rules). */
export function isPremiumActive(user: EntitlementFields, now: Date = new Date()): boolean {
  return (
    user.subscriptionStatus === 'active' &&
    user.premiumExpiresAt !== null &&
    new Date(user.premiumExpiresAt).getTime() > now.getTime()
  );
}

/** 'Has active subscription': premium active or doctor verified (docs/product.md#states-and-rules). */
export function hasActiveSubscription(user: EntitlementFields, now: Date = new Date()): boolean {
  return isPremiumActive(user, now) || user.doctorVerified;
}

/** Display of a stored status: anything outside active / canceled / past_due shows as Free (docs/product.md#data). */
export type StatusDisplay = 'active' | 'canceled' | 'past_due' | 'free';
export function statusDisplay(status: string | null | undefined): StatusDisplay {
  return status === 'active' || status === 'canceled' || status === 'past_due' ? status : 'free';
}
export const STATUS_DISPLAY_LABELS: Record<StatusDisplay, string> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past Due',
  free: 'Free',
};

/**
 * The one classification the admin console counts, filters and charts by, so the three always agree: 'active'
 * exactly when hasActiveSubscription (premium active or doctor verified); otherwise the stored canceled / past_due;
 * a stored 'active' whose premium has expired counts as canceled (the lapse job will store exactly that); the rest
 * is free.
 */
export function subscriptionStanding(user: EntitlementFields, now: Date = new Date()): StatusDisplay {
  if (hasActiveSubscription(user, now)) return 'active';
  const stored = statusDisplay(user.subscriptionStatus);
  return stored === 'active' ? 'canceled' : stored;
}
