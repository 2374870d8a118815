/**
 * The whole data model (Drizzle). Only the modules' *-repo.ts files and the db/ folder import this.
 * Migrations are generated from it with `npm run db:generate` and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BiomarkerCode, BiomarkerFlag, BiomarkerResult } from '@common/biomarkers';
import type { ActivityLevel, Gender, PlanType, ReportStatus } from '@common/options';
import type { Meal, PlanContent } from '@common/plan';
import type { MealPreferences, PregnancyStatus, TrainingPreferences } from '@common/profile';
import type { IdentityMismatch, PrintedIdentity, ReportIdentityAnswer } from '@common/reports';
import type { UnitSystem } from '@common/units';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  age: integer('age'),
  gender: text('gender').$type<Gender>(),
  /** The member's name as printed on their lab reports (optional; compared with a report's patient name). */
  reportName: text('report_name'),
  heightCm: integer('height_cm'),
  weightKg: integer('weight_kg'),
  activityLevel: text('activity_level').$type<ActivityLevel>(),
  /** none | pregnant_1 | pregnant_2 | pregnant_3 | breastfeeding (common/profile PREGNANCY_STATUSES), or null. */
  pregnancyStatus: text('pregnancy_status').$type<PregnancyStatus>(),
  /** Display units (issue 21): 'metric' | 'imperial' (common/units UNIT_SYSTEMS); null means metric. */
  unitSystem: text('unit_system').$type<UnitSystem>(),
  fitnessGoals: text('fitness_goals')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  dietaryRestrictions: text('dietary_restrictions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  medicalConditions: text('medical_conditions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  medications: text('medications')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Training place, home equipment, pool, days and session length (common/profile), or null when not given. */
  trainingPreferences: jsonb('training_preferences').$type<TrainingPreferences>(),
  mealPreferences: jsonb('meal_preferences').$type<MealPreferences>(),
  // Optional inputs of the health risk assessment (server/src/clinical-scores); null = not given.
  systolicBp: integer('systolic_bp'),
  diastolicBp: integer('diastolic_bp'),
  treatedForHypertension: boolean('treated_for_hypertension'),
  smoker: boolean('smoker'),
  waistCm: integer('waist_cm'),
  familyHistoryDiabetes: boolean('family_history_diabetes'),
  familyHistoryEarlyHeartDisease: boolean('family_history_early_heart_disease'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

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

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').$type<PlanType>().notNull(),
    summary: text('summary').notNull(),
    content: jsonb('content').$type<PlanContent>().notNull(),
    confidenceScore: integer('confidence_score').notNull(),
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    doctorVerified: boolean('doctor_verified').notNull().default(false),
    /** none (free/premium) | pending | approved | changes_requested (doctor_verified review). */
    reviewStatus: text('review_status').notNull().default('none'),
    isActive: boolean('is_active').notNull().default(false),
    startsAt: ts('starts_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Matches the list order (newest first, id as tie-breaker) so a member's plan list never sorts.
    index('plans_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('plans_created_idx').on(t.createdAt),
    // Exactly one active plan per member, enforced by the database.
    uniqueIndex('plans_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * Earlier versions of a plan: a weekly check-in re-plans the remaining weeks (plans.content becomes the new
 * version) and the version it replaced is kept here as it was, readable by its owner.
 */
export const planVersions = pgTable(
  'plan_versions',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    summary: text('summary').notNull(),
    content: jsonb('content').$type<PlanContent>().notNull(),
    confidenceScore: integer('confidence_score').notNull(),
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When this version was made, and when the next one replaced it. */
    createdAt: ts('created_at').notNull(),
    supersededAt: ts('superseded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.version] })],
);

/**
 * Meal swaps a member chose on their plan (POST /api/plans/:id/swaps): one row per swapped meal, the dish sized for
 * that meal as it was offered. The plan's own content is never changed; the plan is read with its swaps in place
 * (engine/nutrition/meal-swaps.ts applySwaps). A check-in that re-plans days drops their swaps (docs/decisions/008).
 */
export const planMealSwaps = pgTable(
  'plan_meal_swaps',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Plan day (1-based) and the meal's position in that day's meals (0-based). */
    day: integer('day').notNull(),
    meal: integer('meal').notNull(),
    /** The plan's own dish there when the swap was made (null: none had a recipe id). */
    originalRecipeId: text('original_recipe_id'),
    recipeId: text('recipe_id').notNull(),
    /** The chosen dish as offered: items with grams and household measures, totals. */
    content: jsonb('content').$type<Meal>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day, t.meal] })],
);

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

/**
 * The durable job queue (server/src/jobs): mail, report extraction, scheduled sweeps. A job is claimed with
 * FOR UPDATE SKIP LOCKED and held by a lease that its worker renews; a crashed worker's lease runs out and another
 * worker (or the restarted one) takes the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    runAt: ts('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** At most one job per key while its row is kept (recurring slots, one reminder per event). */
    singletonKey: text('singleton_key'),
    /**
     * Whose work it is (a member's id for report extraction): jobs of a name registered with a fair share are
     * claimed round-robin by this key (see jobs-repo claimFair).
     */
    shareKey: text('share_key'),
    /** What the job costs its share, for per-share budgets (pages for an extraction); 1 unless given. */
    cost: integer('cost').notNull().default(1),
    lockedBy: text('locked_by'),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_singleton_key').on(t.singletonKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt),
    index('jobs_share_idx')
      .on(t.name, t.shareKey)
      .where(sql`${t.shareKey} IS NOT NULL`),
  ],
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

/** A clinician's credentials (the clinician role, separate from admin); revokedAt set = role withdrawn. */
export const clinicians = pgTable('clinicians', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  registrationNumber: text('registration_number').notNull(),
  registrationBody: text('registration_body').notNull(),
  specialty: text('specialty').notNull(),
  grantedAt: ts('granted_at').notNull().defaultNow(),
  revokedAt: ts('revoked_at'),
});

/** Which clinician looks after a doctor-verified member (one per member). */
export const clinicianAssignments = pgTable(
  'clinician_assignments',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'load' (lowest load when the plan was created) or 'admin'. */
    assignedBy: text('assigned_by').notNull(),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [index('clinician_assignments_clinician_idx').on(t.clinicianId)],
);

/** The clinician review of one doctor_verified plan. */
export const planReviews = pgTable(
  'plan_reviews',
  {
    planId: uuid('plan_id')
      .primaryKey()
      .references(() => plans.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null while no clinician is available; assigned when one is granted. */
    clinicianId: uuid('clinician_id').references(() => users.id, { onDelete: 'set null' }),
    /** REVIEW_DECISIONS (common/clinician.ts): pending | approved | changes_requested | declined | superseded. */
    status: text('status').notNull().default('pending'),
    requestedAt: ts('requested_at').notNull(),
    decidedAt: ts('decided_at'),
    note: text('note'),
    /** ClinicianOverrides the clinician asked for (request-changes); the next plan is generated with them. */
    overrides: jsonb('overrides'),
    criticalFindings: integer('critical_findings').notNull().default(0),
  },
  (t) => [
    index('plan_reviews_queue_idx').on(t.status, t.requestedAt),
    index('plan_reviews_member_idx').on(t.memberId),
  ],
);

/** A medical clearance certificate issued on approval; verifiable by its code until it expires or is revoked. */
export const certificates = pgTable(
  'certificates',
  {
    code: text('code').primaryKey(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicianId: uuid('clinician_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: ts('issued_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('certificates_member_idx').on(t.memberId)],
);

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

/** Body weight, one a day per member (posting the same date again updates it). docs/product.md#progress-tracking */
export const weightLogs = pgTable(
  'weight_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('weight_logs_user_date_key').on(t.userId, t.date)],
);

/** Body measurements, one row a day per member; a later post of the same day fills or replaces the given fields. */
export const measurementLogs = pgTable(
  'measurement_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    waistCm: doublePrecision('waist_cm'),
    hipCm: doublePrecision('hip_cm'),
    chestCm: doublePrecision('chest_cm'),
    armCm: doublePrecision('arm_cm'),
    thighCm: doublePrecision('thigh_cm'),
    bodyFatPct: doublePrecision('body_fat_pct'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('measurement_logs_user_date_key').on(t.userId, t.date)],
);

/** One logged training session of a plan (week, day): its exercises and sets; logging it again replaces it. */
export const workoutLogs = pgTable(
  'workout_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    day: integer('day').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** [{ exerciseId, sets: [{ reps, weightKg, rpe, done }] }] (common/progress.ts workoutLogSchema). */
    exercises: jsonb('exercises')
      .$type<
        {
          exerciseId: string;
          sets: { reps: number; weightKg: number; rpe: number | null; done: boolean }[];
        }[]
      >()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workout_logs_session_key').on(t.userId, t.planId, t.week, t.day),
    index('workout_logs_user_date_idx').on(t.userId, t.date),
  ],
);

/** A planned meal's outcome on a day: eaten (with the portion), skipped or swapped. */
export const mealLogs = pgTable(
  'meal_logs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    /** eaten | skipped | swapped (common/progress.ts MEAL_STATUSES). */
    status: text('status').notNull(),
    portion: doublePrecision('portion').notNull(),
    /** The planned meal's kcal × portion when logged (the plan may be regenerated later). */
    kcal: doublePrecision('kcal').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId, t.date, t.slot] })],
);

/**
 * An optional progress photo: the image lives in the encrypted file store (like report files) under a random key;
 * the row holds only what the screens list. docs/product.md#progress-tracking
 */
export const progressPhotos = pgTable(
  'progress_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('progress_photos_user_date_idx').on(t.userId, t.date)],
);

/** A weekly check-in: the expenditure estimate, the new calorie target, progressions and the explanation. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** The check-in as answered (common/progress.ts checkInSchema, without id and createdAt). */
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('check_ins_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Idempotency keys of logging calls: a retried request with the same key gets the stored answer and logs nothing
 * again. Kept per member; `scope` is the route, so one key cannot replay another call's answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
