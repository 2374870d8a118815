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

/**
 * Limits of one upload of FIT activity files (docs/decisions/013-apple-health-background-import.md, "FIT files").
 * A watch records about a point a second: a 24-hour activity is ~3.5 MB, so 10 MB a file leaves room for sensors;
 * every file of an upload is held in memory while it is checked, hence the total.
 */
export const FIT_LIMITS = {
  maxFiles: 20,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 50 * 1024 * 1024,
} as const;

export const FIT_MESSAGES = {
  tooLarge:
    'A FIT file is larger than 10 MB, or the files together are larger than 50 MB. Upload fewer at a time.',
  tooMany: `Upload at most ${FIT_LIMITS.maxFiles} FIT files at a time.`,
  notAForm: "Send the .fit files as form fields named 'file'.",
  noFile: 'Choose one or more .fit activity files (from the watch or Garmin Connect → Export Original).',
  notFit: 'not a FIT file (export the activity as the original .fit file)',
  truncated: 'the FIT file is incomplete (it ends before the size its header declares); copy it again',
  badCrc: 'the FIT file is damaged (its checksum does not match its contents)',
  noSession: 'the FIT file holds no activity summary (session): it is not a recorded activity',
  noneReadable: 'None of these files can be imported',
  busy: 'A FIT import of yours is still running. Wait for it to finish (see its progress), then upload more.',
} as const;

/**
 * What a member may choose to import from an Apple Health export (issue 34 item 3): each kind is kept or left out
 * whole; steps and active energy go together (one day's activity). Absent = all of them.
 */
export const APPLE_HEALTH_KINDS = [
  'weight',
  'bodyFat',
  'waist',
  'restingHeartRate',
  'activity',
  'workouts',
] as const;
export type AppleHealthKind = (typeof APPLE_HEALTH_KINDS)[number];
export const APPLE_HEALTH_KIND_LABELS: Record<AppleHealthKind, string> = {
  // Not "body weight": the profile form beside it has a Weight field, and a label containing its name is ambiguous.
  weight: 'weigh-ins',
  bodyFat: 'body fat',
  waist: 'waist',
  restingHeartRate: 'resting heart rate',
  activity: 'steps and active energy',
  workouts: 'workouts',
};

/**
 * `POST /api/imports/apple-health?kinds=weight,workouts`: the kinds to import, comma-separated (absent = all); an
 * unknown kind is a 400 naming it.
 */
export const appleHealthImportQuery = z.object({
  kinds: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      const kinds = [...new Set(text.split(',').map((k) => k.trim()))];
      const unknown = kinds.filter((k) => !(APPLE_HEALTH_KINDS as readonly string[]).includes(k));
      if (unknown.length > 0 || kinds.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown kind to import: ${unknown.map((k) => `'${k}'`).join(', ') || "''"}. Choose from ${APPLE_HEALTH_KINDS.join(', ')}.`,
        });
        return z.NEVER;
      }
      return kinds as AppleHealthKind[];
    }),
});

export const IMPORT_KINDS = ['apple-health', 'fit'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
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
  /** Apple Health: the kinds the member chose to import (all when they chose nothing); null for other imports. */
  kinds: z.array(z.enum(APPLE_HEALTH_KINDS)).nullable(),
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
