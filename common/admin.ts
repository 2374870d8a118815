/**
 * The admin console's API shapes (docs/product.md#screens, #data, #api) and its pure formulas (docs/product.md#pricing-and-limits: conversion rate,
 * plans per user). Imported by the server routes and the admin screen alike.
 */
import { z } from 'zod';
import { userSchema } from './auth';
import { REPORT_STATUSES } from './options';
import type { StatusDisplay } from './subscription';

// ---------------------------------------------------------------------------------------------------------------
// Limits

/** Lists return the first page of 50 unless asked otherwise; never more than 200 rows per page. */
export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 200;
/** Searching "q" longer than this is refused (a username or email is at most 254 characters anyway). */
export const ADMIN_SEARCH_MAX = 100;
/**
 * Searches of at least this many characters match anywhere in a username or email; shorter ones match the start
 * (a trigram index cannot serve a 1–2 character substring; scanning 100,000 rows for one misses the 50 ms target).
 */
export const ADMIN_SEARCH_SUBSTRING_MIN = 3;
/** Stats charts cover this many days, today included. */
export const ADMIN_STATS_DAYS = 30;
export const ADMIN_ACTIVITY_DEFAULT = 20;
export const ADMIN_ACTIVITY_MAX = 100;
/** How many recent plans / reports / payments the member details panel lists. */
export const ADMIN_DETAIL_LIST_SIZE = 20;
/** System health thresholds: a database slower than this answers "slow"; disks fuller than these warn / fail. */
export const DB_LATENCY_WARN_MS = 250;
export const DISK_FREE_WARN_RATIO = 0.1;
export const DISK_FREE_ERROR_RATIO = 0.03;
export const DISK_FREE_WARN_BYTES = 2 * 1024 ** 3;
export const DISK_FREE_ERROR_BYTES = 256 * 1024 ** 2;

// ---------------------------------------------------------------------------------------------------------------
// Pure formulas (docs/product.md#pricing-and-limits)

/** Conversion rate = active subscriptions / total users, as a rounded whole percent (0 when there are no users). */
export function conversionRate(activeSubscriptions: number, totalUsers: number): number {
  if (totalUsers <= 0) return 0;
  // Integer numerator first: 1/8 → 12.5 → 13 without binary-fraction surprises.
  return Math.round((activeSubscriptions * 100) / totalUsers);
}

/** Members without an active subscription (the complement the conversion rate is measured against). */
export function freeUsers(totalUsers: number, activeSubscriptions: number): number {
  return Math.max(0, totalUsers - activeSubscriptions);
}

/** Plans generated per user, to one decimal (0 when there are no users). */
export function plansPerUser(totalPlans: number, totalUsers: number): number {
  if (totalUsers <= 0) return 0;
  return Math.round((totalPlans * 10) / totalUsers) / 10;
}

/** "3f2a9c1b…": the first 8 characters of an id and an ellipsis (docs/product.md#screens, reports tab). */
export function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

/** Page count for a total (at least 1, so "page 1 of 1" shows for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The UTC calendar days (YYYY-MM-DD) of the last `days` days, oldest first, ending with `now`'s day. */
export function lastDays(now: Date, days: number): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(new Date(end - i * 86_400_000).toISOString().slice(0, 10));
  return out;
}

/** Start (00:00 UTC) of the first of the last `days` days. */
export function firstDayStart(now: Date, days: number): Date {
  return new Date(`${lastDays(now, days)[0]}T00:00:00.000Z`);
}

/** One entry per day of the window, with 0 for days that have no rows. */
export function fillDays(
  rows: readonly { date: string; count: number }[],
  now: Date,
  days: number,
): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.date, r.count]));
  return lastDays(now, days).map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

export type HealthStatus = 'ok' | 'warning' | 'error' | 'unknown';

/** Database health from its round-trip time (null: unreachable). */
export function databaseStatus(latencyMs: number | null): HealthStatus {
  if (latencyMs === null) return 'error';
  return latencyMs > DB_LATENCY_WARN_MS ? 'warning' : 'ok';
}

/** Disk health from free and total bytes: an error below 3 % or 256 MB free, a warning below 10 % or 2 GB. */
export function diskStatus(freeBytes: number | null, totalBytes: number | null): HealthStatus {
  if (freeBytes === null || totalBytes === null || totalBytes <= 0) return 'unknown';
  const ratio = freeBytes / totalBytes;
  if (ratio < DISK_FREE_ERROR_RATIO || freeBytes < DISK_FREE_ERROR_BYTES) return 'error';
  if (ratio < DISK_FREE_WARN_RATIO || freeBytes < DISK_FREE_WARN_BYTES) return 'warning';
  return 'ok';
}

export const PAYMENT_MODES = ['live', 'sandbox', 'disabled', 'unknown'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * Payments are fine when a provider is live and none is sandboxed; any sandbox warns (it grants paid plans without
 * money, and beside a live provider it is a free way around it); none usable is an error.
 */
export function paymentsStatus(modes: readonly PaymentMode[]): HealthStatus {
  if (modes.length === 0 || modes.every((m) => m === 'unknown')) return 'unknown';
  if (modes.includes('sandbox')) return 'warning';
  if (modes.includes('live')) return 'ok';
  return modes.every((m) => m === 'disabled') ? 'error' : 'unknown';
}

/** The worst of several statuses; 'unknown' only when nothing is known. */
export function overallStatus(statuses: readonly HealthStatus[]): HealthStatus {
  const known = statuses.filter((s) => s !== 'unknown');
  if (known.length === 0) return 'unknown';
  if (known.includes('error')) return 'error';
  if (known.includes('warning')) return 'warning';
  return 'ok';
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

export const paginationQuery = z.object({
  page: wholeNumber('Page', 1, 1_000_000).default(1),
  pageSize: wholeNumber('Page size', 1, ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});

/** The users tab's status filter; 'free' is every stored status other than the three paid states. */
export const ADMIN_STATUS_FILTERS = [
  'active',
  'canceled',
  'past_due',
  'free',
] as const satisfies readonly StatusDisplay[];
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export const adminUsersQuery = paginationQuery.extend({
  q: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters`)
    .optional(),
  status: z
    .enum(ADMIN_STATUS_FILTERS, { error: 'Status must be one of active, canceled, past_due, free' })
    .optional(),
});

export const adminReportsQuery = paginationQuery.extend({
  status: z
    .enum(REPORT_STATUSES, { error: `Status must be one of ${REPORT_STATUSES.join(', ')}` })
    .optional(),
});

export const adminActivityQuery = z.object({
  limit: wholeNumber('Limit', 1, ADMIN_ACTIVITY_MAX).default(ADMIN_ACTIVITY_DEFAULT),
});

export const adminUserIdParams = z.object({ id: z.uuid({ error: 'User id must be a UUID' }) });

// ---------------------------------------------------------------------------------------------------------------
// Responses

/** A user as the admin sees it: the public user plus whether the account is disabled. */
export const adminUserSchema = userSchema.extend({ isDisabled: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;

const page = { total: z.number(), page: z.number(), pageSize: z.number() };

export const adminUsersResponse = z.object({ users: z.array(adminUserSchema), ...page });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminReportSchema = z.object({
  id: z.string(),
  filename: z.string(),
  userId: z.string(),
  /** The owner's username (null only if the account is gone mid-request). */
  username: z.string().nullable(),
  uploadedAt: z.string(),
  status: z.enum(REPORT_STATUSES),
  mimeType: z.string(),
  size: z.number(),
});

export const adminReportsResponse = z.object({ reports: z.array(adminReportSchema), ...page });
export type AdminReportsResponse = z.infer<typeof adminReportsResponse>;

export const dayCountSchema = z.object({ date: z.string(), count: z.number() });
export type DayCount = z.infer<typeof dayCountSchema>;

export const adminStatsResponse = z.object({
  totalUsers: z.number(),
  /** Members with an active subscription as common/subscription.ts defines it: premium not expired, or doctor verified. */
  activeSubscriptions: z.number(),
  /** Premium active (status 'active' and not expired), whether or not also doctor verified. */
  premiumActiveUsers: z.number(),
  doctorVerifiedUsers: z.number(),
  freeUsers: z.number(),
  totalPlans: z.number(),
  totalReports: z.number(),
  /** Rounded percent (docs/product.md#pricing-and-limits). */
  conversionRate: z.number(),
  /** One decimal (docs/product.md#pricing-and-limits). */
  plansPerUser: z.number(),
  /** Stored subscription status as the users table shows it (anything else counts as free). */
  subscriptionMix: z.object({
    active: z.number(),
    canceled: z.number(),
    past_due: z.number(),
    free: z.number(),
  }),
  /** Last ADMIN_STATS_DAYS UTC days, oldest first, zero-filled. */
  signupsByDay: z.array(dayCountSchema),
  plansByDay: z.array(dayCountSchema),
  generatedAt: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsResponse>;

export const adminProfileSummarySchema = z.object({
  age: z.number().nullable(),
  gender: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bmi: z.number().nullable(),
  activityLevel: z.string().nullable(),
  fitnessGoals: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  medicalConditions: z.array(z.string()),
  /** Only how many: the list itself is not needed to run the service. */
  medicationCount: z.number(),
  updatedAt: z.string(),
});

export const adminPlanItemSchema = z.object({
  id: z.string(),
  planType: z.string(),
  summary: z.string(),
  isActive: z.boolean(),
  confidenceScore: z.number(),
  reviewStatus: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const adminUserReportItemSchema = z.object({
  id: z.string(),
  filename: z.string(),
  status: z.enum(REPORT_STATUSES),
  uploadedAt: z.string(),
  biomarkerCount: z.number(),
});

export const adminPaymentItemSchema = z.object({
  id: z.string(),
  provider: z.string(),
  planType: z.string(),
  amountMinor: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });

export const adminUserDetailResponse = z.object({
  user: adminUserSchema,
  subscription: z.object({
    status: z.enum(ADMIN_STATUS_FILTERS),
    premiumActive: z.boolean(),
    hasActiveSubscription: z.boolean(),
    premiumExpiresAt: z.string().nullable(),
    doctorVerified: z.boolean(),
    doctorVerifiedAt: z.string().nullable(),
  }),
  sessions: z.object({ active: z.number(), lastSignInAt: z.string().nullable() }),
  profile: adminProfileSummarySchema.nullable(),
  plans: listOf(adminPlanItemSchema),
  reports: listOf(adminUserReportItemSchema),
  payments: listOf(adminPaymentItemSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailResponse>;

export const adminActivityEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  label: z.string(),
  actorId: z.string().nullable(),
  actorUsername: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
});
export type AdminActivityEvent = z.infer<typeof adminActivityEventSchema>;
export const adminActivityResponse = z.object({ events: z.array(adminActivityEventSchema) });

export const HEALTH_STATUSES = ['ok', 'warning', 'error', 'unknown'] as const;
const healthStatus = z.enum(HEALTH_STATUSES);

export const adminSystemResponse = z.object({
  checkedAt: z.string(),
  status: healthStatus,
  api: z.object({ status: healthStatus, uptimeSeconds: z.number(), nodeVersion: z.string() }),
  database: z.object({
    status: healthStatus,
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable(),
    message: z.string(),
  }),
  payments: z.object({
    status: healthStatus,
    providers: z.array(z.object({ provider: z.string(), mode: z.enum(PAYMENT_MODES) })),
    message: z.string(),
    /** Set while the payments sandbox is on: shown loudly on the health card. */
    sandboxWarning: z.string().nullable(),
  }),
  ocr: z.object({ status: healthStatus, message: z.string() }),
  disk: z.object({
    status: healthStatus,
    path: z.string(),
    freeBytes: z.number().nullable(),
    totalBytes: z.number().nullable(),
    message: z.string(),
  }),
});
export type AdminSystem = z.infer<typeof adminSystemResponse>;

export const adminAccountResponse = z.object({ message: z.string(), user: adminUserSchema });
export type AdminAccountResponse = z.infer<typeof adminAccountResponse>;
