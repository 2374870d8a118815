/**
 * The menu swap (meal-planner.ts swapShortDish, issue 30 item 2): a day served under its energy target swaps the dish
 * furthest under its meal share for one that can carry what the day misses. Measured against the same plans with
 * the swap turned off (MEAL_PLANNING.menuSwapsPerDay = 0), so the check fails on an engine without it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanContent } from '@common/plan';
import { MEAL_PLANNING } from '../guidelines';
import { generatePlan, type EngineProfile } from '../plan/generate-plan';
import { dishMinutes } from './batch-cooking';

const NOW = new Date('2026-03-02T08:00:00Z');
const SWAPS = MEAL_PLANNING.menuSwapsPerDay;
const setSwaps = (n: number): void => {
  (MEAL_PLANNING as { menuSwapsPerDay: number }).menuSwapsPerDay = n;
};

/** Keto and paleo members (the diets whose days ran under energy), some with a cooking time and meal count. */
const MEMBERS: EngineProfile[] = [
  ['Keto'],
  ['Keto', 'Vegan'],
  ['Keto', 'Halal'],
  ['Paleo'],
  ['Paleo', 'Kosher'],
  ['Jain', 'Keto'],
  ['Low-Carb'],
  ['Dairy-Free', 'Keto'],
].flatMap((diet, i) =>
  [0, 1].map((k) => ({
    age: 30 + 5 * i,
    gender: k === 0 ? ('male' as const) : ('female' as const),
    height: k === 0 ? 182 : 165,
    weight: k === 0 ? 84 : 62,
    activityLevel: k === 0 ? ('active' as const) : ('moderate' as const),
    fitnessGoals: [k === 0 ? 'Muscle Gain' : 'General Fitness'],
    dietaryRestrictions: diet,
    medicalConditions: [],
    medications: [],
    ...(k === 1
      ? {
          mealPreferences: {
            cuisine: 'mixed' as const,
            region: null,
            mealsPerDay: 3,
            dislikedFoods: [],
            allergies: [],
            budget: 'standard' as const,
            cookingMinutes: 45,
            proteinSupplements: false,
          },
        }
      : {}),
  })),
);

const plans = (): PlanContent[] =>
  MEMBERS.map(
    (profile, seed) => generatePlan({ profile, biomarkers: [], planType: 'premium', now: NOW, seed }).content,
  );

/** Days whose foods serve energy within ±5 % and protein within ±10 % of the plan's targets. */
function metDays(c: PlanContent): number {
  return c.days.filter((d) => {
    const items = d.meals.flatMap((m) => m.items);
    const kcal = items.reduce((s, i) => s + i.kcal, 0);
    const protein = items.reduce((s, i) => s + i.proteinG, 0);
    return (
      Math.abs(kcal - c.targets.calories) <= 0.05 * c.targets.calories &&
      Math.abs(protein - c.targets.proteinG) <= 0.1 * c.targets.proteinG
    );
  }).length;
}

/** Most servings of one main dish (lunch or dinner, a leftover lunch not counted again) in a plan week. */
function weekMaxRepeats(c: PlanContent): number {
  let most = 0;
  for (let start = 0; start + 7 <= c.days.length; start += 7) {
    const counts = new Map<string, number>();
    for (const day of c.days.slice(start, start + 7))
      for (const m of day.meals)
        if ((m.slot === 'lunch' || m.slot === 'dinner') && m.recipeId && m.batch?.role !== 'leftover')
          counts.set(m.recipeId, (counts.get(m.recipeId) ?? 0) + 1);
    most = Math.max(most, ...counts.values());
  }
  return most;
}

describe('menu swap for a day under its energy target', () => {
  afterEach(() => setSwaps(SWAPS));

  it('meets more days than the same plans without it, within the cooking time and weekly variety', () => {
    setSwaps(0);
    const without = plans();
    setSwaps(SWAPS);
    const withSwap = plans();
    const sum = (cs: PlanContent[]): number => cs.reduce((s, c) => s + metDays(c), 0);
    const total = withSwap.reduce((s, c) => s + c.days.length, 0);
    console.log(`days met: ${sum(without)} of ${total} without the swap, ${sum(withSwap)} with it`);
    expect(sum(withSwap)).toBeGreaterThan(sum(without));
    for (const [i, c] of withSwap.entries()) {
      const limit = MEMBERS[i]?.mealPreferences?.cookingMinutes ?? null;
      const before = without[i];
      for (const [d, day] of c.days.entries()) {
        // A swapped dish never takes longer than the one it replaced: a day within the time stays within it.
        const minutes = day.meals.reduce((t, m) => t + (m.howTo ? dishMinutes(m.howTo) : 0), 0);
        const was = before?.days[d]?.meals.reduce((t, m) => t + (m.howTo ? dishMinutes(m.howTo) : 0), 0);
        if (limit !== null && was !== undefined && was <= limit)
          expect(minutes, `day ${d + 1}`).toBeLessThanOrEqual(limit);
      }
      // The week's variety rule (MEAL_PLANNING.variety.weekMaxRepeats) holds as well as it did without the swap.
      expect(weekMaxRepeats(c), `plan ${i}`).toBeLessThanOrEqual(
        Math.max(MEAL_PLANNING.variety.weekMaxRepeats, before ? weekMaxRepeats(before) : 0),
      );
    }
  }, 300_000);
});
