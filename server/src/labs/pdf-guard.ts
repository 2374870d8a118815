/**
 * Checks a PDF for decompression bombs before pdf.js sees it: pdf.js inflates a page's streams in full (and
 * holds several copies), so a few hundred kilobytes of Flate data that inflate to hundreds of megabytes would
 * take the server's memory. Each FlateDecode stream is inflated here with a hard output cap instead.
 */
import { inflateSync } from 'node:zlib';
import { DOCUMENT_LIMITS } from './limits';

const STREAM_START = /stream\r?\n/g;

/** A problem description, or null when every Flate stream stays within the limits. */
export function pdfInflationProblem(
  bytes: Buffer,
  limits = {
    perStream: DOCUMENT_LIMITS.maxPdfStreamInflatedBytes,
    total: DOCUMENT_LIMITS.maxPdfTotalInflatedBytes,
  },
): string | null {
  const text = bytes.toString('latin1');
  let total = 0;
  STREAM_START.lastIndex = 0;
  for (let m = STREAM_START.exec(text); m; m = STREAM_START.exec(text)) {
    const dictStart = text.lastIndexOf('<<', m.index);
    const dict = dictStart >= 0 ? text.slice(dictStart, m.index) : '';
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    STREAM_START.lastIndex = end;
    if (!dict.includes('/FlateDecode')) continue;
    let inflated: number;
    try {
      inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: limits.perStream + 1 }).length;
    } catch (err) {
      if (err instanceof RangeError) return `a compressed stream inflates past ${limits.perStream} bytes`;
      continue; // damaged or not plain zlib: pdf.js decides
    }
    total += inflated;
    if (total > limits.total) return `compressed streams inflate past ${limits.total} bytes in all`;
  }
  return null;
}
