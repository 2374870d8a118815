/**
 * Secrets that are not configured are generated once and kept in DATA_DIR/secrets with mode 0600, so a restart
 * keeps sessions valid and stored reports readable.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

export interface Secrets {
  /** HS256 signing key for session tokens. */
  sessionKey: Uint8Array;
  /** AES-256-GCM key for files at rest. */
  fileKey: Buffer;
}

async function persistedKey(dir: string, name: string): Promise<Buffer> {
  const file = path.join(dir, name);
  try {
    const hex = (await readFile(file, 'utf8')).trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
    throw new Error(`${file} is not a 64-character hex key; remove it to generate a new one`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(32);
  // 'wx' fails if another process created it first; then read theirs.
  try {
    await writeFile(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return persistedKey(dir, name);
    throw err;
  }
}

export async function loadSecrets(config: Config): Promise<Secrets> {
  const dir = path.join(config.dataDir, 'secrets');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const sessionKey = config.SESSION_SECRET
    ? new TextEncoder().encode(config.SESSION_SECRET)
    : new Uint8Array(await persistedKey(dir, 'session.key'));
  const fileKey = config.DATA_ENCRYPTION_KEY
    ? Buffer.from(config.DATA_ENCRYPTION_KEY, 'hex')
    : await persistedKey(dir, 'file-encryption.key');
  return { sessionKey, fileKey };
}
