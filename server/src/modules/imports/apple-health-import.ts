/**
 * An Apple Health export.zip imported in the background (issue 34; docs/decisions/011-health-data-imports.md):
 * accept() checks the upload at once (a zip, holding export.xml, no bomb-sized entry, no entity declarations), so a
 * bad file is a 4xx, then run() streams export.xml on this instance, saving progress as it reads. What it keeps is
 * aggregated by day (apple-health-read.ts) and written in one transaction at the end: an import that fails half-way
 * (a malformed file, a zip bomb that lied about its sizes, the server stopping) leaves nothing behind.
 * The file lives on this instance's disk until the import ends; an instance that stops mid-import leaves the import
 * "interrupted" (nothing was written) and the member uploads again, which never duplicates.
 */
import {
  APPLE_HEALTH_KINDS,
  APPLE_HEALTH_LIMITS,
  APPLE_HEALTH_MESSAGES,
  type AppleHealthKind,
  type ImportJob,
} from '@common/imports';
import { rm } from 'node:fs/promises';
import type { Db } from '../../db/client';
import { AppError, Conflict } from '../../lib/errors';
import type { Actor } from '../auth/auth-service';
import { writeHealthImport, type HealthImport } from '../progress';
import { checkHealthXmlHead, readHealthXml, reasonsOf, type HealthData } from './apple-health-read';
import { openExport, openXmlStream } from './apple-health-zip';
import * as repo from './imports-repo';

const KIND = 'apple-health';
/** Progress is saved at most this often; a running import not saved for STALE_MS was interrupted. */
const PROGRESS_EVERY_MS = 1000;
export const STALE_MS = 5 * 60_000;
const FAILED_UNEXPECTEDLY = 'The import failed unexpectedly; nothing was imported. Please try again later.';
export const INTERRUPTED =
  'The import was interrupted (the server restarted); nothing was imported. Upload the file again.';

export interface AppleHealthDeps {
  db: Db;
  now: () => Date;
  log: { error(obj: object, msg?: string): void };
}

/** What the reader kept, as the rows the progress module writes. */
export function toHealthImport(data: HealthData): HealthImport {
  const days = new Set([...data.waists.keys(), ...data.bodyFats.keys()]);
  return {
    source: KIND,
    weights: [...data.weights].map(([date, v]) => ({ date, weightKg: v.value })),
    measurements: [...days].map((date) => ({
      date,
      waistCm: data.waists.get(date)?.value ?? null,
      bodyFatPct: data.bodyFats.get(date)?.value ?? null,
    })),
    activity: [...data.activity].map(([key, t]) => {
      const [date, source] = key.split('\t') as [string, string];
      return {
        date,
        source,
        steps: t.steps === null ? null : Math.round(t.steps),
        activeKcal: t.activeKcal === null ? null : Math.round(t.activeKcal * 10) / 10,
        restingHeartRate: t.restingHeartRate?.value ?? null,
      };
    }),
    workouts: [...data.workouts.values()].map((w) => ({ ...w, startAt: new Date(w.startAt) })),
  };
}

export function presentImport(row: repo.ImportRow, now: Date): ImportJob {
  const interrupted =
    (row.status === 'queued' || row.status === 'running') &&
    now.getTime() - row.updatedAt.getTime() > STALE_MS;
  return {
    id: row.id,
    kind: row.kind as ImportJob['kind'],
    status: interrupted ? 'failed' : (row.status as ImportJob['status']),
    filename: row.filename,
    bytesRead: row.bytesRead,
    totalBytes: row.totalBytes,
    imported: row.imported,
    skipped: row.skipped,
    refused: row.refused,
    skippedReasons: row.skippedReasons,
    refusedReasons: row.refusedReasons,
    kinds: row.kinds ?? null,
    error: interrupted ? INTERRUPTED : row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function createAppleHealthImports(deps: AppleHealthDeps) {
  const { db, now, log } = deps;
  const inFlight = new Set<Promise<void>>();

  async function run(
    id: string,
    userId: string,
    path: string,
    kinds: readonly AppleHealthKind[],
  ): Promise<void> {
    let saved = 0;
    try {
      const entry = await openExport(path);
      try {
        const data = await readHealthXml(await openXmlStream(entry), {
          now: now(),
          kinds,
          maxBytes: Math.min(entry.entry.uncompressedSize, APPLE_HEALTH_LIMITS.maxEntryBytes),
          onProgress: async (bytesRead) => {
            if (Date.now() - saved < PROGRESS_EVERY_MS) return;
            saved = Date.now();
            await repo.updateImport(db, id, { status: 'running', bytesRead, updatedAt: now() });
          },
        });
        const rows = toHealthImport(data);
        // Read to the end: the write phase starts fresh, so a long transaction is not taken for an interrupted import.
        await repo.updateImport(db, id, { status: 'running', updatedAt: now() });
        await db.transaction(async (tx) => {
          const { written, skipped } = await writeHealthImport(tx, userId, rows, now());
          for (const [reason, n] of skipped) data.skipped.set(reason, (data.skipped.get(reason) ?? 0) + n);
          const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
          await repo.updateImport(tx, id, {
            status: 'done',
            bytesRead: entry.entry.uncompressedSize,
            imported: written,
            skipped: total(data.skipped),
            refused: total(data.refused),
            skippedReasons: reasonsOf(data.skipped),
            refusedReasons: reasonsOf(data.refused),
            updatedAt: now(),
            finishedAt: now(),
          });
        });
      } finally {
        entry.zip.close();
      }
    } catch (err) {
      if (!(err instanceof AppError)) log.error({ err, importId: id }, 'Apple Health import failed');
      // The database may be what failed: then the row stays "running" and reads as interrupted after STALE_MS.
      await repo
        .updateImport(db, id, {
          status: 'failed',
          error: err instanceof AppError ? err.message : FAILED_UNEXPECTEDLY,
          updatedAt: now(),
          finishedAt: now(),
        })
        .catch((e: unknown) => log.error({ err: e, importId: id }, 'Could not mark the import failed'));
    } finally {
      await rm(path, { force: true });
    }
  }

  return {
    /**
     * Checks the uploaded file (4xx when it cannot be a Health export) and starts its import; the file at `path`
     * is the import's from then on (removed when it ends). The caller removes it when this throws.
     */
    async accept(
      actor: Actor,
      upload: { filename: string | undefined; path: string },
      /** What the member chose to import; all when absent. */
      chosen?: readonly AppleHealthKind[],
    ): Promise<ImportJob> {
      const kinds = APPLE_HEALTH_KINDS.filter((k) => !chosen || chosen.includes(k));
      const entry = await openExport(upload.path);
      try {
        await checkHealthXmlHead(await openXmlStream(entry));
      } finally {
        entry.zip.close();
      }
      const at = now();
      const busy = (await repo.unfinishedImports(db, actor.user.id, KIND)).some(
        (row) => at.getTime() - row.updatedAt.getTime() <= STALE_MS,
      );
      if (busy) throw new Conflict(APPLE_HEALTH_MESSAGES.busy, 'file');
      const row = await repo.insertImport(db, {
        userId: actor.user.id,
        kind: KIND,
        status: 'queued',
        filename: upload.filename ?? null,
        totalBytes: entry.entry.uncompressedSize,
        kinds,
        createdAt: at,
        updatedAt: at,
      });
      // Never an unhandled rejection: a background job's failure must not stop the instance.
      const job = run(row.id, actor.user.id, upload.path, kinds)
        .catch((err: unknown) => log.error({ err, importId: row.id }, 'Apple Health import crashed'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
      return presentImport(row, at);
    },

    /** Resolves when every import started here has ended (server shutdown, tests). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
