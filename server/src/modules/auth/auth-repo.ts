import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from './auth-schema';
import type { UserRow } from './user-dto';

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(ex: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function usernameTaken(ex: Executor, username: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

export async function insertUser(
  ex: Executor,
  values: { username: string; email: string; passwordHash: string; isAdmin: boolean },
): Promise<UserRow> {
  const [row] = await ex.insert(users).values(values).returning();
  return row!;
}

export async function insertSession(ex: Executor, userId: string, expiresAt: Date): Promise<string> {
  const [row] = await ex.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return row!.id;
}

const sessionUserStatement = preparedPerDatabase((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isDisabled, false),
      ),
    )
    .limit(1)
    .prepare('auth_session_user'),
);

/** The user of a live session (not revoked, not expired, account not disabled) and when the session ends. */
export async function findSessionUser(db: Executor, sessionId: string, userId: string, now: Date) {
  const [row] = await sessionUserStatement(db).execute({ sessionId, userId, now });
  return row;
}

export async function revokeSession(ex: Executor, sessionId: string, now: Date): Promise<void> {
  await ex
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, optionally keeping one (the caller's, after a password change). */
export async function revokeUserSessions(ex: Executor, userId: string, now: Date, exceptSessionId?: string) {
  await ex
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}

/**
 * Admins made by the old ADMIN_EMAILS rule (admin at registration or login, before the address was proven): admin,
 * never verified, never granted at verification, and listed. They lose admin; returns their ids.
 */
export async function demoteUnprovenListedAdmins(ex: Executor, listed: readonly string[]): Promise<string[]> {
  if (!listed.length) return [];
  const rows = await ex
    .update(users)
    .set({ isAdmin: false })
    .where(
      and(
        eq(users.isAdmin, true),
        eq(users.isVerified, false),
        isNull(users.listedAdminGrantedAt),
        inArray(users.email, [...listed]),
      ),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}
