import { z } from 'zod';
import { passwordField, textField } from './auth';

export const changePasswordBody = z.strictObject({
  currentPassword: textField('Current password').min(1, 'Current password is required').max(1024),
  newPassword: passwordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const deleteAccountBody = z.strictObject({
  password: textField('Password').min(1, 'Enter your password to confirm').max(1024),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
