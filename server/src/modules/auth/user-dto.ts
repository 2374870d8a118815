import type { User } from '@common/auth';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@common/options';
import type { users } from './auth-schema';

export type UserRow = typeof users.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public user object of docs/product.md#data: never the password hash. */
export function toUserDto(row: UserRow): User {
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(row.subscriptionStatus)
    ? (row.subscriptionStatus as SubscriptionStatus)
    : 'none';
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isAdmin: row.isAdmin,
    subscriptionStatus: status,
    premiumExpiresAt: iso(row.premiumExpiresAt),
    doctorVerified: row.doctorVerified,
    doctorVerifiedAt: iso(row.doctorVerifiedAt),
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
}
