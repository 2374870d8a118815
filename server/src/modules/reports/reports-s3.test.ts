/**
 * Reports kept in an S3-compatible bucket (STORAGE=s3, s3rver on 127.0.0.1): what is uploaded comes back byte for
 * byte, from the instance that took it and from another one sharing the database and the bucket; the bucket holds
 * only ciphertext; deleting a report deletes its object; the orphan sweep lists the bucket and removes objects
 * without a row once they are older than the grace period.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@common/limits';
import { multipartFile, textPdf } from '../../../test/documents';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { createS3FileStore } from '../../storage/s3-file-store';
import type { ReportExtractor } from './reports-service';

const noResults: ReportExtractor = async () => ({
  status: 'needs_review',
  message: 'We found no results in this file.',
  sampleDate: null,
  results: [],
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(testDatabaseKinds())('reports on S3 storage on %s', (kind) => {
  let s3: LocalS3;
  let env: Record<string, string>;
  let a: TestApp;
  let b: TestApp;
  let m: Member;
  let bucket: ReturnType<typeof createS3FileStore>;
  beforeAll(async () => {
    s3 = await startLocalS3();
    env = await s3.newBucket();
    a = await createTestApp(kind, { env, extract: noResults });
    b = await createTestApp(kind, { env, extract: noResults, database: a.database });
    m = await registerMember(a.app);
    bucket = createS3FileStore({
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION!,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: true,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      maxObjectBytes: 2 * UPLOAD_MAX_BYTES,
    });
  }, 60_000);
  afterAll(async () => {
    bucket?.close();
    await b?.close();
    await a?.close();
    await s3?.stop();
  });

  const objects = async () => {
    const keys: string[] = [];
    for await (const e of bucket.list()) keys.push(e.key);
    return keys;
  };

  const upload = async (app: TestApp, bytes: Buffer) => {
    const { payload, headers } = multipartFile(bytes, 'results.pdf');
    const res = await injectAs(app.app, m.token, {
      method: 'POST',
      url: '/api/blood-test/upload',
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().report.id as string;
  };

  it('uploads on one instance and downloads byte-identical on both; the bucket holds only ciphertext', async () => {
    const marker = `Haemoglobin ${randomBytes(8).toString('hex')}`;
    // Near the upload limit, so the object goes to S3 in several parts.
    const pdf = textPdf([marker, randomBytes(4_500_000).toString('base64')]);
    expect(pdf.length).toBeGreaterThan(5 * 1024 * 1024);
    const before = await objects();
    const id = await upload(a, pdf);

    for (const app of [a, b]) {
      const res = await injectAs(app.app, m.token, {
        method: 'GET',
        url: `/api/blood-test/reports/${id}/file`,
      });
      expect(res.statusCode).toBe(200);
      expect(sha(res.rawPayload)).toBe(sha(pdf));
    }
    const added = (await objects()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    const stored = await bucket.get(added[0]!);
    expect(stored.includes(Buffer.from(marker))).toBe(false);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
  }, 60_000);

  it('deletes the object with its report', async () => {
    const id = await upload(b, textPdf(['to be deleted']));
    const before = await objects();
    const res = await injectAs(a.app, m.token, { method: 'DELETE', url: `/api/blood-test/reports/${id}` });
    expect(res.statusCode).toBeLessThan(300);
    expect((await objects()).length).toBe(before.length - 1);
  });

  it('sweeps objects without a row only once they are older than the grace period', async () => {
    const kept = await upload(a, textPdf(['kept report']));
    const orphan = randomBytes(16).toString('hex');
    await bucket.put(orphan, randomBytes(100)); // an upload whose row was never committed
    const reports = a.app.ctx.services.storedFiles;

    expect(await reports.sweepOrphans(60 * 60_000)).toBe(0);
    expect(await objects()).toContain(orphan);

    expect(await reports.sweepOrphans(0)).toBe(1);
    const left = await objects();
    expect(left).not.toContain(orphan);
    const file = await injectAs(b.app, m.token, {
      method: 'GET',
      url: `/api/blood-test/reports/${kept}/file`,
    });
    expect(file.statusCode).toBe(200);
  });
});
