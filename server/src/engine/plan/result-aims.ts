/**
 * The results a plan aims to move (issue 35, "did it work?"): each out-of-range result the plan acts on, the way it
 * should move, what the plan does about it and when a retest is advised. Only results the plan actually steers are
 * aims: a plan that does not personalise by results (free, or personalisation switched off) aims only at the
 * safety signals it still acts on (lipids, glucose). Thresholds are the engine's (guidelines.ts BIOMARKER_THRESHOLDS).
 */
import type { BiomarkerCode } from '@common/biomarkers';
import type { ResultAim } from '@common/outcomes';
import type { Supplement } from '@common/plan';
import { RETEST_RULES, retestReminders } from '@common/retest-rules';
import { BIOMARKER_THRESHOLDS as T } from '../guidelines';
import type { BiomarkerReading, BiomarkerSignals } from '../safety/biomarker-signals';

/**
 * Retest intervals for aimed results no rule of common/retest-rules.ts covers at this value (a rule that matches
 * the value comes first: its interval is the one the report page already advises).
 */
const AIM_RETEST: Partial<Record<BiomarkerCode, { months: number; why: string; source: string }>> = {
  LDL: RETEST_RULES.find((r) => r.code === 'LDL')!,
  TG: {
    months: 3,
    why: 'A lipid profile is usually measured again 4–12 weeks after a change in lifestyle or treatment.',
    source:
      '2018 AHA/ACC Guideline on the Management of Blood Cholesterol (repeat lipid measurement 4–12 weeks after initiation or change)',
  },
  HBA1C: {
    months: 3,
    why: 'HbA1c reflects about 3 months of glucose: it is usually checked every 3 months while not on target.',
    source:
      'American Diabetes Association, Standards of Care in Diabetes 2024, section 6 (A1C at least quarterly when not meeting goals or after a change in therapy)',
  },
  GLU_FASTING: {
    months: 3,
    why: 'Fasting glucose is usually rechecked with HbA1c, about 3 months after a change.',
    source: 'American Diabetes Association, Standards of Care in Diabetes 2024, sections 2 and 6',
  },
  FERRITIN: {
    months: 3,
    why: 'Iron stores are usually rechecked at about 3-monthly intervals while they are being replenished.',
    source:
      'Snook et al., British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults, Gut 2021',
  },
  VITD_25OH: RETEST_RULES.find((r) => r.code === 'VITD_25OH')!,
};

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export interface ResultAimsInput {
  signals: BiomarkerSignals;
  supplements: readonly Supplement[];
  ironWithVitC: boolean;
  b12Fortified: boolean;
  /** The plan's first day (YYYY-MM-DD): retest dates count from it. */
  startDate: string;
}

export function resultAims({
  signals,
  supplements,
  ironWithVitC,
  b12Fortified,
  startDate,
}: ResultAimsInput): ResultAim[] {
  const reading = (code: BiomarkerCode) => signals.latest.get(code) ?? null;
  const above = (code: BiomarkerCode, threshold: number) => {
    const r = reading(code);
    return r && (r.value >= threshold || r.flag === 'high') ? r : null;
  };
  const below = (code: BiomarkerCode, threshold: number) => {
    const r = reading(code);
    return r && (r.value < threshold || r.flag === 'low') ? r : null;
  };
  const supplemented = (name: string) => supplements.some((s) => s.name.startsWith(name) && s.biomarker);
  const glucoseHow = 'Low-glycaemic foods, carbohydrate spread across the meals and added sugar avoided.';

  const candidates: [BiomarkerReading | null, ResultAim['direction'], string][] = [
    [
      signals.ldlHigh ? reading('LDL') : null,
      'down',
      'Less saturated fat (a daily ceiling) and more soluble fibre (oats, pulses).',
    ],
    [
      signals.tgHigh ? reading('TG') : null,
      'down',
      'Fewer added sugars, omega-3 foods favoured' +
        (supplemented('Omega-3') ? ', and omega-3 to discuss with your doctor.' : '.'),
    ],
    [signals.glucoseHigh ? above('HBA1C', T.hba1cHigh) : null, 'down', glucoseHow],
    [signals.glucoseHigh ? above('GLU_FASTING', T.fastingGlucoseHigh) : null, 'down', glucoseHow],
    [
      ironWithVitC ? below('FERRITIN', T.ferritinLow) : null,
      'up',
      'Iron-rich recipes with a vitamin C fruit at lunch and dinner' +
        (supplemented('Iron') ? ', and iron to discuss with your doctor.' : '.'),
    ],
    [
      signals.vitDLow && supplemented('Vitamin D3') ? reading('VITD_25OH') : null,
      'up',
      'A vitamin D3 supplement (see the plan’s supplements).',
    ],
    [
      signals.b12Low && (b12Fortified || supplemented('Vitamin B12')) ? reading('B12') : null,
      'up',
      [b12Fortified && 'A B12-fortified food at breakfast', supplemented('Vitamin B12') && 'a B12 supplement']
        .filter(Boolean)
        .join(' and ') + '.',
    ],
  ];

  const aims: ResultAim[] = [];
  for (const [r, direction, how] of candidates) {
    if (!r || aims.some((a) => a.code === r.code)) continue;
    const rule =
      retestReminders([{ code: r.code, valueCanonical: r.value, comparator: null }])[0] ?? AIM_RETEST[r.code];
    aims.push({
      code: r.code,
      direction,
      how: how.charAt(0).toUpperCase() + how.slice(1),
      before: { value: r.value, sampledAt: r.sampledAt },
      retest: rule ? { by: addMonths(startDate, rule.months), why: rule.why, source: rule.source } : null,
    });
  }
  return aims;
}
