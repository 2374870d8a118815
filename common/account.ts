import { z } from 'zod';
import { emailField, passwordField, textField } from './auth';

export const changePasswordBody = z.strictObject({
  currentPassword: textField('Current password').min(1, 'Current password is required').max(1024),
  newPassword: passwordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const deleteAccountBody = z.strictObject({
  password: textField('Password').min(1, 'Enter your password to confirm').max(1024),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

export const changeEmailBody = z.strictObject({
  newEmail: emailField,
  password: textField('Password').min(1, 'Enter your password to confirm').max(1024),
});
export type ChangeEmailBody = z.input<typeof changeEmailBody>;
export const EMAIL_CHANGE_SENT_MESSAGE =
  'We have sent a link to your new address. Your email changes when you open it.';
