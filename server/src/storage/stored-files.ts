/**
 * The registry of stored files: every kind of file the app keeps in the file store (report uploads, progress
 * photos, support screenshots, …) is a StoredFileKind registered once in services.ts, owned by the module whose
 * table holds its rows. The orphan sweep asks the owners which keys are live; it never decides from a list of
 * tables of its own, so a new kind of file cannot be swept away because somebody forgot a table.
 *
 * A kind's keys start with its prefix (`<prefix>-<random hex>`). The sweep removes a key older than the grace
 * period only when
 *  - its prefix is registered and the owning kind says it is not live, or
 *  - it has no prefix (files stored before kinds had prefixes) and no registered kind claims it.
 * A key whose prefix no registered kind owns is kept (and logged): nothing is deleted that nobody disowns.
 */
import { randomBytes } from 'node:crypto';
import type { FileStore } from './file-store';

export interface StoredFileKind {
  /** Lowercase letters: the start of every key of this kind, and its name in logs. */
  prefix: string;
  /** Which of these keys still belong to a row of the owner (the rest are orphans of interrupted writes). */
  liveKeys(keys: string[]): Promise<Set<string>>;
}

/** A kind's prefix; keys are `<prefix>-<hex>` (storage/file-store.ts STORAGE_KEY_PATTERN). */
const PREFIX_PATTERN = /^[a-z]{2,16}$/;
const LEGACY_KEY = /^[a-f0-9]{32,64}$/;
const SWEEP_BATCH = 500;

/** A new random key for a file of this kind. */
export function newStorageKey(kind: Pick<StoredFileKind, 'prefix'>): string {
  return `${kind.prefix}-${randomBytes(16).toString('hex')}`;
}

export type StoredFiles = ReturnType<typeof createStoredFiles>;

export function createStoredFiles(files: FileStore, now: () => Date, kinds: readonly StoredFileKind[]) {
  const byPrefix = new Map<string, StoredFileKind>();
  for (const kind of kinds) {
    if (!PREFIX_PATTERN.test(kind.prefix)) throw new Error(`Invalid stored file prefix: ${kind.prefix}`);
    if (byPrefix.has(kind.prefix)) throw new Error(`Stored file prefix ${kind.prefix} is registered twice`);
    byPrefix.set(kind.prefix, kind);
  }

  /** The keys of this batch that may be deleted: disowned by their kind, or legacy keys nobody claims. */
  async function orphansIn(keys: string[]): Promise<string[]> {
    const legacy = keys.filter((k) => LEGACY_KEY.test(k));
    const orphans: string[] = [];
    const claimedLegacy = new Set<string>();
    for (const kind of kinds) {
      const own = keys.filter((k) => k.startsWith(`${kind.prefix}-`));
      if (own.length === 0 && legacy.length === 0) continue;
      const live = await kind.liveKeys([...own, ...legacy]);
      for (const k of own) if (!live.has(k)) orphans.push(k);
      for (const k of legacy) if (live.has(k)) claimedLegacy.add(k);
    }
    return [...orphans, ...legacy.filter((k) => !claimedLegacy.has(k))];
  }

  return {
    kinds,
    /** Removes stored files older than graceMs that their owner disowns; returns how many. */
    async sweepOrphans(graceMs: number): Promise<number> {
      const cutoff = now().getTime() - graceMs;
      let removed = 0;
      let batch: string[] = [];
      const flush = async () => {
        for (const key of await orphansIn(batch)) {
          await files.delete(key);
          removed++;
        }
        batch = [];
      };
      for await (const entry of files.list()) {
        if (entry.modifiedAt.getTime() > cutoff) continue;
        batch.push(entry.key);
        if (batch.length >= SWEEP_BATCH) await flush();
      }
      await flush();
      return removed;
    },
  };
}
