/** How the clinician module's rows are shown: clinicians, reviewers, review states, a member's initials. */
import {
  clinicianOverridesSchema,
  type Clinician,
  type PlanReviewState,
  type ReviewDecision,
  type Reviewer,
} from '@common/clinician';
import type * as repo from './clinician-repo';

export function toClinician(row: repo.ClinicianRow): Clinician {
  return {
    userId: row.userId,
    displayName: row.displayName,
    registrationNumber: row.registrationNumber,
    registrationBody: row.registrationBody,
    specialty: row.specialty,
    grantedAt: row.grantedAt.toISOString(),
    active: row.revokedAt === null,
  };
}

export function toReviewer(row: repo.ClinicianRow): Reviewer {
  return {
    displayName: row.displayName,
    registrationNumber: row.registrationNumber,
    registrationBody: row.registrationBody,
    specialty: row.specialty,
  };
}

/** Up to two initials from the username (the only name the service holds), e.g. "asha.k" → "A.K.". */
export function initialsOf(username: string): string {
  const parts = username.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => `${p[0]!.toUpperCase()}.`)
      .join('') || '?'
  );
}

/** Why a member's thread turned read-only (consultations); their clinician no longer reaches it at all. */
export const THREAD_READ_ONLY =
  'Your Doctor Verified access has ended (for example after a refund), so no new messages can be sent here. ' +
  'Earlier messages stay here to read; for anything else, use Contact Support.';

export function reviewState(
  review: repo.ReviewRow,
  clinician: repo.ClinicianRow | undefined,
  certificate: repo.CertificateRow | undefined,
): PlanReviewState {
  const overrides = clinicianOverridesSchema.safeParse(review.overrides);
  return {
    planId: review.planId,
    status: review.status as ReviewDecision,
    requestedAt: review.requestedAt.toISOString(),
    decidedAt: review.decidedAt?.toISOString() ?? null,
    note: review.note,
    reviewer: clinician ? toReviewer(clinician) : null,
    overrides: review.overrides && overrides.success ? overrides.data : null,
    certificateCode: certificate && !certificate.revokedAt ? certificate.code : null,
  };
}
