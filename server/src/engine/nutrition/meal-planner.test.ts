import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import type { PlanType } from '@common/options';
import { generatePlan, type EngineProfile } from '../plan/generate-plan';
import { foodById, type MicroNutrient } from '../data/foods/food-table';
import { createRng } from '../plan/prng';
import { fruitVegGrams } from './fruit-veg';
import { withinTolerance } from './meal-planner';

const NOW = new Date('2025-02-03T07:00:00Z');
const profile: EngineProfile = {
  age: 34,
  gender: 'female',
  height: 162,
  weight: 68,
  activityLevel: 'light',
  fitnessGoals: ['Weight Loss'],
  dietaryRestrictions: [],
  medicalConditions: [],
  medications: [],
};
const plan = (
  p: Partial<EngineProfile>,
  planType: PlanType = 'premium',
  biomarkers: BiomarkerInput[] = [],
  seed = 11,
) => generatePlan({ profile: { ...profile, ...p }, biomarkers, planType, now: NOW, seed });
const bio = (code: BiomarkerInput['code'], value: number, flag: BiomarkerInput['flag']): BiomarkerInput => ({
  code,
  valueCanonical: value,
  flag,
  clinicallyImportant: false,
  sampledAt: '2025-01-20',
});

describe('meal planner', () => {
  // With realistic portions (nut servings ≤ 40 g, fruit ≤ 2 pieces, oil ≤ 1 tbsp a dish, one scoop a shake) a
  // 1370 kcal day at 35 % protein is not always reachable on keto or vegan: most days are, and a missed one is said.
  it('keeps most days within ±5 % energy and ±10 % macros for ordinary profiles and reports any miss', () => {
    for (const restrictions of [
      [],
      ['Vegetarian'],
      ['Vegan'],
      ['Gluten-Free'],
      ['Keto'],
      ['Halal'],
      ['Kosher'],
    ]) {
      const p = plan({ dietaryRestrictions: restrictions });
      const missed = p.content.days.filter((d) => !d.withinTolerance).length;
      const strict =
        restrictions.length === 0 || ['Gluten-Free', 'Halal', 'Kosher'].includes(restrictions[0]!);
      expect(missed, restrictions.join()).toBeLessThanOrEqual(strict ? 1 : 7);
      expect(p.content.warnings.some((w) => w.code === 'targets-unreachable')).toBe(missed > 0);
    }
  });

  it('item figures add up to the meal and day totals', () => {
    const day = plan({}).content.days[0];
    expect(day).toBeDefined();
    if (!day) return;
    const kcal = day.meals.flatMap((m) => m.items).reduce((s, i) => s + i.kcal, 0);
    expect(Math.abs(kcal - day.totals.kcal)).toBeLessThanOrEqual(day.meals.flatMap((m) => m.items).length);
    expect(withinTolerance(day.totals, plan({}).content.targets)).toBe(day.withinTolerance);
    for (const m of day.meals) for (const i of m.items) expect(i.grams).toBeGreaterThan(0);
  });

  it('free plans have a week of different mains; premium plans vary every day', () => {
    const free = plan({}, 'free').content.days;
    expect(free).toHaveLength(7);
    const freeMains = free.flatMap((d) =>
      d.meals.filter((m) => m.slot === 'lunch' || m.slot === 'dinner').map((m) => m.recipeId),
    );
    expect(new Set(freeMains).size).toBeGreaterThanOrEqual(8);
    const premium = plan({}, 'premium').content.days;
    for (let i = 1; i < premium.length; i++) {
      const lunch = (d: (typeof premium)[number] | undefined) =>
        d?.meals.find((m) => m.slot === 'lunch')?.recipeId;
      expect(lunch(premium[i])).not.toBe(lunch(premium[i - 1]));
    }
    const distinctLunches = new Set(premium.map((d) => d.meals.find((m) => m.slot === 'lunch')?.recipeId));
    expect(distinctLunches.size).toBeGreaterThanOrEqual(10);
  });

  it('keeps keto days at ≤ 50 g carbohydrate and low-carb days under 130 g', () => {
    for (const d of plan({ dietaryRestrictions: ['Keto', 'Vegetarian'] }).content.days)
      expect(d.totals.carbsG).toBeLessThanOrEqual(50);
    for (const d of plan({ dietaryRestrictions: ['Low-Carb'] }).content.days)
      expect(d.totals.carbsG).toBeLessThan(130);
  });

  it('steers by biomarkers: high HbA1c spreads carbohydrate and avoids refined staples', () => {
    const p = plan({}, 'premium', [bio('HBA1C', 7.4, 'high')]);
    const limit = 0.35 * p.content.targets.carbsG + 3;
    for (const d of p.content.days) {
      for (const m of d.meals) expect(m.totals.carbsG, `${d.day} ${m.name}`).toBeLessThanOrEqual(limit);
      for (const i of d.meals.flatMap((m) => m.items))
        expect(['ifct:A015', 'usda:bread-white', 'ifct:A018']).not.toContain(i.foodId);
    }
  });

  it('steers by biomarkers: high LDL keeps saturated fat ≤ 6 % of energy', () => {
    const p = plan({}, 'premium', [bio('LDL', 172, 'high')]);
    for (const d of p.content.days)
      expect(d.totals.saturatedFatG).toBeLessThanOrEqual(p.content.targets.saturatedFatMaxG + 1);
  });

  it('steers by biomarkers: low ferritin adds a vitamin C fruit at lunch and dinner', () => {
    const p = plan({}, 'premium', [bio('FERRITIN', 9, 'low')]);
    const lunch = p.content.days[0]?.meals.find((m) => m.slot === 'lunch');
    expect(lunch?.items.some((i) => ['ifct:E028', 'ifct:E047', 'usda:kiwi'].includes(i.foodId))).toBe(true);
  });

  it('steers by biomarkers: low B12 on a vegan diet adds a fortified food', () => {
    const p = plan({ dietaryRestrictions: ['Vegan'] }, 'premium', [bio('B12', 150, 'low')]);
    const breakfast = p.content.days[0]?.meals.find((m) => m.slot === 'breakfast');
    expect(
      breakfast?.items.some((i) => i.foodId === 'usda:soy-milk' || i.foodId === 'usda:bran-cereal'),
    ).toBe(true);
  });

  it('keeps every restriction when targets are unreachable, and says so', () => {
    const p = plan({ dietaryRestrictions: ['Vegan', 'Paleo', 'Keto'], fitnessGoals: ['Muscle Gain'] });
    // A combination that cannot reach the targets is a first-rank warning (issue: never a silent plan): the
    // targets revised to what the days serve (target-revision.ts), or the days that miss them.
    const warning = p.content.warnings.find(
      (w) => w.code === 'targets-revised' || w.code === 'targets-unreachable',
    );
    expect(warning?.severity).toBe('critical');
    expect(p.content.warnings[0]?.severity).toBe('critical');
    for (const d of p.content.days) {
      expect(d.totals.carbsG).toBeLessThanOrEqual(50);
      for (const i of d.meals.flatMap((m) => m.items)) {
        expect(
          i.contains.filter((t) =>
            ['dairy', 'egg', 'meat', 'poultry', 'fish', 'grain', 'legume'].includes(t),
          ),
        ).toEqual([]);
      }
    }
  });

  it('never serves a food with unknown potassium, sodium or vitamin K under a limit on that nutrient', () => {
    // Vegan curd dishes use soy yogurt, whose minerals no SR record gives; generated profiles would get it.
    const unknownIn = (p: ReturnType<typeof plan>, n: MicroNutrient): string[] =>
      p.content.days.flatMap((d) =>
        d.meals.flatMap((m) => m.items.filter((i) => foodById(i.foodId).unknown.has(n)).map((i) => i.name)),
      );
    const rng = createRng(15, 'unknown-nutrients');
    let servedWithoutLimit = 0;
    for (let i = 0; i < 12; i++) {
      const p: Partial<EngineProfile> = {
        age: 25 + rng.int(45),
        weight: 50 + rng.int(50),
        height: 150 + rng.int(40),
        gender: rng.next() < 0.5 ? 'female' : 'male',
        dietaryRestrictions: ['Vegan'],
      };
      const seed = 1 + rng.int(1000);
      // Every adult has a sodium ceiling (WHO 2,000 mg), so soy yogurt (sodium unknown) is left out; only lithium,
      // which lifts the ceiling (BNF: steady salt), leaves a plan with no limit at all.
      expect(unknownIn(plan(p, 'premium', [], seed), 'sodiumMg')).toEqual([]);
      servedWithoutLimit += unknownIn(
        plan({ ...p, medications: ['lithium 400 mg'] }, 'premium', [], seed),
        'potassiumMg',
      ).length;
      const hyperkalaemia = plan(p, 'premium', [bio('K', 5.4 + rng.next(), 'high')], seed);
      expect(hyperkalaemia.content.targets.limits?.potassiumMaxMg).not.toBeNull();
      expect(unknownIn(hyperkalaemia, 'potassiumMg')).toEqual([]);
      const hypertension = plan({ ...p, medicalConditions: ['hypertension'] }, 'premium', [], seed);
      expect(hypertension.content.targets.limits?.sodiumMaxMg).not.toBeNull();
      expect(unknownIn(hypertension, 'sodiumMg')).toEqual([]);
      const warfarin = plan({ ...p, medications: ['warfarin 5 mg'] }, 'premium', [], seed);
      expect(warfarin.content.targets.limits?.vitaminKBandUg).not.toBeNull();
      expect(unknownIn(warfarin, 'vitaminKUg')).toEqual([]);
    }
    // Without a limit the same profiles do get such foods, so the checks above can fail.
    expect(servedWithoutLimit).toBeGreaterThan(0);
  });

  it('adds no high-potassium top-up with ACE inhibitors/ARBs or potassium-sparing diuretics', () => {
    // A large energy target (~4000 kcal) needs top-ups; without the medication the first choices are banana/nuts
    // (≥ 300 mg K/100 g).
    const big: Partial<EngineProfile> = {
      weight: 95,
      height: 185,
      gender: 'male',
      fitnessGoals: ['Muscle Gain'],
      activityLevel: 'very_active',
    };
    const topUpPotassium = (p: ReturnType<typeof plan>): number[] =>
      p.content.days.flatMap((d) =>
        d.meals.flatMap((m) =>
          m.items
            .filter((i) => m.note?.includes(`${i.name} added to reach your targets`))
            .map((i) => foodById(i.foodId).potassiumMg),
        ),
      );
    expect(topUpPotassium(plan(big)).some((k) => k >= 300)).toBe(true);
    for (const med of ['Telma 40', 'ramipril 5 mg', 'Aldactone 25']) {
      const p = plan({ ...big, medications: [med] });
      expect(topUpPotassium(p).length, med).toBeGreaterThan(0);
      expect(
        topUpPotassium(p).every((k) => k < 300),
        med,
      ).toBe(true);
    }
  });

  it('produces a weekly grocery list for every plan type', () => {
    const g = plan({}).content.groceryList;
    expect(g).toHaveLength(4);
    expect(g[0]?.items.length).toBeGreaterThan(15);
    const free = plan({}, 'free').content;
    expect(free.groceryList).toHaveLength(1);
    const atta = free.days
      .flatMap((d) => d.meals.flatMap((m) => m.items))
      .filter((i) => i.foodId === 'ifct:A019');
    const listed = free.groceryList[0]?.items.find((i) => i.foodId === 'ifct:A019')?.grams ?? 0;
    expect(listed).toBeGreaterThanOrEqual(atta.reduce((s, i) => s + i.grams, 0));
  });

  it('serves whole rotis and eggs, whole top-up servings and a protein powder only as a shake', () => {
    for (const type of ['free', 'premium'] as const) {
      const p = plan({ fitnessGoals: ['Muscle Gain'], weight: 95, height: 185 }, type).content;
      for (const d of p.days) {
        for (const m of d.meals) {
          for (const i of m.items) {
            if (i.foodId === 'ifct:A019' && /roti|paratha|thepla/i.test(m.name))
              expect(i.grams % 30, `${m.name}: ${i.grams} g atta`).toBe(0);
            if (i.foodId === 'ifct:M001') expect(i.grams % 50, `${m.name}: ${i.grams} g egg`).toBe(0);
            if (i.foodId === 'usda:whey' && m.recipeId === null) {
              expect(m.name).toBe('Protein shake');
              expect(i.grams).toBe(30);
            }
            expect(i.measure).toBeTruthy();
          }
          expect(m.howTo?.steps.length ?? 0).toBeGreaterThan(0);
        }
      }
    }
  });

  it('a low-energy Jain vegetarian day keeps its vegetables (a 27 g fibre cap left 51–205 g a day)', () => {
    const jain = { age: 45, height: 155, weight: 70, dietaryRestrictions: ['Jain', 'Vegetarian'] };
    for (const seed of [1, 2, 7]) {
      const c = plan(jain, 'premium', [], seed).content;
      expect(c.targets.calories).toBeLessThan(1400);
      const lowest = Math.min(
        ...c.days.map((d) =>
          fruitVegGrams(
            d.meals.flatMap((m) => m.items.map((i) => ({ food: foodById(i.foodId), grams: i.grams }))),
          ),
        ),
      );
      expect(lowest, `seed ${seed}`).toBeGreaterThanOrEqual(300);
    }
  });
});
