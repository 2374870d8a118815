/**
 * Health risk assessment: validated scores from the profile and the latest biomarkers. Pure (no clock, no I/O):
 * the caller hands in the inputs. Each score states its inputs, what is missing, its band, a plain meaning and
 * its source; a score whose inputs are missing or outside the equation's validated range has no value (a wrong
 * number is worse than none).
 */
import type { RiskAssessment, RiskScore } from '@common/risk';
import { matchMedication } from '../drug-interactions';
import { PREVENT_RANGES, preventTotalCvd10 } from './prevent';

export interface RiskInputs {
  age: number | null;
  /** The equations are sex-specific: 'other' or null leaves them uncomputed. */
  sex: 'male' | 'female' | null;
  heightCm: number | null;
  weightKg: number | null;
  activityLevel: string | null;
  /** Free-text conditions from the profile (diabetes is recognised in them). */
  conditions: readonly string[];
  /** Free-text medication lines from the profile (a statin is recognised in them). */
  medications: readonly string[];
  pregnant: boolean;
  systolicBp: number | null;
  diastolicBp: number | null;
  treatedForHypertension: boolean | null;
  smoker: boolean | null;
  waistCm: number | null;
  familyHistoryDiabetes: boolean | null;
  /** A parent or sibling with heart disease early (men < 55, women < 65). */
  familyHistoryEarlyHeartDisease: boolean | null;
  /** Latest value per biomarker code, in the canonical units of common/biomarkers.ts. */
  labs: Readonly<Record<string, number | undefined>>;
}

export const RISK_SOURCES = {
  pce: 'Goff DC Jr et al. 2013 ACC/AHA Guideline on the Assessment of Cardiovascular Risk (Pooled Cohort Equations), Circulation 2014;129:S49–S73; risk categories: Arnett DK et al. 2019 ACC/AHA Primary Prevention Guideline',
  prevent:
    "Khan SS et al. Development and Validation of the American Heart Association's PREVENT Equations, Circulation 2024;149:430–449 (base model, 10-year total CVD, Supplemental Table S12A); bands for orientation: Arnett DK et al. 2019 ACC/AHA Primary Prevention Guideline",
  findrisc: 'Lindström J, Tuomilehto J. The Diabetes Risk Score (FINDRISC), Diabetes Care 2003;26:725–731',
  ckdEpi:
    'Inker LA et al. New Creatinine- and Cystatin C–Based Equations to Estimate GFR without Race (CKD-EPI 2021), N Engl J Med 2021;385:1737–1749; staging: KDIGO 2012 CKD guideline',
  metS: 'Alberti KGMM et al. Harmonizing the Metabolic Syndrome (IDF/NHLBI/AHA/WHF/IAS/IASO joint interim statement), Circulation 2009;120:1640–1645',
  fib4: 'Sterling RK et al. Hepatology 2006;43:1317–1325 (FIB-4); cut-offs 1.30/2.67: Shah AG et al. Clin Gastroenterol Hepatol 2009;7:1104–1112; age ≥ 65 lower cut-off 2.0: McPherson S et al. Am J Gastroenterol 2017;112:740–751',
  anaemia:
    'WHO 2024 Guideline on haemoglobin cutoffs to define anaemia; WHO 2020 Guideline on use of ferritin concentrations to assess iron status (ferritin < 15 µg/L, < 70 µg/L with inflammation)',
} as const;

const DISCLAIMER =
  'These scores estimate risk in groups of people; they are not a diagnosis. Your clinician reads them with your history. Missing inputs are listed: add them to your profile or upload a report that has them.';

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const hasDiabetes = (conditions: readonly string[]) =>
  conditions.some((c) => /diabet|\bt[12]dm?\b/i.test(c) && !/pre-?diabet/i.test(c));

function score(
  base: Pick<RiskScore, 'id' | 'name' | 'unit' | 'source'>,
  rest: Partial<RiskScore>,
): RiskScore {
  return { value: null, band: null, meaning: '', inputs: [], missingInputs: [], ...base, ...rest };
}

/** The inputs both heart-risk equations share: what is known (for the member to check) and what is missing. */
function cardiovascularInputs(i: RiskInputs): { inputs: RiskScore['inputs']; missing: string[] } {
  const tc = i.labs.CHOL_TOTAL;
  const hdl = i.labs.HDL;
  const yesNo = (b: boolean) => (b ? 'yes' : 'no');
  const known: [string, string | null | undefined][] = [
    ['Age', i.age === null ? null : `${i.age}`],
    ['Total cholesterol', tc === undefined ? null : `${tc} mg/dL`],
    ['HDL cholesterol', hdl === undefined ? null : `${hdl} mg/dL`],
    ['Systolic blood pressure', i.systolicBp === null ? null : `${i.systolicBp} mmHg`],
    [
      'Treated for high blood pressure',
      i.treatedForHypertension === null ? null : yesNo(i.treatedForHypertension),
    ],
    ['Current smoker', i.smoker === null ? null : yesNo(i.smoker)],
    [
      'Family history of early heart disease',
      i.familyHistoryEarlyHeartDisease === null ? null : yesNo(i.familyHistoryEarlyHeartDisease),
    ],
  ];
  const missing = [
    ...(i.age === null ? ['age'] : []),
    ...(i.sex === null ? ['sex (male or female)'] : []),
    ...(tc === undefined ? ['total cholesterol'] : []),
    ...(hdl === undefined ? ['HDL cholesterol'] : []),
    ...(i.systolicBp === null ? ['systolic blood pressure'] : []),
    ...(i.treatedForHypertension === null ? ['treated for high blood pressure'] : []),
    ...(i.smoker === null ? ['smoker'] : []),
  ];
  return {
    inputs: known.filter((k): k is [string, string] => !!k[1]).map(([name, value]) => ({ name, value })),
    missing,
  };
}

/**
 * Risk-enhancing factors that the equations leave out but the guideline weighs at borderline and intermediate
 * risk (Arnett DK et al. 2019 ACC/AHA Primary Prevention Guideline, section 4.4.1 / Table 6).
 */
function enhancers(i: RiskInputs, band: string): string {
  if (band !== 'Borderline' && band !== 'Intermediate') return '';
  const found = [
    ...(i.familyHistoryEarlyHeartDisease ? ['a family history of early heart disease'] : []),
    ...((i.labs.LPA ?? 0) >= 50 ? ['lipoprotein(a) ≥ 50 mg/dL'] : []),
    // CRP above 10 mg/L points to an acute illness and says nothing about arterial risk.
    ...((i.labs.CRP ?? 0) >= 2 && (i.labs.CRP ?? 0) < 10 ? ['CRP 2–10 mg/L'] : []),
  ];
  return found.length
    ? ` Risk-enhancing factor${found.length > 1 ? 's' : ''} the equations leave out: ${found.join(', ')}; at this level the 2019 ACC/AHA guideline counts them in favour of discussing treatment with your clinician.`
    : '';
}

// ---------------------------------------------------------------------------------------------------------------
// 10-year ASCVD risk, Pooled Cohort Equations (Goff 2013). The profile has no race field, so the equations for
// White and other people are used (the guideline's advice for races other than African American).
const PCE = {
  female: { s10: 0.9665, mean: -29.18 },
  male: { s10: 0.9144, mean: 61.18 },
} as const;

export function pooledCohortSum(
  sex: 'male' | 'female',
  v: {
    age: number;
    totalChol: number;
    hdl: number;
    sbp: number;
    treated: boolean;
    smoker: boolean;
    diabetes: boolean;
  },
): number {
  const la = Math.log(v.age);
  const lt = Math.log(v.totalChol);
  const lh = Math.log(v.hdl);
  const ls = Math.log(v.sbp);
  const sm = v.smoker ? 1 : 0;
  const dm = v.diabetes ? 1 : 0;
  if (sex === 'female') {
    return (
      -29.799 * la +
      4.884 * la * la +
      13.54 * lt -
      3.114 * la * lt -
      13.578 * lh +
      3.149 * la * lh +
      (v.treated ? 2.019 : 1.957) * ls +
      7.574 * sm -
      1.665 * la * sm +
      0.661 * dm
    );
  }
  return (
    12.344 * la +
    11.853 * lt -
    2.664 * la * lt -
    7.99 * lh +
    1.769 * la * lh +
    (v.treated ? 1.797 : 1.764) * ls +
    7.837 * sm -
    1.795 * la * sm +
    0.658 * dm
  );
}

/** 10-year risk in percent from the equation's individual sum. */
export function pooledCohortRisk(sex: 'male' | 'female', sum: number): number {
  const { s10, mean } = PCE[sex];
  return (1 - s10 ** Math.exp(sum - mean)) * 100;
}

function ascvd(i: RiskInputs): RiskScore {
  const base = {
    id: 'ascvd_pce',
    name: '10-year risk of heart attack or stroke (ASCVD, Pooled Cohort Equations)',
    unit: '%',
    source: RISK_SOURCES.pce,
  } as const;
  const tc = i.labs.CHOL_TOTAL;
  const hdl = i.labs.HDL;
  const cardio = cardiovascularInputs(i);
  const diabetes = hasDiabetes(i.conditions) || (i.labs.HBA1C ?? 0) >= 6.5;
  const missing = [...cardio.missing];
  const inputs = [...cardio.inputs, { name: 'Diabetes', value: diabetes ? 'yes' : 'no' }];
  if (missing.length > 0 || i.age === null || !i.sex || tc === undefined || hdl === undefined) {
    return score(base, {
      inputs,
      missingInputs: missing,
      meaning: 'Cannot be estimated until the missing inputs are known.',
    });
  }
  // The equations were derived for ages 40–79 and these input ranges; outside them the number is not valid.
  const outOfRange = [
    i.age < 40 || i.age > 79 ? 'age outside 40–79' : null,
    tc < 130 || tc > 320 ? 'total cholesterol outside 130–320 mg/dL' : null,
    hdl < 20 || hdl > 100 ? 'HDL outside 20–100 mg/dL' : null,
    i.systolicBp! < 90 || i.systolicBp! > 200 ? 'systolic pressure outside 90–200 mmHg' : null,
  ].filter((x): x is string => x !== null);
  if (outOfRange.length > 0) {
    return score(base, {
      inputs,
      meaning: `Not estimated: the equations are validated only within their ranges (${outOfRange.join('; ')}).`,
    });
  }
  const risk = pooledCohortRisk(
    i.sex,
    pooledCohortSum(i.sex, {
      age: i.age,
      totalChol: tc,
      hdl,
      sbp: i.systolicBp!,
      treated: i.treatedForHypertension!,
      smoker: i.smoker!,
      diabetes,
    }),
  );
  const band = risk < 5 ? 'Low' : risk < 7.5 ? 'Borderline' : risk < 20 ? 'Intermediate' : 'High';
  return score(base, {
    value: round(risk),
    band,
    inputs,
    meaning: `About ${round(risk)} in 100 people with these values have a heart attack or stroke within 10 years (${band.toLowerCase()} risk: < 5 % low, 5–7.4 % borderline, 7.5–19.9 % intermediate, ≥ 20 % high). The equations were derived in US cohorts and may under-estimate risk in South Asian people.${enhancers(i, band)}`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// PREVENT (Khan 2024): 10-year total CVD (heart attack, stroke or heart failure), race-free, with kidney function
// and statin use. For people without known cardiovascular disease, aged 30–79.
const KNOWN_CVD =
  /heart (?:attack|disease|failure)|coronary|\bcad\b|\bchd\b|angina|myocardial|stroke|\btia\b|bypass|stent|peripheral (?:arterial|artery)/i;

/** eGFR as printed on a report, else calculated from creatinine (CKD-EPI 2021); null when neither is possible. */
function egfrOf(i: RiskInputs): number | null {
  if (i.labs.EGFR !== undefined) return i.labs.EGFR;
  const creat = i.labs.CREAT;
  return creat !== undefined && i.age !== null && i.sex && i.age >= 18
    ? ckdEpi2021(creat, i.age, i.sex)
    : null;
}

function preventScore(i: RiskInputs): RiskScore {
  const base = {
    id: 'cvd_prevent',
    name: '10-year risk of heart attack, stroke or heart failure (AHA PREVENT)',
    unit: '%',
    source: RISK_SOURCES.prevent,
  } as const;
  const tc = i.labs.CHOL_TOTAL;
  const hdl = i.labs.HDL;
  const cardio = cardiovascularInputs(i);
  const egfrValue = egfrOf(i);
  const diabetes = hasDiabetes(i.conditions) || (i.labs.HBA1C ?? 0) >= 6.5;
  const statin = i.medications.some((line) => matchMedication(line).some((c) => c.key === 'statin'));
  const bmi = i.heightCm && i.weightKg ? i.weightKg / (i.heightCm / 100) ** 2 : null;
  const missing = [...cardio.missing, ...(egfrValue === null ? ['creatinine (or a printed eGFR)'] : [])];
  const inputs = [
    ...cardio.inputs,
    ...(egfrValue !== null ? [{ name: 'eGFR', value: `${Math.round(egfrValue)} mL/min/1.73m²` }] : []),
    { name: 'Diabetes', value: diabetes ? 'yes' : 'no' },
    { name: 'Taking a statin', value: statin ? 'yes' : 'no' },
  ];
  if (i.conditions.some((c) => KNOWN_CVD.test(c))) {
    return score(base, {
      inputs,
      meaning:
        'Not estimated: PREVENT is for people without known heart or blood-vessel disease. With a condition such as heart disease or a past stroke, your clinician manages risk directly.',
    });
  }
  if (
    missing.length > 0 ||
    i.age === null ||
    !i.sex ||
    tc === undefined ||
    hdl === undefined ||
    egfrValue === null
  ) {
    return score(base, {
      inputs,
      missingInputs: missing,
      meaning: 'Cannot be estimated until the missing inputs are known.',
    });
  }
  const outside = (x: number, [lo, hi]: readonly [number, number]) => x < lo || x > hi;
  const outOfRange = [
    outside(i.age, PREVENT_RANGES.age) ? 'age outside 30–79' : null,
    outside(tc, PREVENT_RANGES.totalCholMgDl) ? 'total cholesterol outside 130–320 mg/dL' : null,
    outside(hdl, PREVENT_RANGES.hdlMgDl) ? 'HDL outside 20–100 mg/dL' : null,
    outside(i.systolicBp!, PREVENT_RANGES.sbp) ? 'systolic pressure outside 90–180 mmHg' : null,
    outside(egfrValue, PREVENT_RANGES.egfr) ? 'eGFR outside 15–140' : null,
    bmi !== null && outside(bmi, PREVENT_RANGES.bmi) ? 'BMI outside 18.5–39.9' : null,
  ].filter((x): x is string => x !== null);
  if (outOfRange.length > 0) {
    return score(base, {
      inputs,
      meaning: `Not estimated: the equations are validated only within their ranges (${outOfRange.join('; ')}).`,
    });
  }
  const risk = preventTotalCvd10(i.sex, {
    age: i.age,
    totalCholMgDl: tc,
    hdlMgDl: hdl,
    sbp: i.systolicBp!,
    bpTreated: i.treatedForHypertension!,
    statin,
    diabetes,
    smoker: i.smoker!,
    egfr: egfrValue,
  });
  const band = risk < 5 ? 'Low' : risk < 7.5 ? 'Borderline' : risk < 20 ? 'Intermediate' : 'High';
  return score(base, {
    value: round(risk),
    band,
    inputs,
    meaning: `About ${round(risk)} in 100 people with these values have a heart attack, stroke or heart failure within 10 years (${band.toLowerCase()}: < 5 % low, 5–7.4 % borderline, 7.5–19.9 % intermediate, ≥ 20 % high). PREVENT includes kidney function and statin use and has no race term; its estimates are usually lower than the Pooled Cohort Equations'.${enhancers(i, band)}`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// FINDRISC (Lindström & Tuomilehto 2003): points for 8 questions; the vegetable/fruit question is not in the
// profile, so it is reported as missing and the score as a minimum.
export function findriscPoints(v: {
  age: number;
  bmi: number;
  waistCm: number;
  sex: 'male' | 'female';
  dailyActivity: boolean;
  dailyVegetables: boolean;
  bpMedication: boolean;
  highGlucoseHistory: boolean;
  /** none | second-degree (grandparent, aunt, uncle, cousin) | first-degree (parent, sibling, child). */
  familyHistory: 'none' | 'second' | 'first';
}): number {
  const age = v.age < 45 ? 0 : v.age < 55 ? 2 : v.age < 65 ? 3 : 4;
  const bmi = v.bmi < 25 ? 0 : v.bmi <= 30 ? 1 : 3;
  const [w1, w2] = v.sex === 'male' ? [94, 102] : [80, 88];
  const waist = v.waistCm < w1 ? 0 : v.waistCm <= w2 ? 3 : 4;
  return (
    age +
    bmi +
    waist +
    (v.dailyActivity ? 0 : 2) +
    (v.dailyVegetables ? 0 : 1) +
    (v.bpMedication ? 2 : 0) +
    (v.highGlucoseHistory ? 5 : 0) +
    (v.familyHistory === 'first' ? 5 : v.familyHistory === 'second' ? 3 : 0)
  );
}

/** Bands and 10-year risk of type 2 diabetes (Lindström 2003, table 3). */
export function findriscBand(points: number): { band: string; risk: string } {
  if (points < 7) return { band: 'Low', risk: 'about 1 in 100' };
  if (points <= 11) return { band: 'Slightly elevated', risk: 'about 1 in 25' };
  if (points <= 14) return { band: 'Moderate', risk: 'about 1 in 6' };
  if (points <= 20) return { band: 'High', risk: 'about 1 in 3' };
  return { band: 'Very high', risk: 'about 1 in 2' };
}

function findrisc(i: RiskInputs): RiskScore {
  const base = {
    id: 'findrisc',
    name: 'Type 2 diabetes risk in 10 years (FINDRISC)',
    unit: 'points',
    source: RISK_SOURCES.findrisc,
  } as const;
  if (hasDiabetes(i.conditions)) {
    return score(base, {
      band: 'Not applicable',
      meaning:
        'Diabetes is already listed in your profile: this screening score is for people without diabetes.',
    });
  }
  const bmi = i.heightCm && i.weightKg ? i.weightKg / (i.heightCm / 100) ** 2 : null;
  const glucoseHistory =
    i.conditions.some((c) => /pre-?diabet|high (blood )?sugar|insulin resist/i.test(c)) ||
    (i.labs.HBA1C ?? 0) >= 5.7 ||
    (i.labs.GLU_FASTING ?? 0) >= 100;
  const missing = [
    ...(i.age === null ? ['age'] : []),
    ...(i.sex === null ? ['sex (male or female)'] : []),
    ...(bmi === null ? ['height and weight'] : []),
    ...(i.waistCm === null ? ['waist circumference'] : []),
    ...(i.activityLevel === null ? ['activity level'] : []),
    ...(i.treatedForHypertension === null ? ['treated for high blood pressure'] : []),
    ...(i.familyHistoryDiabetes === null ? ['family history of diabetes'] : []),
  ];
  if (missing.length > 0 || i.age === null || !i.sex || bmi === null || i.waistCm === null) {
    return score(base, {
      missingInputs: [...missing, 'vegetables, fruit or berries every day'],
      meaning: 'Cannot be estimated until the missing inputs are known.',
    });
  }
  const dailyActivity = !['sedentary', 'light'].includes(i.activityLevel ?? '');
  const points = findriscPoints({
    age: i.age,
    bmi,
    waistCm: i.waistCm,
    sex: i.sex,
    dailyActivity,
    // Not asked in the profile: scored as "yes" (0 points), so the result is a minimum (see missingInputs).
    dailyVegetables: true,
    bpMedication: i.treatedForHypertension === true,
    highGlucoseHistory: glucoseHistory,
    familyHistory: i.familyHistoryDiabetes ? 'first' : 'none',
  });
  const { band, risk } = findriscBand(points);
  return score(base, {
    value: points,
    band,
    inputs: [
      { name: 'Age', value: `${i.age}` },
      { name: 'BMI', value: `${round(bmi)}` },
      { name: 'Waist', value: `${i.waistCm} cm` },
      { name: '30 minutes of activity every day', value: dailyActivity ? 'yes' : 'no' },
      { name: 'Blood pressure medication', value: i.treatedForHypertension ? 'yes' : 'no' },
      { name: 'High blood glucose found before', value: glucoseHistory ? 'yes' : 'no' },
      { name: 'Parent, sibling or child with diabetes', value: i.familyHistoryDiabetes ? 'yes' : 'no' },
    ],
    missingInputs: [
      'vegetables, fruit or berries every day (scored as yes; the score may be 1 point higher)',
    ],
    meaning: `${points} points: ${band.toLowerCase()} risk — ${risk} people with this score develop type 2 diabetes within 10 years.`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// eGFR by CKD-EPI 2021 (creatinine, no race term) and KDIGO G stage.
export function ckdEpi2021(creatinineMgDl: number, age: number, sex: 'male' | 'female'): number {
  const kappa = sex === 'female' ? 0.7 : 0.9;
  const alpha = sex === 'female' ? -0.241 : -0.302;
  const r = creatinineMgDl / kappa;
  return (
    142 * Math.min(r, 1) ** alpha * Math.max(r, 1) ** -1.2 * 0.9938 ** age * (sex === 'female' ? 1.012 : 1)
  );
}

/** KDIGO 2012 GFR categories. */
export function kdigoStage(egfr: number): { stage: string; meaning: string } {
  if (egfr >= 90) return { stage: 'G1', meaning: 'normal or high' };
  if (egfr >= 60) return { stage: 'G2', meaning: 'mildly decreased' };
  if (egfr >= 45) return { stage: 'G3a', meaning: 'mildly to moderately decreased' };
  if (egfr >= 30) return { stage: 'G3b', meaning: 'moderately to severely decreased' };
  if (egfr >= 15) return { stage: 'G4', meaning: 'severely decreased' };
  return { stage: 'G5', meaning: 'kidney failure range' };
}

function egfr(i: RiskInputs): RiskScore {
  const base = {
    id: 'egfr_ckd_epi_2021',
    name: 'Kidney filtration (eGFR, CKD-EPI 2021) and KDIGO stage',
    unit: 'mL/min/1.73m²',
    source: RISK_SOURCES.ckdEpi,
  } as const;
  const printed = i.labs.EGFR;
  const creat = i.labs.CREAT;
  const value = egfrOf(i);
  const how = printed !== undefined ? 'as printed on your report' : 'calculated from your creatinine';
  const inputs: RiskScore['inputs'] =
    value === null
      ? []
      : printed !== undefined
        ? [{ name: 'eGFR (report)', value: `${printed}` }]
        : [
            { name: 'Creatinine', value: `${creat} mg/dL` },
            { name: 'Age', value: `${i.age}` },
          ];
  if (value === null) {
    return score(base, {
      missingInputs: [
        ...(creat === undefined ? ['creatinine (or a printed eGFR)'] : []),
        ...(i.age === null ? ['age'] : []),
        ...(i.sex === null ? ['sex (male or female)'] : []),
      ],
      meaning: 'Cannot be estimated until the missing inputs are known.',
    });
  }
  const { stage, meaning } = kdigoStage(value);
  return score(base, {
    value: Math.round(value),
    band: stage,
    inputs,
    meaning: `eGFR ${Math.round(value)} (${how}): KDIGO stage ${stage}, ${meaning}.${value < 60 ? ' A value below 60 should be confirmed on a repeat test after 3 months and discussed with your clinician.' : ' Stages G1–G2 count as kidney disease only with other signs of kidney damage (e.g. protein in urine).'}`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Metabolic syndrome by the harmonised 2009 criteria: any 3 of 5.
function metabolicSyndrome(i: RiskInputs): RiskScore {
  const base = {
    id: 'metabolic_syndrome',
    name: 'Metabolic syndrome (harmonised criteria)',
    unit: 'criteria met',
    source: RISK_SOURCES.metS,
  } as const;
  const diabetes = hasDiabetes(i.conditions);
  const bpTreated = i.treatedForHypertension === true;
  type C = { name: string; met: boolean | null; value: string };
  // Waist: the statement's thresholds are population-specific; those for South Asian people (≥ 90 cm men,
  // ≥ 80 cm women) are used, the stricter of the listed sets, since the service is used mainly in India.
  const waistLimit = i.sex === 'male' ? 90 : 80;
  const hdlLimit = i.sex === 'male' ? 40 : 50;
  const criteria: C[] = [
    {
      name: `Waist ≥ ${waistLimit} cm`,
      met: i.waistCm === null || i.sex === null ? null : i.waistCm >= waistLimit,
      value: i.waistCm === null ? 'waist circumference' : `${i.waistCm} cm`,
    },
    {
      name: 'Triglycerides ≥ 150 mg/dL',
      met: i.labs.TG === undefined ? null : i.labs.TG >= 150,
      value: i.labs.TG === undefined ? 'triglycerides' : `${i.labs.TG} mg/dL`,
    },
    {
      name: `HDL < ${hdlLimit} mg/dL`,
      met: i.labs.HDL === undefined || i.sex === null ? null : i.labs.HDL < hdlLimit,
      value: i.labs.HDL === undefined ? 'HDL cholesterol' : `${i.labs.HDL} mg/dL`,
    },
    {
      name: 'Blood pressure ≥ 130/85 or treated',
      met: bpTreated
        ? true
        : i.systolicBp === null || i.diastolicBp === null
          ? null
          : i.systolicBp >= 130 || i.diastolicBp >= 85,
      value:
        i.systolicBp === null || i.diastolicBp === null
          ? 'blood pressure'
          : `${i.systolicBp}/${i.diastolicBp} mmHg${bpTreated ? ', treated' : ''}`,
    },
    {
      name: 'Fasting glucose ≥ 100 mg/dL or treated for diabetes',
      met: diabetes ? true : i.labs.GLU_FASTING === undefined ? null : i.labs.GLU_FASTING >= 100,
      value:
        i.labs.GLU_FASTING === undefined
          ? diabetes
            ? 'diabetes listed'
            : 'fasting glucose'
          : `${i.labs.GLU_FASTING} mg/dL`,
    },
  ];
  const met = criteria.filter((c) => c.met === true).length;
  const unknown = criteria.filter((c) => c.met === null);
  const inputs = criteria
    .filter((c) => c.met !== null)
    .map((c) => ({ name: c.name, value: `${c.value} — ${c.met ? 'met' : 'not met'}` }));
  const missingInputs = unknown.map((c) => c.value);
  if (met >= 3) {
    return score(base, {
      value: met,
      band: 'Present',
      inputs,
      missingInputs,
      meaning: `${met} of 5 criteria met (3 are needed): metabolic syndrome, which raises the risk of heart disease and type 2 diabetes. Weight, activity and diet changes improve every criterion.`,
    });
  }
  if (met + unknown.length < 3) {
    return score(base, {
      value: met,
      band: 'Absent',
      inputs,
      missingInputs,
      meaning: `${met} of 5 criteria met (3 are needed): no metabolic syndrome.`,
    });
  }
  return score(base, {
    band: null,
    inputs,
    missingInputs,
    meaning: `${met} of 5 criteria met so far; whether 3 are met depends on the missing inputs.`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// FIB-4 = age × AST / (platelets [10⁹/L] × √ALT) (Sterling 2006).
export function fib4(age: number, ast: number, alt: number, plateletsPer10e9L: number): number {
  return (age * ast) / (plateletsPer10e9L * Math.sqrt(alt));
}

function fib4Score(i: RiskInputs): RiskScore {
  const base = {
    id: 'fib4',
    name: 'Liver scarring (fibrosis) index FIB-4',
    unit: null,
    source: RISK_SOURCES.fib4,
  } as const;
  const { AST: ast, ALT: alt, PLT: plt } = i.labs;
  const missing = [
    ...(i.age === null ? ['age'] : []),
    ...(ast === undefined ? ['AST'] : []),
    ...(alt === undefined ? ['ALT'] : []),
    ...(plt === undefined ? ['platelet count'] : []),
  ];
  if (missing.length > 0 || i.age === null || ast === undefined || alt === undefined || plt === undefined) {
    return score(base, {
      missingInputs: missing,
      meaning: 'Cannot be estimated until the missing inputs are known.',
    });
  }
  const inputs = [
    { name: 'Age', value: `${i.age}` },
    { name: 'AST', value: `${ast} U/L` },
    { name: 'ALT', value: `${alt} U/L` },
    { name: 'Platelets', value: `${plt} ×10³/µL` },
  ];
  if (i.age < 35 || alt <= 0 || plt <= 0) {
    return score(base, { inputs, meaning: 'Not estimated: FIB-4 is not reliable under age 35.' });
  }
  const value = fib4(i.age, ast, alt, plt);
  const low = i.age >= 65 ? 2.0 : 1.3;
  const band = value < low ? 'Low' : value <= 2.67 ? 'Indeterminate' : 'High';
  const meaning =
    band === 'Low'
      ? `FIB-4 ${round(value, 2)} (below ${low}): advanced liver fibrosis is unlikely.`
      : band === 'Indeterminate'
        ? `FIB-4 ${round(value, 2)} (${low}–2.67): not conclusive; a liver stiffness scan (elastography) or ELF test is the usual next step.`
        : `FIB-4 ${round(value, 2)} (above 2.67): advanced fibrosis is possible; please discuss referral to a liver specialist.`;
  return score(base, { value: round(value, 2), band, inputs, meaning });
}

// ---------------------------------------------------------------------------------------------------------------
// Anaemia and its type from haemoglobin, MCV and ferritin.
function anaemia(i: RiskInputs): RiskScore {
  const base = {
    id: 'anaemia',
    name: 'Anaemia and its likely type',
    unit: 'g/dL',
    source: RISK_SOURCES.anaemia,
  } as const;
  const hb = i.labs.HGB;
  const mcv = i.labs.MCV;
  const ferritin = i.labs.FERRITIN;
  const crp = i.labs.CRP;
  if (hb === undefined || i.sex === null) {
    return score(base, {
      missingInputs: [
        ...(hb === undefined ? ['haemoglobin'] : []),
        ...(i.sex === null ? ['sex (male or female)'] : []),
      ],
      meaning: 'Cannot be assessed until the missing inputs are known.',
    });
  }
  const limit = i.pregnant ? 11 : i.sex === 'male' ? 13 : 12;
  const inputs = [
    { name: 'Haemoglobin', value: `${hb} g/dL` },
    ...(mcv !== undefined ? [{ name: 'MCV', value: `${mcv} fL` }] : []),
    ...(ferritin !== undefined ? [{ name: 'Ferritin', value: `${ferritin} ng/mL` }] : []),
  ];
  if (hb >= limit) {
    return score(base, {
      value: hb,
      band: 'No anaemia',
      inputs,
      meaning: `Haemoglobin ${hb} g/dL is at or above ${limit} g/dL: no anaemia.`,
    });
  }
  const severity = hb < (i.pregnant ? 7 : 8) ? 'severe' : hb < (i.pregnant ? 10 : 11) ? 'moderate' : 'mild';
  // Ferritin rises with inflammation: with CRP > 5 mg/L, WHO uses < 70 µg/L as the iron-deficiency threshold.
  const inflamed = crp !== undefined && crp > 5;
  const ironLow = ferritin === undefined ? null : ferritin < (inflamed ? 70 : 15);
  const missingInputs = [
    ...(mcv === undefined ? ['MCV'] : []),
    ...(ferritin === undefined ? ['ferritin'] : []),
  ];
  let band: string;
  let type: string;
  if (ironLow === true) {
    band = 'Iron-deficiency pattern';
    type = 'low ferritin points to iron deficiency; the cause (diet, blood loss) should be looked for';
  } else if (mcv !== undefined && mcv < 80) {
    band = 'Microcytic';
    type =
      ironLow === false
        ? 'small red cells with ferritin not low: thalassaemia trait or anaemia of inflammation are possible'
        : 'small red cells: iron deficiency is the commonest cause (ferritin would confirm it)';
  } else if (mcv !== undefined && mcv > 100) {
    band = 'Macrocytic';
    type =
      'large red cells: vitamin B12 or folate deficiency, alcohol, thyroid or liver causes should be checked';
  } else if (mcv !== undefined) {
    band = 'Normocytic';
    type =
      'normal-sized red cells: chronic disease, kidney disease, early iron deficiency or blood loss are possible';
  } else {
    band = 'Anaemia, type unknown';
    type = 'MCV and ferritin are needed to tell the type';
  }
  return score(base, {
    value: hb,
    band,
    inputs,
    missingInputs,
    meaning: `Haemoglobin ${hb} g/dL is below ${limit} g/dL: ${severity} anaemia; ${type}.`,
  });
}

/** Every score of the assessment, in a fixed order. */
export function assessRisk(i: RiskInputs): RiskAssessment {
  return {
    scores: [ascvd(i), preventScore(i), findrisc(i), egfr(i), metabolicSyndrome(i), fib4Score(i), anaemia(i)],
    disclaimer: DISCLAIMER,
  };
}
