import { z } from 'zod';

/**
 * Health data imported from other systems as a background import (issue 34): an Apple Health export.zip is
 * uploaded, checked at once (a bad file is a 4xx), then read in the background while the member watches its progress.
 */

/** Limits of an Apple Health export.zip (docs/decisions/011-health-data-imports.md). */
export const APPLE_HEALTH_LIMITS = {
  /** The uploaded zip: years of a watch's data make a few hundred MB. */
  maxUploadBytes: 1024 * 1024 * 1024,
  /** Inflated size of any one entry (export.xml of a 1 GB zip is ~15 GB at Apple's ~15:1). */
  maxEntryBytes: 20 * 1024 * 1024 * 1024,
  /**
   * Inflated : compressed size of an entry. Health XML deflates ~10–30:1; deflate's ceiling is ~1030:1, which
   * zip bombs approach. Entries under 1 MB are not judged by ratio (a tiny file of repeated bytes is harmless).
   */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  /**
   * What one import may hold beyond what a real export does, so a crafted file cannot grow memory or the import's
   * row without bound: distinct skip/refuse reasons (the rest are counted under one), sources (a phone, a watch and a
   * few apps make under ten), workouts (one a day for 30 years is ~11,000).
   */
  maxReasons: 30,
  maxSources: 50,
  maxWorkouts: 50_000,
} as const;

export const APPLE_HEALTH_MESSAGES = {
  tooLarge:
    'The export is larger than 1 GB. Export a shorter period from the Health app, or contact support.',
  notAZip:
    'This is not a zip archive. In the Health app choose your picture → Export All Health Data, and upload the export.zip it makes.',
  noExportXml:
    'This zip holds no apple_health_export/export.xml. Upload the export.zip the Health app makes (Export All Health Data).',
  bomb: 'This zip inflates far beyond what a Health export can (a "zip bomb"); nothing was imported.',
  entities:
    'The export.xml declares entities or an external DTD, which a Health export never does; it was refused and nothing was imported.',
  busy: 'An Apple Health import of yours is already running. Wait for it to finish (see its progress), then upload again.',
} as const;

export const IMPORT_KINDS = ['apple-health'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** Why records were not imported: a reason and how many records it covers. */
export const importReasonSchema = z.object({ reason: z.string(), count: z.number().int() });
export type ImportReason = z.infer<typeof importReasonSchema>;

export const importSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  filename: z.string().nullable(),
  /** Bytes of the upload read so far, of totalBytes. */
  bytesRead: z.number().int(),
  totalBytes: z.number().int(),
  /** Records written (days, weights, workouts…), records already imported or not asked for, records refused. */
  imported: z.number().int(),
  skipped: z.number().int(),
  refused: z.number().int(),
  skippedReasons: z.array(importReasonSchema),
  refusedReasons: z.array(importReasonSchema),
  /** Why a failed import failed (nothing of it was written). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importSchema>;

export const importAcceptedResponse = z.object({ id: z.string(), message: z.string() });
export const importListResponse = z.object({ imports: z.array(importSchema) });
export const importIdParams = z.object({ id: z.uuid({ error: 'Not an import id.' }) });

/** How often a screen asks how an import is going. */
export const IMPORT_POLL_MS = 1500;
