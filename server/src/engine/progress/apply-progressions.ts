/**
 * A check-in's progressions written into the plan: the coming week's prescriptions of each progressed exercise get
 * the next load (loadKg) and a note with the rep goal and why. Only that week changes: the week after follows the
 * next check-in, so a load is never planned on sets not yet lifted. In a programmed deload week the step is taken
 * from the deload load (PROGRESS.deloadFactor, Bell et al. 2023), as the programme intended.
 */
import type { TrainingPlan } from '@common/plan';
import type { Progression } from '@common/progress';
import { PROGRESS } from '../guidelines';

export type NextStep = Pick<Progression, 'exerciseId' | 'action' | 'nextLoadKg' | 'nextReps' | 'reason'>;

const half = (v: number) => Math.round(v * 2) / 2;

export function applyProgressions(
  training: TrainingPlan,
  week: number,
  steps: readonly NextStep[],
): { plan: TrainingPlan; progressed: number } {
  const byId = new Map(steps.map((s) => [s.exerciseId, s]));
  const progressed = new Set<string>();
  const weeks = training.weeks.map((w) => {
    if (w.week !== week) return w;
    const deload = w.deload;
    return {
      ...w,
      sessions: w.sessions.map((session) => ({
        ...session,
        exercises: session.exercises.map((e) => {
          const step = byId.get(e.exerciseId);
          if (!step) return e;
          progressed.add(e.exerciseId);
          const lighter = deload && step.action !== 'deload' && step.nextLoadKg !== null;
          const loadKg = lighter ? half(step.nextLoadKg! * PROGRESS.deloadFactor) : step.nextLoadKg;
          const goal = step.nextReps !== null ? `aim for ${step.nextReps} reps a set` : null;
          const note = [
            `From your check-in: ${goal ?? 'keep the prescription'}${loadKg !== null ? ` at ${loadKg} kg` : ''}${lighter ? ' (a planned deload week: 10 % lighter)' : ''}.`,
            e.notes,
          ]
            .filter(Boolean)
            .join(' ');
          return { ...e, loadKg: loadKg ?? e.loadKg ?? null, notes: note };
        }),
      })),
    };
  });
  return { plan: { ...training, weeks }, progressed: progressed.size };
}
