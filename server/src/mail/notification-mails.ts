/**
 * What each notification says. Never health data: a report mail says a report was read, not what it found;
 * a plan mail names the plan's tier, not its content.
 */
import { PLAN_TYPE_LABELS, type PlanType } from '@common/options';
import { CURRENCIES, formatPrice, MINOR_UNITS_PER_UNIT, type Currency } from '@common/pricing';

export interface NotificationText {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
}

const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function reportProcessedText(needsReview: boolean): NotificationText {
  return needsReview
    ? {
        subject: 'Your blood test report needs a look',
        paragraphs: [
          'We read your blood test report, but some values could not be read with confidence.',
          'Please open the report and check or correct them, so your plans use the right numbers.',
        ],
        action: { label: 'Review the report', path: '/dashboard' },
      }
    : {
        subject: 'Your blood test report is ready',
        paragraphs: ['We have read your blood test report. Your results are ready in the app.'],
        action: { label: 'Open your dashboard', path: '/dashboard' },
      };
}

export function planReadyText(planType: string): NotificationText {
  const label = PLAN_TYPE_LABELS[planType as PlanType] ?? 'new';
  return {
    subject: 'Your new plan is ready',
    paragraphs: [`Your ${label} plan is ready. Open it to see your meals and workouts for the coming days.`],
    action: { label: 'Open your plan', path: '/dashboard' },
  };
}

export function paymentReceiptText(p: {
  planType: string;
  amountMinor: number;
  currency: string;
  provider: string;
  reference: string;
  paidAt: Date;
}): NotificationText {
  const currency = (CURRENCIES as readonly string[]).includes(p.currency) ? (p.currency as Currency) : 'USD';
  const amount = formatPrice(p.amountMinor / MINOR_UNITS_PER_UNIT[currency], currency);
  return {
    subject: 'Payment receipt',
    paragraphs: [
      'Thank you for your payment. This is your receipt.',
      `Plan: ${PLAN_TYPE_LABELS[p.planType as PlanType] ?? p.planType}`,
      `Amount: ${amount}`,
      `Date: ${longDate(p.paidAt)}`,
      `Paid with: ${p.provider} (reference ${p.reference})`,
    ],
    action: { label: 'See your subscription', path: '/profile' },
  };
}

export function subscriptionReminderText(renewing: boolean, endsAt: Date): NotificationText {
  return renewing
    ? {
        subject: 'Your Premium subscription renews soon',
        paragraphs: [
          `Your Premium subscription renews on ${longDate(endsAt)}. Nothing to do if you want to keep it.`,
        ],
        action: { label: 'Manage your subscription', path: '/profile' },
      }
    : {
        subject: 'Your Premium subscription ends soon',
        paragraphs: [
          `Your Premium subscription ends on ${longDate(endsAt)}. After that your account moves to the Free plan.`,
        ],
        action: { label: 'Renew Premium', path: '/subscribe' },
      };
}

export function checkInReminderText(week: number): NotificationText {
  return {
    subject: 'Your weekly check-in is due',
    paragraphs: [
      `Week ${week} of your plan starts now. A check-in takes a minute: it compares what you logged with your weight trend and adjusts the coming week's calories and loads, with the reasons.`,
      'Log your weight a few mornings a week for the best estimate.',
    ],
    action: { label: 'Check in', path: '/progress' },
  };
}

/** Which result and why stay in the app: a mail never carries health data. */
export function retestReminderText(): NotificationText {
  return {
    subject: 'Time to ask about a retest',
    paragraphs: [
      'One of your blood test results is due to be measured again, as the guidelines suggest for results outside their range.',
      'Open your biomarkers to see which one and why, and ask your doctor whether a retest is right for you. Upload the new report when you have it.',
    ],
    action: { label: 'See your biomarkers', path: '/biomarkers' },
  };
}
