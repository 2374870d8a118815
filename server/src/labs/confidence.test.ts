import type { BiomarkerCode } from '@common/biomarkers';
import { describe, expect, it } from 'vitest';
import { reportChecks, valueTrust, withMoreChecks, withReportChecks } from './confidence';
import { REVIEW_LIMITS } from './limits';
import type { ParsedResult } from './parse/parse-report';
import type { UnitId } from './parse/units';

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

describe('checks across the rows of a report', () => {
  const row = (
    code: BiomarkerCode,
    printedValue: string,
    unitId: UnitId,
    extra: Partial<ParsedResult> = {},
  ) =>
    ({
      code,
      printedName: code,
      value: Number(printedValue),
      printedValue,
      comparator: null,
      unit: unitId,
      unitId,
      range: null,
      printedFlag: null,
      page: 1,
      y: 0,
      height: 8,
      section: null,
      earlier: [],
      checks: [],
      wordConfidence: null,
      ...extra,
    }) satisfies ParsedResult;
  const differential = (values: string[]) =>
    (['NEUT_PCT', 'LYMPH_PCT', 'MONO_PCT', 'EOS_PCT', 'BASO_PCT'] as const).map((c, i) =>
      row(c, values[i]!, '%'),
    );

  it('marks every part of a differential that does not add up to 97–103 %', () => {
    expect(reportChecks(differential(['56.9', '31.8', '7.8', '2.7', '0.8']), 'pdf-text')).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
    // 60 + 17 + 5 + 3 + 1 = 86: a part misread or lost.
    const low = reportChecks(differential(['60', '17', '5', '3', '1']), 'pdf-text');
    expect(low.every((r) => /adds up to 86 %/.test(r.join()))).toBe(true);
    // Four parts already above 103 % (a part read 10 × too large).
    const four = differential(['60', '30', '60', '3', '1']).filter((r) => r.code !== 'BASO_PCT');
    expect(reportChecks(four, 'pdf-text').every((r) => r.length === 1)).toBe(true);
  });

  it('asks whole-number differentials read by OCR to add up to exactly 100 (monocytes 4 read for 5)', () => {
    expect(reportChecks(differential(['60', '30', '5', '3', '2']), 'ocr')[2]).toEqual([]);
    const misread = reportChecks(differential(['60', '30', '4', '3', '2']), 'ocr');
    expect(misread[2]!.join()).toMatch(/read from an image, adds up to 99 %/);
    // The same numbers in a text layer are the lab's own: rounding, not a misread.
    expect(reportChecks(differential(['60', '30', '4', '3', '2']), 'pdf-text')[2]).toEqual([]);
  });

  it('marks a value outside its range left unflagged in a report that flags (TSH 0.25 in the In Range column)', () => {
    const range = (low: number, high: number) => ({
      low,
      high,
      lowInclusive: true,
      highInclusive: true,
      text: `${low}-${high}`,
    });
    const rows = [
      row('GLU_FASTING', '108', 'mg/dL', { range: range(65, 99), printedFlag: 'high' }),
      row('TSH', '0.25', 'mIU/L', { range: range(0.4, 4.5) }),
      row('K', '4.3', 'mmol/L', { range: range(3.5, 5.3) }),
    ];
    const reasons = reportChecks(rows, 'pdf-text');
    expect(reasons[0]).toEqual([]);
    expect(reasons[1]!.join()).toMatch(
      /marks results outside their range, but not this one, which reads low/,
    );
    expect(reasons[2]).toEqual([]);
    // A report that flags nothing says nothing by leaving a value unflagged.
    expect(reportChecks(rows.slice(1), 'pdf-text')).toEqual([[], []]);
    const trusted = withReportChecks(rows, 'pdf-text').map((r) => valueTrust(null, r.checks).needsReview);
    expect(trusted).toEqual([false, true, false]);
  });
});
