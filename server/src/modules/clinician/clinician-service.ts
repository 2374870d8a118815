/**
 * Doctor Verified's clinician side: the clinician role (granted by an admin, separate from admin), members assigned
 * by load or by an admin, the review queue and its decisions, certificates and the risk assessment. Every read of a
 * member's health data by a clinician is audited; access is decided by `can()` (auth/policy.ts). This file composes
 * the parts, each in its own file: clinician-kit (dependencies, shared lookups) · clinician-presenters ·
 * clinician-roster (grant, revoke, assign) · clinician-care (plan hooks, end of care) · clinician-decisions
 * (approve, request changes, decline) · clinician-queries (queue, review detail, stats) · clinician-documents
 * (certificate, health report). Other modules use what index.ts exports.
 */
import { createCareHooks } from './clinician-care';
import { createDecisions } from './clinician-decisions';
import { createDocuments } from './clinician-documents';
import { createClinicianKit, type ClinicianDeps } from './clinician-kit';
import { createClinicianQueries } from './clinician-queries';
import { createRoster } from './clinician-roster';

export type { ClinicianDeps } from './clinician-kit';

export type ClinicianService = ReturnType<typeof createClinicianService>;

export function createClinicianService(deps: ClinicianDeps) {
  const kit = createClinicianKit(deps);
  return {
    ...createRoster(kit),
    ...createCareHooks(kit),
    ...createDecisions(kit),
    ...createClinicianQueries(kit),
    ...createDocuments(kit),
  };
}
