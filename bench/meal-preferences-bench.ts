/**
 * Meal preferences as constraints (issue 30): the same generated members planned by this engine and by a baseline
 * commit's engine (extracted like engine-bench.ts), read from the plans alone:
 * - plans with a protein shake (all members, and members who did not say shakes are welcome);
 * - days over the member's cooking time a day, and the mean minutes a day against the limits set;
 * - Indian-preference meals that are not Indian dishes;
 * - mean estimated weekly cost (INR, and USD) with an economical against a standard budget, same members;
 * - days within ±5 % energy and ±10 % protein.
 * Cost is priced by this branch's price table (data/foods/food-prices.ts) for both engines' grocery foods.
 *
 *   npx tsx bench/meal-preferences-bench.ts   (PREFS_BENCH_N members, default 60; PREFS_BENCH_BASELINE a git ref)
 */
import type { PlanContent } from '../common/plan';
import { PROTEIN_SHAKE_NAME } from '../common/plan-swaps';
import type { MealPreferences } from '../common/profile';
import { FOODS } from '../server/src/engine/data/foods/food-table';
import { foodCost } from '../server/src/engine/data/foods/food-prices';
import { generatePlan, type EngineProfile } from '../server/src/engine/plan/generate-plan';
import { createRng } from '../server/src/engine/plan/prng';
import { baselineGenerator, type Generate } from './baseline-engine';

const N = Number(process.env.PREFS_BENCH_N ?? 60);
const BASELINE_REF = process.env.PREFS_BENCH_BASELINE ?? 'e6640cc';
const NOW = new Date('2026-03-02T08:00:00Z');

const RESTRICTIONS = [
  [],
  [],
  ['Vegetarian'],
  ['Vegan'],
  ['Jain'],
  ['Keto'],
  ['Gluten-Free'],
  ['Halal'],
  ['eggetarian'],
];
const GOALS = ['Weight Loss', 'Muscle Gain', 'General Fitness', 'Endurance', 'Strength'];

function members(count: number): { profile: EngineProfile; prefs: MealPreferences }[] {
  const rng = createRng(30, 'prefs-bench');
  return Array.from({ length: count }, () => {
    const height = 150 + rng.int(45);
    const prefs: MealPreferences = {
      cuisine: rng.pick(['indian', 'international', 'mixed'] as const),
      region: rng.pick([null, 'north', 'south'] as const),
      mealsPerDay: rng.pick([null, null, 3, 4] as const),
      dislikedFoods: rng.pick([[], ['okra'], ['mushrooms']]),
      allergies: [],
      budget: 'standard',
      cookingMinutes: rng.pick([null, 20, 30, 45] as const),
      proteinSupplements: rng.int(4) === 0,
    };
    const profile: EngineProfile = {
      age: 20 + rng.int(55),
      gender: rng.pick(['male', 'female'] as const),
      height,
      weight: Math.round((19 + rng.int(15)) * (height / 100) ** 2),
      activityLevel: rng.pick(['sedentary', 'light', 'moderate', 'active'] as const),
      fitnessGoals: [rng.pick(GOALS)],
      dietaryRestrictions: rng.pick(RESTRICTIONS),
      medicalConditions: [],
      medications: [],
      mealPreferences: prefs,
    };
    return { profile, prefs };
  });
}

/** Mean weekly cost of a plan's food (what it serves), INR and USD. */
function weeklyCost(c: PlanContent): { INR: number; USD: number } {
  const sum = { INR: 0, USD: 0 };
  for (const d of c.days)
    for (const m of d.meals)
      for (const i of m.items) {
        const food = FOODS.get(i.foodId);
        if (!food) continue;
        const cost = foodCost(food, i.grams);
        sum.INR += cost.INR;
        sum.USD += cost.USD;
      }
  const weeks = c.days.length / 7;
  return { INR: sum.INR / weeks, USD: sum.USD / weeks };
}

function run(label: string, generate: Generate): void {
  const t = {
    plans: 0,
    shakePlans: 0,
    notWelcome: 0,
    notWelcomeShake: 0,
    limitDays: 0,
    overDays: 0,
    limitMinutes: 0,
    limitSet: 0,
    indianMeals: 0,
    notIndian: 0,
    days: 0,
    withinTol: 0,
  };
  const cost = { economical: { INR: 0, USD: 0 }, standard: { INR: 0, USD: 0 } };
  for (const { profile, prefs } of members(N)) {
    for (const budget of ['standard', 'economical'] as const) {
      const c = generate({
        profile: { ...profile, mealPreferences: { ...prefs, budget } },
        biomarkers: [],
        planType: 'premium',
        now: NOW,
        seed: 7,
      }).content;
      const w = weeklyCost(c);
      cost[budget].INR += w.INR / N;
      cost[budget].USD += w.USD / N;
      if (budget === 'economical') continue;
      t.plans++;
      const shake = c.days.some((d) => d.meals.some((m) => m.name === PROTEIN_SHAKE_NAME));
      if (shake) t.shakePlans++;
      if (!prefs.proteinSupplements) {
        t.notWelcome++;
        if (shake) t.notWelcomeShake++;
      }
      for (const d of c.days) {
        t.days++;
        const k = c.targets.calories;
        const p = c.targets.proteinG;
        if (Math.abs(d.totals.kcal - k) <= 0.05 * k && Math.abs(d.totals.proteinG - p) <= 0.1 * p)
          t.withinTol++;
        if (prefs.cookingMinutes !== null) {
          const minutes = d.meals.reduce((s, m) => s + (m.howTo ? m.howTo.prepMin + m.howTo.cookMin : 0), 0);
          t.limitDays++;
          t.limitMinutes += minutes;
          t.limitSet += prefs.cookingMinutes;
          if (minutes > prefs.cookingMinutes) t.overDays++;
        }
        if (prefs.cuisine === 'indian')
          for (const m of d.meals)
            if (m.recipeId !== null) {
              t.indianMeals++;
              if (m.cuisine !== 'indian') t.notIndian++;
            }
      }
    }
  }
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
  console.log(`\n${label}`);
  console.log(`  plans with a protein shake            ${pct(t.shakePlans, t.plans)} of ${t.plans}`);
  console.log(
    `    … of members not welcoming shakes   ${pct(t.notWelcomeShake, t.notWelcome)} of ${t.notWelcome}`,
  );
  console.log(
    `  days over the cooking time a day      ${pct(t.overDays, t.limitDays)} of ${t.limitDays} (mean ${(t.limitMinutes / Math.max(1, t.limitDays)).toFixed(0)} min a day against ${(t.limitSet / Math.max(1, t.limitDays)).toFixed(0)} set)`,
  );
  console.log(
    `  Indian-preference meals not Indian    ${pct(t.notIndian, t.indianMeals)} of ${t.indianMeals}`,
  );
  console.log(
    `  mean weekly cost, economical/standard ₹${cost.economical.INR.toFixed(0)} / ₹${cost.standard.INR.toFixed(0)}; $${cost.economical.USD.toFixed(2)} / $${cost.standard.USD.toFixed(2)}`,
  );
  console.log(`  days within ±5 % energy, ±10 % protein ${pct(t.withinTol, t.days)} of ${t.days}`);
}

console.log(`Meal preferences over ${N} generated members (premium, 28 days), same members for both engines`);
run('this engine', generatePlan);
const baseline = await baselineGenerator(BASELINE_REF);
if (baseline) run(`baseline ${BASELINE_REF}`, baseline);
