/**
 * Every query key of the app, in one place: the features' query factories, their invalidations and the offline
 * snapshot (lib/offline-snapshot.ts) all name their queries from here. A root key (`plans.all`) covers every
 * query under it, for invalidation.
 */
import type { AdminStatusFilter } from '@common/admin';
import type { ReportStatus } from '@common/options';
import type { TicketStatus } from '@common/support';

export interface AdminUsersParams {
  q: string;
  status: AdminStatusFilter | undefined;
  page: number;
  pageSize: number;
}

export interface AdminReportsParams {
  status: ReportStatus | undefined;
  page: number;
  pageSize: number;
}

export interface AdminTicketsParams {
  status: TicketStatus | undefined;
  page: number;
}

const plans = ['plans'] as const;
const progress = ['progress'] as const;
const reports = ['reports'] as const;
const billing = ['billing'] as const;
const admin = ['admin'] as const;
const adminTickets = [...admin, 'support', 'tickets'] as const;
const supportTickets = ['support', 'tickets'] as const;
const reviewQueue = ['clinician', 'reviews'] as const;
const consultations = ['consultations'] as const;
const foods = ['foods'] as const;

export const queryKeys = {
  /**
   * GET /api/auth/me (lib/auth.tsx). Its value is the old URL-shaped key on purpose: offline snapshots already on
   * members' devices store it, and must still restore the member.
   */
  me: ['/api/auth/me'] as const,

  plans: {
    all: plans,
    list: () => [...plans, 'list'] as const,
    active: () => [...plans, 'active'] as const,
    detail: (id: string) => [...plans, 'detail', id] as const,
    versions: (id: string) => [...plans, 'versions', id] as const,
    version: (id: string, version: number) => [...plans, 'version', id, version] as const,
    /** Every meal's swap options of one plan. */
    swaps: (id: string) => [...plans, 'swaps', id] as const,
    swapOptions: (id: string, day: number, meal: number) => [...plans, 'swaps', id, day, meal] as const,
  },
  /** A plan's Doctor Verified review (not under `plans`: a check-in's re-plan does not reload it). */
  planReview: (planId: string) => ['plan-review', planId] as const,
  exercise: (id: string) => ['exercises', 'detail', id] as const,

  /** The food log (features/foods): search, recent foods, a day's log. */
  foods: {
    all: foods,
    search: (q: string) => [...foods, 'search', q] as const,
    recent: () => [...foods, 'recent'] as const,
    day: (date: string) => [...foods, 'day', date] as const,
  },
  progress: {
    all: progress,
    weights: () => [...progress, 'weights'] as const,
    measurements: () => [...progress, 'measurements'] as const,
    summary: () => [...progress, 'summary'] as const,
    outcomes: () => [...progress, 'outcomes'] as const,
    activity: (from: string, to: string) => [...progress, 'activity', from, to] as const,
    workouts: (planId: string) => [...progress, 'workouts', planId] as const,
    meals: (planId: string) => [...progress, 'meals', planId] as const,
    photos: () => [...progress, 'photos'] as const,
  },

  reports: {
    all: reports,
    list: () => [...reports, 'list'] as const,
    detail: (id: string) => [...reports, 'detail', id] as const,
    /** The biomarker history is built from the reports, so it lives under the same root. */
    biomarkers: () => [...reports, 'biomarkers'] as const,
  },
  riskAssessment: ['risk-assessment'] as const,

  billing: {
    all: billing,
    status: () => [...billing, 'status'] as const,
    config: () => [...billing, 'config'] as const,
    paypalSetup: () => [...billing, 'paypal-setup'] as const,
  },
  notificationPreferences: ['notifications', 'preferences'] as const,

  /** The admin console: `admin.all` is what its Refresh button reloads. */
  admin: {
    all: admin,
    stats: () => [...admin, 'stats'] as const,
    users: () => [...admin, 'users'] as const,
    userList: (params: AdminUsersParams) => [...admin, 'users', 'list', params] as const,
    userDetail: (id: string | null) => [...admin, 'users', 'detail', id] as const,
    reports: (params: AdminReportsParams) => [...admin, 'reports', params] as const,
    activity: () => [...admin, 'activity'] as const,
    activityPage: (limit: number) => [...admin, 'activity', limit] as const,
    system: () => [...admin, 'system'] as const,
    ticketLists: () => [...adminTickets, 'list'] as const,
    ticketList: (params: AdminTicketsParams) => [...adminTickets, 'list', params] as const,
    ticket: (id: string | null) => [...adminTickets, 'detail', id] as const,
  },
  /** The review statistics of the admin's Reviews tab. */
  reviewStats: ['review-stats'] as const,

  /** A member's own support requests. */
  support: {
    tickets: supportTickets,
    ticket: (id: string) => [...supportTickets, id] as const,
  },

  clinician: {
    queue: reviewQueue,
    review: (planId: string) => [...reviewQueue, planId] as const,
  },
  consultations: {
    all: consultations,
    thread: (memberId: string | undefined) => [...consultations, memberId ?? 'mine'] as const,
  },

  /** A protected file shown in the page (an image), by its URL. */
  file: (url: string) => ['files', url] as const,
};
