import { createHash } from 'node:crypto';
import type { BiomarkerInput } from '@common/biomarkers';
import type { PlanType } from '@common/options';
import { PLAN_TYPE_LABELS } from '@common/options';
import { LEGACY_SEVERITY, type PlanContent, type PlanRevision, type PlanWarning } from '@common/plan';
import type {
  GeneratePlanResponse,
  PlanCalendarQuery,
  PlanDetail,
  PlanSummary,
  PlanVersion,
} from '@common/plans';
import { REVIEW_STATUSES } from '@common/plans';
import type {
  SwapChoiceBody,
  SwapChoiceResponse,
  SwapOptionsQuery,
  SwapOptionsResponse,
} from '@common/plan-swaps';
import type { ClinicianOverrides } from '@common/clinician';
import type { Db, Executor, Tx } from '../../db/client';
import {
  PlanRefused,
  applySwaps,
  generatePlan,
  menuRules,
  revisePlan,
  swapBand,
  swapOptions,
  undoBreaksLimit,
  type NextStep,
  type SwapRules,
} from '../../engine';
import { BadRequest, Conflict, NotFound, UnprocessableEntity } from '../../lib/errors';
import { recordAudit, recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { engineProfile, findProfileRow } from '../profile/profile-service';
import type { Notifier } from '../notifications/notifications-service';
import { usableReadings } from '../reports';
import { planCalendar } from './plan-calendar';
import * as repo from './plans-repo';
import type { PlanRow, PlanSummaryRow } from './plans-repo';

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

/**
 * A plan's content as its member sees it: their meal swaps in place and the grocery list following them
 * (engine/nutrition/meal-swaps.ts applySwaps). Every read of a current plan goes through it (the clinician's
 * review too).
 */
export async function contentWithSwaps(
  ex: Executor,
  row: { id: string; content: PlanContent },
): Promise<PlanContent> {
  const content = normaliseContent(row.content);
  const swaps = await repo.listSwaps(ex, row.id);
  return swaps.length > 0 ? applySwaps(content, swaps) : content;
}

/** A plan version is the content's revision number (version 1 has none). */
const versionOf = (content: PlanContent) => content.revision?.version ?? 1;

/** What a weekly check-in asks of the plan (progress-service.ts). */
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

export type PlanService = ReturnType<typeof createPlanService>;

/** The clinician review of doctor_verified plans (modules/clinician), wired in by services.ts. */
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
  notify: Pick<Notifier, 'planReady'>;
  /** Required: without it a doctor_verified plan would never be queued for review. */
  review: PlanReviewHooks;
}) {
  const { db, now } = deps;

  async function biomarkersOf(userId: string, ex: Executor = db): Promise<BiomarkerInput[]> {
    const rows = await usableReadings(ex, { userId });
    return rows.map((r) => ({
      code: r.code,
      valueCanonical: r.valueCanonical,
      flag: r.flag,
      clinicallyImportant: r.clinicallyImportant,
      sampledAt: r.sampleDate ?? r.uploadedAt.toISOString().slice(0, 10),
    }));
  }

  /** The plan's content as the member sees it: their meal swaps in place, the grocery list following them. */
  async function shownContent(row: PlanRow, ex: Executor = db): Promise<PlanContent> {
    return contentWithSwaps(ex, row);
  }

  /**
   * What the engine reads to change this plan now: the member's current profile and results, personalised with
   * biomarkers as the plan was (a plan that used them personalises its new weeks and swaps too).
   */
  async function memberBasis(ex: Executor, row: PlanRow, content: PlanContent) {
    return {
      profile: engineProfile(await findProfileRow(ex, row.userId)),
      biomarkers: await biomarkersOf(row.userId, ex),
      planType: row.planType,
      personaliseWithBiomarkers: content.inputs.biomarkersUsed.length > 0,
    };
  }

  /**
   * The rules the plan's menu follows for this member now (engine menuRules: current profile, results, clinician
   * overrides; personalised as the plan was), or why no swap can be offered: the profile no longer carries a
   * restriction, condition or medicine the plan was made with (alternatives would be looser than its meals), or
   * the engine refuses a plan for it now.
   */
  async function swapRulesFor(
    row: PlanRow,
    content: PlanContent,
    ex: Executor = db,
  ): Promise<SwapRules | { refused: string }> {
    const overrides =
      row.planType === 'doctor_verified' ? await deps.review.overridesFor(ex, row.userId) : undefined;
    let rules: ReturnType<typeof menuRules>;
    try {
      rules = menuRules({
        ...(await memberBasis(ex, row, content)),
        now: now(),
        seed: 0,
        ...(overrides ? { overrides } : {}),
      });
    } catch (e) {
      if (e instanceof PlanRefused) return { refused: `No swaps can be offered: ${e.message}` };
      throw e;
    }
    const missing = (was: readonly string[], is: readonly string[]) => was.filter((x) => !is.includes(x));
    const loosened = [
      ...missing(content.inputs.restrictions, rules.inputs.restrictions),
      ...missing(content.inputs.conditions, rules.inputs.conditions),
      ...missing(content.inputs.medications, rules.inputs.medications),
    ];
    if (loosened.length > 0)
      return {
        refused: `Your profile no longer lists ${loosened.join(', ')}, which this plan was made for; generate a new plan to swap meals under your current profile.`,
      };
    return rules;
  }

  /** The meal at day/meal of the plan (as made, and as shown), or a 400 naming the field. */
  function mealAt(content: PlanContent, shown: PlanContent, day: number, meal: number) {
    const planDay = content.days[day - 1];
    if (!planDay) throw new BadRequest(`day must be between 1 and ${content.days.length}`, 'day');
    const original = planDay.meals[meal];
    const current = shown.days[day - 1]?.meals[meal];
    if (!original || !current)
      throw new BadRequest(`meal must be between 0 and ${planDay.meals.length - 1} on day ${day}`, 'meal');
    return { original, current };
  }

  async function optionsFor(
    row: PlanRow,
    key: SwapOptionsQuery,
    ex: Executor = db,
  ): Promise<SwapOptionsResponse> {
    const content = normaliseContent(row.content);
    const shown = await shownContent(row, ex);
    const { original, current } = mealAt(content, shown, key.day, key.meal);
    const base = {
      day: key.day,
      meal: key.meal,
      slot: original.slot,
      original,
      current,
      swapped: !!current.swap,
    };
    const rules = await swapRulesFor(row, content, ex);
    if ('refused' in rules)
      return { ...base, alternatives: [], band: swapBand(original), reason: rules.refused };
    const options = swapOptions({
      content,
      shownDays: shown.days,
      day: key.day,
      index: key.meal,
      original,
      rules,
      planType: row.planType,
    });
    return { ...base, ...options };
  }

  return {
    async generate(
      actor: Pick<Actor, 'user'>,
      input: { planType: PlanType; includeBloodTest: boolean },
    ): Promise<GeneratePlanResponse> {
      const user = actor.user;
      const at = now();
      const overrides =
        input.planType === 'doctor_verified' ? await deps.review.overridesFor(db, user.id) : undefined;
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
          await deps.review.onPlanCreated(tx, {
            id: plan.id,
            userId: user.id,
            createdAt: at,
            criticalFindings: generated.warningDetails.filter((w) => w.severity === 'critical').length,
          });
        }
        await deps.notify.planReady(tx, user.id, plan.planType);
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
      const changes = [
        `Version ${version} of your plan applies from ${fromDate} (week ${fromWeek}): ${
          !revised.mealsReplanned
            ? `the calorie target stays at ${revised.calories} kcal a day and the meals are unchanged`
            : revised.calories === previousCalories
              ? `the calorie target stays at ${revised.calories} kcal a day; the meals of the remaining ${remainingDays} days were re-planned (protein ${t.proteinG} g, carbohydrate ${t.carbsG} g, fat ${t.fatG} g)`
              : `the calorie target goes from ${previousCalories} to ${revised.calories} kcal a day, and the meals of the remaining ${remainingDays} days were re-planned to it (protein ${t.proteinG} g, carbohydrate ${t.carbsG} g, fat ${t.fatG} g)`
        }${revised.progressed > 0 ? `; ${revised.progressed} exercise${revised.progressed === 1 ? '' : 's'} of week ${fromWeek} ${revised.progressed === 1 ? 'has' : 'have'} a new load or rep goal from your logged sets` : ''}.`,
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

    /** The plan's versions, newest first (the current one included): whoever may read the plan (policy plan:read). */
    async versions(actor: Actor, id: string): Promise<PlanVersion[]> {
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:read', row);
      // The versions' changes carry weight trends and calorie targets: health data, so staff reads are recorded.
      await recordHealthDataAccess(db, actor.user, { type: 'plan', id: row.id, ownerId: row.userId });
      const earlier = await repo.listVersions(db, row.id);
      const entry = (
        content: PlanContent,
        summary: string,
        createdAt: Date,
        current: boolean,
      ): PlanVersion => ({
        version: versionOf(content),
        current,
        createdAt: createdAt.toISOString(),
        summary,
        calories: content.targets.calories,
        changes: content.revision?.changes ?? [],
      });
      const at = row.content.revision ? new Date(row.content.revision.revisedAt) : row.createdAt;
      return [
        entry(row.content, row.summary, at, true),
        ...earlier.map((v) => entry(v.content, v.summary, v.createdAt, false)),
      ];
    },

    /** An earlier version as it was (the current version: the plan itself), for whoever may read the plan. */
    async version(actor: Actor, id: string, version: number): Promise<PlanDetail> {
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:read', row);
      const old = version === versionOf(row.content) ? null : await repo.findVersion(db, row.id, version);
      if (!old && version !== versionOf(row.content))
        throw new NotFound(`This plan has no version ${version}.`);
      await recordHealthDataAccess(db, actor.user, { type: 'plan', id: row.id, ownerId: row.userId });
      if (!old) return { ...toPlanSummary(row), content: await shownContent(row) };
      return {
        ...toPlanSummary({ ...row, summary: old.summary, confidenceScore: old.confidenceScore }),
        warnings: old.warnings,
        warningDetails: detailsOf(old.warnings, old.content.warnings),
        isActive: false,
        content: normaliseContent(old.content),
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
      return { ...toPlanSummary(row), content: await shownContent(row) };
    },
    /** The plan's sessions (and optionally meals) as an iCalendar file; the owner only. */
    async calendar(actor: Actor, id: string, query: PlanCalendarQuery): Promise<string> {
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:export', row);
      const summary = toPlanSummary(row);
      return planCalendar({ ...summary, content: await shownContent(row) }, query);
    },

    /** Alternatives for one meal of the plan (docs/product.md#meal-swaps); the owner only. */
    async swapOptions(actor: Actor, id: string, key: SwapOptionsQuery): Promise<SwapOptionsResponse> {
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:swap', row);
      return optionsFor(row, key);
    },

    /**
     * The member chooses a dish for a meal: one of the alternatives offered for it now (the same computation as
     * swapOptions), or the plan's own dish again to undo the swap. Only the active plan; a Doctor Verified plan only
     * once its clinician approved it (docs/decisions/008-plan-versions-from-check-ins.md).
     */
    async chooseSwap(actor: Actor, id: string, body: SwapChoiceBody): Promise<SwapChoiceResponse> {
      const found = await repo.findPlan(db, id);
      if (!found) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:swap', found);
      const key = { day: Number(body.day), meal: Number(body.meal) };
      const recipeId = body.recipeId.trim();
      // One change of the member's plans at a time (the check-in's re-plan takes the same lock): the options are
      // computed and the choice stored against the plan and its other swaps as they are at that moment.
      const message = await db.transaction(async (tx) => {
        await repo.lockUser(tx, found.userId);
        const row = (await repo.findPlan(tx, id))!;
        if (!row.isActive)
          throw new Conflict('Only your active plan can be changed; this plan was replaced.');
        if (row.planType === 'doctor_verified' && row.reviewStatus !== 'approved')
          throw new Conflict(
            'Meals of a Doctor Verified plan can be swapped once your clinician has approved the plan.',
          );
        const content = normaliseContent(row.content);
        const shown = await shownContent(row, tx);
        const { original, current } = mealAt(content, shown, key.day, key.meal);
        // Days before yesterday (UTC) are past everywhere: a member west of UTC may still be on "yesterday".
        const yesterday = new Date(now().getTime() - 86_400_000).toISOString().slice(0, 10);
        if (shown.days[key.day - 1]!.date < yesterday)
          throw new BadRequest(
            `day: day ${key.day} (${shown.days[key.day - 1]!.date}) is past; meals can be swapped from today on. Log what you ate on the Today screen instead.`,
            'day',
          );
        const at = now();
        if (recipeId === original.recipeId) {
          if (!current.swap) return `${original.name} is already the plan's dish for this meal.`;
          const rules = await swapRulesFor(row, content, tx);
          const broken =
            'refused' in rules
              ? null
              : undoBreaksLimit({
                  content,
                  shownDays: shown.days,
                  day: key.day,
                  index: key.meal,
                  original,
                  rules,
                  planType: row.planType,
                });
          if (broken)
            throw new Conflict(
              `Going back to ${original.name} would take day ${key.day} past a daily limit you have (${broken}) with the other meals you swapped that day; undo those first.`,
            );
          await repo.deleteSwap(tx, row.id, key.day, key.meal);
          await recordAudit(
            tx,
            {
              actorId: actor.user.id,
              action: 'plan.swap_undone',
              targetType: 'plan',
              targetId: row.id,
              detail: key,
            },
            at,
          );
          return `Back to ${original.name}.`;
        }
        const options = await optionsFor(row, key, tx);
        const chosen = options.alternatives.find((a) => a.recipeId === recipeId);
        if (!chosen)
          throw new BadRequest(
            options.alternatives.length === 0
              ? `recipeId: this meal has no alternatives to choose from. ${options.reason ?? ''}`.trim()
              : `recipeId: "${recipeId}" is not one of the dishes offered for this meal (${options.alternatives.map((a) => a.recipeId).join(', ')}), nor its own dish (${original.recipeId ?? 'none'}).`,
            'recipeId',
          );
        await repo.upsertSwap(tx, {
          planId: row.id,
          day: key.day,
          meal: key.meal,
          originalRecipeId: original.recipeId,
          recipeId,
          content: chosen,
          createdAt: at,
        });
        await recordAudit(
          tx,
          {
            actorId: actor.user.id,
            action: 'plan.meal_swapped',
            targetType: 'plan',
            targetId: row.id,
            detail: { ...key, from: original.recipeId, to: recipeId },
          },
          at,
        );
        return `${chosen.name} replaces ${original.name}; your grocery list follows.`;
      });
      const fresh = (await repo.findPlan(db, found.id))!;
      return { message, plan: { ...toPlanSummary(fresh), content: await shownContent(fresh) } };
    },
  };
}
