/** Clinicians, their members, plan reviews and certificates (the only clinician-module file that reads tables). */
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { certificates, clinicianAssignments, clinicians, planReviews } from './clinician-schema';
import { users } from '../auth/auth-schema';
import { leadsWithEscalation } from '../plans';
import { profileWithColumn } from '../profile/profile-service';

export type ClinicianRow = typeof clinicians.$inferSelect;
export type ReviewRow = typeof planReviews.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export async function findUser(ex: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await ex
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      isVerified: users.isVerified,
      isDisabled: users.isDisabled,
      doctorVerified: users.doctorVerified,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findUserIdByEmail(ex: Executor, email: string): Promise<string | undefined> {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}

export async function upsertClinician(
  ex: Executor,
  values: Omit<ClinicianRow, 'revokedAt' | 'grantedAt'> & { grantedAt: Date },
): Promise<ClinicianRow> {
  const [row] = await ex
    .insert(clinicians)
    .values({ ...values, revokedAt: null })
    .onConflictDoUpdate({ target: clinicians.userId, set: { ...values, revokedAt: null } })
    .returning();
  return row!;
}

export async function revokeClinician(
  ex: Executor,
  userId: string,
  at: Date,
): Promise<ClinicianRow | undefined> {
  const [row] = await ex
    .update(clinicians)
    .set({ revokedAt: at })
    .where(and(eq(clinicians.userId, userId), isNull(clinicians.revokedAt)))
    .returning();
  return row;
}

// Prepared: GET /api/auth/me asks it on every call (issue 33).
const clinicianStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(clinicians)
    .where(eq(clinicians.userId, sql.placeholder('userId')))
    .prepare('clinician_by_user'),
);

export async function findClinician(ex: Executor, userId: string): Promise<ClinicianRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await clinicianStatement(ex).execute({ userId });
  return row;
}

const profileAndRole = profileWithColumn(
  'profile_and_clinician_role',
  (userId) =>
    sql<boolean>`exists (select 1 from ${clinicians} where ${clinicians.userId} = ${userId} and ${clinicians.revokedAt} is null)`,
);

/** The member's profile and whether they hold the clinician role now, in one statement. */
export async function findProfileAndRole(ex: Executor, userId: string) {
  const { profile, column } = await profileAndRole(ex, userId);
  return { profile, isClinician: column === true };
}

export async function findActiveClinician(ex: Executor, userId: string): Promise<ClinicianRow | undefined> {
  const row = await findClinician(ex, userId);
  return row && !row.revokedAt ? row : undefined;
}

export async function listClinicians(ex: Executor): Promise<ClinicianRow[]> {
  return ex.select().from(clinicians).orderBy(asc(clinicians.grantedAt));
}

/** The active clinician with the fewest pending reviews, then the fewest members, then the longest-serving. */
export async function lowestLoadClinician(ex: Executor, except?: string): Promise<string | undefined> {
  const pending = sql<number>`(select count(*) from ${planReviews} where ${planReviews.clinicianId} = ${clinicians.userId} and ${planReviews.status} = 'pending')`;
  const members = sql<number>`(select count(*) from ${clinicianAssignments} where ${clinicianAssignments.clinicianId} = ${clinicians.userId})`;
  const rows = await ex
    .select({ id: clinicians.userId })
    .from(clinicians)
    .where(and(isNull(clinicians.revokedAt), except ? sql`${clinicians.userId} <> ${except}` : undefined))
    .orderBy(asc(pending), asc(members), asc(clinicians.grantedAt))
    .limit(1);
  return rows[0]?.id;
}

export async function findAssignment(ex: Executor, memberId: string) {
  const [row] = await ex
    .select()
    .from(clinicianAssignments)
    .where(eq(clinicianAssignments.memberId, memberId));
  return row;
}

export async function setAssignment(
  ex: Executor,
  memberId: string,
  clinicianId: string,
  assignedBy: 'load' | 'admin',
  at: Date,
): Promise<void> {
  await ex
    .insert(clinicianAssignments)
    .values({ memberId, clinicianId, assignedBy, assignedAt: at })
    .onConflictDoUpdate({
      target: clinicianAssignments.memberId,
      set: { clinicianId, assignedBy, assignedAt: at },
    });
}

export async function membersOf(ex: Executor, clinicianId: string): Promise<string[]> {
  const rows = await ex
    .select({ id: clinicianAssignments.memberId })
    .from(clinicianAssignments)
    .where(eq(clinicianAssignments.clinicianId, clinicianId));
  return rows.map((r) => r.id);
}

export async function deleteAssignment(ex: Executor, memberId: string): Promise<void> {
  await ex.delete(clinicianAssignments).where(eq(clinicianAssignments.memberId, memberId));
}

/** Pending reviews of a member's earlier plans are superseded by a new plan. */
export async function supersedePending(ex: Executor, memberId: string, at: Date): Promise<void> {
  await ex
    .update(planReviews)
    .set({ status: 'superseded', decidedAt: at })
    .where(and(eq(planReviews.memberId, memberId), eq(planReviews.status, 'pending')));
}

/** Closes the member's pending reviews without a decision ('canceled', the reason as the note); returns their plans' ids. */
export async function cancelPending(
  ex: Executor,
  memberId: string,
  reason: string,
  at: Date,
): Promise<string[]> {
  const rows = await ex
    .update(planReviews)
    .set({ status: 'canceled', decidedAt: at, note: reason })
    .where(and(eq(planReviews.memberId, memberId), eq(planReviews.status, 'pending')))
    .returning({ planId: planReviews.planId });
  return rows.map((r) => r.planId);
}

export async function insertReview(ex: Executor, values: typeof planReviews.$inferInsert): Promise<void> {
  await ex.insert(planReviews).values(values);
}

export async function findReview(ex: Executor, planId: string): Promise<ReviewRow | undefined> {
  if (!isUuid(planId)) return undefined;
  const [row] = await ex.select().from(planReviews).where(eq(planReviews.planId, planId));
  return row;
}

/** Locks the review for a decision (two clicks, two clinicians: one decides). */
export async function lockReview(ex: Executor, planId: string): Promise<ReviewRow | undefined> {
  if (!isUuid(planId)) return undefined;
  const [row] = await ex.select().from(planReviews).where(eq(planReviews.planId, planId)).for('update');
  return row;
}

export async function updateReview(ex: Executor, planId: string, set: Partial<ReviewRow>): Promise<void> {
  await ex.update(planReviews).set(set).where(eq(planReviews.planId, planId));
}

export async function assignPendingOf(
  ex: Executor,
  memberId: string,
  clinicianId: string | null,
): Promise<void> {
  await ex
    .update(planReviews)
    .set({ clinicianId })
    .where(and(eq(planReviews.memberId, memberId), eq(planReviews.status, 'pending')));
}

/** Pending reviews that wait for a clinician (none was active when the plan was made). */
export async function unassignedPending(ex: Executor): Promise<{ planId: string; memberId: string }[]> {
  return ex
    .select({ planId: planReviews.planId, memberId: planReviews.memberId })
    .from(planReviews)
    .where(and(eq(planReviews.status, 'pending'), isNull(planReviews.clinicianId)));
}

/**
 * A review is urgent when its plan leads with a result past a critical threshold (engine/safety/escalation.ts,
 * warning codes `escalation:…`; the plans module answers it): those come first in the queue.
 */
const urgentReview = leadsWithEscalation(planReviews.planId);

/**
 * The clinician's queue, urgent first, then oldest first, with the member's name, whether they hold Doctor Verified now and whom they
 * are assigned to now (the caller decides what a clinician still sees of members who left their care).
 */
export async function queue(ex: Executor, clinicianId: string, status: string) {
  return ex
    .select({
      planId: planReviews.planId,
      memberId: planReviews.memberId,
      memberName: users.username,
      memberDoctorVerified: users.doctorVerified,
      assignedClinicianId: clinicianAssignments.clinicianId,
      requestedAt: planReviews.requestedAt,
      decidedAt: planReviews.decidedAt,
      note: planReviews.note,
      status: planReviews.status,
      criticalFindings: planReviews.criticalFindings,
      resubmission: sql<boolean>`exists (select 1 from ${planReviews} p2 where p2.member_id = ${planReviews.memberId} and p2.status = 'changes_requested' and p2.requested_at < ${planReviews.requestedAt})`,
      urgent: urgentReview,
    })
    .from(planReviews)
    .innerJoin(users, eq(users.id, planReviews.memberId))
    .leftJoin(clinicianAssignments, eq(clinicianAssignments.memberId, planReviews.memberId))
    .where(and(eq(planReviews.clinicianId, clinicianId), eq(planReviews.status, status)))
    .orderBy(desc(urgentReview), asc(planReviews.requestedAt))
    .limit(200);
}

/** The overrides of the member's latest changes request (they carry over to every later plan). */
export async function latestOverrides(ex: Executor, memberId: string): Promise<unknown> {
  const [row] = await ex
    .select({ overrides: planReviews.overrides })
    .from(planReviews)
    .where(and(eq(planReviews.memberId, memberId), isNotNull(planReviews.overrides)))
    .orderBy(desc(planReviews.decidedAt))
    .limit(1);
  return row?.overrides ?? null;
}

export async function insertCertificate(
  ex: Executor,
  values: typeof certificates.$inferInsert,
): Promise<void> {
  await ex.insert(certificates).values(values);
}

export async function findCertificate(ex: Executor, code: string): Promise<CertificateRow | undefined> {
  const [row] = await ex.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

export async function certificateOfPlan(ex: Executor, planId: string): Promise<CertificateRow | undefined> {
  const [row] = await ex
    .select()
    .from(certificates)
    .where(eq(certificates.planId, planId))
    .orderBy(desc(certificates.issuedAt))
    .limit(1);
  return row;
}

export async function revokeCertificates(
  ex: Executor,
  memberId: string,
  reason: string,
  at: Date,
): Promise<number> {
  const rows = await ex
    .update(certificates)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(certificates.memberId, memberId), isNull(certificates.revokedAt)))
    .returning({ code: certificates.code });
  return rows.length;
}

/** The admin's Reviews view: queue, oldest waiting, reviews done and the hours they took. */
export async function reviewStats(ex: Executor) {
  const [q] = await ex
    .select({ pending: count(), oldest: sql<Date | null>`min(${planReviews.requestedAt})` })
    .from(planReviews)
    .where(eq(planReviews.status, 'pending'));
  const done = await ex
    .select({
      hours: sql<number>`extract(epoch from (${planReviews.decidedAt} - ${planReviews.requestedAt})) / 3600`,
    })
    .from(planReviews)
    .where(sql`${planReviews.status} in ('approved', 'changes_requested', 'declined')`);
  const per = await ex
    .select({
      clinicianId: clinicians.userId,
      displayName: clinicians.displayName,
      revokedAt: clinicians.revokedAt,
      assignedMembers: sql<number>`(select count(*) from ${clinicianAssignments} where ${clinicianAssignments.clinicianId} = ${clinicians.userId})`,
      pending: sql<number>`(select count(*) from ${planReviews} where ${planReviews.clinicianId} = ${clinicians.userId} and ${planReviews.status} = 'pending')`,
      done: sql<number>`(select count(*) from ${planReviews} where ${planReviews.clinicianId} = ${clinicians.userId} and ${planReviews.status} in ('approved', 'changes_requested', 'declined'))`,
    })
    .from(clinicians)
    .orderBy(asc(clinicians.displayName));
  return {
    pending: Number(q?.pending ?? 0),
    oldest: q?.oldest ?? null,
    doneHours: done.map((d) => Number(d.hours)),
    per,
  };
}
