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
    expect(low.every((r) => /differential .* adds up to 86 % instead of about 100 %/.test(r.join()))).toBe(
      true,
    );
    // Four parts already above 103 % (a part read 10 × too large).
    const four = differential(['60', '30', '60', '3', '1']).filter((r) => r.code !== 'BASO_PCT');
    expect(reportChecks(four, 'pdf-text').every((r) => r.length === 1)).toBe(true);
  });

  it('asks whole-number differentials read by OCR to add up to exactly 100 (monocytes 4 read for 5)', () => {
    expect(reportChecks(differential(['60', '30', '5', '3', '2']), 'ocr')[2]).toEqual([]);
    const misread = reportChecks(differential(['60', '30', '4', '3', '2']), 'ocr');
    expect(misread[2]!.join()).toMatch(/read from the picture, adds up to 99 % instead of exactly 100 %/);
    // The same numbers in a text layer are the lab's own: rounding, not a misread.
    expect(reportChecks(differential(['60', '30', '4', '3', '2']), 'pdf-text')[2]).toEqual([]);
  });

  it('leaves out of the OCR exact-100 rule the parts their absolute count and the WBC pin to the printed number', () => {
    // An analyser's whole numbers, rounded (61.4 28.4 6.4 2.6 1.2 → 99), read from a photo of an Indian-style
    // report: WBC in cells/cumm and absolute counts in cells/µL pin each part to its printed number.
    const wbc = row('WBC', '7200', '/uL');
    const abs = (code: BiomarkerCode, printed: string) => row(code, printed, '/uL');
    const counts = [
      abs('NEUT_ABS', '4421'),
      abs('LYMPH_ABS', '2045'),
      abs('MONO_ABS', '461'),
      abs('EOS_ABS', '187'),
      abs('BASO_ABS', '86'),
    ];
    const pinned = [...differential(['61', '28', '6', '3', '1']), wbc, ...counts];
    expect(reportChecks(pinned, 'ocr').every((r) => r.length === 0)).toBe(true);
    // Without the counts the rounding cannot be told from a misread: every part is marked.
    expect(reportChecks(differential(['61', '28', '6', '3', '1']), 'ocr').every((r) => r.length === 1)).toBe(
      true,
    );
    // Monocytes 6 read "5": its count gives 6.4 %, so only it is left marked.
    const misread = reportChecks([...differential(['61', '28', '5', '3', '1']), wbc, ...counts], 'ocr');
    expect(misread.map((r) => r.length)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    // A WBC printed with one decimal cannot pin a large part (60.95–62.0 % for neutrophils 61): still marked.
    const coarse = reportChecks(
      [...differential(['61', '28', '6', '3', '1']), row('WBC', '6.8', '10^3/uL'), ...counts.slice(0, 1)].map(
        (r) =>
          r.code === 'NEUT_ABS'
            ? { ...r, printedValue: '4.18', value: 4.18, unit: '10^3/uL', unitId: '10^3/uL' }
            : r,
      ),
      'ocr',
    );
    expect(coarse[0]).toHaveLength(1);
    // A count with its own doubt pins nothing.
    const doubted = counts.map((r) => ({ ...r, checks: ['the value is far outside its printed range'] }));
    expect(
      reportChecks([...differential(['61', '28', '6', '3', '1']), wbc, ...doubted], 'ocr')
        .slice(0, 5)
        .every((r) => r.length === 1),
    ).toBe(true);
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
      /marks results outside their range, but not this one, which reads below its range \(0\.4-4\.5\)/,
    );
    expect(reasons[2]).toEqual([]);
    // A report that flags nothing says nothing by leaving a value unflagged.
    expect(reportChecks(rows.slice(1), 'pdf-text')).toEqual([[], []]);
    const trusted = withReportChecks(rows, 'pdf-text').map((r) => valueTrust(null, r.checks).needsReview);
    expect(trusted).toEqual([false, true, false]);
  });
});
