/**
 * Reads Apple Health's export.xml as a stream (apple-health-scan.ts: the prolog checked by saxes, no DTD processing,
 * no entity expansion; an undefined entity is an error) and keeps only what VitalPlan uses, aggregated as it goes so memory grows with days, not records:
 * the day's last body weight, body fat and waist; per day and source the summed steps and active energy and the
 * resting heart rate; workouts. Everything else is counted as skipped, implausible values as refused, by reason.
 *
 * Format: each top-level <Record type=… sourceName=… unit=… startDate="2024-01-05 08:12:33 +0530" value=…/> and
 * <Workout workoutActivityType=… duration=… durationUnit=…> (energy and distance as attributes before iOS 16, as
 * <WorkoutStatistics> children since). Records nested in a <Correlation> repeat top-level ones and are not read.
 */
import {
  APPLE_HEALTH_KINDS,
  APPLE_HEALTH_LIMITS,
  APPLE_HEALTH_MESSAGES,
  type AppleHealthKind,
  type ImportReason,
} from '@common/imports';
import { WEIGHT_KG_RANGE } from '@common/limits';
import { MEASUREMENT_RANGES } from '@common/progress';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { appleDate } from './apple-health-date';
import {
  DISTANCE_KM,
  DURATION_MIN,
  ENERGY_KCAL,
  LENGTH_CM,
  MASS_KG,
  RECORD_KIND,
  RESTING_HR_RANGE,
  WORKOUT_DISTANCE,
  WORKOUT_ENERGY,
  leftOut,
  notImported,
} from './apple-health-units';
import { HealthXmlScanner } from './apple-health-scan';
import type { ImportedWorkout } from './imported-workout';
import { AppError, BadRequest, PayloadTooLarge, UnprocessableEntity } from '../../lib/errors';

export const SOURCE_PREFIX = 'apple-health:';

export interface DayValue {
  value: number;
  /** The reading's time (ISO); the day keeps its last reading. */
  at: string;
}
export interface ActivityTotals {
  steps: number | null;
  activeKcal: number | null;
  restingHeartRate: DayValue | null;
}
export interface HealthData {
  weights: Map<string, DayValue>;
  waists: Map<string, DayValue>;
  bodyFats: Map<string, DayValue>;
  /** Keyed by `${date}\t${source}`. */
  activity: Map<string, ActivityTotals>;
  /** Keyed by source, start and type: the same workout exported twice is one. */
  workouts: Map<string, ImportedWorkout>;
  skipped: Map<string, number>;
  refused: Map<string, number>;
}

/** Reasons beyond APPLE_HEALTH_LIMITS.maxReasons are counted under this one. */
const OTHER_REASONS = 'other reasons';

function count(map: Map<string, number>, reason: string, n = 1): void {
  const key = map.has(reason) || map.size < APPLE_HEALTH_LIMITS.maxReasons - 1 ? reason : OTHER_REASONS;
  map.set(key, (map.get(key) ?? 0) + n);
}

export function reasonsOf(map: Map<string, number>): ImportReason[] {
  return [...map].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count);
}

function keepLast(map: Map<string, DayValue>, day: string, value: DayValue): void {
  const held = map.get(day);
  if (!held || held.at <= value.at) map.set(day, value);
}

const inRange = (v: number, [min, max]: readonly [number, number]) => v >= min && v <= max;

export function emptyHealthData(): HealthData {
  return {
    weights: new Map(),
    waists: new Map(),
    bodyFats: new Map(),
    activity: new Map(),
    workouts: new Map(),
    skipped: new Map(),
    refused: new Map(),
  };
}

/** Refuses a DOCTYPE that declares entities or names an external DTD (XXE, "billion laughs"); Apple's declares neither. */
export function checkDoctype(doctype: string): void {
  if (/<!ENTITY/i.test(doctype) || /^\s*[^\s[]+\s+(SYSTEM|PUBLIC)\b/i.test(doctype))
    throw new UnprocessableEntity(APPLE_HEALTH_MESSAGES.entities, 'file');
}

/**
 * A collector for one export.xml: feed it the XML's parsed tags (see readHealthXml). Kinds not in `kinds` (all when
 * absent) are counted as skipped, left out by the member's choice.
 */
export function healthCollector(data: HealthData, now: Date, kinds?: readonly AppleHealthKind[]) {
  const latest = now.getTime();
  const chosen = new Set<AppleHealthKind>(kinds ?? APPLE_HEALTH_KINDS);
  const sources = new Set<string>();
  /** False (counted as refused) for a source beyond APPLE_HEALTH_LIMITS.maxSources. */
  const knownSource = (source: string): boolean => {
    if (sources.has(source)) return true;
    if (sources.size >= APPLE_HEALTH_LIMITS.maxSources) {
      count(data.refused, `a record from more than ${APPLE_HEALTH_LIMITS.maxSources} apps and devices`);
      return false;
    }
    sources.add(source);
    return true;
  };
  const activityOf = (day: string, source: string): ActivityTotals => {
    const key = `${day}\t${source}`;
    let totals = data.activity.get(key);
    if (!totals) data.activity.set(key, (totals = { steps: null, activeKcal: null, restingHeartRate: null }));
    return totals;
  };
  /** The value in the stored unit, or null (counted as refused) when the unit is unknown or the value unreadable. */
  const valueIn = (a: Record<string, string>, factors: Record<string, number>, what: string) => {
    const factor = factors[a.unit ?? ''];
    const value = Number(a.value);
    if (factor === undefined)
      return (count(data.refused, `${what} in an unknown unit (${a.unit ?? 'none'})`), null);
    if (!Number.isFinite(value)) return (count(data.refused, `${what} without a number`), null);
    return value * factor;
  };

  /** A record of a type never imported (most of an export: heart rate, distance, basal energy…). */
  function skip(type: string): void {
    count(data.skipped, notImported(type));
  }

  function record(a: Record<string, string>): void {
    const type = a.type ?? '';
    const when = appleDate(a.startDate);
    const source = SOURCE_PREFIX + (a.sourceName ?? 'unknown');
    const wanted =
      type === 'HKQuantityTypeIdentifierBodyMass' ||
      type === 'HKQuantityTypeIdentifierBodyFatPercentage' ||
      type === 'HKQuantityTypeIdentifierWaistCircumference' ||
      type === 'HKQuantityTypeIdentifierRestingHeartRate' ||
      type === 'HKQuantityTypeIdentifierStepCount' ||
      type === 'HKQuantityTypeIdentifierActiveEnergyBurned';
    if (!wanted) return skip(type);
    const kind = RECORD_KIND[type]!;
    if (!chosen.has(kind)) return count(data.skipped, leftOut(kind));
    if (!when) return count(data.refused, 'a record without a readable start date');
    if (when.ms > latest) return count(data.refused, 'a record dated in the future');
    if (!knownSource(source)) return;
    switch (type) {
      case 'HKQuantityTypeIdentifierBodyMass': {
        const kg = valueIn(a, MASS_KG, 'a body weight');
        if (kg === null) return;
        if (!inRange(kg, [WEIGHT_KG_RANGE.min, WEIGHT_KG_RANGE.max]))
          return count(
            data.refused,
            `a body weight outside ${WEIGHT_KG_RANGE.min}–${WEIGHT_KG_RANGE.max} kg`,
          );
        return keepLast(data.weights, when.day, { value: Math.round(kg * 10) / 10, at: when.iso });
      }
      case 'HKQuantityTypeIdentifierBodyFatPercentage': {
        // Apple stores body fat as a fraction with the unit "%" (0.21 is 21 %); a body fat of 1 % or less is not human.
        const raw = Number(a.value);
        if (a.unit !== '%' || !Number.isFinite(raw))
          return count(data.refused, 'a body fat without a % value');
        const pct = Math.round((raw <= 1 ? raw * 100 : raw) * 10) / 10;
        if (!inRange(pct, MEASUREMENT_RANGES.bodyFatPct))
          return count(data.refused, `a body fat outside ${MEASUREMENT_RANGES.bodyFatPct.join('–')} %`);
        return keepLast(data.bodyFats, when.day, { value: pct, at: when.iso });
      }
      case 'HKQuantityTypeIdentifierWaistCircumference': {
        const cm = valueIn(a, LENGTH_CM, 'a waist');
        if (cm === null) return;
        if (!inRange(cm, MEASUREMENT_RANGES.waistCm))
          return count(data.refused, `a waist outside ${MEASUREMENT_RANGES.waistCm.join('–')} cm`);
        return keepLast(data.waists, when.day, { value: Math.round(cm * 10) / 10, at: when.iso });
      }
      case 'HKQuantityTypeIdentifierRestingHeartRate': {
        const bpm = Number(a.value);
        if (a.unit !== 'count/min' || !inRange(bpm, RESTING_HR_RANGE))
          return count(data.refused, `a resting heart rate outside ${RESTING_HR_RANGE.join('–')} beats/min`);
        const totals = activityOf(when.day, source);
        if (!totals.restingHeartRate || totals.restingHeartRate.at <= when.iso)
          totals.restingHeartRate = { value: Math.round(bpm), at: when.iso };
        return;
      }
      case 'HKQuantityTypeIdentifierStepCount': {
        const steps = Number(a.value);
        if (a.unit !== 'count' || !Number.isFinite(steps) || steps < 0)
          return count(data.refused, 'a step count that is not a count');
        const totals = activityOf(when.day, source);
        totals.steps = (totals.steps ?? 0) + steps;
        return;
      }
      case 'HKQuantityTypeIdentifierActiveEnergyBurned': {
        const kcal = valueIn(a, ENERGY_KCAL, 'an active energy');
        if (kcal === null) return;
        if (kcal < 0) return count(data.refused, 'a negative active energy');
        const totals = activityOf(when.day, source);
        totals.activeKcal = (totals.activeKcal ?? 0) + kcal;
        return;
      }
    }
  }

  /** The open <Workout>: attributes first, its <WorkoutStatistics> children fill what they lack. */
  let workout: {
    attrs: Record<string, string>;
    energyKcal: number | null;
    distanceKm: number | null;
  } | null = null;

  function openWorkout(a: Record<string, string>): void {
    if (!chosen.has('workouts')) return count(data.skipped, leftOut('workouts'));
    const factor = ENERGY_KCAL[a.totalEnergyBurnedUnit ?? ''];
    const distance = DISTANCE_KM[a.totalDistanceUnit ?? ''];
    workout = {
      attrs: a,
      energyKcal: factor !== undefined && a.totalEnergyBurned ? Number(a.totalEnergyBurned) * factor : null,
      distanceKm: distance !== undefined && a.totalDistance ? Number(a.totalDistance) * distance : null,
    };
  }

  function workoutStatistics(a: Record<string, string>): void {
    if (!workout || !a.sum) return;
    if (a.type === WORKOUT_ENERGY && workout.energyKcal === null) {
      const factor = ENERGY_KCAL[a.unit ?? ''];
      if (factor !== undefined) workout.energyKcal = Number(a.sum) * factor;
    } else if (WORKOUT_DISTANCE.test(a.type ?? '') && workout.distanceKm === null) {
      const factor = DISTANCE_KM[a.unit ?? ''];
      if (factor !== undefined) workout.distanceKm = Number(a.sum) * factor;
    }
  }

  function closeWorkout(): void {
    if (!workout) return;
    const { attrs: a, energyKcal, distanceKm } = workout;
    workout = null;
    const when = appleDate(a.startDate);
    const factor = DURATION_MIN[a.durationUnit ?? ''];
    const durationMin = Number(a.duration) * (factor ?? NaN);
    const type = a.workoutActivityType ?? '';
    if (!when || !type) return count(data.refused, 'a workout without a start date or type');
    if (when.ms > latest) return count(data.refused, 'a record dated in the future');
    // A day has 1440 minutes; a longer or empty workout is a recording fault.
    if (!(durationMin > 0 && durationMin <= 1440))
      return count(data.refused, 'a workout without a plausible duration');
    const round = (v: number | null, to: number) =>
      v !== null && Number.isFinite(v) && v >= 0 ? Math.round(v * to) / to : null;
    const source = SOURCE_PREFIX + (a.sourceName ?? 'unknown');
    if (!knownSource(source)) return;
    const key = `${source}\t${when.iso}\t${type}`;
    if (!data.workouts.has(key) && data.workouts.size >= APPLE_HEALTH_LIMITS.maxWorkouts)
      return count(
        data.refused,
        `a workout beyond the first ${APPLE_HEALTH_LIMITS.maxWorkouts.toLocaleString('en')}`,
      );
    data.workouts.set(key, {
      source,
      startAt: when.iso,
      localDate: when.day,
      type,
      durationMin: Math.round(durationMin * 10) / 10,
      energyKcal: round(energyKcal, 1),
      distanceKm: round(distanceKm, 1000),
    });
  }

  return { record, skip, openWorkout, workoutStatistics, closeWorkout };
}

export interface ReadOptions {
  now: Date;
  /** Called after each chunk with the XML bytes read so far. */
  onProgress?: (bytesRead: number) => Promise<void> | void;
  /** Stops reading (an error) past this many bytes: a zip entry lying about its size. */
  maxBytes: number;
  /** What the member chose to import (all when absent). */
  kinds?: readonly AppleHealthKind[];
  /** Bytes gathered before each scan (1 MB); tests make it tiny so tags are split across chunks. */
  scanBytes?: number;
}

/** Records of these types are read whole; any other record only has its type read (to count it as skipped). */
const RECORD_TYPES = new Set([
  'HKQuantityTypeIdentifierBodyMass',
  'HKQuantityTypeIdentifierBodyFatPercentage',
  'HKQuantityTypeIdentifierWaistCircumference',
  'HKQuantityTypeIdentifierRestingHeartRate',
  'HKQuantityTypeIdentifierStepCount',
  'HKQuantityTypeIdentifierActiveEnergyBurned',
]);

/** The attributes of a record the collector reads (record()). */
const RECORD_ATTRIBUTES = ['sourceName', 'unit', 'value', 'startDate'] as const;

/** Chunks are scanned at least this many bytes at a time (fewer joins of a tag split across chunks). */
const SCAN_BYTES = 1024 * 1024;

/**
 * Parses an export.xml stream into HealthData with the byte scanner (apple-health-scan.ts); a malformed file or one
 * declaring entities is a 4xx error.
 */
export async function readHealthXml(xml: Readable, options: ReadOptions): Promise<HealthData> {
  const data = emptyHealthData();
  const collect = healthCollector(data, options.now, options.kinds);
  let sawRoot = false;
  const scanner = new HealthXmlScanner({
    doctype: checkDoctype,
    root(name) {
      if (name !== 'HealthData') throw new BadRequest(NOT_HEALTH_DATA, 'file');
      sawRoot = true;
    },
    open(name, depth, tag) {
      if (depth === 2 && name === 'Record') {
        const type = tag.get('type');
        if (type === undefined || !RECORD_TYPES.has(type)) return collect.skip(type ?? '');
        // What the collector reads of a record (faster than every attribute).
        const a: Record<string, string> = { type };
        for (const name of RECORD_ATTRIBUTES) {
          const value = tag.get(name);
          if (value !== undefined) a[name] = value;
        }
        collect.record(a);
      } else if (depth === 2 && name === 'Workout') collect.openWorkout(tag.all());
      else if (depth === 3 && name === 'WorkoutStatistics') collect.workoutStatistics(tag.all());
    },
    close(name, depth) {
      if (depth === 2 && name === 'Workout') collect.closeWorkout();
    },
  });

  let bytes = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of xml as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > options.maxBytes) throw new PayloadTooLarge(APPLE_HEALTH_MESSAGES.bomb);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < (options.scanBytes ?? SCAN_BYTES) && sawRoot) continue;
      scanner.write(pending.length === 1 ? pending[0]! : Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
      await options.onProgress?.(bytes);
    }
    if (pending.length > 0) scanner.write(Buffer.concat(pending));
    scanner.end();
  } catch (err) {
    xml.destroy();
    if (err instanceof AppError) throw err;
    // yauzl's check that an entry inflates to no more than its declared size: a zip bomb lying about its size.
    if (/too many bytes/.test((err as Error).message)) throw new PayloadTooLarge(APPLE_HEALTH_MESSAGES.bomb);
    throw new BadRequest(notWellFormed(err as Error), 'file');
  }
  if (!sawRoot) throw new BadRequest(NOT_HEALTH_DATA, 'file');
  return data;
}

export const NOT_HEALTH_DATA = 'export.xml is not an Apple Health export (its root is not <HealthData>).';
export const notWellFormed = (err: Error) =>
  `export.xml is not well-formed XML (${err.message.split('\n')[0]}); nothing was imported. Export it again from the Health app.`;

/** Reads only up to the root element: the DOCTYPE and root checks, before a member waits for a long import. */
export async function checkHealthXmlHead(xml: Readable): Promise<void> {
  const parser = new SaxesParser({ xmlns: false });
  let root: string | undefined;
  parser.on('doctype', checkDoctype);
  parser.on('opentag', (tag: SaxesTagPlain) => {
    root ??= tag.name;
  });
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of xml as AsyncIterable<Buffer>) {
      parser.write(decoder.write(chunk));
      if (root !== undefined) break;
    }
  } catch (err) {
    if (!(err instanceof AppError)) throw new BadRequest(notWellFormed(err as Error), 'file');
    throw err;
  } finally {
    xml.destroy();
  }
  if (root !== 'HealthData') throw new BadRequest(NOT_HEALTH_DATA, 'file');
}
