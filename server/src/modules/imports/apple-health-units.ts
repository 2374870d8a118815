/** What the Apple Health reader converts and how it names what it leaves out (apple-health-read.ts). */
import { APPLE_HEALTH_KIND_LABELS, type AppleHealthKind } from '@common/imports';

/** Unit → factor into the unit VitalPlan stores (kg, cm, kcal, km, min). Apple writes the member's display units. */
export const MASS_KG: Record<string, number> = { kg: 1, g: 0.001, lb: 0.45359237, st: 6.35029318 };
export const LENGTH_CM: Record<string, number> = { cm: 1, mm: 0.1, m: 100, in: 2.54, ft: 30.48 };
export const ENERGY_KCAL: Record<string, number> = {
  kcal: 1,
  Cal: 1,
  cal: 0.001,
  kJ: 1 / 4.184,
  J: 1 / 4184,
};
export const DISTANCE_KM: Record<string, number> = {
  km: 1,
  m: 0.001,
  mi: 1.609344,
  yd: 0.0009144,
  ft: 0.0003048,
};
export const DURATION_MIN: Record<string, number> = { min: 1, s: 1 / 60, hr: 60, h: 60 };

/** Plausible resting heart rate, beats/min: below 25 or above 220 is a sensor fault (AHA, 2024: adults 60–100, athletes to ~40). */
export const RESTING_HR_RANGE = [25, 220] as const;

export const WORKOUT_ENERGY = 'HKQuantityTypeIdentifierActiveEnergyBurned';
export const WORKOUT_DISTANCE = /^HKQuantityTypeIdentifierDistance/;

/** Which choice of the member's (common/imports.ts APPLE_HEALTH_KINDS) each record type imported belongs to. */
export const RECORD_KIND: Record<string, AppleHealthKind> = {
  HKQuantityTypeIdentifierBodyMass: 'weight',
  HKQuantityTypeIdentifierBodyFatPercentage: 'bodyFat',
  HKQuantityTypeIdentifierWaistCircumference: 'waist',
  HKQuantityTypeIdentifierRestingHeartRate: 'restingHeartRate',
  HKQuantityTypeIdentifierStepCount: 'activity',
  HKQuantityTypeIdentifierActiveEnergyBurned: 'activity',
};

/** The skipped reason of a record of a type never imported (made once per type: millions of records have one). */
const notImportedReasons = new Map<string, string>();
export function notImported(type: string): string {
  let reason = notImportedReasons.get(type);
  if (reason === undefined) {
    reason = `not imported: ${type.replace(/^HK\w*?Identifier/, '') || 'untyped'}`;
    if (notImportedReasons.size < 1000) notImportedReasons.set(type, reason);
  }
  return reason;
}

/** The skipped reason of a record the member chose not to import. */
export const leftOut = (kind: AppleHealthKind) =>
  `left out by your choice: ${APPLE_HEALTH_KIND_LABELS[kind]}`;
