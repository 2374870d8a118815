import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum (unusable with verbatimModuleSyntax); 2 is Algorithm.Argon2id.
/** argon2id with the library's OWASP-aligned defaults (m=19 MiB, t=2, p=1): what every real deployment uses. */
const PRODUCTION_OPTIONS = { algorithm: 2 } as const;
/**
 * Tests only (TEST_ONLY_WEAK_PASSWORD_HASH=1, set by vitest.config.ts): m=1 MiB, t=1. A production-cost hash takes
 * ~0.2 s on a busy 2-core CI machine and the suite makes hundreds (every registration, login and password check);
 * no test is about the hash's cost. A hash records its own parameters, so verification is the same code either way.
 */
const TEST_ONLY_WEAK_OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1 } as const;

/** The hash parameters for an environment; refuses the test-only weak hash with NODE_ENV=production. */
export function passwordHashOptions(env: NodeJS.ProcessEnv = process.env) {
  if (env.TEST_ONLY_WEAK_PASSWORD_HASH !== '1') return PRODUCTION_OPTIONS;
  if (env.NODE_ENV === 'production')
    throw new Error('TEST_ONLY_WEAK_PASSWORD_HASH is for tests and is refused with NODE_ENV=production');
  return TEST_ONLY_WEAK_OPTIONS;
}

const OPTIONS = passwordHashOptions();

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
