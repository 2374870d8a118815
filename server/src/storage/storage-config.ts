/**
 * Where report files are kept, merged into the one configuration schema (server/src/config.ts). Local disk
 * (DATA_DIR/uploads) is the default; STORAGE=s3 keeps them in an S3-compatible bucket so every app instance
 * serves every file. Variables that belong together are checked together at start.
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be "on" or "off"' })
  .transform((v) => v === 'on' || v === 'true' || v === '1');

export const storageEnvShape = {
  STORAGE: z.enum(['local', 's3'], { error: 'must be "local" or "s3"' }).default('local'),
  /** Unset: AWS's own endpoint for S3_REGION. Set for MinIO and other S3-compatible servers. */
  S3_ENDPOINT: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v),
    'must be an http:// or https:// URL',
  ),
  S3_REGION: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9-]+$/.test(v),
    'must be a region name such as us-east-1',
  ),
  S3_BUCKET: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'must be a valid bucket name (3-63 lower-case letters, digits, dots, hyphens)',
  ),
  /** Both or neither; neither uses the SDK's default chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** on for MinIO and most S3-compatible servers (bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: onOff.default(false),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnvShape>>;

/** Settings that are each valid but do not fit together, as [variable, message] pairs. */
export function storageConfigIssues(env: StorageEnv): [string, string][] {
  if (env.STORAGE !== 's3') return [];
  const issues: [string, string][] = [];
  if (!env.S3_BUCKET) issues.push(['S3_BUCKET', 'is required with STORAGE=s3']);
  if (!env.S3_REGION) issues.push(['S3_REGION', 'is required with STORAGE=s3']);
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    issues.push([missing, 'must be set together with the other S3 key (or both left unset)']);
  }
  return issues;
}
