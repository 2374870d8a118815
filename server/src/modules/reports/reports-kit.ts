/**
 * What the report service's parts share: their dependencies, the reading queue (enqueue, the member's fair share,
 * queue positions) and the comparison of a report's printed identity with the member's profile.
 */
import type { IdentityMismatch, PrintedIdentity, Report } from '@common/reports';
import { REPORT_READING } from '@common/limits';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../notifications/notifications-service';
import type { Db, Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { TooManyRequests } from '../../lib/errors';
import type { FileStore } from '../../storage/file-store';
import { findProfileRow } from '../profile/profile-service';
import { identityMismatches } from '../../labs/parse/patient-identity';
import {
  EXTRACT_JOB,
  READING_WINDOW_MS,
  type CropRenderer,
  type ReportExtractor,
  type ReportScreen,
} from './reports-extraction';
import { toReportDto } from './reports-presenters';
import * as repo from './reports-repo';
import type { ReportRow } from './reports-repo';

/** Refusals of the fair-reading limits (REPORT_READING): what happened and what the member can do. */
const READING_LIMIT_MESSAGES = {
  inProgress: (n: number) =>
    `You already have ${n} reports waiting to be read. Please wait until one of them is done, then upload this one.`,
  pages: (used: number, pages: number) =>
    `You have sent ${used} pages to be read in the last hour; this report has ${pages} more and the limit is ` +
    `${REPORT_READING.pagesPerHour} pages an hour. Please try again later.`,
};

export interface ReportServiceDeps {
  db: Db;
  files: FileStore;
  extract: ReportExtractor;
  /** Renders value crops (labs/value-crop.ts). */
  renderCrop: CropRenderer;
  /** Pre-storage checks (the labs screen); absent: only the file type is checked. */
  screen?: ReportScreen;
  /** The durable job queue that runs extractions (registered by reports-jobs.ts). */
  jobs: Pick<JobQueue, 'enqueue' | 'wake' | 'queuedAhead' | 'shareUsage'>;
  /** Enforce each member's reading allowance (REPORT_READING); off with RATE_LIMITS=off, as the route limits. */
  readingLimits: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
  notify: Pick<Notifier, 'reportProcessed'>;
}

export type ReportKit = ReturnType<typeof createReportKit>;

export function createReportKit(deps: ReportServiceDeps) {
  const { now } = deps;

  /**
   * Queues the reading of a report (in the caller's transaction) as its owner's work, costing its pages; the key
   * makes a second enqueue a no-op.
   */
  async function enqueueRead(
    tx: Executor,
    read: { reportId: string; userId: string; jobKey: string; pages: number },
  ): Promise<void> {
    await deps.jobs.enqueue(
      EXTRACT_JOB,
      { reportId: read.reportId },
      { tx, singletonKey: read.jobKey, shareKey: read.userId, cost: read.pages },
    );
  }

  /**
   * A member's fair share of reading (REPORT_READING), checked in the transaction that queues the read with the
   * member's row locked, so parallel uploads cannot both take the last place: at most maxInProgress reports
   * waiting or being read, and pagesPerHour pages queued per hour. 429 with what to do otherwise.
   */
  async function checkReadingAllowance(tx: Executor, userId: string, pages: number): Promise<void> {
    if (!deps.readingLimits) return;
    await repo.lockMember(tx, userId);
    const inProgress = await repo.countProcessing(tx, userId);
    if (inProgress >= REPORT_READING.maxInProgress)
      throw new TooManyRequests(READING_LIMIT_MESSAGES.inProgress(inProgress));
    const { costSince } = await deps.jobs.shareUsage(
      EXTRACT_JOB,
      userId,
      new Date(now().getTime() - READING_WINDOW_MS),
      tx,
    );
    if (costSince + pages > REPORT_READING.pagesPerHour)
      throw new TooManyRequests(READING_LIMIT_MESSAGES.pages(costSince, pages));
  }

  /** Where each waiting report stands in the reading queue (by report id). */
  async function queuePositions(rows: ReportRow[]): Promise<Map<string, number>> {
    const waiting = rows.filter((r) => r.status === 'processing' && r.jobKey);
    if (!waiting.length) return new Map();
    const ahead = await deps.jobs.queuedAhead(
      EXTRACT_JOB,
      waiting.map((r) => r.jobKey!),
    );
    const byReport = new Map<string, number>();
    for (const r of waiting) {
      const n = ahead.get(r.jobKey!);
      if (n !== undefined) byReport.set(r.id, n);
    }
    return byReport;
  }

  async function toDto(row: ReportRow, biomarkerCount: number): Promise<Report> {
    return toReportDto(row, biomarkerCount, (await queuePositions([row])).get(row.id));
  }

  /**
   * Where the report's printed sex, age or name contradicts the member's profile at the report's date (the name
   * only once the member gave their name as on lab reports).
   */
  async function mismatchesWithProfile(
    ex: Executor,
    userId: string,
    printed: PrintedIdentity,
    reportDate: string,
  ): Promise<IdentityMismatch[]> {
    const profile = await findProfileRow(ex, userId);
    if (!profile) return [];
    return identityMismatches(
      printed,
      {
        sex: profile.gender,
        age: profile.age,
        ageRecordedOn: profile.updatedAt.toISOString().slice(0, 10),
        name: profile.reportName ?? null,
      },
      reportDate,
    );
  }

  return { deps, enqueueRead, checkReadingAllowance, queuePositions, toDto, mismatchesWithProfile };
}
