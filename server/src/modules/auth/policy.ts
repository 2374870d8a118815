/**
 * Who may do what, in one place: `can(actor, action, resource)` answers with a Denial or null, `authorize` turns
 * a Denial into the typed error. Services call these after loading the row they act on; routes only declare
 * the access level (http/access.ts) and the client mirrors the rules for display. policy.test.ts reads as the
 * table of these rules.
 */
import type { PlanType } from '@common/options';
import { hasActiveSubscription } from '@common/subscription';
import { Forbidden, NotFound } from '../../lib/errors';
import type { UserRow } from './user-dto';

export type PolicyActor = Pick<
  UserRow,
  'id' | 'isAdmin' | 'isDisabled' | 'subscriptionStatus' | 'premiumExpiresAt' | 'doctorVerified'
>;

/** A row that belongs to one member (a report, a plan). */
export interface Owned {
  userId: string;
}

/** Every action with the resource it is decided on. */
export interface Resources {
  /** Generating a plan of a tier, decided at a moment (premium expires). */
  'plan:generate': { planType: PlanType; at: Date };
  /** Reading a member's health data (a plan, a report and its file): the owner, or an admin. */
  'plan:read': Owned;
  /** Exporting a plan to a calendar: the owner only (it carries their schedule, not a review copy). */
  'plan:export': Owned;
  /** Swapping a meal of a plan (and listing the alternatives): the owner only; staff read the plan as swapped. */
  'plan:swap': Owned;
  'report:read': Owned;
  /** Changing a member's health data: the owner only. */
  'report:edit': Owned;
  'report:delete': Owned;
  /** A support request from the member's side (reading it, following up): its author only. Staff use the console. */
  'ticket:member': Owned;
  /** The admin console: listing users, statistics, a member's details. */
  'admin:console': null;
  /** Disabling or enabling an account from the console. */
  'account:set-disabled': { target: Pick<UserRow, 'id'>; disable: boolean };
  /** The clinician's queue: an active clinician (the clinicians table decides, loaded by the caller). */
  'clinician:work': { activeClinician: boolean };
  /**
   * A member's health data for their care (review, risk assessment, consultation thread): the member, or the active
   * clinician assigned to them while the member holds Doctor Verified (the member's current flag, not the review's:
   * a refund, a lost dispute or an admin's revocation ends the clinician's access to everything, approved reviews
   * included). Admins reach health data through the console rules, not this one.
   */
  'member:care': Owned & {
    assignedClinicianId: string | null;
    activeClinician: boolean;
    memberDoctorVerified: boolean;
  };
  /** The health risk assessment: a Doctor Verified member's own. */
  'risk:read': null;
  /** Logging sets and meals against a plan: its owner only (an admin's console reading rights do not extend to logging). */
  'plan:log': Owned;
  /** Logging body weight (and measurements): every member, their own. */
  'progress:log-weight': null;
  /**
   * Set and meal logging, progress analytics and check-ins: Premium and Doctor Verified ("progress tracking and
   * analytics" is a Premium feature, docs/product.md#pricing-and-limits), decided at a moment (premium expires).
   */
  'progress:premium': { at: Date };
  /**
   * A progress photo: its owner only (no admin or clinician rule reaches them). Seeing and deleting one's photos
   * stays possible after Premium ends; adding new ones is 'progress:premium'.
   */
  'progress:photo': Owned;
  /** A food log entry or a member's own food: its owner only (every member logs food; no staff rule reaches them). */
  'food:own': Owned;
}
export type Action = keyof Resources;

/**
 * Why an action is refused. `hidden`: the caller must not learn the resource exists (404, as for a missing id);
 * `forbidden`: the caller may know it exists and is told why not (403).
 */
export interface Denial {
  kind: 'forbidden' | 'hidden';
  reason: string;
}

const forbid = (reason: string): Denial => ({ kind: 'forbidden', reason });
const hide = (reason: string): Denial => ({ kind: 'hidden', reason });

const ADMIN_ONLY = 'Admin access required.';
const isConsoleUser = (actor: PolicyActor) => actor.isAdmin && !actor.isDisabled;

type Rule<A extends Action> = (actor: PolicyActor, resource: Resources[A]) => Denial | null;

const CLINICIAN_ONLY = 'Clinician access required.';

const RULES: { [A in Action]: Rule<A> } = {
  // Free plans for every member; premium needs active premium or doctor verification (docs/product.md#states-and-rules).
  'plan:generate': (actor, { planType, at }) => {
    if (planType === 'free') return null;
    if (planType === 'premium') {
      return hasActiveSubscription(actor, at)
        ? null
        : forbid('Premium plans need an active subscription. Subscribe to unlock them.');
    }
    return actor.doctorVerified
      ? null
      : forbid('Doctor Verified plans need the Doctor Verified package. Subscribe to unlock them.');
  },
  'plan:read': (actor, plan) =>
    plan.userId === actor.id || isConsoleUser(actor) ? null : hide('Plan not found.'),
  'plan:export': (actor, plan) => (plan.userId === actor.id ? null : hide('Plan not found.')),
  'plan:swap': (actor, plan) => (plan.userId === actor.id ? null : hide('Plan not found.')),
  'report:read': (actor, report) =>
    report.userId === actor.id || isConsoleUser(actor) ? null : hide('Report not found.'),
  'report:edit': (actor, report) => (report.userId === actor.id ? null : hide('Report not found.')),
  'report:delete': (actor, report) => (report.userId === actor.id ? null : hide('Report not found.')),
  'ticket:member': (actor, ticket) =>
    ticket.userId === actor.id ? null : hide('Support request not found.'),
  'admin:console': (actor) => (isConsoleUser(actor) ? null : forbid(ADMIN_ONLY)),
  // Admins may disable any account but their own: otherwise an admin could lock everyone out of the console.
  'account:set-disabled': (actor, { target, disable }) => {
    if (!isConsoleUser(actor)) return forbid(ADMIN_ONLY);
    if (disable && actor.id === target.id) return forbid('You cannot disable your own account.');
    return null;
  },
  'clinician:work': (actor, { activeClinician }) =>
    activeClinician && !actor.isDisabled ? null : forbid(CLINICIAN_ONLY),
  // A clinician learns nothing about members not (or no longer) in their care: 404, as for a missing id.
  'member:care': (actor, r) => {
    if (r.userId === actor.id) return null;
    const inCare = r.activeClinician && r.assignedClinicianId === actor.id && r.memberDoctorVerified;
    return inCare && !actor.isDisabled ? null : hide('Not found.');
  },
  'risk:read': (actor) =>
    actor.doctorVerified
      ? null
      : forbid('The health risk assessment is part of the Doctor Verified package.'),
  'plan:log': (actor, plan) => (plan.userId === actor.id ? null : hide('Plan not found.')),
  'progress:log-weight': () => null,
  'progress:photo': (actor, photo) => (photo.userId === actor.id ? null : hide('Photo not found.')),
  'food:own': (actor, row) => (row.userId === actor.id ? null : hide('Not found.')),
  'progress:premium': (actor, { at }) =>
    hasActiveSubscription(actor, at)
      ? null
      : forbid(
          'Logging sets and meals, progress charts and weekly check-ins are part of Premium and Doctor Verified. Subscribe to unlock them.',
        ),
};

/** The Denial when `actor` may not do `action` on `resource`, or null when it may. */
export function can<A extends Action>(actor: PolicyActor, action: A, resource: Resources[A]): Denial | null {
  return (RULES[action] as Rule<A>)(actor, resource);
}

/** Throws the error for a Denial (NotFound for hidden resources, Forbidden otherwise). */
export function authorize<A extends Action>(actor: PolicyActor, action: A, resource: Resources[A]): void {
  const denial = can(actor, action, resource);
  if (!denial) return;
  throw denial.kind === 'hidden' ? new NotFound(denial.reason) : new Forbidden(denial.reason);
}
