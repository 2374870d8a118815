/**
 * Heart disease (after a heart attack, a stent or bypass; heart failure) within the member's session length: cardiac
 * rehabilitation puts aerobic work first, 20–60 min on 3–5 days a week, and adds resistance on 2–3 days a week as
 * single sets of 10–15 reps (cardiacRehab: AHA/AACVPR core components; aacvpr). A session too short for both keeps
 * its aerobic block; on the week's first TRAINING.cardiacResistanceDays workouts the block gives way, down to
 * 10 min, only as far as a short circuit (TRAINING.cardiacCircuitExercises) needs.
 */
import { TRAINING } from '../guidelines';
import type { ResolvedProfile } from '../plan/profile-input';
import type { BaseSession } from './training-base-week';
import type { TrainingContext } from './training-context';

/**
 * Catalogue entries (common/clinical/conditions.ts) for which exercise-based cardiac rehabilitation is recommended:
 * coronary disease (angina, after a heart attack, a stent or bypass) and heart failure (cardiomyopathy with a
 * reduced ejection fraction among it) — ESC 2021 CVD prevention, class I; AHA/AACVPR core components (cardiacRehab)
 * — and after valve surgery (ACC/AHA 2020 valvular heart disease guideline, 2a). A heart condition of a type not
 * stated may be one of these, so it keeps the referral. A rhythm disorder alone is not coronary disease: atrial
 * fibrillation has its own care entry (moderate effort), and a pacemaker or implanted defibrillator keeps the
 * exercise cautions of its "heart disease" key (training-safety.ts) but not the rehabilitation order or referral
 * (not among the indications above).
 */
const CARDIAC_REHAB_ENTRIES: ReadonlySet<string> = new Set([
  'heart-disease',
  'coronary-artery-disease',
  'angina',
  'myocardial-infarction',
  'coronary-stent',
  'coronary-bypass',
  'heart-failure',
  'cardiomyopathy',
  'heart-valve-replacement',
]);

/** Coronary disease, heart failure, valve surgery or a heart condition of unstated type. cardiacRehab */
export function cardiacRehabIndicated(p: ResolvedProfile): boolean {
  return p.conditions.some((c) => c.key === 'heart-disease' && CARDIAC_REHAB_ENTRIES.has(c.entryId));
}

type Exercises = BaseSession['exercises'];

/**
 * The cardio a session gets and the resistance work that fills what remains; false (nothing changed) where this does
 * not apply: no heart condition, no session length, or no moderate cardio in the session.
 */
export function fitCardiacSession(
  ctx: TrainingContext,
  s: BaseSession,
  index: number,
  length: (exercises: Exercises, cardioMin: number) => number,
): boolean {
  const cap = ctx.sessionMinutes;
  if (!ctx.cardiacRehab || cap === null || !s.cardio || s.cardio.intensity === 'light') return false;
  const down5 = (m: number): number => Math.floor(m / 5) * 5;
  const share = Math.ceil(ctx.aerobicAim(1) / Math.max(1, ctx.workouts) / 5) * 5;
  const room = down5(cap - length([], 0));
  let cardio = Math.max(10, Math.min(Math.max(s.cardio.minutes, share, TRAINING.cardiacAerobicMinMin), room));
  const planned = s.exercises;
  const single = planned.map((e) => ({ ...e, d: { ...e.d, sets: 1 } }));
  if (index < TRAINING.cardiacResistanceDays) {
    const circuit = single.slice(0, TRAINING.cardiacCircuitExercises);
    while (cardio > 10 && length(circuit, cardio) > cap) cardio -= 5;
  }
  s.cardio.minutes = cardio;
  if (length(planned, cardio) <= cap) return true;
  const kept: Exercises = [];
  for (const e of single) {
    kept.push(e);
    if (length(kept, cardio) > cap) kept.pop();
  }
  s.exercises = kept;
  // Without strength work it is an aerobic day (a balance hold may stay: falls prevention), not a "Full body" one.
  if (!kept.some((e) => e.ex.kind === 'strength')) {
    s.title = 'Aerobic session';
    if (kept.length === 0) s.kind = 'cardio';
  }
  return true;
}
