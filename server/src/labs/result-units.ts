/**
 * Units a member may give a result in (a correction or a result they add): the units the analyte is reported in
 * (biomarker-table.ts, each with its conversion to the canonical unit), so the value converts; anything else is
 * refused with the units that would work, never stored unconverted.
 */
import { BIOMARKERS, type BiomarkerCode } from '@common/biomarkers';
import { BIOMARKER_TABLE, isPlausible, toCanonical } from './parse/biomarker-table';
import { parseUnit } from './parse/units';

/** The units this analyte can be entered in, as the member would type them. */
export function knownUnits(code: BiomarkerCode): string[] {
  return Object.keys(BIOMARKER_TABLE[code].units).map((u) => u.replace(/^u(?=[a-zA-Z])/, 'µ'));
}

/** Why `unit` cannot be used for this analyte (null: it can), in words for the member. */
export function unitProblem(code: BiomarkerCode, unit: string | null): string | null {
  const name = BIOMARKERS[code].name;
  const def = BIOMARKER_TABLE[code];
  if (unit === null)
    return def.unitless ? null : `Unit: ${name} needs a unit, one of ${knownUnits(code).join(', ')}.`;
  const id = parseUnit(unit);
  if (id !== null && def.units[id] !== undefined) return null;
  if (def.unitless) return `Unit: ${name} has no unit; leave the unit empty.`;
  return `Unit: ${name} is not reported in "${unit}"; use one of ${knownUnits(code).join(', ')}.`;
}

/** Why the value is not a believable result in that unit (null: it is), in words for the member. */
export function valueProblem(code: BiomarkerCode, value: number, unit: string | null): string | null {
  const canonical = toCanonical(code, value, unit === null ? null : parseUnit(unit));
  if (canonical === null || isPlausible(code, canonical)) return null;
  return `Value: ${value}${unit ? ` ${unit}` : ''} is not a believable ${BIOMARKERS[code].name} result; check the value and its unit.`;
}
