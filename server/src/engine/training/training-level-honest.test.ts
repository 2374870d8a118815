/**
 * Issue 30 item 5, third pass: what each week and session says matches the member's real level. A plan with no
 * weighted lift changes no load (acsmProgression: bodyweight work progresses by reps, tempo, support or range);
 * cardio effort never above the week's ceiling (acsmOlder: an inactive older adult starts at moderate effort);
 * a team-sport player who gave no days gets at most 3 gym days (NSCA Essentials: in-season resistance training
 * 1–3 days a week); a runner's plan labels its level as running from their own distance.
 */
import { describe, expect, it } from 'vitest';
import type { TrainingPlan } from '@common/plan';
import { createRng } from '../plan/prng';
import { resolveProfile, type EngineProfile } from '../plan/profile-input';
import { planTraining } from './training-planner';
import { EXERCISE_BY_ID } from './exercise-catalogue';
import { onFloor } from '../../../test/training-checks';

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

const plan = (profile: EngineProfile, seed: number): TrainingPlan =>
  planTraining({
    profile: resolveProfile(profile),
    planType: 'premium',
    weeks: 4,
    bmi: 24,
    rng: createRng(seed, 'training'),
  }).plan;

const adult: EngineProfile = {
  age: 35,
  gender: 'female',
  height: 165,
  weight: 62,
  activityLevel: 'moderate',
  fitnessGoals: ['General Fitness'],
};

describe('a plan without weights changes no load', () => {
  const homeNoKit: EngineProfile = {
    ...adult,
    trainingPreferences: {
      place: 'home',
      homeEquipment: [],
      pool: false,
      daysPerWeek: 3,
      sessionMinutes: 45,
    },
  };
  it('keeps loadChangePct at 0 and never mentions weights in the focus', () => {
    for (const seed of SEEDS) {
      const t = plan(homeNoKit, seed);
      const guides = t.weeks
        .flatMap((w) => w.sessions.flatMap((s) => s.exercises))
        .filter((e) => e.loadGuide);
      expect(guides, `seed ${seed}: the plan has no weighted lift`).toEqual([]);
      for (const w of t.weeks) {
        expect(w.loadChangePct, `seed ${seed} week ${w.week}`).toBe(0);
        expect(w.focus, `seed ${seed} week ${w.week}`).not.toMatch(/weight/i);
      }
    }
  });
  it('still steps the load up in a gym plan with weighted lifts', () => {
    const t = plan(
      {
        ...adult,
        trainingPreferences: {
          place: 'gym',
          homeEquipment: [],
          pool: false,
          daysPerWeek: 3,
          sessionMinutes: 60,
        },
      },
      1,
    );
    expect(t.weeks.some((w) => w.sessions.some((s) => s.exercises.some((e) => e.loadGuide)))).toBe(true);
    expect(t.weeks[1]!.loadChangePct).toBeGreaterThan(0);
  });
});

describe('cardio effort within the week’s ceiling', () => {
  // An inactive 70-year-old (not frail) starts at RPE 5, rising a point every two weeks (acsmOlder).
  const older: EngineProfile = {
    age: 70,
    gender: 'male',
    height: 172,
    weight: 76,
    activityLevel: 'sedentary',
    fitnessGoals: ['General Fitness'],
  };
  const expected = (week: number) => 5 + Math.floor((week - 1) / 2);
  it('never describes cardio above that week’s RPE', () => {
    let described = 0;
    for (const seed of SEEDS) {
      for (const w of plan(older, seed).weeks) {
        for (const s of w.sessions) {
          const text = s.cardio?.description ?? '';
          const rpes = [...text.matchAll(/RPE (\d+)(?:–(\d+))?/g)].map((m) => Number(m[2] ?? m[1]));
          for (const r of rpes)
            expect(r, `seed ${seed} week ${w.week}: ${text}`).toBeLessThanOrEqual(expected(w.week));
          described += rpes.length;
        }
      }
    }
    expect(described).toBeGreaterThan(0);
  });
});

describe('a team-sport player with no days given', () => {
  const footballer: EngineProfile = {
    age: 22,
    gender: 'male',
    height: 180,
    weight: 75,
    activityLevel: 'very_active',
    fitnessGoals: ['General Fitness'],
    trainingBackground: {
      runsPerWeek: null,
      weeklyRunKm: null,
      liftingExperience: '1_3y',
      sports: ['Football'],
    },
  };
  it('gets at most 3 gym days and the note to keep the day before a match free of hard leg work', () => {
    for (const seed of SEEDS) {
      const result = planTraining({
        profile: resolveProfile(footballer),
        planType: 'premium',
        weeks: 4,
        bmi: 23,
        rng: createRng(seed, 'training'),
      });
      for (const w of result.plan.weeks) {
        expect(w.strengthDays, `seed ${seed} week ${w.week}`).toBeLessThanOrEqual(3);
        expect(w.sessions.length, `seed ${seed} week ${w.week}`).toBeLessThanOrEqual(3);
      }
      expect(result.rationale.map((r) => r.text).join(' ')).toMatch(/day before a match free of hard leg/);
    }
  });

  // The sports field has no frequency: a lightly active member who names football, or one who used to play hockey,
  // keeps the WHO 150 minutes of the plan's own aerobic work (the sport cannot stand for it).
  it.each([
    ['a lightly active member who plays football', { ...footballer, activityLevel: 'light' }],
    [
      'an active member who used to play hockey',
      {
        ...footballer,
        trainingBackground: { ...footballer.trainingBackground!, sports: ['used to play hockey'] },
      },
    ],
  ] as const)('%s keeps the aerobic aim', (_, profile) => {
    for (const seed of SEEDS.slice(0, 4)) {
      const t = plan(profile as EngineProfile, seed);
      expect(
        Math.max(...t.weeks.map((w) => w.aerobicModerateEquivalentMin)),
        `seed ${seed}`,
      ).toBeGreaterThanOrEqual(150);
    }
  });
});

describe('a runner’s level label', () => {
  const runner: EngineProfile = {
    ...adult,
    gender: 'male',
    fitnessGoals: ['Endurance'],
    trainingBackground: { runsPerWeek: 6, weeklyRunKm: 70, liftingExperience: 'none', sports: ['running'] },
  };
  it('says the running follows his own distance and only the strength part is beginner', () => {
    const t = plan(runner, 1);
    expect(t.level).toBe('beginner');
    expect(t.levelLabel).toBe('running from your own distance, strength beginner');
  });
  it('has no label for a member who is not planned as a runner', () => {
    expect(plan(adult, 1).levelLabel).toBeUndefined();
  });
  // A 70 km-a-week runner aiming at a marathon read "run-walk intervals building to continuous running" as the way
  // his goal was served, and "2 workouts and 3 walks a week" for five runs (the walks were his runs).
  it('says his running goal is served by runs from his own distance, and counts his runs as workouts', () => {
    const marathon = { ...runner, fitnessGoals: ['Run a marathon'] };
    for (const seed of SEEDS.slice(0, 4)) {
      const result = planTraining({
        profile: resolveProfile(marathon),
        planType: 'premium',
        weeks: 4,
        bmi: 22,
        rng: createRng(seed, 'training'),
      });
      const goal = result.plan.goalsUsed?.find((g) => g.goal === 'Run a marathon');
      expect(goal?.how).toMatch(
        /^runs from your current weekly distance: a long run, easy runs and a tempo run/,
      );
      expect(goal?.how).not.toMatch(/run-walk/);
      const why = result.rationale.map((r) => r.text).find((t) => t.startsWith('Your goal'));
      expect(why).toContain(goal!.how);
      const sessions = result.plan.weeks[0]!.sessions;
      const walks = sessions.filter((x) => /walk/i.test(x.title)).length;
      expect(result.plan.sessionsText).toBe(
        `${sessions.length - walks} workout${sessions.length - walks === 1 ? '' : 's'}` +
          (walks ? ` and ${walks} walk${walks === 1 ? '' : 's'}` : ''),
      );
      expect(result.plan.sessionsText).toBe(result.sessionsText);
    }
  });
  it('names only the runs the week holds: no tempo run on a free plan or for two short runs a week', () => {
    const cases: { planType: 'free' | 'premium'; runsPerWeek: number; weeklyRunKm: number }[] = [
      { planType: 'premium', runsPerWeek: 6, weeklyRunKm: 70 },
      { planType: 'free', runsPerWeek: 4, weeklyRunKm: 25 },
      { planType: 'premium', runsPerWeek: 2, weeklyRunKm: 12 },
    ];
    for (const c of cases) {
      const result = planTraining({
        profile: resolveProfile({
          ...runner,
          fitnessGoals: ['Run a marathon'],
          trainingBackground: {
            ...runner.trainingBackground!,
            runsPerWeek: c.runsPerWeek,
            weeklyRunKm: c.weeklyRunKm,
          },
        }),
        planType: c.planType,
        weeks: 4,
        bmi: 22,
        rng: createRng(1, 'training'),
      });
      const titles = result.plan.weeks[0]!.sessions.map((x) => x.title).join(' | ');
      const how = result.plan.goalsUsed?.find((g) => g.goal === 'Run a marathon')?.how ?? '';
      expect(how, titles).toMatch(/^runs from your current weekly distance/);
      for (const [word, title] of [
        ['tempo run', /Tempo run/],
        ['long run', /Long run/],
      ] as const)
        expect(how.includes(word), `${c.planType} ${c.weeklyRunKm} km: "${how}" for ${titles}`).toBe(
          title.test(titles),
        );
    }
  });
  it('keeps the beginner’s way in for a member who does not run yet', () => {
    const t = plan({ ...adult, fitnessGoals: ['Run a 5k'] }, 1);
    expect(t.goalsUsed?.find((g) => g.goal === 'Run a 5k')?.how).toMatch(/^run-walk intervals/);
  });
});

// BMI ≥ 40 (acsmObesity): getting down to the floor and up again is hard, so no work on the floor, planks, kneeling
// and all-fours work included (only exercises lying on the back were left out before), at home or in a gym.
describe('severe obesity: no work on the floor', () => {
  it.each(['home', 'gym'] as const)('at BMI 47, %s', (place) => {
    for (const seed of SEEDS.slice(0, 6)) {
      const t = planTraining({
        profile: resolveProfile({
          ...adult,
          weight: 128,
          activityLevel: 'sedentary',
          trainingPreferences: {
            place,
            homeEquipment: [],
            pool: false,
            daysPerWeek: null,
            sessionMinutes: null,
          },
        }),
        planType: 'premium',
        weeks: 4,
        bmi: 47,
        rng: createRng(seed, 'training'),
      }).plan;
      const onTheFloor = t.weeks.flatMap((w) =>
        w.sessions.flatMap((s) => s.exercises.filter((e) => onFloor(EXERCISE_BY_ID.get(e.exerciseId)!))),
      );
      expect(
        onTheFloor.map((e) => e.name),
        `seed ${seed}`,
      ).toEqual([]);
      expect(t.weeks[0]!.sessions.some((s) => s.exercises.length > 0)).toBe(true);
    }
  });
});
