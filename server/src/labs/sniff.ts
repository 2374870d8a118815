import { fileTypeFromBuffer } from 'file-type';

export const REPORT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/tiff'] as const;
export type ReportMimeType = (typeof REPORT_MIME_TYPES)[number];

/**
 * The report type from the file's content (magic bytes), never from its name or the browser's claim: a
 * renamed executable or text file is not a PDF or PNG. null for anything else, including empty files.
 */
export async function sniffReportType(bytes: Uint8Array): Promise<ReportMimeType | null> {
  if (bytes.length === 0) return null;
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime;
  return (REPORT_MIME_TYPES as readonly string[]).includes(mime ?? '') ? (mime as ReportMimeType) : null;
}
