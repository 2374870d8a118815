import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  countFrames,
  highContrastVariant,
  ImageRejectedError,
  prepareForOcr,
  type ImageSource,
  type PreparedImage,
} from './image-prep';
import { withReportChecks } from './confidence';
import { checkIdentities } from './identity-checks';
import { interpretResult, type ExtractedBiomarker } from './interpret';
import { DOCUMENT_LIMITS, OCR_LIMITS } from './limits';
import { recoverDecimalPoints } from './ocr-decimals';
import { CHINESE_OCR, OcrAbortedError, type OcrLanguage, type OcrPool, type QuarterTurn } from './ocr-pool';
import { OCR_ROW_OPTIONS, rowsFromFragments } from './parse/layout-rows';
import { mergeReadings } from './parse/merge-readings';
import { parseReport, type ParsedReport, type TextSource } from './parse/parse-report';
import type { PrintedIdentity } from './parse/patient-identity';
import type { Sex } from './parse/ranges';
import type { PageText } from './parse/types';
import { pageImage } from './pdf-images';
import { openPdf, PdfRejectedError, readPageText, usableTextChars } from './pdf-text';
import { sniffReportType, type ReportMimeType } from './sniff';

export type { ExtractedBiomarker } from './interpret';
export type { ReportMimeType } from './sniff';
export { sniffReportType } from './sniff';

export interface ExtractionTimings {
  totalMs: number;
  /** Opening the PDF and reading its text layer. */
  textMs: number;
  /** Getting page images (PDF page images, image decoding) and preparing them for OCR. */
  imageMs: number;
  /** Wall time spent waiting for OCR (pages run in parallel on the pool). */
  ocrMs: number;
  parseMs: number;
}

/**
 * Where a value was read, for the crop the member checks it against: the row's centre and glyph height on its
 * page, in the coordinates of how the page was read (text layer: PDF points at scale 1, top-down; OCR: pixels of
 * the image prepared for OCR, which value-crop.ts prepares again the same way).
 */
export interface ValueLocation {
  page: number;
  y: number;
  height: number;
  source: 'text' | 'ocr';
  /** Clockwise quarter turn the page was read at (absent: as it lies); the crop turns it the same way. */
  turn?: QuarterTurn;
}

export type LocatedResult = ExtractedBiomarker & { at: ValueLocation };

export interface ExtractionOutcome {
  status: 'processed' | 'needs_review' | 'failed';
  /** For the member: what happened and, for failed/needs_review, what to do next. */
  message: string;
  /** Technical detail for logs (never shown to members). */
  detail?: string;
  method: 'pdf-text' | 'ocr';
  pages: number;
  sampleDate: string | null;
  patient: { sex?: Sex; age?: number };
  /** Who the header says the report is about (parse/patient-identity.ts); absent when nothing was read. */
  identity?: PrintedIdentity;
  results: LocatedResult[];
  /** Mean OCR confidence (0–100) when OCR was used. */
  ocrConfidence?: number;
  /** The document itself is refused (dangerous, damaged or empty): it must not be kept or served. */
  refused?: true;
  timings: ExtractionTimings;
}

export interface ExtractDeps {
  ocr: OcrPool;
  /**
   * OCR work allowed per page (ms). Counted while a worker reads the page, as CPU time shared among the
   * pages read at once: waiting in the queue or for a CPU on a busy machine does not count. A document gets
   * at most maxOcrPages pages, so its limit is page-based too. The first page over its limit ends the document.
   */
  pageWorkLimitMs: number;
  /** Cancels the extraction (e.g. at shutdown); it then fails with OcrAbortedError's timeout message. */
  signal?: AbortSignal;
  /** Told how many pages are read so far (the report page shows "Reading page 2 of 3…"). */
  onProgress?: (pagesDone: number, pageCount: number) => void;
}

/** Counts finished pages for `onProgress`; a second reading of the document (OCR fallback) starts again at 0. */
function pageProgress(deps: ExtractDeps, pageCount: number): () => void {
  let done = 0;
  deps.onProgress?.(0, pageCount);
  return () => deps.onProgress?.(++done, pageCount);
}

/** Messages shown to members (the first is the spec's "Invalid File Type" text). */
export const MESSAGES = {
  wrongType: 'Please upload JPG, PNG, PDF, or TIFF files only.',
  empty: 'The file is empty. Please choose your report file again.',
  encrypted:
    'This PDF is password-protected. Please upload a copy without a password (for example, print it to a new PDF).',
  javascript:
    'This PDF contains embedded scripts, which we do not accept for safety. Please upload the report as a plain PDF (print or export it to PDF) or as a photo.',
  tooManyPages: (n: number): string =>
    `This PDF has ${n} pages, more than a lab report usually has. Please upload only the pages with your results.`,
  unreadablePdf:
    'We could not open this PDF; it may be damaged. Please download it again from your lab, or upload a photo of the report.',
  oversizedPdf:
    'This PDF holds far more data than a lab report does, so we did not open it. Please upload the report exported straight from your lab, or a photo of it.',
  imageTooLarge: 'This image is too large to process. Please upload a smaller photo of the report.',
  unreadableImage: 'We could not open this image. Please upload a JPG, PNG or TIFF photo of the report.',
  timeout:
    'Reading this report took too long. Please upload a sharper photo of just the results pages, or the PDF from your lab.',
  ocrFailed:
    'We could not read the text in this file. Please upload a sharper photo, or the PDF from your lab.',
  noResultsText:
    'We read this document but found no blood test results in it. Please check that it is your lab report, or add your results by hand.',
  noResultsOcr:
    'We could not find blood test results in this file. If it is a photo, please upload a sharp, well-lit one taken straight on (the whole results table in view), or upload the PDF from your lab.',
  fewResults: (n: number): string =>
    `We could only read ${n} result${n === 1 ? '' : 's'} from this file. Please check ${n === 1 ? 'it' : 'them'} below, and upload a sharper photo or the PDF from your lab if results are missing.`,
  lowConfidence: (n: number): string =>
    `We read ${n} results, but the photo is hard to read, so some values may be wrong. Please check them below, or upload a sharper, well-lit photo.`,
  processed: (n: number): string => `We found ${n} result${n === 1 ? '' : 's'} in your report.`,
  truncated: (read: number, total: number): string => ` Only the first ${read} of ${total} pages were read.`,
} as const;

class Clock {
  private readonly t0 = performance.now();
  readonly timings: ExtractionTimings = { totalMs: 0, textMs: 0, imageMs: 0, ocrMs: 0, parseMs: 0 };
  async time<T>(key: Exclude<keyof ExtractionTimings, 'totalMs'>, fn: () => Promise<T> | T): Promise<T> {
    const t = performance.now();
    try {
      return await fn();
    } finally {
      this.timings[key] += performance.now() - t;
    }
  }
  done(): ExtractionTimings {
    this.timings.totalMs = performance.now() - this.t0;
    for (const k of Object.keys(this.timings) as (keyof ExtractionTimings)[]) {
      this.timings[k] = Math.round(this.timings[k]);
    }
    return this.timings;
  }
}

interface ReadDocument {
  pages: PageText[];
  /** Pages read by OCR (the others from the PDF text layer), each with the quarter turn that put it upright. */
  ocrPages: Map<number, QuarterTurn>;
  /** A second OCR reading of the same pages (high-contrast rendering), when one was made. */
  altPages?: PageText[];
  method: TextSource;
  pageCount: number;
  pagesRead: number;
  ocrConfidence?: number;
  /** Some page was read with the Chinese model. */
  readInChinese?: boolean;
}

/**
 * Turn an uploaded lab report into interpreted biomarker results. Never throws for bad input: unreadable,
 * encrypted, scripted, oversized or unrecognised files come back as `failed` with a message for the member.
 * Throws only on programmer errors (missing dependencies).
 */
export async function extractReport(
  bytes: Buffer,
  mimeType: ReportMimeType,
  deps: ExtractDeps,
): Promise<ExtractionOutcome> {
  if (!deps?.ocr || !(deps.pageWorkLimitMs > 0))
    throw new TypeError('extractReport needs { ocr, pageWorkLimitMs > 0 }');
  const clock = new Clock();
  const base = { method: 'pdf-text' as const, pages: 0, sampleDate: null, patient: {}, results: [] };
  const fail = (
    message: string,
    detail: string,
    method: 'pdf-text' | 'ocr' = 'pdf-text',
    pages = 0,
  ): ExtractionOutcome => ({
    ...base,
    status: 'failed',
    message,
    detail,
    method,
    pages,
    timings: clock.done(),
  });

  if (!bytes || bytes.length === 0) return { ...fail(MESSAGES.empty, 'empty file'), refused: true };
  const actual = await sniffReportType(bytes);
  if (!actual)
    return {
      ...fail(MESSAGES.wrongType, `content is not a PDF/JPEG/PNG/TIFF (declared ${mimeType})`),
      refused: true,
    };

  const signal = deps.signal ?? new AbortController().signal;
  try {
    const parse = (d: ReadDocument): Promise<ParsedReport> =>
      clock.time('parseMs', () => {
        const first = parseReport(d.pages, { source: d.method });
        return d.altPages ? mergeReadings(first, parseReport(d.altPages, { source: d.method })) : first;
      });
    let doc =
      actual === 'application/pdf'
        ? await readPdf(bytes, deps, signal, clock)
        : await readImage(bytes, deps, signal, clock);
    let parsed = await parse(doc);
    let allAsImages = false;
    // A short text PDF that gave (almost) nothing may carry a broken text layer (fonts without a Unicode map,
    // a scanner's garbage OCR layer over the page image): read its pages as images instead.
    if (
      doc.method === 'pdf-text' &&
      doc.pageCount <= DOCUMENT_LIMITS.maxPagesForOcrFallback &&
      !readWell(parsed)
    ) {
      const viaOcr = await readPdf(bytes, deps, signal, clock, true);
      const parsedOcr = await parse(viaOcr);
      if (parsedOcr.results.length > parsed.results.length) {
        [doc, parsed] = [viaOcr, parsedOcr];
        allAsImages = true;
      }
    }
    // Pages read in English whose result-shaped lines mostly went unread may be Chinese that the orientation
    // check did not recognise: read them again with the Chinese model, kept only when it reads clearly more.
    if (
      doc.method === 'ocr' &&
      !doc.readInChinese &&
      deps.ocr.hasLanguage('chi_sim') &&
      mostRowsUnread(parsed)
    ) {
      const again =
        actual === 'application/pdf'
          ? await readPdf(bytes, deps, signal, clock, allAsImages, true)
          : await readImage(bytes, deps, signal, clock, true);
      const parsedAgain = await parse(again);
      if (readsClearlyMore(parsedAgain, parsed)) [doc, parsed] = [again, parsedAgain];
    }
    // checkIdentities keeps order and length: each checked result still lines up with its parsed row.
    const located = withReportChecks(parsed.results, doc.method);
    const results = checkIdentities(located.map((r) => interpretResult(r, parsed.patient))).map(
      (r, i): LocatedResult => {
        const row = located[i]!;
        const turn = doc.ocrPages.get(row.page);
        const at: ValueLocation = {
          page: row.page,
          y: row.y,
          height: row.height,
          source: turn === undefined ? 'text' : 'ocr',
        };
        if (turn) at.turn = turn;
        return { ...r, at };
      },
    );
    const { status, message } = judge(results.length, parsed.candidateRows, doc);
    const outcome: ExtractionOutcome = {
      status,
      message,
      method: doc.method,
      pages: doc.pageCount,
      sampleDate: parsed.sampleDate,
      patient: parsed.patient,
      identity: parsed.identity,
      results,
      timings: clock.done(),
    };
    if (doc.ocrConfidence !== undefined) outcome.ocrConfidence = Math.round(doc.ocrConfidence);
    return outcome;
  } catch (err) {
    const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    if (err instanceof PdfRejectedError) {
      const message =
        err.reason === 'encrypted'
          ? MESSAGES.encrypted
          : err.reason === 'javascript'
            ? MESSAGES.javascript
            : err.reason === 'too-many-pages'
              ? MESSAGES.tooManyPages(Number.parseInt(err.message, 10) || DOCUMENT_LIMITS.maxPdfPages + 1)
              : err.reason === 'bomb'
                ? MESSAGES.oversizedPdf
                : MESSAGES.unreadablePdf;
      return { ...fail(message, detail), refused: true };
    }
    if (err instanceof ImageRejectedError) {
      return {
        ...fail(
          err.message === 'image too large' ? MESSAGES.imageTooLarge : MESSAGES.unreadableImage,
          detail,
          'ocr',
        ),
        refused: true,
      };
    }
    if (err instanceof OcrAbortedError) return fail(MESSAGES.timeout, detail, 'ocr');
    // Anything else came from a third-party parser choking on a malformed file.
    if (actual === 'application/pdf') return { ...fail(MESSAGES.unreadablePdf, detail), refused: true };
    return fail(MESSAGES.ocrFailed, detail);
  }
}

/**
 * processed / needs_review: a report counts as read when it gave a few results, or most of the lines shaped
 * like result rows (a single-test report is complete with one result); a photo must also be legible.
 */
function judge(
  found: number,
  candidateRows: number,
  doc: ReadDocument,
): { status: ExtractionOutcome['status']; message: string } {
  const truncated = doc.pagesRead < doc.pageCount ? MESSAGES.truncated(doc.pagesRead, doc.pageCount) : '';
  if (found === 0) {
    return {
      status: 'needs_review',
      message: (doc.method === 'ocr' ? MESSAGES.noResultsOcr : MESSAGES.noResultsText) + truncated,
    };
  }
  const mostRowsRead = found >= DOCUMENT_LIMITS.minShareOfRowsRead * candidateRows;
  if (found < DOCUMENT_LIMITS.minResultsProcessed && !mostRowsRead) {
    return { status: 'needs_review', message: MESSAGES.fewResults(found) + truncated };
  }
  if (
    doc.method === 'ocr' &&
    doc.ocrConfidence !== undefined &&
    doc.ocrConfidence < DOCUMENT_LIMITS.minOcrConfidence
  ) {
    return { status: 'needs_review', message: MESSAGES.lowConfidence(found) + truncated };
  }
  return { status: truncated ? 'needs_review' : 'processed', message: MESSAGES.processed(found) + truncated };
}

/** Enough results, or most of the lines shaped like result rows. */
function readWell(parsed: ParsedReport): boolean {
  const n = parsed.results.length;
  return (
    n >= DOCUMENT_LIMITS.minResultsProcessed ||
    (n > 0 && n >= DOCUMENT_LIMITS.minShareOfRowsRead * parsed.candidateRows)
  );
}

/** Lines shaped like result rows, enough of them and most unread (see minRowsForScriptRetry). */
function mostRowsUnread(parsed: ParsedReport): boolean {
  return (
    parsed.candidateRows >= DOCUMENT_LIMITS.minRowsForScriptRetry &&
    parsed.results.length < DOCUMENT_LIMITS.minShareOfRowsRead * parsed.candidateRows
  );
}

/** A second reading replaces the first only when it reads half as many results again, and at least three more. */
function readsClearlyMore(second: ParsedReport, first: ParsedReport): boolean {
  const [n2, n1] = [second.results.length, first.results.length];
  return n2 >= n1 + 3 && n2 >= 1.5 * n1;
}

/**
 * Read a PDF: text-layer pages as text, pages without usable text (or all pages, with `allAsImages`) by OCR,
 * with the Chinese model when `chinese` (or when a text page holds Han characters).
 */
async function readPdf(
  bytes: Buffer,
  deps: ExtractDeps,
  signal: AbortSignal,
  clock: Clock,
  allAsImages = false,
  chinese = false,
): Promise<ReadDocument> {
  const doc = await clock.time('textMs', () => openPdf(bytes));
  try {
    const pageDone = pageProgress(deps, doc.numPages);
    const pages: PageText[] = [];
    const scanned: number[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      if (allAsImages) {
        scanned.push(p);
        continue;
      }
      const lines = await clock.time('textMs', async () => readPageText(await doc.getPage(p), p));
      if (usableTextChars(lines) >= DOCUMENT_LIMITS.minTextCharsPerPage) {
        pages.push({ page: p, lines });
        pageDone();
      } else scanned.push(p);
    }
    if (scanned.length === 0)
      return {
        pages,
        ocrPages: new Map(),
        method: 'pdf-text',
        pageCount: doc.numPages,
        pagesRead: doc.numPages,
      };
    const toOcr = scanned.slice(0, DOCUMENT_LIMITS.maxOcrPages);
    // Chinese in the text layer of any page (a report whose other pages are scans, or a text layer the parser
    // could not use): its scanned pages are Chinese too.
    const inChinese = chinese || pages.some((pg) => pg.lines.some((l) => HAN.test(l.text)));
    const ocrPages = await readByOcr(
      toOcr,
      (p) => pdfPageSource(doc, p),
      deps,
      signal,
      clock,
      pageDone,
      inChinese,
    );
    const withText = (ocr: PageText[]): PageText[] => [...pages, ...ocr].sort((a, b) => a.page - b.page);
    const read: ReadDocument = {
      pages: withText(ocrPages.pages),
      ocrPages: ocrPages.turns,
      method: 'ocr',
      pageCount: doc.numPages,
      pagesRead: doc.numPages - (scanned.length - toOcr.length),
      ocrConfidence: ocrPages.confidence,
    };
    if (ocrPages.readInChinese) read.readInChinese = true;
    if (ocrPages.altPages) read.altPages = withText(ocrPages.altPages);
    return read;
  } finally {
    await doc.destroy();
  }
}

async function pdfPageSource(doc: PDFDocumentProxy, p: number): Promise<ImageSource> {
  const page = await doc.getPage(p);
  try {
    return await pageImage(doc, page);
  } finally {
    page.cleanup();
  }
}

async function readImage(
  bytes: Buffer,
  deps: ExtractDeps,
  signal: AbortSignal,
  clock: Clock,
  chinese = false,
): Promise<ReadDocument> {
  const frames = await clock.time('imageMs', () => countFrames(bytes));
  const toOcr = Array.from({ length: Math.min(frames, DOCUMENT_LIMITS.maxOcrPages) }, (_, i) => i + 1);
  const read = await readByOcr(
    toOcr,
    async (p) => ({ kind: 'encoded', bytes, frame: p - 1 }),
    deps,
    signal,
    clock,
    pageProgress(deps, toOcr.length),
    chinese,
  );
  const doc: ReadDocument = {
    pages: read.pages,
    ocrPages: read.turns,
    method: 'ocr',
    pageCount: frames,
    pagesRead: toOcr.length,
    ocrConfidence: read.confidence,
  };
  if (read.readInChinese) doc.readInChinese = true;
  if (read.altPages) doc.altPages = read.altPages;
  return doc;
}

/**
 * OCR pages: images are prepared one after another (sharp uses its own thread pool) and each is handed to
 * the OCR pool as soon as it is ready, so preparation of page 2 overlaps recognition of page 1. A one-page
 * document is also read a second time from a high-contrast rendering when the pool has a spare worker (in
 * parallel, so no extra wall time); the two readings are merged row by row after parsing.
 */
async function readByOcr(
  pageNumbers: number[],
  source: (page: number) => Promise<ImageSource>,
  deps: ExtractDeps,
  signal: AbortSignal,
  clock: Clock,
  pageDone: () => void,
  chinese = false,
): Promise<OcrRead> {
  // A page that cannot be prepared or read ends the document: its other pages are stopped on the pool too.
  const stop = new AbortController();
  const onAbort = (): void => stop.abort();
  if (signal.aborted) stop.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await readPagesByOcr(pageNumbers, source, deps, stop.signal, clock, pageDone, chinese);
  } catch (err) {
    stop.abort();
    throw err;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

type PageRead = { page: number; lines: PageText['lines']; confidence: number };
type OcrRead = {
  pages: PageText[];
  altPages?: PageText[];
  confidence: number;
  /** The quarter turn each page was read at. */
  turns: Map<number, QuarterTurn>;
  /** Some page was read with the Chinese model. */
  readInChinese: boolean;
};

async function readPagesByOcr(
  pageNumbers: number[],
  source: (page: number) => Promise<ImageSource>,
  deps: ExtractDeps,
  signal: AbortSignal,
  clock: Clock,
  pageDone: () => void,
  chinese: boolean,
): Promise<OcrRead> {
  // The second reading uses spare workers only: under load every worker serves a different upload.
  const dual = pageNumbers.length <= DOCUMENT_LIMITS.maxPagesForSecondReading && deps.ocr.spareWorkers >= 2;
  // This document's pages take turns with other documents' pages for the OCR workers.
  const group = {};
  const recognise = (
    p: number,
    img: PreparedImage,
    languages?: readonly OcrLanguage[],
  ): Promise<PageRead> => {
    const job = deps.ocr.recognize(img.png, signal, deps.pageWorkLimitMs, group, languages).then((ocr) => {
      const words = recoverDecimalPoints(ocr.words, img);
      const fragments = words.map((w) => ({
        text: w.text,
        x0: w.x0,
        x1: w.x1,
        y0: w.y0,
        y1: w.y1,
        confidence: w.confidence,
      }));
      return { page: p, lines: rowsFromFragments(fragments, p, OCR_ROW_OPTIONS), confidence: ocr.confidence };
    });
    // Avoid an unhandled rejection while later pages are still being prepared.
    job.catch(() => undefined);
    return job;
  };
  const jobs: Promise<PageRead>[] = [];
  const turns = new Map<number, QuarterTurn>();
  const altJobs: Promise<PageRead>[] = [];
  const ocrStart = performance.now();
  let preparing = 0;
  let readInChinese = false;
  for (const p of pageNumbers) {
    if (signal.aborted) throw new OcrAbortedError('time limit reached');
    const t = performance.now();
    const { prepared, asItLies, languages } = await clock.time('imageMs', async () => {
      const src = await source(p);
      const plain = await prepareForOcr(src);
      // A page fed in sideways or upside down is turned upright before it is read (and its crops with it).
      const { turn, script } = await deps.ocr.inspect(plain.png);
      const langs = pageLanguages(deps.ocr, chinese || script === 'Han');
      if (langs) readInChinese = true;
      return turn
        ? { prepared: await prepareForOcr(src, turn), asItLies: plain, languages: langs }
        : { prepared: plain, asItLies: null, languages: langs };
    });
    turns.set(p, prepared.quarterTurn);
    const recogniseIn = (img: PreparedImage): Promise<PageRead> => recognise(p, img, languages);
    if (!asItLies) {
      const read = recogniseIn(prepared);
      read.then(pageDone, () => undefined);
      jobs.push(read);
      if (dual) altJobs.push(recogniseIn(await clock.time('imageMs', () => highContrastVariant(prepared))));
    } else {
      // Orientation detection can be wrong (a photo of an upright page taken for upside down), and a page read
      // the wrong way round gives nothing: a turned page that reads poorly is read as it lies too, and the
      // better reading kept (the second reading then uses the same way round).
      const chosen = recogniseIn(prepared).then(async (turned) => {
        if (turned.confidence >= OCR_LIMITS.minTurnedPageConfidence) return { read: turned, img: prepared };
        const plain = await recogniseIn(asItLies);
        return plain.confidence > turned.confidence
          ? { read: plain, img: asItLies }
          : { read: turned, img: prepared };
      });
      chosen.catch(() => undefined);
      const read = chosen.then(({ read: r, img }) => {
        turns.set(p, img.quarterTurn);
        return r;
      });
      read.then(pageDone, () => undefined);
      jobs.push(read);
      if (dual) {
        const alt = chosen.then(async ({ img }) =>
          recogniseIn(await clock.time('imageMs', () => highContrastVariant(img))),
        );
        alt.catch(() => undefined);
        altJobs.push(alt);
      }
    }
    preparing += performance.now() - t;
  }
  const [done, alt] = await Promise.all([Promise.all(jobs), Promise.all(altJobs)]);
  clock.timings.ocrMs += performance.now() - ocrStart - preparing;
  const confidence = done.length ? done.reduce((s, d) => s + d.confidence, 0) / done.length : 0;
  const toPages = (reads: PageRead[]): PageText[] => reads.map((d) => ({ page: d.page, lines: d.lines }));
  return dual
    ? { pages: toPages(done), altPages: toPages(alt), confidence, turns, readInChinese }
    : { pages: toPages(done), confidence, turns, readInChinese };
}

/** Han (Chinese) characters. */
const HAN = /\p{sc=Han}/u;

/**
 * The models a page is read with: CHINESE_OCR for a page of a Chinese document (Han characters in the PDF's text
 * layer, or tesseract's orientation check naming Han script for the page) when the chi_sim model is installed;
 * otherwise the pool's own (English). A Chinese worker is started only when such a page comes.
 */
function pageLanguages(ocr: OcrPool, chinese: boolean): readonly OcrLanguage[] | undefined {
  return chinese && ocr.hasLanguage('chi_sim') ? CHINESE_OCR : undefined;
}
