/** A clinician's decisions on a pending review (commands): approve, request changes, decline. */
import { randomBytes } from 'node:crypto';
import { CERTIFICATE_VALIDITY_DAYS, type ClinicianOverrides } from '@common/clinician';
import { Conflict } from '../../lib/errors';
import { recordAudit } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { findUserById } from '../auth/auth-repo';
import { setReviewOfPlans } from '../plans';
import type { ClinicianKit } from './clinician-kit';
import * as repo from './clinician-repo';

const DAY_MS = 86_400_000;

/** 12 characters from an alphabet without look-alikes (0/O, 1/I): easy to type from a printed certificate. */
function certificateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** A decision is taken once, on a pending review (a second click or a second clinician gets 409). */
function mustBePending(review: repo.ReviewRow) {
  if (review.status !== 'pending') {
    throw new Conflict(`This review is already ${review.status.replace('_', ' ')}: nothing to decide.`);
  }
}

export function createDecisions(kit: ClinicianKit) {
  const { db, now, deps, mailTo, stateOf, reviewForClinician } = kit;
  return {
    async approve(actor: Actor, planId: string, note: string | undefined) {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const { clinician, review } = await reviewForClinician(tx, actor, planId, true);
        mustBePending(review);
        await repo.updateReview(tx, planId, { status: 'approved', decidedAt: at, note: note ?? null });
        await setReviewOfPlans(tx, [planId], { doctorVerified: true, reviewStatus: 'approved' });
        await repo.insertCertificate(tx, {
          code: certificateCode(),
          planId,
          memberId: review.memberId,
          clinicianId: clinician.userId,
          issuedAt: at,
          expiresAt: new Date(at.getTime() + CERTIFICATE_VALIDITY_DAYS * DAY_MS),
        });
        await recordAudit(
          tx,
          {
            actorId: actor.user.id,
            action: 'review.approved',
            targetType: 'plan',
            targetId: planId,
            detail: { ownerId: review.memberId },
          },
          at,
        );
        return review;
      });
      await mailTo(result.memberId, 'approved');
      const state = await stateOf((await repo.findReview(db, planId))!);
      return {
        message: 'Plan approved; the member has been notified and their certificate issued.',
        review: state,
        newPlanId: null,
      };
    },

    async requestChanges(actor: Actor, planId: string, note: string, overrides: ClinicianOverrides) {
      const at = now();
      const review = await db.transaction(async (tx) => {
        const { review } = await reviewForClinician(tx, actor, planId, true);
        mustBePending(review);
        await repo.updateReview(tx, planId, { status: 'changes_requested', decidedAt: at, note, overrides });
        await setReviewOfPlans(tx, [planId], { doctorVerified: false, reviewStatus: 'changes_requested' });
        await recordAudit(
          tx,
          {
            actorId: actor.user.id,
            action: 'review.changes_requested',
            targetType: 'plan',
            targetId: planId,
            detail: { ownerId: review.memberId, overrides: Object.keys(overrides) },
          },
          at,
        );
        return review;
      });
      // The engine regenerates the plan with the overrides; it returns to the same clinician (the assignment).
      const member = await findUserById(db, review.memberId);
      let newPlanId: string | null = null;
      if (member && member.doctorVerified && !member.isDisabled) {
        const generated = await deps
          .plans()
          .generate({ user: member }, { planType: 'doctor_verified', includeBloodTest: true });
        newPlanId = generated.plan.id;
      }
      await mailTo(review.memberId, 'changes_requested');
      return {
        message: newPlanId
          ? 'Changes requested: the plan was regenerated with your overrides and is back in your queue.'
          : 'Changes requested. The member no longer has Doctor Verified, so no new plan was made.',
        review: await stateOf((await repo.findReview(db, planId))!),
        newPlanId,
      };
    },

    async decline(actor: Actor, planId: string, reason: string) {
      const at = now();
      const review = await db.transaction(async (tx) => {
        const { review } = await reviewForClinician(tx, actor, planId, true);
        mustBePending(review);
        await repo.updateReview(tx, planId, { status: 'declined', decidedAt: at, note: reason });
        await setReviewOfPlans(tx, [planId], { doctorVerified: false, reviewStatus: 'declined' });
        await recordAudit(
          tx,
          {
            actorId: actor.user.id,
            action: 'review.declined',
            targetType: 'plan',
            targetId: planId,
            detail: { ownerId: review.memberId },
          },
          at,
        );
        return review;
      });
      await mailTo(review.memberId, 'declined');
      return {
        message: 'Review declined; the member has been told why and how to ask for a refund.',
        review: await stateOf((await repo.findReview(db, planId))!),
        newPlanId: null,
      };
    },
  };
}
