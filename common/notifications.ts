/** Notification mails a member can turn off (profile → Account & Privacy), each with an unsubscribe link. */
import { z } from 'zod';

export const NOTIFICATION_CATEGORIES = [
  'report_processed',
  'plan_ready',
  'payment_receipt',
  'subscription_reminder',
  'check_in_reminder',
  'retest_reminder',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_LABELS: Record<NotificationCategory, { label: string; description: string }> = {
  report_processed: {
    label: 'Blood test reports',
    description: 'When a report you uploaded has been read, or needs you to check it.',
  },
  plan_ready: { label: 'Plans', description: 'When a new plan is ready.' },
  payment_receipt: { label: 'Payment receipts', description: 'A receipt for each payment.' },
  subscription_reminder: {
    label: 'Subscription reminders',
    description: 'Three days before your Premium subscription renews or ends.',
  },
  check_in_reminder: {
    label: 'Weekly check-in reminders',
    description: 'Once a plan week, when your weekly check-in is due (Premium and Doctor Verified).',
  },
  retest_reminder: {
    label: 'Retest reminders',
    description: 'When a blood test result outside its range is due to be measured again.',
  },
};

/** Days before premiumExpiresAt that the renewal / expiry reminder goes out. */
export const SUBSCRIPTION_REMINDER_DAYS = 3;

/** A check-in reminder goes out when a plan week ends and no check-in was made in this many days. */
export const CHECK_IN_REMINDER_AFTER_DAYS = 6;

export const notificationPreferencesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
    NotificationCategory,
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const unsubscribeBody = z.strictObject({
  token: z
    .string({ error: 'Token is required' })
    .trim()
    .min(10, 'The link is not valid')
    .max(500, 'The link is not valid'),
});
export const unsubscribeResponse = z.object({
  message: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
});
