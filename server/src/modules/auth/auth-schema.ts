/** Identity: accounts, sessions and mailed single-use tokens. Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored trimmed and lower-cased: compared case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /** When ADMIN_EMAILS granted admin (once, at verification): a later revoke is never undone by it. */
    listedAdminGrantedAt: ts('listed_admin_granted_at'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    subscriptionStatus: text('subscription_status').notNull().default('none'),
    premiumExpiresAt: ts('premium_expires_at'),
    doctorVerified: boolean('doctor_verified').notNull().default(false),
    doctorVerifiedAt: ts('doctor_verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_status_idx').on(t.subscriptionStatus),
    // Admin stats count doctor-verified members; a partial index keeps that off a full scan.
    index('users_doctor_verified_idx')
      .on(t.id)
      .where(sql`${t.doctorVerified}`),
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use links sent by mail (verify an address, reset a password). Only a SHA-256 of the token is stored: a
 * copy of the database does not let anyone use a pending link.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** TokenPurpose (modules/auth/account-tokens-repo.ts): verify_email | reset_password | cancel_email_change | unlock_sign_in */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address being verified (a change of email is verified before it replaces the old one). */
    email: text('email'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
);
