import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import type { PlanType } from '@common/options';
import { generatePlan, type EngineProfile } from '../plan/generate-plan';

const NOW = new Date('2025-04-01T12:00:00Z');
const bio = (code: BiomarkerInput['code'], value: number, flag: BiomarkerInput['flag']): BiomarkerInput => ({
  code,
  valueCanonical: value,
  flag,
  clinicallyImportant: false,
  sampledAt: '2025-03-01',
});
const supplements = (
  p: Partial<EngineProfile>,
  biomarkers: BiomarkerInput[],
  planType: PlanType = 'premium',
) =>
  generatePlan({
    profile: { age: 35, gender: 'female', height: 165, weight: 60, activityLevel: 'moderate', ...p },
    biomarkers,
    planType,
    now: NOW,
    seed: 2,
  }).content.supplements;

describe('supplements', () => {
  it('recommends nothing without a biomarker, restriction or goal that calls for it', () => {
    expect(supplements({ fitnessGoals: ['General Fitness'] }, [])).toEqual([]);
  });

  it('never recommends any in free plans', () => {
    expect(
      supplements(
        { dietaryRestrictions: ['Vegan'], fitnessGoals: ['Strength'] },
        [bio('VITD_25OH', 9, 'low')],
        'free',
      ),
    ).toEqual([]);
  });

  it('matches each biomarker to an evidence-based supplement with dose and reason', () => {
    const s = supplements({}, [
      bio('VITD_25OH', 14, 'low'),
      bio('B12', 150, 'low'),
      bio('FERRITIN', 8, 'low'),
      bio('TG', 320, 'high'),
    ]);
    const byName = new Map(s.map((x) => [x.name, x]));
    expect(byName.get('Vitamin D3')?.biomarker).toBe('Vitamin D (25-OH) 14 ng/mL (low)');
    expect(byName.get('Vitamin B12')?.discussWithDoctor).toBe(true);
    expect(byName.get('Iron')?.discussWithDoctor).toBe(true);
    expect(byName.get('Omega-3 (fish oil)')?.dose).toMatch(/2–4 g/);
    for (const x of s) {
      expect(x.dose.length).toBeGreaterThan(5);
      expect(x.reason.length).toBeGreaterThan(10);
      expect(x.source.length).toBeGreaterThan(10);
    }
  });

  it('adds B12 for vegans and creatine for strength goals, but not creatine with reduced kidney function', () => {
    expect(supplements({ dietaryRestrictions: ['Vegan'] }, []).map((x) => x.name)).toEqual(['Vitamin B12']);
    expect(supplements({ fitnessGoals: ['Strength'] }, []).map((x) => x.name)).toEqual([
      'Creatine monohydrate',
    ]);
    expect(supplements({ fitnessGoals: ['Strength'] }, [bio('EGFR', 50, 'low')]).map((x) => x.name)).toEqual(
      [],
    );
  });

  it('asks for a doctor for every supplement in doctor-verified plans', () => {
    const s = supplements(
      { dietaryRestrictions: ['Vegan'], fitnessGoals: ['Muscle Gain'] },
      [],
      'doctor_verified',
    );
    expect(s.length).toBe(2);
    expect(s.every((x) => x.discussWithDoctor)).toBe(true);
  });
});
