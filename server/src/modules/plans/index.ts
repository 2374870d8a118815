/**
 * What other modules may read of the plans module's data (its service is in plans-service.ts).
 *
 * URL ownership: modules/plans owns `/api/plans/*` (plans-routes.ts), except these sub-resources of a plan, which
 * belong to the module whose data they are (declared in that module's routes file, same URLs):
 *  - `/api/plans/:id/meals` (GET, PUT): the member's meal log for the plan's days — modules/progress
 *    (progress-routes.ts mealLogRoutes);
 *  - `/api/plans/:id/review`, `/api/plans/:id/health-report.pdf`, `/api/plans/:id/certificate.pdf`: the Doctor
 *    Verified review and its documents — modules/clinician (clinician-routes.ts careRoutes).
 */
export { findActivePlanRow, findPlan, type PlanRow } from './plans-repo';
export { leadsWithEscalation, setReviewOfPlans } from './plans-review-status';
