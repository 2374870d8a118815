import { describe, expect, it } from 'vitest';
import { parseReport, type ParsedResult, type TextSource } from './parse-report';
import type { PageText } from './types';

/*
 * Regression tests for issue 32, on layouts typed here (not the generator's): an Indian chain's patient block and
 * ratio rows, a US national lab's "In Range / Out Of Range" columns with units inside the range column, a UK
 * report printing HbA1c in two units.
 */

/** Rows of cells at the given column positions (pt); a string is one cell at the left margin. */
function page(columns: number[], rows: (string | string[])[]): PageText {
  const lines = rows.map((row, i) => {
    const cells = (Array.isArray(row) ? row : [row])
      .map((text, k) => ({ text, x0: columns[k]!, x1: columns[k]! + text.length * 4.5 }))
      .filter((c) => c.text !== '');
    return { page: 1, y: 60 + i * 13, height: 8, cells, text: cells.map((c) => c.text).join('   ') };
  });
  return { page: 1, lines };
}

const read = (columns: number[], rows: (string | string[])[], source: TextSource = 'pdf-text') =>
  parseReport([page(columns, rows)], { source }).results;
const brief = (r: ParsedResult) => [r.code, r.value, r.unit] as const;

const INDIAN_HEADER = [
  ['Name : Mr. RAKESH KUMAR', '', 'Age/Gender : 42 Yrs/Male'],
  ['P.ID No. : 1234/59', '', 'Reg. No : 20250318/0042'],
  ['UHID : 778812', '', 'Ref. By : Dr. S. GUPTA'],
  ['Barcode : 10045678', '', 'Mobile No : 9876543210'],
  ['Sample Collected On : 18/03/2025 08:10', '', 'Lab No. : 87'],
  ['Test Name', 'Result', 'Unit', 'Bio. Ref. Interval'],
];
const INDIAN_COLUMNS = [40, 250, 320, 400];

describe('header and demographic fields are never results', () => {
  for (const source of ['pdf-text', 'ocr'] as const) {
    it(`reads no LDH (or anything) from "P.ID No.: 1234/59" and the rest of the patient block (${source})`, () => {
      const rows = [...INDIAN_HEADER, ['LDH', '182', 'U/L', '120 - 246']];
      expect(read(INDIAN_COLUMNS, rows, source).map(brief)).toEqual([['LDH', 182, 'U/L']]);
      // The same block printed as single lines (one cell each), as a scan's OCR often gives it.
      const lines = INDIAN_HEADER.slice(0, 5).map((r) => r.filter(Boolean).join('   '));
      expect(read([40], lines, source)).toEqual([]);
      expect(
        read(
          [40, 120],
          [
            ['P.ID No.', ': 1234/59'],
            ['Patient ID', '59'],
            ['ID', '59'],
          ],
          source,
        ),
      ).toEqual([]);
    });
  }

  it('matches an alias as a whole word: "ID" is not LD, "Lab No." is not a test', () => {
    expect(
      read(
        [40, 200],
        [
          ['P.ID', '59'],
          ['Lab No.', '87'],
          ['Sample No', '1234'],
        ],
      ),
    ).toEqual([]);
    // The alias itself still reads.
    expect(read([40, 200, 260], [['LD', '182', 'U/L']]).map(brief)).toEqual([['LDH', 182, 'U/L']]);
  });
});

describe('ratio rows are their own analytes and never fill their parts', () => {
  const rows = [
    ...INDIAN_HEADER,
    ['SGOT (AST)', '29', 'U/L', '5 - 40'],
    ['SGPT (ALT)', '20', 'U/L', '5 - 40'],
    ['AST:ALT Ratio', '1.45', '', '< 1.0'],
    ['Albumin', '4.3', 'g/dL', '3.5 - 5.2'],
    ['Globulin', '2.9', 'g/dL', '2.0 - 3.5'],
    ['A/G Ratio', '1.48', '', '0.9 - 2.0'],
    ['Blood Urea Nitrogen (BUN)', '11.2', 'mg/dL', '7 - 20'],
    ['Serum Creatinine', '0.90', 'mg/dL', '0.7 - 1.3'],
    ['BUN/Creatinine Ratio', '12.4', '', '10 - 20'],
    ['TC/HDL Ratio', '4.0', '', '3.0 - 5.0'],
    ['LDL/HDL Ratio', '2.4', '', '1.5 - 3.5'],
    ['Apolipoprotein A1', '127', 'mg/dL', '110 - 180'],
    ['Apolipoprotein B', '90', 'mg/dL', '55 - 140'],
    ['Apo B / Apo A1 ratio', '0.71', '', '0.35 - 0.98'],
    ['Na/K Ratio', '32', '', ''],
  ];

  for (const source of ['pdf-text', 'ocr'] as const) {
    it(`reads each ratio as its analyte (${source})`, () => {
      expect(read(INDIAN_COLUMNS, rows, source).map(brief)).toEqual([
        ['AST', 29, 'U/L'],
        ['ALT', 20, 'U/L'],
        ['AST_ALT_RATIO', 1.45, null],
        ['ALBUMIN', 4.3, 'g/dL'],
        ['GLOBULIN', 2.9, 'g/dL'],
        ['AG_RATIO', 1.48, null],
        ['BUN', 11.2, 'mg/dL'],
        ['CREAT', 0.9, 'mg/dL'],
        ['BUN_CREAT_RATIO', 12.4, null],
        ['CHOL_HDL_RATIO', 4, null],
        ['LDL_HDL_RATIO', 2.4, null],
        ['APOA1', 127, 'mg/dL'],
        ['APOB', 90, 'mg/dL'],
        ['APOB_APOA1_RATIO', 0.71, null],
      ]);
    });
  }

  it('never gives a part from a ratio row, even when the part itself is not printed', () => {
    const onlyRatios = [
      ['AST:ALT Ratio', '1.45'],
      ['Apo B / Apo A1 ratio', '0.71'],
      ['Urea/Creatinine ratio', '48'],
    ];
    const codes = read([40, 250], onlyRatios).map((r) => r.code);
    expect(codes).toEqual(['AST_ALT_RATIO', 'APOB_APOA1_RATIO']);
  });

  it('still reads one analyte printed under two names ("SGPT / ALT")', () => {
    expect(read([40, 250, 320], [['SGPT / ALT', '20', 'U/L']]).map(brief)).toEqual([['ALT', 20, 'U/L']]);
  });
});

describe('US national lab layout: "In Range / Out Of Range" columns, units in the range column', () => {
  const columns = [40, 235, 300, 365, 520];
  const rows = [
    ['Patient ID: 7731206', '', '', 'Specimen: WX482913K'],
    ['DOB: 04/12/1971  AGE: 53', '', '', 'Phone: 555-201-3344'],
    ['Test Name', 'In Range', 'Out Of Range', 'Reference Range', 'Lab'],
    ['WHITE BLOOD CELL COUNT', '6.2', '', '3.8-10.8 Thousand/uL', 'EN'],
    ['ABSOLUTE NEUTROPHILS', '3528', '', '1500-7800 cells/uL', 'EN'],
    ['ABSOLUTE LYMPHOCYTES', '1972', '', '850-3900 cells/uL', 'EN'],
    ['GLUCOSE', '', '108 H', '65-99 mg/dL', 'EN'],
    ['TSH', '3.41', '', '0.40-4.50 mIU/L', 'EN'],
  ];

  it('reads absolute counts in cells/µL and values from either column', () => {
    expect(read(columns, rows).map(brief)).toEqual([
      ['WBC', 6.2, 'Thousand/uL'],
      ['NEUT_ABS', 3528, 'cells/uL'],
      ['LYMPH_ABS', 1972, 'cells/uL'],
      ['GLU_FASTING', 108, 'mg/dL'],
      ['TSH', 3.41, 'mIU/L'],
    ]);
  });
});

describe('a result printed in two units', () => {
  const columns = [40, 220, 290, 400];

  it('is one result keeping both printed values when they agree', () => {
    const results = read(columns, [
      ['HbA1c (IFCC)', '53', 'mmol/mol', '20 - 41'],
      ['HbA1c (DCCT)', '7.0', '%', '4.0 - 5.9'],
    ]);
    expect(results.map(brief)).toEqual([['HBA1C', 53, 'mmol/mol']]);
    expect(results[0]!.alsoPrinted).toEqual({ value: 7, unit: '%' });
    expect(results[0]!.checks).toEqual([]);
  });

  it('keeps a second printing in parentheses with the result, out of its range', () => {
    const [chol, hb, glu] = read(columns, [
      ['Total cholesterol', '5.6 mmol/L (217 mg/dL)', '', '< 5.0'],
      ['Haemoglobin', '8.6 mmol/L', '(13.9 g/dL)', '8.1 - 10.7'],
      ['Glucose (fasting)', '5.6 mmol/L (150 mg/dL)', '', '3.9 - 5.5'],
    ]);
    expect(chol).toMatchObject({
      value: 5.6,
      unit: 'mmol/L',
      alsoPrinted: { value: 217, unit: 'mg/dL' },
      checks: [],
    });
    expect(chol!.range).toMatchObject({ low: null, high: 5, text: '< 5.0' });
    expect(hb).toMatchObject({ value: 8.6, alsoPrinted: { value: 13.9, unit: 'g/dL' }, checks: [] });
    expect(hb!.range).toMatchObject({ low: 8.1, high: 10.7 });
    // 5.6 mmol/L is 101 mg/dL, not 150: one of the two is misprinted or misread.
    expect(glu!.checks.join()).toMatch(/printed again as 150 mg\/dL, which does not agree/);
  });

  it('is marked for review on both rows when they do not agree', () => {
    const results = read(columns, [
      ['HbA1c (IFCC)', '53', 'mmol/mol', '20 - 41'],
      ['HbA1c (DCCT)', '6.0', '%', '4.0 - 5.9'],
    ]);
    expect(results.map(brief)).toEqual([
      ['HBA1C', 53, 'mmol/mol'],
      ['HBA1C', 6, '%'],
    ]);
    for (const r of results) expect(r.checks.join()).toMatch(/two units that do not agree/);
  });
});
