import type { BiomarkerCode } from '@common/biomarkers';
import { REVIEW_LIMITS } from './limits';
import type { ParsedResult, TextSource } from './parse/parse-report';
import { toCanonical } from './parse/biomarker-table';
import { flagFor } from './parse/ranges';

export interface ValueTrust {
  confidence: number;
  needsReview: boolean;
  reviewReason: string | null;
}

/**
 * How far an extracted value can be trusted: the OCR engine's confidence in the value's word (1 for a PDF text
 * layer, which is the lab's own text), cut down when any check on the value failed. A failed check or an
 * unsure OCR reading means the member should confirm the value; it is never silently "corrected".
 */
export function valueTrust(wordConfidence: number | null, checks: string[]): ValueTrust {
  const read = wordConfidence === null ? 1 : Math.max(0, Math.min(1, wordConfidence / 100));
  const confidence = Math.round(read * (checks.length > 0 ? REVIEW_LIMITS.failedCheckFactor : 1) * 100) / 100;
  const unsure = wordConfidence !== null && wordConfidence < REVIEW_LIMITS.minWordConfidence;
  const reasons = unsure ? [...checks, 'the print is hard to read here'] : checks;
  return {
    confidence,
    needsReview: reasons.length > 0,
    reviewReason: reasons.length > 0 ? capitalise(reasons.join('; ')) + '.' : null,
  };
}

/** Add failed-check reasons to a value already judged (cross-result identities run after interpretation). */
export function withMoreChecks<T extends ValueTrust>(r: T, reasons: string[]): T {
  if (reasons.length === 0) return r;
  const text = capitalise(reasons.join('; ')) + '.';
  return {
    ...r,
    confidence:
      Math.round(Math.min(r.confidence, r.confidence * REVIEW_LIMITS.failedCheckFactor) * 100) / 100,
    needsReview: true,
    reviewReason: r.reviewReason ? `${r.reviewReason} ${text}` : text,
  };
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/*
 * Checks across the rows of one report that decide trust (issue 32). Each failed check is a reason the member
 * reads; a value failing one is never trusted, and never changed.
 */

/** The five-part white-cell differential, in %. */
const DIFFERENTIAL: BiomarkerCode[] = ['NEUT_PCT', 'LYMPH_PCT', 'MONO_PCT', 'EOS_PCT', 'BASO_PCT'];
/**
 * A differential classifies 100 (or 200) cells (CLSI H20-A2, reference leukocyte differential count), so its
 * parts add up to 100 %; an analyser prints each part rounded (±0.05 at one decimal, ±0.5 whole), so five parts
 * stay within 100 ± 2.5: 97–103 % allows that and catches a part misread by more than rounding.
 */
const DIFFERENTIAL_SUM = { low: 97, high: 103 };

/** Reasons per row index, from the checks across the report's rows. */
export function reportChecks(results: ParsedResult[], source: TextSource): string[][] {
  const reasons = results.map((): string[] => []);
  differentialSum(results, source, reasons);
  unflaggedOutside(results, reasons);
  return reasons;
}

/** Rows with their report-level reasons added to their own checks. */
export function withReportChecks(results: ParsedResult[], source: TextSource): ParsedResult[] {
  const reasons = reportChecks(results, source);
  return results.map((r, i) => (reasons[i]!.length ? { ...r, checks: [...r.checks, ...reasons[i]!] } : r));
}

function differentialSum(results: ParsedResult[], source: TextSource, reasons: string[][]): void {
  const parts = DIFFERENTIAL.map((code) =>
    results.findIndex((r) => r.code === code && r.comparator === null && r.unitId === '%'),
  ).filter((i) => i >= 0);
  if (parts.length < 3) return;
  const values = parts.map((i) => results[i]!.value);
  const sum = values.reduce((a, b) => a + b, 0);
  const rounded = Math.round(sum * 10) / 10;
  const whole = `the white-cell differential (neutrophils, lymphocytes, monocytes, eosinophils and basophils in %)`;
  let why: string | null = null;
  let marked = parts;
  if (sum > DIFFERENTIAL_SUM.high)
    why = `${whole} adds up to ${rounded} %, more than 100 %, so one of them may be misread`;
  else if (parts.length === DIFFERENTIAL.length && sum < DIFFERENTIAL_SUM.low)
    why = `${whole} adds up to ${rounded} % instead of about 100 %, so one of them may be misread or missing`;
  // Whole numbers read by OCR: a manual count of 100 cells sums to exactly 100, and a digit misread by one ("4"
  // for "5") stays within the rounding allowance; on a scan that small a gap is more likely a misread. An
  // analyser's whole numbers are rounded and may add up to 99 or 101: a part its absolute count pins to the
  // printed number is not the misread one, so only the parts left unconfirmed are marked.
  else if (
    source === 'ocr' &&
    parts.length === DIFFERENTIAL.length &&
    results.every((r, i) => !parts.includes(i) || !/[.,]/.test(r.printedValue)) &&
    sum !== 100
  ) {
    marked = parts.filter((i) => !pinnedByAbsoluteCount(results, results[i]!));
    why = `${whole}, read from the picture, adds up to ${rounded} % instead of exactly 100 %, so one of them may be misread`;
  }
  if (why) for (const i of marked) reasons[i]!.push(why);
}

const ABSOLUTE_OF: Partial<Record<BiomarkerCode, BiomarkerCode>> = {
  NEUT_PCT: 'NEUT_ABS',
  LYMPH_PCT: 'LYMPH_ABS',
  MONO_PCT: 'MONO_ABS',
  EOS_PCT: 'EOS_ABS',
  BASO_PCT: 'BASO_ABS',
};

/**
 * The part's absolute count and the WBC, both read without doubt, give a percentage (absolute = % × WBC, the
 * differential's definition, Dacie & Lewis ch. 3) that rounds to the printed whole number even allowing for the
 * rounding of the count and the WBC as printed. A misread part ("4" for "5") is off by at least 0.5 from what
 * they give, so it is never pinned; a correct part near a rounding boundary may stay unpinned (then reviewed).
 */
function pinnedByAbsoluteCount(results: ParsedResult[], part: ParsedResult): boolean {
  const sure = (code: BiomarkerCode | undefined) =>
    results.find((r) => r.code === code && r.comparator === null && r.checks.length === 0) ?? null;
  const absolute = sure(ABSOLUTE_OF[part.code]);
  const wbc = sure('WBC');
  if (!absolute || !wbc) return false;
  const a = printedBounds(absolute);
  const w = printedBounds(wbc);
  if (!a || !w || w.low <= 0) return false;
  // The percentage the two give, at its lowest and highest within their printing's rounding.
  const low = (100 * a.low) / w.high;
  const high = (100 * a.high) / w.low;
  return low > part.value - 0.5 && high < part.value + 0.5;
}

/** A printed value's interval in the canonical unit: ± half a unit of its last printed digit. */
function printedBounds(r: ParsedResult): { low: number; high: number } | null {
  const digits = r.printedValue.replace(/\D/g, '');
  // "4,320" and "2,45,000" are digit groups: the value is the digits themselves, a whole number.
  const decimals = Number(digits) === r.value ? 0 : (/[.,](\d+)\D*$/.exec(r.printedValue)?.[1]?.length ?? 0);
  const half = 0.5 * 10 ** -decimals;
  const low = toCanonical(r.code, r.value - half, r.unitId);
  const high = toCanonical(r.code, r.value + half, r.unitId);
  return low === null || high === null ? null : { low, high };
}

/**
 * A report that marks results outside their range (H, L, arrows, an "Out Of Range" column) and leaves this one
 * unmarked although the value read is outside its printed range: the value or the range was probably misread
 * (TSH read 0.25 from the "In Range" column beside 0.40–4.50).
 */
function unflaggedOutside(results: ParsedResult[], reasons: string[][]): void {
  const flagged = results.filter((r) => r.printedFlag === 'high' || r.printedFlag === 'low').length;
  if (flagged === 0) return;
  results.forEach((r, i) => {
    if (r.printedFlag !== null || !r.range || r.range.low === null || r.range.high === null) return;
    const side = flagFor(r.value, r.comparator, r.range);
    if (side === 'high' || side === 'low')
      reasons[i]!.push(
        `the report marks results outside their range, but not this one, which reads ${side === 'high' ? 'above' : 'below'} ` +
          `its range (${r.range.text.trim()}): the number or its range may be misread`,
      );
  });
}
