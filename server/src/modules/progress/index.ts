/** What other modules may use of the progress module's data (its service is in progress-service.ts). */
export { progressMemberData } from './progress-member-data';
export { latestCheckInTimes } from './progress-check-in-times';
