/**
 * Password rules beyond length (NIST SP 800-63B §3.1.1.2: refuse values from lists of commonly used or breached
 * passwords, and say why). The list is zxcvbn-ts's common-password dictionary (49,233 passwords ranked by how
 * often they appear in breach corpora); compared case-insensitively, as "Password1" is as guessable as "password1".
 */
let common: ReadonlySet<string> | undefined;

/**
 * Loads the list: a 380 KB module, so the server loads it at start and the browser only when a form that sets a
 * password opens (until then the browser checks the rest and the server still refuses a common password).
 */
export async function loadCommonPasswords(): Promise<void> {
  if (common) return;
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  common = new Set(dictionary['passwords-common']);
}

export const PASSWORD_MESSAGES = {
  onlySpaces: 'Password cannot be only spaces',
  common: 'This password is one of the most common passwords found in data breaches. Please choose another.',
} as const;

/** Why a password is refused, or null when it is acceptable (length is checked by the schema). */
export function passwordProblem(password: string): string | null {
  if (password.length > 0 && password.trim() === '') return PASSWORD_MESSAGES.onlySpaces;
  if (common?.has(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  return null;
}
