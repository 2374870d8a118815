/**
 * Every environment variable the server reads, parsed and validated in one place. A bad value stops the start
 * with a message naming the variable. Secrets that are not configured are generated once in KEYS_DIR (see
 * lib/secrets.ts).
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { paymentsEnvShape } from './payments/payments-config';
import { OCR_LANGUAGES } from './labs/ocr-pool';
import { storageConfigIssues, storageEnvShape } from './storage/storage-config';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be "on" or "off"' })
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const positiveInt = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

const hexKey = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 256-bit key)')
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
  .optional();

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || net.isIP(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (!version || rest.length || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For: off, a hop count, or their addresses. The client is the right-most address
 * that is not a trusted proxy; a plain "on" would trust whatever the client itself sends, so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const value = v.toLowerCase();
    if (['', 'off', 'false'].includes(value)) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops === 0 ? false : hops;
    }
    if (['on', 'true'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must say which proxies to trust: their number in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16); "on" would let any client choose its own address',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !isAddressOrCidr(e));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad}" is not a hop count (0–10), an IP address, a CIDR range or one of ${PROXY_RANGE_NAMES.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The schema doubles as documentation: docs/configuration.md's table lists the same variables. */
export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Generated keys live here, outside DATA_DIR (default: a sibling directory, DATA_DIR + "-keys"). */
  KEYS_DIR: optionalString,
  DATABASE_URL: postgresUrl.or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  /** on (default): the embedded database (no DATABASE_URL) runs in its own thread (decision 007); off: on the event loop. */
  PGLITE_THREAD: onOff.default(true),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** "production" turns on the checks that refuse unsafe settings (PAYMENTS_SANDBOX=on, keys inside DATA_DIR) and hides /api/docs. */
  NODE_ENV: z.string().trim().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** auto: human-readable lines when stdout is a terminal, JSON otherwise (for log collectors). */
  LOG_FORMAT: z
    .enum(['auto', 'pretty', 'json'], { error: 'must be one of auto, pretty, json' })
    .default('auto'),
  RATE_LIMITS: onOff.default(true),
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL')
    .transform((v) => v || undefined)
    .optional(),
  SESSION_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: positiveInt.default(24 * 7),
  /** How long a read request may reuse an authenticated session (0 turns the cache off). */
  SESSION_CACHE_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0, 'must be 0 or more')
    .max(60_000, 'must be at most 60000')
    .default(1000),
  /**
   * How old the admin console's totals and analytics may be (lib/snapshot-cache.ts; 0: counted on every read). The
   * rows of a page are always fresh.
   */
  ADMIN_SNAPSHOT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0, 'must be 0 or more')
    .max(600_000, 'must be at most 600000')
    .default(30_000),
  DATA_ENCRYPTION_KEY: hexKey,
  STATIC_DIR: optionalString,
  TRUST_PROXY: trustProxy.default(false),
  /** Serve the OpenAPI document and Swagger UI at /api/docs (default: on, off when NODE_ENV=production). */
  API_DOCS_PUBLIC: onOff.optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\//.test(v), 'must be an http:// or https:// URL')
    .transform((v) => v.replace(/\/$/, '') || undefined)
    .optional(),
  /** smtp(s)://user:pass@host:port; unset: mails are written to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^smtps?:\/\/[^/]/.test(v), 'must be an smtp:// or smtps:// URL')
    .transform((v) => v || undefined)
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address such as "VitalPlan <no-reply@example.com>"')
    .default('VitalPlan <no-reply@localhost>'),
  /** Serves Prometheus metrics at /metrics on this port, apart from the API; unset: no metrics. */
  METRICS_PORT: port.optional(),
  /** Where the metrics port listens: loopback unless opened (e.g. 0.0.0.0 for a scraper on the private network). */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Scrapes must send `Authorization: Bearer <METRICS_TOKEN>`; required when METRICS_HOST is not loopback. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= 24, 'must be at least 24 characters')
    .transform((v) => v || undefined)
    .optional(),
  /** A request (upload included) must arrive completely within this time; stalled clients are cut off. */
  REQUEST_TIMEOUT_MS: positiveInt.default(120_000),
  OCR_WORKERS: positiveInt.max(8, 'must be at most 8').default(2),
  /** OCR models, "+"-separated: eng (default) or eng+fra (better French accents, ~1.5× the time per page). */
  OCR_LANGUAGES: z
    .string()
    .default('eng')
    .transform((v) => v.split('+').map((s) => s.trim()))
    .pipe(z.array(z.enum(OCR_LANGUAGES, { error: 'must be eng or eng+fra' })).min(1)),
  /** OCR work allowed per page (CPU time while a worker reads it, not time waiting): see labs/limits.ts. */
  OCR_PAGE_WORK_LIMIT_MS: positiveInt.default(45_000),
  /** Run the job queue (mail, reminders, sweeps) in this server; off: `npm run worker` processes run it (PostgreSQL only). */
  RUN_JOBS: onOff.default(true),
  /** How long a claimed job is held without its worker's heartbeat: a dead worker's jobs wait this long. */
  JOB_LEASE_SECONDS: positiveInt.max(3600, 'must be at most 3600').default(30),
  /** Stored files without a row older than this are removed at start (default: 0 on PGlite, 600 on PostgreSQL). */
  ORPHAN_SWEEP_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0, 'must be 0 or more')
    .optional(),
  ...paymentsEnvShape,
  ...storageEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  keysDir: string;
  production: boolean;
  apiDocsPublic: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** With PGlite the server is the database's only process: nobody else could run its jobs. */
function jobsConfigIssues(env: Env): [string, string][] {
  return !env.RUN_JOBS && !env.DATABASE_URL
    ? [['RUN_JOBS', 'may be off only with DATABASE_URL (separate workers need PostgreSQL)']]
    : [];
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Metrics reachable from other machines must ask for a token: they tell traffic, routes and timings. */
function metricsConfigIssues(env: Env): [string, string][] {
  return env.METRICS_PORT !== undefined && !isLoopback(env.METRICS_HOST) && !env.METRICS_TOKEN
    ? [['METRICS_TOKEN', `must be set when METRICS_HOST (${env.METRICS_HOST}) is not a loopback address`]]
    : [];
}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const known = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, env[k]]));
  const parsed = envSchema.safeParse(known);
  const issues: [string, string][] = parsed.success
    ? [
        ...storageConfigIssues(parsed.data),
        ...jobsConfigIssues(parsed.data),
        ...metricsConfigIssues(parsed.data),
      ]
    : parsed.error.issues.map((i) => [String(i.path[0] ?? 'environment'), i.message]);
  if (!parsed.success || issues.length > 0) {
    const lines = issues.map(([name, message]) => `  ${name}=${JSON.stringify(env[name] ?? '')}: ${message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(cwd, parsed.data.DATA_DIR);
  const production = parsed.data.NODE_ENV === 'production';
  return {
    ...parsed.data,
    dataDir,
    keysDir: parsed.data.KEYS_DIR ? path.resolve(cwd, parsed.data.KEYS_DIR) : `${dataDir}-keys`,
    production,
    apiDocsPublic: parsed.data.API_DOCS_PUBLIC ?? !production,
  };
}
