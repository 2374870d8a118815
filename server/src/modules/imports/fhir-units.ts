/**
 * A FHIR Quantity's unit into an analyte's units. First the catalogue's own units (labs/parse/units.ts and the
 * analyte's conversions in biomarker-table.ts, which also know each analyte's molar mass for mmol/L ↔ mg/dL); a UCUM
 * unit the analyte is not listed in is converted by UCUM (@lhncbc/ucum-lhc, the NLM's implementation of
 * unitsofmeasure.org) into the analyte's canonical unit when the two measure the same kind of quantity (g/L → g/dL,
 * 10*9/L → 10*3/uL). Anything else is not converted: the result is listed as not understood, never stored unconverted.
 */
import ucum from '@lhncbc/ucum-lhc';
import { BIOMARKERS, type BiomarkerCode } from '@common/biomarkers';
import { FHIR_SYSTEMS, ucumOf } from '@common/fhir';
import { BIOMARKER_TABLE } from '../../labs/parse/biomarker-table';
import { parseUnit } from '../../labs/parse/units';

const utils = ucum.UcumLhcUtils.getInstance();

export type UnitResolution =
  /** Use the value as given, in this unit (the catalogue converts it). */
  | { kind: 'as-given'; unit: string | null }
  /** Convert each number (value, range ends) by UCUM with `convert`; the result is in `unit`. */
  | { kind: 'ucum'; unit: string; from: string; convert: (v: number) => number | null }
  | { kind: 'refused'; reason: string };

/** Round to a few significant digits so a conversion does not invent precision (11.800000000000001 → 11.8). */
function roundSig(v: number, digits = 4): number {
  if (v === 0 || !Number.isFinite(v)) return v;
  const p = 10 ** (digits - 1 - Math.floor(Math.log10(Math.abs(v))));
  return Math.round(v * p) / p;
}

/**
 * A UCUM code in the spelling the catalogue's units use: UCUM brackets its arbitrary units ("m[IU]/L") and annotates
 * ("mL/min/{1.73_m2}"). UCUM itself refuses to convert arbitrary units (they are analyte-specific), so these must
 * match the analyte's own units.
 */
const catalogueSpelling = (code: string): string =>
  code
    .replace(/\[IU\]/g, 'IU')
    .replace('{1.73_m2}', '1.73m2')
    .replace(/\{[^}]*\}/g, '');

/** How to read a quantity with this unit (`code` in `system`, `unit` as displayed) as a result of `analyte`. */
export function resolveUnit(
  analyte: BiomarkerCode,
  q: { unit?: string; system?: string; code?: string },
): UnitResolution {
  const def = BIOMARKER_TABLE[analyte];
  const isUcum = q.system === FHIR_SYSTEMS.ucum && Boolean(q.code);
  const shown = q.unit ?? q.code ?? null;
  if (shown === null || shown === '' || (isUcum && /^\{.*\}$|^1$/.test(q.code!))) {
    // A unitless result (UCUM "1" or an annotation such as {ratio}).
    return def.unitless || !shown
      ? { kind: 'as-given', unit: null }
      : { kind: 'refused', reason: `no unit given; ${BIOMARKERS[analyte].name} needs one` };
  }
  for (const candidate of isUcum ? [q.code!, catalogueSpelling(q.code!), shown] : [shown]) {
    const id = parseUnit(candidate);
    if (id !== null && def.units[id] !== undefined) return { kind: 'as-given', unit: candidate };
  }
  if (!isUcum)
    return {
      kind: 'refused',
      reason: `unit "${shown}" is not one ${BIOMARKERS[analyte].name} is reported in`,
    };
  const target = BIOMARKERS[analyte].unit;
  const check = utils.convertUnitTo(q.code!, 1, ucumOf(target));
  if (check.status !== 'succeeded')
    return {
      kind: 'refused',
      reason: `UCUM unit "${q.code}" cannot be converted to ${target}`,
    };
  return {
    kind: 'ucum',
    unit: target,
    from: q.code!,
    convert: (v) => {
      const r = utils.convertUnitTo(q.code!, v, ucumOf(target));
      return r.status === 'succeeded' && typeof r.toVal === 'number' ? roundSig(r.toVal) : null;
    },
  };
}

/** Whether a UCUM code is valid UCUM (the exporter's own units are checked with it in tests). */
export const isValidUcum = (code: string): boolean => utils.validateUnitString(code).status === 'valid';
