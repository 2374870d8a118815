/**
 * Results past a critical threshold (CRITICAL_RESULTS in guidelines.ts): each becomes a finding that leads the
 * plan's warnings with what to do, and the ones where no self-guided plan is safe refuse the plan (422 with the
 * reason). Early findings are named too (prediabetes range), and a treated condition at target is not critical
 * (HbA1c 7.0 % on diabetes medicine). Doctor Verified reviews with a finding are marked urgent.
 */
import type { BiomarkerCode } from '@common/biomarkers';
import { BIOMARKER_THRESHOLDS as T, CRITICAL_RESULTS as C } from '../guidelines';
import {
  describeReading,
  kidneyFinding,
  type BiomarkerReading,
  type BiomarkerSignals,
} from './biomarker-signals';
import { hasCondition, kidneyProteinText, type ResolvedProfile } from '../plan/profile-input';

export interface Finding {
  /** `escalation:<what>`: warnings with this prefix lead the list and mark a clinician review urgent. */
  code: string;
  severity: 'critical' | 'caution';
  message: string;
  /** No safe self-guided plan exists: the plan is refused with this message. */
  refuse: boolean;
}

export const ESCALATION_PREFIX = 'escalation:';

/** Diabetes medicines whose use makes an HbA1c a treated value. ADA SoC 2024 §9 */
const DIABETES_MEDICINES = ['metformin', 'sulfonylurea', 'insulin', 'sglt2', 'glp1', 'dpp4', 'pioglitazone'];

function onDiabetesTreatment(p: ResolvedProfile): boolean {
  return hasCondition(p, 'diabetes') || p.medications.some((m) => DIABETES_MEDICINES.includes(m.key));
}

const takes = (p: ResolvedProfile, ...keys: string[]): boolean =>
  p.medications.some((m) => keys.includes(m.key));

export function escalations(p: ResolvedProfile, signals: BiomarkerSignals): Finding[] {
  const get = (c: BiomarkerCode): BiomarkerReading | undefined => signals.latest.get(c);
  const out: Finding[] = [];
  const add = (code: string, refuse: boolean, message: string, severity: Finding['severity'] = 'critical') =>
    out.push({ code: `${ESCALATION_PREFIX}${code}`, severity, message, refuse });

  const k = get('K');
  if (k && k.value >= C.potassiumHigh) {
    const emergency = k.value >= C.potassiumEmergency; // UKKA 2023: ≥ 6.5 is an emergency
    add(
      'K-high',
      emergency,
      `${describeReading(k)}: ${emergency ? 'dangerously' : 'severely'} high potassium can upset the heart rhythm. ${emergency ? 'Go to an emergency department or call your doctor now; no plan is made until it has been treated.' : 'Contact your doctor today for a repeat test and treatment; potassium-rich foods and salt substitutes are kept out of this plan.'}`,
    );
  } else if (k && k.value <= C.potassiumLow) {
    const emergency = k.value < C.potassiumLowEmergency; // Society for Endocrinology 2016
    add(
      'K-low',
      emergency,
      `${describeReading(k)}: ${emergency ? 'dangerously' : 'markedly'} low potassium can cause muscle weakness and heart rhythm problems. ${emergency ? 'Seek urgent medical care now; no plan is made until it has been treated.' : `Contact your doctor within a day or two${takes(p, 'diuretic', 'loop-diuretic') ? ' (your diuretic may be the cause)' : ''}; avoid hard exercise until it is corrected.`}`,
    );
  }
  const na = get('NA');
  if (na && na.value <= C.sodiumLow) {
    const emergency = na.value < C.sodiumEmergency; // Spasovski 2014: < 125 profound
    add(
      'NA-low',
      emergency,
      `${describeReading(na)}: ${emergency ? 'profoundly' : 'moderately'} low sodium. ${emergency ? 'Seek medical care today; no plan is made until a doctor has seen this result.' : 'See your doctor this week; do not drink more than your doctor advises (no "drink plenty" advice applies to you), and avoid long sessions in the heat.'}`,
    );
  }
  const egfr = get('EGFR');
  if (egfr && egfr.value < C.egfrSevere) {
    const failure = egfr.value < C.egfrFailure && !hasCondition(p, 'kidney-disease'); // KDIGO G5 not under care
    add(
      'EGFR-severe',
      failure,
      `${kidneyFinding(egfr, signals.latest)}: ${egfr.value < C.egfrFailure ? 'kidney failure range (G5)' : 'severely reduced kidney function (G4)'}. ${failure ? 'Please see a kidney specialist now: protein, potassium, phosphate and fluid need a renal dietitian, and no self-guided plan is made until then.' : `Your kidney team must review this plan: ${kidneyProteinText(p)}, sodium at 2,000 mg and potassium limited; ask them about phosphate and fluid.`}`,
    );
  }
  const tg = get('TG');
  if (tg && tg.value >= C.tgSevere) {
    add(
      'TG-severe',
      false,
      `${describeReading(tg)}: severe hypertriglyceridaemia with a high risk of acute pancreatitis. See your doctor within days for treatment; seek urgent care for severe abdominal pain. This plan keeps fat to 25 % of energy with no alcohol, no added sugar and no keto or low-carb diet.`,
    );
  }
  const a1c = get('HBA1C');
  const glucose = [get('GLU_FASTING'), get('GLU_RANDOM'), get('GLU_PP')].find(
    (r) => r !== undefined && r.value >= C.glucoseSevere,
  );
  if ((a1c && a1c.value >= C.hba1cSevere) || glucose) {
    const r = a1c && a1c.value >= C.hba1cSevere ? a1c : glucose!;
    add(
      'glucose-severe',
      false,
      `${describeReading(r)}: very high blood glucose. See your doctor within a week about treatment (ADA: insulin is considered at this level); check for ketones and do not exercise hard while glucose is over 250 mg/dL with ketones. Seek urgent care for vomiting, marked thirst or drowsiness.`,
    );
  }
  const ferritin = get('FERRITIN');
  const tsat = get('TSAT');
  if (ferritin && tsat && ferritin.value > C.ferritinOverload && tsat.value > C.tsatOverload) {
    add(
      'iron-overload',
      false,
      `${describeReading(ferritin)} with ${describeReading(tsat)}: iron overload (possible haemochromatosis). See your doctor for liver assessment and venesection. This plan has no iron-fortified foods, no red meat, no iron or vitamin C supplements, and no alcohol.`,
    );
  }
  return out;
}

/**
 * Early or treated glucose findings the generic "past a clinical threshold" line would get wrong: HbA1c or
 * fasting glucose in the prediabetes range is named (ADA SoC 2024 §2: 5.7–6.4 %, 100–125 mg/dL), and an HbA1c
 * under 8 % on diabetes treatment is near target, not critical (ADA SoC 2024 §6).
 */
export function glucoseFindings(p: ResolvedProfile, signals: BiomarkerSignals): Finding[] {
  const a1c = signals.latest.get('HBA1C');
  const fpg = signals.latest.get('GLU_FASTING');
  const treated = onDiabetesTreatment(p);
  if (treated) {
    if (a1c && a1c.value >= C.hba1cTreatedTarget && a1c.value < C.hba1cSevere) {
      return [
        {
          code: 'biomarker:HBA1C-above-target',
          severity: 'caution',
          message: `${describeReading(a1c)} on diabetes treatment: above target (under 7 %, or under 8 % if your team set that); see your diabetes team within a few weeks about your treatment.`,
          refuse: false,
        },
      ];
    }
    if (a1c && a1c.value >= T.hba1cDiabetes && a1c.value < C.hba1cTreatedTarget) {
      return [
        {
          code: 'biomarker:HBA1C-treated',
          severity: 'caution',
          message: `${describeReading(a1c)} on diabetes treatment: near the usual target (under 7 %, or under 8 % if your team set that); keep up your treatment and recheck in 3–6 months.`,
          refuse: false,
        },
      ];
    }
    return [];
  }
  const pre =
    (a1c && a1c.value >= T.hba1cHigh && a1c.value < T.hba1cDiabetes ? a1c : undefined) ??
    (fpg && fpg.value >= T.fastingGlucoseHigh && fpg.value < T.fastingGlucoseDiabetes ? fpg : undefined);
  if (!pre || signals.glucoseDiabetesRange) return [];
  return [
    {
      code: 'biomarker:prediabetes',
      severity: 'caution',
      message: `${describeReading(pre)} is in the prediabetes range: weight loss of 5–7 % and 150 minutes of activity a week cut the risk of diabetes by more than half (Diabetes Prevention Program). Ask your doctor to recheck it within a year; the plan favours low-glycaemic foods.`,
      refuse: false,
    },
  ];
}

/** Result codes whose generic "past a clinical threshold" line the findings above replace. */
export function coveredCodes(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  findings: readonly Finding[],
): Set<BiomarkerCode> {
  const codes = new Set<BiomarkerCode>();
  for (const f of findings) {
    if (f.code.endsWith('K-high') || f.code.endsWith('K-low')) codes.add('K');
    if (f.code.endsWith('NA-low')) codes.add('NA');
    if (f.code.endsWith('EGFR-severe')) codes.add('EGFR');
    if (f.code.endsWith('TG-severe')) codes.add('TG');
    if (/glucose-severe|HBA1C-treated|HBA1C-above-target|prediabetes$/.test(f.code))
      for (const c of ['HBA1C', 'GLU_FASTING', 'GLU_RANDOM', 'GLU_PP'] as const) codes.add(c);
    if (f.code.endsWith('iron-overload')) for (const c of ['FERRITIN', 'TSAT'] as const) codes.add(c);
  }
  // A treated HbA1c under the severe threshold is described by glucoseFindings, never as "critical".
  const a1c = signals.latest.get('HBA1C');
  if (onDiabetesTreatment(p) && a1c && a1c.value >= T.hba1cDiabetes && a1c.value < C.hba1cSevere)
    codes.add('HBA1C');
  return codes;
}
