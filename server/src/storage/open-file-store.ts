import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@common/limits';
import type { Config } from '../config';
import { encryptedFileStore } from './encrypted-file-store';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/** Room for the encryption header and tag around the largest upload. */
const ENCRYPTION_OVERHEAD_BYTES = 64;

/**
 * The configured store, encrypted with the file key before anything leaves the process. An S3 bucket is checked
 * here, so a wrong bucket or endpoint stops the start with a message naming the variables.
 */
export async function openFileStore(
  config: Config,
  fileKey: Buffer,
): Promise<{ files: FileStore; close(): void }> {
  if (config.STORAGE === 's3') {
    const s3 = createS3FileStore({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION!,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      maxObjectBytes: UPLOAD_MAX_BYTES + ENCRYPTION_OVERHEAD_BYTES,
    });
    try {
      await s3.check();
    } catch (err) {
      s3.close();
      throw err;
    }
    return { files: encryptedFileStore(s3, fileKey), close: () => s3.close() };
  }
  const local = await createLocalFileStore(path.join(config.dataDir, 'uploads'));
  return { files: encryptedFileStore(local, fileKey), close: () => undefined };
}
