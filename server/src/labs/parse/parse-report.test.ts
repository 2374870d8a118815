import { describe, expect, it } from 'vitest';
import { rowsFromFragments, PDF_ROW_OPTIONS } from './layout-rows';
import { parseReport, type ParsedResult, type TextSource } from './parse-report';
import { readReportMeta } from './report-meta';
import type { PageText, TextLine } from './types';

/** Build a page from rows of cells; a cell is placed at its column index × 120 pt. */
function page(rows: (string | string[])[], pageNo = 1): PageText {
  const lines: TextLine[] = rows.map((row, i) => {
    const cells = (Array.isArray(row) ? row : [row]).map((text, k) => ({
      text,
      x0: k * 120,
      x1: k * 120 + 90,
    }));
    return { page: pageNo, y: i * 14, height: 9, cells, text: cells.map((c) => c.text).join('   ') };
  });
  return { page: pageNo, lines };
}

function parse(rows: (string | string[])[], source: TextSource = 'pdf-text'): ParsedResult[] {
  return parseReport([page(rows)], { source }).results;
}

const brief = (r: ParsedResult) => ({
  code: r.code,
  value: r.value,
  unit: r.unit,
  low: r.range?.low ?? null,
  high: r.range?.high ?? null,
});

describe('result rows', () => {
  it('reads name | value | unit | range', () => {
    expect(parse([['Haemoglobin', '14.1', 'g/dL', '13.0 - 17.0']]).map(brief)).toEqual([
      { code: 'HGB', value: 14.1, unit: 'g/dL', low: 13, high: 17 },
    ]);
  });

  it('strips a flag appended to the value and reads thousands separators', () => {
    const [chol, wbc] = parse([
      ['Total Cholesterol', '224 H', 'mg/dL', 'Desirable: < 200'],
      ['Total Leucocyte Count (TLC)', '7,850', 'cells/cumm', '4000 - 10000'],
    ]);
    expect(chol).toMatchObject({
      code: 'CHOL_TOTAL',
      value: 224,
      printedFlag: 'high',
      range: { low: null, high: 200 },
    });
    expect(wbc).toMatchObject({ code: 'WBC', value: 7850, unit: 'cells/cumm' });
  });

  it('reads flag columns with letters, words, arrows and asterisks', () => {
    const rows = parse([
      ['Haemoglobin', '118', 'L', 'g/L', '120 - 150'],
      ['Potassium', '5.6', 'H', 'mmol/L', '3.5 - 5.3'],
      ['MCV', '67.6', 'fL', '80.0 - 100.0', 'Low'],
      ['Cholesterin gesamt', '241', '↑', 'mg/dl', '< 200'],
      ['Serum Iron', 'Ferrozine', '48*', 'µg/dL', '50 - 170'],
    ]);
    expect(rows.map((r) => [r.code, r.value, r.printedFlag])).toEqual([
      ['HGB', 118, 'low'],
      ['K', 5.6, 'high'],
      ['MCV', 67.6, 'low'],
      ['CHOL_TOTAL', 241, 'high'],
      ['IRON', 48, 'abnormal'],
    ]);
  });

  it('skips a method column between name and value', () => {
    expect(parse([['ALT (SGPT)', 'IFCC without P5P', '17', 'U/L', '< 33']]).map(brief)).toEqual([
      { code: 'ALT', value: 17, unit: 'U/L', low: null, high: 33 },
    ]);
  });

  it('reads the reference interval printed before the unit', () => {
    expect(parse([['Creatinine', '1.38', 'H', '0.70 - 1.33', 'mg/dL']]).map(brief)).toEqual([
      { code: 'CREAT', value: 1.38, unit: 'mg/dL', low: 0.7, high: 1.33 },
    ]);
    expect(parse([['eGFR', '59', 'L', '> OR = 60', 'mL/min/1.73m2']]).map(brief)).toEqual([
      { code: 'EGFR', value: 59, unit: 'mL/min/1.73m2', low: 60, high: null },
    ]);
  });

  it('reads comparator values such as "<0.5" and "<4"', () => {
    const [crp] = parse([
      ['CRP', '<0,5', 'mg/l', '< 5,0'],
      ['Kalium', '4,2', 'mmol/l', '3,5 - 5,1'],
    ]);
    expect(crp).toMatchObject({ code: 'CRP', value: 0.5, comparator: '<', printedValue: '<0,5'.slice(1) });
    expect(parse([['C-reactive protein', '<4', 'mg/L', '0 - 5']])[0]).toMatchObject({
      value: 4,
      comparator: '<',
    });
  });

  it('reads a ratio without unit or range', () => {
    expect(parse([['Cholesterol/HDL ratio', '4.3']]).map(brief)).toEqual([
      { code: 'CHOL_HDL_RATIO', value: 4.3, unit: null, low: null, high: null },
    ]);
  });

  it('folds multi-line category ranges into the row', () => {
    const rows = parse(
      [
        ['Total Cholesterol', '224 H', 'mg/dL', 'Desirable: < 200'],
        ['', '', '', 'Borderline High: 200 - 239'],
        ['', '', '', 'High: >= 240'],
        ['25-OH Vitamin D', '38', 'L', 'nmol/L', '< 25 deficient'],
        ['', '', '', '', '25 - 50 insufficient'],
        ['', '', '', '', '> 50 sufficient'],
        ['Glycated Haemoglobin (HbA1c)', '6.1 H', '%', 'Non-diabetic: < 5.7'],
        ['Method: HPLC (NGSP certified)', '', '', 'Pre-diabetic: 5.7 - 6.4'],
        ['', '', '', 'Diabetic: >= 6.5'],
      ].map((r) => r.filter((c, i) => c !== '' || i === 0)),
    );
    expect(rows.map(brief)).toEqual([
      { code: 'CHOL_TOTAL', value: 224, unit: 'mg/dL', low: null, high: 200 },
      { code: 'VITD_25OH', value: 38, unit: 'nmol/L', low: 50, high: null },
      { code: 'HBA1C', value: 6.1, unit: '%', low: null, high: 5.7 },
    ]);
  });

  it('reads German reports with decimal commas', () => {
    const rows = parse([
      ['Hämoglobin', '13,1', 'g/dl', '12,0 - 16,0'],
      ['TSH basal', '2,84', 'mU/l', '0,27 - 4,20'],
      ['eGFR (CKD-EPI 2021)', '86', 'ml/min/1,73m²', '> 60'],
      ['Kommentar: Substitution mit 1.000 - 2.000 I.E. Vitamin D3 täglich.'],
    ]);
    expect(rows.map(brief)).toEqual([
      { code: 'HGB', value: 13.1, unit: 'g/dl', low: 12, high: 16 },
      { code: 'TSH', value: 2.84, unit: 'mU/l', low: 0.27, high: 4.2 },
      { code: 'EGFR', value: 86, unit: 'ml/min/1,73m²', low: 60, high: null },
    ]);
  });

  it('ignores interpretation paragraphs, notes and footnotes full of numbers', () => {
    const rows = parse([
      'HbA1c reflects the average blood glucose over the preceding 8 - 12 weeks. A value of 5.7 - 6.4 % indicates risk.',
      'eAG is derived from HbA1c: eAG (mg/dL) = 28.7 x HbA1c - 46.7.',
      'Fasting plasma glucose: 70 - 99 mg/dL normal; 100 - 125 mg/dL impaired fasting glucose.',
      'eGFR 45 - 59 mL/min/1.73m2 is consistent with CKD stage G3a if sustained for more than 3 months.',
      'Triglycerides of 150 - 199 mg/dL are borderline high.',
      'LDL cholesterol goals (NLA 2015): < 100 mg/dL for low and moderate risk, < 70 mg/dL for high risk individuals.',
      '² Vitamin D: levels above 150 ng/mL may be toxic. Seasonal variation of 10 - 20 % is common.',
      'BUN is derived from urea (BUN = Urea / 2.14). Urea : Creatinine ratio 35.2 - for clinical correlation only.',
      'Vitamin-D-Mangel (25-OH-Vitamin D < 20 ng/ml). Empfehlung: Substitution mit 1.000 - 2.000 I.E. Vitamin D3 täglich.',
      'Iron deficiency may raise HbA1c by up to 0.5 %.',
      'Tests 1 to 38 of the package performed at the reference laboratory.',
      ['Patient ID', ': SD-240312-0187', 'Collected', ': 12-Mar-2024 08:15 AM'],
      ['Age / Sex', ': 45 Y / Male', 'Received', ': 12-Mar-2024 09:02 AM'],
    ]);
    expect(rows).toEqual([]);
  });

  it('keeps the first of a repeated analyte, and one result for one measurement printed in two units', () => {
    const report = parseReport(
      [
        page(
          [
            ['HbA1c', '5,9', '↑', '%', '4,0 - 5,6'],
            ['HbA1c (IFCC)', '41', '↑', 'mmol/mol', '20 - 38'],
          ],
          1,
        ),
        page([['HbA1c', '5,9', '%', '4,0 - 5,6']], 2),
      ],
      { source: 'pdf-text' },
    );
    expect(report.results.map((r) => [r.code, r.value, r.unit])).toEqual([['HBA1C', 5.9, '%']]);
    expect(report.results[0]!.alsoPrinted).toEqual({ value: 41, unit: 'mmol/mol' });
  });

  it('resolves plain "Glucose" from the report context', () => {
    expect(parse(['Fasting: Yes (10 hrs)', ['Glucose', '92', 'mg/dL', '65 - 99']])[0]!.code).toBe(
      'GLU_FASTING',
    );
    expect(parse([['Glucose', '132', 'mg/dL', '70 - 140']])[0]!.code).toBe('GLU_RANDOM');
    expect(parse([['Glucose', '92', 'mg/dL', '70 - 100']])[0]!.code).toBe('GLU_FASTING');
  });

  it('rejects values no living patient has', () => {
    expect(parse([['Haemoglobin', '141', 'g/dL', '13.0 - 17.0']])).toEqual([]);
    expect(parse([['Sodium', '14', 'mmol/L', '135 - 145']])).toEqual([]);
  });

  it('never changes an OCR number: rows that contradict themselves are kept as printed, with reasons', () => {
    const rows = parse(
      [
        ['Hemoglobin (Hb)', '104', 'g/dL', '120-155', 'Low'],
        ['RDW-CV', '17.8', '%', '115-145', 'High'],
        ['Albumin', '45', 'g/dL', '35-52'],
        ['S. Bilirubin (Total)', '0.8', 'mg/dL', '02-12'],
        ['Vitamin D (25-OH)', '246L', 'ng/mL', '30-100'],
        ['Glucose Fasting', '64H', '36-6.0', 'mmol/L'],
        ['Basophils', '00', '%', '00 - 02'],
        ['Sodium', '138', '135 - 145', 'mmol/L'],
      ],
      'ocr',
    );
    // Hb 104 g/dL and albumin 45 g/dL are not believable: dropped (missing), never divided by ten.
    expect(rows.map((r) => ({ ...brief(r), review: r.checks.length > 0 }))).toEqual([
      // Ranges that cannot be meant (OCR lost their points) are dropped, never rescaled: the standard applies.
      { code: 'RDW', value: 17.8, unit: '%', low: null, high: null, review: false },
      { code: 'BILI_TOTAL', value: 0.8, unit: 'mg/dL', low: null, high: null, review: false },
      { code: 'VITD_25OH', value: 246, unit: 'ng/mL', low: 30, high: 100, review: true },
      { code: 'GLU_FASTING', value: 64, unit: 'mmol/L', low: null, high: null, review: true },
      { code: 'BASO_PCT', value: 0, unit: '%', low: 0, high: 2, review: false },
      { code: 'NA', value: 138, unit: 'mmol/L', low: 135, high: 145, review: false },
    ]);
    const vitd = rows.find((r) => r.code === 'VITD_25OH')!;
    expect(vitd.checks.join('; ')).toMatch(/marks it low/);
    expect(vitd.checks.join('; ')).toMatch(/decimal point may be missing \(24\.6\?\)/);
  });

  it('marks a value whose unit was assumed for review when the unit is in doubt', () => {
    // OCR lost "µkat/L": 2.19 is believable in U/L too, but its printed range is in µkat/L; still for review.
    const [scanned] = parse([['ALT (SGPT)', '2.19', '0.17 - 0.83']], 'ocr');
    expect(scanned!.unitId).toBe('ukat/L');
    expect(scanned!.checks).toEqual(['the unit could not be read']);
    const [printedWithout] = parse([['ALT (SGPT)', '2.19', '0.17 - 0.83']]);
    expect(printedWithout!.unitId).toBe('ukat/L');
    expect(printedWithout!.checks).toEqual(['no unit is printed; the printed range suggests µkat/L']);
    // A range that fits no unit of the analyte leaves the usual unit, and says so.
    const [noFit] = parse([['ALT (SGPT)', '2.19', '1700 - 4000']], 'ocr');
    expect(noFit!.unitId).toBe('U/L');
    expect(noFit!.checks.join('; ')).toMatch(/does not fit the assumed unit/);
    const [unreadUnit] = parse([['ALT (SGPT)', '25']], 'ocr');
    expect(unreadUnit!.checks).toEqual(['the unit could not be read']);
    // A text layer without a unit column, with a range in the usual unit, is trusted.
    expect(parse([['ALT (SGPT)', '25', '7 - 56']])[0]!.checks).toEqual([]);
  });

  it('says a TSH unit in mIU/mL is the lab’s misprint in a text layer, and a misread µ on a picture', () => {
    const [printed] = parse([['TSH', '2.84', 'mIU/mL', '0.27 - 4.20']]);
    expect([printed!.unitId, printed!.checks]).toEqual([
      'mIU/L',
      ['the unit is printed as mIU/mL, a usual misprint for this test; taken as mIU/L'],
    ]);
    const [read] = parse([['TSH', '2.84', 'MIU/mL', '0.27 - 4.20']], 'ocr');
    expect([read!.unitId, read!.checks]).toEqual(['mIU/L', ['the unit was read as MIU/mL; taken as mIU/L']]);
  });

  it('marks a value on another scale than its range: five times outside it, or far from the usual range', () => {
    for (const source of ['pdf-text', 'ocr'] as const) {
      const rows = parse(
        [
          ['TSH', '34.1', 'mIU/L', '0.40 - 4.50'],
          ['Free T4', '0.3', 'ng/dL', '0.8 - 1.8'],
          ['ALT (SGPT)', '560', 'U/L'],
          ['AST (SGOT)', '52', 'U/L'],
        ],
        source,
      );
      const checks = Object.fromEntries(rows.map((r) => [r.code, r.checks.join('; ')]));
      expect(rows.map((r) => [r.code, r.value])).toEqual([
        ['TSH', 34.1],
        ['FT4', 0.3],
        ['ALT', 560],
        ['AST', 52],
      ]);
      expect(checks.TSH).toMatch(/far outside its printed range/);
      // Below: 0.3 is not a fifth of 0.8; above the usual range without a printed one: 560 U/L is.
      expect(checks.FT4).toBe('');
      expect(checks.ALT).toMatch(/the value is far from the usual range for this test/);
      expect(checks.AST).toBe('');
    }
  });

  it('marks a printed unit that does not fit the range printed beside it, keeping value and unit as printed', () => {
    // SI ranges under conventional units (a template's unit left over, or a misread unit): on the mg/dL scale
    // bilirubin 12 would be ten times its upper limit and calcium 2.4 a quarter of its lower one.
    for (const source of ['pdf-text', 'ocr'] as const) {
      const rows = parse(
        [
          ['Calcium', '2.4', 'mg/dL', '2.15 - 2.55'],
          ['Urea', '5.0', 'mg/dL', '2.5 - 7.1'],
          ['Bilirubin, total', '12', 'mg/dL', '3 - 21'],
          ['Sodium', '140', 'mmol/L', '135 - 145'],
          ['CRP (high sensitivity)', '0.6', 'mg/L', '< 1.0'],
          ['Glucose (fasting)', '4.1', 'mmol/L', '39 - 56'],
        ],
        source,
      );
      const checks = Object.fromEntries(rows.map((r) => [r.code, r.checks.join('; ')]));
      expect(rows.map((r) => [r.code, r.value, r.unit])).toEqual([
        ['CA', 2.4, 'mg/dL'],
        ['UREA', 5, 'mg/dL'],
        ['BILI_TOTAL', 12, 'mg/dL'],
        ['NA', 140, 'mmol/L'],
        ['CRP', 0.6, 'mg/L'],
        ['GLU_FASTING', 4.1, 'mmol/L'],
      ]);
      expect(checks.CA).toMatch(
        /unit printed \(mg\/dL\) does not fit .*\(2\.15 - 2\.55\), which looks like mmol\/L/,
      );
      expect(checks.UREA).toMatch(/looks like mmol\/L/);
      // On a scan a range far above the usual one is dropped (it may have lost its decimal points: "39-56" for
      // glucose's "3.9-5.6" looks like mg/dL by chance); the value is then far from the usual range instead.
      expect(checks.BILI_TOTAL).toMatch(source === 'ocr' ? /far from the usual range/ : /looks like µmol\/L/);
      // Units that fit, and a one-sided cut-off tighter than the usual range on purpose, are left alone.
      expect(checks.NA).toBe('');
      expect(checks.CRP).toBe('');
      if (source === 'ocr') expect(checks.GLU_FASTING).not.toMatch(/unit printed/);
    }
  });

  it('marks a whole number beside a range printed with decimals when that reading is out of range', () => {
    const rows = parse(
      [
        ['Monocytes', '13', '%', '2,0 - 10,0'],
        ['Lymphocytes', '29', '%', '20,0 - 40,0'],
        ['Eosinophils', '8', '%', '1,0 - 6,0'],
        ['Neutrophils', '82', '%', '40,0 - 80,0', 'H'],
      ],
      'ocr',
    );
    const checks = Object.fromEntries(rows.map((r) => [r.code, r.checks.join('; ')]));
    // "1,3" read without its comma: 13 is high, yet the report does not flag it.
    expect(checks.MONO_PCT).toMatch(/no decimal point, but its range is printed with decimals/);
    expect(rows.find((r) => r.code === 'MONO_PCT')!.value).toBe(13);
    // In range, a single digit, or flagged high by the report itself: nothing to doubt.
    expect(checks.LYMPH_PCT).toBe('');
    expect(checks.EOS_PCT).toBe('');
    expect(checks.NEUT_PCT).toBe('');
    // A text layer is the lab's own text.
    expect(parse([['Monocytes', '13', '%', '2,0 - 10,0']])[0]!.checks).toEqual([]);
  });

  it('reads a capital M before a unit as µ, and UL as L/L, on a scan when the analyte has no such unit', () => {
    const rows = parse(
      [
        ['Ferritin', '497', 'Mg/L', '30 - 400'],
        ['Creatinine', '88', 'Mmol/L', '62 - 106'],
        ['Glucose Fasting', '5.1', 'Mmol/L', '3.9 - 5.5'],
        // "L/L" without its slash.
        ['Hematocrit', '0.57', 'UL', '0.40 - 0.50'],
        // "µIU/mL" with its µ lost.
        ['TSH', '3.35', 'IU/mL', '0.27 - 4.20'],
      ],
      'ocr',
    );
    expect(rows.map((r) => [r.code, r.unitId])).toEqual([
      ['FERRITIN', 'ug/L'],
      ['CREAT', 'umol/L'],
      // Glucose is reported in mmol/L: the capital is only a capital.
      ['GLU_FASTING', 'mmol/L'],
      ['HCT', 'L/L'],
      ['TSH', 'mIU/L'],
    ]);
    expect(rows.find((r) => r.code === 'TSH')!.checks).toEqual([
      'the unit was read as IU/mL, taken as µIU/mL (the µ is often lost on a picture)',
    ]);
  });

  it('drops specks and table rules OCR puts in front of a row', () => {
    expect(
      parse(
        [
          ['E', 'Hemoglobin (Hb)', '10.4', 'g/dL', '12.0-15.5'],
          ['k', 'Eosinophils', '2', '%', '1-6'],
        ],
        'ocr',
      ).map((r) => r.code),
    ).toEqual(['HGB', 'EOS_PCT']);
  });
});

describe('row reconstruction from positioned text', () => {
  it('reads a table drawn column by column row by row', () => {
    // Items arrive column by column, as some report generators draw them.
    const fragments = [
      { text: 'Haemoglobin', x0: 40, x1: 90, y0: 100, y1: 109 },
      { text: 'Platelet Count', x0: 40, x1: 95, y0: 114, y1: 123 },
      { text: '14.1', x0: 270, x1: 287, y0: 100, y1: 109 },
      { text: '2.10', x0: 270, x1: 287, y0: 114, y1: 123 },
      { text: 'g/dL', x0: 320, x1: 337, y0: 100, y1: 109 },
      { text: 'Lakhs/cumm', x0: 320, x1: 369, y0: 114, y1: 123 },
      { text: '13.0 - 17.0', x0: 395, x1: 436, y0: 100, y1: 109 },
      { text: '1.50 - 4.10', x0: 395, x1: 436, y0: 114, y1: 123 },
    ].reverse();
    const lines = rowsFromFragments(fragments, 1, PDF_ROW_OPTIONS);
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ['Haemoglobin', '14.1', 'g/dL', '13.0 - 17.0'],
      ['Platelet Count', '2.10', 'Lakhs/cumm', '1.50 - 4.10'],
    ]);
    const results = parseReport([{ page: 1, lines }], { source: 'pdf-text' }).results;
    expect(results.map((r) => [r.code, r.value, r.unit])).toEqual([
      ['HGB', 14.1, 'g/dL'],
      ['PLT', 2.1, 'Lakhs/cumm'],
    ]);
  });

  it('follows a slightly tilted row across wide gaps', () => {
    // Each word 3 px lower than the previous one: a 1–2° tilt in a photo.
    const words = ['Sodium', '141', 'mmol/L', '135-145'].map((text, i) => ({
      text,
      x0: i * 300,
      x1: i * 300 + 120,
      y0: 500 + i * 3,
      y1: 530 + i * 3,
    }));
    const next = ['Potassium', '4.3', 'mmol/L', '3.5-5.3'].map((text, i) => ({
      text,
      x0: i * 300,
      x1: i * 300 + 120,
      y0: 560 + i * 3,
      y1: 590 + i * 3,
    }));
    const lines = rowsFromFragments([...words, ...next], 1, {
      cellGap: 1.1,
      rowTolerance: 0.5,
      alwaysSpace: true,
    });
    expect(lines.map((l) => l.text)).toEqual([
      'Sodium   141   mmol/L   135-145',
      'Potassium   4.3   mmol/L   3.5-5.3',
    ]);
  });
});

describe('report metadata', () => {
  const meta = (rows: (string | string[])[]) => readReportMeta([page(rows)]);

  it.each([
    [[['Collected', ': 12-Mar-2024 08:15 AM']], '2024-03-12'],
    [[['Collected:', '05/02/2024 09:40']], '2024-02-05'],
    [
      [
        ['Entnahme:', '19.03.2024 07:45'],
        ['Befunddatum:', '20.03.2024'],
      ],
      '2024-03-19',
    ],
    [[['Collected:', '27-AUG-2024 08:05']], '2024-08-27'],
    [[['Collected', ': 17 Nov 2024 09:20']], '2024-11-17'],
    [[['Sample Date', ': 2024-06-08']], '2024-06-08'],
    [
      [
        ['Report Date', ': 09/06/2024'],
        ['Sample Date', ': 08/06/2024 07:50'],
      ],
      '2024-06-08',
    ],
    // US report: the date of birth settles month-first.
    [
      [
        ['DOB:', '09/14/1965'],
        ['Collected:', '10/03/2024 07:35'],
      ],
      '2024-10-03',
    ],
    // Day-first when a day over 12 appears anywhere.
    [
      [
        ['Registered On', ': 18/01/2025 07:12'],
        ['Collected On', ': 03/02/2025 07:26'],
      ],
      '2025-02-03',
    ],
    [
      [
        ['Date', ': 02/07/2024'],
        ['Reported', ': 02/07/2024 4:30 PM'],
      ],
      '2024-07-02',
    ],
  ] as const)('reads the sample date %#', (rows, iso) => {
    expect(meta(rows as unknown as string[][]).sampleDate).toBe(iso);
  });

  it('does not take the date of birth for the sample date', () => {
    expect(
      meta([
        ['DOB:', '22/07/1961 (62y)'],
        ['Reported:', '06/02/2024'],
      ]).sampleDate,
    ).toBe('2024-02-06');
  });

  it.each([
    [[['Age / Sex', ': 45 Y / Male']], { sex: 'male', age: 45 }],
    [[['Age / Sex', ': 29 Years / F']], { sex: 'female', age: 29 }],
    [[['Age/Sex:', '67Y M']], { sex: 'male', age: 67 }],
    [[['Age/Sex:', '59 / M']], { sex: 'male', age: 59 }],
    [[['Age / Gender', ': 41 Years / Female']], { sex: 'female', age: 41 }],
    // The slash read as a bar on a photo (fixture d07 once its page was cut out and straightened).
    [[['Age | Sex', ': 38 Y/ Male']], { sex: 'male', age: 38 }],
    [
      [
        ['Sex:', 'F'],
        ['DOB:', '22/07/1961 (62y)'],
      ],
      { sex: 'female', age: 62 },
    ],
    [
      [
        ['Geschlecht:', 'weiblich'],
        ['Geb.-Datum:', '14.05.1971 (52 J.)'],
      ],
      { sex: 'female', age: 52 },
    ],
    [
      [
        ['Patient Name', ': Mr. VIKRAM SINGH'],
        ['Date of Birth', ': 02/01/1980'],
        ['Collected', ': 21/05/2024'],
      ],
      { sex: 'male', age: 44 },
    ],
  ] as const)('reads patient sex and age %#', (rows, patient) => {
    expect(meta(rows as unknown as string[][]).patient).toEqual(patient);
  });
});

describe('layouts beyond one table row per line', () => {
  it('splits two tables printed side by side', () => {
    const rows = parse([
      ['Hemoglobin', '13.5', 'g/dL', '13.0 - 17.0', 'Sodium', '140', 'mmol/L', '135 - 145'],
    ]);
    expect(rows.map((r) => [r.code, r.value, r.unit])).toEqual([
      ['HGB', 13.5, 'g/dL'],
      ['NA', 140, 'mmol/L'],
    ]);
  });

  it('joins a name wrapped onto the next line', () => {
    const rows = parse(['Red Cell Distribution', ['Width', '13.6', '%', '11.6 - 14.0']]);
    expect(rows.map(brief)).toEqual([{ code: 'RDW', value: 13.6, unit: '%', low: 11.6, high: 14 }]);
  });

  it('joins a row a tilt split in two: its values, then its name a little lower', () => {
    const rows = parseReport(
      [
        {
          page: 1,
          lines: [
            line(100, [
              ['Transferrin Saturation', 40, 300],
              ['20.0 - 50.0', 420, 540],
              ['32.0', 600, 640],
              ['%', 700, 720],
            ]),
            // The name sits 14 px (under a line height) below its values.
            line(126, [
              ['30.0 - 400.0', 420, 540],
              ['13.2', 600, 640],
              ['ng/mL', 700, 760],
            ]),
            line(140, [['Ferritin', 40, 130]]),
            // A name a full row below values is another row's (and has values of its own).
            line(180, [
              ['12.0', 600, 640],
              ['mg/dL', 700, 760],
            ]),
            line(210, [
              ['Sodium', 40, 130],
              ['139', 600, 640],
              ['mmol/L', 700, 760],
            ]),
          ],
        },
      ],
      { source: 'ocr' },
    ).results;
    expect(rows.map(brief)).toEqual([
      { code: 'TSAT', value: 32, unit: '%', low: 20, high: 50 },
      { code: 'FERRITIN', value: 13.2, unit: 'ng/mL', low: 30, high: 400 },
      { code: 'NA', value: 139, unit: 'mmol/L', low: null, high: null },
    ]);
  });

  it('reads the range column before the result from the headings, and a range cell before a value without them', () => {
    const headed = parse([
      ['Test', 'Reference Range', 'Result', 'Units'],
      ['Total Cholesterol', '< 200', '246', 'mg/dL'],
      ['Glucose, Fasting', '70 - 100', '92', 'mg/dL'],
      ['HDL Cholesterol', '> 40', '38', 'mg/dL'],
    ]);
    expect(headed.map(brief)).toEqual([
      { code: 'CHOL_TOTAL', value: 246, unit: 'mg/dL', low: null, high: 200 },
      { code: 'GLU_FASTING', value: 92, unit: 'mg/dL', low: 70, high: 100 },
      { code: 'HDL', value: 38, unit: 'mg/dL', low: 40, high: null },
    ]);
    const bare = parse([['Hemoglobin', '13.0 - 17.0', '14.2', 'g/dL']]);
    expect(bare.map(brief)).toEqual([{ code: 'HGB', value: 14.2, unit: 'g/dL', low: 13, high: 17 }]);
  });

  it('reads values printed under their name, and names wrapped under their values', () => {
    const rows = parse([
      'MCH',
      ['32.1 H', 'pg', '27.0 - 32.0'],
      ['Random Blood', '106', 'mg/dL', '70 - 140'],
      'Glucose',
      ['Free', '1.31', 'ng/dL', '0.93 - 1.70'],
      'T4',
      ['HbA1c', '5.4', '%', '< 5.7'],
    ]);
    expect(rows.map((r) => [r.code, r.value])).toEqual([
      ['MCH', 32.1],
      ['GLU_RANDOM', 106],
      ['FT4', 1.31],
      ['HBA1C', 5.4],
    ]);
  });

  it('reads the whole wrapped name before deciding the analyte', () => {
    // "Mean Corpuscular Hemoglobin" alone is MCH; the next line makes it MCHC.
    const rows = parse([
      ['Mean Corpuscular Hemoglobin', '33.8', 'g/dL', '31.5 - 34.5'],
      'Concentration',
      ['Total Cholesterol /', '3.0', '', '< 5.0'],
      'HDL Ratio',
    ]);
    expect(rows.map((r) => [r.code, r.value])).toEqual([
      ['MCHC', 33.8],
      ['CHOL_HDL_RATIO', 3],
    ]);
  });

  it('splits a second table starting where the headings show its name column', () => {
    // Cells at explicit x positions: the left table's heading, then the right table's row from x = 480.
    const line = (y: number, cells: [string, number][]): TextLine => {
      const placed = cells.map(([text, x0]) => ({ text, x0, x1: x0 + 90 }));
      return { page: 1, y, height: 9, cells: placed, text: placed.map((c) => c.text).join('   ') };
    };
    const heads = ['Test', 'Result', 'Unit', 'Range'];
    const report = parseReport(
      [
        {
          page: 1,
          lines: [
            line(
              0,
              [...heads, ...heads].map((h, i): [string, number] => [h, i * 120]),
            ),
            line(14, [
              ['Lipid Profile', 0],
              ['T4 (Thyroxine)', 480],
              ['9.2', 600],
              ['µg/dL', 720],
              ['5.1 - 14.1', 840],
            ]),
          ],
        },
      ],
      { source: 'pdf-text' },
    );
    expect(report.results.map((r) => [r.code, r.value])).toEqual([['T4_TOTAL', 9.2]]);
  });

  it('reads qualifiers printed before a name, and refuses the ones that make another test', () => {
    const rows = parse([
      ['freies T4', '1,15', 'ng/dL', '0,93 - 1,70'],
      ['Post Prandial Blood Glucose', '152', 'mg/dL', '70 - 140'],
      ['Free PSA', '0.4', 'ng/mL', ''],
    ]);
    expect(rows.map((r) => [r.code, r.value])).toEqual([
      ['FT4', 1.15],
      ['GLU_PP', 152],
    ]);
  });

  it('takes a unit printed in the name column', () => {
    expect(parse([['Hemoglobin (g/dL)', '13.5', '13.0 - 17.0']]).map(brief)).toEqual([
      { code: 'HGB', value: 13.5, unit: 'g/dL', low: 13, high: 17 },
    ]);
  });

  it('counts lines shaped like result rows, read or not', () => {
    const report = parseReport(
      [
        page([
          ['Mystery marker', '42', 'mg/dL', '10 - 50'],
          ['HbA1c', '5.4', '%', '4.0 - 5.6'],
        ]),
      ],
      { source: 'pdf-text' },
    );
    expect(report.results).toHaveLength(1);
    expect(report.candidateRows).toBe(2);
  });
});

describe('tests that look like a known analyte but are another one', () => {
  it.each([
    ['Albumin/Globulin Ratio', '1.6', '', '1.0 - 2.5', 'AG_RATIO'],
    ['BUN/Creatinine Ratio', '16', '', '6 - 22', 'BUN_CREAT_RATIO'],
    ['Calcium, Ionized', '1.2', 'mmol/L', '1.12 - 1.32', 'CA_ION'],
    ['Neutrophils (Absolute)', '4.2', 'x10^3/µL', '2.0 - 7.0', 'NEUT_ABS'],
    ['Lymphocytes #', '1.8', '', '1.0 - 3.0', 'LYMPH_ABS'],
    ['Creatine Kinase (CK)', '140', 'U/L', '39 - 308', 'CK'],
    ['Free Testosterone', '12.1', 'pg/mL', '5.0 - 21.0', 'TESTO_FREE'],
    ['Neutrophils', '4.2', 'x10^3/µL', '2.0 - 7.0', 'NEUT_ABS'],
    ['Eosinophils', '210', 'cells/cumm', '20 - 500', 'EOS_ABS'],
  ])('reads "%s" as its own analyte', (name, value, unit, range, code) => {
    expect(parse([[name, value, unit, range].filter(Boolean)]).map((r) => r.code)).toEqual([code]);
  });

  it.each([
    ['Creatinine Clearance', '98', 'mL/min', '88 - 128'],
    ['Glucose, Urine', '0', 'mg/dL', '0 - 15'],
    ['Protein, Urine', '12', 'mg/dL', '< 14'],
    ['Iron Binding Capacity, Unsaturated', '280', 'µg/dL', '110 - 370'],
    ['T3 Uptake', '32', '%', '22 - 35'],
    ['Hemoglobin A2', '2.8', '%', '2.0 - 3.3'],
    ['PSA, Free', '0.4', 'ng/mL', '< 0.9'],
  ])('ignores "%s"', (name, value, unit, range) => {
    expect(parse([[name, value, unit, range].filter(Boolean)])).toEqual([]);
  });

  it('still reads close relatives through their abbreviation or qualifier', () => {
    expect(parse([['Iron Binding Capacity, Total (TIBC)', '412', 'µg/dL', '250 - 450']])[0]?.code).toBe(
      'TIBC',
    );
    expect(parse([['Thyroxine (T4), Free', '1.2', 'ng/dL', '0.9 - 1.7']])[0]?.code).toBe('FT4');
  });
});

describe('other report conventions', () => {
  it('reads French names and g/L units', () => {
    const rows = parse([
      ['Hémoglobine', '14,2', 'g/dL', '13,0 - 17,0'],
      ['Glycémie à jeun', '0,92', 'g/L', '0,70 - 1,10'],
      ['Cholestérol total', '2,10', 'g/L', '< 2,00'],
      ['Acide urique', '52', 'mg/L', '35 - 72'],
    ]);
    expect(rows.map((r) => [r.code, r.value, r.unitId])).toEqual([
      ['HGB', 14.2, 'g/dL'],
      ['GLU_FASTING', 0.92, 'g/L'],
      ['CHOL_TOTAL', 2.1, 'g/L'],
      ['URIC_ACID', 52, 'mg/L'],
    ]);
  });

  it('reads US-style rows with the unit inside the range cell and a lab-site code before the value', () => {
    const rows = parse([
      ['GLUCOSE', '01', '92', '65-99 mg/dL'],
      ['HEMOGLOBIN A1c', '5.8 H', '<5.7 % of total Hgb'],
      ['HDL CHOLESTEROL', '38 L', '> OR = 40 mg/dL'],
      ['VITAMIN D,25-OH,TOTAL,IA', '38', '30-100 ng/mL'],
      ['EGFR', '>60', '> OR = 60 mL/min/1.73m2'],
    ]);
    expect(rows.map(brief)).toEqual([
      { code: 'GLU_FASTING', value: 92, unit: 'mg/dL', low: 65, high: 99 },
      { code: 'HBA1C', value: 5.8, unit: '%', low: null, high: 5.7 },
      { code: 'HDL', value: 38, unit: 'mg/dL', low: 40, high: null },
      { code: 'VITD_25OH', value: 38, unit: 'ng/mL', low: 30, high: 100 },
      { code: 'EGFR', value: 60, unit: 'mL/min/1.73m2', low: 60, high: null },
    ]);
    expect(rows[4]!.comparator).toBe('>');
  });

  it('reads a UK plain-text line with the range in parentheses', () => {
    expect(parse(['Serum sodium 139 mmol/L (133 - 146)']).map(brief)).toEqual([
      { code: 'NA', value: 139, unit: 'mmol/L', low: 133, high: 146 },
    ]);
  });
});

describe('cumulative reports (current result beside earlier ones)', () => {
  const brief2 = (r: ParsedResult) => ({
    code: r.code,
    value: r.value,
    earlier: r.earlier.map((e) => e.date),
  });

  it('reads the latest dated column, never the previous one, and keeps earlier columns as history', () => {
    const rows = [
      ['Test', '05/01/2024', '12/03/2024', 'Units', 'Reference'],
      ['Hemoglobin', '13.9', '10.1', 'g/dL', '13.0 - 17.0'],
      ['Platelet Count', '250', '201', 'x10^3/µL', '150 - 410'],
      ['Ferritin', '12', '58', 'ng/mL', '24 - 336'],
    ];
    expect(parse(rows).map(brief2)).toEqual([
      { code: 'HGB', value: 10.1, earlier: ['2024-01-05'] },
      { code: 'PLT', value: 201, earlier: ['2024-01-05'] },
      { code: 'FERRITIN', value: 58, earlier: ['2024-01-05'] },
    ]);
    expect(parse(rows)[0]!.earlier[0]!.text).toBe('13.9');
  });

  it('reads the current column when it comes first, with several earlier dates', () => {
    const rows = [
      ['Investigation', '2024-03-12', '2023-11-02', '2023-06-20', 'Unit', 'Range'],
      ['Glucose Fasting', '96', '104', '110', 'mg/dL', '70 - 100'],
      ['HbA1c', '5.6', '5.9', '6.1', '%', '4.0 - 5.6'],
    ];
    expect(parse(rows).map(brief2)).toEqual([
      { code: 'GLU_FASTING', value: 96, earlier: ['2023-11-02', '2023-06-20'] },
      { code: 'HBA1C', value: 5.6, earlier: ['2023-11-02', '2023-06-20'] },
    ]);
  });

  it('understands "Result | Previous" headers and carries the columns over to the next page', () => {
    const header = ['Test', 'Previous Result', 'Result', 'Unit', 'Range'];
    const report = parseReport(
      [
        page([header, ['TSH', '6.2', '2.1', 'µIU/mL', '0.4 - 4.0']], 1),
        page([['Free T4', '0.8', '1.2', 'ng/dL', '0.9 - 1.7']], 2),
      ],
      { source: 'pdf-text' },
    );
    expect(report.results.map((r) => [r.code, r.value])).toEqual([
      ['TSH', 2.1],
      ['FT4', 1.2],
    ]);
  });

  it('does not take metadata dates for result columns', () => {
    const rows = [
      ['Patient: A. Kumar', 'Collected 12/03/2024', 'Reported 13/03/2024'],
      ['Hemoglobin', '13.9', 'g/dL', '13.0 - 17.0'],
    ];
    expect(parse(rows).map((r) => r.value)).toEqual([13.9]);
  });
});

/** A line of positioned cells ([text, x0, x1]) at height y, 18 px tall. */
function line(y: number, cells: [string, number, number][]): TextLine {
  const c = cells.map(([text, x0, x1]) => ({ text, x0, x1 }));
  return { page: 1, y, height: 18, cells: c, text: c.map((x) => x.text).join('   ') };
}
