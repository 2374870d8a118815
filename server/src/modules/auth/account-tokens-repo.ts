/** Single-use mailed tokens (stored as SHA-256) and the user changes they lead to. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTokens, users } from './auth-schema';
import type { UserRow } from './user-dto';

export type TokenPurpose = 'verify_email' | 'reset_password';
export type AccountTokenRow = typeof accountTokens.$inferSelect;

export async function insertToken(
  ex: Executor,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; email: string | null; expiresAt: Date },
): Promise<void> {
  await ex.insert(accountTokens).values(values);
}

/** Marks a member's unused tokens of one purpose as used: only the newest link works. */
export async function supersedeTokens(ex: Executor, userId: string, purpose: TokenPurpose, now: Date) {
  await ex
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/** The token row, locked until the transaction ends so two uses of one link cannot both succeed. */
export async function lockToken(ex: Executor, tokenHash: string): Promise<AccountTokenRow | undefined> {
  const [row] = await ex
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markUsed(ex: Executor, id: string, now: Date): Promise<void> {
  await ex.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, id));
}

export async function updateUser(
  ex: Executor,
  userId: string,
  values: Partial<
    Pick<UserRow, 'email' | 'isVerified' | 'isAdmin' | 'listedAdminGrantedAt' | 'passwordHash'>
  >,
): Promise<UserRow | undefined> {
  const [row] = await ex.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

export async function lockUser(ex: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function emailTaken(ex: Executor, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), sql`${users.id} <> ${exceptUserId}`))
    .limit(1);
  return row !== undefined;
}
