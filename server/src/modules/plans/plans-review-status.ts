/**
 * What modules/clinician reads and marks of plan rows for the Doctor Verified review (plans owns the table): whether
 * a plan leads with a critical result, and the review's status on the plan.
 */
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plans } from './plans-schema';

/**
 * A condition for a query over reviews: the plan `planId` names leads with a result past a critical threshold
 * (engine/safety/escalation.ts, warning codes `escalation:…`). A fragment, so the review queue can order by it.
 */
export function leadsWithEscalation(planId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${plans} pu, jsonb_array_elements(pu.content -> 'warnings') w where pu.id = ${planId} and w ->> 'code' like 'escalation:%')`;
}

/** Marks plans with their review's outcome (and whether they are Doctor Verified now). */
export async function setReviewOfPlans(
  ex: Executor,
  planIds: string[],
  set: { doctorVerified: boolean; reviewStatus: string },
): Promise<void> {
  if (planIds.length === 0) return;
  // The review's outcome changes the plan's review note as shown (plan-presenters withReviewOutcome).
  await ex
    .update(plans)
    .set({ ...set, shownRevision: sql`${plans.shownRevision} + 1` })
    .where(inArray(plans.id, planIds));
}
