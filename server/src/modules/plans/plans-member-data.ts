/** The plans' part of the member's data (export and deletion: lib/member-data.ts). */
import { asc, eq } from 'drizzle-orm';
import type { MemberDataContributor } from '../../lib/member-data';
import { planMealSwaps, plans, planVersions } from './plans-schema';

export const plansMemberData = {
  tables: [plans, planVersions, planMealSwaps],
  async rows(ex, userId) {
    const planRows = await ex
      .select()
      .from(plans)
      .where(eq(plans.userId, userId))
      .orderBy(asc(plans.createdAt));
    // Earlier versions of the member's plans (a weekly check-in re-planned the remaining weeks).
    const versionRows = await ex
      .select({ version: planVersions })
      .from(planVersions)
      .innerJoin(plans, eq(plans.id, planVersions.planId))
      .where(eq(plans.userId, userId))
      .orderBy(asc(planVersions.planId), asc(planVersions.version));
    // Meals the member swapped on those plans.
    const swapRows = await ex
      .select({ swap: planMealSwaps })
      .from(planMealSwaps)
      .innerJoin(plans, eq(plans.id, planMealSwaps.planId))
      .where(eq(plans.userId, userId))
      .orderBy(asc(planMealSwaps.planId), asc(planMealSwaps.day), asc(planMealSwaps.meal));
    return {
      plans: planRows,
      planVersions: versionRows.map((r) => r.version),
      planMealSwaps: swapRows.map((r) => r.swap),
    };
  },
  auditTargets: ({ plans: planRows }) => [{ targetType: 'plan', ids: planRows.map((p) => p.id) }],
} satisfies MemberDataContributor<{
  plans: (typeof plans.$inferSelect)[];
  planVersions: (typeof planVersions.$inferSelect)[];
  planMealSwaps: (typeof planMealSwaps.$inferSelect)[];
}>;
