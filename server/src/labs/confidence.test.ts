import { describe, expect, it } from 'vitest';
import { valueTrust, withMoreChecks } from './confidence';
import { REVIEW_LIMITS } from './limits';

describe('value confidence', () => {
  it('trusts a consistent text-layer value fully', () => {
    expect(valueTrust(null, [])).toEqual({ confidence: 1, needsReview: false, reviewReason: null });
  });

  it('uses the OCR word confidence, and asks for review when it is low', () => {
    expect(valueTrust(93, [])).toEqual({ confidence: 0.93, needsReview: false, reviewReason: null });
    const unsure = valueTrust(REVIEW_LIMITS.minWordConfidence - 1, []);
    expect(unsure.needsReview).toBe(true);
    expect(unsure.reviewReason).toMatch(/hard to read/);
  });

  it('cuts confidence and asks for review when a check fails, keeping every reason', () => {
    const t = valueTrust(95, ['the value is far outside its printed range']);
    expect(t.needsReview).toBe(true);
    expect(t.confidence).toBeCloseTo(0.95 * REVIEW_LIMITS.failedCheckFactor, 2);
    const more = withMoreChecks(t, ['MCHC does not agree with Hb, Hct']);
    expect(more.reviewReason).toMatch(/far outside.*MCHC does not agree/);
    expect(more.confidence).toBeLessThan(t.confidence);
    expect(withMoreChecks(valueTrust(null, []), [])).toEqual(valueTrust(null, []));
  });
});
