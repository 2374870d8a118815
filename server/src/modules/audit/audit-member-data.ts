/** The audit log's part of the member's data: the events about them (export: modules/account/member-data.ts). */
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AuditTargets } from '../../lib/member-data';
import { auditEvents } from './audit-schema';

export const auditMemberTables = [auditEvents] as const;

/**
 * Events the member did, that were done to their account, that viewed their rows or lists showing them, or whose
 * target is one of their rows (`owned`, from the other modules' contributors).
 */
export async function memberAuditEvents(ex: Executor, userId: string, owned: readonly AuditTargets[]) {
  return ex
    .select()
    .from(auditEvents)
    .where(
      or(
        eq(auditEvents.actorId, userId),
        eq(auditEvents.targetId, userId),
        // Views of the member's own rows and lists that showed them (audit-repo's ownerId / ownerIds).
        sql`${auditEvents.detail}->>'ownerId' = ${userId}`,
        sql`${auditEvents.detail}->'ownerIds' ? ${userId}`,
        ...owned.map((target) => ownedTargets(target)),
      ),
    )
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
}

function ownedTargets({ targetType, ids }: AuditTargets) {
  const known = ids.filter((id): id is string => Boolean(id));
  return known.length
    ? sql`(${auditEvents.targetType} = ${targetType} AND ${inArray(auditEvents.targetId, known)})`
    : undefined;
}
