/** A new plan for the member (engine generatePlan), which becomes their only active plan. */
import type { PlanType } from '@common/options';
import { PLAN_TYPE_LABELS } from '@common/options';
import type { GeneratePlanResponse } from '@common/plans';
import { PlanRefused, generatePlan } from '../../engine';
import { BadRequest, UnprocessableEntity } from '../../lib/errors';
import { recordAudit } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { engineProfile, findProfileRow } from '../profile/profile-service';
import { toPlanSummary } from './plan-presenters';
import { seedFor, type PlanKit } from './plans-kit';
import * as repo from './plans-repo';

/**
 * An engine refusal: the member's input (minor, implausible BMI, no safe diet) is a 400 naming the field; a blood
 * result past an emergency threshold is a 422 whose message says what to do (engine/safety/escalation.ts).
 */
function refusalError(e: PlanRefused): BadRequest | UnprocessableEntity {
  return e.kind === 'clinical'
    ? new UnprocessableEntity(e.message, e.field)
    : new BadRequest(e.message, e.field);
}

function refusalsAsBadRequest<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof PlanRefused) throw refusalError(e);
    throw e;
  }
}

export function createGeneration(kit: PlanKit) {
  const { db, now, review, notify, biomarkersOf } = kit;

  return {
    async generate(
      actor: Pick<Actor, 'user'>,
      input: { planType: PlanType; includeBloodTest: boolean },
    ): Promise<GeneratePlanResponse> {
      const user = actor.user;
      const at = now();
      const overrides =
        input.planType === 'doctor_verified' ? await review.overridesFor(db, user.id) : undefined;
      authorize(user, 'plan:generate', { planType: input.planType, at });

      const profile = await findProfileRow(db, user.id);
      // Results on file always set the safety limits; includeBloodTest (premium) adds the personalisation.
      const biomarkers = await biomarkersOf(user.id);
      const planCount = await repo.countPlans(db, user.id);
      const generated = refusalsAsBadRequest(() =>
        generatePlan({
          profile: engineProfile(profile),
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
          await review.onPlanCreated(tx, {
            id: plan.id,
            userId: user.id,
            createdAt: at,
            criticalFindings: generated.warningDetails.filter((w) => w.severity === 'critical').length,
          });
        }
        await notify.planReady(tx, user.id, plan.planType);
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
  };
}
