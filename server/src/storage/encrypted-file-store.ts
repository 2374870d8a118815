import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FileStore } from './file-store';

/**
 * AES-256-GCM at rest (NIST SP 800-38D): each object is MAGIC ‖ 12-byte random IV ‖ ciphertext ‖ 16-byte tag.
 * The key is bound to the object key as associated data, so swapping two stored files is detected.
 */
const MAGIC = Buffer.from('VPE1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class DecryptionFailed extends Error {
  constructor(key: string) {
    super(`Stored object ${key} could not be decrypted (wrong key or corrupted data)`);
    this.name = 'DecryptionFailed';
  }
}

export function encrypt(key: Buffer, objectKey: string, plaintext: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(objectKey));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([MAGIC, iv, body, cipher.getAuthTag()]);
}

export function decrypt(key: Buffer, objectKey: string, stored: Buffer): Buffer {
  if (
    stored.length < MAGIC.length + IV_BYTES + TAG_BYTES ||
    !stored.subarray(0, MAGIC.length).equals(MAGIC)
  ) {
    throw new DecryptionFailed(objectKey);
  }
  const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = stored.subarray(stored.length - TAG_BYTES);
  const body = stored.subarray(MAGIC.length + IV_BYTES, stored.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(objectKey));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new DecryptionFailed(objectKey);
  }
}

/** Wraps any FileStore so that what it holds is encrypted. */
export function encryptedFileStore(inner: FileStore, key: Buffer): FileStore {
  if (key.length !== 32) throw new Error('The file encryption key must be 32 bytes');
  return {
    put: (objectKey, data) => inner.put(objectKey, encrypt(key, objectKey, data)),
    get: async (objectKey) => decrypt(key, objectKey, await inner.get(objectKey)),
    delete: (objectKey) => inner.delete(objectKey),
    list: () => inner.list(),
  };
}
