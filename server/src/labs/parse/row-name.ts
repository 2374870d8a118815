import type { BiomarkerCode } from '@common/biomarkers';
import { aliasForPhrase, matchNameAtStart, words, type NameCode, type NamePrefix, type Word } from './names';
import { CELL_MARK, lex } from './row-lexer';
import { continuesChineseName, isHeaderField, ratioOfLabel } from './row-meaning';
import type { TextLine } from './types';
import { parseUnit } from './units';

/*
 * The analyte name at the start of a row: which analyte, where its name (with qualifiers such as "basal" or
 * "(Calculated)") ends, and whether words around it make it a different test ("Creatinine Clearance").
 */

/** Superscript footnote markers are dropped, except in units ("m²", "10⁹/L"). */
export function dropFootnoteMarks(text: string): string {
  return text.replace(/(?<!10\s?)(?<!\d\s?m)[¹²³⁴⁵⁶⁷⁸⁹⁰†‡§]/g, ' ');
}

/** Stray marks in front of a row: bullets, table rules, footnote stars, OCR specks of the page edge. */
export const LEADING_JUNK = /^[\s•·*|[\]{}>~_=°'"`.,;:!-]+/;

export function rowText(cells: TextLine['cells']): string {
  return dropFootnoteMarks(cells.map((c) => c.text).join(CELL_MARK)).replace(LEADING_JUNK, '');
}

/**
 * Find the analyte name at the row start. OCR of photos often puts specks from the page edge or table rules in
 * front of a row as tiny cells of their own ("E | Hemoglobin (Hb) | 10.4"); up to two such cells are dropped.
 */
export function rowWithName(
  line: TextLine,
): { text: string; found: FoundName; cells: TextLine['cells'] } | null {
  let best: { text: string; found: FoundName; cells: TextLine['cells'] } | null = null;
  for (let skip = 0; skip <= 2 && skip < line.cells.length; skip++) {
    if (skip > 0 && line.cells[skip - 1]!.text.replace(/\s+/g, '').length > 3) break;
    const cells = line.cells.slice(skip);
    const text = rowText(cells);
    const found = findName(text, words(text));
    // "k | Eosinophils": a one-letter alias (K = potassium) loses to a longer name after it.
    if (found && (!best || found.aliasChars > best.found.aliasChars)) best = { text, found, cells };
  }
  return best;
}

/** Qualifiers that turn a known analyte into another test (urine chemistry, ratios, clearances, fractions...). */
const OTHER_TEST_WORDS = new Set(
  (
    'urine urinary urin spot 24h csf fluid ascitic pleural clearance ratio quotient index binding capacity ' +
    'unsaturated uibc ionized ionised ionisiertes antibody antibodies anti receptor excretion uptake kinase ' +
    'creatine saturation transferrin electrophoresis variant a2'
  ).split(' '),
);
const ABSOLUTE_COUNT_WORDS = new Set([
  'absolute',
  'abs',
  '#',
  'count',
  'cnt',
  'absolut',
  'absolus',
  'absolutos',
]);
/** The absolute count of each differential percentage. */
export const ABSOLUTE_OF: Partial<Record<NameCode, BiomarkerCode>> = {
  NEUT_PCT: 'NEUT_ABS',
  LYMPH_PCT: 'LYMPH_ABS',
  MONO_PCT: 'MONO_ABS',
  EOS_PCT: 'EOS_ABS',
  BASO_PCT: 'BASO_ABS',
};
/** What a qualifier printed before a name makes of the analyte (absent: the row is another test). */
const QUALIFIED: Record<NamePrefix, Partial<Record<NameCode, NameCode>>> = {
  free: { T4_TOTAL: 'FT4', T3_TOTAL: 'FT3', TESTO_TOTAL: 'TESTO_FREE', FT4: 'FT4', FT3: 'FT3' },
  // The timing words stay in the name text, where the glucose resolver reads them.
  'glucose-timing': { GLU: 'GLU', INSULIN: 'INSULIN' },
};
const FREE_WORDS = new Set(['free', 'freies', 'libre', 'livre', 'libero', 'vrij', 'wolny']);

export interface FoundName {
  code: NameCode;
  nameEnd: number;
  /** Words after the alias that are not part of it (qualifiers such as "basal", "Quantitative"). */
  qualifierWords: number;
  /** Length of the matched alias text. */
  aliasChars: number;
  /** A unit printed in the name's parentheses ("Hemoglobin (g/dL)"). */
  unitInName: string | null;
}

/** Find the analyte name at the start of a row and where the name (with its qualifiers) ends. */
export function findName(text: string, ws: Word[]): FoundName | null {
  const match = matchNameAtStart(ws);
  if (!match || isHeaderField(text, match.start, match.end) || continuesChineseName(text, match.end))
    return null;
  // "AST:ALT Ratio", "Apo B / Apo A1 ratio": the ratio, never its first part.
  const ratio = ratioOfLabel(text, match.code, match.end);
  if (ratio === 'refused') return null;
  if (ratio) {
    const aliasChars = match.end - match.start;
    return { code: ratio.code, nameEnd: ratio.labelEnd, qualifierWords: 0, aliasChars, unitInName: null };
  }
  let code: NameCode = match.code;
  let pos = match.end;
  // Close a parenthesis the alias ended inside ("Blood Sugar (Post Prandial, 2 hrs)").
  let depth = ws[match.lastWord - 1]?.depth ?? 0;
  while (depth > 0 && pos < text.length) {
    const ch = text[pos]!;
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === CELL_MARK) break;
    pos++;
  }
  let qualifierWords = 0;
  const parens: string[] = [];
  for (;;) {
    const rest = text.slice(pos);
    const paren = /^[\s,.-]*([([])/.exec(rest);
    if (paren) {
      const open = pos + paren[0].length - 1;
      const close = matchingParen(text, open);
      if (close < 0) break;
      parens.push(text.slice(open + 1, close));
      pos = close + 1;
      continue;
    }
    // Qualifier words within the name cell: "basal", "gesamt", "- Direct", ", Quantitative"; an abbreviation
    // column's "FT4", "VB12" is one word (digits glued to letters are never the value, as the lexer reads them).
    const q = /^[\s,/-]*([\p{L}][\p{L}\p{N}.'-]*)/u.exec(rest);
    if (q && !/^[\s,/-]*(?:H|L|HH|LL|High|Low)\b/.test(rest) && !/^\s*[\p{L}]+\s*\//u.test(rest)) {
      const wordText = q[1]!.replace(/[.'-]+$/, '');
      const lexed = lex(wordText, { ocr: false });
      if (lexed.length === 1 && lexed[0]!.kind === 'word' && text[pos + q[0].length] !== ':') {
        qualifierWords++;
        pos += q[0].length;
        continue;
      }
    }
    const marks = /^\s*[*#]+(?=\s|\t|$)/.exec(rest);
    if (marks) {
      pos += marks[0].length;
      continue;
    }
    break;
  }
  // "Mean Corpuscular Hb Conc. (MCHC)", "Urea Nitrogen (BUN)": when words were left over, an abbreviation in
  // parentheses that names another analyte is more specific than the partial match.
  const abbreviated =
    qualifierWords > 0 ? parens.map(aliasForPhrase).find((c) => c !== null && c !== code) : undefined;
  if (match.prefix) {
    // "freies T4", "Post Prandial Blood Glucose": only the qualified forms we know; "Free PSA" is another test.
    const qualified = QUALIFIED[match.prefix][code];
    if (!qualified) return null;
    code = qualified;
  }
  if (abbreviated) {
    code = abbreviated;
  } else {
    // Words around the alias that make it a different test: "Creatinine Clearance", "Glucose, Urine",
    // "Albumin/Globulin Ratio", "Iron Binding Capacity, Unsaturated", "Neutrophils (Absolute)".
    const extraWords = text
      .slice(match.end, pos)
      .toLowerCase()
      .split(/[^\p{L}\p{N}#]+/u)
      .filter(Boolean);
    if (extraWords.some((w) => OTHER_TEST_WORDS.has(w))) return null;
    // "Neutrophils (Absolute)": the count, not the percentage.
    const absolute = ABSOLUTE_OF[code];
    if (absolute && extraWords.some((w) => ABSOLUTE_COUNT_WORDS.has(w))) code = absolute;
    if (extraWords.some((w) => FREE_WORDS.has(w))) {
      if (code === 'TESTO_TOTAL') code = 'TESTO_FREE';
      else if (code === 'PSA') return null; // free PSA is another test
    }
    if (extraWords.includes('free') && (code === 'T4_TOTAL' || code === 'T3_TOTAL')) {
      code = code === 'T4_TOTAL' ? 'FT4' : 'FT3';
    }
  }
  const unitInName = parens.map((p) => p.trim()).find((p) => parseUnit(p) !== null) ?? null;
  return { code, nameEnd: pos, qualifierWords, aliasChars: match.end - match.start, unitInName };
}

function matchingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') {
      depth--;
      if (depth === 0) return i;
    } else if (ch === CELL_MARK) return -1;
  }
  return -1;
}

/** Does a cell start with an analyte name (strong enough to split a row on)? */
export function startsWithName(text: string): boolean {
  const t = dropFootnoteMarks(text).replace(LEADING_JUNK, '');
  const m = matchNameAtStart(words(t));
  // A one- or two-letter alias ("K", "Hb") on its own cell is too weak to split a row on; letters with a digit
  // ("T4", "B12") are specific enough.
  if (m === null || m.start >= 3) return false;
  const alias = t.slice(m.start, m.end);
  return alias.length >= 3 || (alias.length === 2 && /\p{L}/u.test(alias) && /\d/.test(alias));
}
