/**
 * Muscle gain for a trained lifter (intermediate or advanced): at least TRAINING.hypertrophyWeeklySets hard sets a
 * week for each major muscle group (hypertrophyVolume: Schoenfeld, Ogborn & Krieger 2017, ≥ 10 weekly sets per
 * muscle doing best; acsmProgression: multiple sets for trained lifters). A group short of it first gets more sets
 * on its exercises, then another exercise of its movement pattern, each only where the session length leaves room.
 */
import type { Pattern } from './exercise-catalogue';
import { TRAINING } from '../guidelines';
import { sessionLength, type BaseSession } from './training-base-week';
import type { TrainingContext } from './training-context';
import { dose } from './training-dose';
import type { Picker } from './training-picker';

/** The major muscle groups by the movement pattern that trains them as a prime mover (NSCA Essentials 4th ed.). */
export const MUSCLE_GROUP_PATTERNS: Readonly<Record<string, readonly Pattern[]>> = {
  chest: ['push-h'],
  shoulders: ['push-v'],
  back: ['pull-h', 'pull-v'],
  quadriceps: ['squat', 'lunge'],
  'hamstrings and glutes': ['hinge'],
};

type Item = BaseSession['exercises'][number];
const inGroup = (patterns: readonly Pattern[]) => (e: Item) =>
  e.ex.kind === 'strength' && patterns.includes(e.ex.pattern);

export function weeklySets(base: readonly BaseSession[], patterns: readonly Pattern[]): number {
  return base.reduce(
    (sum, s) => sum + s.exercises.filter(inGroup(patterns)).reduce((a, e) => a + e.d.sets, 0),
    0,
  );
}

export function meetWeeklyVolume(ctx: TrainingContext, picker: Picker, base: BaseSession[]): void {
  const { floorSets, maxSetsPerExercise, sessionMaxMin } = TRAINING.hypertrophyVolume;
  const cap = ctx.sessionMinutes ?? sessionMaxMin;
  const fits = (s: BaseSession): boolean =>
    sessionLength(
      ctx,
      s.exercises.map((e) => e.d),
      s.cardio?.minutes ?? 0,
    ) <= cap;
  const major = inGroup(Object.values(MUSCLE_GROUP_PATTERNS).flat());
  // Room for a major group's set comes from the session's other work (arms, calves, core, carries), last first:
  // they are trained as helpers by the compound lifts. Undone when the change still does not fit.
  const tryChange = (s: BaseSession, patterns: readonly Pattern[], change: () => void): void => {
    const saved = s.exercises.map((e) => ({ ...e }));
    change();
    for (let guard = 0; guard < 40 && !fits(s); guard++) {
      const minor = [...s.exercises].reverse().find((e) => !major(e) && e.ex.kind === 'strength');
      if (minor) {
        if (minor.d.sets > 1) minor.d = { ...minor.d, sets: minor.d.sets - 1 };
        else s.exercises.splice(s.exercises.indexOf(minor), 1);
        continue;
      }
      // Then a set from a group that has more than it needs (never below 2 sets of an exercise).
      const spare = [...s.exercises]
        .reverse()
        .find(
          (e) =>
            e.d.sets > 2 &&
            !inGroup(patterns)(e) &&
            Object.values(MUSCLE_GROUP_PATTERNS).some(
              (g) => inGroup(g)(e) && weeklySets(base, g) > floorSets,
            ),
        );
      if (!spare) break;
      spare.d = { ...spare.d, sets: spare.d.sets - 1 };
    }
    if (!fits(s)) s.exercises = saved;
  };
  const strengthDays = base.filter((s) => !s.run && s.exercises.some((e) => e.ex.kind === 'strength'));
  for (const patterns of Object.values(MUSCLE_GROUP_PATTERNS)) {
    const short = (): boolean => weeklySets(base, patterns) < floorSets;
    // 1. More sets on the group's exercises, one at a time across the week.
    for (let pass = 0; pass < maxSetsPerExercise && short(); pass++)
      for (const s of strengthDays)
        for (let i = 0; i < s.exercises.length; i++) {
          const e = s.exercises[i]!;
          if (!short() || !inGroup(patterns)(e) || e.d.sets >= maxSetsPerExercise) continue;
          tryChange(s, patterns, () => (s.exercises[i] = { ...e, d: { ...e.d, sets: e.d.sets + 1 } }));
        }
    // 2. Another exercise of the group's pattern, on the days that train the group first.
    const days = [...strengthDays].sort(
      (a, b) => b.exercises.filter(inGroup(patterns)).length - a.exercises.filter(inGroup(patterns)).length,
    );
    for (const s of days) {
      if (!short()) break;
      const pattern = s.exercises.find(inGroup(patterns))?.ex.pattern ?? patterns[0]!;
      const ex = picker.strength(pattern, new Set(s.exercises.map((e) => e.ex.id)));
      if (!ex || ex.loadType === 'mobility') continue;
      const d = dose(ctx.goal, ctx.level, ex, false, ctx.rpeCap, ctx.guarded, ctx.pctCap);
      const added: Item = { ex, d: { ...d, sets: Math.min(d.sets, floorSets - weeklySets(base, patterns)) } };
      if (added.d.sets < 1) continue;
      tryChange(s, patterns, () => s.exercises.push(added));
    }
  }
}
