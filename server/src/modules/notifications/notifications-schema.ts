/** Notification preferences (categories a member turned off). Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../auth/auth-schema';

/** Which notification mails a member receives (a missing row: every category on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Categories the member turned off. */
  disabled: text('disabled')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
