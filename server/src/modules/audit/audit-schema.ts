/** The audit log (who did what to which record). Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../auth/auth-schema';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('audit_at_idx').on(t.at)],
);
