/** The profile's part of the member's data (export and deletion: lib/member-data.ts). */
import { eq } from 'drizzle-orm';
import type { MemberDataContributor } from '../../lib/member-data';
import { profiles } from './profile-schema';

export const profileMemberData = {
  tables: [profiles],
  async rows(ex, userId) {
    const [profile] = await ex.select().from(profiles).where(eq(profiles.userId, userId));
    return { profile: profile ?? null };
  },
} satisfies MemberDataContributor<{ profile: typeof profiles.$inferSelect | null }>;
