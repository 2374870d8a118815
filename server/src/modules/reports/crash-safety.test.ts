/**
 * Kills the real server with SIGKILL while uploads are in flight, restarts it, and checks that every upload that was
 * answered 2xx survived intact and that no stored file lacks its row (or the reverse), with files on local disk and
 * in an S3-compatible bucket (s3rver on 127.0.0.1). Sizes and the kill point are seeded (the seed is printed;
 * TEST_SEED=<n> replays them).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { bloodTestReports } from '../../db/schema';
import { createS3FileStore } from '../../storage/s3-file-store';
import { startChildServer, type ChildServer } from '../../../test/child-server';
import { seededTestRng } from '../../../test/helpers';
import { textPdf } from '../../../test/documents';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';

const sha = (b: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(b as ArrayBuffer))
    .digest('hex');

/** The keys of the objects in the store the server was given. */
async function storedKeys(dataDir: string, s3Env: Record<string, string> | undefined): Promise<Set<string>> {
  const keys = new Set<string>();
  if (s3Env) {
    const bucket = createS3FileStore({
      bucket: s3Env.S3_BUCKET!,
      region: s3Env.S3_REGION!,
      endpoint: s3Env.S3_ENDPOINT,
      forcePathStyle: true,
      accessKeyId: s3Env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3Env.S3_SECRET_ACCESS_KEY,
      maxObjectBytes: 0,
    });
    for await (const e of bucket.list()) keys.add(e.key);
    bucket.close();
    return keys;
  }
  const uploads = path.join(dataDir, 'uploads');
  for (const shard of await readdir(uploads)) {
    if (shard === '.tmp') continue;
    for (const name of await readdir(path.join(uploads, shard))) keys.add(name);
  }
  return keys;
}

describe.each(['local', 's3'])('uploads survive a crash (SIGKILL) of the server, storage %s', (storage) => {
  let dataDir: string;
  let server: ChildServer | undefined;
  let s3: LocalS3 | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await s3?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged upload and leaves nothing half-written', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-crash-'));
    s3 = storage === 's3' ? await startLocalS3() : undefined;
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', ...s3?.env };
    server = await startChildServer(env);

    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'crashy', email: 'crash@example.com', password: 'crash-test-pw' }),
    });
    const { token } = (await reg.json()) as { token: string };

    const rng = seededTestRng(`upload crash safety, storage ${storage}`);
    const acknowledged = new Map<string, string>(); // report id → sha256 of the bytes sent
    let n = 0;
    let stop = false;
    const uploader = async () => {
      while (!stop) {
        const bytes = textPdf([
          'Haemoglobin  14.1  g/dL  13.0 - 17.0',
          `Report ${n++} ${rng.next()}`,
          'x'.repeat(20_000 + rng.int(200_000)),
        ]);
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'application/pdf' }), `r${n}.pdf`);
        try {
          const res = await fetch(`${server!.url}/api/blood-test/upload`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          if (res.status === 201)
            acknowledged.set(((await res.json()) as { report: { id: string } }).report.id, sha(bytes));
        } catch {
          // the server died mid-request: this upload was not acknowledged
        }
      }
    };
    const loops = Array.from({ length: 4 }, uploader);
    // Kill mid-stream once a few uploads were acknowledged (a fixed delay finds none on a loaded machine).
    const started = Date.now();
    while (acknowledged.size < 4 && Date.now() - started < 60_000)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, rng.int(500)));
    await server.kill('SIGKILL');
    stop = true;
    await Promise.all(loops);
    expect(acknowledged.size).toBeGreaterThan(3);

    server = await startChildServer(env);
    const list = (await (
      await fetch(`${server.url}/api/blood-test/reports`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      reports: { id: string }[];
    };
    const listed = new Set(list.reports.map((r) => r.id));
    for (const [id, digest] of acknowledged) {
      expect(listed.has(id), `acknowledged upload ${id} is listed`).toBe(true);
      const file = await fetch(`${server.url}/api/blood-test/reports/${id}/file`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.status).toBe(200);
      expect(sha(await file.arrayBuffer())).toBe(digest);
    }
    // Every listed report (acknowledged or not) can be downloaded: no row without its file.
    for (const id of listed) {
      const file = await fetch(`${server.url}/api/blood-test/reports/${id}/file`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.status, `report ${id} has its file`).toBe(200);
      await file.arrayBuffer();
    }
    const code = await server.kill('SIGTERM');
    expect(code, server.output()).toBe(0);
    server = undefined;

    // And no stored file without its row (the start-up sweep removed those of interrupted uploads).
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const keys = new Set(
      (await database.db.select({ key: bloodTestReports.storageKey }).from(bloodTestReports)).map(
        (r) => r.key,
      ),
    );
    await database.close();
    expect(await storedKeys(dataDir, s3?.env)).toEqual(keys);
  }, 180_000);
});
