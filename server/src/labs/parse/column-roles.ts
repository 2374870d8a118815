import { toSimplified } from './chinese-names';
import { findDates } from './report-meta';
import type { TextCell, TextLine } from './types';

/**
 * Table headers name the columns ("Test | Reference Range | Result | Units"). Most reports print the result
 * right after the name, and the row parser reads the first number after the name as the value. When the header
 * puts the reference range before the result, the cells under the range heading are moved to the end of each
 * row, so "Glucose | 70 - 100 | 92 | mg/dL" is read as "Glucose | 92 | mg/dL | 70 - 100" and a range printed as
 * "< 200" is never taken for the value.
 */
export type ColumnRole = 'name' | 'result' | 'unit' | 'range' | 'flag';

interface HeaderColumn {
  role: ColumnRole;
  x0: number;
  x1: number;
}

export interface ColumnLayout {
  columns: HeaderColumn[];
}

// Heading words per role (English, Indian English, French, German, Spanish, Portuguese, Italian, Dutch, Polish,
// Chinese), compared after folding accents, case and traditional Chinese characters.
const ROLE_PATTERNS: [ColumnRole, RegExp][] = [
  [
    'range',
    /\b(?:ref(?:erence)?s?\b|range|interval|normal|bio(?:logical)?\b|valeurs?\s+(?:de\s+)?ref|valeurs?\s+normales|norme|referenz|normbereich|normwert|valores?\s+(?:de\s+)?referencia|valores?\s+de\s+referencia|intervalo|valori\s+(?:di\s+)?riferimento|intervallo|referentie|normaalwaarde|zakres|norma\b|wartosci\s+referencyjne)|^(?:生物)?参考(?:范围|区间|值|值范围|范围值)$|^正常(?:值|范围|参考值)$/,
  ],
  [
    'unit',
    /^(?:units?|unites?|einheit(?:en)?|unidad(?:es)?|unidades?|unita|eenheid|eenheden|jednostka|jednostki|dimension|单位)$/,
  ],
  [
    'result',
    /^(?:results?|resultats?|ergebnis(?:se)?|befund|messwert|resultados?|risultat[oi]|uitslag|wynik|wyniki|observed\s+value|value|valeur|wert|current|today|previous|prior|earlier|last|vorwert|precedent|anterior|结果|检验结果|检测结果|测定结果|测定值|本次结果)$/,
  ],
  ['flag', /^(?:flags?|status|h\/l|abn(?:ormal)?|indicator|提示|标志|异常提示|结果提示)$/],
  [
    'name',
    /^(?:tests?(?:\s+name)?|test\s+description|investigations?|analytes?|parameters?|examinations?|description|analyses?|untersuchung|parameter|analisis|prueba|pruebas|determinacion|exames?|analises?|esam[ei]|analisi|bepaling(?:en)?|onderzoek|badanie|badania|parametr|项目|检验项目|检测项目|检查项目|项目名称|中文名称|分析项目)$/,
  ],
];

const fold = (t: string): string =>
  toSimplified(t)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[.:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

function roleOf(text: string): ColumnRole | null {
  const t = fold(text);
  if (t.length === 0 || t.length > 40) return null;
  // A date heading (cumulative reports) is a result column.
  if (findDates(t).length === 1 && !/\p{L}{3,}/u.test(t)) return 'result';
  for (const [role, re] of ROLE_PATTERNS) if (re.test(t)) return role;
  return null;
}

/**
 * The column layout named by a header row, or null when the row is not a header: at least three cells that
 * are all headings, including a result and a range heading, and a name heading first.
 */
export function detectColumnLayout(line: TextLine): ColumnLayout | null {
  if (
    line.cells.length < 3 ||
    /\d{3,}(?![./-]\d)/.test(line.text.replace(/\d{1,4}[./-]\d{1,2}[./-]\d{2,4}/g, ''))
  )
    return null;
  const columns: HeaderColumn[] = [];
  for (const cell of line.cells) {
    const role = roleOf(cell.text);
    if (!role) return null;
    columns.push({ role, x0: cell.x0, x1: cell.x1 });
  }
  const roles = new Set(columns.map((c) => c.role));
  if (columns[0]!.role !== 'name' || !roles.has('result') || !roles.has('range')) return null;
  return { columns };
}

/** Does the layout print a range before the result in any of its tables (two tables side by side)? */
export function rangeComesFirst(layout: ColumnLayout): boolean {
  return groups(layout.columns).some((g) => {
    const range = g.findIndex((c) => c.role === 'range');
    const result = g.findIndex((c) => c.role === 'result');
    return range >= 0 && result >= 0 && range < result;
  });
}

/** Columns split into tables: each table starts at a name heading. */
function groups(columns: HeaderColumn[]): HeaderColumn[][] {
  const out: HeaderColumn[][] = [];
  for (const c of columns) {
    if (c.role === 'name' || out.length === 0) out.push([]);
    out[out.length - 1]!.push(c);
  }
  return out;
}

/** The header column a cell sits under: the one it overlaps most, else the one whose left edge is nearest. */
function columnOf(cell: TextCell, columns: HeaderColumn[]): number {
  let best = -1;
  let bestOverlap = 0;
  columns.forEach((c, i) => {
    const overlap = Math.min(cell.x1, c.x1) - Math.max(cell.x0, c.x0);
    if (overlap > bestOverlap) {
      best = i;
      bestOverlap = overlap;
    }
  });
  if (best >= 0) return best;
  let nearest = 0;
  columns.forEach((c, i) => {
    if (Math.abs(c.x0 - cell.x0) < Math.abs(columns[nearest]!.x0 - cell.x0)) nearest = i;
  });
  return nearest;
}

/**
 * The row with the cells under range headings moved after the other cells of their table. A cell that starts
 * where a name column starts is a name, whatever it overlaps (long names run under the next headings).
 */
export function rangeCellsLast(line: TextLine, layout: ColumnLayout, tolerance: number): TextLine {
  const names = layout.columns.filter((c) => c.role === 'name');
  const tables: { range: TextCell[]; other: TextCell[] }[] = [];
  let moved = false;
  for (const [i, cell] of line.cells.entries()) {
    const startsName = i === 0 || names.some((n) => Math.abs(n.x0 - cell.x0) <= tolerance);
    if (startsName || tables.length === 0) tables.push({ range: [], other: [] });
    const table = tables[tables.length - 1]!;
    const col = layout.columns[columnOf(cell, layout.columns)]!;
    if (!startsName && col.role === 'range' && /\d/.test(cell.text)) {
      table.range.push(cell);
      continue;
    }
    if (table.range.length > 0) moved = true;
    table.other.push(cell);
  }
  if (!moved) return line;
  const cells = tables.flatMap((t) => [...t.other, ...t.range]);
  return { ...line, cells, text: cells.map((c) => c.text).join('   ') };
}
