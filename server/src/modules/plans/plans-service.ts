import { createHash } from 'node:crypto';
import type { BiomarkerCode, BiomarkerInput } from '@common/biomarkers';
import type { PlanType } from '@common/options';
import { PLAN_TYPE_LABELS } from '@common/options';
import type { PlanContent } from '@common/plan';
import type { GeneratePlanResponse, PlanDetail, PlanSummary } from '@common/plans';
import { REVIEW_STATUSES } from '@common/plans';
import type { Db } from '../../db/client';
import { generatePlan } from '../../engine/generate-plan';
import { Forbidden, NotFound } from '../../lib/errors';
import { recordAudit, recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { canGeneratePlan } from '../auth/policy';
import type { Notifier } from '../notifications/notifications-service';
import { findProfile } from '../profile/profile-repo';
import * as repo from './plans-repo';
import type { PlanSummaryRow } from './plans-repo';

/** How many plans the list returns (the dashboard shows the first 3). */
const PLAN_LIST_LIMIT = 50;

export function toPlanSummary(row: PlanSummaryRow): PlanSummary {
  const review = (REVIEW_STATUSES as readonly string[]).includes(row.reviewStatus)
    ? row.reviewStatus
    : 'not_required';
  return {
    id: row.id,
    planType: row.planType as PlanType,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isActive: row.isActive,
    doctorVerified: row.doctorVerified,
    reviewStatus: review as PlanSummary['reviewStatus'],
    confidenceScore: row.confidenceScore,
    warnings: row.warnings,
  };
}

/** A seed that differs per generation (so regenerating gives variety) but is recorded by its inputs. */
function seedFor(userId: string, planCount: number, now: Date): number {
  return createHash('sha256').update(`${userId}:${planCount}:${now.toISOString()}`).digest().readUInt32LE(0);
}

export type PlanService = ReturnType<typeof createPlanService>;

export function createPlanService(deps: { db: Db; now: () => Date; notify?: Pick<Notifier, 'planReady'> }) {
  const { db, now } = deps;

  async function biomarkersOf(userId: string): Promise<BiomarkerInput[]> {
    const rows = await repo.biomarkerReadings(db, userId);
    return rows.map((r) => ({
      code: r.code as BiomarkerCode,
      valueCanonical: r.valueCanonical!,
      flag: r.flag as BiomarkerInput['flag'],
      clinicallyImportant: r.clinicallyImportant,
      sampledAt: r.sampleDate ?? r.uploadedAt.toISOString().slice(0, 10),
    }));
  }

  return {
    async generate(
      actor: Actor,
      input: { planType: PlanType; includeBloodTest: boolean },
    ): Promise<GeneratePlanResponse> {
      const user = actor.user;
      const at = now();
      const decision = canGeneratePlan(user, input.planType, at);
      if (!decision.allowed) throw new Forbidden(decision.reason);

      const profile = await findProfile(db, user.id);
      const biomarkers =
        input.includeBloodTest && input.planType !== 'free' ? await biomarkersOf(user.id) : [];
      const planCount = await repo.countPlans(db, user.id);
      const generated = generatePlan({
        profile: profile
          ? {
              age: profile.age,
              gender: profile.gender,
              height: profile.heightCm,
              weight: profile.weightKg,
              activityLevel: profile.activityLevel,
              fitnessGoals: profile.fitnessGoals,
              dietaryRestrictions: profile.dietaryRestrictions,
              medicalConditions: profile.medicalConditions,
              medications: profile.medications,
            }
          : null,
        biomarkers,
        planType: input.planType,
        now: at,
        seed: seedFor(user.id, planCount, at),
      });

      // The new plan becomes the only active one, atomically (the user row lock serialises concurrent requests).
      const row = await db.transaction(async (tx) => {
        await repo.lockUser(tx, user.id);
        await repo.deactivatePlans(tx, user.id);
        const plan = await repo.insertPlan(tx, {
          userId: user.id,
          planType: generated.planType,
          summary: generated.summary,
          content: generated.content,
          confidenceScore: generated.confidenceScore,
          warnings: generated.warnings,
          doctorVerified: generated.doctorVerified,
          reviewStatus: generated.reviewStatus,
          isActive: true,
          startsAt: new Date(generated.startsAt),
          expiresAt: new Date(generated.expiresAt),
          createdAt: at,
        });
        await recordAudit(
          tx,
          {
            actorId: user.id,
            action: 'plan.generated',
            targetType: 'plan',
            targetId: plan.id,
            detail: { planType: plan.planType },
          },
          at,
        );
        await deps.notify?.planReady(tx, user.id, plan.planType);
        return plan;
      });
      const label = PLAN_TYPE_LABELS[input.planType];
      return {
        message:
          input.planType === 'doctor_verified'
            ? `Your ${label} plan is ready and has been sent for review by a healthcare professional.`
            : `Your ${label.toLowerCase()} plan is ready: ${generated.durationDays} days of meals and training.`,
        plan: toPlanSummary(row),
      };
    },

    async active(userId: string): Promise<PlanSummary | null> {
      const row = await repo.findActivePlan(db, userId);
      return row ? toPlanSummary(row) : null;
    },

    async list(userId: string): Promise<PlanSummary[]> {
      return (await repo.listPlans(db, userId, PLAN_LIST_LIMIT)).map(toPlanSummary);
    },

    async get(actor: Actor, id: string): Promise<PlanDetail> {
      const row = await repo.findPlan(db, id, actor.user.isAdmin ? null : actor.user.id);
      if (!row) throw new NotFound('Plan not found.');
      await recordHealthDataAccess(db, actor.user, { type: 'plan', id: row.id, ownerId: row.userId });
      return { ...toPlanSummary(row), content: row.content as PlanContent };
    },
  };
}
