/**
 * The member's care around their plans: a new Doctor Verified plan queues its review (plan-service hooks), and the
 * end of Doctor Verified closes what the clinician side holds of the member.
 */
import { clinicianOverridesSchema, type ClinicianOverrides } from '@common/clinician';
import type { Executor, Tx } from '../../db/client';
import { recordAudit } from '../audit/audit-repo';
import { setReviewOfPlans } from '../plans';
import type { ClinicianKit } from './clinician-kit';
import * as repo from './clinician-repo';

/**
 * Doctor Verified ended for a member (a refund, a lost dispute, an admin's revocation): called inside the
 * transaction that withdraws it, so nothing of the clinician service outlives the payment. Pending reviews are
 * closed as 'canceled' with the reason (they leave the clinician's queue), certificates are revoked (verification
 * answers "not valid" at once), each audited. Consultation threads turn read-only because the member is no longer
 * Doctor Verified (consultations-service reads that flag in the same database state), and the clinician's access to
 * the member's reviews, thread and health data ends with that flag (policy 'member:care').
 */
export async function endDoctorVerifiedCare(
  tx: Executor,
  memberId: string,
  options: { reason: string; actorId: string | null; at: Date },
): Promise<{ canceledReviews: number; revokedCertificates: number }> {
  const { reason, actorId, at } = options;
  const canceled = await repo.cancelPending(tx, memberId, reason, at);
  // Their plans are marked the same way.
  await setReviewOfPlans(tx, canceled, { reviewStatus: 'canceled', doctorVerified: false });
  for (const planId of canceled) {
    await recordAudit(
      tx,
      {
        actorId,
        action: 'review.canceled',
        targetType: 'plan',
        targetId: planId,
        detail: { ownerId: memberId, reason },
      },
      at,
    );
  }
  const revoked = await repo.revokeCertificates(tx, memberId, reason, at);
  if (revoked > 0) {
    await recordAudit(
      tx,
      {
        actorId,
        action: 'certificate.revoked',
        targetType: 'user',
        targetId: memberId,
        detail: { reason },
      },
      at,
    );
  }
  return { canceledReviews: canceled.length, revokedCertificates: revoked };
}

export function createCareHooks(kit: ClinicianKit) {
  const { assign } = kit;
  return {
    /** Plan-service hook: the clinician's latest overrides for this member. */
    async overridesFor(ex: Executor, memberId: string): Promise<ClinicianOverrides | undefined> {
      const parsed = clinicianOverridesSchema.safeParse(await repo.latestOverrides(ex, memberId));
      return parsed.success ? parsed.data : undefined;
    },

    /**
     * Plan-service hook, inside the plan's transaction: earlier pending reviews are superseded and any certificate
     * is revoked (a new review replaces it); the member keeps their clinician, or gets the one with the lowest load.
     */
    async onPlanCreated(
      tx: Tx,
      plan: { id: string; userId: string; createdAt: Date; criticalFindings: number },
    ) {
      await repo.supersedePending(tx, plan.userId, plan.createdAt);
      if (
        (await repo.revokeCertificates(tx, plan.userId, 'A new plan review started.', plan.createdAt)) > 0
      ) {
        await recordAudit(
          tx,
          {
            actorId: null,
            action: 'certificate.revoked',
            targetType: 'user',
            targetId: plan.userId,
            detail: { reason: 'new review' },
          },
          plan.createdAt,
        );
      }
      const current = await repo.findAssignment(tx, plan.userId);
      let clinicianId =
        current && (await repo.findActiveClinician(tx, current.clinicianId)) ? current.clinicianId : null;
      if (!clinicianId) {
        clinicianId = (await repo.lowestLoadClinician(tx)) ?? null;
        if (clinicianId) await assign(tx, plan.userId, clinicianId, 'load', plan.createdAt);
      }
      await repo.insertReview(tx, {
        planId: plan.id,
        memberId: plan.userId,
        clinicianId,
        status: 'pending',
        requestedAt: plan.createdAt,
        criticalFindings: plan.criticalFindings,
      });
    },
  };
}
