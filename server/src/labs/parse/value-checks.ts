import type { BiomarkerCode } from '@common/biomarkers';
import { CLINICAL_REFERENCE } from '../clinical-reference';
import { BIOMARKER_TABLE, canonicalUnitId, isPlausible, toCanonical } from './biomarker-table';
import { flagFor, type RefRange } from './ranges';
import type { UnitId } from './units';

/**
 * Checks on one result row, as printed. A printed number is never changed here: OCR loses decimal points
 * ("8.6" → "86") and invents digits, and "repairing" them by guessing (÷10 until it looks right) turned correct
 * values and ranges into wrong ones ("00 - 06" → 0–0.6, platelets 201 → 20.1). Instead each failed check is a
 * reason for the member to confirm the value against the document (needsReview).
 */
export interface RowCheckInput {
  code: BiomarkerCode;
  value: number;
  printedValue: string;
  range: RefRange | null;
  unitId: UnitId | null;
  printedFlag: 'high' | 'low' | 'abnormal' | null;
  /** The text came from OCR (decimal points may be lost). */
  ocr: boolean;
  /** No unit was printed (or read): `unitId` is assumed from the value. */
  unitAssumed?: boolean;
  /** The range as printed, before a doubtful OCR range was dropped (it still tells which unit is meant). */
  printedRange?: RefRange | null;
}

/** A printed bound more than this factor above the standard adult bound is suspicious (0.7 ≈ log10 5). */
const STANDARD_LOG_DISTANCE = 0.7;
/** A value more than this factor outside its own range suggests a lost or invented decimal point. */
const FAR_FACTOR = 5;

/** Plain-language reasons why the row's value (or range) may be misread; [] when everything agrees. */
export function rowCheckReasons(input: RowCheckInput): string[] {
  const reasons = contradictions(input.code, input.unitId, input.value, input.range, input.printedFlag);
  // A unit on another scale explains a value far from its range better than a lost decimal point does.
  const unit = input.unitAssumed ? null : printedUnitDoubt(input);
  if (reasons.length > 0 && input.ocr && !unit) {
    const hint = lostPointHint(input);
    if (hint) reasons.push(hint);
  }
  if (input.ocr && reasons.length === 0) {
    const shape = decimalShapeDoubt(input);
    if (shape) reasons.push(shape);
  }
  if (input.unitAssumed) reasons.push(...assumedUnitDoubts(input));
  if (unit) reasons.push(unit);
  return reasons;
}

/** Log distance above which a two-sided printed range is on another scale than the usual range (×3.2). */
const OTHER_SCALE_LOG_DISTANCE = 0.5;
/** Log distance within which another unit of the analyte fits the printed range (×2). */
const FITS_LOG_DISTANCE = 0.3;

/**
 * A printed unit that does not fit the printed range, while another unit of the analyte does: "Calcium 2.4
 * mg/dL, 2.15 - 2.55" is in mmol/L, "Bilirubin 12 mg/dL, 3 - 21" in µmol/L (a unit column misaligned, a
 * template's unit left over, or OCR misreading the unit). Read as printed, the value would be judged on the
 * wrong scale (bilirubin 12 mg/dL is ten times the upper limit), so the member confirms the unit. Two-sided
 * ranges only: a one-sided cut-off may be far tighter than the usual range on purpose (hs-CRP "< 1.0 mg/L").
 * The usual ranges are the sourced ones of clinical-reference.ts; the unit factors those of biomarker-table.ts.
 */
function printedUnitDoubt(input: RowCheckInput): string | null {
  const { code, unitId } = input;
  // Not an OCR range dropped as doubtful: one that lost its decimal points ("3.9-5.6" read "39-56" beside
  // glucose in mmol/L) can look like another unit's range by chance. The value is then judged against the
  // usual range, which marks one on another scale anyway.
  const range = input.range;
  if (!range || unitId === null) return null;
  const printed = rangeScaleDistance(code, unitId, range);
  if (printed === null || printed <= OTHER_SCALE_LOG_DISTANCE) return null;
  const fitting = (Object.keys(BIOMARKER_TABLE[code].units) as UnitId[]).find((u) => {
    if (u === unitId) return false;
    const d = rangeScaleDistance(code, u, range);
    return d !== null && d < FITS_LOG_DISTANCE;
  });
  if (!fitting) return null;
  const shown = (u: UnitId): string => String(u).replace(/^u(?=[a-zA-Z])/, 'µ');
  return (
    `the unit printed (${shown(unitId)}) does not fit the reference range printed beside it ` +
    `(${range.text.trim()}), which looks like ${shown(fitting)}; please check the unit`
  );
}

/** The larger log10 distance of a two-sided range's bounds, read in `unitId`, from the usual adult bounds. */
function rangeScaleDistance(code: BiomarkerCode, unitId: UnitId, range: RefRange): number | null {
  const std = CLINICAL_REFERENCE[code].standard;
  const pairs = [
    [range.low, std?.low ?? null],
    [range.high, std?.high ?? null],
  ] as const;
  let distance = 0;
  for (const [bound, ref] of pairs) {
    if (bound === null || ref === null || bound <= 0 || ref <= 0) return null;
    const c = toCanonical(code, bound, unitId);
    if (c === null || c <= 0) return null;
    distance = Math.max(distance, Math.abs(Math.log10(c / ref)));
  }
  return distance;
}

/**
 * OCR drops decimal points and commas ("1,3" → "13"): a whole number beside a range printed with decimals
 * ("2,0 - 10,0"), which that reading puts outside the range without the report flagging it so, is doubtful.
 * Labs print a result with the precision of its range; a lost separator multiplies the value by 10 or 100.
 */
function decimalShapeDoubt(input: RowCheckInput): string | null {
  const range = input.range ?? input.printedRange;
  if (!range?.text || /[.,]/.test(input.printedValue)) return null;
  const digits = input.printedValue.replace(/\D/g, '');
  if (digits.length < 2) return null;
  const numbers = range.text.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (numbers.length === 0 || !numbers.every((n) => /[.,]\d/.test(n) || Number(n) === 0)) return null;
  if (!numbers.some((n) => /[.,]\d/.test(n))) return null;
  const side = flagFor(input.value, null, range);
  if ((side !== 'high' && side !== 'low') || side === input.printedFlag) return null;
  return `the value has no decimal point, but its range is printed with decimals (${range.text.trim()})`;
}

/** How many checks a reading fails (0 = consistent): used to pick between two OCR readings of a row. */
export function contradictionCount(
  code: BiomarkerCode,
  unitId: UnitId | null,
  value: number,
  range: RefRange | null,
  printedFlag: RowCheckInput['printedFlag'],
): number {
  return contradictions(code, unitId, value, range, printedFlag).length;
}

function contradictions(
  code: BiomarkerCode,
  unitId: UnitId | null,
  value: number,
  range: RefRange | null,
  printedFlag: RowCheckInput['printedFlag'],
): string[] {
  const reasons: string[] = [];
  const canon = toCanonical(code, value, unitId);
  if (canon !== null && !isPlausible(code, canon))
    reasons.push('no patient could have this value, so it is probably misread');
  const std = CLINICAL_REFERENCE[code].standard;
  if (!range) {
    // Without a printed range, compare with the usual adult range instead.
    if (canon !== null && std && farOutside(canon, std.low, std.high))
      reasons.push('the value is far from the usual range for this test');
    return reasons;
  }
  const flag = flagFor(value, null, range);
  if ((printedFlag === 'high' || printedFlag === 'low') && flag !== printedFlag)
    reasons.push(
      `the report marks it ${printedFlag}, but against its printed range (${range.text.trim()}) the value reads ` +
        (flag === 'high' || flag === 'low' ? flag : 'normal'),
    );
  if (farOutside(value, range.low, range.high)) reasons.push('the value is far outside its printed range');
  return reasons;
}

/**
 * A printed range that cannot be what the lab meant: a bound no patient could have, or a bound five times
 * above the usual adult bound (OCR lost a decimal point: "3.5-5.1" read "35-51"). Flagging against it
 * would mark normal values low or high; the caller drops it and the standard range applies.
 */
export function isDoubtfulRange(code: BiomarkerCode, unitId: UnitId | null, range: RefRange): boolean {
  for (const bound of [range.low, range.high]) {
    if (bound === null || bound === 0) continue;
    const c = toCanonical(code, bound, unitId);
    if (c !== null && !isPlausible(code, c)) return true;
  }
  // Labs' ranges differ, but not by a factor of five above the usual adult range. Only above: a lost point
  // makes a number bigger, and tighter ranges are real (hs-CRP "< 1.0" against CRP's usual 10 mg/L).
  const std = CLINICAL_REFERENCE[code].standard;
  if (!std) return false;
  for (const [bound, ref] of [
    [range.low, std.low],
    [range.high, std.high],
  ] as const) {
    if (bound === null || ref === null || bound <= 0 || ref <= 0) continue;
    const c = toCanonical(code, bound, unitId);
    if (c !== null && Math.log10(c / ref) > STANDARD_LOG_DISTANCE) return true;
  }
  return false;
}

/**
 * A unit assumed from the value can be wrong when the analyte is reported in several units (ALT in U/L or
 * µkat/L, glucose in mg/dL or mmol/L): a printed range that does not fit the assumed unit says so, and on a
 * scan a unit that could not be read is more likely lost than absent.
 */
function assumedUnitDoubts(input: RowCheckInput): string[] {
  const std = CLINICAL_REFERENCE[input.code].standard;
  const range = input.printedRange ?? input.range;
  const bounds: [number | null, number | null][] = range
    ? [
        [range.low, std?.low ?? null],
        [range.high, std?.high ?? null],
      ]
    : [];
  for (const [bound, ref] of bounds) {
    if (bound === null || ref === null || bound <= 0 || ref <= 0) continue;
    const c = toCanonical(input.code, bound, input.unitId);
    if (c !== null && Math.abs(Math.log10(c / ref)) > STANDARD_LOG_DISTANCE)
      return ['no unit is printed, and the printed range does not fit the assumed unit'];
  }
  if (input.ocr && Object.keys(BIOMARKER_TABLE[input.code].units).length > 1)
    return ['the unit could not be read'];
  if (input.unitId !== canonicalUnitId(input.code))
    return [`no unit is printed; the printed range suggests ${String(input.unitId).replace(/^u/, 'µ')}`];
  return [];
}

function farOutside(value: number, low: number | null, high: number | null): boolean {
  return (
    (high !== null && high > 0 && value > high * FAR_FACTOR) || (low !== null && value < low / FAR_FACTOR)
  );
}

/**
 * When a number printed without a separator fails the checks but the same digits with a decimal point would
 * pass them all, say so (the member decides; the value itself stays as printed).
 */
function lostPointHint(input: RowCheckInput): string | null {
  const digits = input.printedValue.replace(/\D/g, '');
  if (/[.,]/.test(input.printedValue) || digits.length < 2) return null;
  for (const shift of digits.length >= 3 ? [1, 2] : [1]) {
    const candidate = Number(`${digits.slice(0, -shift)}.${digits.slice(-shift)}`);
    const fails = contradictions(input.code, input.unitId, candidate, input.range, input.printedFlag);
    if (fails.length === 0) return `a decimal point may be missing (${candidate}?)`;
  }
  return null;
}
