import { describe, expect, it } from 'vitest';
import { metricsFrom, profileResolver, toFormValues, toProfileBody } from './profile-form-values';

const base = toFormValues(null);

describe('profile form values', () => {
  it('turns empty inputs into null and numbers into numbers', () => {
    expect(
      toProfileBody({ ...base, age: '30', height: '', weight: ' 75 ', medications: 'A\nB' }),
    ).toMatchObject({
      age: 30,
      height: null,
      weight: 75,
      gender: null,
      medications: 'A\nB',
    });
  });

  it('sends pregnancyStatus only when it is asked (gender female or other)', () => {
    const v = { ...base, pregnancyStatus: 'pregnant_2' as const };
    expect(toProfileBody({ ...v, gender: 'female' }).pregnancyStatus).toBe('pregnant_2');
    expect(toProfileBody({ ...v, gender: 'other' }).pregnancyStatus).toBe('pregnant_2');
    expect(toProfileBody({ ...v, gender: 'male' }).pregnancyStatus).toBeNull();
    expect(toProfileBody({ ...base, gender: 'female' }).pregnancyStatus).toBeNull();
  });

  it('round-trips a saved profile', () => {
    const values = toFormValues({
      age: 41,
      gender: 'female',
      height: 168,
      weight: 64,
      activityLevel: 'light',
      fitnessGoals: ['Endurance'],
      dietaryRestrictions: [],
      medicalConditions: ['Asthma'],
      medications: ['Salbutamol', 'Cetirizine'],
      pregnancyStatus: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(values).toMatchObject({ age: '41', gender: 'female', medications: 'Salbutamol\nCetirizine' });
  });

  it('validates with the server schema and names the field', async () => {
    const bad = await profileResolver({ ...base, age: '12', weight: '75.5' }, undefined, {} as never);
    expect(bad.errors.age?.message).toBe('Age must be between 13 and 120');
    expect(bad.errors.weight?.message).toBe('Weight must be a whole number');
    const good = await profileResolver({ ...base, age: '13' }, undefined, {} as never);
    expect(good.errors).toEqual({});
  });

  it('gives the metrics card only usable numbers', () => {
    expect(metricsFrom({ age: 'abc', gender: '', height: '180', weight: '-5', activityLevel: '' })).toEqual({
      age: null,
      gender: null,
      height: 180,
      weight: null,
      activityLevel: null,
    });
  });
});
