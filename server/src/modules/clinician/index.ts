/**
 * What other modules may use of the clinician module: its service (composed in services.ts), the end of a member's
 * Doctor Verified care (billing, in the transaction that withdraws it), and what consultation threads show and mail.
 * Everything else in modules/clinician is its own.
 */
export { createClinicianService, type ClinicianDeps, type ClinicianService } from './clinician-service';
export { endDoctorVerifiedCare } from './clinician-care';
export { careMail } from './clinician-mails';
export { THREAD_READ_ONLY, toReviewer } from './clinician-presenters';
