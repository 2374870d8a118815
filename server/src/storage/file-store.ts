/**
 * Where report files live: a local directory (default) or an S3-compatible bucket (STORAGE=s3), always behind the
 * encrypting wrapper. Objects are at most one upload (10 MB) plus the encryption overhead, so they are handed
 * around whole; the S3 store sends them in 5 MB parts and reads them back chunk by chunk up to that bound.
 */
export interface FileStore {
  /** Stores the bytes under the key atomically: readers see the whole object or nothing. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes stored under the key; throws FileNotFound when there is none. */
  get(key: string): Promise<Buffer>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key with its last modification time (for the orphan sweep). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

export class FileNotFound extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = 'FileNotFound';
  }
}

/**
 * Keys are random hex after their kind's prefix (storage/stored-files.ts; files stored before kinds had prefixes
 * have none): nothing a user sends ever becomes part of a path.
 */
export const STORAGE_KEY_PATTERN = /^(?:[a-z]{2,16}-)?[a-f0-9]{32,64}$/;
