import { createHash } from 'node:crypto';
import {
  BIOMARKERS,
  type BiomarkerCode,
  type BiomarkerCorrection,
  type BiomarkerPoint,
  type BiomarkerResult,
  type BiomarkerSeries,
} from '@common/biomarkers';
import type { ReportStatus } from '@common/options';
import type {
  IdentityMismatch,
  PrintedIdentity,
  Report,
  ReportIdentity,
  ReportIdentityAnswer,
  ReportWithBiomarkers,
  UploadResponse,
} from '@common/reports';
import { LOW_CONFIDENCE } from '@common/biomarkers';
import { REPORT_READING } from '@common/limits';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../notifications/notifications-service';
import type { Db, Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { Conflict, NotFound, TooManyRequests, UnprocessableEntity } from '../../lib/errors';
import type { FileStore } from '../../storage/file-store';
import { newStorageKey } from '../../storage/stored-files';
import { reportFilesKind } from './reports-files';
import { recordAudit, recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import * as repo from './reports-repo';
import type { BiomarkerRow, ReportRow } from './reports-repo';
import { classifyUpload, type UploadMimeType } from './upload-validation';
import type { ValueLocation } from '../../labs/extract-report';
import { reinterpretResult, type ExtractedBiomarker, type PatientContext } from '../../labs/interpret';
import { findProfileRow } from '../profile/profile-service';
import { identityMismatches } from '../../labs/parse/patient-identity';

/** One result as the extractor hands it over (server/src/labs). */
export interface ExtractedResult {
  code: BiomarkerCode;
  printedName: string;
  value: number;
  comparator: '<' | '>' | '<=' | '>=' | null;
  unit: string | null;
  valueCanonical: number | null;
  refLow: number | null;
  refHigh: number | null;
  refSource: 'report' | 'standard' | null;
  flag: 'low' | 'normal' | 'high' | null;
  clinicallyImportant: boolean;
  note: string | null;
  /** Absent from extractors that do not judge their values (then trusted, as before). */
  confidence?: number | null;
  /** Where the value was read (for its crop); absent when the extractor does not say. */
  location?: ValueLocation | null;
  needsReview?: boolean;
  reviewReason?: string | null;
}

export interface Extraction {
  status: Exclude<ReportStatus, 'processing'>;
  /** For needs_review / failed: what happened and what the member can do. */
  message: string;
  sampleDate: string | null;
  results: ExtractedResult[];
  /** Diagnostics kept with the report (method, pages, timings). */
  details?: Record<string, unknown>;
  /** Who the header says the report is about (absent: the extractor does not read it). */
  identity?: PrintedIdentity;
  /** The document itself is refused (dangerous, damaged): it is deleted, never kept or served. */
  refused?: boolean;
}

export interface ExtractOptions {
  /** Aborted when the job loses its lease or the server stops. */
  signal?: AbortSignal;
  /** Pages read so far of pages to read. */
  onProgress?: (pagesDone: number, pageCount: number) => void;
}
export type ReportExtractor = (
  bytes: Buffer,
  mimeType: UploadMimeType,
  options?: ExtractOptions,
) => Promise<Extraction>;
/** The crop of the document around a value's row (PNG), rendered from the original bytes. */
export type CropRenderer = (
  bytes: Buffer,
  mimeType: UploadMimeType,
  at: ValueLocation,
  documentKey: string,
) => Promise<Buffer>;
/** Checks run before an upload is stored: a refusal message (answered 422, nothing kept), else its page count. */
export type ReportScreen = (
  bytes: Buffer,
  mimeType: UploadMimeType,
) => Promise<{ refusal: string | null; pages: number }>;

/** The background job that reads a stored report (payload: the report's id). */
export const EXTRACT_JOB = 'reports.extract';
/** Attempts before a report is marked failed: a retry helps after a crash or a storage hiccup. */
export const EXTRACT_ATTEMPTS = 3;
/** The upload's answer: the spec's 'Upload Successful' toast shows it while the report is read in the background. */
const RECEIVED_MESSAGE =
  'Your blood test report was received and is being read. We will show your results here as soon as it is done.';

/** The window of the pages-per-hour budget, and of the recent reading that orders members' turns. */
export const READING_WINDOW_MS = 3_600_000;

/** Refusals of the fair-reading limits (REPORT_READING): what happened and what the member can do. */
const READING_LIMIT_MESSAGES = {
  inProgress: (n: number) =>
    `You already have ${n} reports waiting to be read. Please wait until one of them is done, then upload this one.`,
  pages: (used: number, pages: number) =>
    `You have sent ${used} pages to be read in the last hour; this report has ${pages} more and the limit is ` +
    `${REPORT_READING.pagesPerHour} pages an hour. Please try again later.`,
};

const UNREADABLE = 'We could not read this report. Please upload a clearer photo or the PDF from your lab.';

/** Whether a report's results join trends and plans: no unanswered mismatch, and not answered "not mine". */
export function joinsTrends(row: Pick<ReportRow, 'identityMismatches' | 'identityAnswer'>): boolean {
  if (row.identityAnswer === 'not_mine') return false;
  return row.identityAnswer === 'mine' || (row.identityMismatches?.length ?? 0) === 0;
}

export function toIdentityDto(row: ReportRow): ReportIdentity {
  const mismatches = row.identityMismatches ?? [];
  return {
    printed: row.printedIdentity ?? {},
    mismatches,
    answer: row.identityAnswer,
    needsAnswer: mismatches.length > 0 && row.identityAnswer === null,
    included: joinsTrends(row),
  };
}

/** `queuedAhead`: reports to be read before this one while it waits for its turn (absent once reading started). */
export function toReportDto(row: ReportRow, biomarkerCount: number, queuedAhead?: number): Report {
  return {
    id: row.id,
    userId: row.userId,
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    status: row.status,
    statusMessage: row.error,
    sampleDate: row.sampleDate,
    uploadedAt: row.uploadedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    biomarkerCount,
    progress:
      row.status === 'processing' && row.progressTotal
        ? { pagesDone: row.progressDone ?? 0, pageCount: row.progressTotal }
        : null,
    queue: row.status === 'processing' && queuedAhead !== undefined ? { ahead: queuedAhead } : null,
    identity: toIdentityDto(row),
  };
}

export function toBiomarkerDto(row: BiomarkerRow): BiomarkerResult {
  const code = row.code;
  return {
    id: row.id,
    code,
    name: BIOMARKERS[code]?.name ?? row.printedName,
    value: row.value,
    comparator: row.comparator,
    unit: row.unit,
    valueCanonical: row.valueCanonical,
    unitCanonical: BIOMARKERS[code]?.unit ?? row.unit ?? '',
    refLow: row.refLow,
    refHigh: row.refHigh,
    refSource: row.refSource,
    flag: row.flag,
    clinicallyImportant: row.clinicallyImportant,
    note: row.note,
    edited: row.edited,
    confidence: row.confidence,
    needsReview: row.needsReview,
    reviewReason: row.reviewReason,
    confirmed: row.confirmed,
    hasCrop: row.location !== null,
  };
}

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

export type ReportService = ReturnType<typeof createReportService>;

export function createReportService(deps: ReportServiceDeps) {
  const { db, files, now, log } = deps;

  /**
   * The extraction job: reads the stored document and stores what it found. Idempotent (delivery is at least
   * once): a report that was deleted, or read already, is left alone. Throws for infrastructure errors (storage,
   * database) so the queue retries with backoff; the last attempt records a failed report instead.
   */
  async function readReport(reportId: string, attempt: number, signal: AbortSignal): Promise<void> {
    const row = await repo.findReport(db, reportId);
    if (!row || row.status !== 'processing') return;
    let extraction: Extraction;
    try {
      const bytes = await files.get(row.storageKey);
      let lastWrite = Promise.resolve();
      extraction = await deps.extract(bytes, row.mimeType as UploadMimeType, {
        signal,
        // Writes are chained so the row never goes back to an earlier page.
        onProgress: (pagesDone, pageCount) => {
          lastWrite = lastWrite
            .then(() => repo.recordProgress(db, row.id, pagesDone, pageCount))
            .catch((err: unknown) => log.warn({ err, reportId }, 'could not record report progress'));
        },
      });
      await lastWrite;
      // Lost the lease (another worker has the job now) or timed out: record nothing, the queue decides.
      if (signal.aborted)
        throw signal.reason instanceof Error ? signal.reason : new Error('extraction aborted');
    } catch (err) {
      if (attempt < EXTRACT_ATTEMPTS) throw err;
      log.warn({ err, reportId: row.id }, 'report extraction failed for good');
      extraction = { status: 'failed', message: UNREADABLE, sampleDate: null, results: [] };
    }
    if (extraction.refused) {
      // Found dangerous or damaged only while reading: the file is not kept; the member sees why.
      await repo.updateReport(db, row.id, {
        status: 'failed',
        error: extraction.message,
        extraction: { ...extraction.details, refused: true },
        processedAt: now(),
      });
      await files.delete(row.storageKey).catch((err: unknown) => log.warn({ err }, 'could not delete file'));
      return;
    }
    await db.transaction(async (tx) => {
      // Still there and still unread (the member may have deleted it meanwhile).
      const current = await repo.findReport(tx, row.id);
      if (!current || current.status !== 'processing') return;
      await repo.replaceBiomarkers(
        tx,
        row.id,
        extraction.results.map((r, position) => ({ ...r, reportId: row.id, userId: row.userId, position })),
      );
      await deps.notify.reportProcessed(tx, row.userId, extraction.status);
      const printed = extraction.identity ?? {};
      await repo.updateReport(tx, row.id, {
        printedIdentity: printed,
        identityMismatches: await mismatchesWithProfile(
          tx,
          row.userId,
          printed,
          extraction.sampleDate ?? now().toISOString().slice(0, 10),
        ),
        status: extraction.status,
        error: extraction.status === 'processed' ? null : extraction.message,
        sampleDate: extraction.sampleDate,
        extraction: extraction.details ?? null,
        processedAt: now(),
      });
    });
  }

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

  /** Sex and age for standard ranges: the profile first, else what the report printed. */
  async function patientOf(userId: string, extraction: unknown): Promise<PatientContext> {
    const profile = await findProfileRow(db, userId);
    const printed = (extraction as { patient?: PatientContext } | null)?.patient ?? {};
    const sex = profile?.gender === 'male' || profile?.gender === 'female' ? profile.gender : printed.sex;
    return {
      ...(sex ? { sex } : {}),
      ...((profile?.age ?? printed.age) ? { age: profile?.age ?? printed.age } : {}),
    };
  }

  /** Reports whose reading was abandoned by the queue (worker killed in the last attempt) end failed. */
  async function failAbandonedReads(): Promise<number> {
    const failed = await repo.failAbandonedReads(db, UNREADABLE, now());
    if (failed) log.warn({ failed }, 'reports whose reading was abandoned are marked failed');
    return failed;
  }

  /** The image of where a value was read, rendered from the decrypted document (never stored). */
  async function renderCropOf(found: NonNullable<Awaited<ReturnType<typeof repo.findBiomarker>>>) {
    const at = found.result.location;
    if (!at || (found.report.extraction as { refused?: boolean } | null)?.refused)
      throw new NotFound('There is no picture of where this value was read.');
    const bytes = await files.get(found.report.storageKey);
    try {
      return await deps.renderCrop(bytes, found.report.mimeType as UploadMimeType, at, found.report.id);
    } catch (err) {
      log.warn({ err, reportId: found.report.id }, 'could not render a value crop');
      throw new NotFound('There is no picture of where this value was read.');
    }
  }

  async function ownedOrAdmin(actor: Actor, id: string): Promise<ReportRow> {
    const row = await repo.findReport(db, id);
    if (!row) throw new NotFound('Report not found.');
    authorize(actor.user, 'report:read', row);
    await recordHealthDataAccess(db, actor.user, { type: 'report', id: row.id, ownerId: row.userId });
    return row;
  }

  return {
    async upload(
      actor: Actor,
      input: { filename: string | undefined; bytes: Buffer },
    ): Promise<UploadResponse> {
      const { mimeType, filename } = await classifyUpload(input.bytes, input.filename);
      const userId = actor.user.id;
      const sha256 = createHash('sha256').update(input.bytes).digest('hex');
      const previous = await repo.findBySha(db, userId, sha256);
      const storageKey = newStorageKey(reportFilesKind);

      const screening = await deps.screen?.(input.bytes, mimeType);
      if (screening?.refusal) throw new UnprocessableEntity(screening.refusal, 'file');
      const pages = screening?.pages ?? 1;

      // File first, then its row and its job (one transaction): a crash in between leaves an orphan file, which
      // the start-up sweep removes; a committed row always has its extraction job.
      await files.put(storageKey, input.bytes);
      let row: ReportRow;
      try {
        row = await db.transaction(async (tx) => {
          await checkReadingAllowance(tx, userId, pages);
          const jobKey = `${EXTRACT_JOB}:${storageKey}`;
          const inserted = await repo.insertReport(tx, {
            userId,
            filename,
            mimeType,
            sizeBytes: input.bytes.length,
            sha256,
            storageKey,
            status: 'processing',
            jobKey,
            uploadedAt: now(),
          });
          await enqueueRead(tx, { reportId: inserted.id, userId, jobKey, pages });
          return inserted;
        });
      } catch (err) {
        await files.delete(storageKey).catch(() => undefined);
        throw err;
      }
      // Committed: start reading now rather than at the queue's next poll.
      deps.jobs.wake();
      return {
        message: RECEIVED_MESSAGE,
        report: await toDto(row, 0),
        duplicate: previous !== undefined,
        duplicateOf: previous?.id ?? null,
      };
    },

    /** Reads a failed report again (the member asks after a failure; its file is still there). */
    async retry(actor: Actor, id: string): Promise<Report> {
      const row = await repo.findReport(db, id);
      if (!row) throw new NotFound('Report not found.');
      authorize(actor.user, 'report:edit', row);
      if (row.status !== 'failed')
        throw new Conflict('Only a report that could not be read can be read again.', 'status');
      if ((row.extraction as { refused?: boolean } | null)?.refused)
        throw new Conflict(
          'This file was not kept, so it cannot be read again. Please upload it again.',
          'status',
        );
      // The pages it had when it was read (a failed read may have recorded none).
      const pages = row.progressTotal ?? (row.extraction as { pages?: number } | null)?.pages ?? 1;
      const updated = await db.transaction(async (tx) => {
        await checkReadingAllowance(tx, row.userId, pages);
        const jobKey = `${EXTRACT_JOB}:${row.storageKey}:${now().getTime()}`;
        const next = await repo.updateReport(tx, row.id, {
          status: 'processing',
          error: null,
          progressDone: null,
          progressTotal: null,
          processedAt: null,
          jobKey,
        });
        await enqueueRead(tx, { reportId: row.id, userId: row.userId, jobKey, pages });
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'report.retried',
          targetType: 'report',
          targetId: row.id,
        });
        return next!;
      });
      deps.jobs.wake();
      return toDto(updated, 0);
    },

    async list(userId: string, limit?: number): Promise<Report[]> {
      const rows = await repo.listReports(db, userId, limit);
      const ahead = await queuePositions(rows.map((r) => r.report));
      return rows.map((r) => toReportDto(r.report, r.biomarkerCount, ahead.get(r.report.id)));
    },

    async get(actor: Actor, id: string): Promise<ReportWithBiomarkers> {
      const row = await ownedOrAdmin(actor, id);
      const biomarkers = await repo.listBiomarkers(db, row.id);
      return { report: await toDto(row, biomarkers.length), biomarkers: biomarkers.map(toBiomarkerDto) };
    },

    async file(actor: Actor, id: string): Promise<{ bytes: Buffer; filename: string; mimeType: string }> {
      const row = await ownedOrAdmin(actor, id);
      return { bytes: await files.get(row.storageKey), filename: row.filename, mimeType: row.mimeType };
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await repo.findReport(db, id);
      if (!row) throw new NotFound('Report not found.');
      authorize(actor.user, 'report:delete', row);
      // Row first (its biomarkers go with it), then the file: a crash in between leaves only an orphan file.
      await repo.deleteReport(db, row.id, actor.user.id);
      await files
        .delete(row.storageKey)
        .catch((err: unknown) => log.warn({ err }, 'could not delete report file'));
    },

    /** A member corrects a misread value: it is re-interpreted (canonical value, flag, note) and marked edited. */
    async correct(
      actor: Actor,
      reportId: string,
      biomarkerId: string,
      body: BiomarkerCorrection,
    ): Promise<BiomarkerResult> {
      const found = await repo.findBiomarker(db, reportId, biomarkerId);
      if (!found) throw new NotFound('Result not found.');
      const { result, report } = found;
      authorize(actor.user, 'report:edit', report);
      const code = result.code;
      const current: ExtractedBiomarker = {
        code,
        printedName: result.printedName,
        value: result.value,
        comparator: result.comparator,
        unit: result.unit,
        valueCanonical: result.valueCanonical,
        unitCanonical: BIOMARKERS[code].unit,
        refLow: result.refLow,
        refHigh: result.refHigh,
        refSource: result.refSource,
        flag: result.flag,
        clinicallyImportant: result.clinicallyImportant,
        note: result.note,
        confidence: result.confidence ?? 1,
        needsReview: result.needsReview,
        reviewReason: result.reviewReason,
        earlier: [],
        page: 1,
        section: null,
      };
      const next = reinterpretResult(
        current,
        { value: body.value, comparator: body.comparator },
        await patientOf(actor.user.id, report.extraction),
      );
      const updated = await db.transaction(async (tx) => {
        const row = await repo.updateBiomarker(tx, result.id, {
          value: next.value,
          comparator: next.comparator,
          valueCanonical: next.valueCanonical,
          refLow: next.refLow,
          refHigh: next.refHigh,
          refSource: next.refSource,
          flag: next.flag,
          clinicallyImportant: next.clinicallyImportant,
          note: next.note,
          edited: true,
          // The member read it off the document: nothing left to review.
          confidence: null,
          needsReview: false,
          reviewReason: null,
          confirmed: true,
          originalValue: result.originalValue ?? result.value,
        });
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'report.result.corrected',
          targetType: 'report',
          targetId: report.id,
          detail: { code },
        });
        return row;
      });
      return toBiomarkerDto(updated);
    },

    /**
     * The crop of the document where a value was read (owner only: it is the member's own health record),
     * rendered from the decrypted original on request and never stored.
     */
    async crop(actor: Actor, reportId: string, biomarkerId: string): Promise<Buffer> {
      const found = await repo.findBiomarker(db, reportId, biomarkerId);
      if (!found) throw new NotFound('Result not found.');
      authorize(actor.user, 'report:edit', found.report);
      return renderCropOf(found);
    },

    /**
     * The crop of one of a member's values, for the member's assigned clinician: the caller (the clinician
     * service) has authorized and audited the access; a value of another member is not found.
     */
    async cropForCare(memberId: string, reportId: string, biomarkerId: string): Promise<Buffer> {
      const found = await repo.findBiomarker(db, reportId, biomarkerId);
      if (!found || found.report.userId !== memberId) throw new NotFound('Result not found.');
      return renderCropOf(found);
    },

    /** The member checked a value against the document and it was read right: plans may now use it. */
    async confirm(actor: Actor, reportId: string, biomarkerId: string): Promise<BiomarkerResult> {
      const found = await repo.findBiomarker(db, reportId, biomarkerId);
      if (!found) throw new NotFound('Result not found.');
      authorize(actor.user, 'report:edit', found.report);
      const updated = await db.transaction(async (tx) => {
        const row = await repo.updateBiomarker(tx, found.result.id, {
          confirmed: true,
          needsReview: false,
          reviewReason: null,
        });
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'report.result.confirmed',
          targetType: 'report',
          targetId: found.report.id,
          detail: { code: found.result.code },
        });
        return row;
      });
      return toBiomarkerDto(updated);
    },

    /**
     * After the member edits their sex, age or name on the profile: compares every report read so far with the
     * profile again, so the "is this your report?" question appears or goes away. An answer "not mine" stays; an
     * answer "mine" stays while it still covers every mismatch, else the member is asked again. Returns the
     * number of reports whose mismatches changed.
     */
    async recheckIdentity(userId: string): Promise<number> {
      let changed = 0;
      const same = (a: IdentityMismatch, b: IdentityMismatch): boolean =>
        a.field === b.field && a.printed === b.printed;
      for (const { report: row } of await repo.listReports(db, userId)) {
        if (row.printedIdentity === null || row.printedIdentity === undefined) continue;
        await db.transaction(async (tx) => {
          const before = row.identityMismatches ?? [];
          const after = await mismatchesWithProfile(
            tx,
            userId,
            row.printedIdentity!,
            row.sampleDate ?? row.uploadedAt.toISOString().slice(0, 10),
          );
          const unchanged =
            before.length === after.length &&
            after.every((m) => before.some((b) => same(m, b) && b.profile === m.profile));
          if (unchanged) return;
          changed++;
          const answerStillCovers =
            row.identityAnswer !== 'mine' || after.every((m) => before.some((b) => same(m, b)));
          await repo.updateReport(tx, row.id, {
            identityMismatches: after,
            ...(answerStillCovers ? {} : { identityAnswer: null, identityAnsweredAt: null }),
          });
        });
      }
      return changed;
    },

    /**
     * The member answers "is this your report?": "mine" lets its results join trends and plans, "not mine" keeps
     * them out (the report stays until the member deletes it). Either can be changed later.
     */
    async answerIdentity(actor: Actor, id: string, answer: ReportIdentityAnswer): Promise<Report> {
      const row = await repo.findReport(db, id);
      if (!row) throw new NotFound('Report not found.');
      authorize(actor.user, 'report:edit', row);
      const updated = await db.transaction(async (tx) => {
        const next = await repo.updateReport(tx, row.id, {
          identityAnswer: answer,
          identityAnsweredAt: now(),
        });
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'report.identity.answered',
          targetType: 'report',
          targetId: row.id,
          detail: { answer },
        });
        return next!;
      });
      const biomarkers = await repo.listBiomarkers(db, row.id);
      return toReportDto(updated, biomarkers.length);
    },

    /**
     * Per biomarker: the latest result and its history across the member's reports. Reports that may be someone
     * else's (an unanswered profile mismatch, or answered "not mine") are left out.
     */
    async series(userId: string): Promise<BiomarkerSeries[]> {
      const byCode = new Map<BiomarkerCode, BiomarkerPoint[]>();
      for (const { result, sampleDate, uploadedAt } of await repo.userResultsWithDates(db, userId)) {
        const code = result.code;
        if (!(code in BIOMARKERS)) continue;
        // Canonical = printed × factor for every unit in the catalogue: the range converts with the value's factor.
        const factor =
          result.valueCanonical !== null && result.value !== 0 ? result.valueCanonical / result.value : null;
        const toCanonical = (ref: number | null) =>
          ref === null || factor === null ? null : Math.round(ref * factor * 10_000) / 10_000;
        const point: BiomarkerPoint = {
          reportId: result.reportId,
          biomarkerId: result.id,
          sampledAt: sampleDate ?? uploadedAt.toISOString().slice(0, 10),
          value: result.value,
          unit: result.unit,
          valueCanonical: result.valueCanonical,
          flag: result.flag,
          clinicallyImportant: result.clinicallyImportant,
          edited: result.edited,
          comparator: result.comparator,
          refLow: result.refLow,
          refHigh: result.refHigh,
          refLowCanonical: toCanonical(result.refLow),
          refHighCanonical: toCanonical(result.refHigh),
          refSource: result.refSource,
          awaitingReview: result.needsReview && !result.confirmed,
          lowConfidence:
            !result.confirmed && result.confidence !== null && result.confidence < LOW_CONFIDENCE,
          confirmed: result.confirmed,
        };
        byCode.set(code, [...(byCode.get(code) ?? []), point]);
      }
      return [...byCode].map(([code, history]) => ({
        code,
        name: BIOMARKERS[code].name,
        unitCanonical: BIOMARKERS[code].unit,
        latest: history[history.length - 1]!,
        history,
      }));
    },

    /** Deletes stored files that have no row and are older than the grace period (interrupted uploads). */
    failAbandonedReads,

    /** The extraction job's work (reports-jobs.ts registers it). */
    readReport,

    /**
     * Queues the reading of reports left processing without a job (uploaded before reading became a background
     * job). Reports that have their job are skipped by its singleton key: the queue itself resumes interrupted jobs.
     */
    async resumeUnfinished(olderThanMs = 0): Promise<number> {
      await failAbandonedReads();
      const rows = await repo.unfinishedReports(db, new Date(now().getTime() - olderThanMs));
      for (const row of rows)
        await enqueueRead(db, {
          reportId: row.id,
          userId: row.userId,
          jobKey: row.jobKey ?? `${EXTRACT_JOB}:${row.storageKey}`,
          pages: row.progressTotal ?? 1,
        });
      return rows.length;
    },
  };
}

/** Shared with the support module (screenshot names, ids in URLs): one filename rule and one id check. */
export { sanitizeFilename } from './upload-validation';
export { isUuid } from './reports-repo';
