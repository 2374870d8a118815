/**
 * The catalogue wired into the engine (unknown lines never silently ignored, on each path), results past a
 * critical threshold leading the warnings or refusing the plan, and the condition and medicine rules, each through
 * the engine's public entry points.
 */
import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import { generatePlan, PlanRefused, screenProfile, type EngineProfile } from '../../plan/generate-plan';

const NOW = new Date('2025-06-15T09:30:00Z');
const BASE: EngineProfile = {
  age: 36,
  gender: 'female',
  height: 160,
  weight: 64,
  activityLevel: 'light',
  fitnessGoals: ['General Fitness'],
};
const lab = (code: BiomarkerInput['code'], value: number): BiomarkerInput => ({
  code,
  valueCanonical: value,
  flag: null,
  clinicallyImportant: true,
  sampledAt: '2025-06-01',
});
const screen = (profile: EngineProfile, biomarkers: BiomarkerInput[] = []) =>
  screenProfile({ profile: { ...BASE, ...profile }, biomarkers, planType: 'premium', now: NOW, seed: 7 });
const plan = (profile: EngineProfile, biomarkers: BiomarkerInput[] = []) =>
  generatePlan({ profile: { ...BASE, ...profile }, biomarkers, planType: 'premium', now: NOW, seed: 7 });

describe('lines the catalogue does not understand are stated first, never ignored', () => {
  it.each([
    ['condition', { medicalConditions: ['hypertension', 'zentrovex syndrome'] }, 'zentrovex syndrome'],
    ['medicine', { medications: ['metformin 500mg', 'frobnicate 10mg'] }, 'frobnicate 10mg'],
    ['supplement', { medications: ['vitamin D3 60k', 'moonbeam tonic capsules'] }, 'moonbeam tonic capsules'],
  ])('%s', (_path, profile, line) => {
    const { warnings } = screen(profile);
    expect(warnings[0]!.code).toBe('profile:not-understood');
    expect(warnings[0]!.message).toContain(`"${line}"`);
    expect(warnings[0]!.severity).toBe('critical');
  });

  it('known entries the plan has no rule for are named as not tailored', () => {
    const { warnings } = screen({ medicalConditions: ['psoriasis'] });
    expect(warnings.some((w) => w.code === 'condition:not-tailored' && /Psoriasis/.test(w.message))).toBe(
      true,
    );
  });

  it('falls and knee surgery shape the training: said as such, never as "no specific rules"', () => {
    const falls = screen({ age: 82, weight: 48, height: 150, medicalConditions: ['falls'] }).warnings;
    expect(falls.some((w) => w.code === 'condition:frailty' && w.severity === 'caution')).toBe(true);
    expect(falls.some((w) => w.code === 'condition:not-tailored')).toBe(false);
    const knee = screen({ medicalConditions: ['ACL reconstruction 5 months ago'] }).warnings;
    expect(knee.some((w) => w.code === 'condition:knee-surgery')).toBe(true);
    expect(knee.some((w) => w.code === 'condition:not-tailored')).toBe(false);
  });

  it('a supplement the member takes is recognised and not prescribed again', () => {
    const taken = plan({ medications: ['vitamin D3 60k weekly'] }, [lab('VITD_25OH', 12)]);
    const without = plan({}, [lab('VITD_25OH', 12)]);
    expect(without.content.supplements.some((s) => /^Vitamin D/.test(s.name))).toBe(true);
    expect(taken.content.supplements.some((s) => /^Vitamin D/.test(s.name))).toBe(false);
    expect(taken.warnings.join(' ')).not.toMatch(/not in our list/);
  });
});

describe('results past a critical threshold lead the warnings, with what to do', () => {
  it.each([
    ['K', 6.2, 'escalation:K-high'],
    ['K', 2.9, 'escalation:K-low'],
    ['NA', 129, 'escalation:NA-low'],
    ['EGFR', 21, 'escalation:EGFR-severe'],
    ['TG', 1186, 'escalation:TG-severe'],
    ['HBA1C', 12.3, 'escalation:glucose-severe'],
  ] as const)('%s %s → %s first, before a BMI warning', (code, value, expected) => {
    const { warnings } = screen({ weight: 120 }, [lab(code, value)]);
    expect(warnings[0]!.code).toBe(expected);
    expect(warnings.findIndex((w) => w.code.startsWith('bmi:'))).toBeGreaterThan(0);
  });

  it('ferritin over 1,000 with TSAT over 45 % is iron overload: no iron or vitamin C, no fortified cereal', () => {
    const p = plan({}, [lab('FERRITIN', 1150), lab('TSAT', 78)]);
    expect(p.warningDetails[0]!.code).toBe('escalation:iron-overload');
    expect(p.content.supplements.filter((s) => /iron|vitamin c/i.test(s.name))).toEqual([]);
    const foods = p.content.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.name)));
    expect(
      foods.filter((f) => /iron-fortified|fortified cereal|bran cereal|mutton|beef|liver/i.test(f)),
    ).toEqual([]);
  });

  it.each([
    ['K', 6.8],
    ['K', 2.3],
    ['NA', 121],
  ] as const)('%s %s: no safe self-guided plan → refused as a clinical finding', (code, value) => {
    expect(() => screen({}, [lab(code, value)])).toThrow(PlanRefused);
    try {
      screen({}, [lab(code, value)]);
    } catch (e) {
      expect((e as PlanRefused).kind).toBe('clinical');
    }
  });

  it('HbA1c 7.0 on diabetes treatment is near target, not critical', () => {
    const { warnings } = screen({ medications: ['metformin 500mg'] }, [lab('HBA1C', 7.0)]);
    const a1c = warnings.filter((w) => /HbA1c/.test(w.message));
    expect(a1c.map((w) => w.severity)).toEqual(['caution']);
    expect(a1c[0]!.code).toBe('biomarker:HBA1C-treated');
  });

  it('HbA1c 6.1 without diabetes is named as prediabetes', () => {
    const { warnings } = screen({}, [lab('HBA1C', 6.1)]);
    expect(warnings.some((w) => w.code === 'biomarker:prediabetes' && /prediabetes/.test(w.message))).toBe(
      true,
    );
    expect(warnings.filter((w) => w.severity === 'critical')).toEqual([]);
  });
});

describe('condition and medicine rules', () => {
  it('heart failure on furosemide with sodium 133: fluid 1.5 L, sodium ≤ 2,000 mg', () => {
    const { targets, warnings } = screen(
      { medicalConditions: ['heart failure EF 30%'], medications: ['furosemide 40mg'] },
      [lab('NA', 133)],
    );
    expect(targets.waterMl).toBe(1500);
    expect(targets.limits.sodiumMaxMg).toBeLessThanOrEqual(2000);
    expect(warnings.some((w) => /1\.5 litres/.test(w.message))).toBe(true);
  });

  it.each([
    [
      'heart failure on furosemide',
      { medicalConditions: ['heart failure'], medications: ['furosemide 40mg'] },
    ],
    ['heart failure', { medicalConditions: ['heart failure'] }],
    ['kidney stones', { medicalConditions: ['kidney stones'], weight: 50 }],
  ])('%s: the plan states one fluid figure, the one it sets', (_name, profile) => {
    const { targets, rationale } = plan(profile).content;
    const hydration = rationale.filter((r) => r.topic === 'hydration');
    expect(hydration.length).toBeGreaterThan(0);
    for (const r of hydration) {
      const figures = [...r.text.matchAll(/(\d[\d,]*) ml(?!\/kg)/g)].map((m) =>
        Number(m[1]!.replace(',', '')),
      );
      for (const ml of figures) expect(ml, r.text).toBe(targets.waterMl);
    }
  });

  it("a low-residue diet's fibre figures are the only ones stated", () => {
    const { targets, rationale } = plan({ medicalConditions: ["Crohn's disease with stricture"] }).content;
    expect(targets.limits?.fiberMaxG).toBeLessThanOrEqual(15);
    for (const r of rationale.filter((x) => /\bfibre\b/i.test(x.text))) {
      const grams = [...r.text.matchAll(/(\d+) g(?: a day|\/day)/g)].map((m) => Number(m[1]));
      for (const g of grams) expect(g, r.text).toBeLessThanOrEqual(targets.limits!.fiberMaxG);
    }
  });

  it('kidney stones with eGFR 95 are not kidney disease: no protein cap, ≥ 2.5 L fluid', () => {
    const { targets, warnings } = screen(
      { medicalConditions: ['kidney stones'], fitnessGoals: ['Muscle Gain'] },
      [lab('EGFR', 95)],
    );
    expect(targets.proteinGPerKg).toBeGreaterThan(0.8);
    expect(targets.waterMl).toBeGreaterThanOrEqual(2500);
    expect(warnings.some((w) => /fluid limits/.test(w.message))).toBe(false);
  });

  it('gestational diabetes in the third trimester: carbohydrate ≥ 175 g and well under the unadjusted target', () => {
    const gdm = screen({ medicalConditions: ['GDM 30 weeks'] });
    const plain = screen({ medicalConditions: ['pregnant 30 weeks'] });
    expect(gdm.targets.carbsG).toBeGreaterThanOrEqual(175);
    expect(gdm.targets.carbsG).toBeLessThan(plain.targets.carbsG);
  });

  it('a formula-feeding mother gets no lactation energy', () => {
    const formula = screen({ medicalConditions: ['delivered 2 months ago, formula feeding'] });
    const feeding = screen({ medicalConditions: ['breastfeeding'] });
    expect(feeding.targets.calories - formula.targets.calories).toBeGreaterThanOrEqual(300);
  });

  it('lithium with high blood pressure: steady salt, never "salt under 5 g" beside it', () => {
    const { targets, warnings } = screen({
      medicalConditions: ['hypertension'],
      medications: ['lithium 400mg'],
    });
    expect(warnings.some((w) => /salt under 5 g/.test(w.message))).toBe(false);
    expect(warnings.some((w) => /salt intake steady/.test(w.message))).toBe(true);
    expect(targets.limits.sodiumMaxMg).toBeNull();
  });

  it('a sulfonylurea with a deficit gets hypoglycaemia advice and a dose review', () => {
    const { warnings } = screen({
      medicalConditions: ['type 2 diabetes'],
      medications: ['glimepiride 2mg'],
      fitnessGoals: ['Weight Loss'],
      weight: 80,
    });
    expect(warnings.some((w) => w.code === 'rule:hypoglycaemia' && /review the dose/.test(w.message))).toBe(
      true,
    );
  });

  it('potassium 3.4 on a thiazide is flagged and the plan does not say the medicine raises potassium', () => {
    const p = plan({ medicalConditions: ['hypertension'], medications: ['Telma-H'] }, [lab('K', 3.4)]);
    expect(p.warningDetails.some((w) => w.code === 'rule:diuretic-low-potassium')).toBe(true);
    expect(p.content.rationale.some((r) => /raises blood potassium/.test(r.text))).toBe(false);
  });

  it('an eating-disorder history with a weight-loss goal gets no deficit', () => {
    const { targets } = screen({ medicalConditions: ['h/o anorexia'], fitnessGoals: ['Weight Loss'] });
    expect(targets.energy.adjustmentKcal).toBeGreaterThanOrEqual(0);
  });

  it('bariatric surgery 14 months ago is not recent surgery', () => {
    const p = plan({ medicalConditions: ['bariatric surgery 14 months ago', 'osteoporosis'] });
    expect(p.warningDetails.some((w) => w.code === 'condition:recent-surgery')).toBe(false);
    expect(p.warningDetails.some((w) => w.code === 'rule:bariatric')).toBe(true);
  });

  it('pregnant vegans get folic acid, vitamin D, iodine and DHA besides B12', () => {
    const p = plan({ dietaryRestrictions: ['vegan'], medicalConditions: ['pregnant 2nd trimester'] });
    const names = p.content.supplements.map((s) => s.name).join(', ');
    for (const n of ['Vitamin B12', 'Folic acid', 'Vitamin D', 'Iodine', 'DHA']) expect(names).toContain(n);
  });

  it('pregnancy offers iron to discuss (WHO 2016), never beside thalassaemia, sickle cell disease or iron overload', () => {
    for (const status of ['pregnant_1', 'pregnant_2', 'pregnant_3']) {
      const iron = plan({ pregnancyStatus: status }).content.supplements.find((s) => /^Iron/.test(s.name));
      expect(iron?.dose).toMatch(/30–60 mg/);
      expect(iron?.discussWithDoctor).toBe(true);
    }
    for (const other of ['thalassaemia', 'sickle cell disease', 'haemochromatosis']) {
      const p = plan({ pregnancyStatus: 'pregnant_2', medicalConditions: [other] });
      expect(p.content.supplements.some((s) => /iron/i.test(s.name))).toBe(false);
    }
    const breastfeeding = plan({ pregnancyStatus: 'breastfeeding' }).content.supplements;
    expect(breastfeeding.some((s) => /^Iron/.test(s.name))).toBe(false);
  });

  it('paleo serves no green peas; sesame allergy serves no gingelly oil', () => {
    const foods = (p: ReturnType<typeof plan>) =>
      p.content.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.name)));
    expect(foods(plan({ dietaryRestrictions: ['paleo'] })).filter((f) => /peas/i.test(f))).toEqual([]);
    expect(
      foods(plan({ medicalConditions: ['sesame allergy'] })).filter((f) => /gingelly|sesame|til\b/i.test(f)),
    ).toEqual([]);
  });
});
