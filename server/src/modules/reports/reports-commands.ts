/**
 * What members do with their reports (commands): upload, read again, delete, correct or confirm a value, and
 * answer "is this your report?" (rechecked when the profile changes). Each change is audited.
 */
import { createHash } from 'node:crypto';
import {
  BIOMARKERS,
  type BiomarkerAdd,
  type BiomarkerCorrection,
  type BiomarkerResult,
} from '@common/biomarkers';
import type { IdentityMismatch, Report, ReportIdentityAnswer, UploadResponse } from '@common/reports';
import { BadRequest, Conflict, NotFound, UnprocessableEntity } from '../../lib/errors';
import { newStorageKey } from '../../storage/stored-files';
import {
  interpretResult,
  reinterpretResult,
  type ExtractedBiomarker,
  type PatientContext,
} from '../../labs/interpret';
import { unitProblem, valueProblem } from '../../labs/result-units';
import { recordAudit } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { findProfileRow } from '../profile/profile-service';
import { EXTRACT_JOB } from './reports-extraction';
import { reportFilesKind } from './reports-files';
import type { ReportKit } from './reports-kit';
import { toBiomarkerDto, toReportDto } from './reports-presenters';
import * as repo from './reports-repo';
import type { ReportRow } from './reports-repo';
import { classifyUpload } from './upload-validation';

/** The upload's answer: the spec's 'Upload Successful' toast shows it while the report is read in the background. */
const RECEIVED_MESSAGE =
  'Your blood test report was received and is being read. We will show your results here as soon as it is done.';

export function createReportCommands(kit: ReportKit) {
  const { deps, enqueueRead, checkReadingAllowance, toDto, mismatchesWithProfile } = kit;
  const { db, files, now, log } = deps;

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

    /** A member corrects a result's value, comparator, unit or printed range: re-interpreted and marked edited. */
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
      const value = body.value ?? result.value;
      const unit = body.unit === undefined ? result.unit : body.unit;
      if (body.unit !== undefined) {
        const problem = unitProblem(code, unit) ?? valueProblem(code, value, unit);
        if (problem) throw new BadRequest(problem, problem.startsWith('Unit') ? 'unit' : 'value');
      }
      const rangeGiven = body.refLow !== undefined || body.refHigh !== undefined;
      const next = reinterpretResult(
        current,
        {
          value,
          comparator: body.comparator,
          unit,
          ...(rangeGiven
            ? {
                range: {
                  low: body.refLow === undefined ? result.refLow : body.refLow,
                  high: body.refHigh === undefined ? result.refHigh : body.refHigh,
                },
              }
            : {}),
        },
        await patientOf(actor.user.id, report.extraction),
      );
      const updated = await db.transaction(async (tx) => {
        const row = await repo.updateBiomarker(tx, result.id, {
          value: next.value,
          comparator: next.comparator,
          unit: next.unit,
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
          // A result the member added has no value as read (addedByMember stays true).
          originalValue:
            result.edited && result.originalValue === null ? null : (result.originalValue ?? result.value),
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
     * A result the reading missed, added by the member from the catalogue: interpreted like a read one (canonical
     * value, range or the standard one, flag, note), marked edited with no value as read. One result per analyte
     * per report (409: correct the one there); a unit the analyte is not reported in or an unbelievable value: 400.
     */
    async addResult(actor: Actor, reportId: string, body: BiomarkerAdd): Promise<BiomarkerResult> {
      const report = await repo.findReport(db, reportId);
      if (!report) throw new NotFound('Report not found.');
      authorize(actor.user, 'report:edit', report);
      if (report.status === 'processing' || report.status === 'failed')
        throw new Conflict('Results can be added once the report has been read.', 'status');
      const problem = unitProblem(body.code, body.unit) ?? valueProblem(body.code, body.value, body.unit);
      if (problem) throw new BadRequest(problem, problem.startsWith('Unit') ? 'unit' : 'value');
      const name = BIOMARKERS[body.code].name;
      const rows = await repo.listBiomarkers(db, report.id);
      if (rows.some((r) => r.code === body.code))
        throw new Conflict(`This report already has a ${name} result: correct that one instead.`, 'code');
      const ranged = (body.refLow ?? null) !== null || (body.refHigh ?? null) !== null;
      const read = interpretResult(
        {
          code: body.code,
          printedName: name,
          value: body.value,
          comparator: body.comparator ?? null,
          unit: body.unit,
          range: ranged ? { low: body.refLow ?? null, high: body.refHigh ?? null } : null,
          page: 1,
          section: null,
        },
        await patientOf(actor.user.id, report.extraction),
      );
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertBiomarker(tx, {
          reportId: report.id,
          userId: report.userId,
          position: rows.reduce((max, r) => Math.max(max, r.position), -1) + 1,
          code: body.code,
          printedName: name,
          value: read.value,
          comparator: read.comparator,
          unit: read.unit,
          valueCanonical: read.valueCanonical,
          refLow: read.refLow,
          refHigh: read.refHigh,
          refSource: read.refSource,
          flag: read.flag,
          clinicallyImportant: read.clinicallyImportant,
          note: read.note,
          edited: true,
          confidence: null,
          needsReview: false,
          reviewReason: null,
          originalValue: null,
          location: null,
          confirmed: true,
        });
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'report.result.added',
          targetType: 'report',
          targetId: report.id,
          detail: { code: body.code },
        });
        return inserted;
      });
      return toBiomarkerDto(row);
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
  };
}
