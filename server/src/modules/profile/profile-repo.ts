import { eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * A prepared statement reading the member's profile (undefined when they have none) with one more column that
 * another module computes from the member's id: one round trip where two were sent (GET /api/auth/me asks the
 * clinician role beside the profile on every call; issue 33).
 */
export function profileWithColumn<T>(name: string, column: (userId: SQL) => SQL<T>) {
  const statement = preparedPerDatabase((db) =>
    db
      .select({ profile: profiles, column: column(sql`me.id`) })
      .from(sql`(select ${sql.placeholder('userId')}::uuid as id) as me`)
      .leftJoin(profiles, eq(profiles.userId, sql`me.id`))
      .prepare(name),
  );
  return async (db: Executor, userId: string): Promise<{ profile: ProfileRow | undefined; column: T }> => {
    const [row] = await statement(db).execute({ userId });
    return { profile: row!.profile ?? undefined, column: row!.column };
  };
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
