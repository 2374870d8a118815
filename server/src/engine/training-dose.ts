/** Sets × reps × rest × intensity for one exercise, by goal and level, under an RPE ceiling. */
import { LEVEL_RANK, type Exercise, type Level } from './exercise-catalogue';
import { TRAINING } from './guidelines';

const WEIGHTED = new Set(['dumbbell', 'barbell', 'kettlebell', 'machine', 'cable']);

export interface Dose {
  sets: number;
  reps: string;
  restSec: number;
  pct: number | null;
  rpe: number;
}

export function dose(
  goal: string,
  level: Level,
  ex: Exercise,
  isMain: boolean,
  rpeCap: number,
  guarded = false,
): Dose {
  const r = LEVEL_RANK[level];
  const basePct = TRAINING.pct1rmByLevel[level] ?? 65;
  const P = TRAINING.prescription;
  const pick = (rx: {
    sets: readonly number[];
    reps: readonly string[];
    restSec: readonly number[];
    pctOffset: number | null;
    pctMin: number;
    pctMax: number;
    rpe: number;
  }): Dose => ({
    sets: rx.sets[r] ?? rx.sets[0] ?? 3,
    reps: rx.reps[r] ?? rx.reps[0] ?? '10',
    restSec: rx.restSec[r] ?? rx.restSec[0] ?? 60,
    pct: rx.pctOffset === null ? null : Math.min(rx.pctMax, Math.max(rx.pctMin, basePct + rx.pctOffset)),
    rpe: rx.rpe,
  });
  let d: Dose;
  if (ex.kind === 'power') d = pick(P.power);
  else if (ex.kind === 'mobility' || ex.kind === 'balance')
    d = { ...pick(P.mobility), reps: ex.id === 'tai-chi' ? '5 min' : '30 s' };
  else if (goal === 'Strength' && isMain) d = pick(P.strengthMain);
  else if (goal === 'Strength' || goal === 'Sports Performance') d = pick(P.strengthAccessory);
  else if (goal === 'Muscle Gain') d = pick(P.hypertrophy);
  else if (goal === 'Endurance') d = pick(P.muscularEndurance);
  else d = pick(P.general);
  if (ex.timed && ex.kind === 'strength') {
    d = { ...d, reps: ex.pattern === 'carry' ? '40 s' : r === 0 ? '20–30 s' : '30–45 s', pct: null };
  }
  if (d.rpe > rpeCap) {
    if (d.pct !== null) d.pct -= TRAINING.pctPerRpe * (d.rpe - rpeCap);
    d.rpe = rpeCap;
  }
  if (!WEIGHTED.has(ex.equipment)) d.pct = null;
  if (guarded) {
    // Over-65s and heart disease: below 85 % 1RM and at least 8 reps (NSCA table: 80 % ≈ 8 reps).
    if (d.pct !== null) d.pct = Math.min(d.pct, TRAINING.guardedMaxPct);
    const low = Number.parseInt(d.reps, 10);
    if (Number.isFinite(low) && !/s$|min$/.test(d.reps) && low < TRAINING.guardedMinReps) d.reps = '8–10';
  }
  return d;
}

export function intensityText(d: Dose): string {
  return d.pct !== null ? `${Math.round(d.pct * 2) / 2} % 1RM (RPE ${d.rpe})` : `RPE ${d.rpe}`;
}
