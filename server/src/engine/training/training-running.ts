/**
 * Runners (issue 30 item 5): a member who already runs gets a running week built from their own weekly distance
 * and number of runs, not a beginner's run-walk. Week 1 keeps their current distance; it then grows by the
 * plan's cardio steps (at most ~10 % a week, runningLoad) with a lighter fourth week. One run is long (about 30 %
 * of the week), one may be a tempo run at ≥ 20 km a week, and two strength sessions keep the WHO minimum.
 */
import { EXERCISE_BY_ID, type Exercise } from './exercise-catalogue';
import { TRAINING } from '../guidelines';
import { isPregnant } from '../plan/profile-input';
import { cardioRpeCeilingForWeek } from './training-background';
import type { BaseSession } from './training-base-week';
import type { TrainingContext } from './training-context';
import { ageImpactReason } from './training-safety';
import type { Blueprint } from './training-programmes';

export type RunKind = 'easy' | 'long' | 'tempo';
export interface BaseRun {
  kind: RunKind;
  km: number;
}

const RUN = EXERCISE_BY_ID.get('run') as Exercise;

/**
 * A habitual runner keeps running when the only reasons high-impact work is left out are ones that do not stop an
 * established runner (jumps stay out): `exempt` says which. Any other reason (a knee, arthritis, osteoporosis,
 * BMI ≥ 35, the pelvic floor after birth) stops the runs.
 */
function runsDespiteImpact(ctx: TrainingContext, exempt: (reason: string) => boolean): boolean {
  const highImpact = ctx.excluded.filter((e) => e.tag === 'high-impact');
  return ctx.member.runner !== null && highImpact.length > 0 && highImpact.every((e) => exempt(e.reason));
}

/**
 * A woman who ran before pregnancy may keep running (ACOG Committee Opinion 804, 2020: those who habitually ran or
 * did vigorous activity can continue), so pregnancy's high-impact exclusion — which still keeps jumps out — does not
 * stop her runs.
 */
export function pregnantRunner(ctx: TrainingContext): boolean {
  return isPregnant(ctx.p) && runsDespiteImpact(ctx, (r) => r.startsWith('pregnancy'));
}

/**
 * An older member who already runs keeps running: age alone leaves high-impact work out for those starting it, but
 * an older adult who is fit follows the adult guidelines with effort set by their own fitness (olderRunner: PAG
 * 2018 ch. 5; acsmOlder). Their week-1 effort is still capped (startRpe), not their running removed.
 */
export function olderRunner(ctx: TrainingContext): boolean {
  return ctx.older && runsDespiteImpact(ctx, (r) => r === ageImpactReason(ctx.p.age));
}

export function runningAllowed(ctx: TrainingContext): boolean {
  const keepsRunning = pregnantRunner(ctx) || olderRunner(ctx);
  return (
    ctx.member.runner !== null &&
    !ctx.seated &&
    !ctx.restricted &&
    !ctx.pacing &&
    !RUN.contraindications.some((t) => ctx.excludedTags.has(t) && !(keepsRunning && t === 'high-impact')) &&
    !ctx.member.frail &&
    !ctx.member.kneeSurgery
  );
}

const tenth = (km: number): number => Math.round(km * 10) / 10;

/** Minutes a run of `km` takes at the assumed easy pace (TRAINING.runMinPerKm). */
export const runMinutes = (km: number): number => Math.round(km * TRAINING.runMinPerKm);
/** The longest run that fits a session of `freeMinutes` (after warm-up, strength and cool-down). */
export const kmInMinutes = (freeMinutes: number): number =>
  Math.floor((freeMinutes / TRAINING.runMinPerKm) * 10) / 10;

/** The week's runs: a long run and, when safe, a tempo run; the rest easy. Distances add up to `weeklyKm`. */
export function splitRuns(ctx: TrainingContext, runs: number, weeklyKm: number): BaseRun[] {
  const out: BaseRun[] = [];
  let left = weeklyKm;
  if (runs >= 3) {
    const km = tenth(weeklyKm * TRAINING.longRunShare);
    out.push({ kind: 'long', km });
    left -= km;
  }
  const tempo =
    runs >= 3 &&
    weeklyKm >= TRAINING.runTempoMinKm &&
    ctx.vigorousOk &&
    // Some week of the plan allows RPE 7; weeks below it run the tempo at their ceiling (runIntensity).
    cardioRpeCeilingForWeek(ctx.member, ctx.rpeCap, ctx.weeks) >= TRAINING.vigorousRpe;
  const rest = runs - out.length;
  for (let i = 0; i < rest; i++) {
    const km = i === rest - 1 ? tenth(left) : tenth(left / (rest - i));
    out.push({ kind: tempo && i === 0 ? 'tempo' : 'easy', km });
    left -= km;
  }
  return out;
}

export const RUN_LABEL: Record<RunKind, string> = {
  easy: 'Easy run',
  long: 'Long run',
  tempo: 'Tempo run',
};

/**
 * A run's intensity in a week with effort ceiling `ceiling`: a tempo run is vigorous only when the week allows RPE 7;
 * below it, it is run steady at the ceiling and counts as moderate (WHO 2020 counts vigorous minutes double only
 * when they are vigorous). who2020; acsmOlder
 */
export function runIntensity(kind: RunKind, ceiling: number): 'vigorous' | 'moderate' {
  return kind === 'tempo' && ceiling >= TRAINING.vigorousRpe ? 'vigorous' : 'moderate';
}

/** The session's title word: a tempo run held below RPE 7 is a steady run that week. */
export function runLabel(kind: RunKind, ceiling: number): string {
  return kind === 'tempo' && runIntensity(kind, ceiling) !== 'vigorous' ? 'Steady run' : RUN_LABEL[kind];
}

/** What the run asks for, never above the week's effort ceiling. */
export function runDescription(kind: RunKind, minutes: number, ceiling: number): string {
  const time = `about ${minutes} min at an easy ${TRAINING.runMinPerKm} min/km; run the distance, not the clock`;
  if (kind === 'tempo')
    return runIntensity(kind, ceiling) === 'vigorous'
      ? `Comfortably hard (RPE ${TRAINING.vigorousRpe}) for the middle part, with 10 minutes easy before and after (${time})`
      : `Steady (RPE ${ceiling}, you can talk but not sing) for the middle part, with 10 minutes easy before and after; no faster while your effort is capped (${time})`;
  return `${kind === 'long' ? 'Long and easy' : 'Easy'}: you can talk in full sentences (${time})`;
}

const RUNNER_STRENGTH: Blueprint[] = [
  {
    title: 'Strength for runners A',
    kind: 'strength',
    patterns: ['squat', 'hinge', 'calf', 'pull-h', 'core'],
    cardio: null,
  },
  {
    title: 'Strength for runners B',
    kind: 'strength',
    patterns: ['lunge', 'hinge', 'push-h', 'calf', 'core'],
    cardio: null,
  },
];

/**
 * The runner's week: their runs (never more than they do now, nor than their days less a rest day), and two
 * strength sessions (WHO), on their own days when there is room, else after an easy run. `strength` builds a session's exercises from a blueprint.
 */
export function runnerWeek(
  ctx: TrainingContext,
  strength: (bp: Blueprint, i: number) => BaseSession['exercises'],
): { sessions: Omit<BaseSession, 'day'>[]; runs: BaseRun[] } {
  const runner = ctx.member.runner!;
  // At most six training days: the week keeps a rest day (overtraining), and never more runs than the member
  // does now (progression is by distance, runningLoad); strength then goes after easy runs.
  const days = Math.min(ctx.daysAvailable ?? 7, TRAINING.maxTrainingDays);
  const runs = splitRuns(ctx, Math.min(runner.runsPerWeek, days), runner.weeklyKm);
  const week1Ceiling = cardioRpeCeilingForWeek(ctx.member, ctx.rpeCap, 1);
  const runSessions = runs.map((r): Omit<BaseSession, 'day'> => ({
    title: RUN_LABEL[r.kind],
    kind: 'cardio',
    exercises: [],
    // Week 1's intensity, so the base week counts its aerobic minutes as week 1 serves them.
    cardio: { ex: RUN, intensity: runIntensity(r.kind, week1Ceiling), minutes: runMinutes(r.km) },
    topUp: false,
    run: r,
  }));
  const strengthSessions = RUNNER_STRENGTH.map((bp, i) => ({ bp, exercises: strength(bp, i) }));
  const own = Math.max(0, Math.min(strengthSessions.length, days - runSessions.length));
  const out = [...runSessions];
  strengthSessions.forEach(({ bp, exercises }, i) => {
    if (i < own) {
      // Interleave: a strength day after every other run.
      out.splice(Math.min(out.length, 2 * i + 1), 0, {
        title: bp.title,
        kind: 'strength',
        exercises,
        cardio: null,
        topUp: false,
      });
      return;
    }
    // No day left: strength after an easy run (never after the long or tempo run).
    const host =
      out.find((s) => s.run?.kind === 'easy' && s.exercises.length === 0) ?? out.find((s) => s.run);
    if (host) {
      host.exercises = exercises;
      host.kind = 'mixed';
      host.title = `${host.title} + ${bp.title.toLowerCase()}`;
    }
  });
  return { sessions: out, runs };
}
