/** Messages between a member and their clinician. Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';
import { users } from '../auth/auth-schema';
import { bloodTestReports } from '../reports/reports-schema';

/** The consultation thread between a doctor-verified member and their clinician. */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'member' | 'clinician'. */
    senderRole: text('sender_role').notNull(),
    body: text('body').notNull(),
    /** One of the member's own reports, attached by reference. */
    reportId: uuid('report_id').references(() => bloodTestReports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [index('consultation_messages_member_idx').on(t.memberId, t.createdAt)],
);
