import { BIOMARKER_CODES } from '@common/biomarkers';
import { describe, expect, it } from 'vitest';
import { BIOMARKER_TABLE, fromCanonical, IFCC_NGSP, toCanonical } from './biomarker-table';
import { cleanUnitText, findUnits, normaliseUnitText, parseUnit, type UnitId } from './units';

describe('unit lexicon', () => {
  // Spellings seen on reports (and in the fixtures README), each with the unit it must be read as.
  const spellings: [string, UnitId][] = [
    ['g/dL', 'g/dL'],
    ['g/dl', 'g/dL'],
    ['gm/dL', 'g/dL'],
    ['gm%', 'g/dL'],
    ['g/L', 'g/L'],
    ['mg/dL', 'mg/dL'],
    ['mg/dl', 'mg/dL'],
    ['mg%', 'mg/dL'],
    ['mg/L', 'mg/L'],
    ['mg/l', 'mg/L'],
    ['mmol/L', 'mmol/L'],
    ['mmol/l', 'mmol/L'],
    ['mEq/L', 'mEq/L'],
    ['µmol/L', 'umol/L'],
    ['μmol/L', 'umol/L'],
    ['umol/L', 'umol/L'],
    ['nmol/L', 'nmol/L'],
    ['pmol/L', 'pmol/L'],
    ['ng/mL', 'ng/mL'],
    ['ng/ml', 'ng/mL'],
    ['ng/dL', 'ng/dL'],
    ['ng/dl', 'ng/dL'],
    ['ng/L', 'ng/L'],
    ['pg/mL', 'pg/mL'],
    ['pg/ml', 'pg/mL'],
    ['µg/dL', 'ug/dL'],
    ['mcg/dL', 'ug/dL'],
    ['ug/L', 'ug/L'],
    ['µg/L', 'ug/L'],
    ['U/L', 'U/L'],
    ['IU/L', 'U/L'],
    ['UI/L', 'U/L'],
    ['U/l', 'U/L'],
    ['µkat/L', 'ukat/L'],
    ['µIU/mL', 'mIU/L'],
    ['uIU/mL', 'mIU/L'],
    ['mIU/L', 'mIU/L'],
    ['mU/L', 'mIU/L'],
    ['mU/l', 'mIU/L'],
    ['%', '%'],
    ['fL', 'fL'],
    ['fl', 'fL'],
    ['pg', 'pg'],
    ['mm/hr', 'mm/hr'],
    ['mm/1st hr', 'mm/hr'],
    ['mm/h', 'mm/hr'],
    ['mL/min/1.73m²', 'mL/min/1.73m2'],
    ['mL/min/1.73m2', 'mL/min/1.73m2'],
    ['ml/min/1,73m²', 'mL/min/1.73m2'],
    ['mL/min/1.73 m2', 'mL/min/1.73m2'],
    ['mmol/mol', 'mmol/mol'],
    ['L/L', 'L/L'],
    ['x10^3/µL', '10^3/uL'],
    ['x10^3/uL', '10^3/uL'],
    ['10^3/µL', '10^3/uL'],
    ['10³/µL', '10^3/uL'],
    ['x10^9/L', '10^3/uL'],
    ['×10⁹/L', '10^3/uL'],
    ['10E9/L', '10^3/uL'],
    ['K/µL', '10^3/uL'],
    ['Thousand/uL', '10^3/uL'],
    ['G/L', '10^3/uL'],
    ['/nl', '10^3/uL'],
    ['/nL', '10^3/uL'],
    ['x10^6/µL', '10^6/uL'],
    ['x10^12/L', '10^6/uL'],
    ['mill/cumm', '10^6/uL'],
    ['Million/uL', '10^6/uL'],
    ['T/L', '10^6/uL'],
    ['/pl', '10^6/uL'],
    ['Lakhs/cumm', '10^5/uL'],
    ['lakh/cumm', '10^5/uL'],
    ['cells/cumm', '/uL'],
    ['/cumm', '/uL'],
    ['cells/µL', '/uL'],
  ];
  it.each(spellings)('reads "%s" as %s', (spelling, id) => {
    expect(parseUnit(spelling)).toBe(id);
  });

  it('reads OCR-damaged units', () => {
    expect(parseUnit('x1076/uL')).toBe('10^6/uL'); // caret read as 7
    expect(parseUnit('x10"3/uL')).toBe('10^3/uL');
    expect(parseUnit('x10°6/pL')).toBe('10^6/uL');
    expect(parseUnit('x10^3/L')).toBe('10^3/uL'); // µ lost
    expect(parseUnit('mUmin/1.73m?')).toBe('mL/min/1.73m2');
    expect(parseUnit('mEg/L')).toBe('mEq/L');
    expect(parseUnit('UL')).toBe('U/L');
    // µ read as "H" or "p"; the caret of a power of ten read as "M".
    expect(parseUnit('Hg/dL')).toBe('ug/dL');
    expect(parseUnit('Hmol/L')).toBe('umol/L');
    expect(parseUnit('pkat/L')).toBe('ukat/L');
    expect(parseUnit('10M9/L')).toBe('10^3/uL');
    expect(parseUnit('10M12/L')).toBe('10^6/uL');
    expect(parseUnit('10A3/pL')).toBe('10^3/uL');
    expect(parseUnit('1073/pL')).toBe('10^3/uL');
    expect(findUnits('Blood pressure 120 mmHg')).toEqual([]);
  });

  it('repairs OCR-damaged unit text but leaves text-layer units alone', () => {
    expect(cleanUnitText('x1076/uL', '10^6/uL', true)).toBe('x10^6/uL');
    expect(cleanUnitText('x10M3/L', '10^3/uL', true)).toBe('x10^3/µL');
    expect(cleanUnitText('mUmin/1.73m?', 'mL/min/1.73m2', true)).toBe('mL/min/1.73m²');
    expect(cleanUnitText('mEg/L', 'mEq/L', true)).toBe('mEq/L');
    expect(cleanUnitText('plU/mL', 'mIU/L', true)).toBe('µIU/mL');
    expect(cleanUnitText('pg/dL', 'ug/dL', true)).toBe('µg/dL');
    expect(cleanUnitText('Hg/dL', 'ug/dL', true)).toBe('µg/dL');
    expect(cleanUnitText('Hmol/L', 'umol/L', true)).toBe('µmol/L');
    expect(cleanUnitText('pkat/L', 'ukat/L', true)).toBe('µkat/L');
    expect(cleanUnitText('ml/min/1,73m²', 'mL/min/1.73m2')).toBe('ml/min/1,73m²');
  });

  it('finds units inside a row without eating values', () => {
    const units = findUnits('13.5 g/dL 13.0 - 17.0').map((u) => u.raw);
    expect(units).toEqual(['g/dL']);
    expect(findUnits('4.90 x10^6/µL 3.90 - 5.20').map((u) => u.id)).toEqual(['10^6/uL']);
    expect(findUnits('Flow cytometry 5.4').length).toBe(0);
    expect(findUnits('10 - 12').length).toBe(0);
  });

  it('normalises units for comparison the way the fixtures README says', () => {
    expect(normaliseUnitText('µIU/mL')).toBe(normaliseUnitText('uIU/mL'));
    expect(normaliseUnitText('μg/dL')).toBe(normaliseUnitText('mcg/dL'));
    expect(normaliseUnitText('mL/min/1.73m²')).toBe(normaliseUnitText('mL/min/1.73 m2'));
    expect(normaliseUnitText(null)).toBeNull();
  });
});

describe('unit conversions to canonical units', () => {
  // value printed, unit, expected canonical value (rounded), source of the factor in biomarker-table.ts
  const cases: [string, number, UnitId | null, number][] = [
    ['GLU_FASTING', 5.5, 'mmol/L', 99.09], // ×18.016
    ['GLU_PP', 7.8, 'mmol/L', 140.52],
    ['GLU_RANDOM', 1, 'g/L', 100],
    ['EAG', 7, 'mmol/L', 126.11],
    ['CHOL_TOTAL', 5.0, 'mmol/L', 193.35], // ×38.67
    ['HDL', 1.0, 'mmol/L', 38.67],
    ['LDL', 2.6, 'mmol/L', 100.54],
    ['VLDL', 0.5, 'mmol/L', 19.34],
    ['NON_HDL', 3.4, 'mmol/L', 131.48],
    ['CHOL_TOTAL', 2, 'g/L', 200],
    ['TG', 1.7, 'mmol/L', 150.57], // ×88.57
    ['TG', 1.5, 'g/L', 150],
    ['CREAT', 88.4, 'umol/L', 1], // ÷88.4 (×0.0113)
    ['CREAT', 9, 'mg/L', 0.9],
    ['VITD_25OH', 75, 'nmol/L', 30.05], // ÷2.496
    ['B12', 221, 'pmol/L', 299.46], // ÷0.738
    ['B12', 312, 'ng/L', 312],
    ['FOLATE', 13.6, 'nmol/L', 6.0],
    ['HGB', 118, 'g/L', 11.8],
    ['HGB', 8.7, 'mmol/L', 14.02],
    ['MCHC', 330, 'g/L', 33],
    ['HCT', 0.352, 'L/L', 35.2],
    ['RBC', 4.05, '10^6/uL', 4.05],
    ['RBC', 4_500_000, '/uL', 4.5],
    ['WBC', 7850, '/uL', 7.85],
    ['WBC', 6.2, '10^3/uL', 6.2],
    ['PLT', 2.1, '10^5/uL', 210], // lakhs/cumm
    ['PLT', 265, '10^3/uL', 265],
    ['PLT', 250_000, '/uL', 250],
    ['UREA', 6.8, 'mmol/L', 40.84], // ×6.006
    ['BUN', 5, 'mmol/L', 14.01], // ×2.801
    ['URIC_ACID', 357, 'umol/L', 6.0], // ÷59.48
    ['BILI_TOTAL', 17.1, 'umol/L', 1],
    ['BILI_DIRECT', 3.4, 'umol/L', 0.2],
    ['BILI_INDIRECT', 10, 'umol/L', 0.58],
    ['PROTEIN_TOTAL', 70, 'g/L', 7],
    ['ALBUMIN', 41, 'g/L', 4.1],
    ['GLOBULIN', 27, 'g/L', 2.7],
    ['CA', 2.31, 'mmol/L', 9.26], // ×4.008
    ['CA', 4.6, 'mEq/L', 9.22],
    ['MG', 0.84, 'mmol/L', 2.04], // ×2.431
    ['PHOS', 1.1, 'mmol/L', 3.41], // ×3.097
    ['IRON', 15, 'umol/L', 83.78], // ×5.585
    ['TIBC', 60, 'umol/L', 335.1],
    ['FERRITIN', 18, 'ug/L', 18],
    ['FT4', 14.8, 'pmol/L', 1.15], // ÷12.87
    ['FT3', 4.6, 'pmol/L', 2.99], // ÷1.536
    ['T4_TOTAL', 100, 'nmol/L', 7.77],
    ['T3_TOTAL', 1.12, 'ng/mL', 112],
    ['T3_TOTAL', 1.8, 'nmol/L', 117.18],
    ['TSH', 1.92, 'mIU/L', 1.92],
    ['ALT', 0.5, 'ukat/L', 30],
    ['CRP', 1.2, 'mg/dL', 12],
    ['NA', 139, 'mEq/L', 139],
    ['K', 4.2, 'mmol/L', 4.2],
    ['CL', 101, 'mEq/L', 101],
    ['CO2', 26, 'mmol/L', 26],
    ['CHOL_HDL_RATIO', 4.3, null, 4.3],
  ];
  it.each(cases)('%s %d %s → %d', (code, value, unit, expected) => {
    const c = toCanonical(code as never, value, unit);
    expect(c).not.toBeNull();
    expect(c!).toBeCloseTo(expected, 1);
    // And back again.
    expect(fromCanonical(code as never, c!, unit)!).toBeCloseTo(value, 6);
  });

  it('converts HbA1c between IFCC mmol/mol and NGSP % with the master equation', () => {
    expect(toCanonical('HBA1C', 48, 'mmol/mol')!).toBeCloseTo(6.54, 2); // ADA cut-off 6.5 % ≈ 48 mmol/mol
    expect(toCanonical('HBA1C', 42, 'mmol/mol')!).toBeCloseTo(5.99, 2);
    expect(fromCanonical('HBA1C', 6.5, 'mmol/mol')!).toBeCloseTo(
      (6.5 - IFCC_NGSP.intercept) / IFCC_NGSP.slope,
      6,
    );
    expect(toCanonical('HBA1C', 5.9, '%')).toBe(5.9);
  });

  it('refuses units an analyte is never reported in', () => {
    expect(toCanonical('HGB', 13, 'U/L')).toBeNull();
    expect(toCanonical('ALT', 20, 'mg/dL')).toBeNull();
  });

  it('has a conversion to the canonical unit for every analyte with a unit', () => {
    for (const code of BIOMARKER_CODES) {
      const def = BIOMARKER_TABLE[code];
      if (def.unitless) continue;
      expect(Object.values(def.units), code).toContain(1);
      expect(def.names.length, code).toBeGreaterThan(0);
      expect(def.plausible[0], code).toBeLessThan(def.plausible[1]);
    }
    expect(BIOMARKER_CODES.length).toBeGreaterThanOrEqual(30);
  });
});
