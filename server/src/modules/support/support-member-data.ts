/** Support's part of the member's data (export and deletion: lib/member-data.ts). */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { MemberDataContributor } from '../../lib/member-data';
import { supportMessages, supportTickets } from './support-schema';

export const supportMemberData = {
  tables: [supportTickets, supportMessages],
  async rows(ex, userId) {
    const tickets = await ex
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(asc(supportTickets.createdAt));
    const messages = await ex
      .select({ message: supportMessages })
      .from(supportMessages)
      .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
      .where(eq(supportTickets.userId, userId))
      .orderBy(asc(supportMessages.seq));
    return { supportTickets: tickets, supportMessages: messages.map((m) => m.message) };
  },
  auditTargets: ({ supportTickets: tickets }) => [
    { targetType: 'support_ticket', ids: tickets.map((t) => t.id) },
  ],
  /** Screenshots attached to the member's requests. */
  async storageKeys(ex, userId) {
    const rows = await ex
      .select({ key: supportMessages.attachmentKey })
      .from(supportMessages)
      .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
      .where(and(eq(supportTickets.userId, userId), isNotNull(supportMessages.attachmentKey)));
    return rows.map((r) => r.key).filter((k): k is string => k !== null);
  },
} satisfies MemberDataContributor<{
  supportTickets: (typeof supportTickets.$inferSelect)[];
  supportMessages: (typeof supportMessages.$inferSelect)[];
}>;
