/**
 * Cooking time as a constraint (issue 30 item 4): generated members with a 20, 30 or 45-minute limit, premium 28-day
 * plans, read from the plans alone: the share of days whose cooking minutes (prep + cook of each served dish; a
 * leftover meal counts 0) exceed the limit, the mean and the most minutes a day, the days that state why they are
 * over, and the leftover meals served.
 *
 *   npx tsx bench/cooking-time-bench.ts   (COOK_BENCH_N members per limit, default 20)
 */
import type { PlanContent } from '../common/plan';
import type { MealPreferences } from '../common/profile';
import { generatePlan, type EngineProfile } from '../server/src/engine/plan/generate-plan';
import { createRng } from '../server/src/engine/plan/prng';

const N = Number(process.env.COOK_BENCH_N ?? 20);
const NOW = new Date('2026-03-02T08:00:00Z');
const RESTRICTIONS = [[], [], ['Vegetarian'], ['Vegan'], ['Jain'], ['Keto'], ['Gluten-Free'], ['Halal']];

type Day = PlanContent['days'][number];
const minutesOf = (d: Day): number =>
  d.meals.reduce((t, m) => t + (m.howTo ? m.howTo.prepMin + m.howTo.cookMin : 0), 0);

/** Whether the plan's cooking-time statement names the day ("every day", "day 3", "days 1, 4, 9"). */
function statedOver(c: PlanContent, day: number): boolean {
  const which = c.assumptions
    .map((a) => /^Cooking time: (every day|days? [\d, ]+?) takes? longer/.exec(a)?.[1])
    .find(Boolean);
  if (!which) return false;
  return (
    which === 'every day' ||
    which
      .replace(/^days? /, '')
      .split(', ')
      .map(Number)
      .includes(day)
  );
}

for (const limit of [20, 30, 45]) {
  const rng = createRng(limit, 'cooking-bench');
  let days = 0;
  let over = 0;
  let sum = 0;
  let most = 0;
  let leftovers = 0;
  let statedDays = 0;
  for (let i = 0; i < N; i++) {
    const height = 150 + rng.int(45);
    const prefs: MealPreferences = {
      cuisine: rng.pick(['indian', 'international', 'mixed'] as const),
      region: null,
      mealsPerDay: rng.pick([null, null, 3, 4] as const),
      dislikedFoods: [],
      allergies: [],
      budget: rng.pick(['standard', 'economical'] as const),
      cookingMinutes: limit,
      proteinSupplements: rng.int(4) === 0,
    };
    const profile: EngineProfile = {
      age: 20 + rng.int(55),
      gender: rng.pick(['male', 'female'] as const),
      height,
      weight: Math.round((19 + rng.int(15)) * (height / 100) ** 2),
      activityLevel: rng.pick(['sedentary', 'light', 'moderate', 'active'] as const),
      fitnessGoals: [rng.pick(['Weight Loss', 'Muscle Gain', 'General Fitness'])],
      dietaryRestrictions: rng.pick(RESTRICTIONS),
      medicalConditions: [],
      medications: [],
      mealPreferences: prefs,
    };
    const c = generatePlan({ profile, biomarkers: [], planType: 'premium', now: NOW, seed: 7 }).content;
    for (const d of c.days) {
      const m = minutesOf(d);
      days++;
      sum += m;
      most = Math.max(most, m);
      if (m > limit) over++;
      leftovers += d.meals.filter(
        (x) => (x as { batch?: { role: string } }).batch?.role === 'leftover',
      ).length;
      if (m > limit && statedOver(c, d.day)) statedDays++;
    }
  }
  console.log(
    `limit ${limit} min: ${((100 * over) / days).toFixed(1)} % of ${days} days over; ${(sum / days).toFixed(0)} min a day on average, most ${most}; leftover meals ${leftovers}; over days the plan names ${statedDays}`,
  );
}
