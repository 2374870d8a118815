/**
 * Notification mails: each category can be turned off on the profile or with the mail's unsubscribe link. They go
 * only to verified addresses (an unverified address may belong to someone else). Emitters take the caller's
 * transaction, so a mail is queued exactly when the event it tells of is committed.
 */
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_LABELS,
  SUBSCRIPTION_REMINDER_DAYS,
  type NotificationCategory,
  type NotificationPreferences,
} from '@common/notifications';
import { PRODUCT_NAME } from '@common/limits';
import type { Db, Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { BadRequest } from '../../lib/errors';
import type { TransactionalMailQueue } from '../../mail/mail-queue';
import { renderMail } from '../../mail/mail-templates';
import {
  paymentReceiptText,
  planReadyText,
  reportProcessedText,
  subscriptionReminderText,
  type NotificationText,
} from '../../mail/notification-mails';
import * as repo from './notifications-repo';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

const DAY_MS = 86_400_000;
const REMINDER_JOB = 'notifications.subscription-reminders';

export interface NotificationDeps {
  db: Db;
  now: () => Date;
  mail: TransactionalMailQueue;
  jobs: JobQueue;
  publicUrl: () => string;
  /** Signs unsubscribe links. */
  key: Uint8Array;
}

/** The one-line calls other modules make when something worth a mail happened. */
export interface Notifier {
  reportProcessed(tx: Executor, userId: string, status: string): Promise<void>;
  planReady(tx: Executor, userId: string, planType: string): Promise<void>;
  paymentReceipt(
    tx: Executor,
    payment: {
      userId: string;
      planType: string;
      amountMinor: number;
      currency: string;
      provider: string;
      providerRef: string;
    },
  ): Promise<void>;
}

export type NotificationService = ReturnType<typeof createNotificationService>;

export function createNotificationService(deps: NotificationDeps) {
  const { db, now, mail } = deps;

  async function send(ex: Executor, userId: string, category: NotificationCategory, text: NotificationText) {
    const to = await repo.findRecipient(ex, userId);
    if (!to || !to.isVerified || to.isDisabled) return;
    if ((await repo.disabledCategories(ex, userId)).includes(category)) return;
    const base = deps.publicUrl();
    const token = signUnsubscribe(deps.key, userId, category);
    await mail.enqueue(
      renderMail({
        to: to.email,
        category: `notification.${category}`,
        subject: text.subject,
        greeting: `Hello ${to.username},`,
        paragraphs: text.paragraphs,
        action: { label: text.action.label, url: `${base}${text.action.path}` },
        reason: `You received this because "${NOTIFICATION_LABELS[category].label}" notifications are on for your ${PRODUCT_NAME} account. You can change this on your profile under Account & Privacy.`,
        unsubscribeUrl: `${base}/unsubscribe?token=${encodeURIComponent(token)}`,
      }),
      { tx: ex },
    );
  }

  // Daily: members whose premium ends in SUBSCRIPTION_REMINDER_DAYS days hear about it once per end date.
  deps.jobs.register(REMINDER_JOB, async () => {
    const at = now();
    const from = new Date(at.getTime() + (SUBSCRIPTION_REMINDER_DAYS - 1) * DAY_MS);
    const to = new Date(at.getTime() + SUBSCRIPTION_REMINDER_DAYS * DAY_MS);
    for (const member of await repo.premiumEndingBetween(db, from, to)) {
      const endsAt = member.premiumExpiresAt!;
      await deps.jobs.enqueue(
        'notifications.subscription-reminder',
        { userId: member.id, renewing: member.subscriptionStatus === 'active', endsAt: endsAt.toISOString() },
        { singletonKey: `subscription-reminder:${member.id}:${endsAt.toISOString()}` },
      );
    }
  });
  deps.jobs.schedule(REMINDER_JOB, { everyMs: DAY_MS, offsetMs: 8 * 3600_000 });
  deps.jobs.register<{ userId: string; renewing: boolean; endsAt: string }>(
    'notifications.subscription-reminder',
    ({ payload }) =>
      send(
        db,
        payload.userId,
        'subscription_reminder',
        subscriptionReminderText(payload.renewing, new Date(payload.endsAt)),
      ),
  );

  const notifier: Notifier = {
    async reportProcessed(tx, userId, status) {
      if (status !== 'processed' && status !== 'needs_review') return;
      await send(tx, userId, 'report_processed', reportProcessedText(status === 'needs_review'));
    },
    planReady: (tx, userId, planType) => send(tx, userId, 'plan_ready', planReadyText(planType)),
    paymentReceipt: (tx, p) =>
      send(
        tx,
        p.userId,
        'payment_receipt',
        paymentReceiptText({ ...p, reference: p.providerRef, paidAt: now() }),
      ),
  };

  return {
    notifier,

    async preferences(userId: string): Promise<NotificationPreferences> {
      const off = await repo.disabledCategories(db, userId);
      return Object.fromEntries(
        NOTIFICATION_CATEGORIES.map((c) => [c, !off.includes(c)]),
      ) as NotificationPreferences;
    },

    async savePreferences(userId: string, prefs: NotificationPreferences): Promise<NotificationPreferences> {
      await repo.saveDisabledCategories(
        db,
        userId,
        NOTIFICATION_CATEGORIES.filter((c) => !prefs[c]),
        now(),
      );
      return prefs;
    },

    async unsubscribe(token: string): Promise<{ message: string; category: NotificationCategory }> {
      const claims = verifyUnsubscribe(deps.key, token);
      if (!claims) throw new BadRequest('This unsubscribe link is not valid.', 'token');
      if (await repo.findRecipient(db, claims.userId))
        await repo.disableCategory(db, claims.userId, claims.category, now());
      return {
        message: `You will no longer receive "${NOTIFICATION_LABELS[claims.category].label}" mails. You can turn them back on from your profile.`,
        category: claims.category,
      };
    },
  };
}
