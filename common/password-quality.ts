/**
 * Password rules beyond length (NIST SP 800-63B §3.1.1.2: refuse values from lists of commonly used or breached
 * passwords, and say why). The list is zxcvbn-ts's common-password dictionary (49,233 passwords ranked by how
 * often they appear in breach corpora); compared case-insensitively, as "Password1" is as guessable as "password1".
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

export const PASSWORD_MESSAGES = {
  onlySpaces: 'Password cannot be only spaces',
  common: 'This password is one of the most common passwords found in data breaches. Please choose another.',
} as const;

/** Why a password is refused, or null when it is acceptable (length is checked by the schema). */
export function passwordProblem(password: string): string | null {
  if (password.length > 0 && password.trim() === '') return PASSWORD_MESSAGES.onlySpaces;
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  return null;
}
