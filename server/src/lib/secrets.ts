/**
 * Keys that are not configured in the environment are generated once and kept in KEYS_DIR with mode 0600, so a
 * restart keeps sessions valid and stored reports readable. KEYS_DIR lies outside DATA_DIR: a copy of the data (a
 * backup, a stolen disk image) must not carry the keys that decrypt its reports and sign admin tokens.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';

export interface Secrets {
  /** HS256 signing key for session tokens. */
  sessionKey: Uint8Array;
  /** AES-256-GCM key for files at rest. */
  fileKey: Buffer;
}

const KEY_FILES = { session: 'session.key', file: 'file-encryption.key' } as const;

/** Where installs before KEYS_DIR kept their generated keys. */
export const legacyKeysDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'secrets');

const isInside = (dir: string, parent: string) => {
  const rel = path.relative(parent, dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

async function readKey(file: string): Promise<Buffer> {
  const hex = (await readFile(file, 'utf8')).trim();
  if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
  throw new Error(`${file} is not a 64-character hex key; remove it to generate a new one`);
}

async function persistedKey(dir: string, name: string): Promise<Buffer> {
  const file = path.join(dir, name);
  try {
    return await readKey(file);
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

/**
 * Checks where keys would come from (refusing keys inside DATA_DIR in production) and loads them. A development
 * install from before KEYS_DIR keeps reading DATA_DIR/secrets, with a warning, so its reports stay readable.
 */
export async function loadSecrets(
  config: Pick<Config, 'dataDir' | 'keysDir' | 'production' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>,
  warn: (message: string) => void = (m) => console.warn(m),
): Promise<Secrets> {
  const legacy = legacyKeysDir(config);
  const legacyFiles: string[] = Object.values(KEY_FILES).filter((f) => existsSync(path.join(legacy, f)));
  const fromFiles = [
    ...(config.SESSION_SECRET ? [] : [KEY_FILES.session]),
    ...(config.DATA_ENCRYPTION_KEY ? [] : [KEY_FILES.file]),
  ];
  if (config.production) {
    if (legacyFiles.length) {
      throw new ConfigError(
        `Keys found inside DATA_DIR (${legacy}: ${legacyFiles.join(', ')}). A copy of DATA_DIR would carry the keys to its own data. Move them to KEYS_DIR (${config.keysDir}) or into SESSION_SECRET / DATA_ENCRYPTION_KEY, and back them up separately.`,
      );
    }
    if (fromFiles.length && isInside(config.keysDir, config.dataDir)) {
      throw new ConfigError(
        `KEYS_DIR (${config.keysDir}) is inside DATA_DIR (${config.dataDir}). Keep keys apart from the data they protect: choose a KEYS_DIR outside DATA_DIR, or set SESSION_SECRET and DATA_ENCRYPTION_KEY.`,
      );
    }
  }
  const load = async (name: string): Promise<Buffer> => {
    if (!existsSync(path.join(config.keysDir, name)) && legacyFiles.includes(name)) {
      warn(
        `Reading ${name} from ${legacy}, inside DATA_DIR. Move it to KEYS_DIR (${config.keysDir}) and back it up apart from the data; production refuses to start with keys inside DATA_DIR.`,
      );
      return readKey(path.join(legacy, name));
    }
    await mkdir(config.keysDir, { recursive: true, mode: 0o700 });
    return persistedKey(config.keysDir, name);
  };
  const sessionKey = config.SESSION_SECRET
    ? new TextEncoder().encode(config.SESSION_SECRET)
    : new Uint8Array(await load(KEY_FILES.session));
  const fileKey = config.DATA_ENCRYPTION_KEY
    ? Buffer.from(config.DATA_ENCRYPTION_KEY, 'hex')
    : await load(KEY_FILES.file);
  return { sessionKey, fileKey };
}
