/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, and the STORAGE=s3 settings that reach
 * it. The bucket is made through the S3 API, as an operator would.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../src/storage/s3-file-store';

export interface LocalS3 {
  /** Environment variables for loadConfig / a child server. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** A new empty bucket on the same server, with its settings. */
  newBucket(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = createS3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: CREDENTIALS.S3_ACCESS_KEY_ID,
    secretAccessKey: CREDENTIALS.S3_SECRET_ACCESS_KEY,
  });
  const newBucket = async () => {
    const bucket = `vp-test-${randomBytes(4).toString('hex')}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'on',
      ...CREDENTIALS,
    };
  };
  const env = await newBucket();
  return {
    env,
    endpoint,
    bucket: env.S3_BUCKET,
    newBucket,
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
