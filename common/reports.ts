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
});
export type Report = z.infer<typeof reportSchema>;

export const reportListResponse = z.object({ reports: z.array(reportSchema) });
export const reportResponse = z.object({ report: reportSchema, biomarkers: z.array(biomarkerResultSchema) });
export type ReportWithBiomarkers = z.infer<typeof reportResponse>;

export const uploadResponse = z.object({
  message: z.string(),
  report: reportSchema,
  /** The same file (by content) was uploaded before; it is stored again as a new report. */
  duplicate: z.boolean(),
  duplicateOf: z.string().nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
