/**
 * Doctor Verified: clinicians, the review queue, structured overrides, certificates and consultation messages
 * (docs/product.md#doctor-verified). One source of truth for the server's schemas and the client's types.
 */
import { z } from 'zod';
import { CONTAINS_TAGS } from './plan';
import { planSummarySchema } from './plans';
import { riskAssessmentSchema } from './risk';

export { MESSAGE_REPLY_TARGET_HOURS, REVIEW_TARGET_HOURS } from './clinician-targets';
/** How long a medical clearance certificate is valid after approval. */
export const CERTIFICATE_VALIDITY_DAYS = 90;

export const URGENT_SYMPTOMS_NOTICE =
  'Messages are not for emergencies. If you have chest pain, trouble breathing, fainting, signs of a stroke, ' +
  'severe bleeding or thoughts of harming yourself, call your local emergency number now (112 in India, 911 in ' +
  'the US, 999/112 in the UK) or go to the nearest emergency department.';

const text = (name: string, max: number, min = 1) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(min, min > 1 ? `${name} must be at least ${min} characters` : `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

export const grantClinicianBody = z.strictObject({
  userId: z.uuid({ error: 'userId must be an account id' }),
  displayName: text('displayName', 120, 2),
  registrationNumber: text('registrationNumber', 60, 2),
  registrationBody: text('registrationBody', 120, 2),
  specialty: text('specialty', 120, 2),
});
export type GrantClinicianBody = z.infer<typeof grantClinicianBody>;

export const clinicianSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  registrationNumber: z.string(),
  registrationBody: z.string(),
  specialty: z.string(),
  grantedAt: z.string(),
  active: z.boolean(),
});
export type Clinician = z.infer<typeof clinicianSchema>;
export const clinicianResponse = z.object({ clinician: clinicianSchema });
export const assignClinicianBody = z.strictObject({
  clinicianId: z.uuid({ error: 'clinicianId must be an account id' }),
});

/** A food or food group the clinician excludes: a food named in the catalogue, or a CONTAINS tag (dairy, gluten…). */
const foodWord = z.string().trim().min(2, 'Excluded food names need at least 2 characters').max(80);

/**
 * What a clinician can change in a plan. The engine applies each one when it regenerates the plan
 * (server/src/engine/safety/clinician-overrides.ts); every field is optional.
 */
export const clinicianOverridesSchema = z.strictObject({
  calorieTargetKcal: z
    .number({ error: 'calorieTargetKcal must be a number' })
    .int('calorieTargetKcal must be a whole number')
    .min(1000, 'calorieTargetKcal must be between 1000 and 4500')
    .max(4500, 'calorieTargetKcal must be between 1000 and 4500')
    .optional(),
  proteinMaxGPerKg: z
    .number({ error: 'proteinMaxGPerKg must be a number' })
    .min(0.6, 'proteinMaxGPerKg must be between 0.6 and 2.2')
    .max(2.2, 'proteinMaxGPerKg must be between 0.6 and 2.2')
    .optional(),
  excludeFoods: z.array(foodWord).max(30, 'excludeFoods may list at most 30 foods').optional(),
  excludeFoodGroups: z
    .array(
      z.enum(CONTAINS_TAGS, {
        error: `excludeFoodGroups entries must be one of: ${CONTAINS_TAGS.join(', ')}`,
      }),
    )
    .max(CONTAINS_TAGS.length)
    .optional(),
  maxRpe: z
    .number({ error: 'maxRpe must be a number' })
    .int('maxRpe must be a whole number')
    .min(3, 'maxRpe must be between 3 and 9')
    .max(9, 'maxRpe must be between 3 and 9')
    .optional(),
  maxPercent1Rm: z
    .number({ error: 'maxPercent1Rm must be a number' })
    .int('maxPercent1Rm must be a whole number')
    .min(30, 'maxPercent1Rm must be between 30 and 85')
    .max(85, 'maxPercent1Rm must be between 30 and 85')
    .optional(),
  excludeExercises: z.array(z.string().trim().min(2).max(80)).max(30).optional(),
  sodiumMaxMg: z
    .number({ error: 'sodiumMaxMg must be a number' })
    .int()
    .min(1000, 'sodiumMaxMg must be between 1000 and 2300')
    .max(2300, 'sodiumMaxMg must be between 1000 and 2300')
    .optional(),
  potassiumMaxMg: z
    .number({ error: 'potassiumMaxMg must be a number' })
    .int()
    .min(1500, 'potassiumMaxMg must be between 1500 and 4700')
    .max(4700, 'potassiumMaxMg must be between 1500 and 4700')
    .optional(),
  extraWarnings: z.array(text('extraWarnings entries', 300)).max(10).optional(),
});
export type ClinicianOverrides = z.infer<typeof clinicianOverridesSchema>;

export const REVIEW_DECISIONS = [
  'pending',
  'approved',
  'changes_requested',
  'declined',
  'superseded',
  /** Doctor Verified ended (refund or revocation) before a decision: closed with the reason in `note`. */
  'canceled',
] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
/** GET /api/clinician/reviews?status= (the queue shows `pending`). */
export const reviewQueueQuery = z.object({
  status: z
    .enum(REVIEW_DECISIONS, { error: `status must be one of ${REVIEW_DECISIONS.join(', ')}` })
    .default('pending'),
});

export const approveBody = z.strictObject({ note: text('note', 2000).optional() });
export const requestChangesBody = z.strictObject({
  note: text('note', 2000),
  overrides: clinicianOverridesSchema,
});
export const declineBody = z.strictObject({ reason: text('reason', 2000, 10) });

export const reviewQueueItemSchema = z.object({
  planId: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  requestedAt: z.string(),
  waitingHours: z.number(),
  targetHours: z.number(),
  overdue: z.boolean(),
  /** Null once the member left the clinician's care: the item is then only the clinician's decision record. */
  criticalFindings: z.number().int().nullable(),
  status: z.enum(REVIEW_DECISIONS),
  resubmission: z.boolean(),
  /** The plan leads with a result past a critical threshold (a warning code `escalation:…`): listed first. */
  urgent: z.boolean(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
  /**
   * The member's Doctor Verified ended (refund, lost dispute, revocation) or they were reassigned: the review and
   * the member's health data are closed to this clinician (404), who keeps this record of their own decision.
   */
  careEnded: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueResponse = z.object({ reviews: z.array(reviewQueueItemSchema) });

export const biomarkerHistorySchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  points: z.array(
    z.object({
      value: z.number(),
      flag: z.string().nullable(),
      sampledAt: z.string(),
      reportId: z.string(),
      /** An image of where the value was read on the report (review detail only); null when none exists. */
      cropUrl: z.string().nullable(),
    }),
  ),
});
export type BiomarkerHistory = z.infer<typeof biomarkerHistorySchema>;

export const reviewerSchema = z.object({
  displayName: z.string(),
  registrationNumber: z.string(),
  registrationBody: z.string(),
  specialty: z.string(),
});
export type Reviewer = z.infer<typeof reviewerSchema>;

/** How a doctor_verified plan's review stands, as the member (and the clinician) sees it. */
export const planReviewStateSchema = z.object({
  planId: z.string(),
  status: z.enum(REVIEW_DECISIONS),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
  reviewer: reviewerSchema.nullable(),
  overrides: clinicianOverridesSchema.nullable(),
  certificateCode: z.string().nullable(),
});
export type PlanReviewState = z.infer<typeof planReviewStateSchema>;
export const planReviewResponse = z.object({ review: planReviewStateSchema.nullable() });

export const reviewDetailSchema = z.object({
  review: planReviewStateSchema,
  member: z.object({
    id: z.string(),
    name: z.string(),
    profile: z.record(z.string(), z.unknown()).nullable(),
  }),
  biomarkers: z.array(biomarkerHistorySchema),
  plan: planSummarySchema.extend({ content: z.unknown() }),
  riskAssessment: riskAssessmentSchema,
  targetHours: z.number(),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
export const reviewDetailResponse = z.object({ detail: reviewDetailSchema });

export const reviewActionResponse = z.object({
  message: z.string(),
  review: planReviewStateSchema,
  /** request-changes: the regenerated plan, back in the same clinician's queue. */
  newPlanId: z.string().nullable(),
});

export const certificateVerification = z.object({
  valid: z.boolean(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  clinicianName: z.string(),
  registrationNumber: z.string(),
  memberInitials: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

export const consultationMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['member', 'clinician']),
  senderName: z.string(),
  body: z.string(),
  reportId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ConsultationMessage = z.infer<typeof consultationMessageSchema>;
export const consultationThreadResponse = z.object({
  clinician: reviewerSchema.nullable(),
  replyTargetHours: z.number(),
  urgentNotice: z.string(),
  messages: z.array(consultationMessageSchema),
  /**
   * Null while messages can be written; otherwise why the thread is read-only (the member's Doctor Verified ended,
   * e.g. refunded). The messages stay readable for both sides.
   */
  readOnlyReason: z.string().nullable(),
});
export type ConsultationThread = z.infer<typeof consultationThreadResponse>;
export const postMessageBody = z.strictObject({
  body: text('body', 4000),
  reportId: z.uuid({ error: 'reportId must be a report id' }).optional(),
  /** A clinician writes in a member's thread; members leave it out. */
  memberId: z.uuid({ error: 'memberId must be an account id' }).optional(),
});
/** GET /api/consultations/messages: a clinician names the member (`memberId`); a member leaves it out. */
export const consultationThreadQuery = z.object({ memberId: z.string().max(100).optional() });
export const consultationPostedResponse = z.object({ id: z.string(), createdAt: z.string() });

export const adminReviewStatsSchema = z.object({
  queueLength: z.number().int(),
  oldestWaitingHours: z.number().nullable(),
  reviewsDone: z.number().int(),
  medianHoursToReview: z.number().nullable(),
  perClinician: z.array(
    z.object({
      clinicianId: z.string(),
      displayName: z.string(),
      active: z.boolean(),
      assignedMembers: z.number().int(),
      pending: z.number().int(),
      done: z.number().int(),
    }),
  ),
});
export type AdminReviewStats = z.infer<typeof adminReviewStatsSchema>;
