/**
 * What other modules may use of the plans module: its plans' rows, how a plan is shown, and the service's type (its
 * service is in plans-service.ts).
 *
 * URL ownership: modules/plans registers every `/api/plans/*` route (plans-routes.ts, checked by
 * http/route-owners.ts). The plan's meal log (`/api/plans/:id/meals`) and its Doctor Verified review and PDFs
 * (`/api/plans/:id/review`, `health-report.pdf`, `certificate.pdf`) are answered by the progress and clinician
 * services.
 */
export {
  activePlanHeadWithColumns,
  findActivePlanHead,
  findActivePlanRow,
  findActivePlanTargets,
  findPlan,
  findPlanHead,
  planIdIfUnchanged,
  type CheckedPlan,
  type PlanHeadRow,
  type PlanRow,
} from './plans-repo';
export { shownPlan, type PlanFacts } from './plan-content-cache';
export { contentWithSwaps, toPlanSummary } from './plan-presenters';
export type { PlanService } from './plans-service';
export { plansMemberData } from './plans-member-data';
export { countAllPlans, plansByDay, recentPlansOf } from './plans-admin-reads';
export { runningPlansWithEntitlements } from './plans-running';
export { leadsWithEscalation, setReviewOfPlans } from './plans-review-status';
