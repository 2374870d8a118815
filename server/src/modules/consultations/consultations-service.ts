/**
 * Consultation messages ("direct healthcare professional access"): one secure thread per Doctor Verified member
 * with their assigned clinician. Attachments are references to the member's own reports; opening the thread marks
 * the other side's messages read; mails say only that a message arrived (decision 004), and only for the first
 * message the recipient has not read: further messages add to the same unread thread without another mail until
 * the recipient opens it (security issue #27: a burst of messages must not become a burst of mails).
 */
import {
  MESSAGE_REPLY_TARGET_HOURS,
  URGENT_SYMPTOMS_NOTICE,
  type ConsultationThread,
} from '@common/clinician';
import type { Db } from '../../db/client';
import { BadRequest, Conflict } from '../../lib/errors';
import type { MailQueue } from '../../mail/mail-types';
import { recordAudit } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { careMail, THREAD_READ_ONLY, toReviewer, type ClinicianService } from '../clinician';
import { reportOwner } from '../reports';
import * as repo from './consultations-repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ConsultationService = ReturnType<typeof createConsultationService>;

export function createConsultationService(deps: {
  db: Db;
  now: () => Date;
  mail: MailQueue;
  publicUrl: () => string;
  clinician: ClinicianService;
}) {
  const { db, now, clinician } = deps;

  /**
   * Whose thread the caller opens: their own (a member, even after Doctor Verified ended), or — for a clinician —
   * the member named, only while that member is assigned to them and holds Doctor Verified (else 404, as for a
   * stranger's thread).
   */
  async function threadOf(actor: Actor, memberId: string | undefined) {
    const ownerId = memberId ?? actor.user.id;
    if (!UUID.test(ownerId)) throw new BadRequest('memberId must be an account id', 'memberId');
    const careTeam = await clinician.careTeamOf(ownerId);
    const actorClinician =
      ownerId === actor.user.id ? undefined : await clinician.activeClinician(actor.user.id);
    const doctorVerified = await clinician.isDoctorVerified(ownerId);
    authorize(actor.user, 'member:care', {
      userId: ownerId,
      assignedClinicianId: careTeam?.userId ?? null,
      activeClinician: actorClinician !== undefined,
      memberDoctorVerified: doctorVerified,
    });
    return {
      ownerId,
      careTeam,
      doctorVerified,
      role: ownerId === actor.user.id ? ('member' as const) : ('clinician' as const),
    };
  }

  return {
    async list(actor: Actor, memberId?: string): Promise<ConsultationThread> {
      const { ownerId, careTeam, doctorVerified, role } = await threadOf(actor, memberId);
      const at = now();
      await repo.markRead(db, ownerId, role, at);
      if (role === 'clinician') {
        await recordAudit(db, {
          actorId: actor.user.id,
          action: 'clinician.member_data.viewed',
          targetType: 'consultation',
          targetId: ownerId,
          detail: { ownerId, view: 'consultation' },
        });
      }
      const rows = await repo.thread(db, ownerId);
      return {
        // Only the member reaches a thread once Doctor Verified ended (the clinician gets 404).
        readOnlyReason: doctorVerified ? null : THREAD_READ_ONLY,
        clinician: careTeam ? toReviewer(careTeam) : null,
        replyTargetHours: MESSAGE_REPLY_TARGET_HOURS,
        urgentNotice: URGENT_SYMPTOMS_NOTICE,
        messages: rows.map((r) => ({
          id: r.id,
          from: r.senderRole === 'clinician' ? 'clinician' : 'member',
          senderName:
            r.senderRole === 'clinician' && careTeam
              ? careTeam.displayName
              : (r.senderName ?? 'Deleted account'),
          body: r.body,
          reportId: r.reportId,
          createdAt: r.createdAt.toISOString(),
          readAt: r.readAt?.toISOString() ?? null,
        })),
      };
    },

    async post(actor: Actor, body: { body: string; reportId?: string; memberId?: string }) {
      // A clinician reaches only the thread of a member who holds Doctor Verified (threadOf).
      const { ownerId, careTeam, role } = await threadOf(actor, body.memberId);
      if (role === 'member') {
        authorize(actor.user, 'risk:read', null); // messages are part of the Doctor Verified package
        if (!careTeam) {
          throw new Conflict(
            'No clinician is assigned to you yet: create a Doctor Verified plan first, then write here.',
          );
        }
      }
      // Attachments are limited to the member's own reports.
      if (body.reportId && (await reportOwner(db, body.reportId)) !== ownerId) {
        throw new BadRequest("reportId must be one of the member's own reports.", 'reportId');
      }
      const to = role === 'member' ? careTeam?.userId : ownerId;
      const at = now();
      const { row, mailRecipient } = await db.transaction(async (tx) => {
        await repo.lockThread(tx, ownerId);
        // The recipient was told already about the unread messages before this one.
        const alreadyNotified = await repo.hasUnreadFrom(tx, ownerId, role);
        const m = await repo.insertMessage(tx, {
          memberId: ownerId,
          senderId: actor.user.id,
          senderRole: role,
          body: body.body,
          reportId: body.reportId ?? null,
          createdAt: at,
        });
        await recordAudit(
          tx,
          {
            actorId: actor.user.id,
            action: 'consultation.message.sent',
            targetType: 'consultation',
            targetId: ownerId,
            detail: { ownerId, role },
          },
          at,
        );
        return { row: m, mailRecipient: alreadyNotified ? undefined : to };
      });
      if (mailRecipient) {
        const recipient = await clinician.contactOf(mailRecipient);
        if (recipient)
          await deps.mail.enqueue(
            careMail(
              role === 'member' ? 'message_to_clinician' : 'message_to_member',
              recipient,
              deps.publicUrl(),
            ),
          );
      }
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },
  };
}
