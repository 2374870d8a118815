import { REVIEW_LIMITS } from './limits';
import type { OcrWord } from './ocr-pool';

/**
 * Tesseract's LSTM often drops the decimal point of a number ("17.3*" → "173*", "4.5" → "45") even when the
 * point is plainly visible. This looks at the pixels of each numeric word: a small, roughly square blob of ink
 * sitting on the baseline in a wide gap between two digits is a decimal point (or comma, if it reaches below
 * the baseline), and is put back into the word's text. Words whose digits touch (so that blobs and digits
 * cannot be paired up) are left alone; the row checks (parse/value-checks.ts) then mark doubtful values for
 * review.
 */

/** Shape limits, as fractions of the digit height H (measured on DejaVu/Arial/Times digits at 25–45 px). */
const DOT = {
  /** A point is 0.1–0.3 H wide and tall; smaller specks are noise, larger blobs are characters. */
  minSize: 0.1,
  maxSize: 0.32,
  /** Its bottom is within this distance of the digits' baseline... */
  baselineTolerance: 0.12,
  /** ...and a comma's tail may reach this far below it. */
  commaDepth: 0.35,
  /** Digits around a point stand at least this far apart (a point plus two side bearings). */
  minGap: 0.22,
  /** Share of the blob's bounding box that is ink (a filled dot, not a stroke fragment). */
  minFill: 0.45,
  /**
   * Blur and faded ink leave a point lighter than the digits, under the halfway threshold (a steep, faded phone
   * photo of an SI report read 7.4 as 74 and 1.3 as 13). In a gap too wide for neighbouring digits, a blob this
   * far from paper to ink (instead of halfway) is looked for as well; the value is then marked for review.
   */
  faintLevel: 0.68,
} as const;

/** Word confidence given to a number whose point was found only faintly: under REVIEW_LIMITS.minWordConfidence. */
const FAINT_POINT_CONFIDENCE = Math.min(REVIEW_LIMITS.minWordConfidence - 1, 60);

interface Blob {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  area: number;
}

/** A number of two or more digits, with a flag letter or asterisk, or a percent sign read into the same word. */
const NUMERIC = /^([<>≤≥]?)(\d{2,})([*HLhl]?%?)$/;
/** Glyphs a "%" may fall into: its stroke, and its two rings when they stand apart. */
const PERCENT_GLYPHS = 3;

export interface GreyImage {
  pixels: Buffer;
  width: number;
  height: number;
}

/** Return the words with lost decimal points restored (other words unchanged). */
export function recoverDecimalPoints(words: OcrWord[], image: GreyImage): OcrWord[] {
  return words.map((w) => {
    const m = NUMERIC.exec(w.text);
    if (!m) return w;
    const suffix = m[3]!;
    const glyphs = (suffix.endsWith('%') ? PERCENT_GLYPHS : 0) + (/^[*HLhl]/.test(suffix) ? 1 : 0);
    const fixed = restore(m[2]!, glyphs, suffix.endsWith('%'), w, image);
    if (!fixed) return w;
    const text = `${m[1]}${fixed.digits}${m[3]}`;
    return fixed.faint
      ? { ...w, text, confidence: Math.min(w.confidence, FAINT_POINT_CONFIDENCE) }
      : { ...w, text };
  });
}

function restore(
  digits: string,
  suffixGlyphs: number,
  percent: boolean,
  w: OcrWord,
  img: GreyImage,
): { digits: string; faint: boolean } | null {
  const blobs = blobsIn(img, w, 0.5);
  if (blobs.length === 0) return null;
  const height = Math.max(...blobs.map((b) => b.y1 - b.y0 + 1));
  const glyphs = blobs.filter((b) => b.y1 - b.y0 + 1 >= 0.5 * height).sort((a, b) => a.x0 - b.x0);
  // One glyph per digit (plus a trailing "H"/"L", or up to three pieces of a "%"); broken or touching digits
  // cannot be paired up. The suffix stands right of the digits, so the first glyphs are the digits.
  const extra = glyphs.length - digits.length;
  if (extra < 0 || (extra !== 0 && extra !== suffixGlyphs && !(percent && extra <= suffixGlyphs)))
    return null;
  const digitGlyphs = glyphs.slice(0, digits.length);
  const baseline = median(digitGlyphs.map((g) => g.y1));
  const H = median(digitGlyphs.map((g) => g.y1 - g.y0 + 1));
  const found = pointAmong(blobs, digitGlyphs, digits, baseline, H);
  if (found) return { digits: found, faint: false };
  // A faint point: only in a gap no digit glyph reaches into at the lenient level (else blur joins them).
  const faint = blobsIn(img, w, DOT.faintLevel).filter(
    (b) => !digitGlyphs.some((g) => b.x1 >= g.x0 && b.x0 <= g.x1 && b.y1 >= g.y0 && b.y0 <= g.y1),
  );
  const faintFound = pointAmong(faint, digitGlyphs, digits, baseline, H);
  return faintFound ? { digits: faintFound, faint: true } : null;
}

/** The digits with a point put back where one of `blobs` is a decimal point (or comma) between two of them. */
function pointAmong(
  blobs: Blob[],
  digitGlyphs: Blob[],
  digits: string,
  baseline: number,
  H: number,
): string | null {
  for (const b of blobs) {
    const bw = b.x1 - b.x0 + 1;
    const bh = b.y1 - b.y0 + 1;
    if (bw < DOT.minSize * H || bh < DOT.minSize * H || bw > DOT.maxSize * H || bh > DOT.maxSize * H * 1.8)
      continue;
    if (b.area < DOT.minFill * bw * bh) continue;
    const top = baseline - DOT.maxSize * H;
    if (b.y0 < top) continue;
    const isComma = b.y1 > baseline + DOT.baselineTolerance * H;
    if (b.y1 < baseline - DOT.baselineTolerance * H || b.y1 > baseline + DOT.commaDepth * H) continue;
    if (!isComma && bh > DOT.maxSize * H) continue;
    // It must sit in a wide gap between two digit glyphs.
    const cx = (b.x0 + b.x1) / 2;
    const k = digitGlyphs.findIndex((g) => (g.x0 + g.x1) / 2 > cx);
    if (k <= 0) continue;
    const left = digitGlyphs[k - 1]!;
    const right = digitGlyphs[k]!;
    if (right.x0 - left.x1 < DOT.minGap * H || b.x0 < left.x1 - 1 || b.x1 > right.x0 + 1) continue;
    return `${digits.slice(0, k)}${isComma ? ',' : '.'}${digits.slice(k)}`;
  }
  return null;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/**
 * Connected ink components (8-neighbourhood) inside a word's box, thresholded at `level` of the way from the
 * darkest ink to the paper (0.5: halfway).
 */
function blobsIn(img: GreyImage, w: OcrWord, level: number): Blob[] {
  const pad = 2;
  const x0 = Math.max(0, Math.floor(w.x0) - pad);
  const y0 = Math.max(0, Math.floor(w.y0) - pad);
  const x1 = Math.min(img.width - 1, Math.ceil(w.x1) + pad);
  const y1 = Math.min(img.height - 1, Math.ceil(w.y1) + pad);
  const bw = x1 - x0 + 1;
  const bh = y1 - y0 + 1;
  if (bw <= 2 || bh <= 2 || bw * bh > 400_000) return [];
  let lo = 255;
  let hi = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const v = img.pixels[y * img.width + x]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (hi - lo < 60) return [];
  const threshold = lo + (hi - lo) * level;
  const ink = new Uint8Array(bw * bh);
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++)
      ink[y * bw + x] = img.pixels[(y + y0) * img.width + x + x0]! < threshold ? 1 : 0;
  }
  const seen = new Uint8Array(bw * bh);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const blob: Blob = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity, area: 0 };
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % bw;
      const y = (i - x) / bw;
      blob.area++;
      blob.x0 = Math.min(blob.x0, x + x0);
      blob.x1 = Math.max(blob.x1, x + x0);
      blob.y0 = Math.min(blob.y0, y + y0);
      blob.y1 = Math.max(blob.y1, y + y0);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= bw || ny >= bh) continue;
          const n = ny * bw + nx;
          if (ink[n] && !seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
        }
      }
    }
    blobs.push(blob);
  }
  return blobs;
}
