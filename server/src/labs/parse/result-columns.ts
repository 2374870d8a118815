import { findDates, toIso } from './report-meta';
import type { TextCell, TextLine } from './types';

/**
 * Cumulative reports print the current result beside earlier ones ("Test | 12/03/2024 | 05/01/2024 | Units |
 * Range", or "Result | Previous"). Read naively, the first number after the name may be an earlier result.
 * The header row tells which column is current: the latest date, else the column not called "previous".
 */
export interface ResultColumns {
  current: Span;
  earlier: (Span & { date: string | null })[];
}

interface Span {
  x0: number;
  x1: number;
}

const EARLIER_WORDS =
  /\b(?:previous|prior|last|earlier|old|history|vorwert|vorbefund|fruher|früher|anterieur|antérieur|precedent|précédent|anterior|previo|precedente|vorige|poprzedni)\b/i;
const METADATA_WORDS =
  /:|\b(?:date|collected|collection|reported|received|registered|printed|sample|sampling|drawn|dob|birth|age|datum|date de|fecha|data)\b/i;
const CURRENT_WORDS =
  /\b(?:result|results|current|today|value|resultat|résultat|ergebnis|aktuell|resultado|risultato|uitslag|wynik)\b/i;

/** The result columns named by a header row, or null when the row is not such a header. */
export function detectResultColumns(line: TextLine, dayFirst: boolean): ResultColumns | null {
  // The first cell is the name column's heading, unless the dates sit on a row of their own under the
  // headings ("Test | Current | Previous" above "12/03/2024 | 05/01/2024"): then every cell is a date.
  const cells = isBareDate(line.cells[0]?.text ?? '') ? line.cells : line.cells.slice(1);
  // Column headers are bare dates (maybe with "current"/"previous"); "Reported: 12/03/2024" is metadata.
  const dated = cells
    .map((cell) => ({ cell, hits: findDates(cell.text) }))
    .filter(
      ({ cell, hits }) =>
        hits.length === 1 && !/\d/.test(stripDates(cell.text)) && !METADATA_WORDS.test(cell.text),
    );
  if (dated.length >= 2) {
    const withIso = dated.map(({ cell, hits }) => ({ cell, iso: toIso(hits[0]!, dayFirst) }));
    const labelled = withIso.find(
      ({ cell }) => CURRENT_WORDS.test(cell.text) && !EARLIER_WORDS.test(cell.text),
    );
    const latest = [...withIso].sort((a, b) => (b.iso ?? '').localeCompare(a.iso ?? ''))[0]!;
    const current = labelled ?? latest;
    // Two columns of the same date cannot be told apart.
    if (!labelled && withIso.filter((c) => c.iso === current.iso).length > 1) return null;
    return {
      current: span(current.cell),
      earlier: withIso.filter((c) => c !== current).map((c) => ({ ...span(c.cell), date: c.iso })),
    };
  }
  const earlier = cells.filter((c) => EARLIER_WORDS.test(c.text) && c.text.length < 40);
  const current = cells.find((c) => CURRENT_WORDS.test(c.text) && !EARLIER_WORDS.test(c.text));
  if (
    earlier.length === 0 ||
    !current ||
    /\d/.test(current.text.replace(/\d{1,4}[./-]\d{1,2}[./-]\d{2,4}/g, ''))
  )
    return null;
  return {
    current: span(current),
    earlier: earlier.map((c) => ({
      ...span(c),
      date: findDates(c.text)[0] ? toIso(findDates(c.text)[0]!, dayFirst) : null,
    })),
  };
}

/** An earlier result of a row, kept as dated history. */
export interface EarlierResult {
  date: string | null;
  text: string;
}

/**
 * The row without the cells under earlier-result columns (those returned as history). A cell belongs to the
 * result column whose centre is nearest to its own, among the result columns, when it overlaps that
 * column's neighbourhood; cells elsewhere (name, unit, range) stay.
 */
export function keepCurrentColumn(
  line: TextLine,
  cols: ResultColumns,
): { line: TextLine; earlier: EarlierResult[] } {
  const all = [
    { ...cols.current, date: null as string | null, current: true },
    ...cols.earlier.map((e) => ({ ...e, current: false })),
  ];
  const width = Math.max(...all.map((c) => c.x1 - c.x0));
  const kept: TextCell[] = [];
  const earlier: EarlierResult[] = [];
  line.cells.forEach((cell, i) => {
    const mid = (cell.x0 + cell.x1) / 2;
    const nearest = all
      .map((c) => ({ c, d: Math.abs(mid - (c.x0 + c.x1) / 2) }))
      .sort((a, b) => a.d - b.d)[0]!;
    if (i > 0 && !nearest.c.current && nearest.d <= width * 0.75 && /\d/.test(cell.text)) {
      earlier.push({ date: nearest.c.date, text: cell.text });
      return;
    }
    kept.push(cell);
  });
  if (earlier.length === 0) return { line, earlier };
  return { line: { ...line, cells: kept, text: kept.map((c) => c.text).join('   ') }, earlier };
}

const isBareDate = (t: string): boolean => findDates(t).length === 1 && !/[\p{L}\d]/u.test(stripDates(t));
const span = (c: TextCell): Span => ({ x0: c.x0, x1: c.x1 });
const stripDates = (t: string): string => {
  let out = t;
  for (const h of findDates(t).reverse()) out = out.slice(0, h.start) + out.slice(h.end);
  return out;
};
