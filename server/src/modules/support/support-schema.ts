/** Support requests and their messages (with optional screenshots). Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { bigserial, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';
import { users } from '../auth/auth-schema';

/** A member's support request ("Contact Support"); its messages hold the conversation. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** open | answered | closed */
    status: text('status').notNull().default('open'),
    /** The member's oldest unanswered message: the 24-hour reply promise counts from here (null unless open). */
    awaitingSince: ts('awaiting_since'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_created_idx').on(t.userId, t.createdAt),
    index('support_tickets_status_awaiting_idx').on(t.status, t.awaitingSince),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the conversation's order even when two messages share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** Who wrote it (null once that account is deleted); fromSupport tells member and staff apart. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromSupport: boolean('from_support').notNull(),
    body: text('body').notNull(),
    /** An attached screenshot, encrypted in the file store under this random key. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentMime: text('attachment_mime'),
    attachmentSize: integer('attachment_size'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.seq),
    uniqueIndex('support_messages_attachment_key_key').on(t.attachmentKey),
  ],
);
