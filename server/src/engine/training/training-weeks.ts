/**
 * Step 4: the weeks. Each week repeats the base week with that week's dose: loads step up (ACSM) for three weeks
 * and the fourth is lighter (fewer sets, lower RPE), cardio grows up to 10 % a week, every session gets a warm-up
 * and cool-down, and the week's aerobic aim is kept (within the member's session length).
 */
import type { ExercisePrescription, TrainingSession, TrainingWeek } from '@common/plan';
import { EXERCISE_BY_ID, type Exercise } from './exercise-catalogue';
import { cardioRpeCeilingForWeek, rpeCeilingForWeek } from './training-background';
import { TRAINING } from '../guidelines';
import { moderateEquivalent, sessionLength, type BaseSession } from './training-base-week';
import type { TrainingContext } from './training-context';
import type { Picker } from './training-picker';
import { atLowerRpe, intensityText, topReps, type Dose } from './training-dose';
import { startingLoadGuide } from './training-loads';
import {
  kmInMinutes,
  pregnantRunner,
  runDescription,
  runIntensity,
  runLabel,
  runMinutes,
} from './training-running';
import { WHEELCHAIR_WARM_UP } from './training-seated';

interface WeekDose {
  w: number;
  deload: boolean;
  loadChangePct: number;
  cardioScale: number;
}

function weekDose(ctx: TrainingContext, w: number): WeekDose {
  // ME/CFS: the same dose every week, never built up. NICE NG206 1.11.14
  if (ctx.pacing) return { w, deload: false, loadChangePct: 0, cardioScale: 1 };
  const deload = ctx.weeks >= 4 && w % 4 === 0;
  const loadSteps = TRAINING.weeklyLoadIncreasePct[ctx.planType] ?? 0;
  const step = TRAINING.weeklyCardioIncreasePct / 100;
  const cardioSteps = [1, 1 + step, 1 + 2 * step, 1];
  return {
    w,
    deload,
    loadChangePct: ctx.free ? 0 : deload ? TRAINING.deloadLoadPct : loadSteps * (w - 1),
    cardioScale: ctx.free ? 1 : (cardioSteps[(w - 1) % 4] ?? 1),
  };
}

/**
 * How to make the exercise harder next week, by what it is: kilograms only for weights and machines; reps, tempo
 * or a harder variation for bodyweight work; less assistance for assisted work (acsmProgression: load, repetitions,
 * tempo and exercise variation are all progression variables).
 */
function progressNote(ctx: TrainingContext, wd: WeekDose, e: Exercise, d: Dose): string | null {
  if (ctx.free || ctx.pacing || wd.deload || wd.w === 1 || e.kind !== 'strength') return null;
  const loadSteps = TRAINING.weeklyLoadIncreasePct[ctx.planType] ?? 0;
  if (topReps(d.reps) === null) {
    // Holds and carries are dosed in seconds: they progress by time (then distance or load for a carry), never by
    // reps or a slower lowering they do not have (acsmProgression: duration is a progression variable;
    // acsmGuidelines: isometric holds built up in time).
    if (e.pattern === 'carry')
      return e.loadType === 'external'
        ? 'Walk 5–10 s longer versus last week; when the longest hold feels easy, a little more weight.'
        : 'Walk 5–10 s longer versus last week, or carry a little more in the backpack when that feels easy.';
    return 'Hold 5–10 s longer versus last week, or move to the harder variation when the longest hold feels easy.';
  }
  switch (e.loadType) {
    case 'external':
      return d.pct === null
        ? 'Add 1–2 reps versus last week; when the top of the range feels easy, add a little weight.'
        : `When every set reaches the reps at RPE ${d.rpe} or easier, add about ${loadSteps} % to the weight.`;
    case 'assisted':
      return 'When every set reaches the top of the range, use a little less assistance (a lighter band or counterweight).';
    default:
      return 'Add 1–2 reps, slow the lowering to 3 seconds, or move to the harder variation versus last week.';
  }
}

function prescription(
  ctx: TrainingContext,
  wd: WeekDose,
  ex: BaseSession['exercises'][number],
): ExercisePrescription {
  const { ex: e, d } = ex;
  // %1RM, reps and RPE stay on the one table; progression is the member's 1RM growing, so a loaded lift
  // gets a load note rather than a %1RM above what the reps and RPE allow.
  // Older, inactive or frail members start at moderate effort and build (acsmOlder; otago).
  const ceiling = rpeCeilingForWeek(ctx.member, ctx.rpeCap, ctx.pacing ? 1 : wd.w);
  const capped: Dose = d.rpe > ceiling ? atLowerRpe(d, ceiling) : d;
  const dw: Dose = wd.deload ? atLowerRpe(capped, Math.max(3, capped.rpe - 1)) : capped;
  const top = topReps(d.reps);
  const sets = wd.deload ? Math.max(1, d.sets - 1) : d.sets;
  if (e.loadType === 'mobility') {
    // Stretches, mobility drills and balance: range and control, no effort target.
    return {
      exerciseId: e.id,
      name: e.name,
      sets,
      reps: d.reps,
      restSec: d.restSec,
      intensity:
        e.kind === 'balance'
          ? 'Steady and controlled, next to something to hold'
          : 'Easy: a gentle stretch, never into pain',
      notes: null,
      rpe: null,
      pct1rm: null,
      loadGuide: null,
      loadKg: null,
    };
  }
  return {
    exerciseId: e.id,
    name: e.name,
    sets,
    reps: d.reps,
    restSec: d.restSec,
    intensity: intensityText(dw),
    notes: progressNote(ctx, wd, e, dw),
    rpe: dw.rpe,
    pct1rm: e.loaded && dw.pct !== null ? Math.round(dw.pct * 2) / 2 : null,
    loadGuide: e.loaded && top !== null ? startingLoadGuide(top, dw.rpe) : null,
    loadKg: null,
  };
}

/** RPE 5–6 moderate, 7–8 hard (Borg CR10), never above the week's ceiling (acsmGuidelines; acsmOlder). */
function cardioText(intensity: string, ceiling: number): string {
  const range = (lo: number, hi: number) => {
    const top = Math.min(hi, ceiling);
    const bottom = Math.min(lo, top);
    return bottom === top ? `RPE ${top}` : `RPE ${bottom}–${top}`;
  };
  return intensity === 'vigorous' && ceiling >= TRAINING.vigorousRpe
    ? `Hard: ${range(7, 8)}, speaking only a few words`
    : `Moderate: ${range(5, 6)}, you can talk but not sing`;
}

function session(ctx: TrainingContext, picker: Picker, wd: WeekDose, s: BaseSession): TrainingSession {
  const exercises = s.exercises.map((e) => prescription(ctx, wd, e));
  const warmUpMin = ctx.asthma ? TRAINING.warmUpAsthmaMin : TRAINING.warmUpMin;
  const warmUp = ctx.seated
    ? WHEELCHAIR_WARM_UP.map((w, i) => (i === 0 ? { ...w, minutes: warmUpMin - 3 } : w))
    : [
        {
          name: ctx.asthma
            ? 'Easy walk or cycle, building gradually (reduces exercise-induced bronchoconstriction)'
            : 'Easy walk or cycle',
          minutes: warmUpMin - 3,
        },
        { name: 'Dynamic mobility: arm circles, leg swings, hip openers', minutes: 3 },
      ];
  const cool = picker.stretches.filter((e) => e.level === 'beginner');
  const coolPick = cool.length
    ? ctx.rng
        .shuffle([...cool])
        .slice(0, 2)
        .map((e) => e.name.toLowerCase())
    : [];
  const coolDown = [
    {
      name: ctx.seated ? 'Easy arm cycling, letting breathing settle' : 'Easy walk, letting breathing settle',
      minutes: 3,
    },
    {
      name: coolPick.length ? `Stretch: ${coolPick.join(', ')}` : 'Gentle stretching',
      minutes: TRAINING.coolDownMin - 3,
    },
  ];
  if (s.run && s.cardio) return runSession(ctx, wd, s, { warmUp, exercises, coolDown });
  let cardioMinutes = s.cardio ? Math.round((s.cardio.minutes * wd.cardioScale) / 5) * 5 : 0;
  if (ctx.sessionMinutes !== null && s.cardio) {
    const others = sessionLength(ctx, exercises, 0);
    // Never below the base week's minutes (already fitted), and growth only up to the session length.
    cardioMinutes = Math.min(
      cardioMinutes,
      Math.max(s.cardio.minutes, Math.floor((ctx.sessionMinutes - others) / 5) * 5),
    );
  }
  const ceiling = cardioRpeCeilingForWeek(ctx.member, ctx.rpeCap, wd.w);
  // A vigorous block in a week capped below RPE 7 is done (and described) at moderate effort, so it counts single
  // toward the week's aerobic minutes: WHO 2020 doubles only minutes that are vigorous. who2020; acsmOlder
  const intensity =
    s.cardio?.intensity === 'vigorous' && ceiling < TRAINING.vigorousRpe ? 'moderate' : s.cardio?.intensity;
  return {
    day: s.day,
    title: s.title,
    kind: s.kind,
    warmUp,
    exercises,
    cardioMinutes,
    cardio: s.cardio
      ? {
          activity: s.cardio.ex.name,
          // ME/CFS: light effort, well inside the energy envelope (NICE NG206 1.11)
          intensity: ctx.pacing ? 'light' : intensity!,
          description: ctx.pacing
            ? 'Light: RPE 2–3, an easy pace you could keep up while chatting; stop well before you tire'
            : ctx.member.frail && s.cardio.intensity !== 'vigorous'
              ? // otago; acsmOlder: effort relative to the person's own fitness
                'At your own comfortable pace, with your stick or frame if you use one; you can talk while you move'
              : cardioText(s.cardio.intensity, ceiling),
        }
      : null,
    coolDown,
    durationMin: sessionLength(ctx, exercises, cardioMinutes),
  };
}

/**
 * A run: the week's distance is the base distance times the week's cardio step (at most ~10 % a week, a lighter
 * fourth week; runningLoad), within the session length; the minutes follow from the distance.
 */
function runSession(
  ctx: TrainingContext,
  wd: WeekDose,
  s: BaseSession,
  parts: Pick<TrainingSession, 'warmUp' | 'exercises' | 'coolDown'>,
): TrainingSession {
  const run = s.run!;
  // In pregnancy a runner keeps her distance and never builds it (ACOG CO 804: continue, not train up).
  let km =
    Math.round(run.km * (pregnantRunner(ctx) ? Math.min(1, wd.cardioScale) : wd.cardioScale) * 10) / 10;
  if (ctx.sessionMinutes !== null)
    km = Math.min(
      km,
      Math.max(run.km, kmInMinutes(ctx.sessionMinutes - sessionLength(ctx, parts.exercises, 0))),
    );
  const minutes = runMinutes(km);
  const strength = parts.exercises.length > 0 ? ' + strength' : '';
  // A tempo run never asks more than the week's effort ceiling (an older runner's first weeks). acsmOlder
  const ceiling = cardioRpeCeilingForWeek(ctx.member, ctx.rpeCap, wd.w);
  return {
    day: s.day,
    title: `${runLabel(run.kind, ceiling)}: ${km} km${strength}`,
    kind: s.kind,
    ...parts,
    cardioMinutes: minutes,
    cardio: {
      activity: s.cardio!.ex.name,
      intensity: runIntensity(run.kind, ceiling),
      description: runDescription(run.kind, minutes, ceiling),
    },
    durationMin: sessionLength(ctx, parts.exercises, minutes),
  };
}

/** Keeps the week's aim (the WHO minimum, or the starter ramp) in every week, including the lighter one. */
function keepAerobicAim(
  ctx: TrainingContext,
  wd: WeekDose,
  sessions: TrainingSession[],
  runs: ReadonlySet<TrainingSession>,
): number {
  const aim = ctx.aerobicAim(wd.deload ? 1 : wd.w);
  let aerobic = sessions.reduce((a, s) => a + moderateEquivalent(s.cardio?.intensity, s.cardioMinutes), 0);
  if (ctx.restricted || ctx.pacing) return aerobic;
  // Walks first (they are there for this), then the other cardio blocks; never past the session length. The
  // minutes go on 5 at a time in turn, so the week's growth is shared and no one session doubles from one week to
  // the next (acsmGuidelines: add 5–10 min per session every 1–2 weeks over the first 4–6 weeks).
  // A run's distance is its prescription: its minutes are not stretched.
  const order = [...sessions]
    .sort((a, b) => Number(b.exercises.length === 0) - Number(a.exercises.length === 0))
    .filter((s) => s.cardio && s.cardio.intensity !== 'light' && !runs.has(s));
  const step = 5;
  let grew = true;
  while (aerobic < aim && grew) {
    grew = false;
    for (const s of order) {
      if (aerobic >= aim) break;
      if (ctx.sessionMinutes !== null && s.durationMin + step > ctx.sessionMinutes) continue;
      s.cardioMinutes += step;
      s.durationMin += step;
      aerobic += step * (s.cardio!.intensity === 'vigorous' ? 2 : 1);
      grew = true;
    }
  }
  return aerobic;
}

export function buildWeek(
  ctx: TrainingContext,
  picker: Picker,
  base: BaseSession[],
  w: number,
): TrainingWeek {
  // Only a plan with a weighted lift (one with a starting-weight guide) changes load; the rest progress by reps,
  // tempo, support or range (acsmProgression), so their weeks carry no load change and no talk of weights.
  const weighted = base.some((s) => s.exercises.some((e) => e.ex.loaded && topReps(e.d.reps) !== null));
  const wd = { ...weekDose(ctx, w), ...(weighted ? {} : { loadChangePct: 0 }) };
  const sessions = base.map((s) => session(ctx, picker, wd, s));
  const runs = new Set(sessions.filter((_, i) => base[i]?.run));
  const aerobic = keepAerobicAim(ctx, wd, sessions, runs);
  const strengthDays = new Set(
    sessions
      .filter(
        (s) =>
          s.kind !== 'cardio' &&
          s.exercises.some((e) => EXERCISE_BY_ID.get(e.exerciseId)?.kind === 'strength'),
      )
      .map((s) => s.day),
  ).size;
  return {
    week: w,
    focus: ctx.free
      ? 'Basic routine: learn the movements'
      : ctx.pacing
        ? 'Same as week 1: no build-up; do less on low-energy days (ME/CFS energy management)'
        : wd.deload
          ? 'Lighter week: recover and consolidate'
          : w === 1
            ? ctx.level === 'beginner'
              ? `Foundation: learn the movements${weighted ? ' and find your starting weights' : ''}`
              : // A trained lifter knows the movements: week 1 settles the new programme's working weights. acsmProgression
                `Settling in: ${weighted ? 'find your working weights on this programme' : 'learn this programme'} at the prescribed reps and RPE`
            : weighted
              ? `Progress: about +${wd.loadChangePct} % weight on the weighted lifts versus week 1 at the same reps and RPE; more reps, slower lowering or less assistance on the rest`
              : 'Progress: more reps, slower lowering, a harder variation or less assistance than in week 1',
    deload: wd.deload,
    loadChangePct: wd.loadChangePct,
    sessions,
    aerobicModerateEquivalentMin: aerobic,
    strengthDays,
  };
}
