/** What the admin console reads of the audit log. */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../auth/auth-schema';
import { auditEvents } from './audit-schema';

/** The latest audit events with the actor's username (uses audit_at_idx). */
export async function latestActivity(ex: Executor, limit: number) {
  return ex
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      actorUsername: users.username,
      targetType: auditEvents.targetType,
      targetId: auditEvents.targetId,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit);
}
