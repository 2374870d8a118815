import { and, asc, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { BiomarkerCode } from '@common/biomarkers';
import { biomarkerResults, bloodTestReports } from './reports-schema';
import { jobs } from '../../jobs/jobs-schema';
import { users } from '../auth/auth-schema';

/**
 * A report whose results join the member's trends and plans: no unanswered mismatch between its printed identity
 * and the profile, and not answered "not mine" (the SQL form of reports-presenters `joinsTrends`). Every read of
 * results that feeds trends, plans, reminders or a clinician goes through it.
 */
const reportJoinsTrends = sql`(coalesce(${bloodTestReports.identityAnswer}, '') <> 'not_mine' and (${bloodTestReports.identityAnswer} = 'mine' or coalesce(jsonb_array_length(${bloodTestReports.identityMismatches}), 0) = 0))`;

export type ReportRow = typeof bloodTestReports.$inferSelect;
export type NewReport = typeof bloodTestReports.$inferInsert;
export type BiomarkerRow = typeof biomarkerResults.$inferSelect;
export type NewBiomarker = typeof biomarkerResults.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that is not a UUID names no report (and must not reach PostgreSQL's uuid parser). */
export const isUuid = (id: string) => UUID.test(id);

export async function insertReport(ex: Executor, values: NewReport): Promise<ReportRow> {
  const [row] = await ex.insert(bloodTestReports).values(values).returning();
  return row!;
}

/** The report with this id, whoever owns it: the service authorizes the caller against its owner. */
export async function findReport(ex: Executor, id: string): Promise<ReportRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await ex.select().from(bloodTestReports).where(eq(bloodTestReports.id, id)).limit(1);
  return row;
}

/** Locks the member's row until the transaction ends: their uploads' reading allowance is checked one at a time. */
export async function lockMember(ex: Executor, userId: string): Promise<void> {
  await ex.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The member's reports waiting to be read or being read. */
export async function countProcessing(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(bloodTestReports)
    .where(and(eq(bloodTestReports.userId, userId), eq(bloodTestReports.status, 'processing')));
  return Number(row?.n ?? 0);
}

export async function findBySha(
  ex: Executor,
  userId: string,
  sha256: string,
): Promise<ReportRow | undefined> {
  const [row] = await ex
    .select()
    .from(bloodTestReports)
    .where(and(eq(bloodTestReports.userId, userId), eq(bloodTestReports.sha256, sha256)))
    .orderBy(asc(bloodTestReports.uploadedAt))
    .limit(1);
  return row;
}

// Prepared (issue 33): GET /api/blood-test/reports runs it on every call, and drizzle built the join each time.
const listReportsStatement = preparedPerDatabase((db) =>
  db
    .select({
      report: bloodTestReports,
      // A join, not a correlated subquery: drizzle prints columns inside sql`` unqualified, so `id` in a
      // subquery over biomarker_results would mean that table's own id.
      biomarkerCount: sql<number>`count(${biomarkerResults.id})::int`,
    })
    .from(bloodTestReports)
    .leftJoin(biomarkerResults, eq(biomarkerResults.reportId, bloodTestReports.id))
    .where(eq(bloodTestReports.userId, sql.placeholder('userId')))
    .groupBy(bloodTestReports.id)
    .orderBy(desc(bloodTestReports.uploadedAt), desc(bloodTestReports.id))
    // LIMIT NULL is no limit in PostgreSQL: one statement serves both.
    .limit(sql.placeholder('limit'))
    .prepare('reports_list'),
);

/** The user's reports, newest first, each with its biomarker count. */
export async function listReports(ex: Executor, userId: string, limit?: number) {
  return listReportsStatement(ex).execute({ userId, limit: limit ?? null });
}

export async function listBiomarkers(ex: Executor, reportId: string): Promise<BiomarkerRow[]> {
  return ex
    .select()
    .from(biomarkerResults)
    .where(eq(biomarkerResults.reportId, reportId))
    .orderBy(asc(biomarkerResults.position));
}

export async function replaceBiomarkers(ex: Executor, reportId: string, rows: NewBiomarker[]): Promise<void> {
  await ex.delete(biomarkerResults).where(eq(biomarkerResults.reportId, reportId));
  if (rows.length) await ex.insert(biomarkerResults).values(rows);
}

export async function updateReport(
  ex: Executor,
  id: string,
  values: Partial<NewReport>,
): Promise<ReportRow | undefined> {
  const [row] = await ex.update(bloodTestReports).set(values).where(eq(bloodTestReports.id, id)).returning();
  return row;
}

/** Pages read so far while the report is processing (a report read already is left as it is). */
export async function recordProgress(ex: Executor, id: string, done: number, total: number): Promise<void> {
  await ex
    .update(bloodTestReports)
    .set({ progressDone: done, progressTotal: total })
    .where(and(eq(bloodTestReports.id, id), eq(bloodTestReports.status, 'processing')));
}

export async function deleteReport(ex: Executor, id: string, userId: string): Promise<ReportRow | undefined> {
  const [row] = await ex
    .delete(bloodTestReports)
    .where(and(eq(bloodTestReports.id, id), eq(bloodTestReports.userId, userId)))
    .returning();
  return row;
}

/** Which of these storage keys belong to a report (stored-files registry: report uploads). */
export async function liveReportKeys(ex: Executor, keys: string[]): Promise<Set<string>> {
  const rows = await ex
    .select({ key: bloodTestReports.storageKey })
    .from(bloodTestReports)
    .where(inArray(bloodTestReports.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}

/** Reports whose processing was interrupted (e.g. by a restart) before it finished. */
/**
 * Reports still "processing" whose reading job the queue gave up on without running its last step (a worker
 * killed during the final attempt: the queue fails the job when its lease runs out). They end failed with
 * `message`, so the member can retry or delete them instead of waiting forever.
 */
export async function failAbandonedReads(ex: Executor, message: string, at: Date): Promise<number> {
  const rows = await ex
    .update(bloodTestReports)
    .set({ status: 'failed', error: message, processedAt: at })
    .where(
      and(
        eq(bloodTestReports.status, 'processing'),
        inArray(
          bloodTestReports.jobKey,
          ex
            .select({ key: sql<string>`${jobs.singletonKey}` })
            .from(jobs)
            .where(eq(jobs.status, 'failed')),
        ),
      ),
    )
    .returning({ id: bloodTestReports.id });
  return rows.length;
}

export async function unfinishedReports(ex: Executor, uploadedBefore: Date): Promise<ReportRow[]> {
  return ex
    .select()
    .from(bloodTestReports)
    .where(and(eq(bloodTestReports.status, 'processing'), lt(bloodTestReports.uploadedAt, uploadedBefore)));
}

/** A result with its report, whoever owns it: the service authorizes the caller against the report. */
export async function findBiomarker(ex: Executor, reportId: string, biomarkerId: string) {
  if (!isUuid(reportId) || !isUuid(biomarkerId)) return undefined;
  const [row] = await ex
    .select({ result: biomarkerResults, report: bloodTestReports })
    .from(biomarkerResults)
    .innerJoin(bloodTestReports, eq(bloodTestReports.id, biomarkerResults.reportId))
    .where(and(eq(biomarkerResults.id, biomarkerId), eq(biomarkerResults.reportId, reportId)))
    .limit(1);
  return row;
}

export async function insertBiomarker(ex: Executor, values: NewBiomarker): Promise<BiomarkerRow> {
  const [row] = await ex.insert(biomarkerResults).values(values).returning();
  return row!;
}

export async function updateBiomarker(
  ex: Executor,
  id: string,
  values: Partial<NewBiomarker>,
): Promise<BiomarkerRow> {
  const [row] = await ex.update(biomarkerResults).set(values).where(eq(biomarkerResults.id, id)).returning();
  return row!;
}

/** What the biomarker series reads of a result (reports-queries seriesOf): one list for both forms below. */
const seriesColumns = {
  id: biomarkerResults.id,
  reportId: biomarkerResults.reportId,
  code: biomarkerResults.code,
  value: biomarkerResults.value,
  unit: biomarkerResults.unit,
  valueCanonical: biomarkerResults.valueCanonical,
  flag: biomarkerResults.flag,
  clinicallyImportant: biomarkerResults.clinicallyImportant,
  edited: biomarkerResults.edited,
  comparator: biomarkerResults.comparator,
  refLow: biomarkerResults.refLow,
  refHigh: biomarkerResults.refHigh,
  refSource: biomarkerResults.refSource,
  needsReview: biomarkerResults.needsReview,
  confirmed: biomarkerResults.confirmed,
  confidence: biomarkerResults.confidence,
};
export type SeriesResult = Pick<BiomarkerRow, keyof typeof seriesColumns>;
/** A result with its report's sample date (or upload time). */
export interface ResultWithDates {
  result: SeriesResult;
  sampleDate: string | null;
  uploadedAt: Date;
}

/** Oldest sample first (a report without a sample date at its upload), then the report's order. */
const seriesOrder = [
  sql`coalesce(${bloodTestReports.sampleDate}::timestamptz, ${bloodTestReports.uploadedAt})`,
  sql`${bloodTestReports.uploadedAt}`,
  sql`${biomarkerResults.position}`,
];

/**
 * Every result of the user that joins trends (reportJoinsTrends) with its report's sample date (or upload time),
 * oldest sample first.
 */
// Prepared (issue 33): the progress summary reads the member's series on every call.
const userResultsStatement = preparedPerDatabase((db) =>
  db
    .select({
      result: seriesColumns,
      sampleDate: bloodTestReports.sampleDate,
      uploadedAt: bloodTestReports.uploadedAt,
    })
    .from(biomarkerResults)
    .innerJoin(bloodTestReports, eq(bloodTestReports.id, biomarkerResults.reportId))
    .where(and(eq(biomarkerResults.userId, sql.placeholder('userId')), reportJoinsTrends))
    .orderBy(...seriesOrder.map((o) => asc(o)))
    .prepare('user_results_with_dates'),
);

export async function userResultsWithDates(ex: Executor, userId: string): Promise<ResultWithDates[]> {
  return userResultsStatement(ex).execute({ userId });
}

/**
 * The same results as one column of another statement (the progress summary reads them beside its own rows in one
 * round trip, issue 33): JSON text of [result fields…, sampleDate, uploadedMs] per result, in the same order;
 * `userResultsFromColumn` reads it back into the rows userResultsWithDates answers.
 */
export function userResultsColumn(userId: SQL): SQL<string> {
  const fields = Object.values(seriesColumns);
  return sql<string>`coalesce((select json_agg(json_build_array(${sql.join(fields, sql`, `)},
      ${bloodTestReports.sampleDate}, extract(epoch from ${bloodTestReports.uploadedAt}) * 1000)
      order by ${sql.join(seriesOrder, sql`, `)})::text
    from ${biomarkerResults} join ${bloodTestReports} on ${bloodTestReports.id} = ${biomarkerResults.reportId}
    where ${biomarkerResults.userId} = ${userId} and ${reportJoinsTrends}), '[]')`;
}

export function userResultsFromColumn(text: string): ResultWithDates[] {
  const keys = Object.keys(seriesColumns);
  return (JSON.parse(text) as unknown[][]).map((values) => ({
    result: Object.fromEntries(keys.map((k, i) => [k, values[i]])) as SeriesResult,
    sampleDate: values[keys.length] as string | null,
    uploadedAt: new Date(Number(values[keys.length + 1])),
  }));
}

/**
 * The one definition of a usable lab result: what may drive a decision (a plan, a retest reminder, a clinician's
 * risk assessment). It has a canonical value (comparable across units); it does not wait for review (needsReview:
 * low OCR confidence or a failed check, cleared when the member confirms or corrects it — docs/product.md "Plans
 * use a flagged value only after that": a misread number must not drive a decision); and its report joins the
 * member's trends (reportJoinsTrends). Oldest sample first, so keeping the last value per code keeps the latest.
 */
export async function usableReadings(
  ex: Executor,
  filter: { userId: string } | { codes: readonly BiomarkerCode[] },
): Promise<UsableReading[]> {
  const rows = await ex
    .select({
      userId: biomarkerResults.userId,
      code: biomarkerResults.code,
      valueCanonical: biomarkerResults.valueCanonical,
      comparator: biomarkerResults.comparator,
      flag: biomarkerResults.flag,
      clinicallyImportant: biomarkerResults.clinicallyImportant,
      sampleDate: bloodTestReports.sampleDate,
      uploadedAt: bloodTestReports.uploadedAt,
    })
    .from(biomarkerResults)
    .innerJoin(bloodTestReports, eq(bloodTestReports.id, biomarkerResults.reportId))
    .where(
      and(
        'userId' in filter
          ? eq(biomarkerResults.userId, filter.userId)
          : inArray(biomarkerResults.code, [...filter.codes]),
        isNotNull(biomarkerResults.valueCanonical),
        eq(biomarkerResults.needsReview, false),
        reportJoinsTrends,
      ),
    )
    .orderBy(
      asc(sql`coalesce(${bloodTestReports.sampleDate}::timestamptz, ${bloodTestReports.uploadedAt})`),
      asc(bloodTestReports.uploadedAt),
      asc(biomarkerResults.position),
    );
  return rows.map((r) => ({ ...r, valueCanonical: r.valueCanonical! }));
}

export interface UsableReading {
  userId: string;
  code: BiomarkerCode;
  valueCanonical: number;
  comparator: string | null;
  flag: BiomarkerRow['flag'];
  clinicallyImportant: boolean;
  sampleDate: string | null;
  uploadedAt: Date;
}

/**
 * Every result with a canonical value, oldest upload first, with the report it was read from, for a clinician's
 * view of the member's history (values still to confirm included, as in the member's own trends); reports that
 * may be someone else's are left out.
 */
export async function resultHistory(ex: Executor, memberId: string) {
  return ex
    .select({
      id: biomarkerResults.id,
      code: biomarkerResults.code,
      value: biomarkerResults.valueCanonical,
      hasLocation: sql<boolean>`${biomarkerResults.location} is not null`,
      flag: biomarkerResults.flag,
      reportId: biomarkerResults.reportId,
      sampleDate: bloodTestReports.sampleDate,
      uploadedAt: bloodTestReports.uploadedAt,
    })
    .from(biomarkerResults)
    .innerJoin(bloodTestReports, eq(bloodTestReports.id, biomarkerResults.reportId))
    .where(
      and(
        eq(biomarkerResults.userId, memberId),
        isNotNull(biomarkerResults.valueCanonical),
        reportJoinsTrends,
      ),
    )
    .orderBy(asc(bloodTestReports.uploadedAt), asc(biomarkerResults.position));
}

/** Whose report this is (undefined: no such report); other modules check access with it. */
export async function reportOwner(ex: Executor, reportId: string): Promise<string | undefined> {
  const [row] = await ex
    .select({ userId: bloodTestReports.userId })
    .from(bloodTestReports)
    .where(eq(bloodTestReports.id, reportId));
  return row?.userId;
}
