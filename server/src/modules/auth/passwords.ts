import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's OWASP-aligned defaults (m=19 MiB, t=2, p=1). */
// `Algorithm` is an ambient const enum (unusable with verbatimModuleSyntax); 2 is Algorithm.Argon2id.
const OPTIONS = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so a login for an unknown email takes as long as one for a known email
 * (no account enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
}
