import { describe, expect, it } from 'vitest';
import type { TruthResult } from './generate';
import { isCorrect, scoreReport, summarise, type Extracted } from './score';

const glucose: TruthResult = {
  code: 'GLU_FASTING',
  label: 'Glycémie à jeun',
  value: 0.92,
  text: '0,92',
  unit: 'g/L',
  decimals: 2,
  canonical: 92,
  flag: null,
};
const hb: TruthResult = {
  code: 'HGB',
  label: 'Hb',
  value: 13.5,
  text: '13.5',
  unit: 'g/dL',
  decimals: 1,
  canonical: 13.5,
  flag: null,
};
const got = (
  code: Extracted['code'],
  value: number,
  valueCanonical: number | null,
  needsReview?: boolean,
) => ({
  code,
  value,
  unit: null,
  valueCanonical,
  ...(needsReview === undefined ? {} : { needsReview }),
});

describe('scoring extraction against generated ground truth', () => {
  it('accepts the printed value, alone or with the right canonical value', () => {
    expect(isCorrect(glucose, got('GLU_FASTING', 0.92, null))).toBe(true);
    expect(isCorrect(glucose, got('GLU_FASTING', 0.92, 92))).toBe(true);
    // Converted by the extractor and rounded: still the printed value within its rounding.
    expect(isCorrect(glucose, got('GLU_FASTING', 92, 92))).toBe(true);
    expect(isCorrect(hb, got('HGB', 13.54, null))).toBe(true);
  });

  it('rejects a different number, and the right number in a misread unit', () => {
    expect(isCorrect(hb, got('HGB', 13.6, null))).toBe(false);
    expect(isCorrect(hb, got('HGB', 1.35, null))).toBe(false);
    // 0.92 g/L taken as 0.92 mg/dL: the printed digits match but the value does not.
    expect(isCorrect(glucose, got('GLU_FASTING', 0.92, 0.92))).toBe(false);
  });

  it('counts correct, wrong (including results the report does not print) and missing values', () => {
    const score = scoreReport(
      [glucose, hb],
      [got('GLU_FASTING', 0.88, 88, true), got('CRP', 5, 5, false), got('GLU_FASTING', 0.92, 92)],
    );
    expect(score.correct).toBe(1);
    expect(score.missing.map((m) => m.code)).toEqual(['HGB']);
    expect(score.wrong.map((w) => [w.got.code, w.expected?.code])).toEqual([
      ['GLU_FASTING', undefined],
      ['CRP', undefined],
    ]);
    const rates = summarise([score]);
    expect(rates).toMatchObject({ expected: 2, correct: 1, wrong: 2, missing: 1, recall: 0.5 });
    expect(rates.precision).toBeCloseTo(1 / 3);
    expect(rates.wrongFlaggedForReview).toBe(0.5);
    // Two values were not marked for review, CRP wrong among them; one of three values was marked.
    expect(rates.trustedPrecision).toBe(0.5);
    expect(rates.reviewShare).toBeCloseTo(1 / 3);
  });

  it('pairs a wrong value with the printed result it claims to be', () => {
    const score = scoreReport([hb], [got('HGB', 12.1, 12.1)]);
    expect(score.wrong).toEqual([{ got: got('HGB', 12.1, 12.1), expected: hb }]);
    expect(summarise([score]).wrongFlaggedForReview).toBe(0);
  });
});
