import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consultationMessages } from './consultations-schema';
import { users } from '../auth/auth-schema';

export type MessageRow = typeof consultationMessages.$inferSelect;

/** The thread oldest first (capped: a consultation thread is read as a conversation, not an archive). */
export async function thread(ex: Executor, memberId: string) {
  return ex
    .select({
      id: consultationMessages.id,
      senderRole: consultationMessages.senderRole,
      senderName: users.username,
      body: consultationMessages.body,
      reportId: consultationMessages.reportId,
      createdAt: consultationMessages.createdAt,
      readAt: consultationMessages.readAt,
    })
    .from(consultationMessages)
    .leftJoin(users, eq(users.id, consultationMessages.senderId))
    .where(eq(consultationMessages.memberId, memberId))
    .orderBy(asc(consultationMessages.createdAt))
    .limit(500);
}

/** Read receipts: the reader's opening of the thread marks the other side's messages read. */
export async function markRead(ex: Executor, memberId: string, readerRole: 'member' | 'clinician', at: Date) {
  await ex
    .update(consultationMessages)
    .set({ readAt: at })
    .where(
      and(
        eq(consultationMessages.memberId, memberId),
        ne(consultationMessages.senderRole, readerRole),
        isNull(consultationMessages.readAt),
      ),
    );
}

/**
 * Locks the thread (its member's row) until the transaction ends: messages to one thread are written one at a
 * time, so two at once cannot both see "nothing unread yet" and both mail.
 */
export async function lockThread(ex: Executor, memberId: string): Promise<void> {
  await ex.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
}

/** Whether the thread holds messages from `senderRole` that the other side has not read yet. */
export async function hasUnreadFrom(
  ex: Executor,
  memberId: string,
  senderRole: 'member' | 'clinician',
): Promise<boolean> {
  const [row] = await ex
    .select({ id: consultationMessages.id })
    .from(consultationMessages)
    .where(
      and(
        eq(consultationMessages.memberId, memberId),
        eq(consultationMessages.senderRole, senderRole),
        isNull(consultationMessages.readAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMessage(ex: Executor, values: typeof consultationMessages.$inferInsert) {
  const [row] = await ex.insert(consultationMessages).values(values).returning();
  return row!;
}
