import type { Fragment, TextCell, TextLine } from './types';

export interface RowOptions {
  /** A horizontal gap wider than this many row heights starts a new cell (column). */
  cellGap: number;
  /** Fragments whose vertical centres differ by less than this many heights share a row. */
  rowTolerance: number;
  /** Always put a space between joined fragments (OCR words); otherwise only when there is a visible gap. */
  alwaysSpace: boolean;
}

/** Defaults measured on the fixture reports: an intra-phrase space is ~0.3 em, table gutters ≥ 1.5 em. */
export const PDF_ROW_OPTIONS: RowOptions = { cellGap: 0.9, rowTolerance: 0.45, alwaysSpace: false };
export const OCR_ROW_OPTIONS: RowOptions = { cellGap: 1.1, rowTolerance: 0.5, alwaysSpace: true };

export const CELL_SEPARATOR = '   ';

interface Row {
  frags: Fragment[];
  /** Vertical centre and height of the rightmost fragment: rows are followed left to right, so a slightly
   * tilted scan still chains its words into one row. */
  lastCy: number;
  lastH: number;
  lastX1: number;
}

const centre = (f: Fragment): number => (f.y0 + f.y1) / 2;
const height = (f: Fragment): number => Math.max(1e-6, f.y1 - f.y0);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * Rebuild table rows from positioned text: PDFs drawn column by column (and OCR of multi-column pages) come
 * back in column order; grouping by vertical position and sorting by x reads them row by row again.
 */
export function rowsFromFragments(fragments: Fragment[], page: number, opts: RowOptions): TextLine[] {
  const frags = fragments.filter((f) => f.text.trim() !== '' && f.x1 >= f.x0 && f.y1 > f.y0);
  frags.sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0);
  const rows: Row[] = [];
  for (const f of frags) {
    const cy = centre(f);
    const h = height(f);
    let best: Row | undefined;
    let bestDy = Infinity;
    for (const row of rows) {
      const tol = opts.rowTolerance * Math.max(h, row.lastH);
      const dy = Math.abs(row.lastCy - cy);
      // Overlapping a fragment already in the row means it belongs to another row.
      if (dy <= tol && f.x0 >= row.lastX1 - 0.25 * Math.min(h, row.lastH) && dy < bestDy) {
        best = row;
        bestDy = dy;
      }
    }
    if (best) {
      best.frags.push(f);
      best.lastCy = cy;
      best.lastH = h;
      best.lastX1 = f.x1;
    } else {
      rows.push({ frags: [f], lastCy: cy, lastH: h, lastX1: f.x1 });
    }
  }
  const lines = rows.map((row) => toLine(row.frags, page, opts));
  lines.sort((a, b) => a.y - b.y || (a.cells[0]?.x0 ?? 0) - (b.cells[0]?.x0 ?? 0));
  return lines;
}

function toLine(frags: Fragment[], page: number, opts: RowOptions): TextLine {
  const h = median(frags.map(height));
  const cells: TextCell[] = [];
  let cur: TextCell | undefined;
  for (const f of frags) {
    const text = f.text.replace(/\s+/g, ' ').trim();
    const fresh = (): TextCell =>
      f.confidence === undefined
        ? { text, x0: f.x0, x1: f.x1 }
        : { text, x0: f.x0, x1: f.x1, confidence: f.confidence };
    if (!cur) {
      cur = fresh();
      continue;
    }
    const gap = f.x0 - cur.x1;
    if (gap > opts.cellGap * h) {
      cells.push(cur);
      cur = fresh();
    } else {
      const space = opts.alwaysSpace || gap > 0.12 * h || /\s$/.test(cur.text) ? ' ' : '';
      cur.text = (cur.text + space + text).replace(/\s+/g, ' ');
      cur.x1 = Math.max(cur.x1, f.x1);
      if (f.confidence !== undefined) cur.confidence = Math.min(cur.confidence ?? 100, f.confidence);
    }
  }
  if (cur) cells.push(cur);
  const y = median(frags.map(centre));
  return { page, y, height: h, cells, text: cells.map((c) => c.text).join(CELL_SEPARATOR) };
}
