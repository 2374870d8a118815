/**
 * Report-file storage throughput, as the app stores files (AES-256-GCM by the app, then the store): the local-disk
 * store (default) against the S3 store on a local S3-compatible server (s3rver, 127.0.0.1). Both in this process,
 * same run, same files; the local store is the baseline. Env: STORAGE_FILES (default 40), STORAGE_FILE_KB (1024),
 * STORAGE_PARALLEL (4).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { openFileStore } from '../server/src/storage/open-file-store';
import type { FileStore } from '../server/src/storage/file-store';
import { startLocalS3 } from '../server/test/s3-server';

const FILES = Number(process.env.STORAGE_FILES ?? 40);
const FILE_BYTES = Number(process.env.STORAGE_FILE_KB ?? 1024) * 1024;
const PARALLEL = Number(process.env.STORAGE_PARALLEL ?? 4);

async function inBatches(n: number, task: (i: number) => Promise<void>): Promise<number> {
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < n) await task(next++);
    }),
  );
  return (performance.now() - start) / 1000;
}

async function measure(files: FileStore, bodies: Buffer[]): Promise<{ put: number; get: number }> {
  const keys = bodies.map(() => randomBytes(16).toString('hex'));
  const put = await inBatches(bodies.length, (i) => files.put(keys[i]!, bodies[i]!));
  const get = await inBatches(bodies.length, async (i) => {
    const back = await files.get(keys[i]!);
    if (!back.equals(bodies[i]!)) throw new Error(`file ${i} came back different`);
  });
  await Promise.all(keys.map((k) => files.delete(k)));
  const mb = (bodies.length * FILE_BYTES) / 1e6;
  return { put: mb / put, get: mb / get };
}

export async function benchStorage(): Promise<void> {
  const bodies = Array.from({ length: FILES }, () => randomBytes(FILE_BYTES));
  const fileKey = randomBytes(32);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-storage-bench-'));
  const s3 = await startLocalS3();
  try {
    const local = await openFileStore(loadConfig({ DATA_DIR: dataDir }), fileKey);
    const remote = await openFileStore(loadConfig({ DATA_DIR: dataDir, ...s3.env }), fileKey);
    await measure(local.files, bodies.slice(0, 2)); // warm-up: directories, connections
    await measure(remote.files, bodies.slice(0, 2));
    const rows = [
      ['local disk (baseline)', await measure(local.files, bodies)],
      ['S3 (s3rver on 127.0.0.1)', await measure(remote.files, bodies)],
    ] as const;
    local.close();
    remote.close();
    console.log(
      `\nReport storage, encrypted by the app: ${FILES} files of ${FILE_BYTES / 1024} KiB, ${PARALLEL} at a time`,
    );
    for (const [name, r] of rows)
      console.log(
        `${name.padEnd(28)} upload ${r.put.toFixed(1).padStart(7)} MB/s   download ${r.get.toFixed(1).padStart(7)} MB/s`,
      );
    const [, base] = rows[0];
    const [, s3r] = rows[1];
    console.log(
      `S3 ÷ local: upload ${(s3r.put / base.put).toFixed(2)}, download ${(s3r.get / base.get).toFixed(2)} ` +
        '(s3rver keeps objects as files on this disk and runs in this process: the gap is the S3 protocol and HTTP, not a network)',
    );
  } finally {
    await s3.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchStorage().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
