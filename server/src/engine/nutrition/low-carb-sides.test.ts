/**
 * Keto and low-carb plans top up fruit and vegetables with low-carbohydrate vegetables and berries (issue 30): a
 * keto member with low ferritin was given an orange (7.9 g net carbohydrate per 100 g) with every main meal as the
 * vitamin C side, and a low-carb member bananas (23.6 g) as the carbohydrate top-up. Checked from the plan: every
 * fruit or vegetable a meal serves beyond its dish's own ingredients carries ≤ 6 g net carbohydrate per 100 g
 * (lemon juice, served by the spoon, aside).
 */
import { describe, expect, it } from 'vitest';
import type { PlanContent } from '@common/plan';
import { foodById } from '../data/foods/food-table';
import { generatePlan } from '../plan/generate-plan';
import { RECIPE_DEFS } from './recipes';

const NOW = new Date('2025-06-15T09:30:00Z');
const DEFS = new Map(RECIPE_DEFS.map((d) => [d.id, d]));
const MAX_CARB_PER_100G = 6;

/** Fruit and vegetables served beyond the dishes' own ingredients with more carbohydrate than a keto side. */
function highCarbSides(c: PlanContent): string[] {
  const out = new Set<string>();
  for (const d of c.days)
    for (const m of d.meals) {
      const def = m.recipeId ? DEFS.get(m.recipeId) : undefined;
      if (!def) continue;
      const own = new Set(
        def.items.flatMap(([foods]) =>
          foods
            .split('|')
            .filter((f) => f !== '-' && f !== '~')
            .map((f) => foodById(f.replace(/^~/, '')).id),
        ),
      );
      for (const i of m.items) {
        const food = foodById(i.foodId);
        if (own.has(food.id) || !['fruits', 'vegetables'].includes(food.category)) continue;
        if (food.id === foodById('lemon-juice').id) continue;
        if (i.grams > 0 && (100 * i.carbsG) / i.grams > MAX_CARB_PER_100G) out.add(`${i.name} (${m.name})`);
      }
    }
  return [...out];
}

const plan = (diet: string[]): PlanContent =>
  generatePlan({
    profile: {
      age: 35,
      gender: 'female',
      height: 165,
      weight: 70,
      activityLevel: 'moderate',
      fitnessGoals: ['Weight Loss'],
      dietaryRestrictions: diet,
      medicalConditions: [],
      medications: [],
    },
    // Low ferritin: iron-rich meals get a vitamin C side.
    biomarkers: [
      {
        code: 'FERRITIN',
        valueCanonical: 8,
        flag: null,
        clinicallyImportant: false,
        sampledAt: '2025-01-15',
      },
    ],
    planType: 'premium',
    now: NOW,
    seed: 5,
  }).content;

describe('keto and low-carb sides are low in carbohydrate', () => {
  it('the check fails on an orange beside a keto dish', () => {
    const base = plan(['Keto']);
    const day = base.days[0]!;
    const meal = day.meals.find((m) => m.recipeId && DEFS.has(m.recipeId))!;
    const orange = {
      ...meal.items[0]!,
      name: 'Orange',
      foodId: foodById('E047').id,
      grams: 100,
      carbsG: 7.9,
    };
    const bad = { ...base, days: [{ ...day, meals: [{ ...meal, items: [...meal.items, orange] }] }] };
    expect(highCarbSides(bad).join()).toMatch(/Orange/);
  }, 60_000);

  for (const diet of [['Keto'], ['Low-Carb'], ['Vegan', 'Keto']])
    it(`serves no orange, banana or other high-carbohydrate side: ${diet.join(' + ')}`, () => {
      expect(highCarbSides(plan(diet))).toEqual([]);
    }, 60_000);
});
