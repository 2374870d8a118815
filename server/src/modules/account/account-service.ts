import { PRODUCT_NAME } from '@common/limits';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client';
import { Unauthorized } from '../../lib/errors';
import type { FileStore } from '../../storage/file-store';
import { recordAudit } from '../audit/audit-repo';
import { revokeUserSessions } from '../auth/auth-repo';
import type { Actor } from '../auth/auth-service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { toUserDto } from '../auth/user-dto';
import * as repo from './account-repo';

export type AccountService = ReturnType<typeof createAccountService>;

/** A filename-safe version of the display name, kept unique inside the archive. */
function archiveName(index: number, filename: string): string {
  return `reports/${String(index + 1).padStart(3, '0')}-${filename.replace(/[^\w.-]+/g, '_')}`;
}

export function createAccountService(deps: {
  db: Db;
  files: FileStore;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, files, now, log } = deps;

  async function confirmPassword(actor: Actor, password: string, message: string): Promise<void> {
    if (!(await verifyPassword(actor.user.passwordHash, password))) throw new Unauthorized(message);
  }

  return {
    /** Changes the password and ends every other session (a thief with an old token is logged out). */
    async changePassword(
      actor: Actor,
      body: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      await confirmPassword(actor, body.currentPassword, 'Your current password is not correct.');
      const hash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await repo.updatePasswordHash(tx, actor.user.id, hash);
        await revokeUserSessions(tx, actor.user.id, now(), actor.sessionId);
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'account.password_changed',
          targetType: 'user',
          targetId: actor.user.id,
        });
      });
    },

    /** One zip: data.json with every row about the member, and the original report files. */
    async export(actor: Actor): Promise<{ filename: string; bytes: Buffer }> {
      const data = await repo.memberData(db, actor.user.id);
      const entries: Zippable = {};
      const reports = [];
      for (const [i, r] of data.reports.entries()) {
        const file = archiveName(i, r.filename);
        try {
          entries[file] = new Uint8Array(await files.get(r.storageKey));
        } catch (err) {
          log.warn({ err, reportId: r.id }, 'report file missing from export');
        }
        const { storageKey: _key, ...visible } = r;
        reports.push({ ...visible, file });
      }
      const exportedAt = now().toISOString();
      const document = {
        exportedAt,
        product: PRODUCT_NAME,
        account: toUserDto(actor.user),
        profile: data.profile,
        reports,
        biomarkers: data.biomarkers,
        plans: data.plans,
        payments: data.payments.map(({ raw: _raw, ...p }) => p),
        activity: data.activity,
        supportRequests: data.supportTickets.map((t) => ({
          ...t,
          messages: data.supportMessages
            .filter((m) => m.ticketId === t.id)
            .map(({ attachmentKey: _key, ...m }) => m),
        })),
      };
      entries['data.json'] = strToU8(JSON.stringify(document, null, 2));
      entries['README.txt'] = strToU8(
        `Your ${PRODUCT_NAME} data, exported ${exportedAt}.\n\ndata.json holds your account, profile, blood test results, plans, payments, support requests and account activity.\nreports/ holds the report files you uploaded, exactly as uploaded.\n`,
      );
      await recordAudit(db, {
        actorId: actor.user.id,
        action: 'account.exported',
        targetType: 'user',
        targetId: actor.user.id,
      });
      return {
        filename: `vitalplan-export-${exportedAt.slice(0, 10)}.zip`,
        bytes: Buffer.from(zipSync(entries, { level: 6 })),
      };
    },

    /** Deletes every row and stored file of the member, after confirming the password. */
    async deleteAccount(actor: Actor, password: string): Promise<void> {
      await confirmPassword(actor, password, 'The password is not correct. Your account was not deleted.');
      const keys = await repo.storageKeysOf(db, actor.user.id);
      await db.transaction(async (tx) => {
        await repo.deleteUser(tx, actor.user.id);
        // No personal data in the record: only that an account was deleted.
        await recordAudit(tx, {
          actorId: null,
          action: 'account.deleted',
          targetType: 'user',
          targetId: actor.user.id,
        });
      });
      // Rows are gone; files follow (a crash here leaves orphans that the start-up sweep removes).
      for (const key of keys)
        await files.delete(key).catch((err: unknown) => log.warn({ err }, 'could not delete a report file'));
    },
  };
}
