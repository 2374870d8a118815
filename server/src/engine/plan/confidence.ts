/**
 * Confidence score (0–100), a documented sum:
 *
 *   profile completeness  ≤ 50  age 10, sex 8, height 8, weight 12, activity level 8, goals 4
 *   blood tests           ≤ 35  (premium / doctor_verified only; free plans do not use them)
 *                               recency of the newest sample: ≤ 90 days 20, ≤ 180 days 15, ≤ 365 days 8,
 *                               older 0, date unknown 8; plus coverage 15 × (panels present / 5), the panels
 *                               being lipids, glucose, blood count/iron, kidney, vitamins D/B12
 *   plan type             ≤ 15  free 5, premium 12, doctor_verified 15
 *   penalties                   unrecognised condition −3 each (max −9), unrecognised restriction −2 each
 *                               (max −6), clinically important result −5, days missing the targets up to −10,
 *                               results older than 12 months −5
 *   cap                         ≤ 70 when a critical warning exists or results are older than 12 months
 *
 * Each part is returned as a reason with its points, so the score can be explained on the plan page.
 */
import type { BiomarkerCode } from '@common/biomarkers';
import type { PlanType } from '@common/options';
import type { BiomarkerSignals } from '../safety/biomarker-signals';
import { CONFIDENCE } from '../guidelines';
import type { ResolvedProfile } from './profile-input';

export const CONFIDENCE_POINTS = CONFIDENCE;

const PANELS: { name: string; codes: BiomarkerCode[] }[] = [
  { name: 'lipids', codes: ['LDL', 'TG', 'CHOL_TOTAL', 'HDL'] },
  { name: 'glucose', codes: ['HBA1C', 'GLU_FASTING', 'GLU_PP', 'GLU_RANDOM'] },
  { name: 'blood count/iron', codes: ['HGB', 'FERRITIN', 'IRON'] },
  { name: 'kidney', codes: ['EGFR', 'CREAT'] },
  { name: 'vitamins', codes: ['VITD_25OH', 'B12'] },
];

const DAY_MS = 86_400_000;

export interface ConfidenceInput {
  profile: ResolvedProfile;
  signals: BiomarkerSignals;
  planType: PlanType;
  now: Date;
  unrecognisedRestrictions: number;
  daysOutOfTolerance: number;
  days: number;
  /** Critical warnings in the plan. */
  criticalFindings: number;
  /** Biomarkers personalise this plan (premium/doctor-verified with includeBloodTest). */
  personalised: boolean;
}

export function computeConfidence(c: ConfidenceInput): {
  score: number;
  reasons: { text: string; points: number }[];
} {
  const reasons: { text: string; points: number }[] = [];
  const P = CONFIDENCE_POINTS;
  const m = c.profile.missing;
  const fields: [keyof typeof P.profile, boolean, string][] = [
    ['age', m.age, 'age'],
    ['sex', m.sex, 'sex (male/female) for the energy equation'],
    ['height', m.height, 'height'],
    ['weight', m.weight, 'weight'],
    ['activityLevel', m.activityLevel, 'activity level'],
    ['goals', m.goals, 'fitness goals'],
  ];
  const have = fields.filter(([, missing]) => !missing);
  const profilePoints = have.reduce((s, [k]) => s + P.profile[k], 0);
  const missingNames = fields.filter(([, missing]) => missing).map(([, , label]) => label);
  reasons.push({
    text:
      missingNames.length === 0
        ? 'Profile complete'
        : `Profile incomplete: ${missingNames.join(', ')} missing, defaults used`,
    points: profilePoints,
  });

  let bloodPoints = 0;
  const stale = c.signals.stale.length > 0;
  if (c.signals.latest.size > 0 && !c.personalised) {
    reasons.push({ text: 'Blood tests on file used for safety limits only (not personalised)', points: 0 });
  } else if (c.planType === 'free') {
    reasons.push({ text: 'Free plans do not use blood tests', points: 0 });
  } else if (c.signals.latest.size === 0) {
    reasons.push({ text: 'No blood test results on file', points: 0 });
  } else {
    const newest = c.signals.newestSampledAt ? Date.parse(c.signals.newestSampledAt) : NaN;
    let recency: number = P.recencyUnknown;
    let recencyText = 'blood test date unknown';
    if (Number.isFinite(newest)) {
      const ageDays = Math.max(0, Math.floor((c.now.getTime() - newest) / DAY_MS));
      const band = P.recency.find(([days]) => ageDays <= days);
      recency = band ? band[1] : 0;
      recencyText = `newest blood test ${ageDays} days old`;
    }
    const covered = PANELS.filter((panel) => panel.codes.some((code) => c.signals.latest.has(code)));
    const coverage = Math.round((P.coverage * covered.length) / PANELS.length);
    bloodPoints = recency + coverage;
    reasons.push({ text: `Blood tests used: ${recencyText}`, points: recency });
    reasons.push({
      text: `Blood test coverage: ${covered.length} of ${PANELS.length} panels (${covered.map((x) => x.name).join(', ') || 'none'})`,
      points: coverage,
    });
  }

  const typePoints = P.planType[c.planType];
  reasons.push({
    text:
      c.planType === 'doctor_verified'
        ? 'Doctor-verified plan (clinician review pending)'
        : c.planType === 'premium'
          ? 'Premium plan (biomarker-aware)'
          : 'Free plan (profile-based)',
    points: typePoints,
  });

  let penalties = 0;
  const unrecCond = c.profile.unrecognisedConditions.length;
  if (unrecCond > 0) {
    const pts = Math.max(P.unrecognisedConditionMax, unrecCond * P.unrecognisedCondition);
    penalties += pts;
    reasons.push({ text: `${unrecCond} medical condition(s) not recognised`, points: pts });
  }
  if (c.unrecognisedRestrictions > 0) {
    const pts = Math.max(
      P.unrecognisedRestrictionMax,
      c.unrecognisedRestrictions * P.unrecognisedRestriction,
    );
    penalties += pts;
    reasons.push({
      text: `${c.unrecognisedRestrictions} dietary restriction(s) not recognised`,
      points: pts,
    });
  }
  if ([...c.signals.latest.values()].some((r) => r.clinicallyImportant)) {
    penalties += P.clinicallyImportant;
    reasons.push({ text: 'Blood results need medical review first', points: P.clinicallyImportant });
  }
  if (c.daysOutOfTolerance > 0 && c.days > 0) {
    const pts = Math.round((P.targetsMissedMax * c.daysOutOfTolerance) / c.days);
    if (pts !== 0) {
      penalties += pts;
      reasons.push({
        text: `Targets missed on ${c.daysOutOfTolerance} of ${c.days} days because of restrictions`,
        points: pts,
      });
    }
  }
  if (stale) {
    penalties += P.staleLabs;
    reasons.push({
      text: `${c.signals.stale.length} result(s) older than 12 months: retest`,
      points: P.staleLabs,
    });
  }
  let score = Math.max(0, Math.min(100, Math.round(profilePoints + bloodPoints + typePoints + penalties)));
  if ((c.criticalFindings > 0 || stale) && score > P.cappedMax) {
    const why = [
      c.criticalFindings > 0 ? `${c.criticalFindings} critical finding(s) need a clinician first` : null,
      stale ? 'results older than 12 months' : null,
    ]
      .filter(Boolean)
      .join(' and ');
    reasons.push({ text: `Capped at ${P.cappedMax}: ${why}`, points: P.cappedMax - score });
    score = P.cappedMax;
  }
  return { score, reasons };
}
