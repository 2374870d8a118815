/** What other modules may use of the billing module's data (its service is in billing-service.ts). */
export { billingMemberData } from './billing-member-data';
export { recentPaymentsOf } from './billing-admin-reads';
