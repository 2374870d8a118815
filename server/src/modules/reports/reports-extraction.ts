/**
 * The contract between the reports module and the lab reader (server/src/labs, wired in labs-extractor.ts): what
 * an extraction hands over, and the background job that runs it.
 */
import type { BiomarkerCode } from '@common/biomarkers';
import type { ReportStatus } from '@common/options';
import type { PrintedIdentity } from '@common/reports';
import type { ValueLocation } from '../../labs/extract-report';
import type { UploadMimeType } from './upload-validation';

/** One result as the extractor hands it over (server/src/labs). */
export interface ExtractedResult {
  code: BiomarkerCode;
  printedName: string;
  value: number;
  comparator: '<' | '>' | '<=' | '>=' | null;
  unit: string | null;
  valueCanonical: number | null;
  refLow: number | null;
  refHigh: number | null;
  refSource: 'report' | 'standard' | null;
  flag: 'low' | 'normal' | 'high' | null;
  clinicallyImportant: boolean;
  note: string | null;
  /** Absent from extractors that do not judge their values (then trusted, as before). */
  confidence?: number | null;
  /** Where the value was read (for its crop); absent when the extractor does not say. */
  location?: ValueLocation | null;
  needsReview?: boolean;
  reviewReason?: string | null;
}

export interface Extraction {
  status: Exclude<ReportStatus, 'processing'>;
  /** For needs_review / failed: what happened and what the member can do. */
  message: string;
  sampleDate: string | null;
  results: ExtractedResult[];
  /** Diagnostics kept with the report (method, pages, timings). */
  details?: Record<string, unknown>;
  /** Who the header says the report is about (absent: the extractor does not read it). */
  identity?: PrintedIdentity;
  /** The document itself is refused (dangerous, damaged): it is deleted, never kept or served. */
  refused?: boolean;
}

export interface ExtractOptions {
  /** Aborted when the job loses its lease or the server stops. */
  signal?: AbortSignal;
  /** Pages read so far of pages to read. */
  onProgress?: (pagesDone: number, pageCount: number) => void;
}
export type ReportExtractor = (
  bytes: Buffer,
  mimeType: UploadMimeType,
  options?: ExtractOptions,
) => Promise<Extraction>;
/** The crop of the document around a value's row (PNG), rendered from the original bytes. */
export type CropRenderer = (
  bytes: Buffer,
  mimeType: UploadMimeType,
  at: ValueLocation,
  documentKey: string,
) => Promise<Buffer>;
/** Checks run before an upload is stored: a refusal message (answered 422, nothing kept), else its page count. */
export type ReportScreen = (
  bytes: Buffer,
  mimeType: UploadMimeType,
) => Promise<{ refusal: string | null; pages: number }>;

/** The background job that reads a stored report (payload: the report's id). */
export const EXTRACT_JOB = 'reports.extract';
/** Attempts before a report is marked failed: a retry helps after a crash or a storage hiccup. */
export const EXTRACT_ATTEMPTS = 3;

/** The window of the pages-per-hour budget, and of the recent reading that orders members' turns. */
export const READING_WINDOW_MS = 3_600_000;
