/** Billing's part of the member's data (export and deletion: lib/member-data.ts). */
import { asc, eq } from 'drizzle-orm';
import type { MemberDataContributor } from '../../lib/member-data';
import { payments } from './billing-schema';

export const billingMemberData = {
  tables: [payments],
  async rows(ex, userId) {
    const paymentRows = await ex
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt));
    return { payments: paymentRows };
  },
  /** Payments are audited by id or by the provider's reference. */
  auditTargets: ({ payments: rows }) => [
    { targetType: 'payment', ids: rows.flatMap((p) => [p.id, p.providerRef]) },
  ],
} satisfies MemberDataContributor<{ payments: (typeof payments.$inferSelect)[] }>;
