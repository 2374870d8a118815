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
