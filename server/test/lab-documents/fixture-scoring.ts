import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExtractedBiomarker } from '../../src/labs/interpret';
import { normaliseUnitText } from '../../src/labs/parse/units';

/**
 * Scoring of extraction against the lab-report fixtures (../shared/fixtures/lab-reports), shared by the
 * benchmark (bench/labs-bench.ts) and the regression test. The rule is the fixtures README's: a result is
 * found when the analyte matches, the value is equal (tolerance 1e-6) and the unit matches after trivial
 * normalisation (case, µ/μ/u/mc, spaces, superscripts).
 */
export interface FixtureResult {
  analyte: string;
  printedName: string;
  value: number;
  comparator?: '<' | '>' | '<=' | '>=';
  unit: string | null;
  refLow: number | null;
  refHigh: number | null;
  flag: 'low' | 'normal' | 'high' | null;
  printedValue: string;
  section: string;
  page: number;
}

export interface FixtureDoc {
  file: string;
  format: 'pdf' | 'pdf-scanned' | 'jpeg' | 'png' | 'tiff';
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/tiff';
  expect: 'accept' | 'reject';
  pages?: number;
  sampleDate?: string;
  patient?: { age?: number; sex?: 'male' | 'female' };
  reason?: string;
  results: FixtureResult[];
}

export interface Fixture {
  doc: FixtureDoc;
  /** Absolute path of the document file. */
  path: string;
}

/** All fixture documents (JSON + file) in a folder, sorted by name; [] if the folder does not exist. */
export function loadFixtures(dir: string): Fixture[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const doc = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as FixtureDoc;
      return { doc, path: path.join(dir, doc.file) };
    });
}

export interface DocScore {
  expected: number;
  reported: number;
  /** Expected results found (analyte + value + unit). */
  found: number;
  /** Analyte + value matched, whatever the unit (the denominator of unit accuracy). */
  valueMatched: number;
  unitCorrect: number;
  /** Found results whose flag is right (expected flag null: right when no range was claimed from the report). */
  flagCorrect: number;
  comparatorCorrect: number;
  missing: FixtureResult[];
  extra: ExtractedBiomarker[];
  wrongFlags: { expected: FixtureResult; got: ExtractedBiomarker }[];
}

const EPS = 1e-6;

export function scoreDocument(expected: FixtureResult[], got: ExtractedBiomarker[]): DocScore {
  const used = new Set<number>();
  const score: DocScore = {
    expected: expected.length,
    reported: got.length,
    found: 0,
    valueMatched: 0,
    unitCorrect: 0,
    flagCorrect: 0,
    comparatorCorrect: 0,
    missing: [],
    extra: [],
    wrongFlags: [],
  };
  for (const e of expected) {
    const candidates = got
      .map((g, i) => ({ g, i }))
      .filter(({ g, i }) => !used.has(i) && g.code === e.analyte && Math.abs(g.value - e.value) <= EPS);
    // Prefer the candidate whose unit matches (HbA1c in % and in mmol/mol are separate entries).
    const pick =
      candidates.find(({ g }) => normaliseUnitText(g.unit) === normaliseUnitText(e.unit)) ?? candidates[0];
    if (!pick) {
      score.missing.push(e);
      continue;
    }
    used.add(pick.i);
    score.valueMatched++;
    const unitOk = normaliseUnitText(pick.g.unit) === normaliseUnitText(e.unit);
    if (!unitOk) {
      score.missing.push(e);
      continue;
    }
    score.unitCorrect++;
    score.found++;
    const flagOk = e.flag === null ? pick.g.refSource !== 'report' : pick.g.flag === e.flag;
    if (flagOk) score.flagCorrect++;
    else score.wrongFlags.push({ expected: e, got: pick.g });
    if ((pick.g.comparator ?? undefined) === e.comparator) score.comparatorCorrect++;
  }
  // A result printed in two units (HbA1c in % and mmol/mol) is one extracted result keeping both printed values:
  // the fixture's second entry is found in the result that holds it.
  score.missing = score.missing.filter((e) => {
    const twin = got.find(
      (g) =>
        g.code === e.analyte &&
        g.alsoPrinted !== undefined &&
        Math.abs(g.alsoPrinted.value - e.value) <= EPS &&
        normaliseUnitText(g.alsoPrinted.unit) === normaliseUnitText(e.unit),
    );
    if (twin) {
      // The second printing counts as a reported value too, so precision stays found / reported.
      score.reported++;
      score.found++;
      score.valueMatched++;
      score.unitCorrect++;
      if (e.flag === null || twin.flag === e.flag) score.flagCorrect++;
      if ((twin.comparator ?? undefined) === e.comparator) score.comparatorCorrect++;
    }
    return !twin;
  });
  score.extra = got.filter((_, i) => !used.has(i));
  return score;
}

export interface Totals {
  expected: number;
  reported: number;
  found: number;
  valueMatched: number;
  unitCorrect: number;
  flagCorrect: number;
}

export function addScores(scores: DocScore[]): Totals {
  const t: Totals = { expected: 0, reported: 0, found: 0, valueMatched: 0, unitCorrect: 0, flagCorrect: 0 };
  for (const s of scores) {
    t.expected += s.expected;
    t.reported += s.reported;
    t.found += s.found;
    t.valueMatched += s.valueMatched;
    t.unitCorrect += s.unitCorrect;
    t.flagCorrect += s.flagCorrect;
  }
  return t;
}

/** Recall, precision, unit and flag accuracy as fractions (1 when the denominator is 0). */
export function rates(t: Totals): {
  recall: number;
  precision: number;
  unitAccuracy: number;
  flagAccuracy: number;
} {
  const r = (n: number, d: number): number => (d === 0 ? 1 : n / d);
  return {
    recall: r(t.found, t.expected),
    precision: r(t.found, t.reported),
    unitAccuracy: r(t.unitCorrect, t.valueMatched),
    flagAccuracy: r(t.flagCorrect, t.found),
  };
}
