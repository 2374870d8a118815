/**
 * The admin console's system health: the database, payments, OCR and disk checks, run in parallel, each bounded
 * by a timeout (a missing check reports 'unknown', one that throws or takes too long reports 'error').
 */
import { statfs } from 'node:fs/promises';
import {
  databaseStatus,
  diskStatus,
  overallStatus,
  paymentsStatus,
  type AdminSystem,
  type PaymentMode,
} from '@common/admin';
import type { Database } from '../../db/client';

/** One payment provider and the money it takes: real ('live'), test ('sandbox') or none ('disabled'). */
export interface PaymentProviderCheck {
  provider: string;
  mode: PaymentMode;
}

/** Whether reports can be read right now (OCR engine and its language data available). */
export interface OcrCheck {
  ready: boolean;
  /** Shown to the admin, e.g. "2 workers idle" or why it is not ready. */
  message?: string;
}

export interface DiskUsage {
  freeBytes: number;
  totalBytes: number;
}

/**
 * Live checks the app wires to the real subsystems. Each may be sync or async; a check that is missing reports
 * 'unknown', one that throws or takes longer than CHECK_TIMEOUT_MS reports 'error'.
 */
export interface SystemChecks {
  payments?: () => PaymentProviderCheck[] | Promise<PaymentProviderCheck[]>;
  /** The warning to show while the payments sandbox is on (it grants paid plans without money), else null. */
  paymentsSandboxWarning?: () => string | null;
  ocr?: () => OcrCheck | Promise<OcrCheck>;
  /** Free and total bytes of the file system holding `path` (default: node:fs statfs). */
  disk?: (path: string) => Promise<DiskUsage>;
}

export const CHECK_TIMEOUT_MS = 3_000;

async function statfsUsage(path: string): Promise<DiskUsage> {
  const s = await statfs(path);
  return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
}

function withTimeout<T>(work: () => T | Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    Promise.resolve()
      .then(work)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

const GIB = 1024 ** 3;
const formatGiB = (bytes: number) => `${(bytes / GIB).toFixed(1)} GB`;

export function createSystemHealth(deps: {
  database: Pick<Database, 'kind' | 'ping'>;
  now: () => Date;
  dataDir: string;
  systemChecks?: SystemChecks;
  checkTimeoutMs?: number;
}) {
  const { now } = deps;
  const checks = deps.systemChecks ?? {};
  const timeoutMs = deps.checkTimeoutMs ?? CHECK_TIMEOUT_MS;

  async function databaseCheck(): Promise<AdminSystem['database']> {
    try {
      const latencyMs = await withTimeout(() => deps.database.ping(), timeoutMs);
      const status = databaseStatus(latencyMs);
      return {
        status,
        kind: deps.database.kind,
        latencyMs,
        message: status === 'ok' ? `Connected (${latencyMs} ms)` : `Connected but slow (${latencyMs} ms)`,
      };
    } catch (err) {
      return {
        status: 'error',
        kind: deps.database.kind,
        latencyMs: null,
        message: `Unreachable: ${reason(err)}`,
      };
    }
  }

  async function paymentsCheck(): Promise<AdminSystem['payments']> {
    const sandboxWarning = checks.paymentsSandboxWarning?.() ?? null;
    if (!checks.payments)
      return { status: 'unknown', providers: [], message: 'Not reported by this server', sandboxWarning };
    try {
      const providers = await withTimeout(checks.payments, timeoutMs);
      const status = paymentsStatus(providers.map((p) => p.mode));
      const live = providers.filter((p) => p.mode === 'live').map((p) => p.provider);
      const sandbox = providers.filter((p) => p.mode === 'sandbox').map((p) => p.provider);
      const parts = [
        live.length ? `Live: ${live.join(', ')}` : null,
        sandbox.length ? `Sandbox (no real charges): ${sandbox.join(', ')}` : null,
      ].filter(Boolean);
      return {
        status,
        providers: providers.map((p) => ({ provider: p.provider, mode: p.mode })),
        message: parts.length ? parts.join('; ') : 'No payment provider is enabled',
        sandboxWarning,
      };
    } catch (err) {
      return { status: 'error', providers: [], message: `Check failed: ${reason(err)}`, sandboxWarning };
    }
  }

  async function ocrCheck(): Promise<AdminSystem['ocr']> {
    if (!checks.ocr) return { status: 'unknown', message: 'Not reported by this server' };
    try {
      const result = await withTimeout(checks.ocr, timeoutMs);
      return {
        status: result.ready ? 'ok' : 'error',
        message: result.message ?? (result.ready ? 'Ready' : 'Not ready'),
      };
    } catch (err) {
      return { status: 'error', message: `Check failed: ${reason(err)}` };
    }
  }

  async function diskCheck(): Promise<AdminSystem['disk']> {
    const path = deps.dataDir;
    try {
      const usage = await withTimeout(() => (checks.disk ?? statfsUsage)(path), timeoutMs);
      const status = diskStatus(usage.freeBytes, usage.totalBytes);
      const percent = usage.totalBytes > 0 ? Math.round((usage.freeBytes / usage.totalBytes) * 100) : 0;
      return {
        status,
        path,
        freeBytes: usage.freeBytes,
        totalBytes: usage.totalBytes,
        message: `${formatGiB(usage.freeBytes)} free of ${formatGiB(usage.totalBytes)} (${percent}%)`,
      };
    } catch (err) {
      return {
        status: 'unknown',
        path,
        freeBytes: null,
        totalBytes: null,
        message: `Not readable: ${reason(err)}`,
      };
    }
  }

  return {
    /** Real checks, run in parallel, each bounded by CHECK_TIMEOUT_MS. */
    async system(): Promise<AdminSystem> {
      const [database, payments, ocr, disk] = await Promise.all([
        databaseCheck(),
        paymentsCheck(),
        ocrCheck(),
        diskCheck(),
      ]);
      const api = {
        status: 'ok' as const,
        uptimeSeconds: Math.round(process.uptime()),
        nodeVersion: process.version,
      };
      return {
        checkedAt: now().toISOString(),
        status: overallStatus([api.status, database.status, payments.status, ocr.status, disk.status]),
        api,
        database,
        payments,
        ocr,
        disk,
      };
    },
  };
}
