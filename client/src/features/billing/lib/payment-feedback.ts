/** The payment toasts of docs/product.md#errors-and-messages, worded exactly. */
import { PRODUCT_NAME } from '@common/limits';
import { PLANS, type PaidPlanType } from '@common/pricing';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';

export const PAYMENT_TEXT = {
  successTitle: 'Payment Successful!',
  // The spec's sentence, then what it means for a one-time purchase (nothing renews) so it is not mistaken for one.
  success: (plan: PaidPlanType) =>
    `Welcome to ${PRODUCT_NAME} ${PLANS[plan].name}! Your subscription is now active.` +
    (PLANS[plan].period === 'one-time'
      ? ' This was a one-time payment: nothing renews and you will not be charged again.'
      : ''),
  failedTitle: 'Payment Failed',
  initFailed: 'Failed to initialize payment. Please try again.',
  errorTitle: 'Payment Error',
  unexpected: 'An unexpected error occurred',
  subscriptionErrorTitle: 'Subscription Error',
  subscriptionFailed: 'Failed to create subscription',
  paymentCreateFailed: 'Failed to create payment',
  verificationFailedTitle: 'Payment Verification Failed',
  verificationFailed: 'Payment was successful but verification failed. Please contact support.',
  notProcessed: 'Payment Could not be processed',
} as const;

export const paymentToast = {
  succeeded: (plan: PaidPlanType) => toast.success(PAYMENT_TEXT.successTitle, PAYMENT_TEXT.success(plan)),
  /** A declined or failed payment (card confirmation, Razorpay failure, test decline). */
  failed: (message?: string | null) =>
    toast.error(PAYMENT_TEXT.failedTitle, message || PAYMENT_TEXT.notProcessed),
  /** The server refused or could not complete the payment: its message, else the subscribe page's default. */
  failedWith: (err: unknown) =>
    toast.error(PAYMENT_TEXT.failedTitle, errorText(err, PAYMENT_TEXT.notProcessed)),
  /** Starting the rupee checkout failed (script, config or order). */
  initFailed: (err: unknown) =>
    toast.error(PAYMENT_TEXT.failedTitle, errorText(err, PAYMENT_TEXT.initFailed)),
  unexpected: (err: unknown) => toast.error(PAYMENT_TEXT.errorTitle, errorText(err, PAYMENT_TEXT.unexpected)),
  subscriptionError: (err: unknown) =>
    toast.error(PAYMENT_TEXT.subscriptionErrorTitle, errorText(err, PAYMENT_TEXT.subscriptionFailed)),
  paymentCreateError: (err: unknown) =>
    toast.error(PAYMENT_TEXT.errorTitle, errorText(err, PAYMENT_TEXT.paymentCreateFailed)),
  verificationFailed: () =>
    toast.error(PAYMENT_TEXT.verificationFailedTitle, PAYMENT_TEXT.verificationFailed),
};
