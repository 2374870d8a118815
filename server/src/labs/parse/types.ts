/**
 * Text as the parser sees it: pages of lines, each line a row of cells in reading order. Both the PDF text
 * layer and OCR word boxes are rebuilt into this shape, so the parser does not care where text came from.
 */
export interface TextCell {
  text: string;
  /** Left and right edge, in the page's own units (PDF points or image pixels). */
  x0: number;
  x1: number;
  /** Lowest OCR word confidence (0–100) in the cell; absent for text-layer PDFs. */
  confidence?: number;
}

export interface TextLine {
  /** 1-based page (or image frame) number. */
  page: number;
  /** Vertical position of the row (top-down, same units as the cells). */
  y: number;
  /** Typical glyph height of the row, same units. */
  height: number;
  /** Cells separated by wide gaps (table columns). */
  cells: TextCell[];
  /** Cells joined with a wide separator (three spaces), for regex work and debugging. */
  text: string;
}

export interface PageText {
  page: number;
  lines: TextLine[];
}

/** A positioned piece of text: a PDF text item or an OCR word. */
export interface Fragment {
  text: string;
  x0: number;
  x1: number;
  /** Top and bottom of the glyph box (top-down coordinates). */
  y0: number;
  y1: number;
  /** OCR word confidence (0–100); absent for text-layer PDFs. */
  confidence?: number;
}

export type Comparator = '<' | '>' | '<=' | '>=';
