/**
 * Blood test reports: a member uploads a report, it is read in the background (fairly shared between members), its
 * results are shown, corrected or confirmed, and joined to trends and plans only when the report is the member's.
 * This file composes the parts, each in its own file: reports-extraction (the reader's contract, the job) ·
 * reports-kit (dependencies, reading queue, identity check) · reports-presenters · reports-reading (the job's work,
 * recovery) · reports-commands (upload, retry, delete, correct, confirm, identity) · reports-queries (reports,
 * files, crops, trends). Other modules use what index.ts exports.
 */
import { createReportCommands } from './reports-commands';
import { createReportImports } from './reports-imports';
import { createReportKit, type ReportServiceDeps } from './reports-kit';
import { createReportQueries } from './reports-queries';
import { createReading } from './reports-reading';

export {
  EXTRACT_ATTEMPTS,
  EXTRACT_JOB,
  READING_WINDOW_MS,
  type CropRenderer,
  type ExtractedResult,
  type Extraction,
  type ExtractOptions,
  type ReportExtractor,
  type ReportScreen,
} from './reports-extraction';
export type { ReportServiceDeps } from './reports-kit';
export type { ImportedReport } from './reports-imports';

export type ReportService = ReturnType<typeof createReportService>;

export function createReportService(deps: ReportServiceDeps) {
  const kit = createReportKit(deps);
  return {
    ...createReportCommands(kit),
    ...createReportImports(kit),
    ...createReportQueries(kit),
    ...createReading(kit),
  };
}
