import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationPreferences } from './notifications-schema';
import { users } from '../auth/auth-schema';
import { runningPlansWithEntitlements } from '../plans';
import { latestCheckInTimes } from '../progress';

export async function disabledCategories(ex: Executor, userId: string): Promise<string[]> {
  const [row] = await ex
    .select({ disabled: notificationPreferences.disabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.disabled ?? [];
}

export async function saveDisabledCategories(ex: Executor, userId: string, disabled: string[], now: Date) {
  await ex
    .insert(notificationPreferences)
    .values({ userId, disabled, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { disabled, updatedAt: now } });
}

/** Adds one category to the member's turned-off list (unsubscribe link). */
export async function disableCategory(ex: Executor, userId: string, category: string, now: Date) {
  await ex
    .insert(notificationPreferences)
    .values({ userId, disabled: [category], updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        disabled: sql`array(select distinct unnest(array_append(${notificationPreferences.disabled}, ${category}::text)))`,
        updatedAt: now,
      },
    });
}

/** Where a notification goes: only to a verified address of an account that is not disabled. */
export async function findRecipient(ex: Executor, userId: string) {
  const [row] = await ex
    .select({
      email: users.email,
      username: users.username,
      isVerified: users.isVerified,
      isDisabled: users.isDisabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Members whose premium ends within [from, to). */
export function premiumEndingBetween(ex: Executor, from: Date, to: Date) {
  return ex
    .select({
      id: users.id,
      subscriptionStatus: users.subscriptionStatus,
      premiumExpiresAt: users.premiumExpiresAt,
    })
    .from(users)
    .where(
      and(
        inArray(users.subscriptionStatus, ['active', 'canceled', 'past_due']),
        gte(users.premiumExpiresAt, from),
        lt(users.premiumExpiresAt, to),
      ),
    );
}

/** Members with a running plan, their entitlement fields and their latest check-in (for check-in reminders). */
export async function runningPlans(ex: Executor, now: Date) {
  const running = await runningPlansWithEntitlements(ex, now);
  const lastCheckIns = await latestCheckInTimes(ex, [...new Set(running.map((r) => r.userId))]);
  return running.map((r) => ({ ...r, lastCheckIn: lastCheckIns.get(r.userId) ?? null }));
}
