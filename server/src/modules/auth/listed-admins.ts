/**
 * Start-up repair for ADMIN_EMAILS: an earlier release made a listed address admin at registration, so whoever
 * registered it first (without its mailbox) could be admin. Such accounts are demoted, each audited; the owner
 * regains admin by verifying the address in their own session (see account-email-service's verifyEmail).
 */
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit-repo';
import { demoteUnprovenListedAdmins } from './auth-repo';

export async function demoteSquattedAdmins(db: Db, listed: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await demoteUnprovenListedAdmins(tx, listed);
    for (const id of ids)
      await recordAudit(tx, {
        actorId: null,
        action: 'admin.revoked',
        targetType: 'user',
        targetId: id,
        detail: { via: 'ADMIN_EMAILS', reason: 'address never verified' },
      });
    return ids.length;
  });
}
