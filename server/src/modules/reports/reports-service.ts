import { createHash, randomBytes } from 'node:crypto';
import {
  BIOMARKERS,
  type BiomarkerCode,
  type BiomarkerCorrection,
  type BiomarkerPoint,
  type BiomarkerResult,
  type BiomarkerSeries,
} from '@common/biomarkers';
import type { ReportStatus } from '@common/options';
import type { Report, ReportWithBiomarkers, UploadResponse } from '@common/reports';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../notifications/notifications-service';
import type { Db } from '../../db/client';
import { NotFound, UnprocessableEntity } from '../../lib/errors';
import type { FileStore } from '../../storage/file-store';
import { recordAudit, recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import * as repo from './reports-repo';
import type { BiomarkerRow, ReportRow } from './reports-repo';
import { classifyUpload, type UploadMimeType } from './upload-validation';
import { reinterpretResult, type ExtractedBiomarker, type PatientContext } from '../../labs/interpret';
import { findProfileRow } from '../profile/profile-service';

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
  /** The document itself is refused (dangerous, damaged): it is deleted, never kept or served. */
  refused?: boolean;
}

export type ReportExtractor = (bytes: Buffer, mimeType: UploadMimeType) => Promise<Extraction>;

const UNREADABLE = 'We could not read this report. Please upload a clearer photo or the PDF from your lab.';

export function toReportDto(row: ReportRow, biomarkerCount: number): Report {
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
  };
}

function uploadMessage(status: ReportStatus, count: number, reason: string | null): string {
  switch (status) {
    case 'processed':
      return `Your blood test report has been uploaded and processed. We found ${count} result${count === 1 ? '' : 's'}.`;
    case 'needs_review':
      return `Your report was uploaded. ${reason ?? 'We found only a few results; please check them.'}`;
    default:
      return `Your report was uploaded but could not be read. ${reason ?? UNREADABLE}`;
  }
}

export interface ReportServiceDeps {
  db: Db;
  files: FileStore;
  extract: ReportExtractor;
  now: () => Date;
  log: FastifyBaseLogger;
  notify?: Pick<Notifier, 'reportProcessed'>;
}

export type ReportService = ReturnType<typeof createReportService>;

export function createReportService(deps: ReportServiceDeps) {
  const { db, files, now, log } = deps;

  /**
   * Reads the document and stores what it found; never throws for a document it cannot read. A refused document
   * (dangerous or damaged) is deleted with its row, and the reason comes back instead.
   */
  async function process(
    row: ReportRow,
    bytes: Buffer,
  ): Promise<{ row: ReportRow; count: number } | { refused: string }> {
    let extraction: Extraction;
    try {
      extraction = await deps.extract(bytes, row.mimeType as UploadMimeType);
    } catch (err) {
      log.warn({ err, reportId: row.id }, 'report extraction failed');
      extraction = { status: 'failed', message: UNREADABLE, sampleDate: null, results: [] };
    }
    if (extraction.refused) {
      // Row first, then the file: a crash in between leaves only an orphan file, which the sweep removes.
      await repo.deleteReport(db, row.id, row.userId);
      await files.delete(row.storageKey);
      return { refused: extraction.message };
    }
    const updated = await db.transaction(async (tx) => {
      await repo.replaceBiomarkers(
        tx,
        row.id,
        extraction.results.map((r, position) => ({ ...r, reportId: row.id, userId: row.userId, position })),
      );
      await deps.notify?.reportProcessed(tx, row.userId, extraction.status);
      return repo.updateReport(tx, row.id, {
        status: extraction.status,
        error: extraction.status === 'processed' ? null : extraction.message,
        sampleDate: extraction.sampleDate,
        extraction: extraction.details ?? null,
        processedAt: now(),
      });
    });
    return { row: updated ?? row, count: extraction.results.length };
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
      const storageKey = randomBytes(16).toString('hex');

      // File first, then its row: a crash in between leaves an orphan file, which the start-up sweep removes.
      await files.put(storageKey, input.bytes);
      let row: ReportRow;
      try {
        row = await repo.insertReport(db, {
          userId,
          filename,
          mimeType,
          sizeBytes: input.bytes.length,
          sha256,
          storageKey,
          status: 'processing',
          uploadedAt: now(),
        });
      } catch (err) {
        await files.delete(storageKey).catch(() => undefined);
        throw err;
      }
      const outcome = await process(row, input.bytes);
      if ('refused' in outcome) throw new UnprocessableEntity(outcome.refused, 'file');
      const { row: processed, count } = outcome;
      return {
        message: uploadMessage(processed.status, count, processed.error),
        report: toReportDto(processed, count),
        duplicate: previous !== undefined,
        duplicateOf: previous?.id ?? null,
      };
    },

    async list(userId: string, limit?: number): Promise<Report[]> {
      const rows = await repo.listReports(db, userId, limit);
      return rows.map((r) => toReportDto(r.report, r.biomarkerCount));
    },

    async get(actor: Actor, id: string): Promise<ReportWithBiomarkers> {
      const row = await ownedOrAdmin(actor, id);
      const biomarkers = await repo.listBiomarkers(db, row.id);
      return { report: toReportDto(row, biomarkers.length), biomarkers: biomarkers.map(toBiomarkerDto) };
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

    /** Per biomarker: the latest result and its history across the member's reports. */
    async series(userId: string): Promise<BiomarkerSeries[]> {
      const byCode = new Map<BiomarkerCode, BiomarkerPoint[]>();
      for (const { result, sampleDate, uploadedAt } of await repo.userResultsWithDates(db, userId)) {
        const code = result.code;
        if (!(code in BIOMARKERS)) continue;
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
    async sweepOrphans(graceMs: number): Promise<number> {
      const cutoff = now().getTime() - graceMs;
      let removed = 0;
      let batch: { key: string; modifiedAt: Date }[] = [];
      const flush = async () => {
        const known = await repo.existingStorageKeys(
          db,
          batch.map((b) => b.key),
        );
        for (const b of batch) {
          if (!known.has(b.key) && b.modifiedAt.getTime() <= cutoff) {
            await files.delete(b.key);
            removed++;
          }
        }
        batch = [];
      };
      for await (const entry of files.list()) {
        batch.push(entry);
        if (batch.length >= 500) await flush();
      }
      await flush();
      return removed;
    },

    /** Finishes reports whose processing a restart interrupted (uploaded at least `olderThanMs` ago). */
    async resumeUnfinished(olderThanMs = 0): Promise<number> {
      const rows = await repo.unfinishedReports(db, new Date(now().getTime() - olderThanMs));
      for (const row of rows) {
        try {
          const outcome = await process(row, await files.get(row.storageKey));
          if ('refused' in outcome) log.warn({ reportId: row.id }, 'refused report deleted on resume');
        } catch (err) {
          log.warn({ err, reportId: row.id }, 'could not resume report processing');
        }
      }
      return rows.length;
    },
  };
}

/** Shared with the support module (screenshot names, ids in URLs): one filename rule and one id check. */
export { sanitizeFilename } from './upload-validation';
export { isUuid } from './reports-repo';
