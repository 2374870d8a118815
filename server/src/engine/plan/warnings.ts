/**
 * Safety warnings ranked critical → caution → info (the dashboard shows the first with its level): life stage and
 * eligibility referrals, conflicts (keto with insulin/SGLT2/type 1 diabetes or heart disease), safety-relevant
 * results on file (every plan type; stale ones flagged for a retest), every listed condition, every medication's
 * interaction rules from drug-interactions.ts, notes from the targets. A closing disclaimer is always last.
 */
import { BIOMARKERS, type BiomarkerCode } from '@common/biomarkers';
import type { PlanType } from '@common/options';
import {
  WARNING_SEVERITIES,
  type PlanTargets,
  type PlanWarning,
  type TargetRevision,
  type WarningSeverity,
} from '@common/plan';
import { describeReading, kidneyFinding, type BiomarkerSignals } from '../safety/biomarker-signals';
import type { DietRules } from '../nutrition/diet-rules';
import { drugClass } from '../safety/drug-interactions';
import {
  BIOMARKER_THRESHOLDS,
  CKD_PROTEIN_SAID,
  CKD_PROTEIN_TEXT,
  CLINICAL_RULES,
  DIALYSIS_PROTEIN_TEXT,
  LIFE_STAGE,
  MEAL_PLANNING,
  NUTRIENT_RULES,
} from '../guidelines';
import type { FruitVegOutcome, MenuVariety } from '../nutrition/meal-planner';
import { hasCondition, isPregnant, kidneyProteinText, type ResolvedProfile } from './profile-input';
import { engineKeysOf, medicineById } from '@common/clinical/medicines';
import { coveredCodes, escalations, glucoseFindings, type Finding } from '../safety/escalation';
import {
  anaemiaResultWarning,
  conditionCare,
  lowHaemoglobin,
  ruleWarnings,
  untailoredConditions,
} from '../safety/clinical-rules';
import { TRAINING_TAILORED_ENTRIES, isFrail, recentKneeSurgery } from '../training/training-background';
import { tetraplegia, usesWheelchair } from '../training/training-seated';
import { revisionIsCritical } from '../nutrition/target-revision';
import { calciumFloorMg, calciumRequirementMg } from '../nutrition/calcium-need';

export interface WarningInput {
  profile: ResolvedProfile;
  signals: BiomarkerSignals;
  diet: DietRules;
  planType: PlanType;
  bmi: number;
  targetNotes: { severity: WarningSeverity; code: string; message: string }[];
  saturatedFatMaxG: number;
  mealShortfall: {
    daysOut: number;
    days: number;
    detail: string;
    /** Names of the safety limits that stood at their ceiling on the missed days. */
    limitsAtCeiling: string[];
  } | null;
  /** Names of the plan's own supplements ("Iron", "Vitamin B12"): condition advice then points to them. */
  supplementNames?: readonly string[];
  /** Meal preferences the menu could not keep (too few dishes with them), from the meal planner. */
  preferencesRelaxed?: readonly string[];
  /** Main-dish variety when it falls short of the rules (restrictions leave too few dishes), else null. */
  varietyShortfall?: MenuVariety | null;
  /** Days whose menu serves under the plan's calorie floor (targets.energy.floorKcal), else null. */
  floorShortfall?: { days: number; leastKcal: number; floorKcal: number } | null;
  /** Days under the WHO 400 g of fruit and vegetables (no clinical rule limits them), else null. */
  fruitVegShortfall?: FruitVegOutcome | null;
  /** Days with a lunch or dinner outside 20–40 % of the day's energy (MEAL_PLANNING.slotShare). */
  mealShareDays?: number;
  /** A weight-loss deficit is planned (hypoglycaemia advice with sulfonylureas or insulin). */
  deficitApplied?: boolean;
  /** The targets as stated where the computed ones were out of reach (target-revision.ts), else null. */
  targetRevision?: { revision: TargetRevision; targets: PlanTargets } | null;
  /** The menu's average calcium a day (mg), else null before a menu exists. */
  calciumAvgMg?: number | null;
  /** The menu favours iron-rich foods with vitamin C (a low result or a typed anaemia; generate-plan.ts). */
  ironSteered?: boolean;
}

const CONDITION_WARNINGS: Record<
  string,
  (c: { uncontrolled: boolean; type1: boolean; raw: string }, w: WarningInput) => [WarningSeverity, string]
> = {
  diabetes: (c) =>
    c.type1
      ? [
          'caution',
          'Type 1 diabetes: plan insulin and carbohydrate around exercise with your diabetes team, and check glucose before, during and after training.',
        ]
      : [
          'caution',
          'Diabetes: check your blood glucose as your diet and activity change; the plan favours low-glycaemic foods and spreads carbohydrate across the day.',
        ],
  hypertension: (c, w) =>
    c.uncontrolled
      ? [
          'critical',
          'Uncontrolled high blood pressure: get medical clearance before any vigorous exercise. Heavy lifting and breath-holding are left out of the plan.',
        ]
      : [
          'caution',
          // Lithium: a salt cut raises lithium levels (BNF lithium), so the steady-salt rule wins over "< 5 g".
          w.profile.medications.some((m) => m.key === 'lithium')
            ? 'High blood pressure: breathe out on every effort (no breath-holding lifts) and stop if you feel dizzy or get a headache. Because you take lithium, keep your salt intake steady rather than cutting it: a lower-salt diet is possible only with your prescriber, who will recheck your lithium level.'
            : 'High blood pressure: breathe out on every effort (no breath-holding lifts), keep salt under 5 g a day, and stop if you feel dizzy or get a headache.',
        ],
  'heart-disease': () => [
    'critical',
    'Heart disease: get medical clearance before vigorous exercise; the plan keeps to moderate effort until then. Stop and seek urgent help for chest pain, unusual breathlessness or palpitations.',
  ],
  thyroid: () => [
    'caution',
    'Thyroid disorder: energy needs can differ from the estimate until thyroid levels are controlled; keep taking your medication as prescribed and retest as advised.',
  ],
  arthritis: () => [
    'caution',
    'Arthritis: the plan uses low-impact exercise; mild discomfort is normal, but stop an exercise that causes sharp or lasting joint pain.',
  ],
  gout: () => [
    'caution',
    'Gout: drink plenty of water, limit organ meats, shellfish and alcohol; the plan uses low-impact exercise.',
  ],
  asthma: () => [
    'caution',
    'Asthma: keep your reliever inhaler with you; the plan uses a longer warm-up and interval-style cardio to reduce exercise-induced symptoms.',
  ],
  copd: () => [
    'caution',
    'COPD: ask your care team about pulmonary rehabilitation; exercise is kept moderate and interval-based.',
  ],
  'high-cholesterol': (_c, w) => [
    'caution',
    `High cholesterol: saturated fat is kept to ${w.saturatedFatMaxG} g a day with more soluble fibre; keep taking any prescribed lipid-lowering medicine.`,
  ],
  pcos: () => [
    'caution',
    'PCOS: the plan favours low-glycaemic carbohydrate and regular strength training, both of which improve insulin sensitivity.',
  ],
  depression: () => [
    'caution',
    'Depression: regular exercise helps mood, but it does not replace your treatment. If you feel worse or have thoughts of harming yourself, contact your doctor or a crisis line now.',
  ],
  anxiety: () => [
    'info',
    'Anxiety: regular moderate exercise can reduce symptoms; build up gradually and keep up any treatment you receive.',
  ],
  'kidney-disease': (_c, w) => [
    'caution',
    `Kidney disease: ${kidneyProteinText(w.profile)} and creatine is not recommended; ask your kidney team about potassium, phosphorus and fluid limits.`,
  ],
  // pregnancy, breastfeeding and eating disorders: lifeStageWarnings (first of all).
  'liver-disease': () => [
    'caution',
    'Liver disease: check protein, alcohol and supplement advice with your doctor before following this plan.',
  ],
  'back-pain': () => [
    'caution',
    'Back problem: spine-loading and loaded-flexion exercises are left out; stop if pain spreads down a leg.',
  ],
  'knee-problem': () => [
    'caution',
    'Knee problem: jumping and deep knee bends are left out; stop an exercise that causes sharp knee pain.',
  ],
  'shoulder-problem': () => ['caution', 'Shoulder problem: loaded overhead exercises are left out.'],
  osteoporosis: () => [
    'caution',
    'Osteoporosis: loaded trunk flexion and high-impact moves are left out; balance and strength training are included.',
  ],
  'recent-surgery': () => [
    'caution',
    'Recent surgery or injury: follow your surgeon’s or physiotherapist’s restrictions; the plan keeps to gentle mobility and walking.',
  ],
};

type Push = (severity: WarningSeverity, code: string, message: string) => void;

/** Who should not follow a self-guided plan without a clinician: these come first of all. */
function lifeStageWarnings(w: WarningInput, push: Push): void {
  const { profile: p, bmi } = w;
  if (bmi < LIFE_STAGE.bmiSevereThinness) {
    push(
      'critical',
      'bmi:severe-thinness',
      `Your BMI is ${bmi}, severely underweight: please see a doctor or dietitian before following any plan. No calorie deficit is planned.`,
    );
  } else if (bmi >= LIFE_STAGE.bmiClassThree) {
    push(
      'critical',
      'bmi:class-3',
      `Your BMI is ${bmi} (class III obesity): please plan weight loss and exercise with a doctor; this plan starts gently.`,
    );
  }
  if (hasCondition(p, 'eating-disorder')) {
    push(
      'critical',
      'condition:eating-disorder',
      'An eating disorder is listed: calorie targets and weighing food can be harmful. Please use this plan only with your care team; no calorie deficit is planned.',
    );
  }
  if (isPregnant(p)) {
    push(
      'critical',
      'life-stage:pregnancy',
      `Pregnancy: review this plan with your midwife or doctor. It plans no deficit${p.lifeStage !== 'pregnant' ? ` and adds the ${p.lifeStage === 'pregnant_1' ? 'first' : p.lifeStage === 'pregnant_2' ? 'second' : 'third'}-trimester energy` : ''}, leaves out alcohol, high-mercury fish, raw or unpasteurised foods and liver; take folic acid 400 µg and iodine as advised; training stays moderate, no lying flat on your back after the first trimester, no contact sports.`,
    );
  } else if (p.lifeStage === 'breastfeeding') {
    push(
      'caution',
      'life-stage:breastfeeding',
      'Breastfeeding: the plan adds about 330 kcal, plans no deficit and leaves out alcohol; keep drinking to thirst and continue iodine as advised.',
    );
  }
}

function biomarkerWarnings(w: WarningInput, findings: readonly Finding[], outer: Push): void {
  const { profile: p, signals } = w;
  const glucose = glucoseFindings(p, signals);
  const covered = new Set<string>(coveredCodes(p, signals, [...findings, ...glucose]));
  for (const f of glucose) outer(f.severity, f.code, f.message);
  const push: Push = (severity, code, message) => {
    covered.add(code.replace(/^biomarker:/, '').split('-')[0] ?? code);
    outer(severity, code, message);
  };
  if (signals.tgVeryHigh && signals.tgHigh) {
    push(
      'critical',
      'biomarker:TG-very-high',
      `${describeReading(signals.tgHigh)}: very high triglycerides raise the risk of pancreatitis; see your doctor promptly. Fat is kept to ${NUTRIENT_RULES.tgVeryHighFatMaxShare * 100} % of energy, with no alcohol or added sugar.`,
    );
  }
  if (signals.potassiumHigh && !covered.has('K')) {
    push(
      signals.potassiumSevere || signals.potassiumHigh.clinicallyImportant ? 'critical' : 'caution',
      'biomarker:K-high',
      `${describeReading(signals.potassiumHigh)}: high potassium; potassium is limited to ${NUTRIENT_RULES.potassiumHighMaxMg} mg a day with no high-potassium top-ups. Contact your doctor${signals.potassiumSevere ? ' today' : ''}.`,
    );
  }
  if (covered.has('EGFR')) {
    // The escalation finding above says it, with what to do.
  } else if (signals.ckdSevere && signals.egfr) {
    push(
      'critical',
      'biomarker:EGFR-severe',
      `${describeReading(signals.egfr)}: severely reduced kidney function; this plan must be reviewed by your kidney specialist.`,
    );
  } else if (signals.ckd && signals.egfr) {
    push(
      signals.egfrBelow45 ? 'critical' : 'caution',
      'biomarker:EGFR',
      `${kidneyFinding(signals.egfr, signals.latest)}: reduced kidney function, so ${kidneyProteinText(w.profile)}, sodium at 2,000 mg and creatine left out; discuss the plan with your doctor.`,
    );
  }
  if (signals.hbSevere && signals.hbLow) {
    push(
      'critical',
      'biomarker:HGB-severe',
      `${describeReading(signals.hbLow)}: severe anaemia; see your doctor before exercising hard.`,
    );
  }
  // ACC/AHA 2018 cholesterol guideline: LDL ≥ 190 mg/dL calls for medicine without risk scoring, and a family check.
  const ldl = signals.latest.get('LDL');
  if (ldl && ldl.value >= BIOMARKER_THRESHOLDS.ldlVeryHigh)
    push(
      'caution',
      'biomarker:LDL-very-high',
      `${describeReading(ldl)}: very high. See your doctor about cholesterol-lowering medicine and whether it runs in your family (familial hypercholesterolaemia); food changes alone lower LDL by about 10–15 %.`,
    );
  // Anaemia short of severe: a caution with what to do (condition-care.ts), on every plan type.
  const anaemia = anaemiaResultWarning(p, signals, w.ironSteered ?? false);
  if (anaemia) push('caution', 'biomarker:HGB', anaemia);
  if (signals.liverHigh) {
    push(
      'critical',
      'biomarker:liver',
      `${describeReading(signals.liverHigh)}: liver enzymes more than three times normal; see your doctor. The plan leaves out alcohol.`,
    );
  }
  if (
    signals.glucoseDiabetesRange &&
    signals.glucoseHigh &&
    !hasCondition(p, 'diabetes') &&
    !covered.has('HBA1C')
  ) {
    push(
      'caution',
      'biomarker:glucose-diabetes-range',
      `${describeReading(signals.glucoseHigh)} is in the diabetes range; please see your doctor for diagnosis and treatment.`,
    );
  }
  if (signals.thyroidAbnormal) {
    push(
      'caution',
      'biomarker:thyroid',
      `${describeReading(signals.thyroidAbnormal)}: abnormal thyroid results change energy needs; see your doctor.${thyroidOnTreatment(w)}`,
    );
  }
  for (const r of signals.latest.values()) {
    // A result with its own, more specific warning above is not repeated generically.
    const own = r.code === 'ALT' || r.code === 'AST' ? 'liver' : r.code;
    if (!r.clinicallyImportant || (covered.has(own) && (own !== 'HGB' || signals.hbSevere))) continue;
    push(
      'critical',
      `biomarker:${r.code}`,
      `${describeReading(r)} is past a clinical decision threshold: contact your doctor before starting this plan.`,
    );
  }
  if (signals.stale.length > 0) {
    // A note, not a caution, and a short list: a report two years old can hold 40 results, and a list that long
    // buried the warnings that matter (issue #31 item 10).
    const names = signals.stale.map((r) => BIOMARKERS[r.code].name);
    const shown =
      names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
    push(
      'info',
      'biomarker:stale',
      `Some results are more than 12 months old (${shown}): they are still applied for safety, but please retest.`,
    );
  }
}

/** Combinations with no safe plan as asked: named at the top, never a silent plan. */
function conflictWarnings(w: WarningInput, push: Push): void {
  const { profile: p, signals, diet } = w;
  if (!(diet.keto || diet.lowCarb)) return;
  const type1 = p.conditions.some((c) => c.key === 'diabetes' && c.type1);
  const ketoMeds = p.medications.filter((m) => drugClass(m.key)?.effects?.includes('keto-conflict'));
  if (type1 || ketoMeds.length > 0) {
    const who = [
      type1 ? 'type 1 diabetes' : null,
      ...new Set(ketoMeds.map((m) => drugClass(m.key)?.name ?? m.key)),
    ]
      .filter(Boolean)
      .join(', ');
    push(
      'critical',
      'conflict:keto-diabetes',
      `Keto/low-carb with ${who}: risk of ketoacidosis (even with normal glucose) and hypoglycaemia. Do not start this diet without your diabetes team's agreement.`,
    );
  }
  if (hasCondition(p, 'heart-disease') || signals.ldlSevere) {
    push(
      'critical',
      'conflict:keto-lipids',
      `Keto/low-carb with ${signals.ldlSevere && signals.ldlHigh ? describeReading(signals.ldlHigh) : 'heart disease'}: a high-fat diet can raise LDL further. Saturated fat is held under its ceiling, but please agree this diet with your cardiologist.`,
    );
  }
}

/**
 * Metformin is cleared by the kidneys: its dose follows the eGFR (kdigoDiabetesCkd). A member taking it with a
 * reduced eGFR on file is told what their level means for the medicine, so a dose set when the kidneys were better
 * is reviewed. An eGFR at or above 60 needs nothing beyond the yearly check.
 */
function metforminKidneyWarning(raw: string, w: WarningInput, push: Push): void {
  const egfr = w.signals.latest.get('EGFR');
  if (!egfr) return;
  const R = CLINICAL_RULES;
  const level = describeReading(egfr);
  if (egfr.value < R.metforminEgfrStop)
    push(
      'critical',
      'medication:metformin-kidney',
      `Metformin (${raw}) with ${level}: metformin is not used when the eGFR is under ${R.metforminEgfrStop} (it can build up and cause lactic acidosis). Contact your doctor today about stopping or changing it.`,
    );
  else if (egfr.value < R.metforminEgfrReduce)
    push(
      'caution',
      'medication:metformin-kidney',
      `Metformin (${raw}) with ${level}: at an eGFR of ${R.metforminEgfrStop}–${R.metforminEgfrReduce - 1} the usual maximum is ${R.metforminReducedMaxMg.toLocaleString('en-US')} mg a day and kidney function is checked every 3–6 months; ask your doctor to review your dose.`,
    );
  else if (egfr.value < R.metforminEgfrMonitor)
    push(
      'info',
      'medication:metformin-kidney',
      `Metformin (${raw}) with ${level}: at this kidney function the dose usually stays the same, with kidney function checked every 3–6 months (the dose is lowered if the eGFR falls under ${R.metforminEgfrReduce}).`,
    );
}

function medicationWarnings(w: WarningInput, push: Push): void {
  const seen = new Set<string>();
  for (const m of w.profile.medications) {
    if (seen.has(m.key)) continue;
    seen.add(m.key);
    const c = drugClass(m.key);
    if (!c) continue;
    for (const r of c.rules) push(r.severity, `medication:${c.key}`, `${c.name} (${m.raw}): ${r.text}`);
  }
  const metformin = w.profile.medications.find((m) => m.key === 'metformin');
  if (metformin) metforminKidneyWarning(metformin.raw, w, push);
  urateTargetWarning(w, push);
  ldlTargetWarning(w, push);
  thyroxinePregnancyWarning(w, push);
  // Known to the catalogue but without an interaction rule here (a herbal tonic, an antifungal): said, not silent.
  for (const m of w.profile.clinical.medicines) {
    const entry = medicineById(m.entryId);
    if (!entry || entry.planSupplement || engineKeysOf(m.entryId).length > 0) continue;
    push(
      'info',
      'medication:no-rules',
      `${entry.name} ("${m.text}"): known, but this plan has no interaction rules for it; ask your pharmacist whether it interacts with diet changes, supplements or exercise.`,
    );
  }
}

/**
 * Results that measure a listed condition: a raised one is named in the condition's warning ("Gout, with Uric acid
 * 8.5 mg/dL (high): …"), so the member sees the plan read it, rather than finding it among results "not used to
 * shape this plan". Liver enzymes for liver disease (EASL 2024 MASLD), urate for gout (ACR 2020).
 */
const CONDITION_RESULTS: Partial<Record<string, readonly BiomarkerCode[]>> = {
  gout: ['URIC_ACID'],
  'high-cholesterol': ['LDL'],
  'liver-disease': ['ALT', 'AST', 'GGT'],
};

function withResults(
  message: string,
  codes: readonly BiomarkerCode[] | undefined,
  signals: BiomarkerSignals,
) {
  const raised = (codes ?? []).flatMap((code) => {
    const r = signals.latest.get(code);
    return r && r.flag === 'high' ? [describeReading(r)] : [];
  });
  const colon = message.indexOf(': ');
  if (raised.length === 0 || colon < 0) return message;
  return `${message.slice(0, colon)}, with ${raised.join(', ')}${message.slice(colon)}`;
}

/**
 * Urate-lowering treatment is titrated to a serum urate under 6 mg/dL (ACR 2020 gout guideline, treat-to-target;
 * EULAR 2016): a result above it on allopurinol or febuxostat means the dose is usually raised.
 */
function urateTargetWarning(w: WarningInput, push: Push): void {
  const drug = w.profile.medications.find((m) => m.key === 'xanthine-oxidase');
  const urate = w.signals.latest.get('URIC_ACID');
  if (!drug || !urate || urate.value < CLINICAL_RULES.urateTargetMgDl) return;
  push(
    'caution',
    'medication:urate-target',
    `${describeReading(urate)} on ${drug.raw}: above the treatment target of under ${CLINICAL_RULES.urateTargetMgDl} mg/dL; ask your doctor whether the dose should be raised (it is usually increased step by step until the level is under target).`,
  );
}

/** Catalogue entries that are clinical atherosclerotic disease besides the engine's heart disease (even if past). */
const ASCVD_ENTRIES = new Set(['stroke', 'transient-ischaemic-attack', 'peripheral-artery-disease']);

/**
 * After a heart attack, a stent, a stroke or with arterial disease (clinical ASCVD) LDL is treated to a target, not
 * to the lab's range: at or above 70 mg/dL the doctor steps treatment up (a higher statin dose, then ezetimibe;
 * ACC/AHA 2018), and European guidance aims under 55 (ESC/EAS 2019). Without a statin one is recommended for
 * nearly everyone with ASCVD. An LDL of 110 on atorvastatin after a stent was "not used to shape this plan".
 */
function ldlTargetWarning(w: WarningInput, push: Push): void {
  const p = w.profile;
  const ldl = w.signals.latest.get('LDL');
  const R = CLINICAL_RULES;
  const ascvd =
    hasCondition(p, 'heart-disease') || p.clinical.conditions.some((c) => ASCVD_ENTRIES.has(c.entryId));
  if (!ascvd || !ldl || ldl.value < R.ldlSecondaryTargetMgDl) return;
  const statin = p.medications.find((m) => m.key === 'statin');
  const target = `under ${R.ldlSecondaryTargetMgDl} mg/dL, or under ${R.ldlSecondaryTargetEscMgDl} in European guidance`;
  push(
    'caution',
    'biomarker:LDL-ascvd-target',
    statin
      ? `${describeReading(ldl)} on ${statin.raw}: above the target after a heart attack, stent, stroke or with arterial disease (${target}); ask your doctor whether to step up treatment (a higher statin dose or adding ezetimibe). Food changes alone lower LDL by about 10–15 %.`
      : `${describeReading(ldl)} after a heart attack, stent, stroke or with arterial disease: above the target (${target}), and cholesterol-lowering medicine (usually a statin) is recommended for nearly everyone with these conditions; ask your doctor about it. Food changes alone lower LDL by about 10–15 %.`,
  );
}

/**
 * A TSH out of range on thyroid hormone is read against the treatment (ATA 2014 hypothyroidism guideline,
 * SOURCES.ataHypothyroid): high means too little hormone reaches the blood (a dose too low, or the tablet taken
 * with food, coffee, calcium, iron or soy), low means more than the body needs (atrial fibrillation and bone loss
 * over time). Either way the doctor changes the dose and TSH is rechecked 6–8 weeks later. Labs' TSH ranges differ,
 * so the result's own flag decides.
 */
function thyroidOnTreatment(w: WarningInput): string {
  const drug = w.profile.medications.find((m) => m.key === 'levothyroxine');
  const tsh = w.signals.latest.get('TSH');
  if (!drug || !tsh || (tsh.flag !== 'high' && tsh.flag !== 'low')) return '';
  return tsh.flag === 'high'
    ? ` On ${drug.raw} a high TSH usually means the dose is too low or the tablet is not being absorbed (taken with food, coffee, calcium, iron or soy): take it as this plan describes and ask your doctor whether the dose should be raised; TSH is rechecked 6–8 weeks after a change.`
    : ` On ${drug.raw} a low TSH usually means the dose is more than you need; over time that strains the heart (a fast or irregular beat) and thins the bones. Ask your doctor whether the dose should be lowered, and do not change it yourself.`;
}

/**
 * Pregnancy raises the levothyroxine a woman needs (often by 25–30 % from the first weeks) and TSH is checked about
 * every 4 weeks in the first half (ATA 2017 thyroid and pregnancy guideline, SOURCES.ataPregnancy).
 */
function thyroxinePregnancyWarning(w: WarningInput, push: Push): void {
  const drug = w.profile.medications.find((m) => m.key === 'levothyroxine');
  if (!drug || !isPregnant(w.profile)) return;
  push(
    'caution',
    'medication:levothyroxine-pregnancy',
    `${drug.raw} in pregnancy: the dose usually needs raising (often by a quarter or more from the first weeks) and TSH is checked about every 4 weeks in the first half of pregnancy; tell the doctor who prescribes it that you are pregnant.`,
  );
}

function conditionWarnings(w: WarningInput, push: Push): void {
  const seen = new Set<string>();
  for (const c of w.profile.conditions) {
    if (seen.has(c.key)) continue;
    seen.add(c.key);
    const make = CONDITION_WARNINGS[c.key];
    if (!make) continue;
    const [severity, message] = make(c, w);
    push(severity, `condition:${c.key}`, withResults(message, CONDITION_RESULTS[c.key], w.signals));
  }
  // Anaemia, deficiencies, reflux…: what the menu does and what to do (condition-care.ts).
  const hbLowShown = lowHaemoglobin(w.profile, w.signals) !== null;
  // An entry named like an engine key (osteoporosis, pcos) has that key's warning too: its care gets its own code.
  for (const c of conditionCare(w.profile, hbLowShown, w.supplementNames))
    push(c.severity, `condition:${c.id}${c.id in CONDITION_WARNINGS ? '-care' : ''}`, c.message);
  // Frailty, falls and knee surgery shape the training (training-background.ts): said here, first among cautions.
  if (isFrail(w.profile))
    push(
      'caution',
      'condition:frailty',
      'Frailty or falls: the training is gentle, progressive strength and balance work, best done supervised (a physiotherapist or a falls-prevention class), with no kettlebell, barbell, jumping or ballistic lifts. Hold on to a sturdy support for balance exercises, and stop if you feel dizzy or unsteady.',
    );
  // Martin Ginis et al. 2018 SCI exercise guidelines; autonomic dysreflexia: Krassioukov et al., Arch Phys Med
  // Rehabil 2009 (injuries at T6 or above).
  // Tetraplegia: said first (critical), since the seated plan assumes full arm and hand function. Martin Ginis et al.
  // 2018; Krassioukov et al. 2009; Consortium for Spinal Cord Medicine 2020 (autonomic dysreflexia).
  if (tetraplegia(w.profile))
    push(
      'critical',
      'condition:tetraplegia',
      'Tetraplegia (a neck-level spinal cord injury): this plan is built for people with full use of their arms and hands, so please have a specialist spinal cord injury physiotherapist set your exercises before you use it. Until then it keeps to band, cable and machine exercises and arm cycling at moderate effort (RPE up to 6), with no free weights held or pressed overhead and no lifting yourself on the armrests; use wrist cuffs or gloves if your grip is weak. Heart rate rises little with effort, so go by how hard it feels. Stop, sit upright and get help for a pounding headache, flushing or sweating above the injury (autonomic dysreflexia); dizziness on sitting up means low blood pressure: rest and tell your team. Keep cool and drink: sweating is reduced.',
    );
  if (usesWheelchair(w.profile))
    push(
      'caution',
      'condition:wheelchair-user',
      'Wheelchair user: every exercise is done seated (arms and trunk), aerobic work is arm cycling or wheelchair pushing, and there is more pulling than pushing to protect your shoulders. Ask a physiotherapist to adapt it to what your body can do, and stop if a shoulder hurts. With a spinal cord injury at T6 or above, stop, sit upright and get help if a pounding headache, flushing or sweating above the injury comes on (autonomic dysreflexia). Energy needs are lower when the legs do little of the work, so the estimate uses a lower activity factor; the check-ins adjust it from your weight.',
    );
  const knee = recentKneeSurgery(w.profile);
  if (knee)
    push(
      'caution',
      'condition:knee-surgery',
      `Knee surgery ("${knee.text}"): the training leaves out running, jumping and pivoting and keeps knee exercises within your rehabilitation; follow your physiotherapist's programme first and ask them before adding anything.`,
    );
  for (const [name, raw] of untailoredConditions(w.profile, TRAINING_TAILORED_ENTRIES)) {
    push(
      'caution',
      'condition:not-tailored',
      `${name} ("${raw}"): known, but this plan has no specific rules for it yet; check with your doctor that the exercises and diet suit you.`,
    );
  }
}

/**
 * What narrowed the member's dishes, in their words: the restrictions and the meal preferences the menu kept (an
 * economical budget and a short cooking time narrow a menu with no restriction at all); a preference the menu could
 * not keep is said elsewhere (meal-planner.ts preferenceNotes), so it is not named as a cause here.
 */
function narrowedBy(w: WarningInput): string {
  const pref = w.profile.mealPreferences;
  const relaxed = new Set(w.preferencesRelaxed ?? []);
  const prefs: string[] = [];
  if (pref) {
    if (pref.cuisine !== 'mixed' && !relaxed.has('cuisine'))
      prefs.push(pref.cuisine === 'indian' ? 'Indian dishes' : 'international dishes');
    if (pref.region && !relaxed.has('region')) prefs.push(`${pref.region} Indian dishes`);
    if (pref.budget === 'economical' && !relaxed.has('budget')) prefs.push('an economical budget');
    if (pref.cookingMinutes != null && !relaxed.has('cookingMinutes'))
      prefs.push(`${pref.cookingMinutes} minutes of cooking a day`);
  }
  const restrictions = w.diet.recognised.join('; ');
  if (restrictions && prefs.length > 0)
    return `Your restrictions (${restrictions}) and preferences (${prefs.join(', ')})`;
  if (restrictions) return `Your restrictions (${restrictions})`;
  if (prefs.length > 0) return `Your preferences (${prefs.join(', ')})`;
  return 'Your health rules';
}

function planWarnings(w: WarningInput, push: Push): void {
  for (const n of w.targetNotes) push(n.severity, n.code, n.message);
  // Under the floor the menu is not what the plan promises: said before anything about the menu.
  const under = w.floorShortfall;
  if (under && under.days > 0)
    push(
      'caution',
      'energy-under-floor',
      `On ${under.days} day(s) the menu serves less than the ${under.floorKcal.toLocaleString('en-US')} kcal a day this plan never goes under (the least ${under.leastKcal.toLocaleString('en-US')} kcal): rounding to portions people eat left it short. On those days add a small snack your diet allows, about ${(under.floorKcal - under.leastKcal).toLocaleString('en-US')} kcal.`,
    );
  const v = w.varietyShortfall;
  if (v) {
    const V = MEAL_PLANNING.variety;
    const month =
      v.monthDistinct === null ? '' : `, ${v.monthDistinct} over 28 days (aim ${V.monthMinMains})`;
    push(
      'caution',
      'limited-variety',
      `${narrowedBy(w)} leave ${v.available} lunch and dinner dishes in our catalogue, so the menu repeats: ${v.weekMinDistinct} different main dishes in a week (aim at least ${V.weekMinMains}), one served up to ${v.weekMaxRepeats} times (aim at most ${V.weekMaxRepeats})${month}. Every restriction has been kept.`,
    );
  }
  const fv = w.fruitVegShortfall;
  if (fv && fv.shortDays > 0) {
    push(
      'caution',
      'fruit-veg-short',
      fv.potassiumLimited
        ? `On ${fv.shortDays} day(s) the menu serves less than ${fv.floorG} g of fruit and vegetables (the least ${fv.lowestG} g): your potassium limit comes first. Ask your kidney team or renal dietitian which lower-potassium fruit and vegetables you can add (KDOQI/NKF 2020).`
        : `On ${fv.shortDays} day(s) the menu serves less than ${fv.floorG} g of fruit and vegetables (the least ${fv.lowestG} g): your restrictions and targets left no room for more. Add a piece of fruit or a side salad on those days where you can.`,
    );
  }
  const ca = w.calciumAvgMg;
  // With bone loss the member's full requirement, else the EAR (calcium-need.ts).
  if (ca != null && ca < calciumFloorMg(w.profile)) {
    const rda = calciumRequirementMg(w.profile);
    // With kidney disease, dairy brings phosphorus and potassium, and calcium supplements are decided with the
    // phosphate, calcium and PTH results (KDIGO 2017 CKD-MBD update, 4.1.2 and 4.1.6): the kidney team decides.
    const kidney = w.signals.ckd || hasCondition(w.profile, 'kidney-disease');
    const add = kidney
      ? 'with kidney disease, ask your kidney team or renal dietitian before adding dairy or a calcium supplement (dairy also brings phosphorus and potassium; supplements are decided with your phosphate and calcium results)'
      : `add milk, curd or a calcium-fortified plant milk, calcium-set tofu, ragi or sesame where your diet allows, ${w.supplementNames?.includes('Calcium') ? 'or take the calcium supplement in your list for the gap after talking to your doctor' : 'or ask your doctor about a calcium supplement'}`;
    push(
      'caution',
      'calcium-low',
      `The menu averages about ${Math.round(ca / 10) * 10} mg of calcium a day, under the ${rda.toLocaleString('en-US')} mg you need: ${add}.`,
    );
  }
  const shares = w.mealShareDays ?? 0;
  if (shares > 0) {
    const [, lo, hi] = MEAL_PLANNING.slotShare.lunch ?? [0, 0.2, 0.4];
    push(
      'info',
      'meal-share',
      `On ${shares} day(s) a lunch or dinner is outside ${Math.round(lo * 100)}–${Math.round(hi * 100)} % of the day's energy: a light dish whose portions stay realistic, or one that carries the day's targets. The day's totals are as shown.`,
    );
  }
  const short = w.mealShortfall;
  if (short && short.daysOut > 0) {
    const cause =
      short.limitsAtCeiling.length > 0
        ? `Your daily safety limits (${short.limitsAtCeiling.join(', ')})${w.diet.recognised.length > 0 ? ` and restrictions (${w.diet.recognised.join('; ')})` : ''}`
        : w.diet.recognised.length > 0
          ? `Your dietary restrictions (${w.diet.recognised.join('; ')})`
          : narrowedBy(w);
    push(
      short.daysOut >= MEAL_PLANNING.unreachableCriticalShare * short.days ? 'critical' : 'caution',
      'targets-unreachable',
      `${cause} make the targets hard to reach with the foods available: ${short.daysOut} of ${short.days} days miss energy ±5 % or a macronutrient ±10 % (${short.detail}). Every restriction and safety limit has been kept; ask a dietitian to adjust the targets.`,
    );
  }
  if (w.diet.unrecognised.length > 0) {
    push(
      'caution',
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
}

/**
 * What the plan did not consider, first: profile lines the catalogue did not understand (the member was shown
 * them before the plan was made; the plan states it again so no one reads it as covering them).
 */
function notUnderstoodWarning(w: WarningInput, push: Push): void {
  const { unrecognisedConditions: c, unrecognisedMedications: m } = w.profile;
  if (c.length === 0 && m.length === 0) return;
  const quote = (l: string[]) => l.map((x) => `"${x}"`).join(', ');
  const parts = [
    c.length > 0 ? `conditions ${quote(c)}` : null,
    m.length > 0 ? `medicines or supplements ${quote(m)}` : null,
  ].filter(Boolean);
  push(
    'critical',
    'profile:not-understood',
    `Not considered in this plan: we did not understand ${parts.join('; ')}. Pick them from the list in your profile or ask your doctor or pharmacist whether this plan's diet, supplements and exercise suit you.`,
  );
}

export function collectWarnings(w: WarningInput): PlanWarning[] {
  const out: PlanWarning[] = [];
  const push: Push = (severity, code, message) => {
    if (!out.some((x) => x.message === message)) out.push({ severity, code, message });
  };
  // Results past a critical threshold lead, then what was not understood: both before any other advice.
  const findings = escalations(w.profile, w.signals);
  for (const f of findings) push(f.severity, f.code, f.message);
  notUnderstoodWarning(w, push);
  // A revised target is said before any other advice: every figure the member reads follows from it.
  const rev = w.targetRevision;
  if (rev)
    push(
      revisionIsCritical(rev.revision, rev.targets) ? 'critical' : 'caution',
      'targets-revised',
      rev.revision.statement,
    );
  for (const r of ruleWarnings(w.profile, w.signals, w.diet, w.deficitApplied ?? false))
    push(r.severity, r.code, r.message);
  lifeStageWarnings(w, push);
  conflictWarnings(w, push);
  biomarkerWarnings(w, findings, push);
  conditionWarnings(w, push);
  medicationWarnings(w, push);
  planWarnings(w, push);
  // Stable sort: most serious first, and within a level the order above (life stage, conflicts, labs…).
  const rank = (s: WarningSeverity): number => WARNING_SEVERITIES.indexOf(s);
  return proteinCapOnce(
    out
      .map((x, i) => ({ x, i }))
      .sort((a, b) => rank(a.x.severity) - rank(b.x.severity) || a.i - b.i)
      .map(({ x }) => x),
  );
}

/**
 * The kidney protein cap is said once: the kidney-disease condition, a reduced eGFR and its escalation each state
 * it, so the first warning in reading order keeps the sentence and the later ones refer to it (CKD_PROTEIN_SAID).
 */
function proteinCapOnce(warnings: PlanWarning[]): PlanWarning[] {
  let said = false;
  return warnings.map((w) => {
    const text = [CKD_PROTEIN_TEXT, DIALYSIS_PROTEIN_TEXT].find((t) => w.message.includes(t));
    if (!text) return w;
    if (!said) {
      said = true;
      return w;
    }
    return { ...w, message: w.message.replaceAll(text, CKD_PROTEIN_SAID) };
  });
}

/**
 * Never silent about a result (issue 30's professional reading): a result flagged outside its range that no
 * warning, rationale line or supplement of the plan names (a platelet count, ALT under three times the limit,
 * B12 on a plan without personalisation) is listed in one caution for the doctor. `texts`: every warning message,
 * rationale line and supplement reason of the finished plan.
 */
export function withUnsaidResults(
  warnings: PlanWarning[],
  signals: BiomarkerSignals,
  texts: readonly string[],
): PlanWarning[] {
  const said = texts.join('\n');
  const unsaid = [...signals.latest.values()].filter(
    // The reading as describeReading writes it ("Sodium 133 mmol/L"), not the bare name: "sodium" is also a limit.
    (r) => (r.flag === 'high' || r.flag === 'low') && !said.includes(describeReading({ ...r, flag: null })),
  );
  if (unsaid.length === 0) return warnings;
  const warning: PlanWarning = {
    severity: 'caution',
    code: 'biomarker:not-acted-on',
    message: `Outside the normal range and not used to shape this plan: ${unsaid.map(describeReading).join(', ')}. Show ${unsaid.length === 1 ? 'it' : 'them'} to your doctor.`,
  };
  // Last of the cautions, before the notes.
  const at = warnings.findIndex((w) => w.severity === 'info');
  return at < 0 ? [...warnings, warning] : [...warnings.slice(0, at), warning, ...warnings.slice(at)];
}
