import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfInflationProblem } from './pdf-guard';
import { loadPdfLib, pdfScriptLocation } from './pdf-scripts';
import { DOCUMENT_LIMITS } from './limits';
import { PDF_ROW_OPTIONS, rowsFromFragments } from './parse/layout-rows';
import type { Fragment, TextLine } from './parse/types';

type PdfJs = typeof PdfJsModule;

let pdfjsPromise: Promise<PdfJs> | undefined;
/** pdf.js is large (~1 MB of JS): load it on first use, not at server start. */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

const pkgDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** pdf.js reads these folders itself; in Node they must be file-system paths with a trailing slash. */
const assetDir = (name: string): string => path.join(pkgDir, name) + path.sep;

export type PdfRejectReason = 'unreadable' | 'encrypted' | 'javascript' | 'too-many-pages' | 'bomb';

/** A PDF we refuse to process; `reason` maps to the member-facing message in extract-report.ts. */
export class PdfRejectedError extends Error {
  override name = 'PdfRejectedError';
  constructor(
    readonly reason: PdfRejectReason,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * Open a PDF without ever running its code: eval off, no XFA, no scripting sandbox, fonts not installed, images
 * over a pixel budget skipped. Password-protected files are refused; so are files carrying JavaScript, since the
 * stored original is later opened by members and admins in viewers that might run it.
 */
export async function openPdf(bytes: Buffer): Promise<PDFDocumentProxy> {
  const bomb = pdfInflationProblem(bytes);
  if (bomb) throw new PdfRejectedError('bomb', bomb);
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: assetDir('standard_fonts'),
    cMapUrl: assetDir('cmaps'),
    cMapPacked: true,
    wasmUrl: assetDir('wasm'),
    iccUrl: assetDir('iccs'),
    maxImageSize: DOCUMENT_LIMITS.maxPdfImagePixels,
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    const name = err instanceof Error ? err.name : '';
    if (name === 'PasswordException') throw new PdfRejectedError('encrypted', 'password protected');
    throw new PdfRejectedError('unreadable', err instanceof Error ? err.message : String(err));
  }
  try {
    if (await carriesJavaScript(doc, bytes)) throw new PdfRejectedError('javascript', 'contains JavaScript');
    if (doc.numPages > DOCUMENT_LIMITS.maxPdfPages) {
      throw new PdfRejectedError('too-many-pages', `${doc.numPages} pages`);
    }
  } catch (err) {
    await doc.destroy();
    throw err;
  }
  return doc;
}

/**
 * JavaScript anywhere in the parsed document (pdf-scripts.ts walks the object graph); pdf.js's own view of
 * document, page, field and annotation actions is asked too, so that a file only one parser can read is
 * still checked.
 */
async function carriesJavaScript(doc: PDFDocumentProxy, bytes: Buffer): Promise<boolean> {
  const found = await pdfScriptLocation(bytes).catch(() => null);
  if (found) return true;
  const [docActions, fieldActions] = await Promise.all([
    doc.getJSActions().catch(() => null),
    doc.hasJSActions().catch(() => false),
  ]);
  if (Boolean(docActions && Object.keys(docActions).length > 0) || fieldActions) return true;
  for (let p = 1; p <= Math.min(doc.numPages, DOCUMENT_LIMITS.maxPdfPages); p++) {
    const page = await doc.getPage(p);
    const pageActions = await page.getJSActions().catch(() => null);
    if (pageActions && Object.keys(pageActions).length > 0) return true;
    // Annotations (links, widgets) can carry their own script actions.
    const annotations = (await page.getAnnotations().catch(() => [])) as { actions?: object }[];
    if (annotations.some((a) => a.actions && Object.keys(a.actions).length > 0)) return true;
  }
  return false;
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
}

/** The page's text layer as rows of cells (top-down coordinates in PDF points). */
export async function readPageText(page: PDFPageProxy, pageNumber: number): Promise<TextLine[]> {
  const pdfjs = await loadPdfJs();
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const fragments: Fragment[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    fragments.push(...toFragments(item, viewport.transform, pdfjs));
  }
  return rowsFromFragments(fragments, pageNumber, PDF_ROW_OPTIONS);
}

function toFragments(item: PdfTextItem, viewportTransform: number[], pdfjs: PdfJs): Fragment[] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = pdfjs.Util.transform(viewportTransform, item.transform);
  // Rotated text (side stamps, watermarks) is not part of a results table.
  if (Math.abs(b) > Math.abs(a) * 0.1 || Math.abs(c) > Math.abs(d) * 0.1) return [];
  const size = Math.hypot(c, d) || Math.hypot(a, b);
  const x0 = e;
  const width =
    item.width * (Math.hypot(a, b) / (Math.hypot(item.transform[0] ?? 1, item.transform[1] ?? 0) || 1));
  const base = { y0: f - size * 0.8, y1: f + size * 0.2 };
  // Some generators pad columns with runs of spaces inside one text item: split them into separate cells.
  const parts = item.str.split(/(\s{3,})/);
  if (parts.length === 1) return [{ text: item.str, x0, x1: x0 + width, ...base }];
  const perChar = width / Math.max(1, item.str.length);
  const out: Fragment[] = [];
  let offset = 0;
  for (const part of parts) {
    if (part.trim())
      out.push({ text: part, x0: x0 + offset * perChar, x1: x0 + (offset + part.length) * perChar, ...base });
    offset += part.length;
  }
  return out;
}

/** A one-page PDF with one word, for warming pdf.js up. */
const TINY_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 50] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >> endobj',
  '4 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  '5 0 obj << /Length 38 >> stream',
  'BT /F1 12 Tf 10 20 Td (warm up) Tj ET',
  'endstream endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

/**
 * Load pdf.js and its in-process worker and read one tiny PDF, so the first real upload does not pay the
 * ~0.5–1 s start-up (call at server start, alongside OcrPool.warmUp()).
 */
export async function warmUpPdf(): Promise<void> {
  // Both parsers load at once (~1.5 s each on a busy 2-core machine), not one after the other.
  await Promise.all([loadPdfJs(), loadPdfLib()]);
  const doc = await openPdf(Buffer.from(TINY_PDF, 'latin1'));
  try {
    await readPageText(await doc.getPage(1), 1);
  } finally {
    await doc.destroy();
  }
}

/** Letters and digits on the page: a scanned page may still carry a few stray text items (a stamp, a page number). */
export function usableTextChars(lines: TextLine[]): number {
  let n = 0;
  for (const line of lines) n += (line.text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return n;
}
