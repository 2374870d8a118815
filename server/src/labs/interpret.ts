import { BIOMARKERS, type BiomarkerCode, type BiomarkerFlag } from '@common/biomarkers';
import { CLINICAL_REFERENCE } from './clinical-reference';
import { valueTrust } from './confidence';
import {
  BIOMARKER_TABLE,
  canonicalUnitId,
  fromCanonical,
  isPlausible,
  toCanonical,
} from './parse/biomarker-table';
import { flagFor, type Sex } from './parse/ranges';
import type { EarlierResult } from './parse/result-columns';
import type { Comparator } from './parse/types';
import { parseUnit, type UnitId } from './parse/units';

/** One extracted and interpreted result. refLow/refHigh are in `unit` (the printed unit). */
export interface ExtractedBiomarker {
  code: BiomarkerCode;
  printedName: string;
  value: number;
  comparator: Comparator | null;
  unit: string | null;
  valueCanonical: number | null;
  unitCanonical: string;
  refLow: number | null;
  refHigh: number | null;
  refSource: 'report' | 'standard' | null;
  flag: BiomarkerFlag | null;
  clinicallyImportant: boolean;
  note: string | null;
  /** 0–1: OCR word confidence of the value, lowered by failed checks; 1 for a consistent text-layer value. */
  confidence: number;
  /** A check failed (or OCR was unsure): the member confirms the value before plans rely on it. */
  needsReview: boolean;
  reviewReason: string | null;
  /** Earlier results printed beside it (cumulative reports), as printed with their column dates. */
  earlier: EarlierResult[];
  /** The same result printed again in another unit (HbA1c in % and mmol/mol). */
  alsoPrinted?: { value: number; unit: string | null };
  page: number;
  section: string | null;
}

/** What interpretation needs of a reading (a parsed row, or a member's correction). */
export interface Reading {
  code: BiomarkerCode;
  printedName: string;
  value: number;
  comparator: Comparator | null;
  unit: string | null;
  /** Recognised unit; derived from `unit` when omitted. */
  unitId?: UnitId | null;
  range: { low: number | null; high: number | null; lowInclusive?: boolean; highInclusive?: boolean } | null;
  printedFlag?: 'high' | 'low' | 'abnormal' | null;
  /** Reasons the row's checks failed (parse/value-checks.ts). */
  checks?: string[];
  /** OCR word confidence (0–100) of the value; null/absent for text-layer values and corrections. */
  wordConfidence?: number | null;
  earlier?: EarlierResult[];
  alsoPrinted?: { value: number; unit: string | null };
  page: number;
  section: string | null;
}

export interface PatientContext {
  sex?: Sex;
  age?: number;
}

/** Round to a few significant digits so conversions do not invent precision (118 g/L → 11.8 g/dL, not 11.800000001). */
function roundSig(v: number, digits = 4): number {
  if (v === 0 || !Number.isFinite(v)) return v;
  const p = Math.pow(10, digits - 1 - Math.floor(Math.log10(Math.abs(v))));
  return Math.round(v * p) / p;
}

function resolveUnitId(r: Reading): UnitId | null {
  if (r.unitId !== undefined) return r.unitId;
  if (r.unit) return parseUnit(r.unit);
  return BIOMARKER_TABLE[r.code].unitless ? null : canonicalUnitId(r.code);
}

/** The standard adult range for the patient's sex, in the canonical unit. */
function standardRange(
  code: BiomarkerCode,
  sex: Sex | undefined,
): { low: number | null; high: number | null; highExclusive: boolean } | null {
  const std = CLINICAL_REFERENCE[code].standard;
  if (!std) return null;
  const bySex = sex === 'male' ? std.male : sex === 'female' ? std.female : undefined;
  const [low, high] = bySex ?? [std.low, std.high];
  return { low, high, highExclusive: Boolean(std.highExclusive) };
}

/**
 * Interpret one reading: canonical value, reference range (printed, else the standard adult range by sex),
 * flag, clinical importance and a plain-language note.
 */
export function interpretResult(r: Reading, patient: PatientContext = {}): ExtractedBiomarker {
  const unitId = resolveUnitId(r);
  const canonical = toCanonical(r.code, r.value, unitId);
  const valueCanonical = canonical === null ? null : roundSig(canonical);

  let refLow: number | null = null;
  let refHigh: number | null = null;
  let refSource: ExtractedBiomarker['refSource'] = null;
  let flag: BiomarkerFlag | null = null;
  if (r.range && (r.range.low !== null || r.range.high !== null)) {
    refLow = r.range.low;
    refHigh = r.range.high;
    refSource = 'report';
    flag = flagFor(r.value, r.comparator, {
      low: refLow,
      high: refHigh,
      lowInclusive: r.range.lowInclusive ?? true,
      highInclusive: r.range.highInclusive ?? true,
    });
  } else {
    const std = standardRange(r.code, patient.sex);
    const toPrinted = (v: number | null): number | null => {
      if (v === null) return null;
      const p = fromCanonical(r.code, v, unitId);
      return p === null ? null : roundSig(p, 3);
    };
    const low = std ? toPrinted(std.low) : null;
    const high = std ? toPrinted(std.high) : null;
    if (std && (low !== null || high !== null)) {
      refLow = low;
      refHigh = high;
      refSource = 'standard';
      flag = flagFor(r.value, r.comparator, {
        low,
        high,
        lowInclusive: true,
        highInclusive: !std.highExclusive,
      });
    } else if (r.printedFlag === 'high' || r.printedFlag === 'low') {
      flag = r.printedFlag;
    }
  }

  const clinicallyImportant = isClinicallyImportant(
    r.code,
    canonical,
    r.comparator,
    refSource === 'report' ? refHigh : null,
    unitId,
  );
  return {
    code: r.code,
    printedName: r.printedName,
    value: r.value,
    comparator: r.comparator,
    unit: r.unit,
    valueCanonical,
    unitCanonical: BIOMARKERS[r.code].unit,
    refLow,
    refHigh,
    refSource,
    flag,
    clinicallyImportant,
    note: noteFor(r.code, flag, clinicallyImportant),
    ...valueTrust(r.wordConfidence ?? null, r.checks ?? []),
    earlier: r.earlier ?? [],
    ...(r.alsoPrinted ? { alsoPrinted: r.alsoPrinted } : {}),
    page: r.page,
    section: r.section,
  };
}

/**
 * Past a decision threshold (table in clinical-reference.ts)? A value printed with a comparator counts only
 * if the whole interval it stands for is past the threshold ("<10" is below 12; "<20" is not).
 */
export function isClinicallyImportant(
  code: BiomarkerCode,
  canonical: number | null,
  comparator: Comparator | null,
  printedUpperLimit: number | null,
  unitId: UnitId | null,
): boolean {
  if (canonical === null || !isPlausible(code, canonical)) return false;
  const crit = CLINICAL_REFERENCE[code].critical;
  if (!crit) return false;
  const upperOpen = comparator === '>' || comparator === '>=';
  const lowerOpen = comparator === '<' || comparator === '<=';
  if (
    crit.below !== undefined &&
    !upperOpen &&
    (lowerOpen ? canonical <= crit.below : canonical < crit.below)
  )
    return true;
  if (crit.atOrAbove !== undefined && !lowerOpen && canonical >= crit.atOrAbove) return true;
  if (crit.timesUln !== undefined && !lowerOpen) {
    const ulnPrinted = printedUpperLimit === null ? null : toCanonical(code, printedUpperLimit, unitId);
    const limit = ulnPrinted !== null && ulnPrinted > 0 ? crit.timesUln * ulnPrinted : crit.aboveIfNoUln;
    if (limit !== undefined && canonical > limit) return true;
  }
  return false;
}

function noteFor(code: BiomarkerCode, flag: BiomarkerFlag | null, important: boolean): string | null {
  if (flag !== 'low' && flag !== 'high' && !important) return null;
  const name = BIOMARKERS[code].name;
  const specific = flag === 'low' || flag === 'high' ? CLINICAL_REFERENCE[code].note?.[flag] : undefined;
  const base =
    specific ??
    (flag === 'low'
      ? `${name} is below the reference range.`
      : flag === 'high'
        ? `${name} is above the reference range.`
        : `${name} is past a level that needs attention.`);
  // The page carries the one medical disclaimer ("information, not a diagnosis"): a note only adds an action when
  // the value is past a level where doctors usually act.
  const action = important
    ? ' This value is past a level where doctors usually act: please share this report with your doctor soon.'
    : '';
  return base + action;
}

/** A member's correction of a misread result. Omitted fields keep their extracted values. */
export interface ResultCorrection {
  value: number;
  comparator?: Comparator | null;
  unit?: string | null;
  /** The printed reference range as the member reads it (in the result's unit); null: none printed. */
  range?: { low: number | null; high: number | null } | null;
}

/**
 * Re-interpret a result after the member corrects its value (and possibly its unit): the canonical value,
 * flag, importance and note are recomputed; a printed reference range is kept (a standard one is redone
 * for the new unit).
 */
export function reinterpretResult(
  current: ExtractedBiomarker,
  correction: ResultCorrection,
  patient: PatientContext = {},
): ExtractedBiomarker {
  if (!Number.isFinite(correction.value)) throw new TypeError('value must be a finite number');
  const unit = correction.unit === undefined ? current.unit : correction.unit;
  const keepRange = current.refSource === 'report' && unit === current.unit;
  const range =
    correction.range !== undefined
      ? correction.range
      : keepRange
        ? { low: current.refLow, high: current.refHigh }
        : null;
  return interpretResult(
    {
      code: current.code,
      printedName: current.printedName,
      value: correction.value,
      comparator: correction.comparator === undefined ? current.comparator : correction.comparator,
      unit,
      range,
      page: current.page,
      section: current.section,
    },
    patient,
  );
}
