import type { ExtractedBiomarker } from '../../../src/labs/interpret';
import type { TruthResult } from './generate';

/**
 * Extraction scored against a generated report's ground truth. Results are matched by analyte code. A value is
 * correct when it equals the printed value within the printing's rounding (half a unit of the last printed
 * digit); when the extractor also gives a canonical value, that must agree with the truth's too (within the
 * rounding and 1 % for differing conversion constants), so a value read right in a misread unit is wrong.
 * Wrong: extracted but different (including results the report does not print as current, e.g. an earlier
 * column). Missing: printed but not extracted.
 */
export type Extracted = Pick<ExtractedBiomarker, 'code' | 'value' | 'unit' | 'valueCanonical'> & {
  /** Set by extractors that mark doubtful values for the member to confirm. */
  needsReview?: boolean;
};

export interface WrongValue {
  got: Extracted;
  /** The printed result it claims to be; absent when the report prints no current result for that code. */
  expected?: TruthResult;
}

export interface ReportScore {
  expected: number;
  reported: number;
  /** Reported values the extractor marked needsReview (right or wrong). */
  markedForReview: number;
  correct: number;
  wrong: WrongValue[];
  missing: TruthResult[];
}

const CONVERSION_TOLERANCE = 0.01;

export function isCorrect(truth: TruthResult, got: Extracted): boolean {
  const rounding = 0.5 * 10 ** -Math.max(0, truth.decimals) + 1e-9;
  const printedOk = Math.abs(got.value - truth.value) <= rounding;
  if (got.valueCanonical === null || got.valueCanonical === undefined) return printedOk;
  const factor = truth.value === 0 || truth.canonical === 0 ? 1 : truth.value / truth.canonical;
  const tolerance = Math.max(rounding / factor, CONVERSION_TOLERANCE * Math.abs(truth.canonical)) + 1e-9;
  return Math.abs(got.valueCanonical - truth.canonical) <= tolerance;
}

export function scoreReport(truth: TruthResult[], got: Extracted[]): ReportScore {
  const used = new Set<number>();
  const score: ReportScore = {
    expected: truth.length,
    reported: got.length,
    markedForReview: got.filter((g) => g.needsReview === true).length,
    correct: 0,
    wrong: [],
    missing: [],
  };
  for (const t of truth) {
    const same = got.map((g, i) => ({ g, i })).filter(({ g, i }) => !used.has(i) && g.code === t.code);
    const pick = same.find(({ g }) => isCorrect(t, g)) ?? same[0];
    if (!pick) {
      score.missing.push(t);
      continue;
    }
    used.add(pick.i);
    if (isCorrect(t, pick.g)) score.correct++;
    else score.wrong.push({ got: pick.g, expected: t });
  }
  got.forEach((g, i) => {
    if (!used.has(i)) score.wrong.push({ got: g });
  });
  return score;
}

export interface Rates {
  expected: number;
  correct: number;
  wrong: number;
  missing: number;
  recall: number;
  precision: number;
  /** Share of wrong values the extractor marked needsReview (1 when nothing was wrong). */
  wrongFlaggedForReview: number;
  /** Precision of the values not marked needsReview: what plans use without the member confirming. */
  trustedPrecision: number;
  /** Share of all reported values marked needsReview (the member's work). */
  reviewShare: number;
}

export function summarise(scores: ReportScore[]): Rates {
  const sum = (f: (s: ReportScore) => number): number => scores.reduce((n, s) => n + f(s), 0);
  const expected = sum((s) => s.expected);
  const correct = sum((s) => s.correct);
  const wrong = sum((s) => s.wrong.length);
  const reviewed = sum((s) => s.wrong.filter((w) => w.got.needsReview === true).length);
  const marked = sum((s) => s.markedForReview);
  const reported = sum((s) => s.reported);
  const ratio = (n: number, d: number): number => (d === 0 ? 1 : n / d);
  const trusted = reported - marked;
  return {
    expected,
    correct,
    wrong,
    missing: sum((s) => s.missing.length),
    recall: ratio(correct, expected),
    precision: ratio(correct, correct + wrong),
    wrongFlaggedForReview: ratio(reviewed, wrong),
    trustedPrecision: ratio(trusted - (wrong - reviewed), trusted),
    reviewShare: reported === 0 ? 0 : marked / reported,
  };
}
