/**
 * The checks an upload must pass before it is stored, run while the member waits (tens of milliseconds): a PDF
 * is opened by parsing (password, JavaScript in its actions/names/annotations, page count, inflation bomb) and an
 * image's header is read (decodable, pixel budget). Reading the results happens later, in a background job; a
 * document refused here is answered 4xx and never kept.
 */
import { countFrames, ImageRejectedError } from './image-prep';
import { DOCUMENT_LIMITS } from './limits';
import { MESSAGES } from './extract-report';
import { openPdf, PdfRejectedError } from './pdf-text';
import type { ReportMimeType } from './sniff';

/** Why the document is refused (a message for the member), or null when it may be stored and read. */
export async function screenDocument(bytes: Buffer, mimeType: ReportMimeType): Promise<string | null> {
  if (bytes.length === 0) return MESSAGES.empty;
  try {
    if (mimeType === 'application/pdf') {
      const doc = await openPdf(bytes);
      await doc.destroy();
    } else {
      await countFrames(bytes);
    }
    return null;
  } catch (err) {
    if (err instanceof PdfRejectedError) {
      switch (err.reason) {
        case 'encrypted':
          return MESSAGES.encrypted;
        case 'javascript':
          return MESSAGES.javascript;
        case 'too-many-pages':
          return MESSAGES.tooManyPages(Number.parseInt(err.message, 10) || DOCUMENT_LIMITS.maxPdfPages + 1);
        case 'bomb':
          return MESSAGES.oversizedPdf;
        default:
          return MESSAGES.unreadablePdf;
      }
    }
    if (err instanceof ImageRejectedError)
      return err.message === 'image too large' ? MESSAGES.imageTooLarge : MESSAGES.unreadableImage;
    return mimeType === 'application/pdf' ? MESSAGES.unreadablePdf : MESSAGES.unreadableImage;
  }
}
