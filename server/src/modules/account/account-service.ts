import { PRODUCT_NAME } from '@common/limits';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { strToU8 } from 'fflate';
import type { Database } from '../../db/client';
import { TooManyRequests, Unauthorized } from '../../lib/errors';
import type { FileStore } from '../../storage/file-store';
import { recordAudit } from '../audit/audit-repo';
import { supersedeTokens } from '../auth/account-tokens-repo';
import { revokeUserSessions } from '../auth/auth-repo';
import type { Actor } from '../auth/auth-service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { toUserDto } from '../auth/user-dto';
import { foodLogCsv } from '../foods';
import { CSV_FILES, logsCsv } from '../progress';
import * as repo from './account-repo';
import { bundleOf, createFhirExport, type CareReads } from './account-fhir';
import { memberData, storageKeysOf } from './member-data';
import { zipStream, type ZipEntry } from './zip-stream';

/** Exports being streamed at once by one server; each holds one report file in memory at a time. */
export const MAX_CONCURRENT_EXPORTS = 2;

export type AccountService = ReturnType<typeof createAccountService>;

type MemberData = Awaited<ReturnType<typeof memberData>>;

/**
 * The audit events about a member, as the export shows them: who acted ('you', 'staff' or 'system', never another
 * account's id), and the target and detail only when the target is the member or one of their rows. List views
 * (whose detail holds the admin's filters and the other members shown) and the member's own staff actions on
 * other accounts keep just what happened and when.
 */
function memberActivity(userId: string, data: MemberData) {
  const own = new Set<string | null>([userId, ...data.owned.flatMap((target) => target.ids)]); // null: no target
  return data.activity.map((event) => {
    const ownTarget = event.targetId !== null && own.has(event.targetId);
    return {
      action: event.action,
      at: event.at,
      by: event.actorId === userId ? 'you' : event.actorId ? 'staff' : 'system',
      targetType: event.targetType,
      ...(ownTarget ? { targetId: event.targetId, detail: event.detail } : {}),
    };
  });
}

/** A filename-safe version of the display name, kept unique inside the archive. */
function archiveName(index: number, filename: string): string {
  return `reports/${String(index + 1).padStart(3, '0')}-${filename.replace(/[^\w.-]+/g, '_')}`;
}

function photoArchiveName(index: number, date: string): string {
  return `progress-photos/${String(index + 1).padStart(3, '0')}-${date}.jpg`;
}

export function createAccountService(deps: {
  database: Database;
  files: FileStore;
  now: () => Date;
  log: FastifyBaseLogger;
  care: CareReads;
  /** After the member's sessions were revoked (password change, deletion): drops them from every session cache. */
  onSessionsRevoked: (userId: string) => void;
}) {
  const { database, files, now, log } = deps;
  const { db } = database;
  let exportsRunning = 0;

  async function confirmPassword(actor: Actor, password: string, message: string): Promise<void> {
    if (!(await verifyPassword(actor.user.passwordHash, password))) throw new Unauthorized(message);
  }

  return {
    ...createFhirExport({ db, now, care: deps.care }),

    /**
     * Changes the password and ends every other session (a thief with an old token is logged out); outstanding
     * reset and email-change links die too, so a thief's pending change of address cannot complete.
     */
    async changePassword(
      actor: Actor,
      body: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      await confirmPassword(actor, body.currentPassword, 'Your current password is not correct.');
      const hash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        const at = now();
        await repo.updatePasswordHash(tx, actor.user.id, hash);
        await supersedeTokens(
          tx,
          actor.user.id,
          ['reset_password', 'verify_email', 'cancel_email_change'],
          at,
        );
        await revokeUserSessions(tx, actor.user.id, at, actor.sessionId);
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'account.password_changed',
          targetType: 'user',
          targetId: actor.user.id,
        });
      });
      // After the commit: a cache that reloads a revoked session now finds it revoked (this instance and, over
      // the invalidation bus, the others).
      deps.onSessionsRevoked(actor.user.id);
    },

    /**
     * One zip, streamed: data.json with every row about the member, and the original report files (read one at a
     * time). Refused while MAX_CONCURRENT_EXPORTS are streaming.
     */
    async export(actor: Actor): Promise<{ filename: string; stream: Readable }> {
      if (exportsRunning >= MAX_CONCURRENT_EXPORTS) {
        throw new TooManyRequests(
          'Other exports are being prepared right now. Please try again in a minute.',
          60,
        );
      }
      exportsRunning++;
      const exportedAt = now().toISOString();
      let stream: Readable;
      try {
        const data = await memberData(db, actor.user.id);
        const reports = data.reports.map(({ storageKey: _key, ...visible }, i) => ({
          ...visible,
          file: archiveName(i, visible.filename),
        }));
        const photos = data.progress.photos.map(({ storageKey: _key, userId: _user, ...visible }, i) => ({
          ...visible,
          file: photoArchiveName(i, visible.date),
        }));
        const document = {
          exportedAt,
          product: PRODUCT_NAME,
          account: toUserDto(actor.user),
          profile: data.profile,
          reports,
          biomarkers: data.biomarkers,
          plans: data.plans,
          /** Earlier versions of those plans, as they were before a weekly check-in re-planned them. */
          planVersions: data.planVersions,
          /** Meals swapped on those plans (the dish chosen for a meal, as offered). */
          planMealSwaps: data.planMealSwaps,
          /** Progress logs (weights, measurements, workout sets, meals), weekly check-ins, photos and imported activity. */
          progress: { ...data.progress, photos },
          /** Files imported from other apps (Apple Health): when, and what each import did. */
          imports: data.imports,
          /** The food log (what was eaten, each entry with its meal and nutrients), own foods and recipes. */
          foods: data.foods,
          payments: data.payments.map(({ raw: _raw, ...p }) => p),
          activity: memberActivity(actor.user.id, data),
          supportRequests: data.supportTickets.map((t) => ({
            ...t,
            messages: data.supportMessages
              .filter((message) => message.ticketId === t.id)
              .map(({ attachmentKey: _key, ...message }) => message),
          })),
        };
        await recordAudit(db, {
          actorId: actor.user.id,
          action: 'account.exported',
          targetType: 'user',
          targetId: actor.user.id,
        });
        async function* entries(): AsyncGenerator<ZipEntry> {
          const text = (name: string, value: string) => ({ name, data: strToU8(value), compress: true });
          yield text('data.json', JSON.stringify(document, null, 2));
          const record = bundleOf(data, { id: actor.user.id, email: actor.user.email }, new Date(exportedAt));
          yield text('record.fhir.json', JSON.stringify(record, null, 2));
          for (const file of CSV_FILES) yield text(`progress/${file}`, logsCsv(file, data.progress));
          yield text('foods/food-log.csv', foodLogCsv(data.foods.foodLogs));
          yield text(
            'README.txt',
            `Your ${PRODUCT_NAME} data, exported ${exportedAt}.\n\ndata.json holds your account, profile, blood test results, plans, progress logs (weights, measurements, workouts, meals, check-ins), your food log, own foods and recipes, payments, support requests and account activity (including every access to your data by our staff).\nrecord.fhir.json is your health record as a FHIR R4 Bundle, which doctors' and hospitals' systems can read: lab results, body weight and measurements, and your active plan's nutrition targets.\nprogress/ holds your logs as CSV for a spreadsheet: weights, measurements, workout sets and meals.\nfoods/food-log.csv holds your food log as CSV, each entry with its meal (slot_index 1 is the second snack).\nreports/ holds the report files you uploaded, exactly as uploaded.\nprogress-photos/ holds your progress photos (as stored: JPEG, without metadata).\n`,
          );
          for (const [i, r] of data.reports.entries()) {
            let bytes: Buffer;
            try {
              bytes = await files.get(r.storageKey);
            } catch (err) {
              log.warn({ err, reportId: r.id }, 'report file missing from export');
              continue;
            }
            yield { name: reports[i]!.file, data: bytes, compress: false };
          }
          for (const [i, p] of data.progress.photos.entries()) {
            let bytes: Buffer;
            try {
              bytes = await files.get(p.storageKey);
            } catch (err) {
              log.warn({ err, photoId: p.id }, 'progress photo missing from export');
              continue;
            }
            yield { name: photos[i]!.file, data: bytes, compress: false };
          }
        }
        stream = zipStream(entries);
      } catch (err) {
        exportsRunning--;
        throw err;
      }
      stream.once('close', () => exportsRunning--);
      return { filename: `vitalplan-export-${exportedAt.slice(0, 10)}.zip`, stream };
    },

    /** Deletes every row and stored file of the member, after confirming the password. */
    async deleteAccount(actor: Actor, password: string): Promise<void> {
      await confirmPassword(actor, password, 'The password is not correct. Your account was not deleted.');
      const keys = await storageKeysOf(db, actor.user.id);
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
      deps.onSessionsRevoked(actor.user.id);
      // Rows are gone; files follow (a crash here leaves orphans that the start-up sweep removes).
      for (const key of keys)
        await files.delete(key).catch((err: unknown) => log.warn({ err }, 'could not delete a stored file'));
      await database
        .purgeDeleted()
        .catch((err: unknown) => log.warn({ err }, 'could not purge deleted rows from the database files'));
    },
  };
}
