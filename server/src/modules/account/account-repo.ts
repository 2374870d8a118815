import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../auth/auth-schema';

export async function updatePasswordHash(ex: Executor, userId: string, passwordHash: string): Promise<void> {
  await ex.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Deletes the member; every table that references users cascades or sets the reference to null (member-data.test.ts
 * checks each foreign key), so the rows of every module go with it.
 */
export async function deleteUser(ex: Executor, userId: string): Promise<void> {
  await ex.delete(users).where(eq(users.id, userId));
}

/** The member's email (the FHIR Patient's contact), or undefined for a missing account. */
export async function findUserEmail(ex: Executor, userId: string): Promise<string | undefined> {
  const [row] = await ex.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}
