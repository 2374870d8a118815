/**
 * Every action the server writes to the audit log, and its text in the admin's Recent Activity. The server's
 * audit writers accept only `AuditAction`, and the labels are a `Record<AuditAction, string>`: a new action does
 * not compile until it is listed here with its label.
 */
export const AUDIT_ACTION_LABELS = {
  'user.registered': 'New member registered',
  'user.email_verified': 'Member verified their email address',
  'user.email_changed': 'Member changed their email address',
  'user.password_reset': 'Member reset their password by email',
  'user.email_change_canceled': 'Email change canceled from the old address',
  'user.sign_in_locked': 'Sign-in paused after many failed attempts',
  'user.signed_in_with_unlock_link': 'Member signed in with an unlock link',
  'account.password_changed': 'Member changed their password',
  'account.exported': 'Member downloaded their data',
  'account.exported_fhir': 'Member downloaded their record as FHIR',
  'account.deleted': 'Member deleted their account',
  'plan.generated': 'Plan generated',
  'plan.revised': 'Plan re-planned by a weekly check-in',
  'plan.meal_swapped': 'Meal swapped on a plan',
  'plan.swap_undone': 'Meal swap undone on a plan',
  'report.result.corrected': 'Member corrected a report result',
  'report.result.confirmed': 'Member confirmed a report result',
  'report.result.added': 'Member added a result the reading missed',
  'report.identity.answered': 'Member answered whether a report is theirs',
  'report.retried': 'Member asked to read a report again',
  'report.imported': 'Member imported lab results from a FHIR file',
  'payment.created': 'Payment started',
  'payment.succeeded': 'Payment succeeded',
  'payment.failed': 'Payment failed',
  'payment.amount_mismatch': 'Payment amount mismatch',
  'payment.signature_invalid': 'Payment signature rejected',
  'payment.refunded': 'Payment refunded',
  'payment.partially_refunded': 'Payment partly refunded (review)',
  'payment.disputed': 'Payment disputed (review)',
  'payment.dispute_won': 'Payment dispute won',
  'payment.charged_back': 'Payment charged back',
  'subscription.activated': 'Subscription activated',
  'subscription.extended': 'Subscription extended',
  'subscription.status_changed': 'Subscription status changed',
  'subscription.cancel_requested': 'Subscription cancellation requested',
  'subscription.lapsed': 'Subscription lapsed',
  'doctor_verification.granted': 'Doctor verification granted',
  'entitlement.revoked': 'Entitlement revoked',
  'admin.granted': 'Admin rights granted (command line)',
  'admin.revoked': 'Admin rights revoked (command line)',
  'admin.payment.refunded': 'Admin refunded a payment',
  'admin.entitlement.revoked': 'Admin revoked an entitlement',
  'admin.user.viewed': 'Admin viewed member details',
  'admin.users.listed': 'Admin listed members',
  'admin.reports.listed': 'Admin listed blood test reports',
  'admin.support_tickets.listed': 'Admin listed support requests',
  'admin.user.disabled': 'Admin disabled an account',
  'admin.user.enabled': 'Admin re-enabled an account',
  'admin.report.viewed': 'Admin opened a blood test report',
  'admin.plan.viewed': 'Admin opened a plan',
  'admin.support_ticket.viewed': 'Admin opened a support request',
  'admin.support_attachment.viewed': 'Admin opened a support screenshot',
  'support.ticket.created': 'Support request received',
  'support.ticket.replied': 'Support replied to a request',
  'support.ticket.closed': 'Support request closed',
  'support.ticket.reopened': 'Support request reopened',
  'clinician.granted': 'Admin granted the clinician role',
  'clinician.revoked': 'Admin revoked the clinician role',
  'clinician.assigned': 'Member assigned to a clinician',
  'clinician.member_data.viewed': "Clinician opened a member's health data",
  'clinician.reviews.listed': 'Clinician listed their reviews',
  'review.approved': 'Clinician approved a plan',
  'review.changes_requested': 'Clinician requested plan changes',
  'review.declined': 'Clinician declined a plan review',
  'review.canceled': 'Plan review canceled (Doctor Verified ended)',
  'certificate.revoked': 'Medical clearance certificate revoked',
  'consultation.message.sent': 'Consultation message sent',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action);
}

/** The label of a stored action; rows written before an action was renamed fall back to their code in words. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action.replace(/[._]/g, ' ');
}
