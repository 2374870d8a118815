/**
 * Steering sides (a vitamin C fruit at lunch and dinner for low iron, a B12-fortified food at breakfast on a
 * vegetarian or vegan diet with low B12) join the dish when it already serves that food: one line per food in a
 * meal, the side's amount kept. Before, 86 of 1,680 meals of such members listed one food twice ("Meetha dalia with
 * soy milk": soy milk 350 g and soy milk 210 g).
 */
import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import { generatePlan } from '../plan/generate-plan';

const low: BiomarkerInput[] = [
  { code: 'B12', valueCanonical: 150, flag: 'low', clinicallyImportant: false, sampledAt: null },
  { code: 'FERRITIN', valueCanonical: 9, flag: 'low', clinicallyImportant: false, sampledAt: null },
];
const plans = [['Vegan'], ['Vegetarian'], ['Vegan', 'Gluten-Free']].flatMap((diet) =>
  [1, 2, 3].map((seed) => ({
    diet,
    seed,
    content: generatePlan({
      profile: {
        age: 30,
        gender: 'female',
        height: 160,
        weight: 60,
        activityLevel: 'light',
        dietaryRestrictions: diet,
        fitnessGoals: ['General Fitness'],
      },
      biomarkers: low,
      planType: 'premium',
      now: new Date('2026-11-28T09:00:00Z'),
      seed,
    }).content,
  })),
);

describe('steering sides join the dish that already serves their food', () => {
  it('lists no food twice in one meal', () => {
    const twice: string[] = [];
    for (const { diet, seed, content } of plans)
      for (const day of content.days.slice(0, 14))
        for (const m of day.meals) {
          const ids = m.items.map((i) => i.foodId);
          ids.forEach((id, k) => {
            if (ids.indexOf(id) !== k)
              twice.push(`${diet.join('+')} seed ${seed} day ${day.day} ${m.name}: ${id}`);
          });
        }
    expect(twice).toEqual([]);
  });

  it('still serves a B12-fortified food at every breakfast', () => {
    let breakfasts = 0;
    for (const { content } of plans)
      for (const day of content.days.slice(0, 14))
        for (const m of day.meals.filter((x) => x.slot === 'breakfast')) {
          breakfasts++;
          expect(
            m.items.some((i) => /fortified/i.test(i.name) && i.grams >= 100),
            `day ${day.day} ${m.name}`,
          ).toBe(true);
        }
    expect(breakfasts).toBeGreaterThan(0);
  });
});
