/**
 * Issue 30 (the dietitian-physician's reading): a lunch or dinner is a meal. Under a kidney protein ceiling a plate of
 * rice and oil is not served while a dish of the slot keeps its protein food within the cap (KDOQI 2020: the
 * protein allowance is spread over the meals), and a named dish serves its main core at a plausible portion or
 * another dish is served (14 g of rice in a dal-rice).
 */
import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import type { Meal } from '@common/plan';
import { generatePlan, type EngineProfile } from './generate-plan';

const NOW = new Date('2025-06-15T09:30:00Z');
const plan = (profile: EngineProfile, seed: number, biomarkers: BiomarkerInput[] = []) =>
  generatePlan({ profile, biomarkers, planType: 'premium', now: NOW, seed }).content;
const lab = (code: BiomarkerInput['code'], valueCanonical: number): BiomarkerInput => ({
  code,
  valueCanonical,
  flag: null,
  clinicallyImportant: false,
  sampledAt: '2025-01-15',
});
/** Results on file; the eGFR of 51 sets the kidney protein ceiling (no kidney disease listed). */
const LABS = [lab('LDL', 102), lab('HBA1C', 5.2), lab('FERRITIN', 84), lab('EGFR', 51)];
const mains = (days: { meals: Meal[] }[]): Meal[] =>
  days.flatMap((d) => d.meals.filter((m) => m.slot === 'lunch' || m.slot === 'dinner'));
/** About ⅓ cup of cooked rice or a small katori of cooked dal, written here independently of the engine. */
const PLAUSIBLE_DRY_MIN_G = 20;
const PROTEIN_TAGS = new Set(['meat', 'poultry', 'fish', 'shellfish', 'egg', 'dairy', 'legume', 'soy']);
/** A plate adapted for a lost core that serves no protein food at all (rice, oil, onion): not a meal. */
const barePlate = (m: Meal): boolean =>
  m.recipeId === null && !m.items.some((i) => i.contains.some((t) => PROTEIN_TAGS.has(t)));

const CKD: EngineProfile = {
  age: 62,
  gender: 'male',
  height: 170,
  weight: 72,
  activityLevel: 'light',
  fitnessGoals: ['General Fitness'],
  medicalConditions: ['chronic kidney disease stage 3'],
};

describe('a lunch or dinner is a meal', () => {
  it.each([7, 11])('CKD under a protein cap, seed %i: no main is a plate of starch and oil', (seed) => {
    const c = plan(CKD, seed);
    expect(c.targets.proteinGPerKg).toBeLessThanOrEqual(0.8);
    const bare = mains(c.days)
      .filter(barePlate)
      .map((m) => m.name);
    expect(bare).toEqual([]);
  });

  /** A coeliac member (eGFR 51) whose old plans served "Avial with rice and toor dal" with 11 g of toor dal. */
  const COELIAC: EngineProfile = {
    age: 50,
    gender: null,
    height: 151,
    weight: 72,
    activityLevel: 'sedentary',
    fitnessGoals: ['Sports Performance', 'Weight Loss'],
    dietaryRestrictions: [],
    medicalConditions: ['coeliac disease', 'asthma'],
    medications: [],
  };
  it.each([
    ['coeliac with eGFR 51', COELIAC, 3, LABS],
    ['CKD', CKD, 7, []],
  ] as const)(
    '%s: a dish keeps the rice, dal or roti its name names at a plausible portion',
    (_n, p, seed, bm) => {
      const c = plan(p, seed, [...bm]);
      const traces = mains(c.days)
        .filter((m) => m.recipeId !== null)
        .flatMap((m) =>
          m.items
            .filter(
              (i) =>
                i.weighedAs === 'dry' &&
                i.grams > 0 &&
                i.grams < PLAUSIBLE_DRY_MIN_G &&
                new RegExp(`\\b(${i.name.split(/[ (,/]/)[0]!.toLowerCase()})\\b`).test(m.name.toLowerCase()),
            )
            .map((i) => `${m.name}: ${i.name} ${i.grams} g`),
        );
      expect(traces).toEqual([]);
    },
  );
});

describe('portions a person eats', () => {
  /** The 19-year-old footballer served 235 g of dry poha at breakfast and 215 g of dry ragi at dinner. */
  const FOOTBALLER: EngineProfile = {
    age: 19,
    gender: 'male',
    height: 180,
    weight: 72,
    activityLevel: 'very_active',
    fitnessGoals: ['Muscle Gain'],
  };
  /** About 2¾ cups of cooked rice or five rotis, written here independently of the engine. */
  const DRY_GRAIN_MEAL_MAX_G = 150;
  const PULSE = /dal|bean|chana|rajma|lentil|chickpea|moong|urad|toor|masoor|besan/i;

  it('no meal serves more than ~150 g of one grain weighed dry, however high the energy target', () => {
    const c = plan(FOOTBALLER, 7);
    expect(c.targets.calories).toBeGreaterThan(3000);
    const giant = c.days.flatMap((d) =>
      d.meals.flatMap((m) =>
        m.items
          .filter((i) => i.weighedAs === 'dry' && !PULSE.test(i.name) && i.grams > DRY_GRAIN_MEAL_MAX_G)
          .map((i) => `day ${d.day} ${m.name}: ${i.name} ${i.grams} g`),
      ),
    );
    expect(giant).toEqual([]);
  });
});
