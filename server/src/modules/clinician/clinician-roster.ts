/** The clinician roster (admin commands): granting and revoking the role, and assigning members. */
import type { Clinician, GrantClinicianBody } from '@common/clinician';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import type { ClinicianKit } from './clinician-kit';
import { toClinician } from './clinician-presenters';
import * as repo from './clinician-repo';

export function createRoster(kit: ClinicianKit) {
  const { db, now, assign, adoptUnassigned } = kit;

  async function grantRow(actorId: string | null, body: GrantClinicianBody): Promise<Clinician> {
    const target = await repo.findUser(db, body.userId);
    if (!target) throw new NotFound('No account with this userId.');
    if (target.isDisabled) throw new Conflict('This account is disabled.', 'userId');
    const at = now();
    return db.transaction(async (tx) => {
      const row = await repo.upsertClinician(tx, {
        userId: body.userId,
        displayName: body.displayName,
        registrationNumber: body.registrationNumber,
        registrationBody: body.registrationBody,
        specialty: body.specialty,
        grantedAt: at,
      });
      await recordAudit(
        tx,
        {
          actorId,
          action: 'clinician.granted',
          targetType: 'user',
          targetId: body.userId,
          detail: { registrationNumber: body.registrationNumber, registrationBody: body.registrationBody },
        },
        at,
      );
      await adoptUnassigned(tx, at);
      return toClinician(row);
    });
  }

  return {
    grant: (actor: Actor, body: GrantClinicianBody) => {
      authorize(actor.user, 'admin:console', null);
      return grantRow(actor.user.id, body);
    },

    /** `npm run admin -- grant-clinician <email>` (the operator is the actor; no session). */
    async grantByEmail(email: string, fields: Omit<GrantClinicianBody, 'userId'>): Promise<Clinician> {
      const userId = await repo.findUserIdByEmail(db, email);
      if (!userId) throw new NotFound(`No account with the email ${email}.`);
      return grantRow(null, { ...fields, userId });
    },

    async revoke(actor: Actor, userId: string): Promise<Clinician> {
      authorize(actor.user, 'admin:console', null);
      const at = now();
      return db.transaction(async (tx) => {
        const row = await repo.revokeClinician(tx, userId, at);
        if (!row) throw new NotFound('No active clinician with this userId.');
        await recordAudit(
          tx,
          { actorId: actor.user.id, action: 'clinician.revoked', targetType: 'user', targetId: userId },
          at,
        );
        // Their members (and pending reviews) move to the clinician with the lowest load, or wait for one.
        for (const memberId of await repo.membersOf(tx, userId)) {
          await assign(tx, memberId, (await repo.lowestLoadClinician(tx, userId)) ?? null, 'load', at);
        }
        return toClinician(row);
      });
    },

    async list(actor: Actor): Promise<Clinician[]> {
      authorize(actor.user, 'admin:console', null);
      return (await repo.listClinicians(db)).map(toClinician);
    },

    async assignByAdmin(actor: Actor, memberId: string, clinicianId: string): Promise<void> {
      authorize(actor.user, 'admin:console', null);
      if (!(await repo.findActiveClinician(db, clinicianId)))
        throw new BadRequest('clinicianId is not an active clinician.', 'clinicianId');
      if (!(await repo.findUser(db, memberId))) throw new NotFound('No account with this id.');
      await db.transaction(async (tx) => {
        await assign(tx, memberId, clinicianId, 'admin', now());
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'clinician.assigned',
          targetType: 'user',
          targetId: memberId,
          detail: { clinicianId, by: 'admin' },
        });
      });
    },
  };
}
