/** Sets × reps × rest × intensity for one exercise, by goal and level, under an RPE ceiling. */
import { LEVEL_RANK, type Exercise, type Level } from './exercise-catalogue';
import { TRAINING } from '../guidelines';

export interface Dose {
  sets: number;
  reps: string;
  restSec: number;
  pct: number | null;
  rpe: number;
}

/**
 * The load for a set of `reps` at `rpe`, read from the one %1RM–repetition table: a set ending with 10 − RPE reps
 * in reserve is a set of reps + (10 − RPE) to failure. Null when that falls past the table (lighter than 15
 * reps to failure): effort is then prescribed by RPE alone rather than by a number the table does not give.
 */
export function pctFor(reps: number, rpe: number): number | null {
  const toFailure = reps + Math.max(0, 10 - rpe);
  const table = TRAINING.pct1rmRepTable;
  for (let i = 0; i < table.length; i++) {
    const [pct, max] = table[i]!;
    if (toFailure === max) return pct;
    const next = table[i + 1];
    if (next && toFailure > max && toFailure < next[1]) {
      // Linear between the table's rows (it skips 13 and 14 reps).
      return pct + ((next[0] - pct) * (toFailure - max)) / (next[1] - max);
    }
  }
  return null;
}

/** The top of a rep range ("6–8" → 8); null for timed work ("30 s", "5 min"). */
export function topReps(reps: string): number | null {
  if (/s$|min$/.test(reps)) return null;
  const parts = reps.split('–').map((x) => Number.parseInt(x, 10));
  const top = parts[parts.length - 1];
  return top !== undefined && Number.isFinite(top) ? top : null;
}

export function dose(
  goal: string,
  level: Level,
  ex: Exercise,
  isMain: boolean,
  rpeCap: number,
  guarded = false,
  pctCap: number | null = null,
): Dose {
  const r = LEVEL_RANK[level];
  const P = TRAINING.prescription;
  const pick = (rx: {
    sets: readonly number[];
    reps: readonly string[];
    restSec: readonly number[];
    loaded: boolean;
    rpe: number;
  }): Dose & { loaded: boolean } => ({
    sets: rx.sets[r] ?? rx.sets[0] ?? 3,
    reps: rx.reps[r] ?? rx.reps[0] ?? '10',
    restSec: rx.restSec[r] ?? rx.restSec[0] ?? 60,
    pct: null,
    rpe: rx.rpe,
    loaded: rx.loaded,
  });
  let d: Dose & { loaded: boolean };
  if (ex.kind === 'power') d = pick(P.power);
  else if (ex.kind === 'mobility' || ex.kind === 'balance')
    d = { ...pick(P.mobility), reps: ex.id === 'tai-chi' ? '5 min' : '30 s' };
  else if (goal === 'Strength' && isMain) d = pick(P.strengthMain);
  else if (goal === 'Strength' || goal === 'Sports Performance') d = pick(P.strengthAccessory);
  else if (goal === 'Muscle Gain') d = pick(P.hypertrophy);
  else if (goal === 'Endurance') d = pick(P.muscularEndurance);
  else d = pick(P.general);
  if (ex.timed && ex.kind === 'strength') {
    d = { ...d, reps: ex.pattern === 'carry' ? '40 s' : r === 0 ? '20–30 s' : '30–45 s', loaded: false };
  }
  d.rpe = Math.min(d.rpe, rpeCap);
  if (guarded) {
    // Over-65s and heart disease: never a set of ≤ 5 reps, and below 85 % 1RM (acsmOlder; aacvpr).
    const low = Number.parseInt(d.reps, 10);
    if (Number.isFinite(low) && !/s$|min$/.test(d.reps) && low < TRAINING.guardedMinReps) d.reps = '8–10';
  }
  const top = topReps(d.reps);
  if (d.loaded && top !== null && ex.loaded) {
    // A load cap is met by easing the effort (more reps in reserve), so RPE and %1RM keep agreeing in the table.
    const cap = Math.min(guarded ? TRAINING.guardedMaxPct : 100, pctCap ?? 100);
    while (d.rpe > 1 && (pctFor(top, d.rpe) ?? 0) > cap) d.rpe--;
    const pct = pctFor(top, d.rpe);
    d.pct = pct === null ? null : Math.min(pct, cap);
  }
  const { loaded: _loaded, ...out } = d;
  return out;
}

/** The same sets at a lower RPE (deload): the load read again from the table, never above the original. */
export function atLowerRpe(d: Dose, rpe: number): Dose {
  const top = topReps(d.reps);
  const pct = d.pct === null || top === null ? null : pctFor(top, rpe);
  return { ...d, rpe, pct: pct === null ? null : Math.min(pct, d.pct ?? pct) };
}

/**
 * Effort as the member reads it: the RPE and the reps left in the tank (RIR = 10 − RPE). The %1RM stays in the
 * prescription's `pct1rm` (it sets the load once a set is logged) rather than being shown as a bare number.
 */
export function intensityText(d: Dose): string {
  if (topReps(d.reps) === null || d.rpe <= 4) return `RPE ${d.rpe}`;
  const rir = Math.max(0, 10 - d.rpe);
  return `RPE ${d.rpe}: stop with about ${rir} rep${rir === 1 ? '' : 's'} left`;
}
