import { BIOMARKER_CODES, type BiomarkerCode } from '@common/biomarkers';
import { describe, expect, it } from 'vitest';
import { BIOMARKER_TABLE, canonicalUnitId, fromCanonical, toCanonical } from './biomarker-table';
import type { UnitId } from './units';

/**
 * Every unit conversion of the biomarker table, checked against published equivalences (not against the
 * table's own factors): [printed value, value in the canonical unit]. Pairs are rounded as published, so
 * they are compared within 1.5 %.
 */
const PUBLISHED: Record<string, [number, number]> = {
  'HGB|mmol/L': [8.7, 14], // Dutch reporting: 8.7 mmol/L ≈ 14.0 g/dL
  'HCT|L/L': [0.42, 42],
  'HBA1C|mmol/mol': [48, 6.5], // ADA/IFCC: 48 mmol/mol = 6.5 %
  'EAG|mmol/L': [7.0, 126], // ADA: 126 mg/dL = 7.0 mmol/L
  'GLU_FASTING|mmol/L': [7.0, 126],
  'GLU_PP|mmol/L': [11.1, 200], // ADA: 200 mg/dL = 11.1 mmol/L
  'GLU_RANDOM|mmol/L': [11.1, 200],
  'GLU_OGTT_2H|mmol/L': [7.8, 140], // ADA: 140 mg/dL = 7.8 mmol/L
  'CHOL_TOTAL|mmol/L': [5.17, 200], // NCEP ATP III: 200 mg/dL = 5.17 mmol/L
  'HDL|mmol/L': [1.03, 40], // NCEP: 40 mg/dL = 1.03 mmol/L
  'LDL|mmol/L': [3.36, 130], // NCEP: 130 mg/dL = 3.36 mmol/L
  'VLDL|mmol/L': [0.78, 30],
  'NON_HDL|mmol/L': [4.14, 160], // NCEP: 160 mg/dL = 4.14 mmol/L
  'TG|mmol/L': [1.7, 150], // NCEP: 150 mg/dL = 1.7 mmol/L
  'FT4|pmol/L': [12.9, 1.0],
  'FT3|pmol/L': [4.6, 3.0],
  'T4_TOTAL|nmol/L': [103, 8.0],
  'T3_TOTAL|nmol/L': [1.54, 100],
  'BILI_TOTAL|umol/L': [17.1, 1.0],
  'BILI_DIRECT|umol/L': [5.1, 0.3],
  'BILI_INDIRECT|umol/L': [12, 0.7],
  'CREAT|umol/L': [88.4, 1.0],
  'UREA|mmol/L': [5.0, 30.0],
  'BUN|mmol/L': [5.0, 14.0],
  'URIC_ACID|umol/L': [357, 6.0],
  'URIC_ACID|mmol/L': [0.357, 6.0],
  'CA|mmol/L': [2.5, 10.0],
  'CA|mEq/L': [5.0, 10.0],
  'CA_CORRECTED|mmol/L': [2.5, 10.0],
  'CA_ION|mg/dL': [5.0, 1.25],
  'CA_ION|mEq/L': [2.5, 1.25],
  'MG|mmol/L': [0.82, 2.0],
  'MG|mEq/L': [1.65, 2.0],
  'PHOS|mmol/L': [1.13, 3.5],
  'IRON|umol/L': [17.9, 100],
  'TIBC|umol/L': [53.7, 300],
  'UIBC|umol/L': [35.8, 200],
  'VITD_25OH|nmol/L': [75, 30], // Endocrine Society 2011: 30 ng/mL = 75 nmol/L
  'VITD_125|pmol/L': [120, 50],
  'B12|pmol/L': [148, 200], // BSH 2014: 200 ng/L = 148 pmol/L
  'FOLATE|nmol/L': [10, 4.4], // WHO 2015: 10 nmol/L ≈ 4.4 ng/mL
  'INSULIN|pmol/L': [60, 10],
  'C_PEPTIDE|nmol/L': [0.33, 1.0],
  'C_PEPTIDE|pmol/L': [331, 1.0],
  'UACR|mg/mmol': [3.39, 30], // KDIGO 2012: 30 mg/g ≈ 3 mg/mmol
  'ZINC|umol/L': [15.3, 100],
  'TESTO_TOTAL|nmol/L': [10.4, 300], // AUA 2018: 300 ng/dL ≈ 10.4 nmol/L
  'TESTO_FREE|pmol/L': [347, 100],
  'ESTRADIOL|pmol/L': [367, 100],
  'PROGESTERONE|nmol/L': [31.8, 10],
  'PROLACTIN|mIU/L': [424, 20],
  'CORTISOL|nmol/L': [276, 10],
  'DHEAS|umol/L': [5.43, 200],
  'PTH|pmol/L': [6.9, 65],
  'AMH|pmol/L': [14.3, 2.0],
  'RBC|/uL': [4_500_000, 4.5],
};

/** Relations between two units that hold for every analyte: [printed, canonical] per (printed → canonical). */
const BY_UNITS: Record<string, [number, number]> = {
  'g/L→g/dL': [140, 14],
  'g/L→mg/dL': [1.0, 100],
  'mg/L→mg/dL': [10, 1.0],
  'mg/dL→mg/L': [1.0, 10],
  'ng/L→ng/dL': [10, 1],
  'ng/L→pg/mL': [25, 25],
  'ug/L→ng/mL': [80, 80],
  'ug/L→ug/dL': [800, 80],
  'ng/mL→ng/dL': [1.2, 120],
  'ng/dL→pg/mL': [1.0, 10],
  'ukat/L→U/L': [1, 60], // IFCC: 1 µkat/L = 60 U/L
  '/uL→10^3/uL': [7800, 7.8],
  '10^5/uL→10^3/uL': [2.5, 250], // 2.5 lakh/µL = 250 ×10³/µL
  'mEq/L→mmol/L': [140, 140], // monovalent ions
  'U/L→mIU/mL': [6, 6], // IU/L ≡ mIU/mL
  '%→g/dL': [33, 33], // MCHC printed in % means g/dL
};

function example(code: BiomarkerCode, unit: UnitId): [number, number] | undefined {
  const canonical = canonicalUnitId(code);
  if (unit === canonical) return [7.3, 7.3];
  return PUBLISHED[`${code}|${unit}`] ?? BY_UNITS[`${unit}→${canonical}`];
}

describe('unit conversions', () => {
  const pairs = BIOMARKER_CODES.flatMap((code) =>
    (Object.keys(BIOMARKER_TABLE[code].units) as UnitId[]).map((unit) => [code, unit] as const),
  );

  it('covers the whole table', () => {
    expect(pairs.length).toBeGreaterThan(200);
    const missing = pairs.filter(([code, unit]) => !example(code, unit)).map(([c, u]) => `${c}|${u}`);
    expect(missing).toEqual([]);
  });

  it.each(pairs)('%s in %s converts as published, and back', (code, unit) => {
    const [printed, canonical] = example(code, unit)!;
    const got = toCanonical(code, printed, unit)!;
    expect(Math.abs(got - canonical) / canonical).toBeLessThan(0.015);
    expect(fromCanonical(code, got, unit)).toBeCloseTo(printed, 6);
  });

  it('refuses units an analyte is never reported in', () => {
    expect(toCanonical('CREAT', 1, 'mIU/L')).toBeNull();
    expect(toCanonical('TSH', 2, 'mg/dL')).toBeNull();
    // Lp(a) in nmol/L counts particles: no mass conversion exists.
    expect(toCanonical('LPA', 75, 'nmol/L')).toBeNull();
  });
});
