import { z } from 'zod';
import { biomarkerResultSchema } from './biomarkers';
import { REPORT_STATUSES } from './options';

/**
 * "Is this your report?": when the sex, age or name printed on a report contradicts the member's profile, its results
 * join trends and plans only after the member answers "mine"; "not mine" keeps them out (the report stays until
 * deleted). server/src/labs/parse/patient-identity.ts reads the header and compares.
 */
export const REPORT_IDENTITY_ANSWERS = ['mine', 'not_mine'] as const;
export type ReportIdentityAnswer = (typeof REPORT_IDENTITY_ANSWERS)[number];
export const reportIdentityBody = z.strictObject({
  answer: z.enum(REPORT_IDENTITY_ANSWERS, { error: "Answer must be 'mine' or 'not_mine'" }),
});
export type ReportIdentityBody = z.infer<typeof reportIdentityBody>;

export const printedIdentitySchema = z.object({
  sex: z.enum(['male', 'female']).optional(),
  age: z.number().optional(),
  dateOfBirth: z.string().optional(),
  name: z.string().optional(),
});
export type PrintedIdentity = z.infer<typeof printedIdentitySchema>;
export const identityMismatchSchema = z.object({
  field: z.enum(['sex', 'age', 'name']),
  printed: z.string(),
  profile: z.string(),
});
export type IdentityMismatch = z.infer<typeof identityMismatchSchema>;

export const reportIdentitySchema = z.object({
  /** What the report's header says (empty object: nothing printed, or not read yet). */
  printed: printedIdentitySchema,
  /** Where it contradicts the profile (empty: it fits, or there was nothing to compare). */
  mismatches: z.array(identityMismatchSchema),
  answer: z.enum(REPORT_IDENTITY_ANSWERS).nullable(),
  /** A mismatch the member has not answered yet: the page asks. */
  needsAnswer: z.boolean(),
  /** Its results are part of the member's trends and plans. */
  included: z.boolean(),
});
export type ReportIdentity = z.infer<typeof reportIdentitySchema>;

/** A result of an imported FHIR file that did not become a catalogue result, with the text it carried and why. */
export const notUnderstoodSchema = z.object({
  /** The code's display or text as the file gives it ("Vitamin K1"). */
  display: z.string(),
  /** The LOINC code (others as `system|code`); null when it had none. */
  code: z.string().nullable(),
  reason: z.string(),
});
export type NotUnderstood = z.infer<typeof notUnderstoodSchema>;

/** Where a report came from: a document the member uploaded (read by us), or a FHIR file (taken as it says). */
export const REPORT_SOURCES = ['upload', 'fhir'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

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
  /**
   * While the report waits for its turn to be read: how many reports will be read before it (members take turns,
   * so this is not first come, first served); null once reading has started or finished.
   */
  queue: z.object({ ahead: z.number().int().min(0) }).nullable(),
  /** Whose report it is by its header, and whether it joins trends and plans. */
  identity: reportIdentitySchema,
  /** 'fhir': imported from a FHIR file, its values as the file gives them (no reading, nothing to review). */
  source: z.enum(REPORT_SOURCES),
  /** Results of an imported file that are not in our catalogue or have no usable value (empty for uploads). */
  notUnderstood: z.array(notUnderstoodSchema),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListResponse = z.object({ reports: z.array(reportSchema) });
export const reportResponse = z.object({ report: reportSchema, biomarkers: z.array(biomarkerResultSchema) });
export type ReportWithBiomarkers = z.infer<typeof reportResponse>;
/** The report alone, after a change to it (retry, identity answer). */
export const reportUpdatedResponse = z.object({ report: reportSchema });

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
