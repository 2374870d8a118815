/** What the admin console reads of the plans (modules/admin calls these through index.ts). */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countAll, rowsPerUtcDay } from '../../db/row-counts';
import { plans } from './plans-schema';

export async function countAllPlans(ex: Executor): Promise<number> {
  const [row] = await ex.select({ n: countAll }).from(plans);
  return row?.n ?? 0;
}

/** Plans per UTC day since `since` (uses plans_created_idx). */
export function plansByDay(ex: Executor, since: Date) {
  return rowsPerUtcDay(ex, plans, plans.createdAt, since);
}

/** The member's latest plans (summary columns only) and how many they have in all. */
export async function recentPlansOf(ex: Executor, userId: string, limit: number) {
  const [rows, totals] = await Promise.all([
    ex
      .select({
        id: plans.id,
        planType: plans.planType,
        summary: plans.summary,
        isActive: plans.isActive,
        confidenceScore: plans.confidenceScore,
        reviewStatus: plans.reviewStatus,
        createdAt: plans.createdAt,
        expiresAt: plans.expiresAt,
      })
      .from(plans)
      .where(eq(plans.userId, userId))
      .orderBy(desc(plans.createdAt), desc(plans.id))
      .limit(limit),
    ex.select({ n: countAll }).from(plans).where(eq(plans.userId, userId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
