/**
 * Health data brought in from other systems. A FHIR R4 lab-results file (fhir-read.ts) becomes reports like any
 * uploaded report (stored by the reports module, which owns them), its values taken as the file gives them. An Apple
 * Health export and FIT activity files from watches are imported in the background (apple-health-import.ts,
 * fit-import.ts) into the progress module's logs.
 */
import type { FhirImportResponse } from '@common/fhir';
import type { ImportJob } from '@common/imports';
import type { PrintedIdentity } from '@common/reports';
import type { Db } from '../../db/client';
import type { PatientContext } from '../../labs/interpret';
import { BadRequest, NotFound } from '../../lib/errors';
import type { Actor } from '../auth/auth-service';
import { findProfileRow } from '../profile/profile-service';
import type { ReportService } from '../reports/reports-service';
import { createAppleHealthImports, presentImport, type AppleHealthDeps } from './apple-health-import';
import { readFhirLabFile } from './fhir-read';
import { createFitImports } from './fit-import';
import * as repo from './imports-repo';

export type ImportService = ReturnType<typeof createImportService>;

/** Whole years from a date of birth to a date (YYYY-MM-DD both). */
function ageOn(birthDate: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return on.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export function createImportService(deps: {
  db: Db;
  now: () => Date;
  reports: Pick<ReportService, 'importStructured'>;
  log: AppleHealthDeps['log'];
}) {
  const { db, now, reports } = deps;
  const appleHealth = createAppleHealthImports(deps);
  const fit = createFitImports(deps);
  return {
    /** Checks an uploaded Apple Health export.zip (4xx when it cannot be one) and imports it in the background. */
    acceptAppleHealth: appleHealth.accept,
    /** Resolves when every background import started by this instance has ended. */
    settled: async () => {
      await Promise.all([appleHealth.settled(), fit.settled()]);
    },
    /** Checks uploaded FIT activity files (4xx when none can be one) and imports them in the background. */
    acceptFit: fit.accept,

    async get(actor: Actor, id: string): Promise<ImportJob> {
      const row = await repo.findImport(db, actor.user.id, id);
      if (!row) throw new NotFound('No such import.');
      return presentImport(row, now());
    },

    async list(actor: Actor): Promise<ImportJob[]> {
      const at = now();
      return (await repo.listImports(db, actor.user.id)).map((row) => presentImport(row, at));
    },

    async importFhir(
      actor: Actor,
      input: { filename: string | undefined; bytes: Buffer },
    ): Promise<FhirImportResponse> {
      let json: unknown;
      try {
        json = JSON.parse(input.bytes.toString('utf8'));
      } catch (err) {
        throw new BadRequest(
          `This is not a FHIR JSON file: ${(err as Error).message}. Export the results as FHIR R4 JSON.`,
          'file',
        );
      }
      const profile = await findProfileRow(db, actor.user.id);
      // Standard ranges by sex and age: the profile first, else what the file's Patient says.
      const patientOf = (printed: PrintedIdentity): PatientContext => {
        const sex = profile?.gender === 'male' || profile?.gender === 'female' ? profile.gender : printed.sex;
        const age =
          profile?.age ?? (printed.dateOfBirth ? ageOn(printed.dateOfBirth, now().toISOString()) : undefined);
        return { ...(sex ? { sex } : {}), ...(age !== undefined ? { age } : {}) };
      };
      const file = readFhirLabFile(json, patientOf);
      const created = await reports.importStructured(actor, {
        filename: input.filename ?? 'fhir-lab-results.json',
        bytes: input.bytes,
        identity: file.identity,
        reports: file.reports,
      });
      const results = created.reduce((n, r) => n + r.biomarkerCount, 0);
      const skipped = created.reduce((n, r) => n + r.notUnderstood.length, 0);
      return {
        message:
          `Imported ${created.length} ${created.length === 1 ? 'report' : 'reports'} with ${results} results` +
          (skipped
            ? `; ${skipped} ${skipped === 1 ? 'result was' : 'results were'} not understood (listed on the report).`
            : '.'),
        reports: created,
        notImported: file.notImported,
      };
    },
  };
}
