/**
 * What is read of reports (queries): a member's reports and results, a report's file, the crop where a value was
 * read, and each biomarker's history. A staff member's read of a report is audited.
 */
import {
  BIOMARKERS,
  LOW_CONFIDENCE,
  type BiomarkerCode,
  type BiomarkerPoint,
  type BiomarkerSeries,
} from '@common/biomarkers';
import type { Report, ReportWithBiomarkers } from '@common/reports';
import type { SQL } from 'drizzle-orm';
import { NotFound } from '../../lib/errors';
import { recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import type { ReportKit } from './reports-kit';
import { toBiomarkerDto, toReportDto } from './reports-presenters';
import * as repo from './reports-repo';
import type { ReportRow } from './reports-repo';
import type { UploadMimeType } from './upload-validation';

export function createReportQueries(kit: ReportKit) {
  const { deps, queuePositions, toDto } = kit;
  const { db, files, log } = deps;

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

    /**
     * Per biomarker: the latest result and its history across the member's reports. Reports that may be someone
     * else's (an unanswered profile mismatch, or answered "not mine") are left out.
     */
    async series(userId: string): Promise<BiomarkerSeries[]> {
      return seriesOf(await repo.userResultsWithDates(db, userId));
    },
  };
}

/**
 * Per biomarker: the latest result and its history, from the member's results oldest sample first
 * (repo.userResultsWithDates, or the same read as a column of another statement: biomarkerSeriesColumn).
 */
export function seriesOf(rows: repo.ResultWithDates[]): BiomarkerSeries[] {
  const byCode = new Map<BiomarkerCode, BiomarkerPoint[]>();
  for (const { result, sampleDate, uploadedAt } of rows) {
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
      lowConfidence: !result.confirmed && result.confidence !== null && result.confidence < LOW_CONFIDENCE,
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
}

/** The member's series as a column of another module's statement (one round trip; the progress summary). */
export function biomarkerSeriesColumn(userId: SQL): SQL<BiomarkerSeries[]> {
  return repo.userResultsColumn(userId).mapWith((text: string) => seriesOf(repo.userResultsFromColumn(text)));
}
