import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { FileNotFound, STORAGE_KEY_PATTERN, type FileStore } from './file-store';

/**
 * A directory of objects: `<root>/<first two chars of the key's random hex>/<key>` (after a kind's prefix). Writes go to `<root>/.tmp/` first, are fsynced and
 * then renamed into place, so a crash leaves either the complete object or only a temp file (removed at start).
 */
/** Where the object `key` lives under `root`: sharded by the first two characters of its random hex. */
export function localPathOf(root: string, key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return path.join(root, key.slice(key.lastIndexOf('-') + 1).slice(0, 2), key);
}

export async function createLocalFileStore(root: string): Promise<FileStore> {
  const tmpDir = path.join(root, '.tmp');
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  // Left-overs of writes interrupted by a crash.
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });

  const pathOf = (key: string) => localPathOf(root, key);

  async function fsyncDir(dir: string): Promise<void> {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const tmp = path.join(tmpDir, `${key}.${randomBytes(4).toString('hex')}`);
      const handle = await open(tmp, 'wx', 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(tmp, target);
        await fsyncDir(path.dirname(target));
      } catch (err) {
        await unlink(tmp).catch(() => undefined);
        throw err;
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFound(key);
        throw err;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list() {
      for (const shard of await readdir(root)) {
        if (shard === '.tmp' || !/^[a-f0-9]{2}$/.test(shard)) continue;
        for (const name of await readdir(path.join(root, shard))) {
          if (!STORAGE_KEY_PATTERN.test(name)) continue;
          const s = await stat(path.join(root, shard, name)).catch(() => null);
          if (s) yield { key: name, modifiedAt: s.mtime };
        }
      }
    },
  };
}
