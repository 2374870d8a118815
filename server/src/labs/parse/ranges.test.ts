import { describe, expect, it } from 'vitest';
import { flagFor, isCategoryLine, parseReferenceText } from './ranges';

const bounds = (
  text: string,
  decimal: '.' | ',' = '.',
  sex?: 'male' | 'female',
): [number | null, number | null] | null => {
  const r = parseReferenceText(text, decimal, sex);
  return r ? [r.low, r.high] : null;
};

describe('reference range formats', () => {
  it.each([
    ['13.0 - 17.0', [13, 17]],
    ['13.0-17.0', [13, 17]],
    ['13.0 – 17.0', [13, 17]],
    ['4000 - 10000', [4000, 10000]],
    ['0 - 2', [0, 2]],
    ['3.5 to 5.1', [3.5, 5.1]],
    ['(136 - 145)', [136, 145]],
    ['< 100', [null, 100]],
    ['<100', [null, 100]],
    ['<= 6.0', [null, 6]],
    ['<=6.0', [null, 6]],
    ['≤ 6.0', [null, 6]],
    ['> 40', [40, null]],
    ['>60', [60, null]],
    ['>= 90', [90, null]],
    ['> OR = 60', [60, null]],
    ['>OR =60', [60, null]],
    ['>0R =40', [40, null]], // OCR: O read as 0
    ['< OR = 5.0', [null, 5]],
    ['Up to 40', [null, 40]],
    ['upto 35', [null, 35]],
    ['less than 200', [null, 200]],
    ['Desirable: < 200', [null, 200]],
    ['Normal: < 150', [null, 150]],
    ['Optimal: < 100', [null, 100]],
  ] as const)('"%s"', (text, expected) => {
    expect(bounds(text)).toEqual(expected);
  });

  it('reads decimal commas and German words', () => {
    expect(bounds('0,27 - 4,20', ',')).toEqual([0.27, 4.2]);
    expect(bounds('< 1,2', ',')).toEqual([null, 1.2]);
    expect(bounds('0,5 bis 1,2', ',')).toEqual([0.5, 1.2]);
    expect(bounds('bis 35', ',')).toEqual([null, 35]);
  });

  it('picks the normal band of multi-category ranges', () => {
    expect(bounds('Desirable: < 200 ; Borderline High: 200 - 239 ; High: >= 240')).toEqual([null, 200]);
    expect(
      bounds(
        'Optimal: < 100 ; Near Optimal: 100 - 129 ; Borderline High: 130 - 159 ; High: 160 - 189 ; Very High: >= 190',
      ),
    ).toEqual([null, 100]);
    expect(bounds('Deficiency < 20, Insufficiency 20 - 29, Sufficiency 30 - 100')).toEqual([30, 100]);
    expect(
      bounds('Deficient: < 20 ; Insufficient: 20 - 29 ; Sufficient: 30 - 100 ; Toxicity: > 100'),
    ).toEqual([30, 100]);
    expect(bounds('Non-diabetic: < 5.7 ; Pre-diabetic: 5.7 - 6.4 ; Diabetic: >= 6.5')).toEqual([null, 5.7]);
    expect(bounds('Lower risk: < 1.0 ; Average risk: 1.0 - 3.0 ; Higher risk: > 3.0')).toEqual([null, 1]);
    expect(bounds('Low risk <1.0 Average risk 1.0-3.0 High risk >3.0')).toEqual([null, 1]);
  });

  it('reads labels printed after the interval', () => {
    expect(bounds('< 25 deficient ; 25 - 50 insufficient ; > 50 sufficient')).toEqual([50, null]);
  });

  it('picks the sex-specific band, or the union of both when the sex is unknown', () => {
    expect(bounds('Male: 13 - 17 ; Female: 12 - 15', '.', 'female')).toEqual([12, 15]);
    expect(bounds('M: 13-17 F: 12-15', '.', 'male')).toEqual([13, 17]);
    expect(bounds('Men 0.7 - 1.3 Women 0.6 - 1.1')).toEqual([0.6, 1.3]);
  });

  it('refuses a lone abnormal category and text without an interval', () => {
    expect(bounds('High: >= 240')).toBeNull();
    expect(bounds('-')).toBeNull();
    expect(bounds('See comment')).toBeNull();
  });

  it('never guesses a bound that lost its decimal point in OCR, nor zero-padded bounds', () => {
    expect(bounds('36-6.0')).toBeNull();
    expect(bounds('00 - 06')).toEqual([0, 6]);
  });

  it('recognises category continuation lines', () => {
    expect(isCategoryLine('Borderline High: 200 - 239')).toBe(true);
    expect(isCategoryLine('25 - 50 insufficient')).toBe(true);
    expect(isCategoryLine('Page 1 of 2')).toBe(false);
    expect(isCategoryLine('Specimen: Serum')).toBe(false);
  });
});

describe('flagFor', () => {
  const r = (low: number | null, high: number | null, lowInclusive = true, highInclusive = true) => ({
    low,
    high,
    lowInclusive,
    highInclusive,
  });
  it('compares values with two-sided and one-sided ranges', () => {
    expect(flagFor(14.1, null, r(13, 17))).toBe('normal');
    expect(flagFor(12.9, null, r(13, 17))).toBe('low');
    expect(flagFor(17.1, null, r(13, 17))).toBe('high');
    expect(flagFor(17, null, r(13, 17))).toBe('normal');
    expect(flagFor(224, null, r(null, 200, true, false))).toBe('high');
    expect(flagFor(200, null, r(null, 200, true, false))).toBe('high'); // "< 200": 200 itself is not desirable
    expect(flagFor(38, null, r(40, null, false))).toBe('low');
    expect(flagFor(59, null, r(60, null))).toBe('low');
  });
  it('handles values printed with a comparator', () => {
    expect(flagFor(4, '<', r(0, 5))).toBe('normal');
    expect(flagFor(0.5, '<', r(null, 5))).toBe('normal');
    expect(flagFor(10, '<', r(13, 150))).toBe('low');
    expect(flagFor(500, '>', r(null, 200))).toBe('high');
    expect(flagFor(500, '<', r(null, 200))).toBeNull(); // "<500" against "<200": cannot tell
  });
  it('returns null without a range', () => {
    expect(flagFor(5, null, r(null, null))).toBeNull();
  });
});
