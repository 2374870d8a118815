import { describe, expect, it } from 'vitest';
import {
  bodyForSwitch,
  displayedBody,
  metricsFrom,
  profileResolver,
  toFormValues,
  toProfileBody,
  type BodyValues,
  type ProfileFormValues,
} from './profile-form-values';

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

  it('sends the name on lab reports as typed (the API trims it; blank clears it)', () => {
    expect(toProfileBody({ ...base, reportName: ' Anita Sharma ' }).reportName).toBe(' Anita Sharma ');
    expect(toFormValues({ ...toProfileBodyInput(), reportName: 'Anita Sharma' }).reportName).toBe(
      'Anita Sharma',
    );
    expect(base.reportName).toBe('');
  });

  it('sends pregnancyStatus only when it is asked (gender female or other)', () => {
    const v = { ...base, pregnancyStatus: 'pregnant_2' as const };
    expect(toProfileBody({ ...v, gender: 'female' }).pregnancyStatus).toBe('pregnant_2');
    expect(toProfileBody({ ...v, gender: 'other' }).pregnancyStatus).toBe('pregnant_2');
    expect(toProfileBody({ ...v, gender: 'male' }).pregnancyStatus).toBeNull();
    expect(toProfileBody({ ...base, gender: 'female' }).pregnancyStatus).toBeNull();
  });

  it('sends training preferences only with a place, drops home kit at a gym, and names the field of a bad value', async () => {
    expect(toProfileBody(base).trainingPreferences).toBeNull();
    const home = {
      ...base,
      trainingPlace: 'home' as const,
      homeEquipment: ['dumbbell' as const],
      trainingDays: '3',
      sessionMinutes: '',
    };
    expect(toProfileBody(home).trainingPreferences).toEqual({
      place: 'home',
      homeEquipment: ['dumbbell'],
      pool: false,
      daysPerWeek: 3,
      sessionMinutes: null,
    });
    expect(toProfileBody({ ...home, trainingPlace: 'gym' }).trainingPreferences?.homeEquipment).toEqual([]);
    const bad = await profileResolver({ ...home, trainingDays: '9' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(bad.errors.trainingDays?.message).toMatch(/Training days per week/);
  });

  it('sends the training background only when something is given, and names the field of a bad value', async () => {
    expect(toProfileBody(base).trainingBackground).toBeNull();
    const runner = { ...base, runsPerWeek: '5', weeklyRunKm: '70', sports: 'football, tennis' };
    expect(toProfileBody(runner).trainingBackground).toEqual({
      runsPerWeek: 5,
      weeklyRunKm: 70,
      liftingExperience: null,
      sports: ['football', 'tennis'],
    });
    expect(toProfileBody({ ...base, liftingExperience: '1_3y' }).trainingBackground?.liftingExperience).toBe(
      '1_3y',
    );
    const round = toFormValues({
      ...toProfileBodyInput(),
      trainingBackground: { runsPerWeek: 3, weeklyRunKm: 25, liftingExperience: 'none', sports: ['golf'] },
    });
    expect([round.runsPerWeek, round.weeklyRunKm, round.liftingExperience, round.sports]).toEqual([
      '3',
      '25',
      'none',
      'golf',
    ]);
    const bad = await profileResolver({ ...runner, weeklyRunKm: '900' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(bad.errors.weeklyRunKm?.message).toMatch(/Weekly running distance/);
    const noRuns = await profileResolver({ ...runner, runsPerWeek: '0' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(noRuns.errors.runsPerWeek?.message).toMatch(/at least one run/);
  });

  it('sends meal preferences only when one is given, lists split on commas, and names the field of a bad value', async () => {
    expect(toProfileBody(base).mealPreferences).toBeNull();
    const given = { ...base, mealCuisine: 'indian' as const, allergies: 'peanut, sesame ', mealsPerDay: '3' };
    expect(toProfileBody(given).mealPreferences).toEqual({
      cuisine: 'indian',
      region: null,
      mealsPerDay: 3,
      dislikedFoods: [],
      allergies: ['peanut', 'sesame'],
      budget: 'standard',
      cookingMinutes: null,
      proteinSupplements: false,
    });
    const bad = await profileResolver({ ...given, mealsPerDay: '7' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(bad.errors.mealsPerDay?.message).toMatch(/Meals per day/);
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
      trainingPreferences: {
        place: 'home',
        homeEquipment: ['band'],
        pool: true,
        daysPerWeek: 4,
        sessionMinutes: 45,
      },
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
    expect(metricsFrom({ ...base, age: 'abc', height: '180', weight: '-5' })).toEqual({
      age: null,
      gender: null,
      height: 180,
      weight: null,
      activityLevel: null,
    });
  });

  it('imperial: shows stored metric values in ft/in and lb, and sends metric whole numbers back', async () => {
    const stored = {
      ...toProfileBodyInput(),
      unitSystem: 'imperial' as const,
    };
    const values = toFormValues(stored);
    expect(values).toMatchObject({ heightFt: '5', heightIn: '11', weight: '159', height: '' });
    expect(toProfileBody(values)).toMatchObject({ height: 180, weight: 72, unitSystem: 'imperial' });
    expect(metricsFrom(values)).toMatchObject({ height: 180, weight: 72 });
    // A typo is refused in the member's own units, on the field they typed in.
    const bad = await profileResolver({ ...values, heightFt: '9' }, undefined, {} as never);
    expect(bad.errors.heightFt?.message).toBe('Height must be between 3 ft 3 in and 8 ft 2 in');
    const heavy = await profileResolver({ ...values, weight: '900' }, undefined, {} as never);
    expect(heavy.errors.weight?.message).toBe('Weight must be between 66 lb and 661 lb');
  });

  it('switching units and back never moves a height or weight by rounding, and keeps what was retyped', () => {
    /** What the form does on a switch: convert the exact values, show them in the next units. */
    const switchTo = (
      values: ProfileFormValues,
      exact: BodyValues,
      next: ProfileFormValues['unitSystem'],
    ) => {
      const body = bodyForSwitch(values, exact);
      return {
        values: { ...values, ...displayedBody(body.heightCm, body.weightKg, next), unitSystem: next },
        body,
      };
    };
    for (let cm = 100; cm <= 250; cm += 1) {
      const kg = 30 + ((cm * 7) % 271);
      const start = { ...base, unitSystem: 'metric' as const, height: String(cm), weight: String(kg) };
      let step = switchTo(start, { heightCm: cm, weightKg: kg }, 'imperial');
      step = switchTo(step.values, step.body, 'metric');
      step = switchTo(step.values, step.body, 'imperial');
      step = switchTo(step.values, step.body, 'metric');
      expect([step.values.height, step.values.weight], `${cm} cm, ${kg} kg`).toEqual([
        String(cm),
        String(kg),
      ]);
    }
    // 172 cm shows as 5 ft 8 in; a member who retypes 5 ft 9 in gets that height, converted.
    const shown = switchTo(
      { ...base, height: '172', weight: '70' },
      { heightCm: 172, weightKg: 70 },
      'imperial',
    );
    expect(shown.values).toMatchObject({ heightFt: '5', heightIn: '8' });
    const back = switchTo({ ...shown.values, heightIn: '9' }, shown.body, 'metric');
    expect(back.values.height).toBe('175');
    expect(back.values.weight).toBe('70');
  });
});

function toProfileBodyInput() {
  return {
    age: 35,
    gender: 'male' as const,
    height: 180,
    weight: 72,
    activityLevel: 'moderate' as const,
    fitnessGoals: [],
    dietaryRestrictions: [],
    medicalConditions: [],
    medications: [],
    pregnancyStatus: null,
    trainingPreferences: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}
