/**
 * Who may do what in the admin console, in one place. Routes already require `access: 'admin'`; the service
 * checks these again so a future caller (CLI, job) cannot skip them.
 */
import type { UserRow } from '../auth/user-dto';

export type Denial = { allowed: false; reason: string } | { allowed: true };

const ALLOWED: Denial = { allowed: true };

/** Only admins use the console (list users, read stats, open a member's details). */
export function canUseAdminConsole(actor: Pick<UserRow, 'isAdmin' | 'isDisabled'>): Denial {
  return actor.isAdmin && !actor.isDisabled ? ALLOWED : { allowed: false, reason: 'Admin access required.' };
}

/**
 * Disabling an account: admins only, and never their own (an admin could otherwise lock everyone out of the
 * console, including themselves). Enabling has no such limit.
 */
export function canSetAccountDisabled(
  actor: Pick<UserRow, 'id' | 'isAdmin' | 'isDisabled'>,
  target: Pick<UserRow, 'id'>,
  disable: boolean,
): Denial {
  const console = canUseAdminConsole(actor);
  if (!console.allowed) return console;
  if (disable && actor.id === target.id) {
    return { allowed: false, reason: 'You cannot disable your own account.' };
  }
  return ALLOWED;
}
