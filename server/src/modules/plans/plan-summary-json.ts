/**
 * A plan summary serialised as the response schema would (planSummarySchema, then JSON.stringify), kept per plan
 * while its head row and stored warnings are the same (http/kept-json; issue 33): GET /api/plans/active,
 * GET /api/plans and the 28-day plan's GET /api/plans/:id send the same summary on every read. Each read still
 * reads the head row first, so a change made on any instance is seen at once.
 */
import { planSummarySchema } from '@common/plans';
import { z } from 'zod';
import { KeptJson } from '../../http/kept-json';
import { toPlanSummary } from './plan-presenters';
import type { PlanSummaryRow } from './plans-repo';

/** A summary is a few hundred bytes to a few kB (with its row): this bounds the map to some tens of MB. */
const kept = new KeptJson(10_000);

/** JSON.stringify(z.encode(planSummarySchema, toPlanSummary(row))), the kept copy while the row is the same. */
export function planSummaryJson(row: PlanSummaryRow): string {
  return kept.get(row.id, row, () => JSON.stringify(z.encode(planSummarySchema, toPlanSummary(row))));
}
