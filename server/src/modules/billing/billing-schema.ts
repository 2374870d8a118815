/** Payments and the provider events already handled. Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';
import { users } from '../auth/auth-schema';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's order / payment-intent / subscription id. */
    providerRef: text('provider_ref').notNull(),
    planType: text('plan_type').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** PAYMENT_STATUSES (common/billing.ts): pending → succeeded | failed | canceled, then refunds and disputes. */
    status: text('status').notNull().default('pending'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    index('payments_user_idx').on(t.userId),
  ],
);

/** Each provider event (webhook or callback) is recorded once: a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
