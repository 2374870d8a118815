import type { AuditAction } from '@common/audit';
import type { Executor } from '../../db/client';
import { auditEvents } from './audit-schema';

export interface AuditEvent {
  actorId: string | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, unknown>;
}

/** Append-only record of security- and money-relevant events; the admin's Recent Activity reads it. */
export async function recordAudit(executor: Executor, event: AuditEvent, at?: Date): Promise<void> {
  await executor.insert(auditEvents).values({
    actorId: event.actorId,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    detail: event.detail ?? null,
    ...(at ? { at } : {}),
  });
}

/**
 * An admin opened a member's health data (a report, its file, a plan, its review or PDFs) or a support request:
 * written to the audit log, with `view` naming what of it when a row has several (e.g. 'health-report'). A member
 * reading their own data is not logged.
 */
export async function recordHealthDataAccess(
  executor: Executor,
  actor: { id: string },
  target: { type: 'report' | 'plan' | 'support_ticket'; id: string; ownerId: string; view?: string },
): Promise<void> {
  if (target.ownerId === actor.id) return;
  await recordAudit(executor, {
    actorId: actor.id,
    action: `admin.${target.type}.viewed`,
    targetType: target.type,
    targetId: target.id,
    detail: { ownerId: target.ownerId, ...(target.view ? { view: target.view } : {}) },
  });
}

/**
 * An admin opened a list of members' data (accounts, reports, support requests): the filters used and whose rows were shown, so each
 * member's export can list the views that showed them.
 */
export async function recordAdminListView(
  executor: Executor,
  actor: { id: string },
  view: { list: 'users' | 'reports' | 'support_tickets'; query: Record<string, unknown>; ownerIds: string[] },
): Promise<void> {
  await recordAudit(executor, {
    actorId: actor.id,
    action: `admin.${view.list}.listed`,
    targetType: view.list,
    detail: { query: view.query, ownerIds: [...new Set(view.ownerIds)] },
  });
}
