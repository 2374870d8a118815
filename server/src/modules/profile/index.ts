/** What other modules may use of the profile module's data (its service is in profile-service.ts). */
export { profileMemberData } from './profile-member-data';
