import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import { bmr } from '@common/health-metrics';
import { deriveSignals, noSignals } from '../safety/biomarker-signals';
import { parseRestrictions } from './diet-rules';
import { resolveProfile, type EngineProfile } from '../plan/profile-input';
import { computeTargets } from './targets';

const base: EngineProfile = {
  age: 30,
  gender: 'male',
  height: 180,
  weight: 80,
  activityLevel: 'moderate',
  fitnessGoals: ['General Fitness'],
  dietaryRestrictions: [],
  medicalConditions: [],
  medications: [],
};

function targets(
  profile: Partial<EngineProfile>,
  biomarkers: BiomarkerInput[] = [],
  planType: 'free' | 'premium' | 'doctor_verified' = 'premium',
) {
  const p = resolveProfile({ ...base, ...profile });
  const signals = planType === 'free' ? noSignals() : deriveSignals(biomarkers, p.sex);
  return computeTargets(p, signals, parseRestrictions(p.restrictions), planType);
}

const bio = (
  code: BiomarkerInput['code'],
  value: number,
  flag: BiomarkerInput['flag'] = null,
): BiomarkerInput => ({
  code,
  valueCanonical: value,
  flag,
  clinicallyImportant: false,
  sampledAt: '2025-01-01',
});

describe('computeTargets', () => {
  it('uses Mifflin-St Jeor from common/health-metrics and the activity factor', () => {
    const r = targets({});
    expect(r.targets.energy.bmr).toBe(bmr({ age: 30, gender: 'male', height: 180, weight: 80 }));
    expect(r.targets.energy.bmr).toBe(1780); // 800 + 1125 − 150 + 5
    expect(r.targets.energy.tdee).toBe(Math.round(1780 * 1.55));
    expect(r.targets.calories).toBe(2760);
    expect(r.targets.proteinG).toBe(112); // 1.4 g/kg × 80 kg
  });

  it('keeps the macro energy equal to the calorie target and within the AMDR', () => {
    const t = targets({}).targets;
    expect(Math.abs(t.proteinG * 4 + t.carbsG * 4 + t.fatG * 9 - t.calories)).toBeLessThanOrEqual(10);
    expect(t.energySplitPct.carbs).toBeGreaterThanOrEqual(45);
    expect(t.energySplitPct.carbs).toBeLessThanOrEqual(65);
    expect(t.energySplitPct.fat).toBeGreaterThanOrEqual(20);
    expect(t.energySplitPct.fat).toBeLessThanOrEqual(35);
    expect(t.fiberG).toBe(Math.round((14 * t.calories) / 1000));
    expect(t.waterMl).toBe(2800); // 35 ml × 80 kg
  });

  it('applies a 500 kcal deficit (750 with BMI ≥ 30) with higher protein', () => {
    const lean = targets({ fitnessGoals: ['Weight Loss'] });
    expect(lean.targets.energy.adjustmentKcal).toBeCloseTo(-500, -1);
    // Untrained adults losing weight: 1.4 g/kg (Leidy 2015: 1.2–1.6); the resistance-trained 1.8.
    expect(lean.targets.proteinGPerKg).toBe(1.4);
    const lifter = {
      runsPerWeek: null,
      weeklyRunKm: null,
      liftingExperience: 'over_3y' as const,
      sports: [],
    };
    expect(targets({ fitnessGoals: ['Weight Loss'], trainingBackground: lifter }).targets.proteinGPerKg).toBe(
      1.8,
    );
    const obese = targets({ fitnessGoals: ['Weight Loss'], weight: 110 });
    expect(obese.targets.energy.adjustmentKcal).toBeCloseTo(-750, -1);
    // Protein dosed on the weight at BMI 25, not 110 kg.
    expect(obese.referenceWeightKg).toBeCloseTo(81, 0);
    const recomposition = targets({ fitnessGoals: ['Weight Loss', 'Strength'] });
    expect(recomposition.targets.proteinGPerKg).toBe(1.6); // untrained: Morton 2018
    const trainedCut = targets({ fitnessGoals: ['Weight Loss', 'Strength'], trainingBackground: lifter });
    expect(trainedCut.targets.proteinGPerKg).toBe(2.3); // resistance-trained in a deficit: Helms 2014
    expect(trainedCut.rationale.find((r) => r.topic === 'macros' && /Protein/.test(r.text))?.source).toMatch(
      /Helms/,
    );
  });

  it('shows the protein the plan serves per kg, also when the AMDR ceiling limits it', () => {
    for (const profile of [
      { fitnessGoals: ['Weight Loss', 'Strength'] },
      {
        gender: 'female',
        height: 150,
        weight: 44,
        age: 70,
        activityLevel: 'sedentary',
        fitnessGoals: ['Weight Loss'],
      },
      { weight: 130, fitnessGoals: ['Muscle Gain'] },
      // 2.3 g/kg × 60 kg = 138 g, above 35 % of a 1,200 kcal floor (105 g): the plan serves 105 g, 1.8 g/kg.
      {
        gender: 'female',
        height: 150,
        weight: 60,
        age: 70,
        activityLevel: 'sedentary',
        fitnessGoals: ['Weight Loss', 'Strength'],
        trainingBackground: {
          runsPerWeek: null,
          weeklyRunKm: null,
          liftingExperience: 'over_3y',
          sports: [],
        },
      },
    ] as Partial<EngineProfile>[]) {
      const t = targets(profile);
      expect(
        Math.abs(t.targets.proteinGPerKg * t.referenceWeightKg - t.targets.proteinG),
      ).toBeLessThanOrEqual(0.05 * t.referenceWeightKg + 0.5);
    }
  });

  it('never goes below 1200 kcal for women or 1500 kcal for men and unknown sex', () => {
    const woman = targets({
      gender: 'female',
      age: 70,
      height: 150,
      weight: 50,
      activityLevel: 'sedentary',
      fitnessGoals: ['Weight Loss'],
    });
    expect(woman.targets.calories).toBe(1200);
    expect(woman.notes.some((n) => n.code === 'floor-above-needs')).toBe(true);
    const man = targets({
      age: 80,
      height: 155,
      weight: 52,
      activityLevel: 'sedentary',
      fitnessGoals: ['Weight Loss'],
    });
    expect(man.targets.calories).toBe(1500);
    const other = targets({
      gender: 'other',
      age: 80,
      height: 150,
      weight: 50,
      activityLevel: 'sedentary',
      fitnessGoals: ['Weight Loss'],
    });
    expect(other.targets.calories).toBe(1500);
  });

  it('withholds the deficit when underweight, under 18 or pregnant', () => {
    expect(targets({ weight: 55, fitnessGoals: ['Weight Loss'] }).deficitApplied).toBe(false); // BMI 17
    expect(targets({ age: 16, fitnessGoals: ['Weight Loss'] }).deficitApplied).toBe(false);
    const pregnant = targets({
      gender: 'female',
      fitnessGoals: ['Weight Loss'],
      medicalConditions: ['pregnant, 2nd trimester'],
    });
    expect(pregnant.deficitApplied).toBe(false);
    expect(pregnant.notes[0]?.code).toBe('deficit-withheld');
  });

  it('adds 10–15 % for muscle gain (none with BMI ≥ 30; 10 % for doctor-verified)', () => {
    const near = (a: number, b: number): void => expect(Math.abs(a - b)).toBeLessThanOrEqual(6); // calories round to 10
    near(
      targets({ fitnessGoals: ['Muscle Gain'], weight: 70 }).targets.energy.adjustmentKcal,
      0.15 * targets({ weight: 70 }).targets.energy.tdee,
    );
    near(
      targets({ fitnessGoals: ['Muscle Gain'], weight: 85 }).targets.energy.adjustmentKcal,
      0.1 * targets({ weight: 85 }).targets.energy.tdee,
    );
    near(targets({ fitnessGoals: ['Muscle Gain'], weight: 110 }).targets.energy.adjustmentKcal, 0);
    const dv = targets({ fitnessGoals: ['Muscle Gain'], weight: 70 }, [], 'doctor_verified');
    near(dv.targets.energy.adjustmentKcal, 0.1 * dv.targets.energy.tdee);
  });

  it('uses the conservative deficit in doctor-verified plans', () => {
    expect(
      targets({ fitnessGoals: ['Weight Loss'], weight: 110 }, [], 'doctor_verified').targets.energy
        .adjustmentKcal,
    ).toBeCloseTo(-500, -1);
  });

  it('caps protein at 0.8 g/kg when eGFR < 60 (premium), but not in free plans', () => {
    const capped = targets({ fitnessGoals: ['Muscle Gain'] }, [bio('EGFR', 45, 'low')]);
    expect(capped.proteinCapped).toBe(true);
    expect(capped.targets.proteinGPerKg).toBe(0.8);
    expect(capped.targets.proteinG).toBeLessThanOrEqual(64);
    expect(capped.rationale.some((r) => /eGFR 45/.test(r.text) && /KDIGO/.test(r.source))).toBe(true);
    expect(targets({ fitnessGoals: ['Muscle Gain'] }, [bio('EGFR', 45)], 'free').proteinCapped).toBe(false);
    expect(targets({ medicalConditions: ['CKD stage 3'] }).targets.proteinGPerKg).toBe(0.8);
  });

  it('sets keto ≤ 50 g and low-carb < 130 g carbohydrate', () => {
    const keto = targets({ dietaryRestrictions: ['Keto'] }).targets;
    expect(keto.carbsG).toBe(30);
    expect(keto.carbsMaxG).toBe(50);
    const low = targets({ dietaryRestrictions: ['Low-Carb'] }).targets;
    expect(low.carbsG).toBe(100);
    expect(low.carbsMaxG).toBe(129);
  });

  it('limits saturated fat to < 7 % of energy when LDL is ≥ 160 (NCEP TLC), with the reason', () => {
    const r = targets({}, [bio('LDL', 172, 'high')]);
    expect(r.targets.saturatedFatMaxG).toBe(Math.floor((r.targets.calories * 0.07) / 9));
    expect(
      r.rationale.some((x) =>
        x.text.startsWith('LDL cholesterol 172 mg/dL (high) (≥ 160) → saturated fat < 7 % of energy'),
      ),
    ).toBe(true);
    // LDL high but below 160: the general < 10 % ceiling, with soluble fibre.
    const mild = targets({}, [bio('LDL', 140, 'high')]);
    expect(mild.targets.saturatedFatMaxG).toBe(Math.floor((mild.targets.calories * 0.1) / 9));
    expect(targets({}).targets.saturatedFatMaxG).toBe(Math.floor((2760 * 0.1) / 9));
  });

  it('fills missing data with stated defaults', () => {
    const r = computeTargets(resolveProfile(null), noSignals(), parseRestrictions([]), 'free');
    expect(r.targets.calories).toBeGreaterThanOrEqual(1500);
    expect(resolveProfile(null).assumptions.length).toBeGreaterThanOrEqual(5);
  });

  it('bounds water to 1.5–4 L', () => {
    expect(targets({ weight: 300, height: 250 }).targets.waterMl).toBeLessThanOrEqual(4000);
    expect(targets({ weight: 30, height: 120 }).targets.waterMl).toBeGreaterThanOrEqual(1500);
  });

  it('frailty or falls: about 30 kcal per kg (ESPEN geriatrics) and no weight-loss deficit', () => {
    const frail = { age: 82, gender: 'female', height: 150, weight: 48, activityLevel: 'sedentary' } as const;
    const plain = targets(frail);
    const withFalls = targets({ ...frail, medicalConditions: ['falls'] });
    expect(plain.targets.calories).toBeLessThan(1440);
    expect(withFalls.targets.calories).toBe(1440);
    expect(withFalls.rationale.some((r) => /30 kcal per kg/.test(r.text) && /ESPEN/.test(r.source))).toBe(
      true,
    );
    const loss = targets({
      ...frail,
      weight: 70,
      medicalConditions: ['frailty'],
      fitnessGoals: ['Weight Loss'],
    });
    expect(loss.notes.some((n) => n.code === 'deficit-withheld' && /frailty or falls/.test(n.message))).toBe(
      true,
    );
    // Above BMI 30 the per-kg rule would overfeed: maintenance stays the equation's.
    const heavy = targets({ ...frail, weight: 90, medicalConditions: ['falls'] });
    expect(heavy.targets.calories).toBeLessThan(30 * 90);
  });

  it('never caps fibre under 50 g a day outside a clinical rule (IOM: no upper intake)', () => {
    const low = targets({
      gender: 'female',
      age: 45,
      height: 155,
      weight: 70,
      fitnessGoals: ['Weight Loss'],
    });
    expect(low.targets.fiberG).toBeLessThan(30);
    expect(low.targets.limits.fiberMaxG).toBe(50);
    expect(targets({ weight: 120, activityLevel: 'very_active' }).targets.limits.fiberMaxG).toBe(
      Math.round(targets({ weight: 120, activityLevel: 'very_active' }).targets.fiberG * 1.5),
    );
  });
});
