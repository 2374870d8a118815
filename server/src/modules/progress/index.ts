/**
 * What other modules may use of the progress module: the member's logs as CSV and their data for the account
 * export and deletion, imported health data (writeHealthImport), and when each member last checked in (reminders). Its service,
 * createProgressService (progress-service.ts), is composed in services.ts.
 */
export { CSV_FILES, csv, logsCsv } from './progress-csv';
export { progressMemberData } from './progress-member-data';
export { latestCheckInTimes } from './progress-check-in-times';
export { checkLogDate } from './progress-kit';
export {
  writeHealthImport,
  ALREADY_IMPORTED,
  MEMBER_LOGGED,
  type HealthImport,
} from './progress-activity-repo';
