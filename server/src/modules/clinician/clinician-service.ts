/**
 * Doctor Verified's clinician side: the clinician role (granted by an admin, separate from admin), members assigned
 * by load or by an admin, the review queue and its decisions, certificates and the risk assessment. Every read of a
 * member's health data by a clinician is audited; access is decided by `can()` (auth/policy.ts).
 */
import { randomBytes } from 'node:crypto';
import { BIOMARKERS } from '@common/biomarkers';
import {
  CERTIFICATE_VALIDITY_DAYS,
  clinicianOverridesSchema,
  REVIEW_TARGET_HOURS,
  type AdminReviewStats,
  type BiomarkerHistory,
  type CertificateVerification,
  type Clinician,
  type ClinicianOverrides,
  type GrantClinicianBody,
  type PlanReviewState,
  type ReviewDecision,
  type ReviewDetail,
  type ReviewQueueItem,
  type Reviewer,
} from '@common/clinician';
import type { RiskAssessment } from '@common/risk';
import type { Db, Executor, Tx } from '../../db/client';
import { assessRisk } from '../../engine';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import type { MailQueue } from '../../mail/mail-types';
import { recordAudit, recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { findUserById } from '../auth/auth-repo';
import { authorize, can } from '../auth/policy';
import type { PlanService } from '../plans/plans-service';
import { contentWithSwaps, toPlanSummary } from '../plans/plans-service';
import { findProfileRow } from '../profile/profile-service';
import { resultHistory, usableReadings } from '../reports';
import { careMail, type CareMailKind } from './clinician-mails';
import { certificatePdf, healthReportPdf } from './clinician-pdfs';

/** Other modules (consultations) send their care mails through this module's service file. */
export { careMail };
import * as repo from './clinician-repo';

const HOUR_MS = 3_600_000;
/** The outcomes a clinician decided (not the ones the system closed): their record outlives the member's care. */
const CLINICIAN_DECISIONS = new Set<string>(['approved', 'changes_requested', 'declined']);
const DAY_MS = 86_400_000;

export interface ClinicianDeps {
  db: Db;
  now: () => Date;
  mail: MailQueue;
  publicUrl: () => string;
  /** Regenerates a plan after a changes request (bound by services.ts once the plan service exists). */
  plans: () => PlanService;
  /** The image of where one of the member's values was read (reports module; access checked by the caller). */
  renderCrop: (memberId: string, reportId: string, biomarkerId: string) => Promise<Buffer>;
}

function toClinician(row: repo.ClinicianRow): Clinician {
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

/** 12 characters from an alphabet without look-alikes (0/O, 1/I): easy to type from a printed certificate. */
function certificateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Why a member's thread turned read-only (consultations); their clinician no longer reaches it at all. */
export const THREAD_READ_ONLY =
  'Your Doctor Verified access has ended (for example after a refund), so no new messages can be sent here. ' +
  'Earlier messages stay here to read; for anything else, use Contact Support.';

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

export type ClinicianService = ReturnType<typeof createClinicianService>;

export function createClinicianService(deps: ClinicianDeps) {
  const { db, now } = deps;

  async function mailTo(userId: string, kind: CareMailKind): Promise<void> {
    const user = await repo.findUser(db, userId);
    if (!user || !user.isVerified || user.isDisabled) return;
    await deps.mail.enqueue(careMail(kind, user.email, deps.publicUrl()));
  }

  /** The caller's active clinician row, or a 403 from the policy. */
  async function clinicianOf(actor: Actor, ex: Executor = db): Promise<repo.ClinicianRow> {
    const row = await repo.findActiveClinician(ex, actor.user.id);
    authorize(actor.user, 'clinician:work', { activeClinician: row !== undefined });
    return row!;
  }

  /** Hands a member (and their pending reviews) to a clinician. */
  async function assign(
    ex: Executor,
    memberId: string,
    clinicianId: string | null,
    by: 'load' | 'admin',
    at: Date,
  ) {
    if (clinicianId) await repo.setAssignment(ex, memberId, clinicianId, by, at);
    else await repo.deleteAssignment(ex, memberId);
    await repo.assignPendingOf(ex, memberId, clinicianId);
    await recordAudit(
      ex,
      {
        actorId: null,
        action: 'clinician.assigned',
        targetType: 'user',
        targetId: memberId,
        detail: { clinicianId, by },
      },
      at,
    );
  }

  /** Reviews that waited for a clinician go to the active clinician with the lowest load, one by one. */
  async function adoptUnassigned(ex: Executor, at: Date): Promise<void> {
    for (const { memberId } of await repo.unassignedPending(ex)) {
      const target = await repo.lowestLoadClinician(ex);
      if (!target) return;
      await assign(ex, memberId, target, 'load', at);
    }
  }

  async function grantRow(actorId: string | null, body: GrantClinicianBody): Promise<Clinician> {
    const target = await repo.findUser(db, body.userId);
    if (!target) throw new NotFound('No account with this userId.');
    if (target.isDisabled) throw new Conflict('This account is disabled.', 'userId');
    const at = now();
    return db.transaction(async (tx) => {
      const row = await repo.upsertClinician(tx, {
        userId: body.userId,
        displayName: body.displayName,
        registrationNumber: body.registrationNumber,
        registrationBody: body.registrationBody,
        specialty: body.specialty,
        grantedAt: at,
      });
      await recordAudit(
        tx,
        {
          actorId,
          action: 'clinician.granted',
          targetType: 'user',
          targetId: body.userId,
          detail: { registrationNumber: body.registrationNumber, registrationBody: body.registrationBody },
        },
        at,
      );
      await adoptUnassigned(tx, at);
      return toClinician(row);
    });
  }

  function reviewState(
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

  async function stateOf(review: repo.ReviewRow): Promise<PlanReviewState> {
    const clinician = review.clinicianId ? await repo.findClinician(db, review.clinicianId) : undefined;
    return reviewState(review, clinician, await repo.certificateOfPlan(db, review.planId));
  }

  /** The risk assessment from a member's profile and latest results. */
  async function riskOf(ex: Executor, memberId: string): Promise<RiskAssessment> {
    const profile = await findProfileRow(ex, memberId);
    const labs: Record<string, number> = {};
    // Usable results only (a value still to confirm never feeds the assessment); oldest first: the latest wins.
    for (const r of await usableReadings(ex, { userId: memberId })) labs[r.code] = r.valueCanonical;
    const sex = profile?.gender === 'male' || profile?.gender === 'female' ? profile.gender : null;
    return assessRisk({
      age: profile?.age ?? null,
      sex,
      heightCm: profile?.heightCm ?? null,
      weightKg: profile?.weightKg ?? null,
      activityLevel: profile?.activityLevel ?? null,
      conditions: profile?.medicalConditions ?? [],
      medications: profile?.medications ?? [],
      pregnant: /^pregnant/.test(profile?.pregnancyStatus ?? ''),
      systolicBp: profile?.systolicBp ?? null,
      diastolicBp: profile?.diastolicBp ?? null,
      treatedForHypertension: profile?.treatedForHypertension ?? null,
      smoker: profile?.smoker ?? null,
      waistCm: profile?.waistCm ?? null,
      familyHistoryDiabetes: profile?.familyHistoryDiabetes ?? null,
      familyHistoryEarlyHeartDisease: profile?.familyHistoryEarlyHeartDisease ?? null,
      labs,
    });
  }

  /** The member's results by test; with `planId`, each read value links to its crop in that review. */
  async function historyOf(memberId: string, planId?: string): Promise<BiomarkerHistory[]> {
    const byCode = new Map<string, BiomarkerHistory>();
    for (const r of await resultHistory(db, memberId)) {
      const meta = BIOMARKERS[r.code];
      const entry = byCode.get(r.code) ?? {
        code: r.code,
        name: meta?.name ?? r.code,
        unit: meta?.unit ?? '',
        points: [],
      };
      entry.points.push({
        value: r.value!,
        flag: r.flag,
        sampledAt: r.sampleDate ?? r.uploadedAt.toISOString().slice(0, 10),
        reportId: r.reportId,
        cropUrl:
          planId && r.hasLocation ? `/api/clinician/reviews/${planId}/crops/${r.reportId}/${r.id}` : null,
      });
      byCode.set(r.code, entry);
    }
    return [...byCode.values()];
  }

  /**
   * Loads a review the caller may act on: an active clinician assigned to the member, while the member holds Doctor
   * Verified (else 403/404; policy 'member:care').
   */
  async function reviewForClinician(ex: Executor, actor: Actor, planId: string, lock = false) {
    const clinician = await clinicianOf(actor, ex);
    const review = lock ? await repo.lockReview(ex, planId) : await repo.findReview(ex, planId);
    if (!review) throw new NotFound('Review not found.');
    const assignment = await repo.findAssignment(ex, review.memberId);
    authorize(actor.user, 'member:care', {
      userId: review.memberId,
      assignedClinicianId: review.clinicianId === actor.user.id ? (assignment?.clinicianId ?? null) : null,
      activeClinician: true,
      memberDoctorVerified: (await repo.findUser(ex, review.memberId))?.doctorVerified === true,
    });
    return { clinician, review };
  }

  /** A decision is taken once, on a pending review (a second click or a second clinician gets 409). */
  function mustBePending(review: repo.ReviewRow) {
    if (review.status !== 'pending') {
      throw new Conflict(`This review is already ${review.status.replace('_', ' ')}: nothing to decide.`);
    }
  }

  /** For PDFs: the review, its clinician and certificate of a plan the caller may read. */
  async function approvedRecord(actor: Actor, planId: string) {
    const plan = await repo.findPlan(db, planId);
    if (!plan) throw new NotFound('Plan not found.');
    authorize(actor.user, 'plan:read', plan);
    const review = await repo.findReview(db, planId);
    const clinician = review?.clinicianId ? await repo.findClinician(db, review.clinicianId) : undefined;
    const certificate = await repo.certificateOfPlan(db, planId);
    const member = await repo.findUser(db, plan.userId);
    return { plan, review, clinician, certificate, member };
  }

  return {
    grant: (actor: Actor, body: GrantClinicianBody) => {
      authorize(actor.user, 'admin:console', null);
      return grantRow(actor.user.id, body);
    },

    /** `npm run admin -- grant-clinician <email>` (the operator is the actor; no session). */
    async grantByEmail(email: string, fields: Omit<GrantClinicianBody, 'userId'>): Promise<Clinician> {
      const userId = await repo.findUserIdByEmail(db, email);
      if (!userId) throw new NotFound(`No account with the email ${email}.`);
      return grantRow(null, { ...fields, userId });
    },

    async revoke(actor: Actor, userId: string): Promise<Clinician> {
      authorize(actor.user, 'admin:console', null);
      const at = now();
      return db.transaction(async (tx) => {
        const row = await repo.revokeClinician(tx, userId, at);
        if (!row) throw new NotFound('No active clinician with this userId.');
        await recordAudit(
          tx,
          { actorId: actor.user.id, action: 'clinician.revoked', targetType: 'user', targetId: userId },
          at,
        );
        // Their members (and pending reviews) move to the clinician with the lowest load, or wait for one.
        for (const memberId of await repo.membersOf(tx, userId)) {
          await assign(tx, memberId, (await repo.lowestLoadClinician(tx, userId)) ?? null, 'load', at);
        }
        return toClinician(row);
      });
    },

    async list(actor: Actor): Promise<Clinician[]> {
      authorize(actor.user, 'admin:console', null);
      return (await repo.listClinicians(db)).map(toClinician);
    },

    async assignByAdmin(actor: Actor, memberId: string, clinicianId: string): Promise<void> {
      authorize(actor.user, 'admin:console', null);
      if (!(await repo.findActiveClinician(db, clinicianId)))
        throw new BadRequest('clinicianId is not an active clinician.', 'clinicianId');
      if (!(await repo.findUser(db, memberId))) throw new NotFound('No account with this id.');
      await db.transaction(async (tx) => {
        await assign(tx, memberId, clinicianId, 'admin', now());
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'clinician.assigned',
          targetType: 'user',
          targetId: memberId,
          detail: { clinicianId, by: 'admin' },
        });
      });
    },

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
      const plan = await repo.findPlan(db, planId);
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

    async approve(actor: Actor, planId: string, note: string | undefined) {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const { clinician, review } = await reviewForClinician(tx, actor, planId, true);
        mustBePending(review);
        await repo.updateReview(tx, planId, { status: 'approved', decidedAt: at, note: note ?? null });
        await repo.setPlanReview(tx, planId, { doctorVerified: true, reviewStatus: 'approved' });
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
        await repo.setPlanReview(tx, planId, { doctorVerified: false, reviewStatus: 'changes_requested' });
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
        await repo.setPlanReview(tx, planId, { doctorVerified: false, reviewStatus: 'declined' });
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

    /**
     * The member's view of their plan's review: status, reviewer and credentials, note, certificate code (an admin's
     * reading is audited, as for the plan).
     */
    async reviewOfPlan(actor: Actor, planId: string): Promise<PlanReviewState | null> {
      const plan = await repo.findPlan(db, planId);
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

    /** Public verification: only validity, dates, the clinician and the member's initials. */
    async verifyCertificate(code: string): Promise<CertificateVerification> {
      const cleaned = code.trim().toUpperCase();
      const cert = /^[A-Z0-9]{12}$/.test(cleaned) ? await repo.findCertificate(db, cleaned) : undefined;
      if (!cert) throw new NotFound('No certificate with this code.');
      const member = await repo.findUser(db, cert.memberId);
      const clinician = cert.clinicianId ? await repo.findClinician(db, cert.clinicianId) : undefined;
      const at = now();
      // A refund withdraws Doctor Verified (billing-reversals): the certificate stops being valid with it.
      if (!cert.revokedAt && member && !member.doctorVerified) {
        await repo.revokeCertificates(db, cert.memberId, 'Doctor Verified was withdrawn (refund).', at);
        await recordAudit(
          db,
          {
            actorId: null,
            action: 'certificate.revoked',
            targetType: 'user',
            targetId: cert.memberId,
            detail: { reason: 'refund' },
          },
          at,
        );
        cert.revokedAt = at;
      }
      return {
        valid: !cert.revokedAt && cert.expiresAt > at,
        issuedAt: cert.issuedAt.toISOString(),
        expiresAt: cert.expiresAt.toISOString(),
        clinicianName: clinician?.displayName ?? 'Unknown',
        registrationNumber: clinician?.registrationNumber ?? 'Unknown',
        memberInitials: member ? initialsOf(member.username) : '?',
      };
    },

    /** The medical clearance certificate of an approved plan the caller may read (an admin's download is audited). */
    async certificate(actor: Actor, planId: string): Promise<Buffer> {
      const record = await approvedRecord(actor, planId);
      const pdf = await certificatePdf(record, deps.publicUrl());
      const { plan } = record;
      await recordHealthDataAccess(db, actor.user, {
        type: 'plan',
        id: plan.id,
        ownerId: plan.userId,
        view: 'certificate',
      });
      return pdf;
    },

    /**
     * The detailed health report (profile, results, risk assessment, plan) of a plan the caller may read: the
     * fullest health document the app makes, so an admin's download is audited.
     */
    async healthReport(actor: Actor, planId: string): Promise<Buffer> {
      const record = await approvedRecord(actor, planId);
      const memberId = record.plan.userId;
      const pdf = await healthReportPdf(
        {
          ...record,
          content: record.plan.content,
          profile: await findProfileRow(db, memberId),
          biomarkers: await historyOf(memberId),
          risk: await riskOf(db, memberId),
        },
        now(),
      );
      await recordHealthDataAccess(db, actor.user, {
        type: 'plan',
        id: planId,
        ownerId: memberId,
        view: 'health-report',
      });
      return pdf;
    },

    /** Who looks after a member (for consultation messages), or null. */
    async careTeamOf(memberId: string): Promise<repo.ClinicianRow | null> {
      const a = await repo.findAssignment(db, memberId);
      return a ? ((await repo.findActiveClinician(db, a.clinicianId)) ?? null) : null;
    },
    activeClinician: (userId: string) => repo.findActiveClinician(db, userId),
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
      const s = await repo.reviewStats(db);
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
