/**
 * Loads without a known 1RM. Before a set is logged the plan gives a starting-weight guide: a few warm-up sets
 * of falling reps and rising effort, then a working weight read from reps in reserve (RIR = 10 − RPE), with a
 * rule to adjust after the first working set (RIR-based RPE scale: Zourdos et al. 2016; Helms et al. 2016).
 * Once a set is logged, the next load comes from the same %1RM–reps table as the prescription (one table).
 */
import { pctFor } from './training-dose';

/** The warm-up route to a working weight for `topReps` at `rpe`. */
export function startingLoadGuide(topReps: number, rpe: number): string {
  const rir = Math.max(0, 10 - rpe);
  const most = topReps + rir;
  return (
    `Find your weight: warm up with 10 reps very light (RPE 3–4), 5 reps a little heavier (RPE 5), then 2–3 reps ` +
    `at your guess for the working weight. Choose a weight you could lift about ${most} times at most, so each ` +
    `set of ${topReps} ends with ${rir} reps left. After the first set: more than ${rir + 2} left, add 5–10 %; ` +
    `${rir === 0 ? 'failed a rep' : `fewer than ${Math.max(0, rir - 1)} left`}, take 5–10 % off.`
  );
}

export interface LoggedSet {
  kg: number;
  reps: number;
  /** The effort the member reported for that set (RPE 1–10). */
  rpe: number;
}

/**
 * The load for the next prescribed set (`topReps` at `rpe`) from a logged set, via the estimated 1RM; capped at
 * `maxPct` of it (the guarded-lifting ceiling), rounded down to 0.5 kg. Null when the log is outside the table.
 */
export function loadFromLog(log: LoggedSet, topReps: number, rpe: number, maxPct = 100): number | null {
  if (!(log.kg > 0) || !(log.reps >= 1) || !(log.rpe >= 1 && log.rpe <= 10)) return null;
  const loggedPct = pctFor(Math.round(log.reps), Math.round(log.rpe));
  const targetPct = pctFor(topReps, rpe);
  if (loggedPct === null || targetPct === null) return null;
  const oneRm = log.kg / (loggedPct / 100);
  // The epsilon keeps float noise (39.99999) from rounding a repeat of the same set down a step.
  return Math.floor(((oneRm * Math.min(targetPct, maxPct)) / 100) * 2 + 1e-9) / 2;
}
