/** What the admin console reads of the reports (modules/admin calls these through index.ts). */
import { countNow, type Counting } from '../../lib/snapshot-cache';
import type { ReportStatus } from '@common/options';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countAll } from '../../db/row-counts';
import { users } from '../auth/auth-schema';
import { biomarkerResults, bloodTestReports } from './reports-schema';

type ReportsFilter = { status?: ReportStatus; limit: number; offset: number };

/**
 * One page of every member's reports, newest first, with the owner's username (a query builder, so a test can read
 * its plan: a status filter runs on reports_status_uploaded_idx).
 */
export function reportsPageQuery(ex: Executor, filter: ReportsFilter) {
  return ex
    .select({
      id: bloodTestReports.id,
      filename: bloodTestReports.filename,
      userId: bloodTestReports.userId,
      username: users.username,
      uploadedAt: bloodTestReports.uploadedAt,
      status: bloodTestReports.status,
      mimeType: bloodTestReports.mimeType,
      size: bloodTestReports.sizeBytes,
    })
    .from(bloodTestReports)
    .leftJoin(users, eq(users.id, bloodTestReports.userId))
    .where(filter.status ? eq(bloodTestReports.status, filter.status) : undefined)
    .orderBy(desc(bloodTestReports.uploadedAt), desc(bloodTestReports.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** A page of every member's reports and how many match the filter (counted through the snapshot cache). */
export async function listAllReports(ex: Executor, filter: ReportsFilter, counting: Counting = countNow) {
  const where = filter.status ? eq(bloodTestReports.status, filter.status) : undefined;
  const [rows, total] = await Promise.all([
    reportsPageQuery(ex, filter),
    counting(`reports:${filter.status ?? 'all'}`, async () => {
      const [row] = await ex.select({ n: countAll }).from(bloodTestReports).where(where);
      return row?.n ?? 0;
    }),
  ]);
  return { rows, total };
}

export async function countAllReports(ex: Executor): Promise<number> {
  const [row] = await ex.select({ n: countAll }).from(bloodTestReports);
  return row?.n ?? 0;
}

/** The member's latest reports with how many results each holds, and how many reports they have in all. */
export async function recentReportsOf(ex: Executor, userId: string, limit: number) {
  const [rows, totals] = await Promise.all([
    ex
      .select({
        id: bloodTestReports.id,
        filename: bloodTestReports.filename,
        status: bloodTestReports.status,
        uploadedAt: bloodTestReports.uploadedAt,
        // A join, not a correlated subquery: drizzle prints columns inside sql`` unqualified, so `id` in a
        // subquery over biomarker_results would mean that table's own id (every report counted 0).
        biomarkerCount: sql<number>`count(${biomarkerResults.id})::int`,
      })
      .from(bloodTestReports)
      .leftJoin(biomarkerResults, eq(biomarkerResults.reportId, bloodTestReports.id))
      .where(eq(bloodTestReports.userId, userId))
      .groupBy(bloodTestReports.id)
      .orderBy(desc(bloodTestReports.uploadedAt), desc(bloodTestReports.id))
      .limit(limit),
    ex.select({ n: countAll }).from(bloodTestReports).where(eq(bloodTestReports.userId, userId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
