/** When members last checked in (modules/notifications reads it through index.ts for its reminders). */
import { inArray, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkIns } from './progress-schema';

/** Members per query: well under PostgreSQL's 65,535 bind parameters. */
const MEMBERS_PER_QUERY = 10_000;

/** The time of each member's latest weekly check-in; members who never checked in are absent. */
export async function latestCheckInTimes(
  ex: Executor,
  userIds: readonly string[],
): Promise<Map<string, Date>> {
  const latest = new Map<string, Date>();
  for (let i = 0; i < userIds.length; i += MEMBERS_PER_QUERY) {
    const rows = await ex
      .select({ userId: checkIns.userId, at: max(checkIns.createdAt) })
      .from(checkIns)
      .where(inArray(checkIns.userId, userIds.slice(i, i + MEMBERS_PER_QUERY)))
      .groupBy(checkIns.userId);
    for (const row of rows) if (row.at !== null) latest.set(row.userId, new Date(row.at));
  }
  return latest;
}
