/**
 * What other modules may use of the reports module: its results (one definition of a usable lab result; the
 * member's series as a column of another statement), the kind
 * of stored file it owns, and its rules for an id in a URL and an uploaded file's name. Everything else in
 * modules/reports is its own.
 */
export {
  isUuid,
  reportOwner,
  resultHistory,
  usableReadings,
  type BiomarkerRow,
  type ReportRow,
  type UsableReading,
} from './reports-repo';
export { biomarkerSeriesColumn } from './reports-queries';
export { reportFiles } from './reports-files';
export { reportsMemberData } from './reports-member-data';
export { countAllReports, listAllReports, recentReportsOf } from './reports-admin-reads';
export { sanitizeFilename } from './upload-validation';
