/** The admin console's queries: the only admin file that touches the ORM. */
import { countNow, type Counting } from '../../lib/snapshot-cache';
import { ADMIN_SEARCH_SUBSTRING_MIN, type AdminStatusFilter } from '@common/admin';
import { and, desc, eq, gt, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countAll as count, rowsPerUtcDay } from '../../db/row-counts';
import { sessions, users } from '../auth/auth-schema';
import type { UserRow } from '../auth/user-dto';

const PAID_STATUSES = ['active', 'canceled', 'past_due'] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** `%text%` for LIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `text%` for LIKE, wildcards taken literally. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/**
 * Case-insensitive match on username or email. The expressions are exactly those of the trigram GIN indexes
 * (`lower(username)` and `email`, which is stored lower-cased), so PostgreSQL combines both with a BitmapOr.
 * A pattern needs three characters to yield a trigram, so a 1–2 character search would scan the whole table
 * (~40–60 ms at 100,000 users); it matches the beginning instead, which the same indexes serve through their
 * start-of-word trigrams ("  z", " zh").
 */
export function searchPattern(q: string): string {
  const text = q.toLowerCase();
  return text.length >= ADMIN_SEARCH_SUBSTRING_MIN ? containsPattern(text) : startsWithPattern(text);
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = searchPattern(q);
  return or(sql`lower(${users.username}) like ${pattern}`, sql`${users.email} like ${pattern}`);
}

/**
 * The SQL form of subscriptionStanding in common/subscription.ts (never NULL): active = premium active (status
 * 'active', premium_expires_at in the future) or doctor verified.
 */
function activeCondition(now: Date): SQL {
  return sql`((${users.subscriptionStatus} = 'active' and coalesce(${users.premiumExpiresAt} > ${now}, false)) or ${users.doctorVerified})`;
}

function standingCondition(standing: AdminStatusFilter, now: Date): SQL {
  const active = activeCondition(now);
  switch (standing) {
    case 'active':
      return active;
    case 'canceled':
      return sql`(not ${active} and ${users.subscriptionStatus} in ('canceled', 'active'))`;
    case 'past_due':
      return sql`(not ${active} and ${users.subscriptionStatus} = 'past_due')`;
    case 'free':
      return sql`(not ${active} and ${users.subscriptionStatus} not in ${[...PAID_STATUSES]})`;
  }
}

/** One page of users, newest first, and how many match in all. */
export async function listUsers(
  ex: Executor,
  filter: { q?: string; status?: AdminStatusFilter; limit: number; offset: number },
  now: Date,
  counting: Counting = countNow,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(
    searchCondition(filter.q),
    filter.status ? standingCondition(filter.status, now) : undefined,
  );
  const [rows, total] = await Promise.all([
    ex
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    counting(`users:${filter.status ?? 'all'}:${filter.q ?? ''}`, async () => {
      const [row] = await ex.select({ n: count }).from(users).where(where);
      return row?.n ?? 0;
    }),
  ]);
  return { rows, total };
}

export async function findUser(ex: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setUserDisabled(
  ex: Executor,
  id: string,
  isDisabled: boolean,
): Promise<UserRow | undefined> {
  const [row] = await ex.update(users).set({ isDisabled }).where(eq(users.id, id)).returning();
  return row;
}

/**
 * The users-table figures in one pass, every one by the definitions the users filter uses (standingCondition), so
 * the stat cards, the filter's totals and the subscription mix cannot disagree.
 */
export async function userTotals(ex: Executor, now: Date) {
  const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await ex
    .select({
      total: count,
      active: counted(standingCondition('active', now)),
      canceled: counted(standingCondition('canceled', now)),
      pastDue: counted(standingCondition('past_due', now)),
      free: counted(standingCondition('free', now)),
      premium: counted(sql`${users.subscriptionStatus} = 'active' and ${users.premiumExpiresAt} > ${now}`),
      doctorVerified: counted(sql`${users.doctorVerified}`),
    })
    .from(users);
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    canceled: row?.canceled ?? 0,
    pastDue: row?.pastDue ?? 0,
    free: row?.free ?? 0,
    premium: row?.premium ?? 0,
    doctorVerified: row?.doctorVerified ?? 0,
  };
}

/** Sign-ups per UTC day since `since` (uses users_created_at_idx). */
export function signupsByDay(ex: Executor, since: Date) {
  return rowsPerUtcDay(ex, users, users.createdAt, since);
}

/** Live sessions and the latest sign-in (uses sessions_user_idx). */
export async function sessionSummary(ex: Executor, userId: string, now: Date) {
  const [row] = await ex
    .select({
      active: sql<number>`(count(*) filter (where ${and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))}))::int`,
      lastSignInAt: max(sessions.createdAt),
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const last = row?.lastSignInAt ?? null;
  return { active: row?.active ?? 0, lastSignInAt: last === null ? null : new Date(last) };
}
