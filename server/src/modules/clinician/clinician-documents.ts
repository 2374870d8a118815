/** Documents of an approved review: the certificate, its public verification, and the detailed health report. */
import type { CertificateVerification } from '@common/clinician';
import { NotFound } from '../../lib/errors';
import { recordAudit, recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { findProfileRow } from '../profile/profile-service';
import type { ClinicianKit } from './clinician-kit';
import { certificatePdf, healthReportPdf } from './clinician-pdfs';
import { initialsOf } from './clinician-presenters';
import * as repo from './clinician-repo';

export function createDocuments(kit: ClinicianKit) {
  const { db, now, deps, riskOf, historyOf, approvedRecord } = kit;
  return {
    /** Public verification: only validity, dates, the clinician and the member's initials. */
    async verifyCertificate(code: string): Promise<CertificateVerification> {
      const cleaned = code.trim().toUpperCase();
      const cert = /^[A-Z0-9]{12}$/.test(cleaned) ? await repo.findCertificate(db, cleaned) : undefined;
      if (!cert) throw new NotFound('No certificate with this code.');
      const member = await repo.findUser(db, cert.memberId);
      const clinician = cert.clinicianId ? await repo.findClinician(db, cert.clinicianId) : undefined;
      const at = now();
      // A refund withdraws Doctor Verified (billing-reversals): the certificate stops being valid with it.
      if (!cert.revokedAt && member && !member.doctorVerified) {
        await repo.revokeCertificates(db, cert.memberId, 'Doctor Verified was withdrawn (refund).', at);
        await recordAudit(
          db,
          {
            actorId: null,
            action: 'certificate.revoked',
            targetType: 'user',
            targetId: cert.memberId,
            detail: { reason: 'refund' },
          },
          at,
        );
        cert.revokedAt = at;
      }
      return {
        valid: !cert.revokedAt && cert.expiresAt > at,
        issuedAt: cert.issuedAt.toISOString(),
        expiresAt: cert.expiresAt.toISOString(),
        clinicianName: clinician?.displayName ?? 'Unknown',
        registrationNumber: clinician?.registrationNumber ?? 'Unknown',
        memberInitials: member ? initialsOf(member.username) : '?',
      };
    },

    /** The medical clearance certificate of an approved plan the caller may read (an admin's download is audited). */
    async certificate(actor: Actor, planId: string): Promise<Buffer> {
      const record = await approvedRecord(actor, planId);
      const pdf = await certificatePdf(record, deps.publicUrl());
      const { plan } = record;
      await recordHealthDataAccess(db, actor.user, {
        type: 'plan',
        id: plan.id,
        ownerId: plan.userId,
        view: 'certificate',
      });
      return pdf;
    },

    /**
     * The detailed health report (profile, results, risk assessment, plan) of a plan the caller may read: the
     * fullest health document the app makes, so an admin's download is audited.
     */
    async healthReport(actor: Actor, planId: string): Promise<Buffer> {
      const record = await approvedRecord(actor, planId);
      const memberId = record.plan.userId;
      const pdf = await healthReportPdf(
        {
          ...record,
          content: record.plan.content,
          profile: await findProfileRow(db, memberId),
          biomarkers: await historyOf(memberId),
          risk: await riskOf(db, memberId),
        },
        now(),
      );
      await recordHealthDataAccess(db, actor.user, {
        type: 'plan',
        id: planId,
        ownerId: memberId,
        view: 'health-report',
      });
      return pdf;
    },
  };
}
