import { describe, expect, it } from 'vitest';
import { hasCondition, hasMedication, resolveProfile } from './profile-input';

describe('resolveProfile', () => {
  it('matches conditions written in free text', () => {
    const p = resolveProfile({
      medicalConditions: [
        'type 2 diabetes',
        'High BP (uncontrolled)',
        'heart attack 2019',
        'Osteoarthritis knee',
        'hypothyroid',
        'none',
      ],
    });
    expect(hasCondition(p, 'diabetes')).toBe(true);
    expect(p.conditions.find((c) => c.key === 'hypertension')?.uncontrolled).toBe(true);
    expect(hasCondition(p, 'heart-disease')).toBe(true);
    expect(hasCondition(p, 'arthritis')).toBe(true);
    expect(hasCondition(p, 'knee-problem')).toBe(true);
    expect(hasCondition(p, 'thyroid')).toBe(true);
    expect(p.unrecognisedConditions).toEqual([]);
    expect(resolveProfile({ medicalConditions: ['Type 1 Diabetes'] }).conditions[0]?.type1).toBe(true);
    expect(hasCondition(resolveProfile({ medicalConditions: ['heartburn'] }), 'heart-disease')).toBe(false);
  });

  it('matches medications with doses and brand names', () => {
    const p = resolveProfile({
      medications: [
        'metformin 500mg',
        'Warfarin',
        'Lantus 20 units',
        'Crestor 10',
        'metoprolol succinate 50 mg',
        'Nardil',
        'nystatin cream',
        'amlodipine',
      ],
    });
    for (const key of [
      'metformin',
      'warfarin',
      'insulin',
      'statin',
      'beta-blocker',
      'maoi',
      'ccb',
    ] as const) {
      expect(hasMedication(p, key), key).toBe(true);
    }
    // Amlodipine is a calcium-channel blocker now; nystatin only shares the statin suffix (the catalogue strips
    // the form word "cream" and quotes the rest).
    expect(p.unrecognisedMedications).toEqual(['nystatin']);
  });

  it('maps custom goals and defaults missing data with stated assumptions', () => {
    const p = resolveProfile({ fitnessGoals: ['lose belly fat', 'run a 10k'] });
    expect(p.goals).toEqual(['Weight Loss', 'Endurance']);
    expect(p.age).toBe(30);
    expect(p.sex).toBe('unknown');
    expect(p.heightCm).toBe(165);
    expect(p.weightKg).toBeCloseTo(59.9, 1);
    expect(p.activityLevel).toBe('sedentary');
    expect(p.missing).toMatchObject({
      age: true,
      sex: true,
      height: true,
      weight: true,
      activityLevel: true,
      goals: false,
    });
    expect(p.assumptions).toHaveLength(5);
    expect(resolveProfile(null).goals).toEqual(['General Fitness']);
  });

  it('ignores out-of-range or malformed numbers', () => {
    const p = resolveProfile({ age: 400, height: Number.NaN, weight: -5 });
    expect(p.missing.age && p.missing.height && p.missing.weight).toBe(true);
  });
});
