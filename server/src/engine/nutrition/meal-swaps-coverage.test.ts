/**
 * Issue 31 item 6: every meal offers at least one alternative in at least 95 % of meals, across diets. Generated
 * members of every diet the profile offers (and none), each with a plan; the swap options of every meal of two of
 * its days. The share with at least one alternative is printed per diet and over all, and must reach MIN_SHARE; a meal
 * left without one explains itself in plain words (no engine terms, no field names).
 */
import { describe, expect, it } from 'vitest';
import { DIETARY_RESTRICTIONS } from '@common/options';
import { createRng } from '../plan/prng';
import { generatePlan, menuRules, type EngineProfile } from '../plan/generate-plan';
import { swapOptions } from './meal-swaps';

const NOW = new Date('2026-03-02T08:00:00Z');
const MEMBERS_PER_DIET = Number(process.env.ENGINE_SWAP_COVERAGE_MEMBERS ?? 3);
const DIETS = ['none', ...DIETARY_RESTRICTIONS] as const;
/** The share of meals with at least one alternative this test holds (issue 31's goal). */
const MIN_SHARE = 0.95;
/** Words a member should never read in a reason: the engine's own terms and field names. */
const ENGINE_TERMS =
  /\blimit\b|ceiling|fiberG|fiberMax|kcalTolerance|\bLP\b|[a-z]+[A-Z][a-zA-Z]*(G|Mg|Ug|Kcal)\b/;

function member(diet: (typeof DIETS)[number], i: number): EngineProfile {
  const rng = createRng(i + 1, `swap-coverage-${diet}`);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)]!;
  const height = 150 + Math.floor(rng.next() * 40);
  const bmi = 20 + rng.next() * 12;
  return {
    age: 20 + Math.floor(rng.next() * 50),
    gender: pick(['male', 'female'] as const),
    height,
    weight: Math.round(bmi * (height / 100) ** 2),
    activityLevel: pick(['sedentary', 'light', 'moderate', 'active'] as const),
    fitnessGoals: [pick(['Weight Loss', 'Muscle Gain', 'General Fitness'] as const)],
    dietaryRestrictions: diet === 'none' ? [] : [diet],
    medicalConditions: [],
    medications: [],
  };
}

describe('meal swaps: coverage across diets (issue 31)', () => {
  it('offers at least one alternative for ≥ 95 % of meals, and says why in plain words when it cannot', () => {
    let meals = 0;
    let covered = 0;
    const lines: string[] = [];
    const engineWords: string[] = [];
    for (const diet of DIETS) {
      let dietMeals = 0;
      let dietCovered = 0;
      for (let i = 0; i < MEMBERS_PER_DIET; i++) {
        const profile = member(diet, i);
        const input = { profile, biomarkers: [], planType: 'premium' as const, now: NOW, seed: 1000 + i };
        const { content } = generatePlan(input);
        const rules = menuRules(input);
        for (const day of [content.days[0]!, content.days[3]!]) {
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
            dietMeals++;
            if (o.alternatives.length > 0) dietCovered++;
            else lines.push(`  ${diet}: ${original.slot} ${original.name}: ${o.reason}`);
            if (o.reason !== null && ENGINE_TERMS.test(o.reason)) engineWords.push(o.reason);
          });
        }
      }
      meals += dietMeals;
      covered += dietCovered;
      lines.unshift(
        `${diet}: ${dietCovered}/${dietMeals} (${((100 * dietCovered) / dietMeals).toFixed(1)} %)`,
      );
    }
    const share = covered / meals;
    console.log(
      `Meals with at least one swap: ${covered}/${meals} = ${(share * 100).toFixed(1)} %\n${lines.join('\n')}`,
    );
    expect(engineWords).toEqual([]);
    // Measured (seeded, so the same every run): 82.8 % before fibre stopped blocking swaps, 85.8 % after, 90.0 % with
    // protein shakes left out by design; 96.6 % once the band widens where the day has room (SWAP_RULES …WithRoom),
    // a protein shake can be swapped for food and keto has two more breakfasts (94.9 % with
    // ENGINE_SWAP_COVERAGE_MEMBERS=10, 7 members per diet this sample never saw); 94.7 % once dishes kept their core
    // foods (meal-core.ts), 95.1 % with adapted dishes swappable. Keto (68 %) and low-carb (92 %) are the rest: their
    // few dishes and the saturated-fat ceiling of a high-fat day leave little to swap to.
    expect(share).toBeGreaterThanOrEqual(MIN_SHARE);
  }, 600_000);
});
