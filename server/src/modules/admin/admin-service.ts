/**
 * The admin console: member lists and details, every member's reports, statistics, recent activity, system
 * health and disabling accounts. Reading a member's details is audit-logged as admin access to health data.
 */
import { statfs } from 'node:fs/promises';
import {
  ADMIN_DETAIL_LIST_SIZE,
  ADMIN_STATS_DAYS,
  conversionRate,
  databaseStatus,
  diskStatus,
  fillDays,
  firstDayStart,
  freeUsers,
  overallStatus,
  paymentsStatus,
  plansPerUser,
  type AdminAccountResponse,
  type AdminActivityEvent,
  type AdminReportsResponse,
  type AdminStats,
  type AdminStatusFilter,
  type AdminSystem,
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersResponse,
  type PaymentMode,
} from '@common/admin';
import { auditActionLabel } from '@common/audit';
import { bmi } from '@common/health-metrics';
import type { ReportStatus } from '@common/options';
import { hasActiveSubscription, isPremiumActive, subscriptionStanding } from '@common/subscription';
import type { Database, Db } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { recordAdminListView, recordAudit } from '../audit/audit-repo';
import { revokeUserSessions } from '../auth/auth-repo';
import type { Actor } from '../auth/auth-service';
import { toUserDto, type UserRow } from '../auth/user-dto';
import { authorize } from '../auth/policy';
import * as repo from './admin-repo';

/** One payment provider and the money it takes: real ('live'), test ('sandbox') or none ('disabled'). */
export interface PaymentProviderCheck {
  provider: string;
  mode: PaymentMode;
}

/** Whether reports can be read right now (OCR engine and its language data available). */
export interface OcrCheck {
  ready: boolean;
  /** Shown to the admin, e.g. "2 workers idle" or why it is not ready. */
  message?: string;
}

export interface DiskUsage {
  freeBytes: number;
  totalBytes: number;
}

/**
 * Live checks the app wires to the real subsystems. Each may be sync or async; a check that is missing reports
 * 'unknown', one that throws or takes longer than CHECK_TIMEOUT_MS reports 'error'.
 */
export interface SystemChecks {
  payments?: () => PaymentProviderCheck[] | Promise<PaymentProviderCheck[]>;
  /** The warning to show while the payments sandbox is on (it grants paid plans without money), else null. */
  paymentsSandboxWarning?: () => string | null;
  ocr?: () => OcrCheck | Promise<OcrCheck>;
  /** Free and total bytes of the file system holding `path` (default: node:fs statfs). */
  disk?: (path: string) => Promise<DiskUsage>;
}

export interface AdminServiceDeps {
  db: Db;
  /** For the health check's ping and the database kind. */
  database: Pick<Database, 'kind' | 'ping'>;
  now: () => Date;
  /** The data directory (PGlite files, uploads) whose disk space the health check reports. */
  dataDir: string;
  systemChecks?: SystemChecks;
  /** Upper bound for each system check (default CHECK_TIMEOUT_MS). */
  checkTimeoutMs?: number;
  /** Called after an account is disabled or enabled, so cached sessions are dropped at once. */
  onAccountChanged: (userId: string) => void;
}

export const CHECK_TIMEOUT_MS = 3_000;

export type AdminService = ReturnType<typeof createAdminService>;

export function toAdminUserDto(row: UserRow): AdminUser {
  return { ...toUserDto(row), isDisabled: row.isDisabled };
}

async function statfsUsage(path: string): Promise<DiskUsage> {
  const s = await statfs(path);
  return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
}

function withTimeout<T>(work: () => T | Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    Promise.resolve()
      .then(work)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

const GIB = 1024 ** 3;
const formatGiB = (bytes: number) => `${(bytes / GIB).toFixed(1)} GB`;

export function createAdminService(deps: AdminServiceDeps) {
  const { db, now } = deps;
  const checks = deps.systemChecks ?? {};
  const timeoutMs = deps.checkTimeoutMs ?? CHECK_TIMEOUT_MS;
  const offset = (page: number, pageSize: number) => (page - 1) * pageSize;

  function assertConsole(actor: Actor): void {
    authorize(actor.user, 'admin:console', null);
  }

  async function databaseCheck(): Promise<AdminSystem['database']> {
    try {
      const latencyMs = await withTimeout(() => deps.database.ping(), timeoutMs);
      const status = databaseStatus(latencyMs);
      return {
        status,
        kind: deps.database.kind,
        latencyMs,
        message: status === 'ok' ? `Connected (${latencyMs} ms)` : `Connected but slow (${latencyMs} ms)`,
      };
    } catch (err) {
      return {
        status: 'error',
        kind: deps.database.kind,
        latencyMs: null,
        message: `Unreachable: ${reason(err)}`,
      };
    }
  }

  async function paymentsCheck(): Promise<AdminSystem['payments']> {
    const sandboxWarning = checks.paymentsSandboxWarning?.() ?? null;
    if (!checks.payments)
      return { status: 'unknown', providers: [], message: 'Not reported by this server', sandboxWarning };
    try {
      const providers = await withTimeout(checks.payments, timeoutMs);
      const status = paymentsStatus(providers.map((p) => p.mode));
      const live = providers.filter((p) => p.mode === 'live').map((p) => p.provider);
      const sandbox = providers.filter((p) => p.mode === 'sandbox').map((p) => p.provider);
      const parts = [
        live.length ? `Live: ${live.join(', ')}` : null,
        sandbox.length ? `Sandbox (no real charges): ${sandbox.join(', ')}` : null,
      ].filter(Boolean);
      return {
        status,
        providers: providers.map((p) => ({ provider: p.provider, mode: p.mode })),
        message: parts.length ? parts.join('; ') : 'No payment provider is enabled',
        sandboxWarning,
      };
    } catch (err) {
      return { status: 'error', providers: [], message: `Check failed: ${reason(err)}`, sandboxWarning };
    }
  }

  async function ocrCheck(): Promise<AdminSystem['ocr']> {
    if (!checks.ocr) return { status: 'unknown', message: 'Not reported by this server' };
    try {
      const result = await withTimeout(checks.ocr, timeoutMs);
      return {
        status: result.ready ? 'ok' : 'error',
        message: result.message ?? (result.ready ? 'Ready' : 'Not ready'),
      };
    } catch (err) {
      return { status: 'error', message: `Check failed: ${reason(err)}` };
    }
  }

  async function diskCheck(): Promise<AdminSystem['disk']> {
    const path = deps.dataDir;
    try {
      const usage = await withTimeout(() => (checks.disk ?? statfsUsage)(path), timeoutMs);
      const status = diskStatus(usage.freeBytes, usage.totalBytes);
      const percent = usage.totalBytes > 0 ? Math.round((usage.freeBytes / usage.totalBytes) * 100) : 0;
      return {
        status,
        path,
        freeBytes: usage.freeBytes,
        totalBytes: usage.totalBytes,
        message: `${formatGiB(usage.freeBytes)} free of ${formatGiB(usage.totalBytes)} (${percent}%)`,
      };
    } catch (err) {
      return {
        status: 'unknown',
        path,
        freeBytes: null,
        totalBytes: null,
        message: `Not readable: ${reason(err)}`,
      };
    }
  }

  return {
    /** A page of members (audit-logged with the search and whom it showed). */
    async listUsers(
      actor: Actor,
      query: {
        q?: string;
        status?: AdminStatusFilter;
        page: number;
        pageSize: number;
      },
    ): Promise<AdminUsersResponse> {
      const { rows, total } = await repo.listUsers(
        db,
        {
          q: query.q || undefined,
          status: query.status,
          limit: query.pageSize,
          offset: offset(query.page, query.pageSize),
        },
        now(),
      );
      await recordAdminListView(db, actor.user, { list: 'users', query, ownerIds: rows.map((r) => r.id) });
      return { users: rows.map(toAdminUserDto), total, page: query.page, pageSize: query.pageSize };
    },

    /** A page of every member's reports (audit-logged with whose reports it showed). */
    async listReports(
      actor: Actor,
      query: {
        status?: ReportStatus;
        page: number;
        pageSize: number;
      },
    ): Promise<AdminReportsResponse> {
      const { rows, total } = await repo.listReports(db, {
        status: query.status,
        limit: query.pageSize,
        offset: offset(query.page, query.pageSize),
      });
      await recordAdminListView(db, actor.user, {
        list: 'reports',
        query,
        ownerIds: rows.map((r) => r.userId),
      });
      return {
        reports: rows.map((r) => ({
          ...r,
          status: r.status,
          uploadedAt: r.uploadedAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async stats(): Promise<AdminStats> {
      const at = now();
      const since = firstDayStart(at, ADMIN_STATS_DAYS);
      const [users, totalPlans, totalReports, signups, plansMade] = await Promise.all([
        repo.userTotals(db, at),
        repo.countPlans(db),
        repo.countReports(db),
        repo.signupsByDay(db, since),
        repo.plansByDay(db, since),
      ]);
      return {
        totalUsers: users.total,
        activeSubscriptions: users.active,
        premiumActiveUsers: users.premium,
        doctorVerifiedUsers: users.doctorVerified,
        freeUsers: freeUsers(users.total, users.active),
        totalPlans,
        totalReports,
        conversionRate: conversionRate(users.active, users.total),
        plansPerUser: plansPerUser(totalPlans, users.total),
        subscriptionMix: {
          active: users.active,
          canceled: users.canceled,
          past_due: users.pastDue,
          free: users.free,
        },
        signupsByDay: fillDays(signups, at, ADMIN_STATS_DAYS),
        plansByDay: fillDays(plansMade, at, ADMIN_STATS_DAYS),
        generatedAt: at.toISOString(),
      };
    },

    /** A member's account, subscription, profile summary, plans, reports and payments (audit-logged). */
    async userDetail(actor: Actor, id: string): Promise<AdminUserDetail> {
      assertConsole(actor);
      const row = await repo.findUser(db, id);
      if (!row) throw new NotFound('User not found.');
      await recordAudit(db, {
        actorId: actor.user.id,
        action: 'admin.user.viewed',
        targetType: 'user',
        targetId: row.id,
      });
      const at = now();
      const [profile, planList, reportList, paymentList, sessionInfo] = await Promise.all([
        repo.findProfile(db, id),
        repo.recentPlans(db, id, ADMIN_DETAIL_LIST_SIZE),
        repo.recentReports(db, id, ADMIN_DETAIL_LIST_SIZE),
        repo.recentPayments(db, id, ADMIN_DETAIL_LIST_SIZE),
        repo.sessionSummary(db, id, at),
      ]);
      const user = toAdminUserDto(row);
      return {
        user,
        subscription: {
          status: subscriptionStanding(row, at),
          premiumActive: isPremiumActive(row, at),
          hasActiveSubscription: hasActiveSubscription(row, at),
          premiumExpiresAt: user.premiumExpiresAt,
          doctorVerified: row.doctorVerified,
          doctorVerifiedAt: user.doctorVerifiedAt,
        },
        sessions: {
          active: sessionInfo.active,
          lastSignInAt: sessionInfo.lastSignInAt?.toISOString() ?? null,
        },
        profile: profile
          ? {
              age: profile.age,
              gender: profile.gender,
              height: profile.heightCm,
              weight: profile.weightKg,
              bmi: bmi(profile.weightKg, profile.heightCm),
              activityLevel: profile.activityLevel,
              fitnessGoals: profile.fitnessGoals,
              dietaryRestrictions: profile.dietaryRestrictions,
              medicalConditions: profile.medicalConditions,
              medicationCount: profile.medications.length,
              updatedAt: profile.updatedAt.toISOString(),
            }
          : null,
        plans: {
          total: planList.total,
          items: planList.rows.map((p) => ({
            ...p,
            createdAt: p.createdAt.toISOString(),
            expiresAt: p.expiresAt.toISOString(),
          })),
        },
        reports: {
          total: reportList.total,
          items: reportList.rows.map((r) => ({
            ...r,
            status: r.status,
            uploadedAt: r.uploadedAt.toISOString(),
          })),
        },
        payments: {
          total: paymentList.total,
          items: paymentList.rows.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
        },
      };
    },

    /**
     * Disables (or re-enables) an account. Disabling ends every session at once, in the same transaction as
     * the flag and its audit entry; a disabled account cannot log in (auth-service) or use an old token.
     */
    async setDisabled(actor: Actor, id: string, disable: boolean): Promise<AdminAccountResponse> {
      const target = await repo.findUser(db, id);
      if (!target) throw new NotFound('User not found.');
      authorize(actor.user, 'account:set-disabled', { target, disable });
      const at = now();
      const updated = await db.transaction(async (tx) => {
        const row = await repo.setUserDisabled(tx, id, disable);
        if (!row) throw new NotFound('User not found.');
        if (disable) await revokeUserSessions(tx, id, at);
        await recordAudit(
          tx,
          {
            actorId: actor.user.id,
            action: disable ? 'admin.user.disabled' : 'admin.user.enabled',
            targetType: 'user',
            targetId: id,
          },
          at,
        );
        return row;
      });
      deps.onAccountChanged(id);
      return {
        message: disable
          ? `${updated.username}'s account is disabled and signed out everywhere.`
          : `${updated.username}'s account is enabled again.`,
        user: toAdminUserDto(updated),
      };
    },

    async activity(limit: number): Promise<AdminActivityEvent[]> {
      const rows = await repo.latestActivity(db, limit);
      return rows.map((r) => ({ ...r, at: r.at.toISOString(), label: auditActionLabel(r.action) }));
    },

    /** Real checks, run in parallel, each bounded by CHECK_TIMEOUT_MS. */
    async system(): Promise<AdminSystem> {
      const [database, payments, ocr, disk] = await Promise.all([
        databaseCheck(),
        paymentsCheck(),
        ocrCheck(),
        diskCheck(),
      ]);
      const api = {
        status: 'ok' as const,
        uptimeSeconds: Math.round(process.uptime()),
        nodeVersion: process.version,
      };
      return {
        checkedAt: now().toISOString(),
        status: overallStatus([api.status, database.status, payments.status, ocr.status, disk.status]),
        api,
        database,
        payments,
        ocr,
        disk,
      };
    },
  };
}
