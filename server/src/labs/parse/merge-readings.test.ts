import { describe, expect, it } from 'vitest';
import { mergeReadings } from './merge-readings';
import { parseReport } from './parse-report';
import type { PageText, TextLine } from './types';

function ocrPage(rows: string[][]) {
  const lines: TextLine[] = rows.map((row, i) => {
    const cells = row.map((text, k) => ({ text, x0: k * 150, x1: k * 150 + 100, confidence: 90 }));
    return { page: 1, y: 40 + i * 20, height: 12, cells, text: cells.map((c) => c.text).join('   ') };
  });
  const pages: PageText[] = [{ page: 1, lines }];
  return parseReport(pages, { source: 'ocr' });
}

const HEAD = ['Test', 'Result', 'Unit', 'Reference Range'];

describe('merging two OCR readings of a page', () => {
  it('keeps a row only the second reading found, for review when it lacks its unit or range', () => {
    const first = ocrPage([HEAD, ['Sodium', '139', 'mmol/L', '136 - 145']]);
    const second = ocrPage([
      HEAD,
      ['Sodium', '139', 'mmol/L', '136 - 145'],
      ['TIBC', '425', 'µg/dL', '250 - 450'],
      ['RDW-CV', '12.4', '%'],
    ]);
    const merged = mergeReadings(first, second).results;
    expect(merged.map((r) => [r.code, r.value, r.checks])).toEqual([
      ['NA', 139, []],
      ['TIBC', 425, []],
      ['RDW', 12.4, ['only one of two readings of the picture found this value']],
    ]);
  });

  it('does not add a row the second reading contradicts itself on, nor a second unit for a code', () => {
    const first = ocrPage([HEAD, ['Potassium', '4.3', 'mmol/L', '3.5 - 5.1']]);
    const second = ocrPage([
      HEAD,
      ['Potassium', '4.3', 'mEq/L', '3.5 - 5.1'],
      ['Chloride', '1020', 'mmol/L', '98 - 107'],
    ]);
    expect(mergeReadings(first, second).results.map((r) => r.code)).toEqual(['K']);
  });

  it('takes a flag only the second reading saw when the value bears it out', () => {
    const first = ocrPage([HEAD, ['RBC', '4.61', 'x10^12/L', '3.80 - 4.80'], ['ALT', '58', 'U/L', '0 - 33']]);
    // The second reading split the unit and took its "L" for a low flag, and saw ALT's "H".
    const second = ocrPage([
      HEAD,
      ['RBC', '4.61 L', 'x10^12/L', '3.80 - 4.80'],
      ['ALT', '58 H', 'U/L', '0 - 33'],
    ]);
    expect(second.results.map((r) => r.printedFlag)).toEqual(['low', 'high']);
    const merged = mergeReadings(first, second).results;
    expect(merged.map((r) => [r.code, r.printedFlag, r.checks])).toEqual([
      ['RBC', null, []],
      ['ALT', 'high', []],
    ]);
  });

  it('prefers the reading that kept a decimal point, for review', () => {
    const first = ocrPage([HEAD, ['CRP', '25', 'mg/L']]);
    const second = ocrPage([HEAD, ['CRP', '2.5', 'mg/L']]);
    const [crp] = mergeReadings(first, second).results;
    expect([crp!.value, crp!.checks]).toEqual([2.5, ['a second reading of the picture gave 25']]);
    const [again] = mergeReadings(second, first).results;
    expect(again!.value).toBe(2.5);
    // Even when the reading without the point read the range and the other lost it ("<50" for "<5.0").
    const keptPoint = ocrPage([HEAD, ['Total Cholesterol / HDL Ratio', '2.4', '', '<50']]);
    const lostPoint = ocrPage([HEAD, ['Total Cholesterol / HDL Ratio', '24', '', '<5.0']]);
    expect(mergeReadings(lostPoint, keptPoint).results.map((r) => r.value)).toEqual([2.4]);
  });
});
