/** Clinicians, their assignments, Doctor Verified plan reviews and certificates. Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../auth/auth-schema';
import { plans } from '../plans/plans-schema';

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
