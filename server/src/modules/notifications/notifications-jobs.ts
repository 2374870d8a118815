/** The notification module's jobs (services.ts registers every module's): daily reminder runs and their mails. */
import type { JobQueue } from '../../jobs/job-queue';
import {
  CHECK_IN_REMINDER_JOB,
  PROGRESS_REMINDERS_JOB,
  RETEST_REMINDER_JOB,
  SUBSCRIPTION_REMINDER_JOB,
  SUBSCRIPTION_REMINDERS_JOB,
  type NotificationService,
  type SubscriptionReminderPayload,
} from './notifications-service';

const DAY_MS = 86_400_000;

export function registerNotificationJobs(
  jobs: Pick<JobQueue, 'register' | 'schedule'>,
  notifications: Pick<NotificationService, 'reminders'>,
): void {
  const { reminders } = notifications;
  jobs.register(SUBSCRIPTION_REMINDERS_JOB, () => reminders.queueSubscriptionReminders());
  jobs.schedule(SUBSCRIPTION_REMINDERS_JOB, { everyMs: DAY_MS, offsetMs: 8 * 3600_000 });
  jobs.register<SubscriptionReminderPayload>(SUBSCRIPTION_REMINDER_JOB, ({ payload }) =>
    reminders.sendSubscriptionReminder(payload),
  );
  jobs.register(PROGRESS_REMINDERS_JOB, () => reminders.queueProgressReminders());
  jobs.schedule(PROGRESS_REMINDERS_JOB, { everyMs: DAY_MS, offsetMs: 7 * 3600_000 });
  jobs.register<{ userId: string; week: number }>(CHECK_IN_REMINDER_JOB, ({ payload }) =>
    reminders.sendCheckInReminder(payload),
  );
  jobs.register<{ userId: string }>(RETEST_REMINDER_JOB, ({ payload }) =>
    reminders.sendRetestReminder(payload),
  );
}
