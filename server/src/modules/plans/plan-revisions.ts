/**
 * A new version of the member's active plan from a weekly check-in (engine revisePlan), called by modules/progress
 * in the check-in's transaction.
 */
import { showsNumbers, type PlanRevision } from '@common/plan';
import type { Tx } from '../../db/client';
import { PlanRefused, revisePlan, type NextStep } from '../../engine';
import { NotFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-repo';
import { normaliseContent, versionOf } from './plan-presenters';
import { seedFor, type PlanKit } from './plans-kit';
import * as repo from './plans-repo';

/** What a weekly check-in asks of the plan (modules/progress, progress-check-in.ts). */
export interface ReviseRequest {
  userId: string;
  planId: string;
  /** The first plan day of the new version (the first day of the coming plan week). */
  fromDay: number;
  /** The new calorie target; undefined when it did not change (the meals stay, only training moves on). */
  calorieTargetKcal: number | undefined;
  progressions: readonly NextStep[];
  checkInId: string;
  /** The check-in's reasons, kept with the version. */
  reasons: readonly string[];
}

export function createRevisions(kit: PlanKit) {
  const { now, memberBasis } = kit;

  return {
    /**
     * A new version of the member's active plan from a weekly check-in (engine revisePlan): the version it replaces
     * is kept in plan_versions, the plan row takes the new one, in the caller's transaction. An engine refusal
     * (the profile no longer allows a plan) changes nothing and is answered as `refused`.
     */
    async revise(tx: Tx, req: ReviseRequest): Promise<{ revision: PlanRevision } | { refused: string }> {
      const at = now();
      await repo.lockUser(tx, req.userId);
      const row = await repo.findPlan(tx, req.planId);
      if (!row || row.userId !== req.userId || !row.isActive) throw new NotFound('Plan not found.');
      // A clinician approved this plan as it is: a check-in does not change it behind their back.
      if (row.planType === 'doctor_verified')
        return { refused: 'A doctor-verified plan changes only through your clinician.' };
      const current = normaliseContent(row.content);
      const version = versionOf(current) + 1;
      const fromDate = current.days.find((d) => d.day === req.fromDay)?.date;
      if (!fromDate) return { refused: 'The plan has no days left after this week.' };
      let revised: ReturnType<typeof revisePlan>;
      try {
        revised = revisePlan({
          ...(await memberBasis(tx, row, current)),
          now: at,
          seed: seedFor(req.userId, version, at),
          ...(req.calorieTargetKcal !== undefined ? { calorieTargetKcal: req.calorieTargetKcal } : {}),
          current,
          currentSummary: row.summary,
          fromDay: req.fromDay,
          progressions: req.progressions,
        });
      } catch (e) {
        if (e instanceof PlanRefused) return { refused: e.message };
        throw e;
      }
      // A second check-in in the same week redoes that week's change: "from" is where the week started.
      const previousCalories =
        current.revision?.fromDate === fromDate
          ? current.revision.previousCalories
          : current.targets.calories;
      const fromWeek = Math.ceil(req.fromDay / 7);
      const t = revised.content.targets;
      const kept = revised.content.rationale.find(
        (r) => r.topic === 'energy' && r.text.startsWith('Your check-in measured a lower need'),
      );
      const remainingDays = revised.content.days.length - req.fromDay + 1;
      const progressed =
        revised.progressed > 0
          ? `; ${revised.progressed} exercise${revised.progressed === 1 ? '' : 's'} of week ${fromWeek} ${revised.progressed === 1 ? 'has' : 'have'} a new load or rep goal from your logged sets`
          : '';
      // A plan that hides numbers (eating-disorder history, NICE NG69 1.3) says what changed without calories.
      const numberFree = [
        `Version ${version} of your plan applies from ${fromDate} (week ${fromWeek}): ${
          revised.mealsReplanned
            ? `the meals of the remaining ${remainingDays} days were re-planned`
            : 'the meals are unchanged'
        }${progressed}.`,
        ...req.reasons,
      ];
      const changes = !showsNumbers(current)
        ? numberFree
        : [
            `Version ${version} of your plan applies from ${fromDate} (week ${fromWeek}): ${
              !revised.mealsReplanned
                ? `the calorie target stays at ${revised.calories} kcal a day and the meals are unchanged`
                : revised.calories === previousCalories
                  ? `the calorie target stays at ${revised.calories} kcal a day; the meals of the remaining ${remainingDays} days were re-planned (protein ${t.proteinG} g, carbohydrate ${t.carbsG} g, fat ${t.fatG} g)`
                  : `the calorie target goes from ${previousCalories} to ${revised.calories} kcal a day, and the meals of the remaining ${remainingDays} days were re-planned to it (protein ${t.proteinG} g, carbohydrate ${t.carbsG} g, fat ${t.fatG} g)`
            }${progressed}.`,
            ...(kept ? [`${kept.text}.`] : []),
            ...req.reasons,
          ];
      const revision: PlanRevision = {
        version,
        revisedAt: at.toISOString(),
        fromDate,
        fromWeek,
        previousCalories,
        calories: revised.calories,
        checkInId: req.checkInId,
        changes,
      };
      await repo.insertVersion(tx, {
        planId: row.id,
        version: version - 1,
        summary: row.summary,
        content: row.content,
        confidenceScore: row.confidenceScore,
        warnings: row.warnings,
        createdAt: current.revision ? new Date(current.revision.revisedAt) : row.createdAt,
        supersededAt: at,
      });
      // Swaps of the days this version re-planned are dropped: those meals no longer exist (decision 008).
      const dropped = revised.mealsReplanned ? await repo.deleteSwapsFrom(tx, row.id, req.fromDay) : 0;
      if (dropped > 0)
        revision.changes.push(
          `${dropped} meal swap${dropped === 1 ? '' : 's'} you chose from ${fromDate} on ${dropped === 1 ? 'was' : 'were'} dropped: those days have new meals, sized to the new target; you can swap them again.`,
        );
      await repo.updatePlanVersion(tx, row.id, {
        content: { ...revised.content, revision },
        summary: revised.summary,
        confidenceScore: revised.confidenceScore,
        warnings: revised.warnings,
      });
      await recordAudit(
        tx,
        {
          actorId: req.userId,
          action: 'plan.revised',
          targetType: 'plan',
          targetId: row.id,
          detail: { version, calories: revised.calories },
        },
        at,
      );
      return { revision };
    },
  };
}
