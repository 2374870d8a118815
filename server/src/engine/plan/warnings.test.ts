import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import { MEDICAL_CONDITIONS, type PlanType } from '@common/options';
import { generatePlan, type EngineProfile } from './generate-plan';

const NOW = new Date('2025-04-01T12:00:00Z');
const plan = (p: Partial<EngineProfile>, biomarkers: BiomarkerInput[] = [], planType: PlanType = 'premium') =>
  generatePlan({
    profile: { age: 50, gender: 'female', height: 160, weight: 70, activityLevel: 'light', ...p },
    biomarkers,
    planType,
    now: NOW,
    seed: 5,
  });

describe('warnings', () => {
  it('warns for every preset medical condition', () => {
    const p = plan({ medicalConditions: [...MEDICAL_CONDITIONS] });
    const codes = p.content.warnings.map((w) => w.code);
    for (const key of [
      'diabetes',
      'hypertension',
      'heart-disease',
      'thyroid',
      'arthritis',
      'asthma',
      'high-cholesterol',
      'pcos',
      'depression',
      'anxiety',
    ]) {
      expect(codes).toContain(`condition:${key}`);
    }
  });

  it('puts the most serious first: heart disease needs clearance before vigorous exercise', () => {
    const p = plan({ medicalConditions: ['Asthma', 'Heart Disease'], medications: ['metformin'] });
    expect(p.content.warnings[0]?.severity).toBe('critical');
    expect(p.warnings[0]).toMatch(/Heart disease: get medical clearance before vigorous exercise/);
    expect(p.warnings[p.warnings.length - 1]).toMatch(/does not replace/);
    expect(plan({ medicalConditions: ['uncontrolled hypertension'] }).warnings[0]).toMatch(
      /medical clearance/,
    );
  });

  it('says which kidney protein level the plan chose and why not the supervised lower one', () => {
    const egfr: BiomarkerInput = {
      code: 'EGFR',
      valueCanonical: 48,
      flag: 'low',
      clinicallyImportant: true,
      sampledAt: '2025-03-20',
    };
    for (const p of [plan({ medicalConditions: ['Kidney disease'] }), plan({}, [egfr])]) {
      const kidney = p.content.warnings.find((w) => /kidney/i.test(w.message));
      expect(kidney?.message).toMatch(/capped at 0\.8 g\/kg \(KDIGO 2024; the lower 0\.55–0\.6 g\/kg diet/);
      expect(kidney?.message).toMatch(/renal dietitian/);
    }
  });

  // Kidney disease with a reduced eGFR (a caution and a critical warning): the protein cap is said once, in the
  // first warning the member reads, and the other refers to it.
  it('says the kidney protein cap once when kidney disease and a reduced eGFR both apply', () => {
    for (const value of [48, 40]) {
      const egfr: BiomarkerInput = {
        code: 'EGFR',
        valueCanonical: value,
        flag: 'low',
        clinicallyImportant: true,
        sampledAt: '2025-03-20',
      };
      const ws = plan({ medicalConditions: ['Kidney disease'] }, [egfr]).content.warnings;
      const kidney = ws.filter((w) => /kidney/i.test(w.message));
      expect(kidney.map((w) => w.code)).toEqual(
        expect.arrayContaining(['condition:kidney-disease', 'biomarker:EGFR']),
      );
      const stated = ws.filter((w) => /capped at 0\.8 g\/kg/.test(w.message));
      expect(stated, `eGFR ${value}`).toHaveLength(1);
      expect(ws.indexOf(stated[0]!)).toBeLessThan(
        ws.findIndex((w) => /protein is capped as said above/.test(w.message)),
      );
    }
  });

  it('names old results in a short note, after what matters', () => {
    const codes = ['LDL', 'HDL', 'TG', 'CHOL_TOTAL', 'GLU_FASTING', 'HBA1C', 'TSH', 'B12'] as const;
    const old: BiomarkerInput[] = codes.map((code) => ({
      code,
      valueCanonical: code === 'TSH' ? 2 : 100,
      flag: null,
      clinicallyImportant: false,
      sampledAt: '2023-01-01',
    }));
    const stale = plan({}, old).content.warnings.find((w) => w.code === 'biomarker:stale');
    expect(stale?.severity).toBe('info');
    expect(stale?.message).toMatch(/ and \d+ more\): they are still applied/);
  });

  it('warns about medications with known interactions', () => {
    const p = plan({
      medications: [
        'Insulin aspart',
        'glimepiride 2mg',
        'Warfarin 5 mg',
        'rosuvastatin',
        'propranolol',
        'phenelzine 15mg',
      ],
    });
    // One warning per interaction rule: a class can carry several (warfarin: vitamin K and supplements).
    const byCode = (code: string): string =>
      p.content.warnings
        .filter((w) => w.code === code)
        .map((w) => w.message)
        .join('\n');
    expect(byCode('medication:insulin')).toMatch(/hypoglycaemia/);
    expect(byCode('medication:sulfonylurea')).toMatch(/hypoglycaemia/);
    expect(byCode('medication:warfarin')).toMatch(/vitamin K steady/);
    expect(byCode('medication:warfarin')).toMatch(/supplements/);
    expect(byCode('medication:statin')).toMatch(/muscle pain/);
    expect(byCode('medication:beta-blocker')).toMatch(/heart-rate targets are unreliable/);
    expect(byCode('medication:maoi')).toMatch(/tyramine/);
    // MAOI: tyramine-rich foods left out of the menu.
    const foods = new Set(
      p.content.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.foodId))),
    );
    for (const id of ['usda:cheddar', 'usda:parmesan', 'usda:soy-sauce', 'usda:red-wine'])
      expect(foods.has(id)).toBe(false);
  });

  it('puts a critical result first in every plan type: results on file set safety limits in free plans too', () => {
    const k: BiomarkerInput = {
      code: 'K',
      valueCanonical: 6.4,
      flag: 'high',
      clinicallyImportant: true,
      sampledAt: '2025-03-20',
    };
    for (const type of ['premium', 'free'] as const) {
      const p = plan({}, [k], type);
      // K ≥ 6.0 is past the critical threshold: its escalation leads, saying what to do today.
      expect(p.content.warnings[0]).toMatchObject({ severity: 'critical', code: 'escalation:K-high' });
      expect(p.warnings[0]).toMatch(/^Potassium 6.4 mmol\/L \(high\)/);
      expect(p.content.inputs.biomarkersUsed).toEqual(['K']);
      expect(p.content.targets.limits?.potassiumMaxMg).toBe(2500);
    }
  });

  it('warns about unrecognised conditions and an SGLT2 inhibitor on keto', () => {
    const p = plan({
      medicalConditions: ['Ehlers-Danlos'],
      medications: ['empagliflozin'],
      dietaryRestrictions: ['Keto'],
    });
    expect(p.content.warnings.find((w) => w.code === 'profile:not-understood')?.message).toMatch(
      /Ehlers-Danlos/,
    );
    // What was not understood is stated first; the ketoacidosis conflict is next; the drug's own note stays informational.
    expect(p.content.warnings[0]).toMatchObject({ severity: 'critical', code: 'profile:not-understood' });
    expect(p.content.warnings[1]).toMatchObject({ severity: 'critical', code: 'conflict:keto-diabetes' });
    expect(p.content.warnings[1]?.message).toMatch(/SGLT2 inhibitor/);
  });
});

describe('no result flagged out of range is left unsaid', () => {
  const result = (code: BiomarkerInput['code'], value: number, flag: 'high' | 'low'): BiomarkerInput => ({
    code,
    valueCanonical: value,
    flag,
    clinicallyImportant: false,
    sampledAt: '2025-03-20',
  });
  const notActedOn = (p: ReturnType<typeof plan>) =>
    p.content.warnings.find((w) => w.code === 'biomarker:not-acted-on');

  it('results the plan does not use are listed for the doctor, on every plan type', () => {
    for (const type of ['free', 'premium'] as const) {
      const p = plan(
        {},
        [result('PLT', 95, 'low'), result('ALT', 85, 'high'), result('NA', 133, 'low')],
        type,
      );
      const w = notActedOn(p);
      expect(w?.severity, type).toBe('caution');
      // Sodium is also a dietary limit in the rationale: the reading itself decides, not the word.
      for (const reading of [/Platelets? [^,]*95/, /ALT[^,]* 85/, /Sodium[^,]* 133/])
        expect(w?.message).toMatch(reading);
      expect(w?.message).toMatch(/Show them to your doctor/);
    }
  });

  it('a result the plan acts on is not repeated in the list; a free plan lists what it does not personalise', () => {
    const premium = plan({}, [result('FERRITIN', 9, 'low')], 'premium');
    expect(notActedOn(premium)).toBeUndefined();
    expect(notActedOn(plan({}, [result('FERRITIN', 9, 'low')], 'free'))?.message).toMatch(/Ferritin 9/);
    expect(notActedOn(plan({}, [result('LDL', 150, 'high')]))).toBeUndefined();
  });

  it('LDL ≥ 190 mg/dL: a caution to see the doctor about medicine and a family check (ACC/AHA 2018)', () => {
    const w = plan({}, [result('LDL', 195, 'high')]).content.warnings.find(
      (x) => x.code === 'biomarker:LDL-very-high',
    );
    expect(w?.severity).toBe('caution');
    expect(w?.message).toMatch(/familial hypercholesterolaemia/);
    expect(
      plan({}, [result('LDL', 170, 'high')]).content.warnings.some(
        (x) => x.code === 'biomarker:LDL-very-high',
      ),
    ).toBe(false);
  });
});

describe('a menu short of calcium says so (ICMR-NIN 2020; IOM 2011)', () => {
  it('the warning appears exactly when the menu averages under 800 mg, with the RDA for age and sex', () => {
    const seen = { low: 0, fine: 0 };
    for (const [p, rda] of [
      [{ age: 72, gender: 'female', dietaryRestrictions: ['Dairy-Free'] }, '1,200'],
      [{ age: 30, gender: 'male', dietaryRestrictions: ['Keto'] }, '1,000'],
      [{ age: 45, gender: 'male', dietaryRestrictions: ['Kosher'] }, '1,000'],
      [{ age: 40, gender: 'female', dietaryRestrictions: ['Vegetarian'] }, '1,000'],
      // Kidney disease: the menu is not steered to calcium (calcium-swap.ts), so this menu stays short of it.
      [
        {
          age: 60,
          gender: 'male',
          dietaryRestrictions: ['Dairy-Free'],
          medicalConditions: ['Kidney Disease'],
        },
        '1,000',
      ],
    ] as const) {
      const made = plan({
        ...p,
        dietaryRestrictions: [...p.dietaryRestrictions],
        medicalConditions: 'medicalConditions' in p ? [...p.medicalConditions] : [],
      });
      const days = made.content.days;
      const avg = days.reduce((a, d) => a + (d.totals.calciumMg ?? 0), 0) / days.length;
      const w = made.content.warnings.find((x) => x.code === 'calcium-low');
      if (avg < 800) {
        seen.low++;
        expect(w?.message).toMatch(new RegExp(`under the ${rda} mg you need`));
      } else {
        seen.fine++;
        expect(w).toBeUndefined();
      }
    }
    // Both sides of the rule are exercised.
    expect(seen.low).toBeGreaterThan(0);
    expect(seen.fine).toBeGreaterThan(0);
  });
});

describe('a short menu names what narrowed it', () => {
  // An economical budget and a 30-minute cooking time left 10 dishes for a member with no restriction; the plan said
  // "Your restrictions (as listed) leave 10 lunch and dinner dishes", naming restrictions the member never gave.
  it('names the preferences kept, and no restriction the member did not give', () => {
    const economical = {
      cuisine: 'mixed' as const,
      region: null,
      mealsPerDay: null,
      dislikedFoods: [],
      allergies: [],
      budget: 'economical' as const,
      cookingMinutes: 30,
      proteinSupplements: false,
    };
    const texts = [1, 2, 3].flatMap((seed) =>
      generatePlan({
        profile: {
          age: 35,
          gender: 'male',
          height: 170,
          weight: 68,
          activityLevel: 'active',
          fitnessGoals: ['Muscle Gain'],
          mealPreferences: economical,
        },
        biomarkers: [],
        planType: 'premium',
        now: NOW,
        seed,
      }).content.warnings.filter((w) => w.code === 'limited-variety' || w.code === 'targets-unreachable'),
    );
    const variety = texts.filter((w) => w.code === 'limited-variety');
    expect(variety.length).toBeGreaterThan(0);
    for (const w of texts) {
      expect(w.message).not.toMatch(/as listed|restrictions \(none\)/);
      expect(w.message).not.toMatch(/Your restrictions|restrictions \(/);
    }
    // The cooking time is named only where every slot kept it (one it could not keep is said in its own note).
    for (const w of variety)
      expect(w.message).toMatch(
        /^Your preferences \(an economical budget(, 30 minutes of cooking a day)?\) leave \d+/,
      );
  });
});

describe('kidney function in what the plan says (KDIGO 2022 diabetes in CKD; KDIGO 2017 CKD-MBD)', () => {
  const egfr = (value: number): BiomarkerInput => ({
    code: 'EGFR',
    valueCanonical: value,
    flag: value < 60 ? 'low' : 'normal',
    clinicallyImportant: false,
    sampledAt: null,
  });
  const onMetformin = { medicalConditions: ['type 2 diabetes'], medications: ['metformin 1g twice a day'] };

  // A member on 2 g of metformin a day with an eGFR of 38 was told only to avoid alcohol and test B12.
  it('tells a member on metformin what their eGFR means for the dose', () => {
    const said = (value: number) =>
      plan(onMetformin, [egfr(value)]).content.warnings.filter(
        (w) => w.code === 'medication:metformin-kidney',
      );
    const [stop] = said(25);
    expect(stop?.severity).toBe('critical');
    expect(stop?.message).toMatch(/not used when the eGFR is under 30.*Contact your doctor today/);
    const [reduce] = said(38);
    expect(reduce?.severity).toBe('caution');
    expect(reduce?.message).toMatch(/eGFR 38 .*usual maximum is 1,000 mg a day.*review your dose/);
    expect(said(52)[0]?.message).toMatch(/checked every 3–6 months/);
    expect(said(75)).toEqual([]);
    // No eGFR on file, or no metformin: nothing to say.
    expect(plan(onMetformin).content.warnings.some((w) => w.code === 'medication:metformin-kidney')).toBe(
      false,
    );
    expect(
      plan({ medicalConditions: ['type 2 diabetes'] }, [egfr(38)]).content.warnings.some(
        (w) => w.code === 'medication:metformin-kidney',
      ),
    ).toBe(false);
  });

  const ckd = () =>
    plan(
      {
        age: 68,
        gender: 'male',
        height: 170,
        weight: 84,
        activityLevel: 'sedentary',
        fitnessGoals: ['Weight Loss'],
        medicalConditions: ['type 2 diabetes', 'CKD stage 3', 'high BP'],
        medications: ['amlodipine'],
      },
      [
        egfr(45),
        { code: 'K', valueCanonical: 5.3, flag: 'high', clinicallyImportant: false, sampledAt: null },
        { code: 'CREAT', valueCanonical: 1.6, flag: 'high', clinicallyImportant: false, sampledAt: null },
      ],
    ).content.warnings;

  // The eGFR is worked out from the creatinine: one finding, named together, not "not used to shape this plan".
  it('names a raised creatinine with the eGFR it gives, not among the results left unused', () => {
    const w = ckd();
    expect(w.find((x) => x.code === 'biomarker:EGFR')?.message).toMatch(
      /^eGFR 45 .*, Creatinine 1\.6 mg\/dL \(high\)/,
    );
    expect(w.find((x) => x.code === 'biomarker:not-acted-on')?.message ?? '').not.toMatch(/Creatinine/);
  });

  // eGFR 25 is escalated (G4) first; the creatinine it comes from is named there too, not listed as unused.
  it('names the creatinine beside a severely reduced eGFR', () => {
    const w = plan({ medicalConditions: ['CKD stage 4'] }, [
      egfr(25),
      { code: 'CREAT', valueCanonical: 3.4, flag: 'high', clinicallyImportant: false, sampledAt: null },
    ]).content.warnings;
    expect(
      w.some((x) => /^eGFR 25 .*, Creatinine 3\.4 mg\/dL \(high\): severely reduced/.test(x.message)),
    ).toBe(true);
    expect(w.find((x) => x.code === 'biomarker:not-acted-on')?.message ?? '').not.toMatch(/Creatinine/);
  });

  // Dairy brings phosphorus and potassium, and calcium supplements follow phosphate and PTH in CKD: "add milk, curd"
  // is not advice for a member whose potassium the plan limits.
  it('sends a member with kidney disease to their kidney team about calcium, not to dairy', () => {
    const calcium = ckd().find((x) => x.code === 'calcium-low');
    expect(calcium, 'this menu is short of calcium').toBeDefined();
    expect(calcium!.message).toMatch(
      /kidney team or renal dietitian before adding dairy or a calcium supplement/,
    );
    expect(calcium!.message).not.toMatch(/add milk/);
  });
});

describe('a listed condition names the result that measures it', () => {
  const goutLiver = (medications: string[], urate = 8.5) =>
    plan({ medicalConditions: ['gout', 'fatty liver'], medications }, [
      { code: 'ALT', valueCanonical: 70, flag: 'high', clinicallyImportant: false, sampledAt: null },
      {
        code: 'URIC_ACID',
        valueCanonical: urate,
        flag: urate > 7 ? 'high' : 'normal',
        clinicallyImportant: false,
        sampledAt: null,
      },
    ]).content.warnings;

  // Gout with uric acid 8.5 and fatty liver with ALT 70: both results were listed as "not used to shape this plan".
  it('names raised urate with gout and liver enzymes with liver disease, not among the unused results', () => {
    const w = goutLiver([]);
    expect(w.find((x) => x.code === 'condition:gout')?.message).toMatch(
      /^Gout, with Uric acid 8\.5 mg\/dL \(high\): /,
    );
    expect(w.find((x) => x.code === 'condition:liver-disease')?.message).toMatch(
      /, with ALT \(SGPT\) 70 U\/L \(high\): /,
    );
    expect(w.find((x) => x.code === 'biomarker:not-acted-on')?.message ?? '').not.toMatch(/Uric acid|ALT/);
  });

  // ACR 2020 treat-to-target: on allopurinol a urate of 6 mg/dL or more means the dose is usually raised.
  it('tells a member on allopurinol above the urate target to ask about the dose', () => {
    const target = (w: ReturnType<typeof goutLiver>) => w.find((x) => x.code === 'medication:urate-target');
    expect(target(goutLiver(['allopurinol 100 mg']))?.message).toMatch(
      /under 6 mg\/dL; ask your doctor whether the dose/,
    );
    expect(target(goutLiver(['allopurinol 300 mg'], 5.2))).toBeUndefined();
    expect(target(goutLiver([]))).toBeUndefined();
  });
});

describe('a thyroid result is read against thyroid hormone treatment (ATA 2014, ATA 2017)', () => {
  const thyroid = (
    medications: string[],
    tsh: number,
    flag: 'high' | 'low' | 'normal',
    pregnancyStatus?: string,
  ) =>
    plan(
      { medicalConditions: ['hypothyroid'], medications, ...(pregnancyStatus ? { pregnancyStatus } : {}) },
      [{ code: 'TSH', valueCanonical: tsh, flag, clinicallyImportant: false, sampledAt: null }],
    ).content.warnings;
  const said = (w: ReturnType<typeof thyroid>) =>
    w.find((x) => x.code === 'biomarker:thyroid')?.message ?? '';

  // TSH 6.8 on thyronorm 50 mcg got only "abnormal thyroid results change energy needs; see your doctor".
  it('says a high TSH on levothyroxine points at the dose or how it is taken, a low one at too much', () => {
    expect(said(thyroid(['thyronorm 50 mcg'], 6.8, 'high'))).toMatch(
      /^TSH 6\.8 .*see your doctor\. On thyronorm 50 mcg a high TSH usually means the dose is too low or the tablet is not being absorbed/,
    );
    expect(said(thyroid(['eltroxin 100'], 0.05, 'low'))).toMatch(
      /On eltroxin 100 a low TSH usually means the dose is more than you need/,
    );
    // Without the treatment the result keeps its general advice only.
    expect(said(thyroid([], 6.8, 'high'))).not.toMatch(/dose/);
    expect(said(thyroid(['thyronorm 50 mcg'], 2.1, 'normal'))).toBe('');
  });

  it('tells a pregnant member on levothyroxine that the dose usually rises and TSH is checked every 4 weeks', () => {
    const pregnant = thyroid(['levothyroxine 75 mcg'], 2.1, 'normal', 'pregnant_1');
    expect(pregnant.find((x) => x.code === 'medication:levothyroxine-pregnancy')?.message).toMatch(
      /^levothyroxine 75 mcg in pregnancy: the dose usually needs raising .* every 4 weeks/,
    );
    expect(
      thyroid(['levothyroxine 75 mcg'], 2.1, 'normal').some(
        (x) => x.code === 'medication:levothyroxine-pregnancy',
      ),
    ).toBe(false);
  });
});

describe('LDL after a heart attack or stroke is read against its treatment target (ACC/AHA 2018, ESC/EAS 2019)', () => {
  const ldl = (value: number, conditions: string[], medications: string[]) =>
    plan({ medicalConditions: conditions, medications }, [
      {
        code: 'LDL',
        valueCanonical: value,
        flag: value > 100 ? 'high' : 'normal',
        clinicallyImportant: false,
        sampledAt: null,
      },
    ]).content.warnings;
  const target = (w: ReturnType<typeof ldl>) =>
    w.find((x) => x.code === 'biomarker:LDL-ascvd-target')?.message;

  // A 71-year-old with a stent on atorvastatin 40 and LDL 110 read "not used to shape this plan".
  it('asks a member with a stent on a statin above 70 mg/dL about stepping treatment up', () => {
    const w = ldl(110, ['heart attack 2024 with stent'], ['atorvastatin 40']);
    expect(target(w)).toMatch(
      /^LDL cholesterol 110 mg\/dL \(high\) on atorvastatin 40: above the target .*under 70 mg\/dL.*ezetimibe/,
    );
    expect(w.find((x) => x.code === 'biomarker:not-acted-on')?.message ?? '').not.toMatch(/LDL/);
  });

  it('tells a member after a stroke without a statin that medicine is recommended, and nothing under 70', () => {
    expect(target(ldl(96, ['had a stroke last year'], []))).toMatch(
      /medicine \(usually a statin\) is recommended/,
    );
    expect(target(ldl(62, ['heart attack 2024 with stent'], ['atorvastatin 40']))).toBeUndefined();
    expect(target(ldl(150, ['high cholesterol'], []))).toBeUndefined();
  });

  it('names a raised LDL in the high-cholesterol warning, not among the unused results', () => {
    const w = ldl(150, ['high cholesterol'], []);
    expect(w.find((x) => x.code === 'condition:high-cholesterol')?.message).toMatch(
      /^High cholesterol, with LDL cholesterol 150 mg\/dL \(high\): /,
    );
    expect(w.find((x) => x.code === 'biomarker:not-acted-on')?.message ?? '').not.toMatch(/LDL/);
  });
});
