/**
 * What other modules may use of the progress module: the member's logs as CSV (the account export). Its service,
 * createProgressService (progress-service.ts), is composed in services.ts.
 */
export { CSV_FILES, logsCsv } from './progress-csv';
