import { REVIEW_LIMITS } from './limits';

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
