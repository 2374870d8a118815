import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createStoredFiles, newStorageKey, type StoredFileKind } from './stored-files';

const HOUR = 3600_000;

describe('stored-files registry and the orphan sweep', () => {
  let dir: string;
  let files: FileStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-stored-files-'));
    files = await createLocalFileStore(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A kind whose rows are the keys in `rows` (as an owner's table would answer). */
  const kindWith = (prefix: string, rows: Set<string>): StoredFileKind => ({
    prefix,
    liveKeys: async (keys) => new Set(keys.filter((k) => rows.has(k))),
  });
  const put = async (key: string) => {
    await files.put(key, randomBytes(64));
    return key;
  };
  const keys = async () => {
    const all: string[] = [];
    for await (const e of files.list()) all.push(e.key);
    return all;
  };
  /** The sweep runs an hour later, so every file is past a 0 grace period. */
  const later = () => new Date(Date.now() + HOUR);

  it('keeps a new kind of stored file once it is registered, and removes its disowned files', async () => {
    const certificates = new Set<string>();
    const kind = kindWith('certificate', certificates);
    const live = await put(newStorageKey(kind));
    certificates.add(live);
    const orphan = await put(newStorageKey(kind));
    const reports = kindWith('report', new Set());

    const removed = await createStoredFiles(files, later, [reports, kind]).sweepOrphans(0);

    expect(await keys()).toContain(live);
    expect(await keys()).not.toContain(orphan);
    expect(removed).toBe(1);
  });

  it('never deletes a file whose kind nobody registered', async () => {
    const unregistered = await put(newStorageKey({ prefix: 'invoice' }));
    await createStoredFiles(files, later, [kindWith('report', new Set())]).sweepOrphans(0);
    expect(await keys()).toContain(unregistered);
  });

  it('removes an unprefixed (older) key only when no registered kind claims it', async () => {
    const claimed = await put(randomBytes(16).toString('hex'));
    const unclaimed = await put(randomBytes(16).toString('hex'));
    const registry = createStoredFiles(files, later, [
      kindWith('report', new Set()),
      kindWith('photo', new Set([claimed])),
    ]);
    await registry.sweepOrphans(0);
    expect(await keys()).toContain(claimed);
    expect(await keys()).not.toContain(unclaimed);
  });

  it('leaves files younger than the grace period', async () => {
    const young = await put(newStorageKey({ prefix: 'report' }));
    const registry = createStoredFiles(files, () => new Date(), [kindWith('report', new Set())]);
    expect(await registry.sweepOrphans(HOUR)).toBe(0);
    expect(await keys()).toContain(young);
  });

  it('refuses a prefix registered twice', () => {
    expect(() =>
      createStoredFiles(files, later, [kindWith('report', new Set()), kindWith('report', new Set())]),
    ).toThrow(/registered twice/);
  });
});
