/** The running plans with their member's entitlement fields (modules/notifications reads them through index.ts). */
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../auth/auth-schema';
import { plans } from './plans-schema';

/** Every active, unexpired plan with the member's entitlement fields (for check-in reminders). */
export function runningPlansWithEntitlements(ex: Executor, now: Date) {
  return ex
    .select({
      userId: users.id,
      subscriptionStatus: users.subscriptionStatus,
      premiumExpiresAt: users.premiumExpiresAt,
      doctorVerified: users.doctorVerified,
      planId: plans.id,
      startsAt: plans.startsAt,
    })
    .from(plans)
    .innerJoin(users, eq(users.id, plans.userId))
    .where(and(eq(plans.isActive, true), gt(plans.expiresAt, now)));
}
