/** Blood test reports and the biomarker values read from them. Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BiomarkerCode, BiomarkerFlag, BiomarkerResult } from '@common/biomarkers';
import type { ReportStatus } from '@common/options';
import type { IdentityMismatch, PrintedIdentity, ReportIdentityAnswer } from '@common/reports';
import { ts } from '../../db/columns';
import { users } from '../auth/auth-schema';

export const bloodTestReports = pgTable(
  'blood_test_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Display text only: sanitised original name. */
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Random object name in the file store. */
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<ReportStatus>().notNull().default('processing'),
    error: text('error'),
    sampleDate: date('sample_date', { mode: 'string' }),
    extraction: jsonb('extraction'),
    /** While processing: pages read so far and pages to read ("Reading page 2 of 3…"); null before the first. */
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    /** Singleton key of the extraction job that reads this report now (a retry gets a new one). */
    jobKey: text('job_key'),
    /** Who the header says the report is about (labs/parse/patient-identity.ts); null before it is read. */
    printedIdentity: jsonb('printed_identity').$type<PrintedIdentity>(),
    /** Where that contradicts the profile when it was read; empty or null: no contradiction found. */
    identityMismatches: jsonb('identity_mismatches').$type<IdentityMismatch[]>(),
    /** The member's answer to "is this your report?" (asked when there is a mismatch). */
    identityAnswer: text('identity_answer').$type<ReportIdentityAnswer>(),
    identityAnsweredAt: ts('identity_answered_at'),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
  },
  (t) => [
    index('reports_user_uploaded_idx').on(t.userId, t.uploadedAt, t.id),
    index('reports_uploaded_idx').on(t.uploadedAt),
    // The admin list filtered by status ("needs review"), newest first, and its count: one index range, not a
    // backward walk of every report until a page of that status turns up (bench:scale, issue 33 item 3).
    index('reports_status_uploaded_idx').on(t.status, t.uploadedAt, t.id),
    uniqueIndex('reports_storage_key_key').on(t.storageKey),
  ],
);

export const biomarkerResults = pgTable(
  'biomarker_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => bloodTestReports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    code: text('code').$type<BiomarkerCode>().notNull(),
    printedName: text('printed_name').notNull(),
    value: doublePrecision('value').notNull(),
    comparator: text('comparator').$type<NonNullable<BiomarkerResult['comparator']>>(),
    unit: text('unit'),
    valueCanonical: doublePrecision('value_canonical'),
    refLow: doublePrecision('ref_low'),
    refHigh: doublePrecision('ref_high'),
    refSource: text('ref_source').$type<NonNullable<BiomarkerResult['refSource']>>(),
    flag: text('flag').$type<BiomarkerFlag>(),
    clinicallyImportant: boolean('clinically_important').notNull().default(false),
    note: text('note'),
    edited: boolean('edited').notNull().default(false),
    /** Extraction confidence 0–1 (OCR word confidence × checks); null for member-entered values. */
    confidence: doublePrecision('confidence'),
    /** The value failed a check (bounds, printed range/flag, derived identity): the member should confirm it. */
    needsReview: boolean('needs_review').notNull().default(false),
    /** Why it needs review, in plain words (null when it does not). */
    reviewReason: text('review_reason'),
    /** The extracted value before a member's correction. */
    originalValue: doublePrecision('original_value'),
    /** Where on the document the value was read (page, row position; labs ValueLocation), for its crop. */
    location: jsonb('location').$type<{
      page: number;
      y: number;
      height: number;
      source: 'text' | 'ocr';
      turn?: 0 | 90 | 180 | 270;
    }>(),
    /** The member checked the value against the document (confirmed as read, or corrected). */
    confirmed: boolean('confirmed').notNull().default(false),
  },
  (t) => [
    index('biomarkers_report_idx').on(t.reportId),
    index('biomarkers_user_code_idx').on(t.userId, t.code),
  ],
);
