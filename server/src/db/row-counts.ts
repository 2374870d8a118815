/** Counting helpers shared by the repos that serve the admin console's figures. */
import { gte, sql, type Column, type Table } from 'drizzle-orm';
import type { Executor } from './client';

/** `count(*)` as a JavaScript number (PostgreSQL's bigint count would arrive as a string). */
export const countAll = sql<number>`count(*)::int`;

/**
 * Rows of `table` per UTC day since `since`, read from the index on `createdAt`. Grouping on the date and formatting
 * only the ~30 groups (not every row) makes this several times faster on 16,000 plans a month.
 */
export function rowsPerUtcDay(ex: Executor, table: Table, createdAt: Column, since: Date) {
  const days = ex
    .select({
      day: sql`(${createdAt} at time zone 'UTC')::date`.as('day'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(table)
    .where(gte(createdAt, since))
    .groupBy(sql`1`)
    .as('days');
  return ex.select({ date: sql<string>`to_char(${days.day}, 'YYYY-MM-DD')`, count: days.n }).from(days);
}
