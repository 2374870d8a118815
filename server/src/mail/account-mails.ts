/** Mails about the account itself: they always go out (no preference turns them off). */
import { RESET_PASSWORD_TTL_HOURS, UNLOCK_SIGN_IN_TTL_HOURS, VERIFY_EMAIL_TTL_HOURS } from '@common/auth';
import { PRODUCT_NAME } from '@common/limits';
import { renderMail } from './mail-templates';
import type { OutgoingMail } from './mail-types';

export function verifyEmailMail(to: string, username: string, url: string, change: boolean): OutgoingMail {
  return renderMail({
    to,
    category: 'account.verify_email',
    subject: 'Confirm your email address',
    greeting: `Hello ${username},`,
    paragraphs: [
      change
        ? `Please confirm that you want to use this address for your ${PRODUCT_NAME} account.`
        : `Welcome to ${PRODUCT_NAME}! Please confirm that this email address belongs to you.`,
      `The link works once and expires in ${VERIFY_EMAIL_TTL_HOURS} hours.`,
    ],
    action: { label: 'Confirm email address', url },
    reason: `You received this because this address was entered for a ${PRODUCT_NAME} account. If that was not you, ignore this mail.`,
  });
}

export function resetPasswordMail(to: string, username: string, url: string): OutgoingMail {
  return renderMail({
    to,
    category: 'account.reset_password',
    subject: 'Reset your password',
    greeting: `Hello ${username},`,
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your account.',
      `The link works once and expires in ${RESET_PASSWORD_TTL_HOURS} hour. Setting a new password signs you out everywhere.`,
    ],
    action: { label: 'Choose a new password', url },
    reason: `You received this because a password reset was requested for this address on ${PRODUCT_NAME}. If you did not ask for it, ignore this mail: your password stays the same.`,
  });
}

/** To the old address when a change of email is requested: its link can only cancel the change. */
export function emailChangeRequestedMail(to: string, username: string, newEmail: string, cancelUrl: string) {
  return renderMail({
    to,
    category: 'account.email_change',
    subject: 'Your email address is being changed',
    greeting: `Hello ${username},`,
    paragraphs: [
      `A change of your account's email address to ${maskEmail(newEmail)} was requested. It takes effect when the new address is confirmed.`,
      `If this was not you, cancel the change with the link below (it works once, for ${VERIFY_EMAIL_TTL_HOURS} hours, until the new address is confirmed), then sign in and change your password: whoever asked for the change knows it.`,
    ],
    action: { label: 'This was not me: cancel the change', url: cancelUrl },
    reason: `You received this because this address belongs to a ${PRODUCT_NAME} account, and changes to an account are always sent to its current address.`,
  });
}

/** When sign-in to the account is paused after many failed attempts from anywhere. */
export function signInPausedMail(
  to: string,
  username: string,
  url: string,
  pauseMinutes: number,
): OutgoingMail {
  return renderMail({
    to,
    category: 'account.sign_in_paused',
    subject: 'Sign-in to your account is paused',
    greeting: `Hello ${username},`,
    paragraphs: [
      `There were many sign-in attempts with a wrong password on your account, so we paused signing in with the password for up to ${pauseMinutes} minutes. Nobody got in with them.`,
      `If you want to sign in now, use the link below with your password: it works once, for ${UNLOCK_SIGN_IN_TTL_HOURS} hour, and only for you. If the attempts were not yours, your password stays safe as long as it is not guessable; you can change it on your profile.`,
    ],
    action: { label: 'Sign in', url },
    reason: `You received this because someone tried to sign in to your ${PRODUCT_NAME} account many times with wrong passwords.`,
  });
}

/** j***@example.com: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
