/**
 * Display units (issue 21): a member may see and enter heights and weights in imperial units. The API and the
 * database keep metric whole numbers (cm, kg); these convert at the edge only.
 * Exact definitions: 1 lb = 0.45359237 kg (International Yard and Pound Agreement, 1959); 1 in = 2.54 cm.
 */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'metric';

export const UNIT_SYSTEM_LABELS: Record<UnitSystem, string> = {
  metric: 'Metric (kg, cm)',
  imperial: 'Imperial (lb, ft/in)',
};

const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;
const IN_PER_FT = 12;

export const kgToLb = (kg: number): number => kg / KG_PER_LB;
export const lbToKg = (lb: number): number => lb * KG_PER_LB;

/** A height in cm as whole feet and inches (5 ft 11 in), the inches rounded (never "5 ft 12 in"). */
export function cmToFtIn(cm: number): { ft: number; in: number } {
  const totalIn = Math.round(cm / CM_PER_IN);
  return { ft: Math.floor(totalIn / IN_PER_FT), in: totalIn % IN_PER_FT };
}

export const ftInToCm = (ft: number, inches: number): number => (ft * IN_PER_FT + inches) * CM_PER_IN;

/** A body measurement (waist, arm …) in cm shown in the member's unit: inches to 0.1 for imperial. */
export const lengthIn = (cm: number, system: UnitSystem): number =>
  system === 'imperial' ? Math.round((cm / CM_PER_IN) * 10) / 10 : cm;

/** A range end (cm) in the member's unit, rounded inwards to 0.1 so the figure named is itself accepted. */
export function lengthBound(cm: number, system: UnitSystem, way: 'up' | 'down'): number {
  if (system === 'metric') return cm;
  const tenths = (cm / CM_PER_IN) * 10;
  return (way === 'up' ? Math.ceil(tenths - 1e-9) : Math.floor(tenths + 1e-9)) / 10;
}

/** A body measurement typed in the member's unit, as the cm (0.1 steps) the API takes. */
export const lengthToCm = (typed: number, system: UnitSystem): number =>
  Math.round((system === 'imperial' ? typed * CM_PER_IN : typed) * 10) / 10;

/** "72 kg" or "159 lb". */
export function formatWeight(kg: number, system: UnitSystem): string {
  return system === 'imperial' ? `${Math.round(kgToLb(kg))} lb` : `${kg} kg`;
}

/** "180 cm" or "5 ft 11 in". */
export function formatHeight(cm: number, system: UnitSystem): string {
  if (system === 'metric') return `${cm} cm`;
  const { ft, in: inches } = cmToFtIn(cm);
  return `${ft} ft ${inches} in`;
}

/** "kg" or "lb": the unit a member reads and types body weights and loads in. */
export const massUnit = (system: UnitSystem): 'kg' | 'lb' => (system === 'imperial' ? 'lb' : 'kg');

/** A mass in kg shown in the member's unit, rounded to `decimals` (0.1 by default). */
export function massIn(kg: number, system: UnitSystem, decimals = 1): number {
  const f = 10 ** decimals;
  return Math.round((system === 'imperial' ? kgToLb(kg) : kg) * f) / f;
}

/**
 * A load typed on a set, as the kilograms the API takes: kilograms to the nearest 0.25 kg (the smallest plates);
 * pounds converted to the nearest 0.01 kg, so 45 lb or 47.5 lb read back exactly (loadForDisplay).
 */
export function setLoadToKg(typed: number, system: UnitSystem): number {
  return system === 'imperial' ? Math.round(lbToKg(typed) * 100) / 100 : Math.round(typed * 4) / 4;
}

/** A logged load for the set's input: kilograms as stored, pounds to the nearest 0.25 lb. */
export function loadForDisplay(kg: number, system: UnitSystem): number {
  return system === 'imperial' ? Math.round(kgToLb(kg) * 4) / 4 : kg;
}

/** A planned load (the programme's kilograms) as a load one can put on a bar: pounds to the nearest 2.5 lb. */
export function plannedLoad(kg: number, system: UnitSystem): number {
  return system === 'imperial' ? Math.round(kgToLb(kg) / 2.5) * 2.5 : kg;
}
