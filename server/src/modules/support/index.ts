/** What other modules may use of the support module's data (its service is in support-service.ts). */
export { supportMemberData } from './support-member-data';
