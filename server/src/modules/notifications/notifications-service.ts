/**
 * Notification mails: each category can be turned off on the profile or with the mail's unsubscribe link. They go
 * only to verified addresses (an unverified address may belong to someone else). Emitters take the caller's
 * transaction, so a mail is queued exactly when the event it tells of is committed.
 */
import {
  CHECK_IN_REMINDER_AFTER_DAYS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_LABELS,
  SUBSCRIPTION_REMINDER_DAYS,
  type NotificationCategory,
  type NotificationPreferences,
} from '@common/notifications';
import { PRODUCT_NAME } from '@common/limits';
import { RETEST_RULES, retestReminders } from '@common/retest-rules';
import { hasActiveSubscription } from '@common/subscription';
import type { Db, Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { BadRequest } from '../../lib/errors';
import type { TransactionalMailQueue } from '../../mail/mail-queue';
import { renderMail } from '../../mail/mail-templates';
import {
  checkInReminderText,
  paymentReceiptText,
  planReadyText,
  reportProcessedText,
  retestReminderText,
  subscriptionReminderText,
  type NotificationText,
} from '../../mail/notification-mails';
import { usableReadings } from '../reports';
import * as repo from './notifications-repo';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

const DAY_MS = 86_400_000;
export const SUBSCRIPTION_REMINDERS_JOB = 'notifications.subscription-reminders';
export const SUBSCRIPTION_REMINDER_JOB = 'notifications.subscription-reminder';
export const PROGRESS_REMINDERS_JOB = 'notifications.progress-reminders';
export const CHECK_IN_REMINDER_JOB = 'notifications.check-in-reminder';
export const RETEST_REMINDER_JOB = 'notifications.retest-reminder';
export interface SubscriptionReminderPayload {
  userId: string;
  renewing: boolean;
  endsAt: string;
}
const WEEK_MS = 7 * DAY_MS;
/** A retest reminder is enqueued on any daily run within this many days of its due date (a missed run is caught
 * up); the job's singleton key, kept 30 days, makes it one mail. */
const RETEST_CATCH_UP_DAYS = 7;

/** The day a result is due again: its sample date plus the rule's months (UTC calendar arithmetic). */
export function retestDue(sampleDate: string, months: number): string {
  const d = new Date(`${sampleDate}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/**
 * The check-in reminders due now: members with a running plan and Premium or Doctor Verified (check-ins are theirs),
 * from the plan's second week on, whose last check-in is older than CHECK_IN_REMINDER_AFTER_DAYS days. One per plan
 * week (the key).
 */
export function dueCheckIns(
  rows: readonly {
    userId: string;
    subscriptionStatus: string;
    premiumExpiresAt: Date | null;
    doctorVerified: boolean;
    planId: string;
    startsAt: Date;
    lastCheckIn: Date | null;
  }[],
  now: Date,
): { userId: string; week: number; key: string }[] {
  return rows.flatMap((r) => {
    const week = Math.floor((now.getTime() - r.startsAt.getTime()) / WEEK_MS) + 1;
    const recent =
      r.lastCheckIn !== null &&
      now.getTime() - r.lastCheckIn.getTime() < CHECK_IN_REMINDER_AFTER_DAYS * DAY_MS;
    if (week < 2 || recent || !hasActiveSubscription(r, now)) return [];
    return [{ userId: r.userId, week, key: `check-in-reminder:${r.planId}:${week}` }];
  });
}

/**
 * The retest reminders due now: per member and biomarker, the newest usable result; where a retest rule covers it
 * (common/retest-rules.ts) and its due date passed within RETEST_CATCH_UP_DAYS days, one reminder per member and
 * sample date.
 */
export function dueRetests(
  rows: readonly {
    userId: string;
    code: (typeof RETEST_RULES)[number]['code'];
    valueCanonical: number | null;
    comparator: string | null;
    sampleDate: string | null;
    uploadedAt: Date;
  }[],
  today: string,
): { userId: string; key: string }[] {
  const newest = new Map<string, (typeof rows)[number] & { date: string }>();
  for (const r of rows) {
    const date = r.sampleDate ?? r.uploadedAt.toISOString().slice(0, 10);
    const k = `${r.userId}:${r.code}`;
    const seen = newest.get(k);
    if (!seen || date > seen.date) newest.set(k, { ...r, date });
  }
  const keys = new Map<string, { userId: string; key: string }>();
  const earliest = new Date(`${today}T00:00:00Z`);
  earliest.setUTCDate(earliest.getUTCDate() - RETEST_CATCH_UP_DAYS);
  const from = earliest.toISOString().slice(0, 10);
  for (const r of newest.values()) {
    const [rule] = retestReminders([r]);
    if (!rule) continue;
    const due = retestDue(r.date, rule.months);
    if (due > today || due <= from) continue;
    const key = `retest-reminder:${r.userId}:${r.date}`;
    keys.set(key, { userId: r.userId, key });
  }
  return [...keys.values()];
}

export interface NotificationDeps {
  db: Db;
  now: () => Date;
  mail: TransactionalMailQueue;
  jobs: Pick<JobQueue, 'enqueue'>;
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

  /** The jobs' work (notifications-jobs.ts registers and schedules them). */
  const reminders = {
    /** Daily: members whose premium ends in SUBSCRIPTION_REMINDER_DAYS days hear about it once per end date. */
    async queueSubscriptionReminders(): Promise<void> {
      const at = now();
      const from = new Date(at.getTime() + (SUBSCRIPTION_REMINDER_DAYS - 1) * DAY_MS);
      const to = new Date(at.getTime() + SUBSCRIPTION_REMINDER_DAYS * DAY_MS);
      for (const member of await repo.premiumEndingBetween(db, from, to)) {
        const endsAt = member.premiumExpiresAt!;
        await deps.jobs.enqueue(
          SUBSCRIPTION_REMINDER_JOB,
          {
            userId: member.id,
            renewing: member.subscriptionStatus === 'active',
            endsAt: endsAt.toISOString(),
          },
          { singletonKey: `subscription-reminder:${member.id}:${endsAt.toISOString()}` },
        );
      }
    },
    sendSubscriptionReminder: (p: SubscriptionReminderPayload) =>
      send(db, p.userId, 'subscription_reminder', subscriptionReminderText(p.renewing, new Date(p.endsAt))),

    /** Daily: the weekly check-in reminder (once a plan week) and the retest reminder (once per due result date). */
    async queueProgressReminders(): Promise<void> {
      const at = now();
      for (const due of dueCheckIns(await repo.runningPlans(db, at), at)) {
        await deps.jobs.enqueue(
          CHECK_IN_REMINDER_JOB,
          { userId: due.userId, week: due.week },
          { singletonKey: due.key },
        );
      }
      const codes = [...new Set(RETEST_RULES.map((r) => r.code))];
      const today = at.toISOString().slice(0, 10);
      for (const due of dueRetests(await usableReadings(db, { codes }), today)) {
        await deps.jobs.enqueue(RETEST_REMINDER_JOB, { userId: due.userId }, { singletonKey: due.key });
      }
    },
    sendCheckInReminder: (p: { userId: string; week: number }) =>
      send(db, p.userId, 'check_in_reminder', checkInReminderText(p.week)),
    sendRetestReminder: (p: { userId: string }) =>
      send(db, p.userId, 'retest_reminder', retestReminderText()),
  };

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
    reminders,

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
