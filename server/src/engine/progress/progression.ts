/**
 * Set progression (double progression): keep the load and add reps until every planned set reaches the top of
 * the rep range, then add load and start again at the bottom; deload (−10 %) after repeated missed sessions or a
 * set at RPE 9.5 or more (ACSM 2009 progression models; deload: Bell et al. 2023). Estimated 1RM by Epley.
 */
import { PROGRESS } from '../guidelines';

export interface SetLog {
  reps: number;
  weightKg: number;
  rpe: number | null;
  done: boolean;
}
export interface SessionLog {
  date: string;
  sets: readonly SetLog[];
}

/** The rep range of a prescription ("8–10", "8-10", "12 each side", "10"), or null for timed work ("30 s"). */
export function repRange(reps: string): [number, number] | null {
  if (/\d\s*(s|sec|min)\b/i.test(reps)) return null;
  const m = /(\d+)\s*(?:[–-]\s*(\d+))?/.exec(reps);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = m[2] ? Number(m[2]) : lo;
  return lo >= 1 && hi >= lo ? [lo, hi] : null;
}

/** Epley: load × (1 + reps / 30), 0.5 kg; null for no load, no reps or beyond e1rmMaxReps. epley */
export function epley1rm(weightKg: number, reps: number): number | null {
  if (!(weightKg > 0) || !(reps >= 1) || reps > PROGRESS.e1rmMaxReps) return null;
  const e = reps === 1 ? weightKg : weightKg * (1 + reps / 30);
  return Math.round(e * 2) / 2;
}

/** The best Epley estimate of a session's done sets, or null. */
export function sessionE1rm(sets: readonly SetLog[]): number | null {
  let best: number | null = null;
  for (const s of sets) {
    if (!s.done) continue;
    const e = epley1rm(s.weightKg, s.reps);
    if (e !== null && (best === null || e > best)) best = e;
  }
  return best;
}

/** Volume load: kg × reps over the done sets. */
export function sessionVolume(sets: readonly SetLog[]): number {
  return Math.round(sets.reduce((v, s) => v + (s.done ? s.weightKg * s.reps : 0), 0));
}

export interface ProgressionInput {
  name: string;
  /** From the prescription. */
  range: [number, number];
  plannedSets: number;
  /** The exercise's logged sessions, oldest first. */
  history: readonly SessionLog[];
  /**
   * How the exercise is made harder (engine/data/exercises LoadType). Only `external` (weights, machines) steps
   * up in kilograms; bodyweight work moves to more reps or a harder variation, assisted work to less assistance.
   * Absent: external (a logged weight is taken as the load).
   */
  loadType?: 'external' | 'bodyweight' | 'assisted' | 'mobility';
}
export interface ProgressionResult {
  action: 'add_reps' | 'add_load' | 'deload' | 'repeat';
  nextLoadKg: number | null;
  nextReps: number | null;
  reason: string;
}

const half = (v: number) => Math.round(v * 2) / 2;

/** A session missed the prescription: fewer sets done than planned, or a done set below the bottom of the range. */
function missed(s: SessionLog, plannedSets: number, lo: number): boolean {
  const done = s.sets.filter((x) => x.done);
  return done.length < plannedSets || done.some((x) => x.reps < lo);
}

export function nextProgression(input: ProgressionInput): ProgressionResult {
  const [lo, hi] = input.range;
  const last = input.history[input.history.length - 1];
  if (!last) {
    return {
      action: 'repeat',
      nextLoadKg: null,
      nextReps: lo,
      reason: `No sets of ${input.name} logged yet.`,
    };
  }
  const done = last.sets.filter((s) => s.done);
  const load = done.length
    ? Math.max(...done.map((s) => s.weightKg))
    : Math.max(0, ...last.sets.map((s) => s.weightKg));
  // A kilogram figure logged on bodyweight or assisted work (a backpack, the counterweight) is not stepped.
  const external = (input.loadType ?? 'external') === 'external';
  const loadOrNull = load > 0 && external ? load : null;
  const topRpe = Math.max(0, ...done.map((s) => s.rpe ?? 0));
  const recent = input.history.slice(-PROGRESS.deloadAfterMisses);
  const repeatedMisses =
    recent.length === PROGRESS.deloadAfterMisses && recent.every((s) => missed(s, input.plannedSets, lo));
  if (topRpe >= PROGRESS.deloadRpe || repeatedMisses) {
    return {
      action: 'deload',
      nextLoadKg: loadOrNull === null ? null : half(loadOrNull * PROGRESS.deloadFactor),
      nextReps: lo,
      reason:
        (topRpe >= PROGRESS.deloadRpe
          ? `${input.name}: a set at RPE ${topRpe} was at or near your limit, `
          : `${input.name}: the planned sets were missed ${PROGRESS.deloadAfterMisses} sessions running, `) +
        (loadOrNull !== null
          ? 'so the load drops 10 % for a week.'
          : input.loadType === 'assisted'
            ? 'so use a little more assistance for a week.'
            : 'so take the easier variation or fewer reps for a week.'),
    };
  }
  if (missed(last, input.plannedSets, lo)) {
    return {
      action: 'repeat',
      nextLoadKg: loadOrNull,
      nextReps: lo,
      reason: `${input.name}: not every planned set reached ${lo} reps last time; repeat the same load.`,
    };
  }
  const minReps = Math.min(...done.slice(0, input.plannedSets).map((s) => s.reps));
  if (minReps >= hi) {
    if (input.loadType === 'assisted') {
      return {
        action: 'add_reps',
        nextLoadKg: null,
        nextReps: lo,
        reason: `${input.name}: every set reached ${hi} reps; use a little less assistance (a lighter band or counterweight) and start again at ${lo} reps.`,
      };
    }
    if (loadOrNull === null) {
      return {
        action: 'add_reps',
        nextLoadKg: null,
        nextReps: hi,
        reason: `${input.name}: every set reached ${hi} reps; move to the harder variation or add a set.`,
      };
    }
    const step = loadOrNull < PROGRESS.smallLoadBelowKg ? PROGRESS.smallLoadStepKg : PROGRESS.loadStepKg;
    return {
      action: 'add_load',
      nextLoadKg: half(loadOrNull + step),
      nextReps: lo,
      reason: `${input.name}: every set reached the top of the range (${hi} reps), so add ${step} kg and start again at ${lo} reps.`,
    };
  }
  const nextReps = Math.min(hi, minReps + 1);
  return {
    action: 'add_reps',
    nextLoadKg: loadOrNull,
    nextReps,
    reason: `${input.name}: same load, aim for ${nextReps} reps in every set (top of the range: ${hi}).`,
  };
}
