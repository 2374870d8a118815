/** Background imports (an Apple Health export being read). Only this module's repo queries it (db/schema.ts assembles every module's). */
import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AppleHealthKind, ImportReason } from '@common/imports';
import { createdAt, ts } from '../../db/columns';
import { users } from '../auth/auth-schema';

/** One uploaded file being imported: its status and progress, and what became of its records. */
export const dataImports = pgTable(
  'data_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** common/imports.ts IMPORT_KINDS */
    kind: text('kind').notNull(),
    /** queued | running | done | failed (common/imports.ts IMPORT_STATUSES) */
    status: text('status').notNull(),
    filename: text('filename'),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    skippedReasons: jsonb('skipped_reasons').$type<ImportReason[]>().notNull().default([]),
    refusedReasons: jsonb('refused_reasons').$type<ImportReason[]>().notNull().default([]),
    /** Apple Health: the kinds the member chose to import (common/imports.ts APPLE_HEALTH_KINDS); null for others. */
    kinds: jsonb('kinds').$type<AppleHealthKind[]>(),
    error: text('error'),
    createdAt: createdAt(),
    /** Renewed while it runs: a running import not renewed for minutes was interrupted (its server stopped). */
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('data_imports_user_idx').on(t.userId, t.createdAt)],
);
