/**
 * Meal swaps (docs/product.md#meal-swaps): the alternatives offered for one meal of the plan, and the member's
 * choice among them (or back to the plan's own dish).
 */
import type { PlanContent } from '@common/plan';
import {
  planDishId,
  type SwapChoiceBody,
  type SwapChoiceResponse,
  type SwapOptionsQuery,
  type SwapOptionsResponse,
} from '@common/plan-swaps';
import type { Executor } from '../../db/client';
import { PlanRefused, menuRules, swapBand, swapOptions, undoBreaksLimit, type SwapRules } from '../../engine';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { normaliseContent, toPlanSummary } from './plan-presenters';
import type { PlanKit } from './plans-kit';
import * as repo from './plans-repo';
import type { PlanRow } from './plans-repo';

export function createSwaps(kit: PlanKit) {
  const { db, now, review, memberBasis, shownContent } = kit;

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
      row.planType === 'doctor_verified' ? await review.overridesFor(ex, row.userId) : undefined;
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
    // A condition key the plan was stored with is read against the catalogue as it is now: one the member's listed
    // conditions still sit under (a plan made when atrial fibrillation carried the heart-disease key) is not gone.
    const loosened = [
      ...missing(content.inputs.restrictions, rules.inputs.restrictions),
      ...missing(content.inputs.conditions, [...rules.inputs.conditions, ...rules.inputs.conditionsUnder]),
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
        if (recipeId === planDishId(original)) {
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
              `Going back to ${original.name} would give you more ${broken} on day ${key.day} than your plan allows, with the other meals you swapped that day; undo those first.`,
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
              : `recipeId: "${recipeId}" is not one of the dishes offered for this meal (${options.alternatives.map((a) => a.recipeId).join(', ')}), nor its own dish (${planDishId(original) ?? 'none'}).`,
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
