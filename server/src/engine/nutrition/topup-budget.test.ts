/**
 * An economical budget holds for top-up foods too (issue 30 item 4), in the plan and in every swap it offers: a
 * food "added to reach your targets" is never premium-priced (almonds, walnuts, raspberries, olive oil, Greek yogurt,
 * tuna, broccoli: data/foods/food-prices.ts). Swaps used to pick their top-ups from the whole diet.
 */
import { describe, expect, it } from 'vitest';
import type { Meal } from '@common/plan';
import { FOODS } from '../data/foods/food-table';
import { priceLevel } from '../data/foods/food-prices';
import { generatePlan, menuRules, type EngineProfile } from '../plan/generate-plan';
import { TOPUP_CANDIDATES } from './meal-components';
import { topUpDiet } from './meal-pools';
import { parseRestrictions } from './diet-rules';
import { pickTopUps } from './portion-sizing';
import { swapOptions } from './meal-swaps';

const NOW = new Date('2026-03-02T08:00:00Z');
const PREMIUM_NAMES = [...FOODS.values()].filter((f) => priceLevel(f) === 'premium').map((f) => f.name);

/** Premium foods a meal's note says were added to reach the targets (top-ups, not the dish's own ingredients). */
const premiumTopUps = (m: Meal): string[] =>
  PREMIUM_NAMES.filter((n) => m.note?.includes(`${n} added to reach your targets.`));

const member = (restrictions: string[], weight: number): EngineProfile => ({
  age: 34,
  gender: 'male',
  height: 180,
  weight,
  activityLevel: 'active',
  fitnessGoals: ['Muscle Gain'],
  dietaryRestrictions: restrictions,
  medicalConditions: [],
  medications: [],
  mealPreferences: {
    cuisine: 'mixed',
    region: null,
    mealsPerDay: null,
    dislikedFoods: [],
    allergies: [],
    budget: 'economical',
    cookingMinutes: null,
    proteinSupplements: false,
  },
});

describe('top-ups on an economical budget', () => {
  it('the shared top-up diet leaves every premium-priced top-up food out', () => {
    const diet = topUpDiet(parseRestrictions(['Keto']), { budget: 'economical' } as never);
    const picked = pickTopUps(diet, 3000, false, false, true);
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.filter((t) => priceLevel(t.food) === 'premium').map((t) => t.food.name)).toEqual([]);
    // The candidates do include premium foods, so the check can fail.
    const all = pickTopUps(parseRestrictions(['Keto']), 3000, false, false, true);
    expect(all.some((t) => priceLevel(t.food) === 'premium')).toBe(true);
    expect(Object.values(TOPUP_CANDIDATES).flat().length).toBeGreaterThan(0);
  });

  it('neither the plan nor its swaps add a premium-priced food to reach the targets', () => {
    const found: string[] = [];
    let swapMeals = 0;
    for (const [restrictions, weight] of [
      [['Keto'], 92],
      [[], 95],
      [['Paleo'], 88],
    ] as const) {
      const input = {
        profile: member([...restrictions], weight),
        biomarkers: [],
        planType: 'premium' as const,
        now: NOW,
        seed: 7,
      };
      const { content } = generatePlan(input);
      const rules = menuRules(input);
      for (const day of content.days.slice(0, 4)) {
        for (const m of day.meals)
          for (const n of premiumTopUps(m)) found.push(`plan ${restrictions.join('+')}: ${n} in ${m.name}`);
        day.meals.forEach((original, index) => {
          const o = swapOptions({
            content,
            shownDays: content.days,
            day: day.day,
            index,
            original,
            rules,
            planType: 'premium',
          });
          for (const alt of o.alternatives) {
            swapMeals++;
            for (const n of premiumTopUps(alt))
              found.push(`swap ${restrictions.join('+')}: ${n} in ${alt.name}`);
          }
        });
      }
    }
    expect(swapMeals).toBeGreaterThan(20);
    expect(found).toEqual([]);
  }, 120_000);
});
