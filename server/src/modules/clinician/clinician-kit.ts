/**
 * What the clinician service's parts share: their dependencies and the lookups every operation starts from (the
 * caller's clinician row, a review the caller may act on, the member's results and risk), plus care mails and
 * assignment.
 */
import type { SnapshotCache } from '../../lib/snapshot-cache';
import { BIOMARKERS } from '@common/biomarkers';
import type { BiomarkerHistory, PlanReviewState } from '@common/clinician';
import type { RiskAssessment } from '@common/risk';
import type { Db, Executor } from '../../db/client';
import { assessRisk } from '../../engine';
import { NotFound } from '../../lib/errors';
import type { MailQueue } from '../../mail/mail-types';
import { recordAudit } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { findPlan } from '../plans';
import type { PlanService } from '../plans';
import { findProfileRow } from '../profile/profile-service';
import { resultHistory, usableReadings } from '../reports';
import { careMail, type CareMailKind } from './clinician-mails';
import { reviewState } from './clinician-presenters';
import * as repo from './clinician-repo';

export const HOUR_MS = 3_600_000;

export interface ClinicianDeps {
  db: Db;
  now: () => Date;
  mail: MailQueue;
  publicUrl: () => string;
  /** Regenerates a plan after a changes request (bound by services.ts once the plan service exists). */
  plans: () => PlanService;
  /** The image of where one of the member's values was read (reports module; access checked by the caller). */
  renderCrop: (memberId: string, reportId: string, biomarkerId: string) => Promise<Buffer>;
  /** The admin console's totals and analytics, up to ADMIN_SNAPSHOT_MS old (lib/snapshot-cache.ts). */
  snapshots: SnapshotCache;
}

export type ClinicianKit = ReturnType<typeof createClinicianKit>;

export function createClinicianKit(deps: ClinicianDeps) {
  const { db } = deps;

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

  /** For PDFs: the review, its clinician and certificate of a plan the caller may read. */
  async function approvedRecord(actor: Actor, planId: string) {
    const plan = await findPlan(db, planId);
    if (!plan) throw new NotFound('Plan not found.');
    authorize(actor.user, 'plan:read', plan);
    const review = await repo.findReview(db, planId);
    const clinician = review?.clinicianId ? await repo.findClinician(db, review.clinicianId) : undefined;
    const certificate = await repo.certificateOfPlan(db, planId);
    const member = await repo.findUser(db, plan.userId);
    return { plan, review, clinician, certificate, member };
  }

  return {
    deps,
    db,
    now: deps.now,
    mailTo,
    clinicianOf,
    assign,
    adoptUnassigned,
    stateOf,
    riskOf,
    historyOf,
    reviewForClinician,
    approvedRecord,
  };
}
