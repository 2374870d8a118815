import type { BiomarkerCode } from '@common/biomarkers';
import { CLINICAL_REFERENCE } from '../clinical-reference';
import { isPlausible, toCanonical } from './biomarker-table';
import { parseNumber, type DecimalSeparator } from './numbers';
import { flagFor, type RefRange } from './ranges';
import type { UnitId } from './units';

/**
 * OCR loses small decimal points ("10.4" → "104", "12.0 - 15.5" → "120-155"). A row carries enough evidence to
 * put them back: the value must be believable for the analyte, the range's bounds too, a printed H/L must
 * agree with where the value falls, and a value is rarely more than 5× outside its own range. Each candidate
 * reading (value and range divided by 1, 10 or 100 where no separator was read) is scored on those checks
 * and the cheapest wins; unchanged readings win ties.
 */
export interface RepairInput {
  code: BiomarkerCode;
  value: number;
  printedValue: string;
  range: RefRange | null;
  unitId: UnitId | null;
  printedFlag: 'high' | 'low' | 'abnormal' | null;
  decimal: DecimalSeparator;
}

export interface RepairOutput {
  value: number;
  printedValue: string;
  range: RefRange | null;
  repairs: string[];
}

// Penalties of the repair score (relative weights, tuned on the fixture scans).
const PENALTY = {
  implausible: 10,
  flagContradiction: 5,
  farOutside: 3,
  unlikeStandard: 3,
  change: 1,
} as const;
/** A printed bound more than this factor away from the standard adult bound is suspicious (0.7 ≈ log10 5). */
const STANDARD_LOG_DISTANCE = 0.7;
/** A value more than this factor outside its own range suggests a lost decimal point. */
const FAR_FACTOR = 5;

const hasSeparator = (s: string): boolean => /[.,]/.test(s);

function scales(printed: string): number[] {
  const digits = printed.replace(/\D/g, '');
  if (hasSeparator(printed) || digits.length < 2) return [1];
  return digits.length >= 3 ? [1, 0.1, 0.01] : [1, 0.1];
}

function scaleRange(r: RefRange, lowScale: number, highScale: number): RefRange {
  if (lowScale === 1 && highScale === 1) return r;
  const f = (v: number | null, k: number): number | null =>
    v === null ? null : Math.round(v * k * 1e6) / 1e6;
  return { ...r, low: f(r.low, lowScale), high: f(r.high, highScale) };
}

/** Scales to try for one range bound: only bounds printed without a separator can have lost one. */
function boundScales(rangeText: string, bound: number | null, decimal: DecimalSeparator): number[] {
  if (bound === null) return [1];
  for (const m of rangeText.matchAll(/\d+(?:[.,]\d+)*/g)) {
    if (parseNumber(m[0], decimal) === bound) return scales(m[0]);
  }
  return [1];
}

function formatScaled(printed: string, s: number, decimal: DecimalSeparator): string {
  if (s === 1) return printed;
  const shift = s === 0.1 ? 1 : 2;
  const digits = printed.replace(/\D/g, '');
  const int = digits.slice(0, digits.length - shift) || '0';
  return `${int}${decimal}${digits.slice(digits.length - shift)}`;
}

export function repairOcrNumbers(input: RepairInput): RepairOutput {
  const { code, unitId, printedFlag, decimal } = input;
  const valueScales = scales(input.printedValue);
  const rangeText = input.range?.text ?? '';
  const lowScales = boundScales(rangeText, input.range?.low ?? null, decimal);
  const highScales = boundScales(rangeText, input.range?.high ?? null, decimal);
  let best = { penalty: Infinity, vs: 1, ls: 1, hs: 1 };
  for (const vs of valueScales) {
    for (const ls of lowScales) {
      for (const hs of highScales) {
        const value = Math.round(input.value * vs * 1e6) / 1e6;
        const range = input.range ? scaleRange(input.range, ls, hs) : null;
        if (range && range.low !== null && range.high !== null && range.low > range.high) continue;
        const changes = [vs, ls, hs].filter((k) => k !== 1).length;
        const penalty = changes * PENALTY.change + evidence(code, unitId, value, range, printedFlag);
        if (penalty < best.penalty) best = { penalty, vs, ls, hs };
      }
    }
  }
  const repairs: string[] = [];
  let { value, printedValue, range } = input;
  if (best.vs !== 1) {
    value = Math.round(input.value * best.vs * 1e6) / 1e6;
    printedValue = formatScaled(input.printedValue, best.vs, decimal);
    repairs.push(`value ${input.printedValue} read as ${printedValue}`);
  }
  if ((best.ls !== 1 || best.hs !== 1) && input.range) {
    range = scaleRange(input.range, best.ls, best.hs);
    repairs.push(`range ${input.range.text} read as ${range.low ?? ''}–${range.high ?? ''}`);
  }
  return { value, printedValue, range, repairs };
}

/** Penalty for a reading that contradicts what we know about the analyte and the row (0 = consistent). */
export function evidence(
  code: BiomarkerCode,
  unitId: UnitId | null,
  value: number,
  range: RefRange | null,
  printedFlag: RepairInput['printedFlag'],
): number {
  let penalty = 0;
  const canon = toCanonical(code, value, unitId);
  if (canon !== null && !isPlausible(code, canon)) penalty += PENALTY.implausible;
  if (!range) return penalty;
  for (const bound of [range.low, range.high]) {
    if (bound === null || bound === 0) continue;
    const c = toCanonical(code, bound, unitId);
    if (c !== null && !isPlausible(code, c)) penalty += PENALTY.implausible;
  }
  // Labs' ranges differ, but not by a factor of ten from the usual adult range.
  const std = CLINICAL_REFERENCE[code].standard;
  if (std) {
    for (const [bound, ref] of [
      [range.low, std.low],
      [range.high, std.high],
    ] as const) {
      if (bound === null || ref === null || bound <= 0 || ref <= 0) continue;
      const c = toCanonical(code, bound, unitId);
      if (c !== null && c > 0 && Math.abs(Math.log10(c / ref)) > STANDARD_LOG_DISTANCE)
        penalty += PENALTY.unlikeStandard;
    }
  }
  const flag = flagFor(value, null, range);
  if ((printedFlag === 'high' || printedFlag === 'low') && flag !== printedFlag)
    penalty += PENALTY.flagContradiction;
  if (
    (range.high !== null && value > range.high * FAR_FACTOR) ||
    (range.low !== null && value < range.low / FAR_FACTOR)
  ) {
    penalty += PENALTY.farOutside;
  }
  return penalty;
}
