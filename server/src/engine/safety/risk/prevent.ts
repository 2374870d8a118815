/**
 * AHA PREVENT equations, base model, 10-year risk of total cardiovascular disease (ASCVD + heart failure).
 * Source: Khan SS et al. Development and Validation of the American Heart Association's PREVENT Equations,
 * Circulation 2024;149:430–449, Supplemental Table S12A (sex-specific logistic models, no race term).
 * The coefficients below were checked to agree across independent published implementations of that table, and
 * reproduce the worked example of the preventr package (woman, 50, TC 200, HDL 45 mg/dL, SBP 160 treated,
 * diabetes, non-smoker, eGFR 90 → 14.7 %), which the test repeats.
 */

/** Validated input ranges (Khan 2024, Table 1 and Methods; SBP capped at 180 as hypertensive urgency is first). */
export const PREVENT_RANGES = {
  age: [30, 79],
  totalCholMgDl: [130, 320],
  hdlMgDl: [20, 100],
  sbp: [90, 180],
  egfr: [15, 140],
  bmi: [18.5, 39.9],
} as const;

/** mg/dL of cholesterol → mmol/L, the factor the equations were fitted with. */
const CHOL_MMOL_PER_MGDL = 0.02586;

interface Coefficients {
  constant: number;
  age: number;
  nonHdl: number;
  hdl: number;
  sbpBelow110: number;
  sbpAbove110: number;
  diabetes: number;
  smoker: number;
  egfrBelow60: number;
  egfrAbove60: number;
  bpTreated: number;
  statin: number;
  bpTreatedXSbpAbove110: number;
  statinXNonHdl: number;
  ageXNonHdl: number;
  ageXHdl: number;
  ageXSbpAbove110: number;
  ageXDiabetes: number;
  ageXSmoker: number;
  ageXEgfrBelow60: number;
}

const TOTAL_CVD_10Y: Record<'female' | 'male', Coefficients> = {
  female: {
    constant: -3.307728,
    age: 0.7939329,
    nonHdl: 0.0305239,
    hdl: -0.1606857,
    sbpBelow110: -0.2394003,
    sbpAbove110: 0.3600781,
    diabetes: 0.8667604,
    smoker: 0.5360739,
    egfrBelow60: 0.6045917,
    egfrAbove60: 0.0433769,
    bpTreated: 0.3151672,
    statin: -0.1477655,
    bpTreatedXSbpAbove110: -0.0663612,
    statinXNonHdl: 0.1197879,
    ageXNonHdl: -0.0819715,
    ageXHdl: 0.0306769,
    ageXSbpAbove110: -0.0946348,
    ageXDiabetes: -0.27057,
    ageXSmoker: -0.078715,
    ageXEgfrBelow60: -0.1637806,
  },
  male: {
    constant: -3.031168,
    age: 0.7688528,
    nonHdl: 0.0736174,
    hdl: -0.0954431,
    sbpBelow110: -0.4347345,
    sbpAbove110: 0.3362658,
    diabetes: 0.7692857,
    smoker: 0.4386871,
    egfrBelow60: 0.5378979,
    egfrAbove60: 0.0164827,
    bpTreated: 0.288879,
    statin: -0.1337349,
    bpTreatedXSbpAbove110: -0.0475924,
    statinXNonHdl: 0.150273,
    ageXNonHdl: -0.0517874,
    ageXHdl: 0.0191169,
    ageXSbpAbove110: -0.1049477,
    ageXDiabetes: -0.2251948,
    ageXSmoker: -0.0895067,
    ageXEgfrBelow60: -0.1543702,
  },
};

export interface PreventInputs {
  age: number;
  totalCholMgDl: number;
  hdlMgDl: number;
  sbp: number;
  bpTreated: boolean;
  statin: boolean;
  diabetes: boolean;
  smoker: boolean;
  egfr: number;
}

/** 10-year total CVD risk in percent. Callers check PREVENT_RANGES first: outside them the number is not valid. */
export function preventTotalCvd10(sex: 'female' | 'male', v: PreventInputs): number {
  const b = TOTAL_CVD_10Y[sex];
  // Centring and spline knots as in the paper: age per decade from 55, non-HDL from 3.5 mmol/L, HDL per
  // 0.3 mmol/L from 1.3, SBP knot at 110 per 20 mmHg, eGFR knot at 60 per −15 mL/min.
  const age = (v.age - 55) / 10;
  const nonHdl = (v.totalCholMgDl - v.hdlMgDl) * CHOL_MMOL_PER_MGDL - 3.5;
  const hdl = (v.hdlMgDl * CHOL_MMOL_PER_MGDL - 1.3) / 0.3;
  const sbpBelow = (Math.min(v.sbp, 110) - 110) / 20;
  const sbpAbove = (Math.max(v.sbp, 110) - 130) / 20;
  const egfrBelow = (Math.min(v.egfr, 60) - 60) / -15;
  const egfrAbove = (Math.max(v.egfr, 60) - 90) / -15;
  const dm = v.diabetes ? 1 : 0;
  const smk = v.smoker ? 1 : 0;
  const bpTx = v.bpTreated ? 1 : 0;
  const statin = v.statin ? 1 : 0;
  const logOdds =
    b.constant +
    b.age * age +
    b.nonHdl * nonHdl +
    b.hdl * hdl +
    b.sbpBelow110 * sbpBelow +
    b.sbpAbove110 * sbpAbove +
    b.diabetes * dm +
    b.smoker * smk +
    b.egfrBelow60 * egfrBelow +
    b.egfrAbove60 * egfrAbove +
    b.bpTreated * bpTx +
    b.statin * statin +
    b.bpTreatedXSbpAbove110 * bpTx * sbpAbove +
    b.statinXNonHdl * statin * nonHdl +
    b.ageXNonHdl * age * nonHdl +
    b.ageXHdl * age * hdl +
    b.ageXSbpAbove110 * age * sbpAbove +
    b.ageXDiabetes * age * dm +
    b.ageXSmoker * age * smk +
    b.ageXEgfrBelow60 * age * egfrBelow;
  return (100 * Math.exp(logOdds)) / (1 + Math.exp(logOdds));
}
