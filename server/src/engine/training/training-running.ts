/**
 * Runners (issue 30 item 5): a member who already runs gets a running week built from their own weekly distance
 * and number of runs, not a beginner's run-walk. Week 1 keeps their current distance; it then grows by the
 * plan's cardio steps (at most ~10 % a week, runningLoad) with a lighter fourth week. One run is long (about 30 %
 * of the week), one may be a tempo run at ≥ 20 km a week, and two strength sessions keep the WHO minimum.
 */
import { EXERCISE_BY_ID, type Exercise } from './exercise-catalogue';
import { TRAINING } from '../guidelines';
import { isPregnant } from '../plan/profile-input';
import type { BaseSession } from './training-base-week';
import type { TrainingContext } from './training-context';
import type { Blueprint } from './training-programmes';

export type RunKind = 'easy' | 'long' | 'tempo';
export interface BaseRun {
  kind: RunKind;
  km: number;
}

const RUN = EXERCISE_BY_ID.get('run') as Exercise;

/** The member's running can continue: their conditions and kit allow running (the level filter does not apply). */
/**
 * A woman who ran before pregnancy may keep running (ACOG Committee Opinion 804, 2020: those who habitually ran or
 * did vigorous activity can continue), so pregnancy's high-impact exclusion — which still keeps jumps out — does not
 * stop her runs; any other reason for it (a knee, the pelvic floor after birth) does.
 */
export function pregnantRunner(ctx: TrainingContext): boolean {
  const highImpact = ctx.excluded.filter((e) => e.tag === 'high-impact');
  return (
    ctx.member.runner !== null &&
    isPregnant(ctx.p) &&
    highImpact.length > 0 &&
    highImpact.every((e) => e.reason.startsWith('pregnancy'))
  );
}

export function runningAllowed(ctx: TrainingContext): boolean {
  const keepsRunning = pregnantRunner(ctx);
  return (
    ctx.member.runner !== null &&
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
    ctx.member.startRpe === null &&
    ctx.rpeCap >= 7;
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

export function runDescription(kind: RunKind, minutes: number): string {
  const time = `about ${minutes} min at an easy ${TRAINING.runMinPerKm} min/km; run the distance, not the clock`;
  if (kind === 'tempo')
    return `Comfortably hard (RPE 7) for the middle part, with 10 minutes easy before and after (${time})`;
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
  const runSessions = runs.map((r): Omit<BaseSession, 'day'> => ({
    title: RUN_LABEL[r.kind],
    kind: 'cardio',
    exercises: [],
    cardio: { ex: RUN, intensity: r.kind === 'tempo' ? 'vigorous' : 'moderate', minutes: runMinutes(r.km) },
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
