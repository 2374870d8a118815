/**
 * Member data across modules (GDPR art. 15/17/20): each module that keeps rows about a member contributes what it
 * holds, so the account export and deletion are assembled from the owners (modules/account/member-data.ts) and a
 * new module's data cannot be left out unnoticed (member-data.test.ts checks every table that points at a user).
 */
import type { Table } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Rows of one kind that audit events name as their target (`targetType` + `targetId`). */
export interface AuditTargets {
  targetType: string;
  /** Ids the audit log may hold as target_id (null entries are ignored). */
  ids: readonly (string | null)[];
}

export interface MemberDataContributor<Rows extends object> {
  /** The module's tables whose rows about the member `rows` reads. */
  tables: readonly Table[];
  /** Everything the module stores about the member, for the export. */
  rows(ex: Executor, userId: string): Promise<Rows>;
  /** Which of those rows the audit log may name as target: events about them belong to the member's activity. */
  auditTargets?(rows: Rows): AuditTargets[];
  /** Keys of the member's stored files, deleted with the account (the rows go by cascade from users). */
  storageKeys?(ex: Executor, userId: string): Promise<string[]>;
}
