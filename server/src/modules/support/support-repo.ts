import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { countNow, type Counting } from '../../lib/snapshot-cache';
import type { TicketStatus } from '@common/support';
import type { Executor } from '../../db/client';
import { supportMessages, supportTickets } from './support-schema';
import { users } from '../auth/auth-schema';
import { isUuid } from '../reports';

export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicket = typeof supportTickets.$inferInsert;
export type MessageRow = typeof supportMessages.$inferSelect;
export type NewMessage = typeof supportMessages.$inferInsert;

export interface Requester {
  id: string;
  username: string;
  email: string;
  priority: boolean;
}

/** Premium active or doctor verified at `now` (common/subscription.ts says the same in TypeScript). */
const priorityOf = (now: Date) =>
  sql<boolean>`((${users.subscriptionStatus} = 'active' and ${users.premiumExpiresAt} > ${now.toISOString()}::timestamptz) or ${users.doctorVerified})`;

// The outer ticket's id is spelt out: inside the sub-select an unqualified "id" would be the message's.
const messageCount = sql<number>`(select count(*)::int from ${supportMessages} where ${supportMessages.ticketId} = "support_tickets"."id")`;

export async function insertTicket(ex: Executor, values: NewTicket): Promise<TicketRow> {
  const [row] = await ex.insert(supportTickets).values(values).returning();
  return row!;
}

export async function insertMessage(ex: Executor, values: NewMessage): Promise<MessageRow> {
  const [row] = await ex.insert(supportMessages).values(values).returning();
  return row!;
}

export async function updateTicket(
  ex: Executor,
  id: string,
  values: Partial<NewTicket>,
): Promise<TicketRow | undefined> {
  const [row] = await ex.update(supportTickets).set(values).where(eq(supportTickets.id, id)).returning();
  return row;
}

/**
 * The ticket if it exists; callers authorize it (policy `ticket:member`, or staff through the console). With
 * `forUpdate` the row stays locked for the rest of the transaction (two replies at once must not both decide the
 * status).
 */
export async function findTicket(
  ex: Executor,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<TicketRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = ex.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listMessages(ex: Executor, ticketId: string): Promise<MessageRow[]> {
  return ex
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.seq));
}

export async function findMessage(
  ex: Executor,
  ticketId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  if (!isUuid(messageId)) return undefined;
  const [row] = await ex
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.id, messageId), eq(supportMessages.ticketId, ticketId)))
    .limit(1);
  return row;
}

/** The member's tickets, newest first, each with its message count. */
export async function listUserTickets(ex: Executor, userId: string) {
  return ex
    .select({ ticket: supportTickets, messageCount })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
}

export async function findRequester(ex: Executor, userId: string, now: Date): Promise<Requester | undefined> {
  const [row] = await ex
    .select({ id: users.id, username: users.username, email: users.email, priority: priorityOf(now) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The admin queue: open tickets first, then answered, then closed; within each, priority members (premium or
 * doctor verified) first, then the longest-waiting.
 *
 * The requester is looked up per ticket through a LATERAL sub-select kept out of the join order by `limit 1`:
 * as a plain join PostgreSQL hashed the whole users table (a sequential scan of every member, 50,000 on the
 * scale bench) to rank 500 open tickets, so the queue slowed as the service grew. Now it is one primary-key
 * lookup per ticket in the filter: its cost follows the queue's size, not the number of members
 * (docs/benchmarks.md#scale, EXPLAIN there).
 */
export async function listQueue(ex: Executor, opts: QueueOptions, counting: Counting = countNow) {
  const where = opts.status ? eq(supportTickets.status, opts.status) : undefined;
  const rows = await queueQuery(ex, opts);
  const total = await counting(`tickets:${opts.status ?? 'all'}`, async () => {
    const [row] = await ex.select({ n: count() }).from(supportTickets).where(where);
    return row?.n ?? 0;
  });
  return { rows, total };
}

export interface QueueOptions {
  status?: TicketStatus;
  now: Date;
  limit: number;
  offset: number;
}

/** One page of the queue, not yet run (the tests EXPLAIN it). */
export function queueQuery(ex: Executor, opts: QueueOptions) {
  const where = opts.status ? eq(supportTickets.status, opts.status) : undefined;
  const statusRank = sql`case ${supportTickets.status} when 'open' then 0 when 'answered' then 1 else 2 end`;
  const requester = ex
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      priority: priorityOf(opts.now).as('priority'),
    })
    .from(users)
    .where(eq(users.id, supportTickets.userId))
    // One row by primary key either way; the limit keeps the sub-select from being flattened into a join the
    // planner may hash (drizzle drops an `offset 0`).
    .limit(1)
    .as('requester');
  return ex
    .select({
      ticket: supportTickets,
      messageCount,
      requester: {
        id: requester.id,
        username: requester.username,
        email: requester.email,
        priority: requester.priority,
      },
    })
    .from(supportTickets)
    .innerJoinLateral(requester, sql`true`)
    .where(where)
    .orderBy(
      asc(statusRank),
      desc(requester.priority),
      asc(sql`coalesce(${supportTickets.awaitingSince}, ${supportTickets.createdAt})`),
      asc(supportTickets.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
}

/** Open tickets whose member has been waiting since before `awaitingBefore` (overdue when that is now − 24 h). */
export async function countWaitingSince(ex: Executor, awaitingBefore: Date): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.status, 'open'),
        isNotNull(supportTickets.awaitingSince),
        lt(supportTickets.awaitingSince, awaitingBefore),
      ),
    );
  return row?.n ?? 0;
}

/** Which of these storage keys are a support message's screenshot (stored-files registry). */
export async function liveAttachmentKeys(ex: Executor, keys: string[]): Promise<Set<string>> {
  const rows = await ex
    .select({ key: supportMessages.attachmentKey })
    .from(supportMessages)
    .where(inArray(supportMessages.attachmentKey, keys));
  return new Set(rows.map((r) => r.key).filter((k): k is string => k !== null));
}
