/**
 * Reports made from a structured file (a FHIR lab-results file, read by modules/imports): nothing to read in the
 * background, so each report is stored already processed, with its results as the file gives them, its printed
 * identity checked against the profile like an uploaded report's, and the file kept (encrypted) as its document.
 */
import { createHash } from 'node:crypto';
import { FHIR_JSON_MIME } from '@common/fhir';
import type { NotUnderstood, PrintedIdentity, Report } from '@common/reports';
import { newStorageKey } from '../../storage/stored-files';
import { recordAudit } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import type { ExtractedResult } from './reports-extraction';
import { reportFilesKind } from './reports-files';
import type { ReportKit } from './reports-kit';
import { toReportDto } from './reports-presenters';
import * as repo from './reports-repo';
import { sanitizeFilename } from './upload-validation';

export interface ImportedReport {
  title: string;
  sampleDate: string | null;
  results: ExtractedResult[];
  notUnderstood: NotUnderstood[];
}

const NOTHING_USABLE =
  'None of the results in this report is one we know, so none joins your trends. The list below says why.';

export function createReportImports(kit: ReportKit) {
  const { deps, mismatchesWithProfile } = kit;
  const { db, files, now } = deps;

  return {
    /**
     * Stores the reports of one imported file in one transaction (all or none). Each keeps its own encrypted copy of
     * the file, so deleting one report never removes another's document.
     */
    async importStructured(
      actor: Actor,
      input: { filename: string; bytes: Buffer; identity: PrintedIdentity; reports: ImportedReport[] },
    ): Promise<Report[]> {
      const userId = actor.user.id;
      const sha256 = createHash('sha256').update(input.bytes).digest('hex');
      const keys = input.reports.map(() => newStorageKey(reportFilesKind));
      for (const key of keys) await files.put(key, input.bytes);
      try {
        return await db.transaction(async (tx) => {
          const out: Report[] = [];
          for (const [i, r] of input.reports.entries()) {
            const at = now();
            const sampleDate = r.sampleDate;
            const status = r.results.length ? 'processed' : 'needs_review';
            const row = await repo.insertReport(tx, {
              userId,
              filename: sanitizeFilename(`${r.title} (${input.filename})`, '.json', 'fhir-lab-results'),
              mimeType: FHIR_JSON_MIME,
              sizeBytes: input.bytes.length,
              sha256,
              storageKey: keys[i]!,
              status,
              error: r.results.length ? null : NOTHING_USABLE,
              sampleDate,
              extraction: { method: 'fhir', title: r.title, notUnderstood: r.notUnderstood },
              printedIdentity: input.identity,
              identityMismatches: await mismatchesWithProfile(
                tx,
                userId,
                input.identity,
                sampleDate ?? at.toISOString().slice(0, 10),
              ),
              uploadedAt: at,
              processedAt: at,
            });
            await repo.replaceBiomarkers(
              tx,
              row.id,
              r.results.map((x, position) => ({ ...x, reportId: row.id, userId, position })),
            );
            await recordAudit(tx, {
              actorId: userId,
              action: 'report.imported',
              targetType: 'report',
              targetId: row.id,
              detail: { format: 'fhir', results: r.results.length, notUnderstood: r.notUnderstood.length },
            });
            out.push(toReportDto(row, r.results.length));
          }
          return out;
        });
      } catch (err) {
        for (const key of keys) await files.delete(key).catch(() => undefined);
        throw err;
      }
    },
  };
}
