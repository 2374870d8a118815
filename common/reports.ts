import { z } from 'zod';
import { biomarkerResultSchema } from './biomarkers';
import { REPORT_STATUSES } from './options';

/** A blood test report as its owner sees it. */
export const reportSchema = z.object({
  id: z.string(),
  /** The owner (admins may view any member's report; the page offers corrections only to the owner). */
  userId: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  size: z.number(),
  status: z.enum(REPORT_STATUSES),
  /** For needs_review / failed: what happened and what to do. */
  statusMessage: z.string().nullable(),
  sampleDate: z.string().nullable(),
  uploadedAt: z.string(),
  processedAt: z.string().nullable(),
  biomarkerCount: z.number(),
  /** While the report is read in the background: pages read so far ("Reading page 2 of 3…"); else null. */
  progress: z.object({ pagesDone: z.number().int(), pageCount: z.number().int() }).nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListResponse = z.object({ reports: z.array(reportSchema) });
export const reportResponse = z.object({ report: reportSchema, biomarkers: z.array(biomarkerResultSchema) });
export type ReportWithBiomarkers = z.infer<typeof reportResponse>;

/**
 * POST /api/blood-test/upload answers as soon as the file is stored: the report is `processing` while a background
 * job reads it; GET /api/blood-test/reports/:id shows its progress and, when done, its results.
 */
export const uploadResponse = z.object({
  message: z.string(),
  report: reportSchema,
  /** The same file (by content) was uploaded before; it is stored again as a new report. */
  duplicate: z.boolean(),
  duplicateOf: z.string().nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
