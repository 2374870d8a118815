import { describe, expect, it } from 'vitest';
import {
  assessRisk,
  ckdEpi2021,
  fib4,
  findriscBand,
  findriscPoints,
  kdigoStage,
  pooledCohortRisk,
  pooledCohortSum,
  type RiskInputs,
} from './risk-assessment';
import { preventTotalCvd10, type PreventInputs } from './prevent';

const person = (over: Partial<RiskInputs> = {}): RiskInputs => ({
  age: 55,
  sex: 'male',
  heightCm: 175,
  weightKg: 80,
  activityLevel: 'moderate',
  conditions: [],
  medications: [],
  pregnant: false,
  systolicBp: 120,
  diastolicBp: 80,
  treatedForHypertension: false,
  smoker: false,
  waistCm: 92,
  familyHistoryDiabetes: false,
  familyHistoryEarlyHeartDisease: false,
  labs: {},
  ...over,
});
const byId = (i: RiskInputs, id: string) => assessRisk(i).scores.find((s) => s.id === id)!;

describe('Pooled Cohort Equations', () => {
  // Goff 2013 (Circulation 2014;129:S49), Appendix 7 Table A worked example: age 55, total cholesterol 213 mg/dL,
  // HDL 50 mg/dL, untreated systolic 120 mmHg, non-smoker, no diabetes → individual sum −29.67 (white women) and
  // 60.69 (white men); 10-year risk 2.1 % and 5.3 %. The table's risks are computed from its rounded sums, hence
  // the 0.1-point tolerance.
  const example = {
    age: 55,
    totalChol: 213,
    hdl: 50,
    sbp: 120,
    treated: false,
    smoker: false,
    diabetes: false,
  };
  it('reproduces the published individual sums and risks', () => {
    const women = pooledCohortSum('female', example);
    const men = pooledCohortSum('male', example);
    expect(women).toBeCloseTo(-29.67, 1);
    expect(men).toBeCloseTo(60.69, 1);
    expect(Math.abs(pooledCohortRisk('female', women) - 2.1)).toBeLessThan(0.1);
    expect(Math.abs(pooledCohortRisk('male', men) - 5.3)).toBeLessThan(0.1);
  });

  it('rises with smoking, treated pressure and diabetes', () => {
    const base = pooledCohortRisk('male', pooledCohortSum('male', example));
    for (const change of [{ smoker: true }, { treated: true, sbp: 140 }, { diabetes: true }]) {
      expect(pooledCohortRisk('male', pooledCohortSum('male', { ...example, ...change }))).toBeGreaterThan(
        base,
      );
    }
  });

  it('gives no number outside the validated age range, and lists missing inputs', () => {
    const young = byId(person({ age: 30, labs: { CHOL_TOTAL: 213, HDL: 50 } }), 'ascvd_pce');
    expect(young.value).toBeNull();
    expect(young.meaning).toMatch(/40–79/);
    const missing = byId(person({ smoker: null }), 'ascvd_pce');
    expect(missing.value).toBeNull();
    expect(missing.missingInputs).toEqual(['total cholesterol', 'HDL cholesterol', 'smoker']);
    const ok = byId(person({ labs: { CHOL_TOTAL: 213, HDL: 50 } }), 'ascvd_pce');
    expect(ok.value).toBe(5.4);
    expect(ok.band).toBe('Borderline');
  });
});

describe('PREVENT (Khan 2024), 10-year total CVD', () => {
  // The preventr package's worked example of the published equations: a woman of 50, total cholesterol 200 and
  // HDL 45 mg/dL, systolic 160 mmHg on treatment, diabetes, non-smoker, no statin, eGFR 90 → 14.7 %.
  const example: PreventInputs = {
    age: 50,
    totalCholMgDl: 200,
    hdlMgDl: 45,
    sbp: 160,
    bpTreated: true,
    statin: false,
    diabetes: true,
    smoker: false,
    egfr: 90,
  };
  it('reproduces the published worked example', () => {
    expect(preventTotalCvd10('female', example)).toBeCloseTo(14.7, 1);
  });

  it('rises with age, pressure, smoking, diabetes and falling kidney function, for both sexes', () => {
    for (const sex of ['female', 'male'] as const) {
      const plain = { ...example, diabetes: false, bpTreated: false, sbp: 125 };
      const base = preventTotalCvd10(sex, plain);
      expect(base).toBeGreaterThan(0);
      expect(base).toBeLessThan(100);
      for (const worse of [
        { age: 60 },
        { sbp: 150 },
        { smoker: true },
        { diabetes: true },
        { egfr: 40 },
        { hdlMgDl: 35 },
      ]) {
        expect(
          preventTotalCvd10(sex, { ...plain, ...worse }),
          `${sex} ${JSON.stringify(worse)}`,
        ).toBeGreaterThan(base);
      }
    }
  });

  const withLabs = (over: Partial<RiskInputs> = {}) =>
    person({
      sex: 'female',
      age: 50,
      systolicBp: 160,
      treatedForHypertension: true,
      conditions: ['Type 2 diabetes'],
      labs: { CHOL_TOTAL: 200, HDL: 45, EGFR: 90 },
      heightCm: 165,
      weightKg: 70,
      ...over,
    });

  it('scores a profile with its labs, naming a statin from the medication list', () => {
    const s = byId(withLabs(), 'cvd_prevent');
    expect(s.value).toBe(14.7);
    expect(s.band).toBe('Intermediate');
    expect(s.source).toMatch(/Khan SS/);
    const onStatin = byId(withLabs({ medications: ['Atorva 10 mg at night'] }), 'cvd_prevent');
    expect(onStatin.inputs).toContainEqual({ name: 'Taking a statin', value: 'yes' });
    expect(onStatin.value).not.toBe(s.value);
  });

  it('names risk-enhancing factors at borderline and intermediate risk only', () => {
    const plain = byId(withLabs(), 'cvd_prevent');
    expect(plain.meaning).not.toMatch(/Risk-enhancing/);
    const family = byId(withLabs({ familyHistoryEarlyHeartDisease: true }), 'cvd_prevent');
    expect(family.meaning).toMatch(
      /Risk-enhancing factor the equations leave out: a family history of early heart/,
    );
    expect(family.inputs).toContainEqual({ name: 'Family history of early heart disease', value: 'yes' });
    const low = byId(
      withLabs({
        familyHistoryEarlyHeartDisease: true,
        age: 40,
        systolicBp: 115,
        treatedForHypertension: false,
        conditions: [],
      }),
      'cvd_prevent',
    );
    expect(low.band).toBe('Low');
    expect(low.meaning).not.toMatch(/Risk-enhancing/);
  });

  it('uses eGFR calculated from creatinine when none is printed, and lists what is missing', () => {
    const fromCreat = byId(withLabs({ labs: { CHOL_TOTAL: 200, HDL: 45, CREAT: 0.7 } }), 'cvd_prevent');
    expect(fromCreat.value).not.toBeNull();
    expect(fromCreat.inputs.find((x) => x.name === 'eGFR')?.value).toMatch(/^10\d mL/);
    const missing = byId(withLabs({ labs: { CHOL_TOTAL: 200 }, smoker: null }), 'cvd_prevent');
    expect(missing.value).toBeNull();
    expect(missing.missingInputs).toEqual(['HDL cholesterol', 'smoker', 'creatinine (or a printed eGFR)']);
  });

  it('gives no number outside its population: ages, ranges, BMI, known heart disease', () => {
    for (const over of [
      { age: 29 },
      { age: 80 },
      { systolicBp: 190 },
      { labs: { CHOL_TOTAL: 340, HDL: 45, EGFR: 90 } },
      { labs: { CHOL_TOTAL: 200, HDL: 45, EGFR: 10 } },
      { weightKg: 120 },
    ]) {
      const s = byId(withLabs(over), 'cvd_prevent');
      expect(s.value, JSON.stringify(over)).toBeNull();
      expect(s.meaning).toMatch(/validated only within/);
    }
    const cvd = byId(withLabs({ conditions: ['Coronary artery disease, stent 2021'] }), 'cvd_prevent');
    expect(cvd.value).toBeNull();
    expect(cvd.meaning).toMatch(/without known heart/);
  });
});

describe('CKD-EPI 2021 and KDIGO', () => {
  // Inker 2021 (NEJM 385:1737) equation: 142 × min(Scr/κ,1)^α × max(Scr/κ,1)^−1.200 × 0.9938^age × 1.012 [female].
  // Hand-computed: a 60-year-old man with creatinine 1.0 mg/dL → 142 × (1/0.9)^−1.2 × 0.9938^60 = 86.2; a
  // 50-year-old woman at κ (0.7 mg/dL) → 142 × 0.9938^50 × 1.012 = 105.3 (the NKF eGFR calculator shows 86 and 105).
  it('matches the equation at and above κ', () => {
    expect(ckdEpi2021(1.0, 60, 'male')).toBeCloseTo(86.2, 1);
    expect(ckdEpi2021(0.7, 50, 'female')).toBeCloseTo(105.3, 1);
    expect(ckdEpi2021(0.6, 50, 'female')).toBeGreaterThan(ckdEpi2021(0.7, 50, 'female'));
  });
  it('stages by KDIGO 2012 boundaries', () => {
    expect([90, 89.9, 60, 59, 45, 44, 30, 29, 15, 14].map((g) => kdigoStage(g).stage)).toEqual([
      'G1',
      'G2',
      'G2',
      'G3a',
      'G3a',
      'G3b',
      'G3b',
      'G4',
      'G4',
      'G5',
    ]);
  });
  it('prefers a printed eGFR and computes one from creatinine otherwise', () => {
    expect(byId(person({ labs: { EGFR: 52, CREAT: 1.0 } }), 'egfr_ckd_epi_2021')).toMatchObject({
      value: 52,
      band: 'G3a',
    });
    expect(byId(person({ age: 60, labs: { CREAT: 1.0 } }), 'egfr_ckd_epi_2021')).toMatchObject({
      value: 86,
      band: 'G2',
    });
    expect(byId(person({ sex: null, labs: { CREAT: 1.0 } }), 'egfr_ckd_epi_2021').missingInputs).toContain(
      'sex (male or female)',
    );
  });
});

describe('FIB-4', () => {
  // Sterling 2006: FIB-4 = age × AST / (platelets [10⁹/L] × √ALT). 50 y, AST 40, ALT 25, platelets 200 → 2000/1000 = 2.0.
  it('follows the formula and the cut-offs', () => {
    expect(fib4(50, 40, 25, 200)).toBeCloseTo(2.0, 10);
    expect(byId(person({ age: 50, labs: { AST: 40, ALT: 25, PLT: 200 } }), 'fib4')).toMatchObject({
      value: 2,
      band: 'Indeterminate',
    });
    expect(byId(person({ age: 50, labs: { AST: 20, ALT: 25, PLT: 250 } }), 'fib4').band).toBe('Low');
    expect(byId(person({ age: 60, labs: { AST: 80, ALT: 36, PLT: 120 } }), 'fib4').band).toBe('High');
    // Age ≥ 65: the lower cut-off is 2.0 (McPherson 2017): 1.8 is low at 70, indeterminate at 64.
    expect(byId(person({ age: 70, labs: { AST: 36, ALT: 49, PLT: 200 } }), 'fib4')).toMatchObject({
      value: 1.8,
      band: 'Low',
    });
  });
});

describe('FINDRISC', () => {
  // Lindström & Tuomilehto 2003 form: 58 y (3), BMI 31 (3), man with waist 100 cm (3), not active daily (2),
  // vegetables daily (0), BP medication (2), no high glucose (0), parent with diabetes (5) = 18 → high (1 in 3).
  it('adds the published points and bands', () => {
    const points = findriscPoints({
      age: 58,
      bmi: 31,
      waistCm: 100,
      sex: 'male',
      dailyActivity: false,
      dailyVegetables: true,
      bpMedication: true,
      highGlucoseHistory: false,
      familyHistory: 'first',
    });
    expect(points).toBe(18);
    expect(findriscBand(points)).toEqual({ band: 'High', risk: 'about 1 in 3' });
    expect([6, 7, 11, 12, 14, 15, 20, 21].map((p) => findriscBand(p).band)).toEqual([
      'Low',
      'Slightly elevated',
      'Slightly elevated',
      'Moderate',
      'Moderate',
      'High',
      'High',
      'Very high',
    ]);
  });
  it('is not applied to people with diabetes', () => {
    expect(byId(person({ conditions: ['Type 2 diabetes'] }), 'findrisc').band).toBe('Not applicable');
  });
});

describe('metabolic syndrome (harmonised 2009)', () => {
  it('needs 3 of 5 criteria, and says when missing inputs decide', () => {
    const three = byId(
      person({ waistCm: 95, labs: { TG: 180, HDL: 35, GLU_FASTING: 90 } }),
      'metabolic_syndrome',
    );
    expect(three).toMatchObject({ band: 'Present', value: 3 });
    const two = byId(
      person({ waistCm: 95, labs: { TG: 180, HDL: 55, GLU_FASTING: 90 } }),
      'metabolic_syndrome',
    );
    expect(two).toMatchObject({ band: 'Absent', value: 2 });
    const open = byId(person({ waistCm: 95, labs: { TG: 180 } }), 'metabolic_syndrome');
    expect(open.band).toBeNull();
    expect(open.missingInputs).toEqual(['HDL cholesterol', 'fasting glucose']);
  });
});

describe('anaemia type', () => {
  it('uses WHO haemoglobin and ferritin thresholds and MCV', () => {
    expect(byId(person({ sex: 'female', labs: { HGB: 12.5 } }), 'anaemia').band).toBe('No anaemia');
    expect(byId(person({ sex: 'male', labs: { HGB: 12.5, MCV: 72, FERRITIN: 8 } }), 'anaemia').band).toBe(
      'Iron-deficiency pattern',
    );
    expect(byId(person({ sex: 'female', labs: { HGB: 10.5, MCV: 70, FERRITIN: 120 } }), 'anaemia').band).toBe(
      'Microcytic',
    );
    expect(byId(person({ sex: 'female', labs: { HGB: 10.5, MCV: 108 } }), 'anaemia').band).toBe('Macrocytic');
    // With inflammation (CRP > 5 mg/L), ferritin up to 70 still means iron deficiency (WHO 2020).
    expect(
      byId(person({ sex: 'female', labs: { HGB: 10.5, MCV: 85, FERRITIN: 50, CRP: 20 } }), 'anaemia').band,
    ).toBe('Iron-deficiency pattern');
    expect(byId(person({ sex: 'female', pregnant: true, labs: { HGB: 11.2 } }), 'anaemia').band).toBe(
      'No anaemia',
    );
  });
});
