import { z } from 'zod';
import {
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './limits';
import { SUBSCRIPTION_STATUSES } from './options';
import { passwordProblem } from './password-quality';
import { profileSchema } from './profile';

/** Email is trimmed and compared case-insensitively: we store it lower-cased. */
/** A text field whose type error says "X is required" when missing and "X must be text" otherwise. */
export const textField = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
  });

export const emailField = textField('Email')
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((e) => e.toLowerCase());

/** A new password: length, not only spaces, not a common breached password (the same rule in forms and API). */
export const passwordField = textField('Password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const usernameField = textField('Username')
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, digits, underscores, dots and hyphens');

export const registerBody = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  // Any length is accepted here: a too-short password is simply wrong, not a validation error.
  password: textField('Password').min(1, 'Password is required').max(1024, 'Password is too long'),
});

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  premiumExpiresAt: z.string().nullable(),
  doctorVerified: z.boolean(),
  doctorVerifiedAt: z.string().nullable(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponse = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = z.object({
  user: userSchema,
  profile: profileSchema.nullable(),
  /** The caller holds the active clinician role (the nav shows Reviews); absent reads as false. */
  isClinician: z.boolean().optional(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const messageResponse = z.object({ message: z.string() });

/** An email typed into a form (the server lower-cases it). */
const formEmailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Client-side login form: the same rules as the login body, before lower-casing. */
export const loginFormSchema = z.object({
  email: formEmailField,
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** A single-use token from a mailed link. */
const linkToken = textField('Token')
  .trim()
  .min(16, 'The link is not valid')
  .max(200, 'The link is not valid');

export const verifyEmailBody = z.strictObject({ token: linkToken });
export const cancelEmailChangeBody = z.strictObject({ token: linkToken });
export const EMAIL_CHANGE_CANCELED_MESSAGE =
  'The change of email address is cancelled: your account keeps this address. If you did not ask for the change, someone knows your password: sign in and change it now (or reset it from the sign-in page).';
export const forgotPasswordBody = z.strictObject({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export const resetPasswordBody = z.strictObject({ token: linkToken, password: passwordField });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** Client reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** The answer to every forgot-password request, whether or not the address has an account (no enumeration). */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.';
export const VERIFICATION_SENT_MESSAGE = 'We have sent you a new verification link. Please check your inbox.';

/** Lifetimes of mailed links (OWASP Forgot Password Cheat Sheet: short-lived, single-use). */
export const VERIFY_EMAIL_TTL_HOURS = 48;
export const RESET_PASSWORD_TTL_HOURS = 1;
export const UNLOCK_SIGN_IN_TTL_HOURS = 1;

/** The link mailed when sign-in to an account is paused: the password, past the pause, once. */
export const unlockSignInBody = z.strictObject({
  token: linkToken,
  password: textField('Password').min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type UnlockSignInBody = z.input<typeof unlockSignInBody>;
/** Client form of the unlock page: the password only (the link names the account). */
export const unlockSignInFormSchema = z.object({ password: z.string().min(1, 'Password is required') });
export type UnlockSignInForm = z.infer<typeof unlockSignInFormSchema>;

/** docs/product.md#validation: the sentence shown while either signup box is unticked; each box adds which it is. */
export const CONSENT_REQUIRED_MESSAGE = 'Please accept the terms and medical disclaimer';

/** Client-side signup form: the server body plus the confirmation fields of docs/product.md#screens, #validation. */
export const signupFormSchema = z
  .object({
    username: usernameField,
    email: formEmailField,
    password: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    // Each box is checked on its own, so a short password and an unticked box are reported together.
    acceptTerms: z
      .boolean()
      .refine((v) => v, `${CONSENT_REQUIRED_MESSAGE}: tick the Terms of Service and Privacy Policy box.`),
    acceptDisclaimer: z
      .boolean()
      .refine((v) => v, `${CONSENT_REQUIRED_MESSAGE}: tick the Medical Disclaimer box.`),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    // Checked even while other fields have problems (zod skips object refinements after any issue otherwise).
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== ''
      );
    },
  });
export type SignupForm = z.infer<typeof signupFormSchema>;
