/** How a stored plan is shown: its summary, its warnings on the current severity scale, its content with swaps. */
import { LEGACY_SEVERITY, type PlanContent, type PlanWarning } from '@common/plan';
import type { PlanSummary } from '@common/plans';
import { REVIEW_STATUSES } from '@common/plans';
import type { Executor } from '../../db/client';
import { applySwaps } from '../../engine';
import * as repo from './plans-repo';
import type { PlanSummaryRow } from './plans-repo';

export function toPlanSummary(row: PlanSummaryRow & { content?: PlanContent }): PlanSummary {
  const review = (REVIEW_STATUSES as readonly string[]).includes(row.reviewStatus)
    ? row.reviewStatus
    : 'not_required';
  // A summary row carries the structured warnings; a full row has them in its content.
  const stored = row.warningDetails ?? row.content?.warnings;
  const warningDetails = withReviewOutcome(detailsOf(row.warnings, stored), review);
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
    warnings: warningDetails.map((w) => w.message),
    warningDetails,
  };
}

/**
 * The engine writes a Doctor Verified plan's review note as pending ("awaiting clinician review"); once the
 * clinician has decided, the plan says what they decided instead, wherever it is shown.
 */
const REVIEW_OUTCOME_NOTE: Partial<Record<string, string>> = {
  approved: 'A clinician has reviewed and approved this plan.',
  changes_requested:
    'A clinician asked for changes to this plan; until the updated plan arrives, follow their notes and keep exercise at the prescribed moderate effort.',
  declined: 'A clinician did not approve this plan: read their note and speak with them before following it.',
  canceled: 'The clinician review of this plan was cancelled, so it is not doctor verified.',
};

export function withReviewOutcome(warnings: PlanWarning[], reviewStatus: string | undefined): PlanWarning[] {
  const note = reviewStatus ? REVIEW_OUTCOME_NOTE[reviewStatus] : undefined;
  if (!note) return warnings;
  return warnings.map((w) =>
    w.code === 'review-pending' ? { ...w, code: `review-${reviewStatus}`, message: note } : w,
  );
}

/** The structured warnings, in the order of the messages; older plans' levels are mapped to the current scale. */
export function detailsOf(messages: string[], stored: unknown): PlanWarning[] {
  const list = Array.isArray(stored) ? (stored as PlanWarning[]) : [];
  return messages.map((message) => {
    const w = list.find((x) => x.message === message);
    const severity = w ? (LEGACY_SEVERITY[w.severity] ?? w.severity) : 'caution';
    return { severity, code: w?.code ?? 'unknown', message };
  });
}

/** Plans saved before the three-level severity scale: map their levels so the response schema holds. */
export function normaliseContent(content: PlanContent): PlanContent {
  return {
    ...content,
    warnings: content.warnings.map((w) => ({ ...w, severity: LEGACY_SEVERITY[w.severity] ?? w.severity })),
  };
}

/**
 * A plan's content as its member sees it: their meal swaps in place and the grocery list following them
 * (engine/nutrition/meal-swaps.ts applySwaps), and its review note as the clinician decided. Every read of a current plan goes through it (the clinician's
 * review too).
 */
export async function contentWithSwaps(
  ex: Executor,
  row: { id: string; content: PlanContent; reviewStatus?: string },
): Promise<PlanContent> {
  const normalised = normaliseContent(row.content);
  const content = { ...normalised, warnings: withReviewOutcome(normalised.warnings, row.reviewStatus) };
  const swaps = await repo.listSwaps(ex, row.id);
  return swaps.length > 0 ? applySwaps(content, swaps) : content;
}

/** A plan version is the content's revision number (version 1 has none). */
export const versionOf = (content: PlanContent) => content.revision?.version ?? 1;
