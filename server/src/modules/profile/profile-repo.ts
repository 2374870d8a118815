import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileColumns = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'updatedAt'>>;

export async function findProfile(ex: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await ex.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** Creates the profile or updates only the given columns, in one statement. */
export async function upsertProfile(
  ex: Executor,
  userId: string,
  values: ProfileColumns,
  now: Date,
): Promise<ProfileRow> {
  const [row] = await ex
    .insert(profiles)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}
