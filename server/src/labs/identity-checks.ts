import type { BiomarkerCode } from '@common/biomarkers';
import { withMoreChecks } from './confidence';
import type { ExtractedBiomarker } from './interpret';
import { fromCanonical } from './parse/biomarker-table';
import { parseUnit } from './parse/units';

/**
 * Relations between results of one report that hold whatever the patient: a value read with a lost or
 * invented digit breaks them. Every value taking part in a broken relation needs review (which one is wrong
 * cannot be told from the numbers alone). All in canonical units. Tolerances are wide on purpose: they allow
 * for printed rounding and for labs that measure (rather than calculate) the derived value, and still catch
 * a factor-of-ten misread. The differential sum is checked on the rows (confidence.ts).
 */
interface Identity {
  result: BiomarkerCode;
  from: BiomarkerCode[];
  expected: (v: number[]) => number | null;
  /** Allowed difference: absolute (canonical unit) or relative to the expected value, whichever is larger. */
  absolute: number;
  relative: number;
}

const ABSOLUTE_OF: [BiomarkerCode, BiomarkerCode][] = [
  ['NEUT_ABS', 'NEUT_PCT'],
  ['LYMPH_ABS', 'LYMPH_PCT'],
  ['MONO_ABS', 'MONO_PCT'],
  ['EOS_ABS', 'EOS_PCT'],
  ['BASO_ABS', 'BASO_PCT'],
];

export const IDENTITIES: Identity[] = [
  // ICSH red-cell indices: MCHC = Hb/Hct, MCH = Hb/RBC, MCV = Hct/RBC (Dacie & Lewis 12th ed., ch. 3).
  {
    result: 'MCHC',
    from: ['HGB', 'HCT'],
    expected: ([hb, hct]) => (hb! / hct!) * 100,
    absolute: 0,
    relative: 0.1,
  },
  {
    result: 'MCH',
    from: ['HGB', 'RBC'],
    expected: ([hb, rbc]) => (hb! / rbc!) * 10,
    absolute: 0,
    relative: 0.1,
  },
  {
    result: 'MCV',
    from: ['HCT', 'RBC'],
    expected: ([hct, rbc]) => (hct! / rbc!) * 10,
    absolute: 0,
    relative: 0.1,
  },
  // Absolute count = percentage × WBC (differential definition, Dacie & Lewis ch. 3).
  ...ABSOLUTE_OF.map(([abs, pct]): Identity => ({
    result: abs,
    from: [pct, 'WBC'],
    expected: ([p, wbc]) => (p! / 100) * wbc!,
    absolute: 0.05,
    relative: 0.15,
  })),
  // Friedewald, Clin Chem 1972;18:499: LDL = TC − HDL − TG/5 (mg/dL), valid for TG < 400; labs measuring LDL
  // directly or with Martin–Hopkins differ by up to ~20 %, hence the wide tolerance.
  {
    result: 'LDL',
    from: ['CHOL_TOTAL', 'HDL', 'TG'],
    expected: ([tc, hdl, tg]) => (tg! < 400 ? tc! - hdl! - tg! / 5 : null),
    absolute: 25,
    relative: 0.3,
  },
  // Non-HDL = TC − HDL; ratio = TC / HDL (NCEP ATP III 2002).
  {
    result: 'NON_HDL',
    from: ['CHOL_TOTAL', 'HDL'],
    expected: ([tc, hdl]) => tc! - hdl!,
    absolute: 3,
    relative: 0.05,
  },
  {
    result: 'CHOL_HDL_RATIO',
    from: ['CHOL_TOTAL', 'HDL'],
    expected: ([tc, hdl]) => tc! / hdl!,
    absolute: 0.15,
    relative: 0.08,
  },
  // Globulin = total protein − albumin; indirect bilirubin = total − direct (calculated by definition).
  {
    result: 'GLOBULIN',
    from: ['PROTEIN_TOTAL', 'ALBUMIN'],
    expected: ([tp, alb]) => tp! - alb!,
    absolute: 0.3,
    relative: 0.1,
  },
  {
    result: 'BILI_INDIRECT',
    from: ['BILI_TOTAL', 'BILI_DIRECT'],
    expected: ([t, d]) => t! - d!,
    absolute: 0.15,
    relative: 0.15,
  },
  // ADAG study (Nathan, Diabetes Care 2008;31:1473): eAG (mg/dL) = 28.7 × HbA1c − 46.7.
  { result: 'EAG', from: ['HBA1C'], expected: ([a1c]) => 28.7 * a1c! - 46.7, absolute: 5, relative: 0.08 },
  // Transferrin saturation = iron / TIBC × 100 (ICSH 1990 iron panel).
  {
    result: 'TSAT',
    from: ['IRON', 'TIBC'],
    expected: ([fe, tibc]) => (fe! / tibc!) * 100,
    absolute: 2,
    relative: 0.15,
  },
  // BUN = urea × 28.01/60.06 (molar masses: urea nitrogen is 2 N of urea).
  {
    result: 'BUN',
    from: ['UREA'],
    expected: ([urea]) => urea! * (28.01 / 60.06),
    absolute: 1,
    relative: 0.1,
  },
];

/** Mark every value that takes part in a broken relation as needing review. */
export function checkIdentities(results: ExtractedBiomarker[]): ExtractedBiomarker[] {
  const byCode = new Map<BiomarkerCode, ExtractedBiomarker>();
  for (const r of results) if (!byCode.has(r.code)) byCode.set(r.code, r);
  const exact = (r: ExtractedBiomarker | undefined): number | null =>
    r && r.comparator === null && r.valueCanonical !== null ? r.valueCanonical : null;
  const reasons = new Map<BiomarkerCode, string[]>();
  const blame = (codes: BiomarkerCode[], why: string): void => {
    for (const c of codes) reasons.set(c, [...(reasons.get(c) ?? []), why]);
  };
  for (const id of IDENTITIES) {
    const actual = exact(byCode.get(id.result));
    const inputs = id.from.map((c) => exact(byCode.get(c)));
    if (actual === null || inputs.some((v) => v === null || v === 0)) continue;
    const expected = id.expected(inputs as number[]);
    if (expected === null || !Number.isFinite(expected)) continue;
    const allowed = Math.max(id.absolute, id.relative * Math.abs(expected));
    if (Math.abs(actual - expected) > allowed) {
      const result = byCode.get(id.result)!;
      const names = listed(id.from.map((c) => byCode.get(c)!.printedName));
      blame(
        [id.result, ...id.from],
        `${result.printedName} does not agree with ${names} on this report, which give about ${inPrintedUnit(result, expected)}`,
      );
    }
  }
  if (reasons.size === 0) return results;
  return results.map((r) => (byCode.get(r.code) === r ? withMoreChecks(r, reasons.get(r.code) ?? []) : r));
}

const round = (v: number): number => Math.round(v * 100) / 100;

const listed = (names: string[]): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The expected value as the member reads the result: in its printed unit ("about 3528 cells/uL", not 3.53). */
function inPrintedUnit(r: ExtractedBiomarker, canonical: number): string {
  const unitId = r.unit === null ? null : parseUnit(r.unit);
  const printed = unitId === null ? null : fromCanonical(r.code, canonical, unitId);
  if (printed === null) return `${round(canonical)}${r.unit === null ? '' : ` ${r.unitCanonical}`}`;
  return `${round(printed)}${r.unit === null ? '' : ` ${r.unit}`}`;
}
