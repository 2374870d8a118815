import { createHash } from 'node:crypto';
import type { BiomarkerInput } from '@common/biomarkers';
import type { PlanType } from '@common/options';
import { PLAN_TYPE_LABELS } from '@common/options';
import { LEGACY_SEVERITY, type PlanContent, type PlanWarning } from '@common/plan';
import type { GeneratePlanResponse, PlanCalendarQuery, PlanDetail, PlanSummary } from '@common/plans';
import { REVIEW_STATUSES } from '@common/plans';
import type { ClinicianOverrides } from '@common/clinician';
import type { Db, Executor, Tx } from '../../db/client';
import { generatePlan } from '../../engine/generate-plan';
import { PlanRefused } from '../../engine/generate-plan';
import { BadRequest, NotFound } from '../../lib/errors';
import { recordAudit, recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { findProfileRow } from '../profile/profile-service';
import type { Notifier } from '../notifications/notifications-service';
import { planCalendar } from './plan-calendar';
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
    planType: row.planType,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isActive: row.isActive,
    doctorVerified: row.doctorVerified,
    reviewStatus: review as PlanSummary['reviewStatus'],
    confidenceScore: row.confidenceScore,
    warnings: row.warnings,
    warningDetails: detailsOf(row.warnings, row.warningDetails),
  };
}

/** The structured warnings, in the order of the messages; older plans' levels are mapped to the current scale. */
function detailsOf(messages: string[], stored: unknown): PlanWarning[] {
  const list = Array.isArray(stored) ? (stored as PlanWarning[]) : [];
  return messages.map((message) => {
    const w = list.find((x) => x.message === message);
    const severity = w ? (LEGACY_SEVERITY[w.severity] ?? w.severity) : 'caution';
    return { severity, code: w?.code ?? 'unknown', message };
  });
}

/** Plans saved before the three-level severity scale: map their levels so the response schema holds. */
function normaliseContent(content: PlanContent): PlanContent {
  return {
    ...content,
    warnings: content.warnings.map((w) => ({ ...w, severity: LEGACY_SEVERITY[w.severity] ?? w.severity })),
  };
}

/** A seed that differs per generation (so regenerating gives variety) but is recorded by its inputs. */
function seedFor(userId: string, planCount: number, now: Date): number {
  return createHash('sha256').update(`${userId}:${planCount}:${now.toISOString()}`).digest().readUInt32LE(0);
}

/** An engine refusal (minor, implausible BMI, no safe diet) is the member's input problem: 400 naming the field. */
function refusalsAsBadRequest<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof PlanRefused) throw new BadRequest(e.message, e.field);
    throw e;
  }
}

export type PlanService = ReturnType<typeof createPlanService>;

/** The clinician review of doctor_verified plans (modules/clinician), wired in by app.ts. */
export interface PlanReviewHooks {
  /** The overrides the member's clinician asked for, applied to every later doctor_verified plan. */
  overridesFor(ex: Executor, userId: string): Promise<ClinicianOverrides | undefined>;
  /** A doctor_verified plan was stored: queue its review (same transaction). */
  onPlanCreated(
    tx: Tx,
    plan: { id: string; userId: string; createdAt: Date; criticalFindings: number },
  ): Promise<void>;
}

export function createPlanService(deps: {
  db: Db;
  now: () => Date;
  notify?: Pick<Notifier, 'planReady'>;
  review?: PlanReviewHooks;
}) {
  const { db, now } = deps;

  async function biomarkersOf(userId: string): Promise<BiomarkerInput[]> {
    const rows = await repo.biomarkerReadings(db, userId);
    return rows.map((r) => ({
      code: r.code,
      valueCanonical: r.valueCanonical!,
      flag: r.flag,
      clinicallyImportant: r.clinicallyImportant,
      sampledAt: r.sampleDate ?? r.uploadedAt.toISOString().slice(0, 10),
    }));
  }

  return {
    async generate(
      actor: Pick<Actor, 'user'>,
      input: { planType: PlanType; includeBloodTest: boolean },
    ): Promise<GeneratePlanResponse> {
      const user = actor.user;
      const at = now();
      const overrides =
        input.planType === 'doctor_verified' ? await deps.review?.overridesFor(db, user.id) : undefined;
      authorize(user, 'plan:generate', { planType: input.planType, at });

      const profile = await findProfileRow(db, user.id);
      // Results on file always set the safety limits; includeBloodTest (premium) adds the personalisation.
      const biomarkers = await biomarkersOf(user.id);
      const planCount = await repo.countPlans(db, user.id);
      const generated = refusalsAsBadRequest(() =>
        generatePlan({
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
                pregnancyStatus: profile.pregnancyStatus,
                trainingPreferences: profile.trainingPreferences,
                mealPreferences: profile.mealPreferences,
              }
            : null,
          biomarkers,
          planType: input.planType,
          personaliseWithBiomarkers: input.includeBloodTest,
          now: at,
          seed: seedFor(user.id, planCount, at),
          ...(overrides ? { overrides } : {}),
        }),
      );

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
        if (plan.planType === 'doctor_verified') {
          await deps.review?.onPlanCreated(tx, {
            id: plan.id,
            userId: user.id,
            createdAt: at,
            criticalFindings: generated.warningDetails.filter((w) => w.severity === 'critical').length,
          });
        }
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
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:read', row);
      await recordHealthDataAccess(db, actor.user, { type: 'plan', id: row.id, ownerId: row.userId });
      return { ...toPlanSummary(row), content: normaliseContent(row.content) };
    },
    /** The plan's sessions (and optionally meals) as an iCalendar file; the owner only. */
    async calendar(actor: Actor, id: string, query: PlanCalendarQuery): Promise<string> {
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:export', row);
      const summary = toPlanSummary(row);
      return planCalendar({ ...summary, content: normaliseContent(row.content) }, query);
    },
  };
}
