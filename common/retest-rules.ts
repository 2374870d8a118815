/**
 * When to ask about a retest, for results outside their range: one data table, each rule with its source. The
 * report page shows these as reminders ("ask your doctor about a retest in about 3 months"), never as orders.
 * Thresholds are in each biomarker's canonical unit (common/biomarkers.ts). A result no rule covers gets no
 * reminder: a missing reminder is safer than a wrong interval.
 */
import type { BiomarkerCode } from './biomarkers';

export interface RetestRule {
  code: BiomarkerCode;
  /** The rule applies when the canonical value is at or above `atLeast` / below `below`. */
  atLeast?: number;
  below?: number;
  months: number;
  why: string;
  source: string;
}

export const RETEST_RULES: readonly RetestRule[] = [
  {
    code: 'HBA1C',
    atLeast: 6.5,
    months: 3,
    why: 'HbA1c in the diabetes range is usually checked every 3 months until it is on target.',
    source:
      'American Diabetes Association, Standards of Care in Diabetes 2024, section 6 (A1C at least quarterly when not meeting goals or after a change in therapy)',
  },
  {
    code: 'HBA1C',
    atLeast: 5.7,
    below: 6.5,
    months: 12,
    why: 'HbA1c in the prediabetes range is usually checked again every year.',
    source:
      'American Diabetes Association, Standards of Care in Diabetes 2024, section 2 (yearly testing in prediabetes)',
  },
  {
    code: 'LDL',
    atLeast: 130,
    months: 3,
    why: 'A raised LDL cholesterol is usually measured again 4–12 weeks after starting or changing treatment or lifestyle.',
    source:
      '2018 AHA/ACC Guideline on the Management of Blood Cholesterol (repeat lipid measurement 4–12 weeks after initiation or change, then every 3–12 months)',
  },
  {
    code: 'VITD_25OH',
    below: 20,
    months: 3,
    why: 'Low vitamin D is usually rechecked after about 3 months of supplementation, when levels have settled.',
    source:
      'Holick et al., Endocrine Society Clinical Practice Guideline: Evaluation, Treatment, and Prevention of Vitamin D Deficiency, 2011',
  },
  {
    code: 'TSH',
    atLeast: 4.5,
    months: 3,
    why: 'A raised TSH is usually measured again, with free T4, within 2–3 months before any diagnosis.',
    source: 'Garber et al., ATA/AACE Clinical Practice Guidelines for Hypothyroidism in Adults, 2012',
  },
];

export interface RetestReminder {
  code: BiomarkerCode;
  months: number;
  why: string;
  source: string;
}

/** The reminders for a set of results (one per biomarker, the most specific matching rule first in the table). */
export function retestReminders(
  results: readonly { code: BiomarkerCode; valueCanonical: number | null; comparator: string | null }[],
): RetestReminder[] {
  const out: RetestReminder[] = [];
  for (const r of results) {
    // A value printed as "< 5" or "> 300" is not an exact number to compare with a threshold.
    if (r.valueCanonical === null || r.comparator !== null) continue;
    const v = r.valueCanonical;
    const rule = RETEST_RULES.find(
      (x) =>
        x.code === r.code &&
        (x.atLeast === undefined || v >= x.atLeast) &&
        (x.below === undefined || v < x.below),
    );
    if (rule && !out.some((o) => o.code === rule.code))
      out.push({ code: rule.code, months: rule.months, why: rule.why, source: rule.source });
  }
  return out;
}
