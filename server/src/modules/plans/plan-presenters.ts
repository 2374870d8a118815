/** How a stored plan is shown: its summary, its warnings on the current severity scale, its content with swaps. */
import { LEGACY_SEVERITY, type PlanContent, type PlanWarning } from '@common/plan';
import type { PlanSummary } from '@common/plans';
import { REVIEW_STATUSES } from '@common/plans';
import type { Executor } from '../../db/client';
import { applySwaps } from '../../engine';
import * as repo from './plans-repo';
import type { PlanSummaryRow } from './plans-repo';

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
export const versionOf = (content: PlanContent) => content.revision?.version ?? 1;
