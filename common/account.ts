import { z } from 'zod';
import { emailField, passwordField, textField } from './auth';

export const changePasswordBody = z.strictObject({
  currentPassword: textField('Current password').min(1, 'Current password is required').max(1024),
  newPassword: passwordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** Client-side password change: the server body plus the confirmation field. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

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
