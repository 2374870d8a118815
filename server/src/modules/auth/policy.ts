/**
 * Who may do what, in one place (the access rules a reader can check against the spec, §4–§6). Services call
 * these; the client mirrors them only for display.
 */
import type { PlanType } from '@common/options';
import { hasActiveSubscription, isPremiumActive } from '@common/subscription';
import type { UserRow } from './user-dto';

export type Denial = { allowed: false; reason: string } | { allowed: true };

const ALLOWED: Denial = { allowed: true };

/** Free plans for every member; premium needs active premium or doctor verification; doctor_verified needs verification. */
export function canGeneratePlan(user: UserRow, planType: PlanType, now: Date): Denial {
  if (planType === 'free') return ALLOWED;
  if (planType === 'premium') {
    return hasActiveSubscription(user, now)
      ? ALLOWED
      : { allowed: false, reason: 'Premium plans need an active subscription. Subscribe to unlock them.' };
  }
  return user.doctorVerified
    ? ALLOWED
    : {
        allowed: false,
        reason: 'Doctor Verified plans need the Doctor Verified package. Subscribe to unlock them.',
      };
}

/** The subscribe screen is for members without an active subscription. */
export function canSubscribe(user: UserRow, now: Date): boolean {
  return !hasActiveSubscription(user, now);
}

export function hasPremium(user: UserRow, now: Date): boolean {
  return isPremiumActive(user, now);
}
