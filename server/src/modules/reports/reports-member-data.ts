/** The reports' part of the member's data (export and deletion: lib/member-data.ts). */
import { asc, eq } from 'drizzle-orm';
import type { MemberDataContributor } from '../../lib/member-data';
import { biomarkerResults, bloodTestReports } from './reports-schema';

export const reportsMemberData = {
  tables: [bloodTestReports, biomarkerResults],
  async rows(ex, userId) {
    const reports = await ex
      .select()
      .from(bloodTestReports)
      .where(eq(bloodTestReports.userId, userId))
      .orderBy(asc(bloodTestReports.uploadedAt));
    const biomarkers = await ex
      .select()
      .from(biomarkerResults)
      .where(eq(biomarkerResults.userId, userId))
      .orderBy(asc(biomarkerResults.position));
    return { reports, biomarkers };
  },
  auditTargets: ({ reports }) => [{ targetType: 'report', ids: reports.map((r) => r.id) }],
  /** The uploaded report files. */
  async storageKeys(ex, userId) {
    const rows = await ex
      .select({ key: bloodTestReports.storageKey })
      .from(bloodTestReports)
      .where(eq(bloodTestReports.userId, userId));
    return rows.map((r) => r.key);
  },
} satisfies MemberDataContributor<{
  reports: (typeof bloodTestReports.$inferSelect)[];
  biomarkers: (typeof biomarkerResults.$inferSelect)[];
}>;
