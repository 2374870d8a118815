/**
 * Meal swaps over generated at-risk profiles (fast-check): kidney disease, hypertension, diabetes, heart disease,
 * pregnancy, warfarin and other interacting medicines, restrictions and allergies, and biomarker panels that set
 * limits (eGFR, potassium, LDL, triglycerides, HbA1c). For a plan of each, alternatives for some meals: every one
 * must pass the checks the plan's own meals pass — restrictions by tag and by name (written here independently of
 * the engine), the engine's mealViolations, no food with an unknown value under a limit on it, kosher meals — be in
 * the meal's energy and protein band, and leave the day (with the swap in place) under every hard ceiling and in
 * the vitamin K band it was in. Minors are refused a plan altogether (eligibility.ts), so they get no swaps.
 * ENGINE_SWAP_RUNS sets the count (CI: 200).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BiomarkerCode, BiomarkerInput } from '@common/biomarkers';
import type { ContainsTag, PlanContent } from '@common/plan';
import { SWAP_RULES } from '@common/plan-swaps';
import { mealViolations } from './diet-rules';
import { foodById } from '../data/foods/food-table';
import { PlanRefused, generatePlan, menuRules, type EngineProfile } from '../plan/generate-plan';
import { applySwaps, swapFibreMaxG, swapOptions } from './meal-swaps';
import { isProteinPowder } from './portion-bounds';

const NOW = new Date('2026-03-02T08:00:00Z');
const RUNS = Number(process.env.ENGINE_SWAP_RUNS ?? 200);

/** Independent reading of the restrictions (docs/product.md#data; vegetarian = no eggs). */
const FORBIDDEN: Record<string, ContainsTag[]> = {
  Vegan: ['meat', 'poultry', 'pork', 'beef', 'fish', 'shellfish', 'egg', 'dairy', 'honey'],
  Vegetarian: ['meat', 'poultry', 'pork', 'beef', 'fish', 'shellfish', 'egg'],
  'Gluten-Free': ['gluten'],
  'Dairy-Free': ['dairy'],
  Halal: ['pork', 'alcohol'],
  Kosher: ['pork', 'shellfish'],
  'nut allergy': ['nuts', 'peanut'],
  'peanut allergy': ['peanut'],
  'no beef': ['beef'],
};
const NON_VEG_NAME =
  /chicken|mutton|lamb|beef|pork|fish|prawn|shrimp|tuna|salmon|sardine|\beggs?\b|gelatin|parmesan|feta|cheddar|whey|lard/i;
/** Pregnancy: high-mercury fish and liver (FDA/EPA fish advice; ACOG). */
const PREGNANCY_NAME = /shark|swordfish|king mackerel|marlin|tilefish|bigeye|\bliver\b/i;
const MEAT: ContainsTag[] = ['meat', 'poultry', 'beef', 'pork'];

const VALUE_RANGES: Partial<Record<BiomarkerCode, [number, number]>> = {
  EGFR: [15, 110],
  K: [3.5, 6.2],
  LDL: [70, 240],
  TG: [60, 800],
  HBA1C: [5, 11],
  FERRITIN: [5, 200],
  B12: [120, 600],
};
const CODES = Object.keys(VALUE_RANGES) as BiomarkerCode[];

const biomarkerArb: fc.Arbitrary<BiomarkerInput> = fc
  .record({ code: fc.constantFrom(...CODES), t: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ code, t }) => {
    const [lo, hi] = VALUE_RANGES[code] ?? [1, 100];
    return {
      code,
      valueCanonical: Math.round((lo + t * (hi - lo)) * 10) / 10,
      flag: null,
      clinicallyImportant: false,
      sampledAt: '2026-02-01',
    };
  });

const atRiskArb: fc.Arbitrary<EngineProfile> = fc
  .record({
    age: fc.integer({ min: 15, max: 80 }),
    gender: fc.constantFrom('male', 'female'),
    height: fc.integer({ min: 150, max: 195 }),
    bmi: fc.double({ min: 19, max: 36, noNaN: true }),
    activityLevel: fc.constantFrom('sedentary', 'light', 'moderate', 'active'),
    fitnessGoals: fc.subarray(['Weight Loss', 'Muscle Gain', 'General Fitness'], {
      minLength: 1,
      maxLength: 2,
    }),
    dietaryRestrictions: fc.subarray(Object.keys(FORBIDDEN), { maxLength: 2 }),
    medicalConditions: fc.subarray(
      ['chronic kidney disease', 'Hypertension', 'Diabetes', 'Heart Disease', 'High Cholesterol', 'PCOS'],
      { minLength: 1, maxLength: 3 },
    ),
    medications: fc.subarray(['Warfarin', 'Telma 40', 'Aldactone', 'phenelzine', 'metformin 500mg'], {
      maxLength: 2,
    }),
    pregnancyStatus: fc.constantFrom(null, null, null, 'pregnant_2'),
  })
  .map(({ bmi, ...p }) => ({ ...p, weight: Math.round(bmi * (p.height / 100) ** 2) }));

const inputArb = fc.record({
  profile: atRiskArb,
  biomarkers: fc.array(biomarkerArb, { maxLength: 4 }),
  planType: fc.constantFrom('free', 'free', 'premium' as const),
  seed: fc.integer(),
  pick: fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
});

function checkDayLimits(content: PlanContent, before: PlanContent['days'][number], day: number): void {
  const t = content.targets;
  const L = t.limits!;
  const d = content.days[day - 1]!.totals;
  const within = (key: keyof typeof d, max: number | null) => {
    if (max === null) return;
    // A day already over a ceiling (rounding) may not get worse; a day under it stays under it.
    const was = before.totals[key] ?? 0;
    expect(d[key] ?? 0, `${key} on day ${day}`).toBeLessThanOrEqual(Math.max(max, was) + 0.5);
  };
  within('saturatedFatG', t.saturatedFatMaxG);
  within('sodiumMg', L.sodiumMaxMg);
  within('potassiumMg', L.potassiumMaxMg);
  // Fibre: a target with a generous upper bound for swaps (a low-residue ceiling stays as it is).
  within('fiberG', swapFibreMaxG(t));
  if (L.fatMaxPct !== null) within('fatG', (t.calories * L.fatMaxPct) / 100 / 9);
  if (L.vitaminKBandUg) {
    const [lo, hi] = L.vitaminKBandUg;
    const out = (v: number) => Math.max(0, lo - v, v - hi);
    expect(out(d.vitaminKUg ?? 0), `vitamin K on day ${day}`).toBeLessThanOrEqual(
      out(before.totals.vitaminKUg ?? 0) + 0.5,
    );
  }
}

describe('meal swaps over generated at-risk profiles', () => {
  it(
    `every alternative keeps the plan's restrictions, clinical limits and the energy/protein band (${RUNS} profiles)`,
    () => {
      let offered = 0;
      let meals = 0;
      fc.assert(
        fc.property(inputArb, ({ profile, biomarkers, planType, seed, pick }) => {
          const input = { profile, biomarkers, planType, now: NOW, seed };
          let plan: ReturnType<typeof generatePlan>;
          try {
            plan = generatePlan(input);
          } catch (e) {
            if (e instanceof PlanRefused) return;
            throw e;
          }
          const rules = menuRules(input);
          const { content } = plan;
          const restrictions = profile.dietaryRestrictions ?? [];
          const forbidden = new Set(restrictions.flatMap((r) => FORBIDDEN[r] ?? []));
          const pregnant = profile.pregnancyStatus != null;
          const tgHigh = biomarkers.some((b) => b.code === 'TG' && b.valueCanonical >= 500);
          const L = content.targets.limits!;
          for (const n of pick) {
            const day = content.days[n % content.days.length]!;
            const index = Math.floor(n / 7) % day.meals.length;
            const original = day.meals[index]!;
            meals++;
            const o = swapOptions({
              content,
              shownDays: content.days,
              day: day.day,
              index,
              original,
              rules,
              planType,
            });
            expect(o.alternatives.length).toBeLessThanOrEqual(SWAP_RULES.alternatives);
            if (o.alternatives.length < SWAP_RULES.alternatives) expect(o.reason).toBeTruthy();
            const others = new Set(day.meals.filter((_, i) => i !== index).map((m) => m.recipeId));
            for (const a of o.alternatives) {
              offered++;
              const where = `${a.name} for ${original.name} (day ${day.day})`;
              expect(a.slot).toBe(original.slot);
              expect(a.recipeId).not.toBeNull();
              expect(a.recipeId).not.toBe(original.recipeId);
              expect(others.has(a.recipeId)).toBe(false);
              // Energy within ±10 % — or ±15 % (a protein shake: any amount more) toward the day's ±5 % band, never
              // out of it; protein no lower than −15 % or −5 g, and no higher than +15 % / +5 g — or
              // +30 % / +10 g while the day stays within +10 % of its protein target (rounding of the band: 1 unit).
              const k = original.totals.kcal;
              const p = original.totals.proteinG;
              const T = content.targets;
              const dayKcal = day.totals.kcal - k + a.totals.kcal;
              const dayProtein = day.totals.proteinG - p + a.totals.proteinG;
              const shake = original.recipeId === null;
              const dk = a.totals.kcal - k;
              if (Math.abs(dk) > 0.1 * k + 1) {
                expect(dk > 0 && shake ? 0 : Math.abs(dk), where).toBeLessThanOrEqual(0.15 * k + 1);
                // Widened only toward the day's band: never further outside it than the day already was.
                const outside = (v: number) => Math.max(0, Math.abs(v - T.calories) - 0.05 * T.calories);
                expect(outside(dayKcal), where).toBeLessThanOrEqual(outside(day.totals.kcal) + 1);
              }
              expect(p - a.totals.proteinG, where).toBeLessThanOrEqual(Math.max(0.15 * p, 5) + 1);
              if (a.totals.proteinG - p > Math.max(0.15 * p, 5) + 1) {
                expect(a.totals.proteinG - p, where).toBeLessThanOrEqual(Math.max(0.3 * p, 10) + 1);
                expect(dayProtein, where).toBeLessThanOrEqual(
                  Math.max(1.1 * T.proteinG, day.totals.proteinG) + 1,
                );
              }
              expect(a.howTo?.steps.length ?? 0, where).toBeGreaterThan(0);
              expect(mealViolations(a.items, rules.diet), where).toEqual([]);
              const tags = new Set(a.items.flatMap((i) => i.contains));
              for (const item of a.items) {
                expect(item.measure, where).toMatch(/\d|[¼½¾]|^a pinch$/);
                for (const tag of item.contains)
                  expect(forbidden.has(tag), `${where}: ${item.name} (${tag})`).toBe(false);
                if (restrictions.some((r) => r === 'Vegetarian' || r === 'Vegan'))
                  expect(item.name, where).not.toMatch(NON_VEG_NAME);
                if (pregnant) expect(item.name, where).not.toMatch(PREGNANCY_NAME);
                if (pregnant || tgHigh) expect(item.contains, where).not.toContain('alcohol');
                // Food first: these members have not welcomed protein shakes, so no swap serves a powder.
                expect(isProteinPowder(foodById(item.foodId)), `${where}: ${item.name}`).toBe(false);
                const unknown = foodById(item.foodId).unknown;
                if (L.sodiumMaxMg !== null) expect(unknown.has('sodiumMg'), where).toBe(false);
                if (L.potassiumMaxMg !== null) expect(unknown.has('potassiumMg'), where).toBe(false);
                if (L.vitaminKBandUg) expect(unknown.has('vitaminKUg'), where).toBe(false);
              }
              if (restrictions.includes('Kosher'))
                expect(MEAT.some((x) => tags.has(x)) && tags.has('dairy'), where).toBe(false);
              // The day with the swap in place stays within every hard limit it was within.
              const swapped = applySwaps(content, [
                {
                  day: day.day,
                  meal: index,
                  originalRecipeId: original.recipeId,
                  recipeId: a.recipeId!,
                  content: a,
                  createdAt: NOW,
                },
              ]);
              expect(swapped.days[day.day - 1]!.meals[index]!.swap?.originalName).toBe(original.name);
              checkDayLimits(swapped, day, day.day);
              if (rules.diet.carbsMaxG !== null)
                expect(swapped.days[day.day - 1]!.totals.carbsG).toBeLessThanOrEqual(
                  Math.max(rules.diet.carbsMaxG, day.totals.carbsG) + 0.5,
                );
              if (rules.proteinCeiling)
                expect(swapped.days[day.day - 1]!.totals.proteinG).toBeLessThanOrEqual(
                  Math.max(content.targets.proteinG, day.totals.proteinG) + 0.5,
                );
              // The grocery list of the week carries the new dish's foods.
              const week = swapped.groceryList[Math.floor((day.day - 1) / 7)]!;
              for (const item of a.items)
                expect(
                  week.items.some((g) => g.foodId === item.foodId),
                  where,
                ).toBe(true);
            }
          }
        }),
        { numRuns: RUNS, seed: 19 },
      );
      // The property must have something to check: most sampled meals get alternatives.
      expect(offered).toBeGreaterThan(meals / 2);
    },
    Math.max(120_000, RUNS * 1_500),
  );
});
