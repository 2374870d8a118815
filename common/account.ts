import { z } from 'zod';
import { passwordField, textField } from './auth';

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
