/**
 * Targets met, or honestly revised (issue 30 item 2), over generated members (fast-check, fixed seed): every diet the
 * issue names and their combinations (keto, paleo, vegan, vegetarian, halal, kosher, Jain, gluten-free) beside budget,
 * cuisine, cooking time and meals a day. Read only from the plan: each day's energy and protein summed from its
 * foods are within ±5 % and ±10 % of the plan's targets (as revised and stated where the computed ones are out of
 * reach); or the day is not marked on target, its printed totals are what its foods serve, and the plan states the
 * energy and protein such days serve (a range holding this day's) beside the target. ENGINE_TARGETS_RUNS sets the count (CI: 10); each check is shown to fail on a plan that breaks it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanContent } from '@common/plan';
import { ACTIVITY_LEVELS, bodyArbs, preferencesArb, profileOf } from '../../../test/generated-members';
import { generatePlan, type EngineProfile } from './generate-plan';

const NOW = new Date('2026-03-02T08:00:00Z');
const RUNS = Number(process.env.ENGINE_TARGETS_RUNS ?? 10);

const DIETS = [
  [],
  ['Keto'],
  ['Paleo'],
  ['Vegan'],
  ['Vegetarian'],
  ['Halal'],
  ['Kosher'],
  ['Jain'],
  ['Keto', 'Vegan'],
  ['Keto', 'Halal'],
  ['Keto', 'Kosher'],
  ['Paleo', 'Halal'],
  ['Paleo', 'Kosher'],
  ['Paleo', 'Vegan'],
  ['Jain', 'Keto'],
  ['Vegan', 'Jain'],
  ['Vegan', 'Gluten-Free'],
  ['Halal', 'Kosher'],
  ['Vegan', 'Paleo', 'Keto'],
] as const;

const prefsArb = preferencesArb({ regions: [null, 'north', 'south'], minutes: [null, 20, 45, 90] });

const memberArb: fc.Arbitrary<EngineProfile> = fc
  .record({
    ...bodyArbs({ age: { min: 20, max: 75 }, height: { min: 150, max: 195 }, bmi: { min: 19, max: 34 } }),
    activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
    goal: fc.constantFrom('Weight Loss', 'Muscle Gain', 'General Fitness', 'Endurance'),
    diet: fc.constantFrom(...DIETS),
    prefs: fc.option(prefsArb, { nil: undefined }),
  })
  .map((x) =>
    profileOf(x, {
      activityLevel: x.activityLevel,
      fitnessGoals: [x.goal],
      dietaryRestrictions: [...x.diet],
      ...(x.prefs ? { mealPreferences: x.prefs } : {}),
    }),
  );

/** A range the plan states, "2303–2385 kcal" or "2303 kcal", after `before`; null when it states none. */
function statedRange(text: string, unit: RegExp): [number, number] | null {
  const m = new RegExp(`(\\d+)(?:–(\\d+))? ${unit.source}`).exec(text);
  if (!m) return null;
  const lo = Number(m[1]);
  return [lo, m[2] ? Number(m[2]) : lo];
}

/** Every day that neither meets its targets nor is honestly revised, as "day n: why". */
export function targetViolations(c: PlanContent): string[] {
  const out: string[] = [];
  const t = c.targets;
  // A revision of the targets is stated, with the figures served and the ones computed (target-revision.ts).
  const rev = c.targetRevision;
  if (rev) {
    const said = c.warnings.find((w) => w.code === 'targets-revised')?.message ?? '';
    const kcal = (n: number): string => `${n.toLocaleString('en-US')} kcal`;
    if (
      rev.revised.includes('calories') &&
      !(said.includes(kcal(t.calories)) && said.includes(kcal(rev.computed.calories)))
    )
      out.push(`revision to ${t.calories} kcal (computed ${rev.computed.calories}) not stated`);
    if (rev.revised.includes('proteinG') && !said.includes(`${t.proteinG} g protein`))
      out.push(`revision to ${t.proteinG} g protein not stated`);
  }
  const stated = c.warnings.find((w) => w.code === 'targets-unreachable')?.message ?? '';
  const servedKcal = statedRange(stated, /kcal \(target/);
  const servedProtein = statedRange(stated, /g protein \(target/);
  for (const d of c.days) {
    const items = d.meals.flatMap((m) => m.items);
    const kcal = items.reduce((s, i) => s + i.kcal, 0);
    const protein = items.reduce((s, i) => s + i.proteinG, 0);
    // Printed totals are what the foods serve (each item is rounded on its own: half a unit each).
    if (Math.abs(d.totals.kcal - kcal) > 0.5 * items.length + 1)
      out.push(`day ${d.day}: prints ${d.totals.kcal} kcal, its foods serve ${kcal}`);
    if (Math.abs(d.totals.proteinG - protein) > 0.05 * items.length + 0.1)
      out.push(`day ${d.day}: prints ${d.totals.proteinG} g protein, its foods serve ${protein}`);
    const met =
      Math.abs(kcal - t.calories) <= 0.05 * t.calories && Math.abs(protein - t.proteinG) <= 0.1 * t.proteinG;
    if (met) continue;
    if (d.withinTolerance) out.push(`day ${d.day}: ${Math.round(kcal)} kcal marked on target ${t.calories}`);
    const k = Math.round(d.totals.kcal);
    const p = Math.round(d.totals.proteinG);
    if (!servedKcal || k < servedKcal[0] || k > servedKcal[1] || !stated.includes(`(target ${t.calories})`))
      out.push(
        `day ${d.day}: serves ${k} kcal against ${t.calories}, not stated (${servedKcal?.join('–') ?? 'no range'})`,
      );
    if (
      !servedProtein ||
      p < servedProtein[0] ||
      p > servedProtein[1] ||
      !stated.includes(`(target ${t.proteinG})`)
    )
      out.push(`day ${d.day}: serves ${p} g protein against ${t.proteinG}, not stated`);
  }
  return out;
}

const planOf = (profile: EngineProfile): PlanContent =>
  generatePlan({ profile, biomarkers: [], planType: 'premium', now: NOW, seed: 30 }).content;

describe('targets met or honestly revised over generated members', () => {
  it('every day meets energy ±5 % and protein ±10 % from its foods, or the plan states what it serves', () => {
    const met = { days: 0, total: 0 };
    fc.assert(
      fc.property(memberArb, (profile) => {
        const c = planOf(profile);
        for (const d of c.days) {
          met.total++;
          const kcal = d.meals.flatMap((m) => m.items).reduce((s, i) => s + i.kcal, 0);
          const protein = d.meals.flatMap((m) => m.items).reduce((s, i) => s + i.proteinG, 0);
          if (
            Math.abs(kcal - c.targets.calories) <= 0.05 * c.targets.calories &&
            Math.abs(protein - c.targets.proteinG) <= 0.1 * c.targets.proteinG
          )
            met.days++;
        }
        expect(targetViolations(c).slice(0, 5)).toEqual([]);
      }),
      { numRuns: RUNS, seed: 30 },
    );
    console.log(`targets met from the foods on ${met.days} of ${met.total} days`);
  }, 600_000);

  // A keto member whose days miss: the plan passes, and each broken copy fails its own check.
  const keto: EngineProfile = {
    age: 40,
    gender: 'male',
    height: 180,
    weight: 95,
    activityLevel: 'very_active',
    fitnessGoals: ['Muscle Gain'],
    dietaryRestrictions: ['Keto', 'Halal'],
    medicalConditions: [],
    medications: [],
  };
  // eGFR 50: protein capped at 0.8 g/kg (KDIGO 2024) leaves ~3,740 kcal out of reach; the plan states what it serves.
  const kidney = {
    profile: {
      ...keto,
      age: 60,
      height: 178,
      weight: 115,
      fitnessGoals: ['Strength'],
      dietaryRestrictions: [],
    },
    biomarkers: [
      { code: 'EGFR', valueCanonical: 50, flag: null, clinicallyImportant: false, sampledAt: '2025-01-15' },
    ],
  } satisfies Pick<Parameters<typeof generatePlan>[0], 'profile' | 'biomarkers'>;
  it('fails a plan that hides a miss or an unstated revision', () => {
    expect(targetViolations(planOf(keto))).toEqual([]);
    const c = generatePlan({
      ...kidney,
      planType: 'premium',
      now: new Date('2025-03-01T08:00:00Z'),
      // Seed 1 serves days under the computed energy (seed 2's menu keeps it since the dishes named for a kind of
      // food keep one of it, recipe-core FOOD_KINDS: only carbohydrate is revised).
      seed: 1,
    }).content;
    expect(targetViolations(c)).toEqual([]);
    expect(c.targetRevision?.revised).toContain('calories');
    const copy = (): PlanContent => structuredClone(c);
    // The revision not said.
    const unsaid = copy();
    unsaid.warnings = unsaid.warnings.filter((w) => w.code !== 'targets-revised');
    expect(targetViolations(unsaid).join()).toMatch(/not stated/);
    // One number printed, another served: the computed target printed over days that serve the revised one.
    const computed = copy();
    computed.targets.calories = c.targetRevision!.computed.calories;
    expect(targetViolations(computed).join()).toMatch(/marked on target/);
    // A day's printed totals not what its foods serve.
    const printed = copy();
    printed.days[0]!.totals.kcal += 300;
    expect(targetViolations(printed).join()).toMatch(/prints/);
    // A missed day whose served energy the warning does not state.
    const silent = copy();
    silent.days[0]!.meals[0]!.items[0]!.kcal += 0.3 * c.targets.calories;
    silent.days[0]!.totals.kcal += 0.3 * c.targets.calories;
    silent.days[0]!.withinTolerance = false;
    expect(targetViolations(silent).join()).toMatch(/not stated/);
  });
});
