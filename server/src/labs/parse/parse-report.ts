import type { BiomarkerCode } from '@common/biomarkers';
import { CLINICAL_REFERENCE } from '../clinical-reference';
import { BIOMARKER_TABLE, canonicalUnitId, isPlausible, toCanonical } from './biomarker-table';
import { words } from './names';
import { detectDecimalSeparator, parseNumber, type DecimalSeparator } from './numbers';
import { isCategoryLine, parseReferenceText, type RefRange, type Sex } from './ranges';
import { readPrintedIdentity, type PrintedIdentity } from './patient-identity';
import { detectDayFirst, findDates, readReportMeta } from './report-meta';
import {
  detectResultColumns,
  keepCurrentColumn,
  type EarlierResult,
  type ResultColumns,
} from './result-columns';
import { detectColumnLayout, rangeCellsLast, rangeComesFirst, type ColumnLayout } from './column-roles';
import { CELL_MARK, lex, type Token } from './row-lexer';
import { ABSOLUTE_OF, dropFootnoteMarks, findName, rowWithName, startsWithName } from './row-name';
import type { Comparator, PageText, TextLine } from './types';
import { cleanUnitText, parseUnit, unitAt, type UnitId } from './units';
import { isDoubtfulRange, rowCheckReasons } from './value-checks';

export type TextSource = 'pdf-text' | 'ocr';

/** One result row as read from the report, before interpretation. */
export interface ParsedResult {
  code: BiomarkerCode;
  printedName: string;
  value: number;
  /** The value text as printed (decimal comma kept, flag letters removed). */
  printedValue: string;
  comparator: Comparator | null;
  /** Unit as printed (OCR damage repaired); null when none is printed. */
  unit: string | null;
  /** The recognised unit (printed, or inferred when none is printed). */
  unitId: UnitId | null;
  /** Reference range as printed, in the printed unit. */
  range: RefRange | null;
  /** The flag as printed (H, L, arrows, asterisk, High/Low), if any. */
  printedFlag: 'high' | 'low' | 'abnormal' | null;
  page: number;
  /** Vertical position of the row on its page (for merging two readings of the same page in order). */
  y: number;
  /** Glyph height of the row, same units as y (the report page shows the crop of the row a value was read from). */
  height: number;
  section: string | null;
  /** Earlier results of the same row in a cumulative report (their columns' dates), as printed. */
  earlier: EarlierResult[];
  /** Why the value may be misread (failed checks on the row); [] when the row is consistent. */
  checks: string[];
  /** Lowest OCR word confidence (0–100) of the value's cell; null for text-layer PDFs. */
  wordConfidence: number | null;
  /** The same result printed again in another unit (HbA1c in % and mmol/mol), when both agree. */
  alsoPrinted?: { value: number; unit: string | null };
}

export interface ParsedReport {
  results: ParsedResult[];
  /** Lines shaped like result rows (number + unit or range), read or not. */
  candidateRows: number;
  sampleDate: string | null;
  patient: { sex?: Sex; age?: number };
  /** Who the header says the report is about (sex, age, date of birth, name), for the profile check. */
  identity: PrintedIdentity;
  decimalSeparator: DecimalSeparator;
}

export interface ParseOptions {
  source: TextSource;
}

// Words that belong to reference ranges, flags and row furniture: they do not make a row "prose".
const TABLE_WORDS = new Set(
  (
    'normal desirable optimal near above below borderline high low very risk average moderate deficient deficiency ' +
    'insufficient insufficiency sufficient sufficiency toxic toxicity non diabetic pre prediabetic diabetes prediabetes ' +
    'adult adults male males female females men women children child years yrs age up to and or than less more ' +
    'greater upto ideal acceptable target reference range interval negative positive nil trace fasting random ' +
    'desired increased decreased elevated severe mild intermediate lower upper limit limits ' +
    'mangel ausreichend erhöht niedrig hoch grenzwertig wünschenswert bis über unter männer frauen'
  ).split(' '),
);

const GLUCOSE_QUALIFIERS: [RegExp, BiomarkerCode][] = [
  [
    /\b(?:fasting|fbs|fpg|nuchtern|nüchtern|f|fasted|nbz|jeun|ayunas|ayuno|jejum|digiuno|czczo|nuchter)\b/i,
    'GLU_FASTING',
  ],
  [/\b(?:pp|ppbs|post|prandial|postprandial|2\s?h(?:r|rs|our)?s?|pc)\b/i, 'GLU_PP'],
  [/\b(?:random|rbs|casual|non\s?fasting|rpg)\b/i, 'GLU_RANDOM'],
];

interface RowContext {
  decimal: DecimalSeparator;
  source: TextSource;
  sex: Sex | undefined;
  docFasting: boolean;
}

interface RowRead {
  result: Omit<ParsedResult, 'page' | 'section' | 'y' | 'height' | 'earlier'>;
  /** Lines after the row that were consumed as its reference-range continuation. */
  consumed: number;
}

/**
 * Parse the lines of a report into results. A result row starts with an analyte name and carries a value;
 * its unit, flag and reference range follow in any order. Continuation lines of multi-line ranges are
 * folded in; prose (comments, interpretation text) is rejected by its shape: a range before any value, too
 * many ordinary words, or a value inside a sentence.
 */
export function parseReport(pages: PageText[], opts: ParseOptions): ParsedReport {
  const allText = pages.flatMap((p) => p.lines.map((l) => l.text));
  const decimal = detectDecimalSeparator(allText);
  const meta = readReportMeta(pages);
  const ctx: RowContext = {
    decimal,
    source: opts.source,
    sex: meta.patient.sex,
    docFasting: allText.some((t) =>
      /\bfasting\b|\bnüchtern\b|\bfasted\b|\bjeun\b|\ben ayunas\b|\bem jejum\b|\bna czczo\b/i.test(t),
    ),
  };
  const results: ParsedResult[] = [];
  const seen = new Set<string>();
  let candidateRows = 0;
  const dayFirst = detectDayFirst(allText);
  // Result columns of a cumulative report: a header repeated on each page, or carried over from the last one.
  let columns: ResultColumns | null = null;
  // Column headings ("Test | Reference Range | Result | Units"): likewise carried over.
  let layout: ColumnLayout | null = null;
  for (const page of pages) {
    let section: string | null = null;
    const earlierOf = new Map<TextLine, EarlierResult[]>();
    const lines = page.lines.flatMap((raw) => {
      const named = detectColumnLayout(raw);
      if (named) layout = named;
      const header = detectResultColumns(raw, dayFirst);
      if (header) {
        columns = header;
        return [raw];
      }
      if (named) return [raw];
      const ordered = layout && rangeComesFirst(layout) ? rangeCellsLast(raw, layout, raw.height) : raw;
      if (!columns) return splitSideBySide(ordered, layout);
      const { line, earlier } = keepCurrentColumn(ordered, columns);
      const parts = splitSideBySide(line, layout);
      for (const part of parts) earlierOf.set(part, earlier);
      return parts;
    });
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const following = lines.slice(i + 1, i + 7);
      let read = readRow(line, following, ctx);
      // A name wrapped onto two lines ("Red Cell Distribution" / "Width  13.6  %  11.6 - 14.0"), or its values
      // on the line below ("MCH" / "32.1  pg  27 - 32").
      if (!read && following[0] && isBareName(line, following[0])) {
        read = readRow(joinWrapped(line, following[0]), following.slice(1), ctx);
        if (read) read.consumed++;
      }
      // A tilted photo or scan can split a row where its name sits a little lower than its values: the values
      // come out as a line of their own, the name as the next line, left of them ("13.2  ng/mL" / "Ferritin").
      if (!read && following[0] && nameSlippedBelow(line, following[0])) {
        read = readRow(withNameFrom(following[0], line), following.slice(1), ctx);
        if (read) read.consumed++;
      }
      // The end of the name under the values ("Mean Corpuscular Hemoglobin  33.8  g/dL" / "Concentration"):
      // the whole name decides the analyte, and a row whose name visibly goes on is not read without it.
      if (following[0] && continuesName(line, following[0], following[1])) {
        const joined = readRow(withNameContinued(line, following[0]), following.slice(1), ctx);
        if (joined) {
          read = joined;
          read.consumed++;
        } else if (
          read &&
          /[/&,+-]$|\b(?:and|of|to|de|des|du|und|der|di|del|van|i)$/i.test(line.cells[0]!.text.trim())
        )
          read = null;
      }
      if (looksLikeResultRow(line)) candidateRows++;
      if (!read) {
        section = sectionHeading(line) ?? section;
        continue;
      }
      i += read.consumed;
      const r = read.result;
      // The same analyte in the same unit again is a repeated header block, a summary or a cumulative table.
      const key = `${r.code}|${r.unitId ?? '-'}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // The same analyte in another unit: one result printed twice (HbA1c in % and mmol/mol) when they agree.
      const twin = results.find((x) => x.code === r.code && x.unitId !== r.unitId && x.page === page.page);
      if (twin) {
        if (sameQuantity(twin, r)) {
          twin.alsoPrinted ??= { value: r.value, unit: r.unit };
          continue;
        }
        const why = 'the report prints this test twice, in two units that do not agree';
        twin.checks.push(why);
        r.checks.push(why);
      }
      results.push({
        ...r,
        earlier: earlierOf.get(line) ?? [],
        page: page.page,
        y: line.y,
        height: line.height,
        section,
      });
    }
  }
  return {
    results,
    candidateRows,
    sampleDate: meta.sampleDate,
    patient: meta.patient,
    identity: readPrintedIdentity(pages),
    decimalSeparator: decimal,
  };
}

/**
 * Two printings of one analyte in different units are the same measurement when their canonical values agree
 * within printed rounding: 3 % covers HbA1c 53 mmol/mol ↔ 7.0 % (IFCC–NGSP master equation, Hoelzel, Clin Chem
 * 2004;50:166) and one-decimal SI values converted to conventional ones.
 */
function sameQuantity(a: Pick<ParsedResult, 'code' | 'value' | 'unitId'>, b: typeof a): boolean {
  const x = toCanonical(a.code, a.value, a.unitId);
  const y = toCanonical(b.code, b.value, b.unitId);
  if (x === null || y === null) return false;
  return Math.abs(x - y) <= 0.03 * Math.max(Math.abs(x), Math.abs(y));
}

/**
 * Two tables printed side by side come back as one long row ("Hemoglobin 13.5 g/dL 13-17 | Sodium 140 ...").
 * Split a row where a cell starts with an analyte name after the row already had a number.
 */
function splitSideBySide(line: TextLine, layout: ColumnLayout | null): TextLine[] {
  const parts: TextLine['cells'][] = [[]];
  let sawNumber = false;
  // Where the header shows a second table's name column, a cell starting there begins that table's row, even
  // after a section heading without numbers ("Lipid Profile | Total Iron Binding Capacity  315 ...").
  const tableStarts = (layout?.columns ?? []).filter((c, i) => i > 0 && c.role === 'name').map((c) => c.x0);
  for (const cell of line.cells) {
    const current = parts[parts.length - 1]!;
    const atTable = tableStarts.some((x) => Math.abs(cell.x0 - x) <= line.height);
    if (current.length > 0 && ((sawNumber && startsWithName(cell.text)) || atTable)) {
      parts.push([cell]);
      sawNumber = false;
      continue;
    }
    current.push(cell);
    if (/\d/.test(cell.text) && current.length > 1) sawNumber = true;
  }
  if (parts.length === 1) return [line];
  return parts.map((cells) => ({ ...line, cells, text: cells.map((c) => c.text).join('   ') }));
}

/**
 * A line holding only words (a name that may continue on the next line). Capitals alone ("MCH") are a name
 * only when the next line holds values without a name; otherwise they are a section heading.
 */
function isBareName(line: TextLine, next: TextLine): boolean {
  const t = line.text.trim();
  if (line.cells.length !== 1 || hasNumber(t) || t.split(/\s+/).length > 6) return false;
  return /\p{Ll}/u.test(t) || startsWithValue(next);
}

/**
 * `line` holds values without a name and `next`, less than a line below, holds only a name ending left of
 * those values: one row split in two by a tilt.
 */
function nameSlippedBelow(line: TextLine, next: TextLine): boolean {
  const first = line.cells[0];
  const name = next.cells[0];
  if (!first || !name || next.cells.length !== 1 || !startsWithValue(line)) return false;
  const t = name.text.trim();
  if (hasNumber(t) || t.split(/\s+/).length > 6 || !/\p{L}{2}/u.test(t)) return false;
  return name.x1 < first.x0 && next.y - line.y < 1.2 * Math.max(line.height, next.height);
}

function withNameFrom(nameLine: TextLine, values: TextLine): TextLine {
  const cells = [nameLine.cells[0]!, ...values.cells];
  return { ...values, cells, text: cells.map((c) => c.text).join('   ') };
}

/** A number standing alone ("12", "4.5"), not digits inside a name ("T4", "B12", "HbA1c", "25-OH"). */
const hasNumber = (t: string): boolean => /(?:^|[\s(<>])[<>]?\d+(?:[.,]\d+)?(?=$|[\s)%])/.test(t);

/** The line starts with a number (values printed below their name). */
const startsWithValue = (line: TextLine): boolean => /^[<>≤≥]?\s*\d/.test(line.cells[0]?.text ?? '');

/**
 * `next` is the rest of `line`'s name, wrapped below it: words only, starting at the name's left edge, after a
 * row that has values; and not a name waiting for its own values on the line after.
 */
function continuesName(line: TextLine, next: TextLine, after: TextLine | undefined): boolean {
  const t = next.text.trim();
  const name = line.cells[0];
  if (!name || line.cells.length < 2 || next.cells.length !== 1 || hasNumber(t) || t.includes(':'))
    return false;
  if (t.split(/\s+/).length > 4 || !/\p{L}/u.test(t)) return false;
  if (Math.abs(next.cells[0]!.x0 - name.x0) > line.height) return false;
  if (next.y - line.y > 2.2 * line.height) return false;
  return !after || !startsWithValue(after);
}

function withNameContinued(line: TextLine, next: TextLine): TextLine {
  const [name, ...rest] = line.cells;
  const cells = [{ ...name!, text: `${name!.text} ${next.cells[0]!.text}` }, ...rest];
  return { ...line, cells, text: cells.map((c) => c.text).join('   ') };
}

function joinWrapped(first: TextLine, second: TextLine): TextLine {
  const [head, ...tail] = second.cells;
  if (!head) return first;
  const cells = [
    { text: `${first.cells[0]!.text} ${head.text}`, x0: Math.min(first.cells[0]!.x0, head.x0), x1: head.x1 },
    ...tail,
  ];
  return { ...second, cells, text: cells.map((c) => c.text).join('   ') };
}

/**
 * Does a line look like a result row (a number followed by a unit or a range), whatever its name? Counted
 * to tell a one-test report read completely from a table read badly (extract-report judges with it).
 */
function looksLikeResultRow(line: TextLine): boolean {
  if (findDates(line.text).length > 0 || line.cells.length < 2) return false;
  const tokens = lex(
    line.cells
      .slice(1)
      .map((c) => c.text)
      .join(CELL_MARK),
    { ocr: false },
  );
  const firstNumber = tokens.findIndex((t) => t.kind === 'number');
  if (firstNumber < 0) return false;
  return tokens.slice(firstNumber + 1).some((t) => t.kind === 'unit' || t.kind === 'range');
}

/** A section heading: a short line of words on its own (no value), e.g. "LIPID PROFILE" or "Klinische Chemie". */
function sectionHeading(line: TextLine): string | null {
  const t = line.text.replace(/\s+/g, ' ').trim();
  if (line.cells.length !== 1 || t.length < 3 || t.length > 60) return null;
  if (/\d{2,}|:|^(?:specimen|sample|method|note|comment|interpretation|page|remarks?)\b/i.test(t))
    return null;
  const letters = t.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return null;
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length / letters.length;
  if (upper < 0.6 && t.split(' ').length > 5) return null;
  return t.replace(/\s*\((?:contd?\.?|continued)\)\s*$/i, '');
}

function readRow(line: TextLine, following: TextLine[], ctx: RowContext): RowRead | null {
  const named = rowWithName(line);
  if (!named) return null;
  const { text, found } = named;
  const { nameEnd } = found;
  const ocr = ctx.source === 'ocr';
  const rest = text.slice(nameEnd);
  const tokens = lex(rest, { ocr });
  const data = locateValue(tokens, found.qualifierWords);
  if (!data) return null;
  const valueToken = tokens[data.valueIndex] as Extract<Token, { kind: 'number' }>;
  // A time ("07:55") or a date ("12/03") is not a value.
  if (/^[:/]\d/.test(rest.slice(valueToken.end))) return null;
  const after = tokens.slice(data.valueIndex + 1);
  if (proseWords(after) > 4) return null;
  // A sentence is one long cell; a table row has columns or only a few words.
  if (line.cells.length <= 2 && countWords(text) >= PROSE_MIN_WORDS) return null;

  let printedFlag: ParsedResult['printedFlag'] = null;
  let unitToken = data.unitBefore;
  for (const t of after) {
    if (t.kind === 'flag') printedFlag ??= t.dir;
    if (t.kind === 'unit' && (!unitToken || unitToken === data.unitBefore)) unitToken = t;
  }
  if (!unitToken && found.unitInName) {
    const raw = found.unitInName;
    unitToken = { kind: 'unit', id: parseUnit(raw)!, raw, start: 0, end: 0 };
  }
  // Glucose's units are the same whatever its timing (resolved below from the range).
  const second = secondPrinting(rest, after, found.code === 'GLU' ? 'GLU_RANDOM' : found.code, unitToken);
  const rangeAfter = readRange(
    rest,
    second ? after.filter((t) => !second.tokens.includes(t)) : after,
    line,
    following,
    ctx,
  );
  const { consumed } = rangeAfter;
  // A range printed before the value counts when none follows it.
  const printedRange =
    rangeAfter.range ??
    (data.rangeBefore
      ? parseReferenceText(rest.slice(data.rangeBefore.start, data.rangeBefore.end), ctx.decimal, ctx.sex)
      : null);

  let code =
    found.code === 'GLU' ? resolveGlucose(text.slice(0, nameEnd), ctx.docFasting, printedRange) : found.code;
  const printedValue = valueToken.raw;
  const value = parseNumber(printedValue, ctx.decimal);
  if (value === null) return null;
  let resolved = resolveUnit(code, value, unitToken, ocr, printedRange);
  // "Neutrophils 4.2 x10^3/µL": a count unit makes a differential name the absolute count.
  const absolute = ABSOLUTE_OF[code];
  if (!resolved && absolute && unitToken) {
    resolved = resolveUnit(absolute, value, unitToken, ocr);
    if (resolved) code = absolute;
  }
  if (!resolved) return null;
  const { unit, unitId } = resolved;
  // A text layer is the lab's own text; OCR can turn "3.5-5.1" into "35-51".
  const range = ocr && printedRange && isDoubtfulRange(code, unitId, printedRange) ? null : printedRange;
  const unitAssumed = unit === null && unitId !== null;
  const checks = rowCheckReasons({
    code,
    value,
    printedValue,
    range,
    unitId,
    printedFlag,
    ocr,
    unitAssumed,
    printedRange,
  });
  if (resolved.misprint) checks.unshift(resolved.misprint);
  const alsoPrinted = second ? { value: second.value, unit: second.unit } : undefined;
  if (second && !sameQuantity({ code, value, unitId }, { code, value: second.value, unitId: second.unitId }))
    checks.push(`the value is printed again as ${second.printed}, which does not agree`);

  // A value no living patient has is a misread, not a result.
  const canonical = toCanonical(code, value, unitId);
  if (canonical !== null && !isPlausible(code, canonical)) return null;

  const printedName = text
    .slice(0, nameEnd)
    .replace(/\s+/g, ' ')
    .replace(/[\s:,-]+$/, '')
    .trim();
  return {
    result: {
      code,
      printedName,
      value,
      printedValue,
      comparator: valueToken.comparator,
      unit,
      unitId,
      range,
      printedFlag,
      checks,
      wordConfidence: ocr ? cellConfidence(named.cells, text, nameEnd + valueToken.start) : null,
      ...(alsoPrinted ? { alsoPrinted } : {}),
    },
    consumed,
  };
}

/**
 * The same value printed again in another unit of the analyte, in parentheses after it ("5.6 mmol/L (217 mg/dL)",
 * "8.6 mmol/L | (13.9 g/dL)"): kept with the result, and not read as part of the range.
 */
function secondPrinting(
  rest: string,
  after: Token[],
  code: BiomarkerCode,
  unitToken: Extract<Token, { kind: 'unit' }> | null,
): { value: number; unit: string; unitId: UnitId; printed: string; tokens: Token[] } | null {
  if (!unitToken) return null;
  for (let i = 0; i + 1 < after.length; i++) {
    const n = after[i]!;
    const u = after[i + 1]!;
    if (n.kind !== 'number' || n.comparator || u.kind !== 'unit' || u.id === unitToken.id) continue;
    if (BIOMARKER_TABLE[code].units[u.id] === undefined) continue;
    const before = after[i - 1];
    const close = after[i + 2];
    if (before?.kind !== 'punct' || before.raw !== '(' || close?.kind !== 'punct' || close.raw !== ')')
      continue;
    const value = Number(n.raw.replace(',', '.'));
    if (!Number.isFinite(value)) return null;
    const tokens = [before, n, u, close];
    return { value, unit: u.raw, unitId: u.id, printed: rest.slice(n.start, u.end), tokens };
  }
  return null;
}

/**
 * The reference range: the text after the value (minus unit and flag), plus the continuation lines of a
 * multi-line category range ("Desirable: < 200" then "Borderline High: 200 - 239" on the next lines), which
 * sit to the right of the name column and carry a category label.
 */
function readRange(
  rest: string,
  after: Token[],
  line: TextLine,
  following: TextLine[],
  ctx: RowContext,
): { range: RefRange | null; consumed: number } {
  const refText = after
    .filter((t) => t.kind !== 'unit' && t.kind !== 'flag' && t.kind !== 'cell')
    .map((t) => rest.slice(t.start, t.end))
    .join(' ');
  const own = parseReferenceText(refText, ctx.decimal, ctx.sex);
  if (own && !/\p{L}/u.test(refText)) return { range: own, consumed: 0 };
  const extra: string[] = [];
  const nameRight = line.cells[0]?.x1 ?? 0;
  for (const next of following) {
    const candidate = next.cells
      .filter((c) => c.x0 > nameRight)
      .map((c) => c.text)
      .join(' ');
    if (!candidate || !isCategoryLine(candidate)) break;
    const nextText = dropFootnoteMarks(next.text);
    if (findName(nextText, words(nextText)) && !/^\s*(?:method|specimen|sample)\b/i.test(nextText)) break;
    extra.push(candidate);
  }
  if (extra.length === 0) return { range: own, consumed: 0 };
  const joined = [refText, ...extra].join(' ; ');
  return { range: parseReferenceText(joined, ctx.decimal, ctx.sex), consumed: extra.length };
}

const MICRO_OF: Partial<Record<UnitId, UnitId>> = {
  'mg/L': 'ug/L',
  'mg/dL': 'ug/dL',
  'mmol/L': 'umol/L',
};

/**
 * The printed unit (cleaned of OCR damage) and its id; null when the unit is foreign to the analyte (apart
 * from OCR's µ read as p: "pmol/L" for creatinine can only be µmol/L). Without a printed unit, the unit is
 * inferred from the value (the canonical unit if believable).
 */
function resolveUnit(
  code: BiomarkerCode,
  value: number,
  token: Extract<Token, { kind: 'unit' }> | null,
  ocr: boolean,
  range: RefRange | null = null,
): { unit: string | null; unitId: UnitId | null; misprint?: string } | null {
  const def = BIOMARKER_TABLE[code];
  if (!token) return { unit: null, unitId: def.unitless ? null : inferUnit(code, value, range) };
  if (def.unitless) return { unit: null, unitId: null };
  const unit = cleanUnitText(token.raw, token.id, ocr);
  if (def.units[token.id] !== undefined) return { unit, unitId: token.id };
  const meant = def.misprints?.[token.id];
  if (meant) {
    // On a picture, µ read as "M" is likelier than the lab's own misprint.
    const why = ocr
      ? `the unit was read as ${unit}`
      : `the unit is printed as ${unit}, a usual misprint for this test`;
    return { unit, unitId: meant, misprint: `${why}; taken as ${meant}` };
  }
  if (ocr && token.id === 'pmol/L' && def.units['umol/L'] !== undefined) {
    return { unit: unit.replace(/^p/, 'µ'), unitId: 'umol/L' };
  }
  // OCR's "L/L" (haematocrit as a fraction) without its slash reads "UL" or "LL".
  if (
    ocr &&
    /^[UL]\/?L$/i.test(token.raw) &&
    def.units['L/L'] !== undefined &&
    def.units[token.id] === undefined
  )
    return { unit: 'L/L', unitId: 'L/L' };
  // OCR's "µIU/mL" with the µ lost: for an analyte never reported in IU/mL (TSH, insulin), for review.
  if (ocr && token.id === 'IU/mL' && def.units['IU/mL'] === undefined && def.units['mIU/L'] !== undefined)
    return {
      unit: 'µIU/mL',
      unitId: 'mIU/L',
      misprint: `the unit was read as ${unit}, taken as µIU/mL (the µ is often lost on a picture)`,
    };
  // OCR's µ read as a capital M ("Mg/L" for µg/L ferritin): only for an analyte never reported in the milli unit.
  const micro = MICRO_OF[token.id];
  if (ocr && micro && /^M/.test(token.raw) && def.units[micro] !== undefined) {
    return { unit: unit.replace(/^M/, 'µ'), unitId: micro };
  }
  // A unit this analyte is never reported in means another quantity ("Neutrophils (Absolute) 4.2 x10^3/µL"
  // is not a percentage) or a misread row.
  return null;
}

/**
 * The value is the first number after the name. Method names may sit between them (their own column), but
 * a row whose first number is a range, or whose value follows a sentence, is not a result.
 */
function locateValue(
  tokens: Token[],
  qualifierWords: number,
): {
  valueIndex: number;
  unitBefore: Extract<Token, { kind: 'unit' }> | null;
  rangeBefore: Token | null;
} | null {
  let wordsBefore = qualifierWords;
  let sawCell = false;
  let unitBefore: Extract<Token, { kind: 'unit' }> | null = null;
  let rangeBefore: Token | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'cell') sawCell = true;
    else if (t.kind === 'word') {
      if (t.label && /^(?:method|specimen|sample|note|comment|interpretation)$/i.test(t.raw)) return null;
      wordsBefore++;
    } else if (t.kind === 'unit') unitBefore ??= t;
    else if (t.kind === 'range' || (t.kind === 'number' && t.comparator)) {
      // A range in a cell of its own, followed by a cell holding a plain number: the range column comes
      // before the result ("Glucose | 70 - 100 | 92 | mg/dL", "LDL | < 100 | 92"). Otherwise a row whose
      // first number is a range is not a result.
      if (!rangeBefore && ownCellBeforeNumber(tokens, i)) {
        rangeBefore = t;
        continue;
      }
      if (t.kind === 'range') return null;
      if (wordsBefore > (sawCell ? 5 : 3)) return null;
      return { valueIndex: i, unitBefore, rangeBefore };
    } else if (t.kind === 'number') {
      // A zero-padded code right before the value ("Glucose 01 92 mg/dL": a lab-site code) is not the value.
      const next = tokens.slice(i + 1).find((n) => n.kind !== 'cell');
      if (!t.comparator && /^0\d$/.test(t.raw) && next?.kind === 'number') continue;
      if (wordsBefore > (sawCell ? 5 : 3)) return null;
      return { valueIndex: i, unitBefore, rangeBefore };
    }
  }
  return null;
}

/** Token i fills its cell alone, and the next cell starts with a number without a comparator. */
function ownCellBeforeNumber(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (before && before.kind !== 'cell') return false;
  const next = tokens[i + 1];
  const value = tokens[i + 2];
  return next?.kind === 'cell' && value?.kind === 'number' && !value.comparator;
}

/** A line of at most two cells with this many words is a sentence, not a table row. */
const PROSE_MIN_WORDS = 8;

function countWords(text: string): number {
  return text.split(/[\s\t]+/).filter((w) => /\p{L}{2,}/u.test(w) && !unitAt(w, 0)).length;
}

/** Ordinary words after the value that are not range vocabulary: comments have many, result rows few. */
function proseWords(tokens: Token[]): number {
  let n = 0;
  for (const t of tokens) {
    if (t.kind !== 'word' || t.raw.length < 3) continue;
    if (TABLE_WORDS.has(t.raw.toLowerCase().replace(/[^\p{L}]/gu, ''))) continue;
    n++;
  }
  return n;
}

/** The lowest OCR word confidence of the cell holding position `at` of the row text (cells joined by CELL_MARK). */
function cellConfidence(cells: TextLine['cells'], text: string, at: number): number | null {
  const index = text.slice(0, at).split(CELL_MARK).length - 1;
  return cells[index]?.confidence ?? null;
}

function resolveGlucose(name: string, docFasting: boolean, range: RefRange | null): BiomarkerCode {
  for (const [re, code] of GLUCOSE_QUALIFIERS) if (re.test(name)) return code;
  if (docFasting) return 'GLU_FASTING';
  // An upper limit of ~100–110 mg/dL (5.6–6.1 mmol/L) is a fasting range; 140+ is post-prandial/random.
  if (
    range?.high != null &&
    ((range.high >= 90 && range.high <= 126) || (range.high >= 5 && range.high <= 7))
  ) {
    return 'GLU_FASTING';
  }
  return 'GLU_RANDOM';
}

/**
 * No printed unit (or none OCR could read): the unit in which both the value and the printed range are
 * believable. The printed range decides between units that both fit the value (AST 1.26 with a range of
 * 0.17–0.85 is in µkat/L, not U/L); without a range, the canonical unit if the value is believable in it, else
 * the first unit that fits. The caller marks the result for review (the unit is assumed, never read).
 */
function inferUnit(code: BiomarkerCode, value: number, range: RefRange | null): UnitId | null {
  const canonicalId = canonicalUnitId(code);
  const ids = Object.keys(BIOMARKER_TABLE[code].units) as UnitId[];
  const valueFits = (id: UnitId): boolean => {
    const c = toCanonical(code, value, id);
    return c !== null && isPlausible(code, c);
  };
  if (range && ids.length > 1) {
    const fitting = ids.filter((id) => valueFits(id) && rangeFitsUnit(code, id, range));
    if (fitting.length === 1) return fitting[0]!;
    if (canonicalId && fitting.includes(canonicalId)) return canonicalId;
  }
  if (canonicalId && isPlausible(code, value)) return canonicalId;
  for (const id of ids) if (valueFits(id)) return id;
  return canonicalId;
}

/** Do the printed range's bounds sit within a factor of five of the usual adult range in this unit? */
function rangeFitsUnit(code: BiomarkerCode, id: UnitId, range: RefRange): boolean {
  const std = CLINICAL_REFERENCE[code].standard;
  if (!std) return false;
  let compared = 0;
  for (const [bound, ref] of [
    [range.low, std.low],
    [range.high, std.high],
  ] as const) {
    if (bound === null || ref === null || bound <= 0 || ref <= 0) continue;
    const c = toCanonical(code, bound, id);
    if (c === null || Math.abs(Math.log10(c / ref)) > 0.7) return false;
    compared++;
  }
  return compared > 0;
}
