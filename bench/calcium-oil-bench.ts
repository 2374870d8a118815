/**
 * Calcium and added oil on the plate (issue 30, the clinical reading): premium 28-day plans for the engine bench's
 * members (bench/engine-profiles.ts) plus members on the diets calcium is hardest for (dairy-free, vegan, keto,
 * kosher, Jain), against the engine of a baseline commit in the same run (as bench/engine-bench.ts does).
 *
 * Per engine: days under 500 mg of calcium and under the 800 mg adult EAR (ICMR-NIN 2020; IOM 2011), mean calcium
 * a day, days within energy ±5 % and protein ±10 %; and on keto days the meals serving two or more oils, the most
 * oil in one meal and meals over 15 g of oil (a tablespoon).
 *
 *   npx tsx bench/calcium-oil-bench.ts     (CALCIUM_BENCH_N=80 members; CALCIUM_BENCH_BASELINE=<git ref>, "none")
 */
import os from 'node:os';
import type { PlanContent } from '../common/plan';
import { foodById } from '../server/src/engine/data/foods/food-table';
import { generatePlan, PlanRefused } from '../server/src/engine/plan/generate-plan';
import { createRng } from '../server/src/engine/plan/prng';
import { profiles } from './engine-profiles';
import { baselineGenerator, type Generate } from './baseline-engine';

const N = Number(process.env.CALCIUM_BENCH_N ?? 80);
const BASELINE_REF = process.env.CALCIUM_BENCH_BASELINE ?? 'e87f483';
const now = new Date('2025-03-01T08:00:00Z');
/** A tablespoon of oil (15 ml, ~14 g): the most a home cook puts into one serving of a dish. */
const TABLESPOON_G = 15;

const HARD_DIETS = [
  ['Dairy-Free'],
  ['Vegan'],
  ['Keto'],
  ['Kosher'],
  ['Jain'],
  ['Keto', 'Kosher'],
  ['Dairy-Free', 'Keto'],
  ['Vegan', 'Gluten-Free'],
  ['Vegan', 'Jain'],
  ['Keto', 'Vegan'],
];
const rng = createRng(30, 'calcium-bench');
// Half the engine bench's own members, half on the diets calcium is hardest for.
const members = profiles(N, 2025).map((m, i) => ({
  ...m,
  profile: {
    ...m.profile,
    dietaryRestrictions: i % 2 === 0 ? m.profile.dietaryRestrictions : rng.pick(HARD_DIETS),
  },
}));

interface Tally {
  days: number;
  under500: number;
  underEar: number;
  calcium: number;
  onTarget: number;
  byDiet: Map<string, { days: number; under500: number; calcium: number }>;
  ketoDays: number;
  groups: Map<string, { days: number; ok: number }>;
  ketoOnTarget: number;
  ketoMeals: number;
  twoOils: number;
  overTablespoon: number;
  mostOilG: number;
  ms: number;
}

const isOil = (id: string | null | undefined): boolean => {
  if (!id) return false;
  try {
    return foodById(id).category === 'oils';
  } catch {
    return false;
  }
};

function tallyOf(generate: Generate): Tally {
  const t: Tally = {
    days: 0,
    under500: 0,
    underEar: 0,
    calcium: 0,
    onTarget: 0,
    byDiet: new Map(),
    ketoDays: 0,
    groups: new Map(),
    ketoOnTarget: 0,
    ketoMeals: 0,
    twoOils: 0,
    overTablespoon: 0,
    mostOilG: 0,
    ms: 0,
  };
  for (const [i, m] of members.entries()) {
    const diet = (m.profile.dietaryRestrictions ?? []).join('+') || 'none';
    let content: PlanContent;
    const t0 = performance.now();
    try {
      content = generate({ ...m, planType: 'premium', now, seed: i }).content;
    } catch (e) {
      if (e instanceof Error && e.constructor.name === PlanRefused.name) continue;
      throw e;
    }
    t.ms += performance.now() - t0;
    const keto = (m.profile.dietaryRestrictions ?? []).includes('Keto');
    const row = t.byDiet.get(diet) ?? { days: 0, under500: 0, calcium: 0 };
    t.byDiet.set(diet, row);
    const target = content.targets;
    for (const d of content.days) {
      const ca = d.totals.calciumMg ?? 0;
      t.days++;
      row.days++;
      t.calcium += ca;
      row.calcium += ca;
      if (ca < 500) {
        t.under500++;
        row.under500++;
      }
      if (ca < 800) t.underEar++;
      const e = Math.abs(d.totals.kcal / target.calories - 1);
      const p = Math.abs(d.totals.proteinG / target.proteinG - 1);
      if (e <= 0.05 && p <= 0.1) t.onTarget++;
      const kidney = target.limits?.potassiumMaxMg != null;
      const g = kidney ? 'kidney' : keto ? 'keto' : 'other';
      const gr = t.groups.get(g) ?? { days: 0, ok: 0 };
      gr.days++;
      if (e <= 0.05 && p <= 0.1) gr.ok++;
      t.groups.set(g, gr);
      if (!keto) continue;
      t.ketoDays++;
      if (e <= 0.05 && p <= 0.1) t.ketoOnTarget++;
      for (const meal of d.meals) {
        const oils = meal.items.filter((x) => isOil(x.foodId));
        const grams = oils.reduce((s, x) => s + x.grams, 0);
        t.ketoMeals++;
        if (oils.length >= 2) t.twoOils++;
        if (grams > TABLESPOON_G) t.overTablespoon++;
        t.mostOilG = Math.max(t.mostOilG, grams);
      }
    }
  }
  return t;
}

const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
function print(label: string, t: Tally): void {
  console.log(
    `${label.padEnd(24)} days ${t.days}: calcium < 500 mg ${pct(t.under500, t.days)}, < 800 mg ${pct(t.underEar, t.days)}, mean ${Math.round(t.calcium / Math.max(1, t.days))} mg; energy ±5 % & protein ±10 % ${pct(t.onTarget, t.days)}; ${(t.ms / members.length).toFixed(0)} ms/plan`,
  );
  console.log(
    `${''.padEnd(24)} on target by group: ${[...t.groups].map(([g, v]) => `${g} ${pct(v.ok, v.days)} of ${v.days}`).join(', ')}`,
  );
  console.log(
    `${''.padEnd(24)} keto days on target ${pct(t.ketoOnTarget, t.ketoDays)}; keto meals ${t.ketoMeals}: two or more oils ${t.twoOils} (${pct(t.twoOils, t.ketoMeals)}), over ${TABLESPOON_G} g of oil ${t.overTablespoon}, most oil in a meal ${t.mostOilG} g`,
  );
}

const baseline = await baselineGenerator(BASELINE_REF);
const results: [string, Tally][] = [['this engine', tallyOf(generatePlan)]];
if (baseline) results.push([`baseline ${BASELINE_REF}`, tallyOf(baseline)]);
console.log(
  `\nCalcium and added oil — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}, ${members.length} members, premium 28-day plans\n`,
);
for (const [label, t] of results) print(label, t);
console.log('\nBy diet (days < 500 mg / days, mean mg):');
const diets = [...(results[0]?.[1].byDiet.keys() ?? [])].sort();
for (const diet of diets) {
  const cells = results.map(([, t]) => {
    const r = t.byDiet.get(diet);
    return r
      ? `${pct(r.under500, r.days).padStart(8)} ${String(Math.round(r.calcium / r.days)).padStart(5)} mg`
      : '';
  });
  console.log(`  ${diet.padEnd(22)}${cells.join('   |')}`);
}
console.log('');
