/**
 * What clinicians, members and admins read (queries): the review queue and a review's detail, a member's review and
 * risk assessment, who cares for a member, and the admin's review statistics. Every read of a member's health data
 * is audited.
 */
import {
  REVIEW_TARGET_HOURS,
  type AdminReviewStats,
  type PlanReviewState,
  type ReviewDecision,
  type ReviewDetail,
  type ReviewQueueItem,
} from '@common/clinician';
import type { RiskAssessment } from '@common/risk';
import { NotFound } from '../../lib/errors';
import { recordAudit, recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize, can } from '../auth/policy';
import { findPlan } from '../plans';
import { contentWithSwaps, toPlanSummary } from '../plans';
import { findProfileRow } from '../profile/profile-service';
import { HOUR_MS, type ClinicianKit } from './clinician-kit';
import { reviewState } from './clinician-presenters';
import * as repo from './clinician-repo';

/** The outcomes a clinician decided (not the ones the system closed): their record outlives the member's care. */
const CLINICIAN_DECISIONS = new Set<string>(['approved', 'changes_requested', 'declined']);

export function createClinicianQueries(kit: ClinicianKit) {
  const { db, now, deps, clinicianOf, stateOf, riskOf, historyOf, reviewForClinician } = kit;
  return {
    /**
     * The clinician's reviews of one status. Members in their care (policy 'member:care') are listed in full; for
     * members who left it (Doctor Verified ended, or reassigned) only the clinician's own decisions remain, as a
     * record of date, decision and note without the member's health data. Audited with whom it showed.
     */
    async queue(actor: Actor, status: ReviewDecision): Promise<ReviewQueueItem[]> {
      const clinician = await clinicianOf(actor);
      const at = now().getTime();
      const items: ReviewQueueItem[] = [];
      for (const r of await repo.queue(db, clinician.userId, status)) {
        const inCare =
          can(actor.user, 'member:care', {
            userId: r.memberId,
            assignedClinicianId: r.assignedClinicianId,
            activeClinician: true,
            memberDoctorVerified: r.memberDoctorVerified,
          }) === null;
        if (!inCare && !CLINICIAN_DECISIONS.has(r.status)) continue;
        const waitingHours = Math.round(((at - r.requestedAt.getTime()) / HOUR_MS) * 10) / 10;
        items.push({
          planId: r.planId,
          memberId: r.memberId,
          memberName: r.memberName,
          requestedAt: r.requestedAt.toISOString(),
          waitingHours,
          targetHours: REVIEW_TARGET_HOURS,
          overdue: status === 'pending' && waitingHours > REVIEW_TARGET_HOURS,
          criticalFindings: inCare ? r.criticalFindings : null,
          status: r.status as ReviewDecision,
          resubmission: inCare && Boolean(r.resubmission),
          urgent: inCare && Boolean(r.urgent),
          decidedAt: r.decidedAt?.toISOString() ?? null,
          note: r.note,
          careEnded: !inCare,
        });
      }
      await recordAudit(db, {
        actorId: actor.user.id,
        action: 'clinician.reviews.listed',
        targetType: 'reviews',
        detail: { query: { status }, ownerIds: [...new Set(items.map((i) => i.memberId))] },
      });
      return items;
    },

    /** The crop of a value in the member's report, for their assigned clinician (audited like the review). */
    async crop(actor: Actor, planId: string, reportId: string, biomarkerId: string): Promise<Buffer> {
      const { review } = await reviewForClinician(db, actor, planId);
      await recordAudit(db, {
        actorId: actor.user.id,
        action: 'clinician.member_data.viewed',
        targetType: 'report',
        targetId: reportId,
        detail: { ownerId: review.memberId, view: 'crop' },
      });
      return deps.renderCrop(review.memberId, reportId, biomarkerId);
    },

    async detail(actor: Actor, planId: string): Promise<ReviewDetail> {
      const { clinician, review } = await reviewForClinician(db, actor, planId);
      const plan = await findPlan(db, planId);
      const member = await repo.findUser(db, review.memberId);
      if (!plan || !member) throw new NotFound('Review not found.');
      const profile = await findProfileRow(db, review.memberId);
      await recordAudit(db, {
        actorId: actor.user.id,
        action: 'clinician.member_data.viewed',
        targetType: 'plan',
        targetId: planId,
        detail: { ownerId: review.memberId, view: 'review' },
      });
      // The name as on lab reports is only for matching reports to the member: the reviewer does not need it.
      const {
        userId: _owner,
        updatedAt,
        reportName: _reportName,
        ...profileFields
      } = profile ?? { userId: '', updatedAt: null, reportName: null };
      return {
        review: reviewState(review, clinician, await repo.certificateOfPlan(db, planId)),
        member: {
          id: member.id,
          name: member.username,
          profile: profile ? { ...profileFields, updatedAt: updatedAt?.toISOString() ?? null } : null,
        },
        biomarkers: await historyOf(review.memberId, planId),
        plan: {
          ...toPlanSummary({ ...plan, warningDetails: plan.content.warnings }),
          // With the member's meal swaps in place, marked (allowed once approved; decision 008).
          content: await contentWithSwaps(db, plan),
        },
        riskAssessment: await riskOf(db, review.memberId),
        targetHours: REVIEW_TARGET_HOURS,
      };
    },

    /**
     * The member's view of their plan's review: status, reviewer and credentials, note, certificate code (an admin's
     * reading is audited, as for the plan).
     */
    async reviewOfPlan(actor: Actor, planId: string): Promise<PlanReviewState | null> {
      const plan = await findPlan(db, planId);
      if (!plan) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:read', plan);
      const review = await repo.findReview(db, planId);
      await recordHealthDataAccess(db, actor.user, {
        type: 'plan',
        id: planId,
        ownerId: plan.userId,
        view: 'review',
      });
      return review ? stateOf(review) : null;
    },

    async riskAssessment(actor: Actor): Promise<RiskAssessment> {
      authorize(actor.user, 'risk:read', null);
      return riskOf(db, actor.user.id);
    },

    /** Who looks after a member (for consultation messages), or null. */
    async careTeamOf(memberId: string): Promise<repo.ClinicianRow | null> {
      const a = await repo.findAssignment(db, memberId);
      return a ? ((await repo.findActiveClinician(db, a.clinicianId)) ?? null) : null;
    },
    activeClinician: (userId: string) => repo.findActiveClinician(db, userId),
    /** The member's profile row and whether they are an active clinician (GET /api/auth/me), one statement. */
    profileAndRole: (userId: string) => repo.findProfileAndRole(db, userId),
    /** Whether the member holds Doctor Verified now (their consultation thread is writable only then). */
    async isDoctorVerified(userId: string): Promise<boolean> {
      return (await repo.findUser(db, userId))?.doctorVerified === true;
    },
    /** A verified, enabled account's mail address (for notifications), or null. */
    async contactOf(userId: string): Promise<string | null> {
      const user = await repo.findUser(db, userId);
      return user && user.isVerified && !user.isDisabled ? user.email : null;
    },

    async adminStats(actor: Actor): Promise<AdminReviewStats> {
      authorize(actor.user, 'admin:console', null);
      const s = await deps.snapshots.get('review-stats', () => repo.reviewStats(db));
      const sorted = [...s.doneHours].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      const median =
        sorted.length === 0 ? null : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
      const oldest = s.oldest ? new Date(s.oldest) : null;
      return {
        queueLength: s.pending,
        oldestWaitingHours: oldest
          ? Math.round(((now().getTime() - oldest.getTime()) / HOUR_MS) * 10) / 10
          : null,
        reviewsDone: sorted.length,
        medianHoursToReview: median === null ? null : Math.round(median * 10) / 10,
        perClinician: s.per.map((p) => ({
          clinicianId: p.clinicianId,
          displayName: p.displayName,
          active: p.revokedAt === null,
          assignedMembers: Number(p.assignedMembers),
          pending: Number(p.pending),
          done: Number(p.done),
        })),
      };
    },
  };
}
