/**
 * When an imported workout counts as the plan's aerobic session (issue 34), shared by the server (adherence) and
 * the client (/today). docs/product.md#imported-activity
 *
 * The rule, in full:
 * - A plan session is aerobic when it has an aerobic part and no exercises to log (a run, a walk, a ride on its own);
 *   a session with sets in it is done only by the member's own log, since a watch does not know the sets.
 * - An imported workout is aerobic when its type is running, walking, hiking, cycling, swimming, rowing, elliptical,
 *   stair climbing, cross-country skiing or mixed cardio (Apple Health's HKWorkoutActivityType… and FIT's
 *   sport/sub-sport names). WHO 2020 counts any such moderate-to-vigorous activity towards the aerobic aim, so a
 *   ride does for a planned walk.
 * - It counts for a session on the same day (the day it started where the member was, as imports store it) when it lasted at least
 *   half the session's planned aerobic minutes and at least AEROBIC_IMPORT_MIN_MINUTES; a walk or hike does not count
 *   for a vigorous session (walking is moderate for most adults: 2024 Compendium, 3–5 MET).
 * - Each imported workout counts for one session at most, and a session the member logged themselves is counted by
 *   that log, never again by an import (no double count).
 */

export type AerobicKind = 'run' | 'walk' | 'cycle' | 'swim' | 'other';

/** Shortest imported workout that counts (WHO 2010's 10-minute bout; VitalPlan design choice since WHO 2020 dropped it). */
export const AEROBIC_IMPORT_MIN_MINUTES = 10;
/** Share of the session's planned aerobic minutes an imported workout must last. VitalPlan design choice. */
export const AEROBIC_IMPORT_MIN_SHARE = 0.5;

const KINDS: Record<string, AerobicKind> = {
  running: 'run',
  treadmill: 'run',
  trail: 'run',
  track: 'run',
  wheelchairrunpace: 'run',
  walking: 'walk',
  hiking: 'walk',
  wheelchairwalkpace: 'walk',
  cycling: 'cycle',
  handcycling: 'cycle',
  indoorcycling: 'cycle',
  spin: 'cycle',
  swimming: 'swim',
  lapswimming: 'swim',
  openwater: 'swim',
  rowing: 'other',
  indoorrowing: 'other',
  elliptical: 'other',
  stairclimbing: 'other',
  stairs: 'other',
  stepper: 'other',
  crosscountryskiing: 'other',
  mixedcardio: 'other',
  cardiotraining: 'other',
};

/** The aerobic kind of an imported workout's type ("HKWorkoutActivityTypeRunning", "cycling/indoorCycling"), or null. */
export function aerobicKindOf(type: string): AerobicKind | null {
  const parts = type
    .replace(/^HKWorkoutActivityType/, '')
    .split('/')
    .map((p) => p.toLowerCase().replace(/[^a-z]/g, ''));
  // The sub-sport first: 'fitnessEquipment/elliptical' is elliptical; 'running/treadmill' is a run either way.
  for (const p of [...parts].reverse()) {
    const kind = KINDS[p];
    if (kind) return kind;
  }
  return null;
}

export interface AerobicSession {
  /** The plan session's aerobic part, or null. */
  cardio: { intensity: 'light' | 'moderate' | 'vigorous' } | null;
  cardioMinutes: number;
  /** How many exercises the session has to log (sets). */
  exerciseCount: number;
}

/** True when an imported workout can stand for this plan session: the session is aerobic only (see the rule above). */
export function isAerobicSession(s: AerobicSession): boolean {
  return s.cardio !== null && s.exerciseCount === 0;
}

/** Whether this imported workout counts for this aerobic plan session (same day is checked by the caller). */
export function importCountsFor(s: AerobicSession, w: { type: string; durationMin: number }): boolean {
  if (!isAerobicSession(s)) return false;
  const kind = aerobicKindOf(w.type);
  if (kind === null) return false;
  if (kind === 'walk' && s.cardio!.intensity === 'vigorous') return false;
  const needed = Math.max(AEROBIC_IMPORT_MIN_MINUTES, AEROBIC_IMPORT_MIN_SHARE * s.cardioMinutes);
  return Number.isFinite(w.durationMin) && w.durationMin >= needed;
}

/**
 * The planned sessions an import counts as done: each planned session (its date and a key) not already logged by the
 * member, matched to at most one imported workout started that day, and each workout used once. Returns the keys.
 */
export function sessionsDoneByImports<K>(
  planned: readonly { key: K; date: string; session: AerobicSession }[],
  imported: readonly { date: string; type: string; durationMin: number }[],
  loggedByMember: (key: K) => boolean,
): Set<K> {
  const used = new Set<number>();
  const done = new Set<K>();
  for (const p of planned) {
    if (loggedByMember(p.key) || !isAerobicSession(p.session)) continue;
    const i = imported.findIndex(
      (w, j) => !used.has(j) && w.date === p.date && importCountsFor(p.session, w),
    );
    if (i < 0) continue;
    used.add(i);
    done.add(p.key);
  }
  return done;
}
