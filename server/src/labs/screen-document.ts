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

/** The screen's verdict: why the document is refused (a message for the member, or null), and its pages. */
export interface Screening {
  refusal: string | null;
  pages: number;
}

/** Why the document is refused, or its pages (members' reading budgets count them) when it may be stored. */
export async function screenDocument(bytes: Buffer, mimeType: ReportMimeType): Promise<Screening> {
  if (bytes.length === 0) return { refusal: MESSAGES.empty, pages: 0 };
  try {
    if (mimeType === 'application/pdf') {
      const doc = await openPdf(bytes);
      const pages = doc.numPages;
      await doc.destroy();
      return { refusal: null, pages };
    }
    return { refusal: null, pages: await countFrames(bytes) };
  } catch (err) {
    return { refusal: refusalOf(err, mimeType), pages: 0 };
  }
}

function refusalOf(err: unknown, mimeType: ReportMimeType): string {
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
