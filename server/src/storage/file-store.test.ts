/**
 * The FileStore contract, run against every store the server can be configured with: the local directory and an
 * S3-compatible bucket (s3rver on 127.0.0.1, spoken to by the AWS SDK). Each case runs on the raw store and on the
 * encrypted wrapper the server uses.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@common/limits';
import { startLocalS3, type LocalS3 } from '../../test/s3-server';
import { loadConfig } from '../config';
import { DecryptionFailed, encryptedFileStore } from './encrypted-file-store';
import { FileNotFound, type FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { openFileStore } from './open-file-store';
import { createS3FileStore } from './s3-file-store';

const newKey = () => randomBytes(16).toString('hex');
const FILE_KEY = Buffer.alloc(32, 9);

let s3: LocalS3;
const cleanups: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  s3 = await startLocalS3();
}, 30_000);
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await s3.stop();
});

/** A fresh, empty raw store of each kind. */
const rawStores: Record<string, () => Promise<FileStore>> = {
  local: async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-store-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return createLocalFileStore(dir);
  },
  s3: async () => {
    const env = await s3.newBucket();
    const store = createS3FileStore({
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION!,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: true,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      maxObjectBytes: UPLOAD_MAX_BYTES + 64,
    });
    cleanups.push(() => store.close());
    return store;
  },
};

const variants = Object.keys(rawStores).flatMap((kind) => [
  { name: `${kind}`, make: rawStores[kind]! },
  { name: `${kind}, encrypted`, make: async () => encryptedFileStore(await rawStores[kind]!(), FILE_KEY) },
]);

describe.each(variants)('FileStore contract: $name', ({ make }) => {
  it('gives back exactly the bytes stored, small and at the upload limit (multipart on S3)', async () => {
    const store = await make();
    const small = newKey();
    const large = newKey();
    const smallBytes = randomBytes(1000);
    const largeBytes = randomBytes(UPLOAD_MAX_BYTES);
    await store.put(small, smallBytes);
    await store.put(large, largeBytes);
    expect((await store.get(small)).equals(smallBytes)).toBe(true);
    expect((await store.get(large)).equals(largeBytes)).toBe(true);
    expect((await store.get(large)).length).toBe(UPLOAD_MAX_BYTES);
  }, 60_000);

  it('stores an empty object', async () => {
    const store = await make();
    const key = newKey();
    await store.put(key, Buffer.alloc(0));
    expect((await store.get(key)).length).toBe(0);
  });

  it('replaces an object written twice under the same key', async () => {
    const store = await make();
    const key = newKey();
    await store.put(key, Buffer.from('first'));
    await store.put(key, Buffer.from('second'));
    expect((await store.get(key)).toString()).toBe('second');
  });

  it('throws FileNotFound for a missing key, and deleting a missing key is fine', async () => {
    const store = await make();
    const key = newKey();
    await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFound);
    await expect(store.delete(key)).resolves.toBeUndefined();
    await store.put(key, Buffer.from('x'));
    await store.delete(key);
    await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFound);
  });

  it('lists every stored key once with its modification time, and nothing deleted', async () => {
    const store = await make();
    const before = Date.now() - 5_000;
    const keys = [newKey(), newKey(), newKey()];
    for (const k of keys) await store.put(k, randomBytes(10));
    await store.delete(keys[2]!);
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const e of store.list()) listed.push(e);
    expect(listed.map((e) => e.key).sort()).toEqual(keys.slice(0, 2).sort());
    for (const e of listed) {
      expect(e.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(e.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    }
  });

  it('refuses keys that are not random hex (nothing user-sent becomes a path or object name)', async () => {
    const store = await make();
    await expect(store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(store.get('uploads/../x')).rejects.toThrow(/Invalid storage key/);
  });
});

describe.each(Object.keys(rawStores))('encryption at rest on %s', (kind) => {
  it('keeps only ciphertext in the store and detects swapped objects', async () => {
    const raw = await rawStores[kind]!();
    const store = encryptedFileStore(raw, FILE_KEY);
    const a = newKey();
    const b = newKey();
    const plain = Buffer.from('%PDF-1.4 Haemoglobin 14.1 g/dL');
    await store.put(a, plain);
    await store.put(b, Buffer.from('another report'));
    const stored = await raw.get(a);
    expect(stored.includes(Buffer.from('Haemoglobin'))).toBe(false);
    expect(stored.length).toBe(plain.length + 4 + 12 + 16);
    await raw.put(b, stored);
    await expect(store.get(b)).rejects.toBeInstanceOf(DecryptionFailed);
  });
});

describe('openFileStore', () => {
  it('uses the bucket named by STORAGE=s3 and its settings', async () => {
    const env = await s3.newBucket();
    const { files, close } = await openFileStore(loadConfig({ ...env, DATA_DIR: os.tmpdir() }), FILE_KEY);
    cleanups.push(close);
    const key = newKey();
    await files.put(key, Buffer.from('via config'));
    expect((await files.get(key)).toString()).toBe('via config');
  });

  it('stops the start with a message naming S3_BUCKET when the bucket does not exist', async () => {
    const config = loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket', DATA_DIR: os.tmpdir() });
    await expect(openFileStore(config, FILE_KEY)).rejects.toThrow(
      /S3_BUCKET.*no-such-bucket|no-such-bucket.*S3_BUCKET/,
    );
  });
});
