import type { BiomarkerCode } from '@common/biomarkers';
import { describe, expect, it } from 'vitest';
import { checkIdentities } from './identity-checks';
import { interpretResult, type ExtractedBiomarker } from './interpret';

const read = (code: BiomarkerCode, value: number, unit: string | null): ExtractedBiomarker =>
  interpretResult({
    code,
    printedName: code,
    value,
    comparator: null,
    unit,
    range: null,
    page: 1,
    section: null,
  });

const review = (results: ExtractedBiomarker[]): string[] =>
  checkIdentities(results)
    .filter((r) => r.needsReview)
    .map((r) => r.code);

describe('derived identities between results', () => {
  const cbc = (mchc: number) => [
    read('HGB', 13.5, 'g/dL'),
    read('HCT', 40.5, '%'),
    read('RBC', 4.5, '10^6/µL'),
    read('MCV', 90, 'fL'),
    read('MCH', 30, 'pg'),
    read('MCHC', mchc, 'g/dL'),
  ];

  it('leaves a consistent blood count alone', () => {
    expect(review(cbc(33.3))).toEqual([]);
  });

  it('marks MCHC and the values it is computed from when MCHC ≠ Hb/Hct', () => {
    // OCR dropped the decimal point of 33.3.
    expect(review(cbc(333)).sort()).toEqual(['HCT', 'HGB', 'MCHC']);
    const mchc = checkIdentities(cbc(333)).find((r) => r.code === 'MCHC')!;
    expect(mchc.reviewReason).toMatch(
      /MCHC does not agree with HGB and HCT on this report, which give about 33\.33 g\/dL/,
    );
    expect(mchc.confidence).toBeLessThan(0.5);
  });

  it('checks LDL against Friedewald, absolute counts against % × WBC', () => {
    const lipids = [read('CHOL_TOTAL', 200, 'mg/dL'), read('HDL', 50, 'mg/dL'), read('TG', 150, 'mg/dL')];
    expect(review([...lipids, read('LDL', 120, 'mg/dL')])).toEqual([]);
    expect(review([...lipids, read('LDL', 12, 'mg/dL')])).toContain('LDL');
    const wbc = [read('WBC', 8, '10^3/µL'), read('NEUT_PCT', 60, '%')];
    expect(review([...wbc, read('NEUT_ABS', 4.8, '10^3/µL')])).toEqual([]);
    expect(review([...wbc, read('NEUT_ABS', 48, '10^3/µL')])).toContain('NEUT_ABS');
  });

  it('checks absolute counts printed in cells/µL against % × WBC, saying so in the printed unit', () => {
    // US style: WBC in thousands/µL, absolute counts in cells/µL; Indian style: WBC in cells/cumm.
    const us = (neutAbs: number) => [
      read('WBC', 6.2, 'Thousand/uL'),
      read('NEUT_PCT', 56.9, '%'),
      read('NEUT_ABS', neutAbs, 'cells/uL'),
    ];
    expect(review(us(3528))).toEqual([]);
    // "3528" read "2528": a value the member would otherwise see trusted.
    expect(review(us(2528)).sort()).toEqual(['NEUT_ABS', 'NEUT_PCT', 'WBC']);
    const reason = checkIdentities(us(2528)).find((r) => r.code === 'NEUT_ABS')!.reviewReason;
    expect(reason).toMatch(/which give about 3527\.8 cells\/uL/);
    const indian = (lymphPct: number) => [
      read('WBC', 7200, 'cells/cumm'),
      read('LYMPH_PCT', lymphPct, '%'),
      read('LYMPH_ABS', 2160, 'cells/µL'),
    ];
    expect(review(indian(30))).toEqual([]);
    expect(review(indian(20)).sort()).toEqual(['LYMPH_ABS', 'LYMPH_PCT', 'WBC']);
  });

  it('skips relations whose parts are missing or printed with a comparator', () => {
    expect(review([read('HGB', 13.5, 'g/dL'), read('MCHC', 333, 'g/dL')])).toEqual([]);
    const below = { ...read('HDL', 50, 'mg/dL'), comparator: '<' as const };
    expect(
      review([read('CHOL_TOTAL', 200, 'mg/dL'), below, read('TG', 150, 'mg/dL'), read('LDL', 12, 'mg/dL')]),
    ).toEqual([]);
  });
});
