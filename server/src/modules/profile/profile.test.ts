import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';

describe.each(testDatabaseKinds())('profile API on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(kind);
    m = await registerMember(t.app);
  });
  afterAll(() => t.close());
  const save = (body: unknown, token = m.token) =>
    injectAs(t.app, token, { method: 'POST', url: '/api/profile', payload: body as object });
  const me = async () =>
    (await injectAs(t.app, m.token, { method: 'GET', url: '/api/auth/me' })).json().profile;

  it('saves a profile and returns it from /me', async () => {
    const res = await save({ age: 30, gender: 'male', height: 180, weight: 75, activityLevel: 'moderate' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      age: 30,
      gender: 'male',
      height: 180,
      weight: 75,
      activityLevel: 'moderate',
      fitnessGoals: [],
    });
    expect(await me()).toMatchObject({ age: 30, height: 180 });
  });

  it('keeps omitted fields and clears fields sent as null', async () => {
    await save({ age: 40, weight: 80, fitnessGoals: ['Strength'] });
    let p = await me();
    expect(p).toMatchObject({ age: 40, weight: 80, height: 180, gender: 'male', fitnessGoals: ['Strength'] });
    await save({ height: null, fitnessGoals: null });
    p = await me();
    expect(p.height).toBeNull();
    expect(p.fitnessGoals).toEqual([]);
    expect(p.age).toBe(40);
  });

  it('saves training preferences (defaults filled), refuses bad ones naming the field, and clears them with null', async () => {
    const ok = await save({
      trainingPreferences: { place: 'home', homeEquipment: ['dumbbell', 'band', 'band'] },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me()).trainingPreferences).toEqual({
      place: 'home',
      homeEquipment: ['dumbbell', 'band'],
      pool: false,
      daysPerWeek: null,
      sessionMinutes: null,
    });
    for (const [bad, word] of [
      [{ place: 'beach' }, 'training place'],
      [{ place: 'gym', homeEquipment: ['rowing-boat'] }, 'home equipment'],
      [{ place: 'gym', daysPerWeek: 8 }, 'training days'],
      [{ place: 'gym', sessionMinutes: 20 }, 'session length'],
      [{ place: 'gym', pool: 'yes' }, 'pool'],
      [{ place: 'gym', sauna: true }, 'unknown training preference'],
    ] as const) {
      const res = await save({ trainingPreferences: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message.toLowerCase()).toContain(word);
    }
    expect((await me()).trainingPreferences.place).toBe('home');
    await save({ trainingPreferences: null });
    expect((await me()).trainingPreferences).toBeNull();
  });

  it('saves the training background (defaults filled), refuses bad values naming the field, and clears it with null', async () => {
    expect((await me()).trainingBackground ?? null).toBeNull();
    const ok = await save({
      trainingBackground: { runsPerWeek: 5, weeklyRunKm: 70, sports: [' football '] },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me()).trainingBackground).toEqual({
      runsPerWeek: 5,
      weeklyRunKm: 70,
      liftingExperience: null,
      sports: ['football'],
    });
    for (const [bad, word] of [
      [{ runsPerWeek: 20 }, 'runs per week'],
      [{ weeklyRunKm: -3 }, 'weekly running distance'],
      [{ runsPerWeek: 0, weeklyRunKm: 30 }, 'at least one run'],
      [{ liftingExperience: 'lots' }, 'lifting experience'],
      [{ bench: 100 }, 'unknown training background field'],
    ] as const) {
      const res = await save({ trainingBackground: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message.toLowerCase()).toContain(word);
    }
    expect((await me()).trainingBackground.weeklyRunKm).toBe(70);
    await save({ trainingBackground: null });
    expect((await me()).trainingBackground).toBeNull();
  });

  it('saves meal preferences (defaults filled), refuses bad ones naming the field, and clears them with null', async () => {
    const ok = await save({
      mealPreferences: { cuisine: 'indian', region: 'south', mealsPerDay: 3, allergies: [' peanut '] },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me()).mealPreferences).toEqual({
      cuisine: 'indian',
      region: 'south',
      mealsPerDay: 3,
      dislikedFoods: [],
      allergies: ['peanut'],
      budget: 'standard',
      cookingMinutes: null,
      proteinSupplements: false,
    });
    for (const [bad, word] of [
      [{ cuisine: 'martian' }, 'cuisine'],
      [{ region: 'central' }, 'region'],
      [{ mealsPerDay: 6 }, 'meals per day'],
      [{ mealsPerDay: 1 }, 'meals per day'],
      [{ dislikedFoods: [''] }, 'disliked foods'],
      [{ allergies: 'peanut' }, 'allergies'],
      [{ budget: 'lavish' }, 'budget'],
      [{ cookingMinutes: 5 }, 'cooking time'],
      [{ proteinSupplements: 'yes' }, 'protein shakes'],
      [{ spice: 'hot' }, 'unknown meal preference'],
    ] as const) {
      const res = await save({ mealPreferences: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message.toLowerCase()).toContain(word);
    }
    expect((await me()).mealPreferences.cuisine).toBe('indian');
    await save({ mealPreferences: null });
    expect((await me()).mealPreferences).toBeNull();
  });

  it.each([
    ['age', 13, 120],
    ['height', 100, 250],
    ['weight', 30, 300],
  ] as const)(
    'accepts %s at its bounds and refuses just outside, naming the field',
    async (field, min, max) => {
      // Each bound alone: with the other body measure stored, the pair's BMI check would answer first.
      await save({ height: null, weight: null });
      for (const ok of [min, max]) expect((await save({ [field]: ok })).statusCode).toBe(200);
      for (const bad of [min - 1, max + 1, min + 0.5, String(min), true]) {
        const res = await save({ [field]: bad });
        expect(res.statusCode, `${field}=${JSON.stringify(bad)}`).toBe(400);
        expect(res.json().message.toLowerCase()).toContain(field);
      }
    },
  );

  it('refuses a height/weight pair whose BMI is outside 10–100, naming both fields, and keeps the old values', async () => {
    await save({ height: 170, weight: 70 });
    for (const pair of [{ height: 250, weight: 30 }, { height: 100, weight: 300 }, { weight: 300 }]) {
      const res = await save(pair);
      expect(res.statusCode, JSON.stringify(pair)).toBe(400);
      expect(res.json().message).toMatch(/height.*weight|weight.*height/i);
    }
    expect(await me()).toMatchObject({ height: 170, weight: 70 });
  });

  it('stores pregnancyStatus from its enumeration only', async () => {
    await save({ gender: 'female' });
    expect((await save({ pregnancyStatus: 'pregnant_2' })).statusCode).toBe(200);
    expect((await me()).pregnancyStatus).toBe('pregnant_2');
    const bad = await save({ pregnancyStatus: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/pregnan/i);
    expect((await save({ pregnancyStatus: null })).statusCode).toBe(200);
  });

  it('accepts only the gender and activity enumerations', async () => {
    for (const g of ['male', 'female', 'other']) expect((await save({ gender: g })).statusCode).toBe(200);
    for (const a of ['sedentary', 'light', 'moderate', 'active', 'very_active'])
      expect((await save({ activityLevel: a })).statusCode).toBe(200);
    const g = await save({ gender: 'robot' });
    expect(g.statusCode).toBe(400);
    expect(g.json().message).toMatch(/gender/i);
    const a = await save({ activityLevel: 'lazy' });
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toMatch(/activity level/i);
  });

  it('cleans lists: trims, maps presets case-insensitively, deduplicates, keeps custom entries', async () => {
    const res = await save({
      fitnessGoals: ['  weight loss ', 'Weight Loss', 'Rock climbing', 'rock climbing', ''],
      dietaryRestrictions: ['vegan', 'No mushrooms'],
      medicalConditions: ['hypertension', 'Type 2 diabetes'],
      medications: 'Metformin 500 mg\n\n  Atorvastatin 10 mg  \r\n',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      fitnessGoals: ['Weight Loss', 'Rock climbing'],
      dietaryRestrictions: ['Vegan', 'No mushrooms'],
      medicalConditions: ['Hypertension', 'Type 2 diabetes'],
      medications: ['Metformin 500 mg', 'Atorvastatin 10 mg'],
    });
    const asList = await save({ medications: ['Levothyroxine', '  '] });
    expect(asList.json().profile.medications).toEqual(['Levothyroxine']);
  });

  it('returns the condition and medicine lines the clinical catalogue did not understand', async () => {
    const res = await save({
      medicalConditions: ['Type 2 diabetes', 'zentrovex syndrome'],
      medications: ['Metformin 500 mg', 'frobnicate 10mg', 'vitamin D3 60k'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.notUnderstood).toEqual({
      medicalConditions: ['zentrovex syndrome'],
      medications: ['frobnicate 10mg'],
    });
    expect((await me()).notUnderstood.medications).toEqual(['frobnicate 10mg']);
  });

  it('limits lists to 20 entries of 60 characters', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `Goal ${i}`);
    const tooMany = await save({ fitnessGoals: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/fitness goals.*20/i);
    const long = await save({ medicalConditions: ['x'.repeat(61)] });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/medical conditions.*60/i);
    expect((await save({ medicalConditions: ['x'.repeat(60)] })).statusCode).toBe(200);
  });

  it('saves nothing when any field is invalid', async () => {
    await save({ age: 33, weight: 70 });
    const res = await save({ age: 50, weight: 999 });
    expect(res.statusCode).toBe(400);
    expect(await me()).toMatchObject({ age: 33, weight: 70 });
  });

  it('refuses unknown fields and non-object bodies', async () => {
    const unknown = await save({ age: 30, favouriteColour: 'blue' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/favouriteColour/);
    expect((await save([1, 2])).statusCode).toBe(400);
  });

  it('needs a logged-in member and keeps profiles separate', async () => {
    expect((await save({ age: 30 }, '')).statusCode).toBe(401);
    const other = await registerMember(t.app);
    await save({ age: 77 }, other.token);
    expect((await me()).age).not.toBe(77);
  });
});
