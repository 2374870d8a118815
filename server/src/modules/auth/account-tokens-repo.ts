/** Single-use mailed tokens (stored as SHA-256) and the user changes they lead to. */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTokens, users } from './auth-schema';
import type { UserRow } from './user-dto';

/**
 * verify_email: proves an address (and switches to it after a change); reset_password: sets a new password;
 * cancel_email_change: only cancels a pending change (mailed to the old address); unlock_sign_in: signs the owner in
 * with the password past the account-wide login lock.
 */
export type TokenPurpose = 'verify_email' | 'reset_password' | 'cancel_email_change' | 'unlock_sign_in';
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** What is stored of a mailed token: its SHA-256 (a copy of the table opens no link). */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An unused, unexpired token of one purpose (not locked: the caller uses it up with useToken). */
export async function findLiveToken(
  ex: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const [row] = await ex
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row;
}

/** Uses a token up unless it already was: true for the one caller that did. */
export async function useToken(ex: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await ex
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

export async function insertToken(
  ex: Executor,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; email: string | null; expiresAt: Date },
): Promise<void> {
  await ex.insert(accountTokens).values(values);
}

/** Marks a member's unused tokens of these purposes as used: only the newest link works, or none. */
export async function supersedeTokens(
  ex: Executor,
  userId: string,
  purposes: TokenPurpose | TokenPurpose[],
  now: Date,
) {
  await ex
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, ([] as TokenPurpose[]).concat(purposes)),
        isNull(accountTokens.usedAt),
      ),
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
