import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents } from '../audit/audit-schema';
import { users } from '../auth/auth-schema';
import { payments } from '../billing/billing-schema';
import { plans, planMealSwaps, planVersions } from '../plans/plans-schema';
import { profiles } from '../profile/profile-schema';
import {
  checkIns,
  mealLogs,
  measurementLogs,
  weightLogs,
  workoutLogs,
  progressPhotos,
} from '../progress/progress-schema';
import { biomarkerResults, bloodTestReports } from '../reports/reports-schema';
import { supportMessages, supportTickets } from '../support/support-schema';

export async function updatePasswordHash(ex: Executor, userId: string, passwordHash: string): Promise<void> {
  await ex.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Everything stored about a member, for the data export (GDPR art. 15/20). */
export async function memberData(ex: Executor, userId: string) {
  const [profile] = await ex.select().from(profiles).where(eq(profiles.userId, userId));
  const reports = await ex
    .select()
    .from(bloodTestReports)
    .where(eq(bloodTestReports.userId, userId))
    .orderBy(asc(bloodTestReports.uploadedAt));
  const biomarkers = await ex
    .select()
    .from(biomarkerResults)
    .where(eq(biomarkerResults.userId, userId))
    .orderBy(asc(biomarkerResults.position));
  const planRows = await ex
    .select()
    .from(plans)
    .where(eq(plans.userId, userId))
    .orderBy(asc(plans.createdAt));
  // Earlier versions of the member's plans (a weekly check-in re-planned the remaining weeks).
  const versionRows = await ex
    .select({ version: planVersions })
    .from(planVersions)
    .innerJoin(plans, eq(plans.id, planVersions.planId))
    .where(eq(plans.userId, userId))
    .orderBy(asc(planVersions.planId), asc(planVersions.version));
  // Meals the member swapped on those plans.
  const swapRows = await ex
    .select({ swap: planMealSwaps })
    .from(planMealSwaps)
    .innerJoin(plans, eq(plans.id, planMealSwaps.planId))
    .where(eq(plans.userId, userId))
    .orderBy(asc(planMealSwaps.planId), asc(planMealSwaps.day), asc(planMealSwaps.meal));
  const paymentRows = await ex
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
  const tickets = await ex
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt));
  const activity = await ex
    .select()
    .from(auditEvents)
    .where(
      or(
        eq(auditEvents.actorId, userId),
        eq(auditEvents.targetId, userId),
        // Views of the member's own rows and lists that showed them (audit-repo's ownerId / ownerIds).
        sql`${auditEvents.detail}->>'ownerId' = ${userId}`,
        sql`${auditEvents.detail}->'ownerIds' ? ${userId}`,
        ownedTargets(
          'report',
          reports.map((r) => r.id),
        ),
        ownedTargets(
          'plan',
          planRows.map((p) => p.id),
        ),
        ownedTargets(
          'payment',
          paymentRows.flatMap((p) => [p.id, p.providerRef]),
        ),
        ownedTargets(
          'support_ticket',
          tickets.map((t) => t.id),
        ),
      ),
    )
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  const ticketMessages = await ex
    .select({ message: supportMessages })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportMessages.seq));
  const progress = {
    weights: await ex
      .select()
      .from(weightLogs)
      .where(eq(weightLogs.userId, userId))
      .orderBy(asc(weightLogs.date)),
    measurements: await ex
      .select()
      .from(measurementLogs)
      .where(eq(measurementLogs.userId, userId))
      .orderBy(asc(measurementLogs.date)),
    workouts: await ex
      .select()
      .from(workoutLogs)
      .where(eq(workoutLogs.userId, userId))
      .orderBy(asc(workoutLogs.date)),
    meals: await ex.select().from(mealLogs).where(eq(mealLogs.userId, userId)).orderBy(asc(mealLogs.date)),
    checkIns: await ex
      .select()
      .from(checkIns)
      .where(eq(checkIns.userId, userId))
      .orderBy(asc(checkIns.createdAt)),
    photos: await ex
      .select()
      .from(progressPhotos)
      .where(eq(progressPhotos.userId, userId))
      .orderBy(asc(progressPhotos.date), asc(progressPhotos.createdAt)),
  };
  return {
    profile: profile ?? null,
    progress,
    reports,
    biomarkers,
    plans: planRows,
    planVersions: versionRows.map((r) => r.version),
    planMealSwaps: swapRows.map((r) => r.swap),
    payments: paymentRows,
    activity,
    supportTickets: tickets,
    supportMessages: ticketMessages.map((m) => m.message),
  };
}

/** Events whose target is one of the member's rows (payments are audited by id or by the provider's reference). */
function ownedTargets(targetType: string, ids: (string | null)[]) {
  const known = ids.filter((id): id is string => Boolean(id));
  return known.length
    ? sql`(${auditEvents.targetType} = ${targetType} AND ${inArray(auditEvents.targetId, known)})`
    : undefined;
}

/** Every stored file of the member: report files and screenshots attached to their support requests. */
export async function storageKeysOf(ex: Executor, userId: string): Promise<string[]> {
  const reports = await ex
    .select({ key: bloodTestReports.storageKey })
    .from(bloodTestReports)
    .where(eq(bloodTestReports.userId, userId));
  const attachments = await ex
    .select({ key: supportMessages.attachmentKey })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(and(eq(supportTickets.userId, userId), isNotNull(supportMessages.attachmentKey)));
  const photos = await ex
    .select({ key: progressPhotos.storageKey })
    .from(progressPhotos)
    .where(eq(progressPhotos.userId, userId));
  return [...reports, ...attachments, ...photos].map((r) => r.key).filter((k): k is string => k !== null);
}

/** Deletes the member; every table that references users cascades (sessions, profile, reports, biomarkers, plans, payments). */
export async function deleteUser(ex: Executor, userId: string): Promise<void> {
  await ex.delete(users).where(eq(users.id, userId));
}
