/**
 * Issue 30 item 5, fourth pass: an older member who runs keeps running, with only the effort of his first weeks
 * capped (olderRunner: PAG 2018 ch. 5, older adults who are fit follow the adult guidelines; acsmOlder: effort
 * builds from moderate); no run or cardio block states an RPE above the week's ceiling, and a vigorous block served
 * at moderate effort counts single toward the week's aerobic minutes (WHO 2020 doubles only vigorous minutes).
 */
import { describe, expect, it } from 'vitest';
import type { TrainingPlan, TrainingSession } from '@common/plan';
import { TRAINING } from '../guidelines';
import { createRng } from '../plan/prng';
import { resolveProfile, type EngineProfile } from '../plan/profile-input';
import { EXERCISE_BY_ID } from './exercise-catalogue';
import { cardioRpeCeilingForWeek, memberLevel } from './training-background';
import { moderateEquivalent } from './training-base-week';
import { planTraining } from './training-planner';
import { runDescription } from './training-running';

const SEEDS = Array.from({ length: 8 }, (_, i) => i + 1);

const run = (profile: EngineProfile, seed: number, maxRpe?: number) =>
  planTraining({
    profile: resolveProfile(profile),
    planType: 'premium',
    weeks: 4,
    bmi: 23,
    rng: createRng(seed, 'training'),
    ...(maxRpe === undefined ? {} : { caps: { maxRpe } }),
  });

const runKm = (s: TrainingSession): number => Number(/: ([\d.]+) km/.exec(s.title)?.[1] ?? 0);
const statedRpes = (s: TrainingSession): number[] =>
  [...(s.cardio?.description ?? '').matchAll(/RPE (\d+)(?:–(\d+))?/g)].flatMap((m) =>
    [m[1], m[2]].filter((x): x is string => x !== undefined).map(Number),
  );
const servedAerobic = (w: TrainingPlan['weeks'][number]): number =>
  w.sessions.reduce((a, s) => a + moderateEquivalent(s.cardio?.intensity, s.cardioMinutes), 0);

const olderRunner: EngineProfile = {
  age: 68,
  gender: 'male',
  height: 175,
  weight: 70,
  activityLevel: 'active',
  fitnessGoals: ['Endurance'],
  trainingBackground: { runsPerWeek: 5, weeklyRunKm: 45, liftingExperience: 'none', sports: ['running'] },
};
const ceiling = (profile: EngineProfile, w: number): number =>
  cardioRpeCeilingForWeek(memberLevel(resolveProfile(profile), 'premium'), TRAINING.rpeMax.premium ?? 8, w);

describe('a 68-year-old who runs 45 km a week', () => {
  it('keeps his running in week 1 (his own distance), with jumps still left out', () => {
    for (const seed of SEEDS) {
      const { plan, rationale } = run(olderRunner, seed);
      const week1 = plan.weeks[0]!;
      const km = week1.sessions.reduce((a, s) => a + runKm(s), 0);
      expect(km, `seed ${seed}: week-1 run distance`).toBeGreaterThanOrEqual(45 - 0.5);
      const why = rationale.map((r) => r.text).join(' ');
      expect(why).not.toMatch(/running .* is not planned here/);
      expect(why).toMatch(
        /left out: age 68: low-impact options \(your own running continues; jumps stay out\)/,
      );
      for (const s of plan.weeks.flatMap((w) => w.sessions))
        for (const e of s.exercises)
          expect(
            EXERCISE_BY_ID.get(e.exerciseId)?.contraindications,
            `seed ${seed}: ${e.name}`,
          ).not.toContain('high-impact');
    }
  });

  it('never states an effort above the week’s ceiling; his tempo run returns when the ceiling reaches RPE 7', () => {
    expect(ceiling(olderRunner, 1)).toBeLessThan(TRAINING.vigorousRpe);
    for (const seed of SEEDS) {
      const { plan } = run(olderRunner, seed);
      expect(plan.weeks[0]!.sessions.some((s) => runKm(s) > 0)).toBe(true);
      for (const w of plan.weeks) {
        const cap = ceiling(olderRunner, w.week);
        for (const s of w.sessions) {
          for (const rpe of statedRpes(s))
            expect(rpe, `seed ${seed} week ${w.week} ${s.title}`).toBeLessThanOrEqual(cap);
          if (s.cardio?.intensity === 'vigorous')
            expect(cap, `seed ${seed} week ${w.week} ${s.title}`).toBeGreaterThanOrEqual(
              TRAINING.vigorousRpe,
            );
        }
        expect(w.aerobicModerateEquivalentMin, `seed ${seed} week ${w.week}`).toBe(servedAerobic(w));
      }
      const tempoWeeks = plan.weeks.filter((w) => w.sessions.some((s) => /^Tempo run/.test(s.title)));
      expect(tempoWeeks.length, `seed ${seed}`).toBeGreaterThan(0);
      for (const w of tempoWeeks)
        expect(ceiling(olderRunner, w.week)).toBeGreaterThanOrEqual(TRAINING.vigorousRpe);
    }
  });

  it('still does not run when something besides age rules out impact (BMI ≥ 35)', () => {
    const { plan } = planTraining({
      profile: resolveProfile({ ...olderRunner, weight: 110 }),
      planType: 'premium',
      weeks: 4,
      bmi: 36,
      rng: createRng(1, 'training'),
    });
    expect(plan.weeks.flatMap((w) => w.sessions).filter((s) => runKm(s) > 0)).toEqual([]);
  });
});

describe('a run description', () => {
  it('asks a tempo run for no more than the week’s ceiling', () => {
    expect(runDescription('tempo', 45, 6)).not.toMatch(/RPE [7-9]/);
    expect(runDescription('tempo', 45, 8)).toMatch(/RPE 7/);
  });
});

describe('a vigorous block in a week capped below RPE 7 (a clinician’s RPE 6 cap)', () => {
  const adult: EngineProfile = {
    age: 35,
    gender: 'male',
    height: 178,
    weight: 78,
    activityLevel: 'active',
    fitnessGoals: ['Weight Loss'],
  };
  it('is served and counted as moderate, and the week still reaches the WHO 150 minutes', () => {
    for (const seed of SEEDS) {
      for (const w of run(adult, seed, 6).plan.weeks) {
        for (const s of w.sessions) {
          expect(s.cardio?.intensity, `seed ${seed} week ${w.week} ${s.title}`).not.toBe('vigorous');
          for (const rpe of statedRpes(s)) expect(rpe).toBeLessThanOrEqual(6);
        }
        expect(w.aerobicModerateEquivalentMin, `seed ${seed} week ${w.week}`).toBe(servedAerobic(w));
        expect(w.aerobicModerateEquivalentMin).toBeGreaterThanOrEqual(TRAINING.whoModerateMinPerWeek);
      }
    }
  });
});
