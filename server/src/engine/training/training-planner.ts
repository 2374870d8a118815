/**
 * The training programme, in named steps: the context (safety, level, place and kit, days, minutes, the
 * member's own goals), the base week (blueprints by goal, exercises chosen to fit, session length, WHO top-up),
 * the weeks (dose and progression, ACSM load steps with a lighter fourth week), and what the plan says about it.
 */
import type { Rationale, TrainingPlan } from '@common/plan';
import { EXERCISE_BY_ID } from './exercise-catalogue';
import { baseWeek } from './training-base-week';
import { trainingContext, type TrainingInput } from './training-context';
import {
  goalHow,
  heartRateGuide,
  levelLabel,
  sessionCountText,
  trainingNotes,
  trainingRationale,
} from './training-explain';
import { createPicker } from './training-picker';
import { buildWeek } from './training-weeks';

export type { TrainingInput } from './training-context';

export interface TrainingResult {
  plan: TrainingPlan;
  rationale: Rationale[];
  /** "3 workouts and 2 walks": the count the plan summary uses, read from the schedule. */
  sessionsText: string;
}

export function planTraining(input: TrainingInput): TrainingResult {
  const ctx = trainingContext(input, (id) => EXERCISE_BY_ID.get(id));
  const picker = createPicker(ctx);
  const base = baseWeek(ctx, picker);
  const weeks = Array.from({ length: input.weeks }, (_, i) => buildWeek(ctx, picker, base, i + 1));
  const { access } = ctx;
  const label = levelLabel(ctx);
  const sessionsText = sessionCountText(base, ctx.seated);
  return {
    plan: {
      level: ctx.level,
      ...(label ? { levelLabel: label } : {}),
      sessionsText,
      daysPerWeek: new Set(base.map((s) => s.day)).size,
      goal: ctx.goal,
      excludedTags: ctx.excluded,
      restricted: ctx.restricted,
      heartRate: heartRateGuide(ctx),
      notes: trainingNotes(ctx, weeks),
      weeks,
      access: {
        place: access.place,
        equipment: [...access.kit].filter((k) => k !== 'pool').sort(),
        pool: access.pool,
        assumed: access.assumed,
        daysAvailable: ctx.daysAvailable,
        sessionMinutes: ctx.sessionMinutes,
      },
      goalsUsed: ctx.goals.used.map((u) => ({ goal: u.goal, how: goalHow(ctx, u.modality, base) })),
      goalsNotUsed: ctx.goals.notUsed,
    },
    rationale: trainingRationale(ctx, base, weeks),
    sessionsText,
  };
}
