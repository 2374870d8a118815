/** What the admin console reads of the payments (modules/admin calls this through index.ts). */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countAll } from '../../db/row-counts';
import { payments } from './billing-schema';

/** The member's latest payments and how many they have in all. */
export async function recentPaymentsOf(ex: Executor, userId: string, limit: number) {
  const [rows, totals] = await Promise.all([
    ex
      .select({
        id: payments.id,
        provider: payments.provider,
        planType: payments.planType,
        amountMinor: payments.amountMinor,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit),
    ex.select({ n: countAll }).from(payments).where(eq(payments.userId, userId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
