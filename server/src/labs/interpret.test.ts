import { BIOMARKER_CODES } from '@common/biomarkers';
import { describe, expect, it } from 'vitest';
import { CLINICAL_REFERENCE } from './clinical-reference';
import { interpretResult, isClinicallyImportant, reinterpretResult, type Reading } from './interpret';

const reading = (r: Partial<Reading> & Pick<Reading, 'code' | 'value'>): Reading => ({
  printedName: r.code,
  comparator: null,
  unit: null,
  range: null,
  page: 1,
  section: null,
  ...r,
});

describe('interpretResult', () => {
  it('keeps the printed value, unit and range and converts to the canonical unit', () => {
    const r = interpretResult(
      reading({ code: 'HGB', value: 118, unit: 'g/L', range: { low: 120, high: 150 } }),
    );
    expect(r).toMatchObject({
      value: 118,
      unit: 'g/L',
      valueCanonical: 11.8,
      unitCanonical: 'g/dL',
      refLow: 120,
      refHigh: 150,
      refSource: 'report',
      flag: 'low',
    });
    expect(r.note).toMatch(/anaemia/i);
  });

  it('falls back on the standard adult range for the patient sex when none is printed', () => {
    const male = interpretResult(reading({ code: 'HGB', value: 12.5, unit: 'g/dL' }), { sex: 'male' });
    expect(male).toMatchObject({ refLow: 13, refHigh: 17, refSource: 'standard', flag: 'low' });
    const female = interpretResult(reading({ code: 'HGB', value: 12.5, unit: 'g/dL' }), { sex: 'female' });
    expect(female).toMatchObject({
      refLow: 12,
      refHigh: 15,
      refSource: 'standard',
      flag: 'normal',
      note: null,
    });
  });

  it('expresses a standard range in the printed unit', () => {
    const r = interpretResult(reading({ code: 'GLU_FASTING', value: 6.4, unit: 'mmol/L' }));
    expect(r.refSource).toBe('standard');
    expect(r.refLow).toBeCloseTo(3.89, 2);
    expect(r.refHigh).toBeCloseTo(5.55, 2);
    expect(r.flag).toBe('high');
    expect(r.valueCanonical).toBeCloseTo(115.3, 1);
  });

  it('leaves the flag null when there is no range at all', () => {
    const eag = interpretResult(reading({ code: 'EAG', value: 128, unit: 'mg/dL' }));
    expect(eag).toMatchObject({
      refSource: null,
      refLow: null,
      refHigh: null,
      flag: null,
      clinicallyImportant: false,
    });
  });

  it('treats "<" values as the interval they stand for', () => {
    expect(
      interpretResult(
        reading({ code: 'CRP', value: 4, comparator: '<', unit: 'mg/L', range: { low: 0, high: 5 } }),
      ).flag,
    ).toBe('normal');
    expect(interpretResult(reading({ code: 'CRP', value: 0.5, comparator: '<', unit: 'mg/L' })).flag).toBe(
      'normal',
    );
  });

  it('has a standard range for every analyte, or says why it has none', () => {
    for (const code of BIOMARKER_CODES) {
      if (code === 'EAG') continue;
      const ref = CLINICAL_REFERENCE[code];
      expect(ref.standard !== undefined || (ref.noStandard ?? '').length > 0, code).toBe(true);
    }
  });
});

describe('clinical decision thresholds', () => {
  // [code, value, unit, printed upper limit, important?]
  it.each([
    ['HBA1C', 6.5, '%', null, true], // ADA: ≥ 6.5 %
    ['HBA1C', 6.4, '%', null, false],
    ['HBA1C', 48, 'mmol/mol', null, true],
    ['GLU_FASTING', 126, 'mg/dL', null, true], // ADA: ≥ 126 mg/dL
    ['GLU_FASTING', 7.0, 'mmol/L', null, true],
    ['GLU_FASTING', 110, 'mg/dL', null, false],
    ['GLU_FASTING', 50, 'mg/dL', null, true], // level-2 hypoglycaemia
    ['LDL', 190, 'mg/dL', null, true], // ACC/AHA: ≥ 190
    ['LDL', 189, 'mg/dL', null, false],
    ['TG', 500, 'mg/dL', null, true],
    ['EGFR', 59, 'mL/min/1.73m²', null, true], // KDIGO: < 60
    ['EGFR', 60, 'mL/min/1.73m²', null, false],
    ['FERRITIN', 9.8, 'ng/mL', null, true], // WHO: < 15
    ['VITD_25OH', 11, 'ng/mL', null, true], // IOM: < 12 ng/mL
    ['VITD_25OH', 25, 'nmol/L', null, true], // = 10 ng/mL
    ['VITD_25OH', 14.2, 'ng/mL', null, false],
    ['HGB', 7.9, 'g/dL', null, true],
    ['HGB', 118, 'g/L', null, false],
    ['HGB', 20.5, 'g/dL', null, true],
    ['K', 2.9, 'mmol/L', null, true],
    ['K', 6.1, 'mEq/L', null, true],
    ['K', 5.6, 'mmol/L', null, false],
    ['NA', 124, 'mmol/L', null, true],
    ['NA', 156, 'mmol/L', null, true],
    ['ALT', 100, 'U/L', 33, true], // > 3 × ULN
    ['ALT', 56, 'U/L', 35, false],
    ['AST', 130, 'U/L', null, true], // > 120 U/L without ULN
    ['TSH', 10.5, 'µIU/mL', null, true],
    ['TSH', 0.05, 'mIU/L', null, true],
    ['TSH', 6.82, 'µIU/mL', null, false],
    ['B12', 182, 'pg/mL', null, true], // BSH: < 200
    ['B12', 245, 'pmol/L', null, false],
    ['PLT', 40, 'x10^3/µL', null, true],
  ] as const)('%s %d %s → %s', (code, value, unit, uln, important) => {
    const r = interpretResult(
      reading({ code, value, unit, range: uln === null ? null : { low: 0, high: uln } }),
    );
    expect(r.clinicallyImportant).toBe(important);
    if (important) expect(r.note).toMatch(/doctor/);
  });

  it('does not call "<10" past a "below 12" threshold unless the whole interval is', () => {
    expect(isClinicallyImportant('VITD_25OH', 10, '<', null, 'ng/mL')).toBe(true);
    expect(isClinicallyImportant('VITD_25OH', 20, '<', null, 'ng/mL')).toBe(false);
    expect(isClinicallyImportant('CRP', 0.5, '<', null, 'mg/L')).toBe(false);
  });
});

describe('reinterpretResult (member corrections)', () => {
  it('recomputes canonical value, flag and note for a corrected value', () => {
    const misread = interpretResult(
      reading({ code: 'HGB', value: 104, unit: 'g/L', range: { low: 120, high: 150 } }),
    );
    const fixed = reinterpretResult(misread, { value: 140 });
    expect(fixed).toMatchObject({
      value: 140,
      valueCanonical: 14,
      refLow: 120,
      refHigh: 150,
      refSource: 'report',
      flag: 'normal',
      note: null,
    });
  });

  it('redoes a standard range when the unit changes', () => {
    const r = interpretResult(reading({ code: 'GLU_FASTING', value: 6.4, unit: 'mmol/L' }));
    const fixed = reinterpretResult(r, { value: 115, unit: 'mg/dL' });
    expect(fixed).toMatchObject({
      unit: 'mg/dL',
      valueCanonical: 115,
      refLow: 70,
      refHigh: 100,
      refSource: 'standard',
      flag: 'high',
    });
  });

  it('rejects a non-number', () => {
    const r = interpretResult(reading({ code: 'K', value: 4, unit: 'mmol/L' }));
    expect(() => reinterpretResult(r, { value: Number.NaN })).toThrow(TypeError);
  });
});
