/**
 * Keto meals with two oils (issue 30 clinical reading): the energy top-up poured an added oil beside the dish's own
 * (25–52 g of oil in one meal). Keto and low-carb meals now keep one oil, at most PORTION_BOUNDS.mealOilMaxG, and take
 * the rest of their fat from the dish's fat foods and nuts, seeds or avocado (KETO_FAT_TOPUPS).
 */
import { describe, expect, it } from 'vitest';
import { foodById } from '../data/foods/food-table';
import { PORTION_BOUNDS } from '../guidelines';
import { generatePlan, type EngineProfile } from '../plan/generate-plan';
import { parseRestrictions } from './diet-rules';
import { addedOilMaxG, pickTopUps, satFatStrict } from './portion-sizing';

const NOW = new Date('2026-03-02T08:00:00Z');
const isOil = (id: string | null | undefined): boolean => !!id && foodById(id).category === 'oils';

const MEMBERS: EngineProfile[] = [
  ['Keto'],
  ['Keto', 'Kosher'],
  ['Keto', 'Vegan'],
  ['Dairy-Free', 'Keto'],
  ['Low-Carb'],
].flatMap((diet, i) =>
  [0, 1].map((k) => ({
    age: 30 + 7 * i,
    gender: k === 0 ? ('male' as const) : ('female' as const),
    height: k === 0 ? 182 : 164,
    weight: k === 0 ? 88 : 63,
    activityLevel: k === 0 ? ('active' as const) : ('light' as const),
    fitnessGoals: [k === 0 ? 'Muscle Gain' : 'Weight Loss'],
    dietaryRestrictions: diet,
    medicalConditions: [],
    medications: [],
  })),
);

describe('oil in keto and low-carb meals', () => {
  it('every meal serves at most one oil and at most a kitchen amount of it', () => {
    let meals = 0;
    let oily = 0;
    for (const [seed, profile] of MEMBERS.entries()) {
      const { content } = generatePlan({ profile, biomarkers: [], planType: 'premium', now: NOW, seed });
      for (const day of content.days)
        for (const meal of day.meals) {
          meals++;
          const oils = meal.items.filter((x) => isOil(x.foodId));
          if (oils.length > 0) oily++;
          const where = `${profile.dietaryRestrictions?.join('+')} day ${day.day} ${meal.name}`;
          expect(oils.length, where).toBeLessThanOrEqual(1);
          expect(
            oils.reduce((s, x) => s + x.grams, 0),
            where,
          ).toBeLessThanOrEqual(PORTION_BOUNDS.mealOilMaxG);
        }
    }
    // Oil is still served (the dishes cook with it), so the check has something to read.
    expect(oily).toBeGreaterThan(meals / 4);
  });

  it('an added oil only goes with a meal whose dish cooks without oil; keto adds nuts, seeds or avocado first', () => {
    const oil = foodById('T009');
    const nut = foodById('H001');
    const items = [
      { meal: 0, food: oil, lo: 3, hi: 12, base: 6 },
      { meal: 1, food: nut, lo: 15, hi: 30, base: 20 },
    ];
    expect(addedOilMaxG(30, 0, items)).toBe(0);
    expect(addedOilMaxG(30, 1, items)).toBe(PORTION_BOUNDS.mealOilMaxG);
    const keto = pickTopUps(parseRestrictions(['Keto']), 2800, false);
    for (const slot of ['breakfast', 'lunch', 'dinner'] as const)
      expect(keto.some((t) => t.slot === slot && t.food.category !== 'oils' && t.food.fatG > 10)).toBe(true);
  });
});

// Saturated fat < 7 % of energy (NCEP ATP III) bound 1,219 of 2,053 missed bench days: walnuts (7.0 % of their energy
// saturated) and sunflower seeds (9.5 %) leave no room under it, almonds (6.4 %, IFCT H001) some.
describe('keto fat foods under saturated fat < 7 %', () => {
  it('takes almonds as the second fat food with each meal, and only under the strict ceiling', () => {
    const keto = parseRestrictions(['Keto']);
    const second = (strict: boolean) =>
      pickTopUps(keto, 2400, false, false, false, strict).filter(
        (t) => t.slot === 'breakfast' && t.food.category !== 'oils',
      );
    expect(second(true).map((t) => t.food.id)).toContain(foodById('H001').id);
    expect(second(false).map((t) => t.food.id)).not.toContain(foodById('H001').id);
    const share = (id: string) => (9 * foodById(id).saturatedFatG) / foodById(id).kcal;
    expect(share('H001')).toBeLessThan(0.07);
    expect(share('H020')).toBeGreaterThan(0.07);
    expect(satFatStrict({ calories: 2000, saturatedFatMaxG: 15 })).toBe(true);
    expect(satFatStrict({ calories: 2000, saturatedFatMaxG: 22 })).toBe(false);
  });
});
