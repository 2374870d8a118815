/**
 * Safety warnings, most serious first (the dashboard shows only the first): every listed medical condition
 * (recognised or not), every clinically important biomarker, medications with known diet/exercise interactions,
 * safety notes from the targets and an unreachable-targets notice. A closing disclaimer is always last.
 */
import { BIOMARKERS } from '@common/biomarkers';
import type { PlanType } from '@common/options';
import { WARNING_SEVERITIES, type PlanWarning, type WarningSeverity } from '@common/plan';
import { describeReading, type BiomarkerReading, type BiomarkerSignals } from './biomarker-signals';
import type { DietRules } from './diet-rules';
import type { ResolvedProfile } from './profile-input';

export interface WarningInput {
  profile: ResolvedProfile;
  signals: BiomarkerSignals;
  /** Clinically important readings supplied although the plan type does not use biomarkers (free plans). */
  unusedImportant: BiomarkerReading[];
  diet: DietRules;
  planType: PlanType;
  targetNotes: { severity: 'high' | 'moderate'; code: string; message: string }[];
  saturatedFatMaxG: number;
  mealShortfall: { daysOut: number; days: number; detail: string } | null;
  tyramineFoodsRemoved: boolean;
}

const CONDITION_WARNINGS: Record<
  string,
  (c: { uncontrolled: boolean; type1: boolean; raw: string }, w: WarningInput) => [WarningSeverity, string]
> = {
  diabetes: (c) =>
    c.type1
      ? [
          'high',
          'Type 1 diabetes: plan insulin and carbohydrate around exercise with your diabetes team, and check glucose before, during and after training.',
        ]
      : [
          'moderate',
          'Diabetes: check your blood glucose as your diet and activity change; the plan favours low-glycaemic foods and spreads carbohydrate across the day.',
        ],
  hypertension: (c) =>
    c.uncontrolled
      ? [
          'critical',
          'Uncontrolled high blood pressure: get medical clearance before any vigorous exercise. Heavy lifting and breath-holding are left out of the plan.',
        ]
      : [
          'moderate',
          'High blood pressure: breathe out on every effort (no breath-holding lifts), keep salt under 5 g a day, and stop if you feel dizzy or get a headache.',
        ],
  'heart-disease': () => [
    'critical',
    'Heart disease: get medical clearance before vigorous exercise; the plan keeps to moderate effort until then. Stop and seek urgent help for chest pain, unusual breathlessness or palpitations.',
  ],
  thyroid: () => [
    'moderate',
    'Thyroid disorder: energy needs can differ from the estimate until thyroid levels are controlled; keep taking your medication as prescribed and retest as advised.',
  ],
  arthritis: () => [
    'moderate',
    'Arthritis: the plan uses low-impact exercise; mild discomfort is normal, but stop an exercise that causes sharp or lasting joint pain.',
  ],
  gout: () => [
    'moderate',
    'Gout: drink plenty of water, limit organ meats, shellfish and alcohol; the plan uses low-impact exercise.',
  ],
  asthma: () => [
    'moderate',
    'Asthma: keep your reliever inhaler with you; the plan uses a longer warm-up and interval-style cardio to reduce exercise-induced symptoms.',
  ],
  copd: () => [
    'high',
    'COPD: ask your care team about pulmonary rehabilitation; exercise is kept moderate and interval-based.',
  ],
  'high-cholesterol': (_c, w) => [
    'moderate',
    `High cholesterol: saturated fat is kept to ${w.saturatedFatMaxG} g a day with more soluble fibre; keep taking any prescribed lipid-lowering medicine.`,
  ],
  pcos: () => [
    'moderate',
    'PCOS: the plan favours low-glycaemic carbohydrate and regular strength training, both of which improve insulin sensitivity.',
  ],
  depression: () => [
    'moderate',
    'Depression: regular exercise helps mood, but it does not replace your treatment. If you feel worse or have thoughts of harming yourself, contact your doctor or a crisis line now.',
  ],
  anxiety: () => [
    'info',
    'Anxiety: regular moderate exercise can reduce symptoms; build up gradually and keep up any treatment you receive.',
  ],
  'kidney-disease': () => [
    'high',
    'Kidney disease: protein is capped at 0.8 g/kg and creatine is not recommended; ask your kidney team about potassium, phosphorus and fluid limits.',
  ],
  pregnancy: () => [
    'critical',
    'Pregnancy: this plan is not designed for pregnancy and plans no calorie deficit; review it with your midwife or doctor before following it.',
  ],
  'eating-disorder': () => [
    'critical',
    'An eating disorder is listed: calorie targets and weighing food can be harmful; please use this plan only with your care team.',
  ],
  'liver-disease': () => [
    'high',
    'Liver disease: check protein, alcohol and supplement advice with your doctor before following this plan.',
  ],
  'back-pain': () => [
    'moderate',
    'Back problem: spine-loading and loaded-flexion exercises are left out; stop if pain spreads down a leg.',
  ],
  'knee-problem': () => [
    'moderate',
    'Knee problem: jumping and deep knee bends are left out; stop an exercise that causes sharp knee pain.',
  ],
  'shoulder-problem': () => ['moderate', 'Shoulder problem: loaded overhead exercises are left out.'],
  osteoporosis: () => [
    'moderate',
    'Osteoporosis: loaded trunk flexion and high-impact moves are left out; balance and strength training are included.',
  ],
  'recent-surgery': () => [
    'high',
    'Recent surgery or injury: follow your surgeon’s or physiotherapist’s restrictions; the plan keeps to gentle mobility and walking.',
  ],
};

const MEDICATION_WARNINGS: Record<string, (w: WarningInput) => [WarningSeverity, string] | null> = {
  insulin: () => [
    'high',
    'Insulin: exercise can cause hypoglycaemia during and up to 24 h after training; check glucose, carry fast-acting carbohydrate, and ask your team about dose changes.',
  ],
  sulfonylurea: () => [
    'high',
    'Sulfonylurea (e.g. glimepiride, gliclazide): risk of hypoglycaemia with exercise and lower food intake; check glucose and carry fast-acting carbohydrate.',
  ],
  warfarin: () => [
    'high',
    'Warfarin: keep your vitamin K intake steady (similar amounts of leafy greens such as spinach and methi each week) and tell your anticoagulation clinic about diet changes; avoid new supplements without advice.',
  ],
  statin: () => [
    'moderate',
    'Statin: report unexplained muscle pain, tenderness or weakness to your doctor, especially as training increases.',
  ],
  'beta-blocker': () => [
    'moderate',
    'Beta blocker: your heart rate will stay lower than usual, so heart-rate targets are unreliable; use effort (RPE) and the talk test instead.',
  ],
  maoi: (w) => [
    'high',
    `MAOI: avoid tyramine-rich foods (aged cheese, cured or fermented meat and fish, soy sauce and fermented soy, tap beer, red wine)${w.tyramineFoodsRemoved ? '; these have been left out of your menu' : ''}.`,
  ],
  metformin: () => [
    'info',
    'Metformin: long-term use can lower vitamin B12; ask for a B12 test once a year.',
  ],
  sglt2: (w) =>
    w.diet.keto || w.diet.lowCarb
      ? [
          'high',
          'SGLT2 inhibitor with a keto/low-carb diet: risk of ketoacidosis even with normal glucose; do not start this diet without your doctor’s agreement.',
        ]
      : ['moderate', 'SGLT2 inhibitor: drink enough fluid, especially when training in the heat.'],
  glp1: () => [
    'moderate',
    'GLP-1 medicine: appetite may be low; prioritise the protein in each meal and eat slowly to limit nausea.',
  ],
  levothyroxine: () => [
    'info',
    'Levothyroxine: take it on an empty stomach and keep calcium, iron and soy foods or supplements at least 4 hours away from it.',
  ],
  diuretic: () => [
    'moderate',
    'Diuretic: your water target may need adjusting; ask your doctor, and watch for dizziness or cramps in hot weather or long sessions.',
  ],
  'ace-arb': () => [
    'info',
    'ACE inhibitor / ARB: avoid potassium supplements and potassium-based salt substitutes unless your doctor advises them.',
  ],
  steroid: () => [
    'moderate',
    'Corticosteroid: it can raise blood glucose and thin bones; keep up strength training and discuss calcium and vitamin D with your doctor.',
  ],
};

export function collectWarnings(w: WarningInput): PlanWarning[] {
  const out: PlanWarning[] = [];
  const push = (severity: WarningSeverity, code: string, message: string): void => {
    if (!out.some((x) => x.message === message)) out.push({ severity, code, message });
  };
  const { profile: p, signals } = w;

  // Clinically important biomarkers.
  for (const r of signals.latest.values()) {
    if (!r.clinicallyImportant) continue;
    push(
      'critical',
      `biomarker:${r.code}`,
      `${describeReading(r)} is past a clinical decision threshold: contact your doctor before starting this plan.`,
    );
  }
  if (w.unusedImportant.length > 0) {
    push(
      'critical',
      'biomarker:unused',
      `Your blood test shows results that need medical attention (${w.unusedImportant.map((r) => BIOMARKERS[r.code].name).join(', ')}); free plans do not use blood tests, so please see your doctor.`,
    );
  }
  if (signals.tgVeryHigh && signals.tgHigh) {
    push(
      'critical',
      'biomarker:TG-very-high',
      `${describeReading(signals.tgHigh)}: very high triglycerides raise the risk of pancreatitis; see your doctor promptly.`,
    );
  }
  if (signals.ckdSevere && signals.egfr) {
    push(
      'critical',
      'biomarker:EGFR-severe',
      `${describeReading(signals.egfr)}: severely reduced kidney function; this plan must be reviewed by your kidney specialist.`,
    );
  }
  if (
    signals.glucoseDiabetesRange &&
    signals.glucoseHigh &&
    !p.conditions.some((c) => c.key === 'diabetes')
  ) {
    push(
      'high',
      'biomarker:glucose-diabetes-range',
      `${describeReading(signals.glucoseHigh)} is in the diabetes range; please see your doctor for diagnosis and treatment.`,
    );
  }
  if (signals.ckd && signals.egfr && !signals.ckdSevere) {
    push(
      'high',
      'biomarker:EGFR',
      `${describeReading(signals.egfr)}: reduced kidney function, so protein is capped at 0.8 g/kg; discuss the plan with your doctor.`,
    );
  }
  if (signals.thyroidAbnormal) {
    push(
      'moderate',
      'biomarker:thyroid',
      `${describeReading(signals.thyroidAbnormal)}: abnormal thyroid results change energy needs; see your doctor.`,
    );
  }

  // Conditions: every one listed gets a warning.
  const seen = new Set<string>();
  for (const c of p.conditions) {
    if (seen.has(c.key)) continue;
    seen.add(c.key);
    const make = CONDITION_WARNINGS[c.key];
    if (!make) continue;
    const [severity, message] = make(c, w);
    push(severity, `condition:${c.key}`, message);
  }
  for (const raw of p.unrecognisedConditions) {
    push(
      'moderate',
      'condition:unrecognised',
      `"${raw}": the plan could not be tailored to this condition; check with your doctor that the exercises and diet suit you.`,
    );
  }

  // Medications.
  const seenMeds = new Set<string>();
  for (const m of p.medications) {
    if (seenMeds.has(m.key)) continue;
    seenMeds.add(m.key);
    const made = MEDICATION_WARNINGS[m.key]?.(w);
    if (made) push(made[0], `medication:${m.key}`, made[1]);
  }
  for (const raw of p.unrecognisedMedications) {
    push(
      'info',
      'medication:unrecognised',
      `"${raw}": not in our interaction list; ask your pharmacist whether it interacts with diet changes or exercise.`,
    );
  }

  for (const n of w.targetNotes) push(n.severity, n.code, n.message);
  if (w.mealShortfall && w.mealShortfall.daysOut > 0) {
    push(
      'high',
      'targets-unreachable',
      `Your dietary restrictions (${w.diet.recognised.join('; ') || 'as listed'}) make the targets hard to reach with the foods available: ${w.mealShortfall.daysOut} of ${w.mealShortfall.days} days miss energy ±5 % or a macronutrient ±10 % (${w.mealShortfall.detail}). Every restriction has been kept.`,
    );
  }
  if (w.diet.unrecognised.length > 0) {
    push(
      'moderate',
      'restriction:unrecognised',
      `Dietary restriction not recognised: ${w.diet.unrecognised.map((r) => `"${r}"`).join(', ')}. Check the menu for foods you avoid.`,
    );
  }
  if (w.planType === 'doctor_verified') {
    push(
      'info',
      'review-pending',
      'This plan is awaiting clinician review; until it is verified, keep exercise at the prescribed moderate effort.',
    );
  }
  push(
    'info',
    'disclaimer',
    'This plan is general guidance and does not replace advice from your doctor or dietitian.',
  );

  const rank = (s: WarningSeverity): number => WARNING_SEVERITIES.indexOf(s);
  return out
    .map((x, i) => ({ x, i }))
    .sort((a, b) => rank(a.x.severity) - rank(b.x.severity) || a.i - b.i)
    .map(({ x }) => x);
}
