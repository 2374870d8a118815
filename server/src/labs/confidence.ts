import type { BiomarkerCode } from '@common/biomarkers';
import { REVIEW_LIMITS } from './limits';
import type { ParsedResult, TextSource } from './parse/parse-report';
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
  let why: string | null = null;
  if (sum > DIFFERENTIAL_SUM.high)
    why = `the white-cell differential adds up to ${rounded} %, more than 100 %`;
  else if (parts.length === DIFFERENTIAL.length && sum < DIFFERENTIAL_SUM.low)
    why = `the white-cell differential adds up to ${rounded} %, not 100 %`;
  // Whole numbers read by OCR: a manual count of 100 cells sums to exactly 100, and a digit misread by one ("4"
  // for "5") stays within the rounding allowance; on a scan that small a gap is more likely a misread.
  else if (
    source === 'ocr' &&
    parts.length === DIFFERENTIAL.length &&
    results.every((r, i) => !parts.includes(i) || !/[.,]/.test(r.printedValue)) &&
    sum !== 100
  )
    why = `the white-cell differential, read from an image, adds up to ${rounded} % instead of 100 %`;
  if (why) for (const i of parts) reasons[i]!.push(why);
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
        `the report marks results outside their range, but not this one, which reads ${side} against ${r.range.text.trim()}`,
      );
  });
}
