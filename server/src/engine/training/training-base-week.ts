/**
 * Step 3: the base week, built once so the same exercises recur and progress is measurable. Blueprints by goal
 * and days available, the member's goal modalities added, exercises chosen, each workout trimmed to the session
 * length they have, then walks on free days (if any remain) up to the week's aerobic aim.
 */
import type { TrainingSession } from '@common/plan';
import { EXERCISE_BY_ID, type Exercise } from './exercise-catalogue';
import { TRAINING } from '../guidelines';
import type { TrainingContext } from './training-context';
import { dose, type Dose } from './training-dose';
import type { CardioIntensity, Picker } from './training-picker';
import { SCHEDULE, programme, type Blueprint } from './training-programmes';
import { kmInMinutes, runMinutes, runnerWeek, runningAllowed, type BaseRun } from './training-running';
import { seatedPatterns } from './training-seated';
import { fitCardiacSession } from './training-cardiac';
import { meetWeeklyVolume } from './training-volume';

export interface BaseSession {
  day: number;
  title: string;
  kind: TrainingSession['kind'];
  exercises: { ex: Exercise; d: Dose }[];
  cardio: { ex: Exercise; intensity: CardioIntensity; minutes: number } | null;
  /** A walk added to reach the aerobic aim (not one of the programme's workouts). */
  topUp: boolean;
  /** A runner's run: its distance is the prescription (minutes follow from it). */
  run?: BaseRun;
}

const GENTLE: Blueprint = {
  title: 'Gentle mobility and walk',
  kind: 'mobility',
  patterns: [],
  mobility: 5,
  cardio: { style: 'easy', minutes: 15 },
};

/** Minutes a session takes: warm-up, about 40 s of work plus the rest per set, cardio, cool-down. */
export function sessionLength(
  ctx: TrainingContext,
  sets: { sets: number; restSec: number }[],
  cardioMin: number,
): number {
  const warmUp = ctx.asthma ? TRAINING.warmUpAsthmaMin : TRAINING.warmUpMin;
  const work = sets.reduce((sum, e) => sum + (e.sets * (40 + e.restSec)) / 60, 0);
  return Math.round(warmUp + work + cardioMin + TRAINING.coolDownMin);
}

/** Moderate-equivalent minutes (vigorous counts double, light not at all; WHO 2020). */
export function moderateEquivalent(intensity: CardioIntensity | undefined, minutes: number): number {
  return minutes * (intensity === 'vigorous' ? 2 : intensity === 'moderate' ? 1 : 0);
}

function blueprintsFor(ctx: TrainingContext): Blueprint[] {
  // A recent operation, or ME/CFS energy management (NICE NG206 1.11: no fixed incremental programme).
  if (ctx.restricted || ctx.pacing) return Array.from({ length: ctx.workouts }, () => ({ ...GENTLE }));
  const base = programme(ctx.goal, Math.max(3, ctx.workouts), ctx.free).slice(0, ctx.workouts);
  // The member's own goals: add the patterns their modality needs to workouts that lack them, and more mobility.
  const extraPatterns = ctx.goals.used.flatMap((u) => u.modality.patterns);
  const moreMobility = ctx.goals.used.some((u) => u.modality.key === 'mobility');
  let k = 0;
  return base.map((bp, i) => {
    const out: Blueprint = {
      ...bp,
      patterns: ctx.seated ? seatedPatterns(i, bp.patterns.length) : [...bp.patterns],
      // A team sport is the member's conditioning: their strength sessions keep their time for strength (teamSport).
      cardio: ctx.member.teamSport && bp.kind === 'strength' ? null : bp.cardio,
    };
    if (out.patterns.length > 1 && extraPatterns.length > 0) {
      const add = extraPatterns[k++ % extraPatterns.length]!;
      // Second in the list (after the main lift), so a short session keeps the member's own goal's work.
      if (!out.patterns.includes(add)) out.patterns.splice(1, 0, add);
    }
    if (moreMobility) out.mobility = (out.mobility ?? 0) + 2;
    return out;
  });
}

/**
 * The main lift of a strength session for a member past beginner level: the barbell lift of its pattern where they
 * may do it (then the next in line), not whatever the pattern draws. Heavy sets of 3–6 reps belong on stable,
 * bilateral multi-joint lifts that load in small steps (acsmProgression: multiple-joint exercises for strength,
 * emphasised for intermediate and advanced lifters; NSCA Essentials 4th ed.: core lifts first in the session).
 * A Bulgarian split squat or a single-leg deadlift at 83 % 1RM for 3–5 reps was the main lift of a powerlifter's plan.
 */
const MAIN_LIFTS: Partial<Record<Exercise['pattern'], readonly string[]>> = {
  squat: ['back-squat', 'front-squat', 'leg-press', 'goblet-squat'],
  hinge: ['deadlift', 'trap-bar-deadlift', 'db-rdl', 'kb-deadlift'],
  'push-h': ['bench-press', 'db-bench', 'machine-chest-press', 'db-floor-press'],
  'push-v': ['overhead-press', 'standing-db-press', 'seated-db-press'],
};

function mainLift(
  ctx: TrainingContext,
  pattern: Exercise['pattern'],
  taken: ReadonlySet<string>,
): Exercise | null {
  if (ctx.goal !== 'Strength' || ctx.level === 'beginner') return null;
  for (const id of MAIN_LIFTS[pattern] ?? []) {
    const e = EXERCISE_BY_ID.get(id);
    if (e && !taken.has(id) && ctx.allowed(e)) return e;
  }
  return null;
}

function chooseExercises(
  ctx: TrainingContext,
  picker: Picker,
  bp: Blueprint,
  i: number,
): BaseSession['exercises'] {
  const { goal, level, rpeCap, pctCap, guarded, rng } = ctx;
  const out: BaseSession['exercises'] = [];
  bp.patterns.forEach((pattern, j) => {
    // A second slot of one pattern takes another exercise (the same lift listed twice reads as a mistake).
    const taken = new Set(out.map((e) => e.ex.id));
    const ex = (bp.main === j ? mainLift(ctx, pattern, taken) : null) ?? picker.strength(pattern, taken);
    if (ex) out.push({ ex, d: dose(goal, level, ex, bp.main === j, rpeCap, guarded, pctCap) });
  });
  for (const ex of rng.shuffle([...picker.stretches]).slice(0, bp.mobility ?? 0))
    out.push({ ex, d: dose(goal, level, ex, false, rpeCap, guarded, pctCap) });
  if ((ctx.older || ctx.member.frail) && picker.balance.length > 0 && i < 3) {
    const ex = rng.pick([...picker.balance]);
    // Second, after the main lift: a session shortened to the member's minutes drops its last exercises, and
    // balance is what prevents falls (otago; whoFrail: balance ≥ 3 days a week for older adults).
    out.splice(Math.min(1, out.length), 0, { ex, d: dose(goal, level, ex, false, rpeCap, guarded, pctCap) });
  }
  return out;
}

/** Muscle gain for an intermediate or advanced lifter: strength volume comes before in-session cardio. */
export function keepsStrength(ctx: TrainingContext): boolean {
  return ctx.goal === 'Muscle Gain' && ctx.level !== 'beginner' && !ctx.restricted;
}

/**
 * Shortens a workout to the member's session length. The cardio keeps its share of the week's aerobic aim (WHO
 * 2020: 150 min for every adult, whatever the goal) while the strength work can give way to three exercises of
 * two sets (acsmProgression: 1–3 sets build muscle in the untrained); then cardio down to 10 min, the last
 * exercises, the cardio block, and sets of what is left (never below one).
 */
function fitToSessionLength(ctx: TrainingContext, s: BaseSession): void {
  const cap = ctx.sessionMinutes;
  if (cap === null) return;
  const length = (): number =>
    sessionLength(
      ctx,
      s.exercises.map((e) => e.d),
      s.cardio?.minutes ?? 0,
    );
  const share = Math.ceil(ctx.aerobicAim(1) / Math.max(1, ctx.workouts) / 5) * 5;
  if (keepsStrength(ctx)) {
    // A trained lifter gaining muscle keeps the sets that build it (hypertrophyVolume: ≥ 10 sets per muscle a week):
    // the cardio shortens (to 10 min, then off this day) before the strength work falls to its floor; the WHO
    // minutes come from free days and the room left, and the plan says when they fall short.
    const floor = TRAINING.trainedHypertrophyFloor;
    while (length() > cap && s.cardio && s.cardio.minutes > 10) s.cardio.minutes -= 5;
    while (length() > cap && s.exercises.length > floor.exercises) s.exercises.pop();
    for (let i = s.exercises.length - 1; i >= 0 && length() > cap; i--) {
      const e = s.exercises[i]!;
      if (e.d.sets > floor.sets) e.d = { ...e.d, sets: floor.sets };
    }
    if (length() > cap && s.cardio) s.cardio = null;
  } else if (s.cardio && s.cardio.intensity !== 'light' && !ctx.starter)
    s.cardio.minutes = Math.max(s.cardio.minutes, share);
  const planned = [...s.exercises];
  while (length() > cap && s.cardio && s.cardio.minutes > Math.max(10, share)) s.cardio.minutes -= 5;
  if (s.cardio && s.cardio.intensity !== 'light') {
    while (length() > cap && s.exercises.length > 3) s.exercises.pop();
    for (let i = s.exercises.length - 1; i >= 0 && length() > cap; i--) {
      const e = s.exercises[i]!;
      if (e.d.sets > 2) e.d = { ...e.d, sets: 2 };
    }
  }
  while (length() > cap && s.cardio && s.cardio.minutes > 10) s.cardio.minutes -= 5;
  while (length() > cap && s.exercises.length > 1) s.exercises.pop();
  if (length() > cap && s.exercises.length > 0) s.cardio = null;
  const last = s.exercises[0];
  while (length() > cap && last && last.d.sets > 1) last.d = { ...last.d, sets: last.d.sets - 1 };
  if (ctx.level === 'beginner') refillWithSingleSets(s, planned, length, cap);
}

/**
 * A beginner's shortened workout keeps the whole body: exercises dropped for time come back, in their order, as
 * one set each where the minutes allow, after the kept ones went to one set. A single set is effective for
 * novice and older exercisers (acsmProgression; acsmOlder); a 30-minute "full body" day had been cut to a wall sit
 * and a balance hold, with no upper body at all.
 */
function refillWithSingleSets(
  s: BaseSession,
  planned: BaseSession['exercises'],
  length: () => number,
  cap: number,
): void {
  const dropped = planned.filter((p) => !s.exercises.includes(p));
  if (dropped.length === 0) return;
  const kept = s.exercises.map((e) => e.d);
  s.exercises.forEach((e) => (e.d = { ...e.d, sets: 1 }));
  for (const e of dropped) {
    const single = { ...e, d: { ...e.d, sets: 1 } };
    s.exercises.push(single);
    if (length() > cap) s.exercises.pop();
  }
  // Nothing came back: the kept exercises keep their sets.
  if (s.exercises.length === kept.length) s.exercises.forEach((e, i) => (e.d = kept[i]!));
  else {
    const order = (e: { ex: Exercise }): number => planned.findIndex((p) => p.ex === e.ex);
    s.exercises.sort((a, b) => order(a) - order(b));
  }
}

/** WHO 2020: top up to the week's aim with moderate activity on free days the member has, else longer cardio. */
function topUpAerobic(ctx: TrainingContext, picker: Picker, base: BaseSession[]): void {
  let need =
    ctx.aerobicAim(1) -
    base.reduce((s, b) => s + moderateEquivalent(b.cardio?.intensity, b.cardio?.minutes ?? 0), 0);
  if (need <= 0) return;
  // Walks go on free days but never the week's last one: a week keeps a rest day (overtraining).
  const maxDays = Math.min(ctx.daysAvailable ?? 7, TRAINING.maxTrainingDays);
  const freeDays = [1, 2, 3, 4, 5, 6, 7].filter((d) => !base.some((b) => b.day === d));
  const slots = Math.max(0, Math.min(freeDays.length, maxDays - base.length));
  const walkCap =
    ctx.sessionMinutes === null
      ? Infinity
      : Math.floor((ctx.sessionMinutes - sessionLength(ctx, [], 0)) / 5) * 5;
  const walks = Math.min(slots, Math.max(1, Math.ceil(need / 45)));
  const activity = picker.topUp();
  for (let k = 0; k < walks && need > 0; k++) {
    const minutes = Math.min(walkCap, Math.ceil(need / (walks - k) / 5) * 5);
    if (minutes < 10) break;
    base.push({
      day: freeDays[k * Math.floor(freeDays.length / walks)] ?? freeDays[k] ?? 7,
      title: activity.id === 'brisk-walk' ? 'Brisk walk' : activity.name,
      kind: 'cardio',
      exercises: [],
      cardio: { ex: activity, intensity: 'moderate', minutes },
      topUp: true,
    });
    need -= minutes;
  }
  // No free day left (or too short): lengthen the existing cardio blocks within the session length.
  for (let pass = 0; pass < 20 && need > 0; pass++) {
    let grew = false;
    for (const s of base) {
      if (need <= 0) break;
      if (!s.cardio || s.cardio.intensity === 'light' || s.run) continue;
      const room =
        ctx.sessionMinutes === null
          ? 10
          : Math.min(
              10,
              ctx.sessionMinutes -
                sessionLength(
                  ctx,
                  s.exercises.map((e) => e.d),
                  s.cardio.minutes,
                ),
            );
      if (room < 5) continue;
      const add = room >= 10 ? 10 : 5;
      s.cardio.minutes += add;
      need -= moderateEquivalent(s.cardio.intensity, add);
      grew = true;
    }
    if (!grew) break;
  }
  base.sort((a, b) => a.day - b.day);
}

/** Deconditioned start (sedentary or BMI ≥ 40): trims cardio blocks (to 10 min at least) to the week-1 aim. acsmObesity */
function gentleStart(ctx: TrainingContext, base: BaseSession[]): void {
  if (!ctx.starter) return;
  const total = (): number =>
    base.reduce((s, b) => s + moderateEquivalent(b.cardio?.intensity, b.cardio?.minutes ?? 0), 0);
  for (let guard = 0; guard < 200 && total() > ctx.aerobicAim(1); guard++) {
    const longest = base.reduce<BaseSession | null>(
      (a, b) => ((b.cardio?.minutes ?? 0) > (a?.cardio?.minutes ?? 0) ? b : a),
      null,
    );
    if (!longest?.cardio || longest.cardio.minutes <= 10) break;
    longest.cardio.minutes -= 5;
  }
}

/** The minutes a session leaves for its run within the member's session length (Infinity without one). */
function runRoom(ctx: TrainingContext, s: BaseSession): number {
  if (ctx.sessionMinutes === null) return Infinity;
  return (
    ctx.sessionMinutes -
    sessionLength(
      ctx,
      s.exercises.map((e) => e.d),
      0,
    )
  );
}

/** A run longer than the member's session length is shortened to fit (the plan notes the shortfall). */
function fitRun(ctx: TrainingContext, s: BaseSession): void {
  if (!s.run || !s.cardio || ctx.sessionMinutes === null) return;
  // Strength added to a run day gives way first when the run would fall under 2 km.
  while (s.exercises.length > 0 && kmInMinutes(runRoom(ctx, s)) < 2) s.exercises.pop();
  const km = Math.max(0, Math.min(s.run.km, kmInMinutes(runRoom(ctx, s))));
  s.run = { ...s.run, km };
  s.cardio.minutes = runMinutes(km);
}

/**
 * The distance a shortened run lost goes to the week's other easy runs that have room, none longer than the long
 * run, so week 1 keeps the member's current weekly distance (a cut, like a jump, changes the load the body is
 * used to; runningLoad: change weekly distance by about 10 % at most). Sessions without room keep the shortfall.
 */
function keepWeeklyDistance(ctx: TrainingContext, base: BaseSession[], weeklyKm: number): void {
  const tenth = (km: number): number => Math.floor(km * 10) / 10;
  const runs = base.filter((s) => s.run && s.cardio);
  const longKm = runs.find((s) => s.run!.kind === 'long')?.run!.km ?? Infinity;
  let missing = tenth(weeklyKm - runs.reduce((sum, s) => sum + s.run!.km, 0));
  for (let pass = 0; pass < 3 && missing > 0; pass++) {
    const open = runs.filter(
      (s) => s.run!.kind === 'easy' && s.run!.km < Math.min(longKm, kmInMinutes(runRoom(ctx, s))),
    );
    if (open.length === 0) break;
    const share = missing / open.length;
    for (const s of open) {
      const cap = Math.min(longKm, kmInMinutes(runRoom(ctx, s)));
      const add = tenth(Math.min(share, cap - s.run!.km));
      if (add <= 0) continue;
      s.run = { ...s.run!, km: tenth(s.run!.km + add) };
      s.cardio!.minutes = runMinutes(s.run.km);
      missing = tenth(missing - add);
    }
  }
}

function runnerBaseWeek(ctx: TrainingContext, picker: Picker): BaseSession[] {
  const { sessions } = runnerWeek(ctx, (bp, i) => chooseExercises(ctx, picker, bp, i));
  const schedule = SCHEDULE[sessions.length] ?? [1, 2, 3, 4, 5, 6, 7];
  const base = sessions.map((s, i): BaseSession => ({ ...s, day: schedule[i] ?? i + 1 }));
  for (const s of base) {
    if (s.run) fitRun(ctx, s);
    else fitToSessionLength(ctx, s);
  }
  keepWeeklyDistance(ctx, base, ctx.member.runner!.weeklyKm);
  topUpAerobic(ctx, picker, base);
  return base;
}

export function baseWeek(ctx: TrainingContext, picker: Picker): BaseSession[] {
  if (runningAllowed(ctx)) return runnerBaseWeek(ctx, picker);
  const blueprints = blueprintsFor(ctx);
  const schedule = SCHEDULE[blueprints.length] ?? SCHEDULE[5] ?? [1, 2, 3, 5, 6];
  const base = blueprints.map((bp, i): BaseSession => {
    const c = bp.cardio ? picker.cardio(bp.cardio.style) : null;
    const s: BaseSession = {
      day: schedule[i] ?? i + 1,
      title: bp.title,
      kind: bp.kind,
      exercises: chooseExercises(ctx, picker, bp, i),
      cardio: c && bp.cardio ? { ...c, minutes: bp.cardio.minutes } : null,
      topUp: false,
    };
    const lengthOf = (ex: BaseSession['exercises'], cardioMin: number) =>
      sessionLength(
        ctx,
        ex.map((e) => e.d),
        cardioMin,
      );
    if (!fitCardiacSession(ctx, s, i, lengthOf)) fitToSessionLength(ctx, s);
    return s;
  });
  if (keepsStrength(ctx)) meetWeeklyVolume(ctx, picker, base);
  gentleStart(ctx, base);
  if (!ctx.restricted && !ctx.pacing) topUpAerobic(ctx, picker, base);
  return base;
}
