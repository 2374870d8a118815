/**
 * GET /api/account/export/fhir: the member's record as a FHIR R4 Bundle (modules/imports builds it), for the member,
 * or for the clinician caring for a Doctor Verified member (policy 'member:care'; audited like their other reads).
 * The same Bundle goes into the account export zip as record.fhir.json.
 */
import type { Db, Executor } from '../../db/client';
import { BadRequest, NotFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { recordBundle } from '../imports';
import { isUuid } from '../reports';
import { findUserEmail } from './account-repo';
import { memberData } from './member-data';

type MemberData = Awaited<ReturnType<typeof memberData>>;

/** Who cares for members (the clinician service's reads, passed in services.ts). */
export interface CareReads {
  careTeamOf(memberId: string): Promise<{ userId: string } | null>;
  activeClinician(userId: string): Promise<unknown>;
  isDoctorVerified(userId: string): Promise<boolean>;
}

/** The member's record as a FHIR Bundle, from their rows as the data export reads them. */
export function bundleOf(
  data: MemberData,
  user: { id: string; email: string },
  at: Date,
): Record<string, unknown> {
  return recordBundle(
    {
      user,
      profile: data.profile,
      reports: data.reports,
      biomarkers: data.biomarkers,
      weights: data.progress.weights,
      measurements: data.progress.measurements,
      activePlan: data.plans.find((p) => p.isActive) ?? null,
    },
    at,
  );
}

export function createFhirExport(deps: { db: Db; now: () => Date; care: CareReads }) {
  const { db, now, care } = deps;

  async function ownerFor(actor: Actor, memberId: string | undefined): Promise<string> {
    const ownerId = memberId ?? actor.user.id;
    if (ownerId === actor.user.id) return ownerId;
    if (!isUuid(ownerId)) throw new BadRequest('memberId must be an account id', 'memberId');
    const careTeam = await care.careTeamOf(ownerId);
    authorize(actor.user, 'member:care', {
      userId: ownerId,
      assignedClinicianId: careTeam?.userId ?? null,
      activeClinician: (await care.activeClinician(actor.user.id)) !== undefined,
      memberDoctorVerified: await care.isDoctorVerified(ownerId),
    });
    return ownerId;
  }

  async function audit(ex: Executor, actor: Actor, ownerId: string): Promise<void> {
    await recordAudit(
      ex,
      ownerId === actor.user.id
        ? { actorId: actor.user.id, action: 'account.exported_fhir', targetType: 'user', targetId: ownerId }
        : {
            actorId: actor.user.id,
            action: 'clinician.member_data.viewed',
            targetType: 'user',
            targetId: ownerId,
            detail: { ownerId, view: 'fhir-record' },
          },
    );
  }

  return {
    async exportFhir(actor: Actor, memberId: string | undefined): Promise<Record<string, unknown>> {
      const ownerId = await ownerFor(actor, memberId);
      const email = await findUserEmail(db, ownerId);
      if (email === undefined) throw new NotFound('Not found.');
      const data = await memberData(db, ownerId);
      await audit(db, actor, ownerId);
      return bundleOf(data, { id: ownerId, email }, now());
    },
  };
}
