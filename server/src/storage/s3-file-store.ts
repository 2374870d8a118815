import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { FileNotFound, STORAGE_KEY_PATTERN, type FileStore } from './file-store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Objects larger than this are refused on read: a download never buffers more than one upload may hold. */
  maxObjectBytes: number;
}

/** Every object lives under this prefix, so the bucket may hold other things and the sweep never touches them. */
const PREFIX = 'uploads/';
/** S3's smallest multipart part: an upload of 10 MB goes out as two parts, one at a time. */
const PART_BYTES = 5 * 1024 * 1024;

export class StorageUnavailable extends Error {
  override name = 'StorageUnavailable';
}

export function createS3Client(o: Omit<S3StoreOptions, 'maxObjectBytes' | 'bucket'>): S3Client {
  return new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials:
      o.accessKeyId && o.secretAccessKey
        ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
        : undefined,
    // The app's AES-GCM tag already authenticates every byte end to end; the SDK's optional CRC checksums add
    // nothing and some S3-compatible servers (s3rver) store their chunk framing as data.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, ...). PUT and CompleteMultipartUpload are atomic in S3, so readers see
 * a whole object or none, as the FileStore contract asks. Call `check()` at start to fail early on a wrong bucket.
 */
export function createS3FileStore(
  o: S3StoreOptions,
  client = createS3Client(o),
): FileStore & { check(): Promise<void>; close(): void } {
  const objectKey = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return PREFIX + key;
  };

  return {
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: o.bucket }));
      } catch (err) {
        const reason = err instanceof S3ServiceException ? err.name : (err as Error).message;
        throw new StorageUnavailable(
          `S3 bucket "${o.bucket}" is not reachable (S3_BUCKET, S3_ENDPOINT): ${reason}`,
        );
      }
    },

    close: () => client.destroy(),

    async put(key, data) {
      await new Upload({
        client,
        params: {
          Bucket: o.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: 'application/octet-stream',
        },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      }).done();
    },

    async get(key) {
      let body: Readable;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: objectKey(key) }));
        if ((res.ContentLength ?? 0) > o.maxObjectBytes) {
          throw new Error(`Stored object ${key} is larger than ${o.maxObjectBytes} bytes`);
        }
        body = res.Body as Readable;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
          throw new FileNotFound(key);
        throw err;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of body) {
        size += (chunk as Buffer).length;
        if (size > o.maxObjectBytes) {
          body.destroy();
          throw new Error(`Stored object ${key} is larger than ${o.maxObjectBytes} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks, size);
    },

    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: objectKey(key) }));
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: o.bucket, Prefix: PREFIX, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(PREFIX.length) ?? '';
          if (STORAGE_KEY_PATTERN.test(key) && item.LastModified)
            yield { key, modifiedAt: item.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
