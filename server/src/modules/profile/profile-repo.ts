import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { profiles } from './profile-schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileColumns = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'updatedAt'>>;

const profileStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_user'),
);

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await profileStatement(db).execute({ userId });
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
