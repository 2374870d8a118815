/**
 * What other modules may use of the reports module: its results (one definition of a usable lab result), and the
 * kind of stored file it owns. Everything else in modules/reports is its own.
 */
export { reportOwner, resultHistory, usableReadings, type UsableReading } from './reports-repo';
export { reportFiles } from './reports-files';
export { reportsMemberData } from './reports-member-data';
export { countAllReports, listAllReports, recentReportsOf } from './reports-admin-reads';
