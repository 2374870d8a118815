/**
 * The admin console: member lists and details, every member's reports, statistics, recent activity, system
 * health and disabling accounts. Reading a member's details is audit-logged as admin access to health data.
 */
import type { SnapshotCache } from '../../lib/snapshot-cache';
import {
  ADMIN_DETAIL_LIST_SIZE,
  ADMIN_STATS_DAYS,
  conversionRate,
  fillDays,
  firstDayStart,
  freeUsers,
  plansPerUser,
  type AdminAccountResponse,
  type AdminActivityEvent,
  type AdminReportsResponse,
  type AdminStats,
  type AdminStatusFilter,
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersResponse,
} from '@common/admin';
import { auditActionLabel } from '@common/audit';
import { bmi } from '@common/health-metrics';
import type { ReportStatus } from '@common/options';
import { hasActiveSubscription, isPremiumActive, subscriptionStanding } from '@common/subscription';
import type { Database, Db } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { latestActivity } from '../audit/audit-admin-reads';
import { recordAdminListView, recordAudit } from '../audit/audit-repo';
import { revokeUserSessions } from '../auth/auth-repo';
import type { Actor } from '../auth/auth-service';
import { toUserDto, type UserRow } from '../auth/user-dto';
import { authorize } from '../auth/policy';
import { recentPaymentsOf } from '../billing';
import { countAllPlans, plansByDay, recentPlansOf } from '../plans';
import { findProfileRow } from '../profile/profile-service';
import { countAllReports, listAllReports, recentReportsOf } from '../reports';
import * as repo from './admin-repo';
import { createSystemHealth, type SystemChecks } from './admin-system';

export {
  CHECK_TIMEOUT_MS,
  type DiskUsage,
  type OcrCheck,
  type PaymentProviderCheck,
  type SystemChecks,
} from './admin-system';

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
  /** The admin console's totals and analytics, up to ADMIN_SNAPSHOT_MS old (lib/snapshot-cache.ts). */
  snapshots: SnapshotCache;
}

export type AdminService = ReturnType<typeof createAdminService>;

export function toAdminUserDto(row: UserRow): AdminUser {
  return { ...toUserDto(row), isDisabled: row.isDisabled };
}

export function createAdminService(deps: AdminServiceDeps) {
  const { db, now, snapshots } = deps;
  const counting = (key: string, count: () => Promise<number>) => snapshots.get(key, count);
  const health = createSystemHealth(deps);
  const offset = (page: number, pageSize: number) => (page - 1) * pageSize;

  function assertConsole(actor: Actor): void {
    authorize(actor.user, 'admin:console', null);
  }

  async function computeStats(): Promise<AdminStats> {
    const at = now();
    const since = firstDayStart(at, ADMIN_STATS_DAYS);
    const [users, totalPlans, totalReports, signups, plansMade] = await Promise.all([
      repo.userTotals(db, at),
      countAllPlans(db),
      countAllReports(db),
      repo.signupsByDay(db, since),
      plansByDay(db, since),
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
        counting,
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
      const { rows, total } = await listAllReports(
        db,
        { status: query.status, limit: query.pageSize, offset: offset(query.page, query.pageSize) },
        counting,
      );
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

    /** The console's analytics: counted over every row, so kept up to ADMIN_SNAPSHOT_MS (generatedAt says when). */
    stats(): Promise<AdminStats> {
      return snapshots.get('stats', () => computeStats());
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
        findProfileRow(db, id),
        recentPlansOf(db, id, ADMIN_DETAIL_LIST_SIZE),
        recentReportsOf(db, id, ADMIN_DETAIL_LIST_SIZE),
        recentPaymentsOf(db, id, ADMIN_DETAIL_LIST_SIZE),
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
      const rows = await latestActivity(db, limit);
      return rows.map((r) => ({ ...r, at: r.at.toISOString(), label: auditActionLabel(r.action) }));
    },

    system: health.system,
  };
}
