import type { User } from '@common/auth';

/** A signed-in member as GET /api/auth/me describes them (free, verified); `over` changes any field. */
export function testUser(over: Partial<User> = {}): User {
  return {
    id: 'u1',
    username: 'asha',
    email: 'asha@example.com',
    isAdmin: false,
    subscriptionStatus: 'none',
    premiumExpiresAt: null,
    doctorVerified: false,
    doctorVerifiedAt: null,
    isVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
