import type { BiomarkerCode, BiomarkerInput } from '@common/biomarkers';
import type { Supplement } from '@common/plan';
import { describe, expect, it } from 'vitest';
import { deriveSignals, safetyOnly } from '../safety/biomarker-signals';
import { resultAims } from './result-aims';

const reading = (code: BiomarkerCode, valueCanonical: number, flag: BiomarkerInput['flag'] = null) => ({
  code,
  valueCanonical,
  flag,
  clinicallyImportant: false,
  sampledAt: '2026-01-10T00:00:00.000Z',
});
const supplement = (name: string): Supplement => ({
  name,
  dose: '',
  reason: '',
  biomarker: `${name} low`,
  discussWithDoctor: true,
  source: '',
});
const panel = [
  reading('LDL', 165),
  reading('TG', 180),
  reading('HBA1C', 6.8),
  reading('GLU_FASTING', 92), // in range: not an aim
  reading('FERRITIN', 11),
  reading('VITD_25OH', 15),
  reading('B12', 150),
];
const now = new Date('2026-02-01T00:00:00Z');

describe('the results a plan aims to move', () => {
  it('a personalised plan aims at every out-of-range result it acts on, each with a retest date and source', () => {
    const aims = resultAims({
      signals: deriveSignals(panel, 'female', now),
      supplements: [supplement('Vitamin D3'), supplement('Vitamin B12'), supplement('Iron')],
      ironWithVitC: true,
      b12Fortified: false,
      startDate: '2026-02-01',
    });
    expect(aims.map((a) => `${a.code} ${a.direction}`)).toEqual([
      'LDL down',
      'TG down',
      'HBA1C down',
      'FERRITIN up',
      'VITD_25OH up',
      'B12 up',
    ]);
    // HbA1c in the diabetes range: quarterly (ADA 2024, section 6); B12 has no guideline interval on file.
    expect(aims.find((a) => a.code === 'HBA1C')!.retest).toMatchObject({ by: '2026-05-01' });
    expect(aims.find((a) => a.code === 'B12')!.retest).toBeNull();
    expect(aims.find((a) => a.code === 'FERRITIN')!.how).toMatch(/iron to discuss with your doctor/);
  });

  it('a plan that does not personalise by results aims only at the safety signals it still acts on', () => {
    const aims = resultAims({
      signals: safetyOnly(deriveSignals(panel, 'female', now)),
      supplements: [],
      ironWithVitC: false,
      b12Fortified: false,
      startDate: '2026-02-01',
    });
    expect(aims.map((a) => a.code)).toEqual(['LDL', 'TG', 'HBA1C']);
  });

  it('results in range, or a low B12 the plan does nothing about, are no aims', () => {
    const inRange = [reading('LDL', 95), reading('TG', 120), reading('HBA1C', 5.2), reading('B12', 150)];
    expect(
      resultAims({
        signals: deriveSignals(inRange, 'male', now),
        supplements: [],
        ironWithVitC: false,
        b12Fortified: false,
        startDate: '2026-02-01',
      }),
    ).toEqual([]);
  });
});
