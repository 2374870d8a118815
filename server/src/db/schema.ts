/**
 * The whole data model, assembled from the tables each module owns (modules/<module>/<module>-schema.ts; the job
 * queue's in jobs/). drizzle-kit (drizzle.config.ts) and the database client read this file; a module's repo imports
 * only its own schema file (eslint.config.js), and reads other modules' data through their exported functions.
 * Migrations are generated from it with `npm run db:generate` and applied at start-up.
 */
export * from '../modules/auth/auth-schema';
export * from '../modules/profile/profile-schema';
export * from '../modules/reports/reports-schema';
export * from '../modules/plans/plans-schema';
export * from '../modules/billing/billing-schema';
export * from '../modules/audit/audit-schema';
export * from '../modules/support/support-schema';
export * from '../modules/notifications/notifications-schema';
export * from '../modules/clinician/clinician-schema';
export * from '../modules/consultations/consultations-schema';
export * from '../modules/progress/progress-schema';
export * from '../jobs/jobs-schema';
export * from '../modules/foods/foods-schema';
export * from '../modules/imports/imports-schema';
