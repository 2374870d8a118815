/**
 * A physiotherapist's reading of generated plans (issue 30 item 5, third pass): frail members walk at their own
 * pace in short sessions, pregnancy lists ACOG's warning signs, heart conditions are pointed to cardiac
 * rehabilitation, a trained lifter gaining muscle keeps their sets, gym sessions use gym cardio, and knee
 * osteoarthritis with severe obesity gets level, low-impact cardio and no floor exercises. The rules are restated
 * here from their sources rather than read from the planner.
 */
import { describe, expect, it } from 'vitest';
import type { TrainingPlan } from '@common/plan';
import { generatePlan, type EngineProfile } from '../plan/generate-plan';
import { EXERCISES, EXERCISE_BY_ID } from './exercise-catalogue';

const NOW = new Date('2026-04-01T12:00:00Z');
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const plan = (p: Partial<EngineProfile>, seed: number) =>
  generatePlan({
    profile: { age: 38, gender: 'male', height: 176, weight: 72, activityLevel: 'light', ...p },
    biomarkers: [],
    planType: 'premium',
    now: NOW,
    seed,
  });
const training = (p: Partial<EngineProfile>, seed: number): TrainingPlan => plan(p, seed).content.training;
const CARDIO_BY_NAME = new Map(EXERCISES.filter((e) => e.kind === 'cardio').map((e) => [e.name, e]));

describe('frailty or falls (Otago programme; ACSM older adults)', () => {
  const frail: Partial<EngineProfile> = {
    age: 80,
    gender: 'female',
    height: 158,
    weight: 55,
    activityLevel: 'sedentary',
    medicalConditions: ['frailty, falls'],
  };
  it.each([
    ['no preferences', frail],
    [
      'asks for 60-minute sessions',
      {
        ...frail,
        trainingPreferences: {
          place: 'home' as const,
          homeEquipment: [],
          pool: false,
          daysPerWeek: 3,
          sessionMinutes: 60,
        },
      },
    ],
  ])('%s: sessions of at most 40 min, walks at their own pace, balance kept', (_, profile) => {
    for (const seed of SEEDS) {
      const t = training(profile, seed);
      for (const w of t.weeks)
        for (const s of w.sessions) {
          expect(s.durationMin, `week ${w.week} ${s.title}`).toBeLessThanOrEqual(40);
          // Brisk walking is 5–6 km/h, about twice a frail gait speed (< 0.8 m/s is a frailty marker).
          expect(s.cardio?.activity ?? '', `week ${w.week} ${s.title}`).not.toMatch(/brisk/i);
          expect(s.title).not.toMatch(/brisk/i);
        }
      const balanceDays = t.weeks[0]!.sessions.filter((s) =>
        s.exercises.some((e) => EXERCISE_BY_ID.get(e.exerciseId)?.kind === 'balance'),
      ).length;
      expect(balanceDays).toBeGreaterThanOrEqual(
        Math.min(3, t.weeks[0]!.sessions.filter((s) => s.exercises.length).length),
      );
    }
  });
});

describe('warning signs and referrals in the training notes', () => {
  // ACOG Committee Opinion 804 (2020): warning signs to stop exercising while pregnant.
  it('lists ACOG warning signs to stop exercising in pregnancy', () => {
    const notes = training(
      { age: 30, gender: 'female', height: 165, weight: 64, pregnancyStatus: 'pregnant_2' },
      1,
    ).notes.join(' ');
    for (const sign of [
      /vaginal bleeding/,
      /regular painful contractions/,
      /fluid leaking/,
      /dizziness/,
      /headache/,
      /chest pain/,
      /calf pain or swelling/,
      /breathless\w* before/,
      /muscle weakness affecting your balance/,
    ])
      expect(notes).toMatch(sign);
  });

  it('has no pregnancy warning for a member who is not pregnant', () => {
    expect(training({ age: 30, gender: 'female', height: 165, weight: 64 }, 1).notes.join(' ')).not.toMatch(
      /vaginal bleeding/,
    );
  });

  // AHA/AACVPR core components; ESC 2021 prevention guideline: exercise-based cardiac rehabilitation (class I).
  it.each(['heart failure', 'heart attack 2024', 'coronary artery disease'])(
    '%s: suggests a cardiac rehabilitation programme',
    (condition) => {
      const t = training({ age: 62, medicalConditions: [condition] }, 1);
      expect(t.notes.join(' ')).toMatch(/cardiac rehabilitation programme/);
    },
  );
});

describe('a trained lifter gaining muscle (Schoenfeld 2017; ACSM progression)', () => {
  const lifter = (experience: '1_3y' | 'over_3y'): Partial<EngineProfile> => ({
    age: 30,
    height: 182,
    weight: 90,
    activityLevel: 'active',
    fitnessGoals: ['Muscle Gain'],
    trainingBackground: { runsPerWeek: 0, weeklyRunKm: 0, liftingExperience: experience, sports: [] },
    trainingPreferences: { place: 'gym', homeEquipment: [], pool: false, daysPerWeek: 4, sessionMinutes: 70 },
  });
  it.each(['1_3y', 'over_3y'] as const)(
    '%s: in-session cardio does not cut the lifting to a few sets; week 1 is not "learn the movements"',
    (experience) => {
      for (const seed of SEEDS) {
        const t = training(lifter(experience), seed);
        const w1 = t.weeks[0]!;
        expect(w1.focus).not.toMatch(/learn the movements/i);
        for (const s of w1.sessions) {
          const strength = s.exercises.filter((e) => EXERCISE_BY_ID.get(e.exerciseId)?.kind === 'strength');
          if (strength.length === 0) continue;
          // At least 4 exercises of 3 sets a session: a 4-day split then reaches about 10 sets per muscle a week.
          expect(strength.length, `seed ${seed} ${s.title}`).toBeGreaterThanOrEqual(4);
          for (const e of strength) expect(e.sets, `seed ${seed} ${e.name}`).toBeGreaterThanOrEqual(3);
          expect(s.durationMin).toBeLessThanOrEqual(70);
        }
      }
    },
  );
  it('a beginner still starts by learning the movements', () => {
    expect(training({ fitnessGoals: ['Muscle Gain'] }, 1).weeks[0]!.focus).toMatch(/learn the movements/);
  });
});

describe('gym sessions use gym cardio', () => {
  it('never puts an outdoor-only activity (hiking, hill walk) in a gym workout', () => {
    for (const seed of SEEDS) {
      const t = training(
        {
          age: 45,
          weight: 80,
          fitnessGoals: ['Endurance'],
          trainingPreferences: {
            place: 'gym',
            homeEquipment: [],
            pool: false,
            daysPerWeek: 4,
            sessionMinutes: 60,
          },
        },
        seed,
      );
      for (const w of t.weeks)
        for (const s of w.sessions) {
          if (s.exercises.length === 0 || !s.cardio) continue;
          const ex = CARDIO_BY_NAME.get(s.cardio.activity);
          expect(ex?.places ?? [], `seed ${seed} ${s.title}: ${s.cardio.activity}`).toContain('gym');
        }
    }
  });
});

describe('knee osteoarthritis at BMI 42 (ACR/AF 2019; knee load on slopes and stairs)', () => {
  it.each(['home', 'gym'] as const)('%s: level low-impact cardio and no floor exercises', (place) => {
    for (const seed of SEEDS) {
      const t = training(
        {
          age: 55,
          gender: 'female',
          height: 169,
          weight: 120,
          medicalConditions: ['knee osteoarthritis'],
          trainingPreferences: { place, homeEquipment: [], pool: false, daysPerWeek: 4, sessionMinutes: 45 },
        },
        seed,
      );
      for (const w of t.weeks)
        for (const s of w.sessions) {
          expect(s.cardio?.activity ?? '', `seed ${seed}`).not.toMatch(
            /hill|hiking|incline|stair|step aerobics|rucking/i,
          );
          for (const e of s.exercises) {
            const ex = EXERCISE_BY_ID.get(e.exerciseId)!;
            // Lying on the floor (crunch, dead bug, floor bridge): hard to get down to and up from at BMI ≥ 40.
            const floor = ex.contraindications.includes('supine') && !ex.kit.includes('bench');
            expect(floor, `seed ${seed} ${e.name}`).toBe(false);
          }
        }
    }
  });
});

describe('a beginner in short sessions keeps the whole body (ACSM 2009: one set works for novice and older exercisers)', () => {
  // A 71-year-old after a stent with 3 × 30 minutes at home got "Full body" days of a wall sit and a balance hold.
  const LOWER = new Set(['squat', 'hinge', 'lunge']);
  const UPPER = new Set(['push-h', 'push-v', 'pull-h', 'pull-v']);
  it.each([30, 35])('%i-minute sessions: every workout has lower- and upper-body work', (minutes) => {
    for (const seed of SEEDS) {
      const t = training(
        {
          age: 71,
          weight: 80,
          activityLevel: 'light',
          medicalConditions: ['heart attack 2024 with stent'],
          trainingPreferences: {
            place: 'home',
            homeEquipment: [],
            pool: false,
            daysPerWeek: 3,
            sessionMinutes: minutes,
          },
        },
        seed,
      );
      // Workouts with strength work; heart disease may make one an aerobic day (aerobic first, AHA/AACVPR).
      const strength = (x: (typeof t.weeks)[number]['sessions'][number]) =>
        x.exercises.some((e) => EXERCISE_BY_ID.get(e.exerciseId)?.kind === 'strength');
      for (const s of t.weeks[0]!.sessions.filter(strength)) {
        const patterns = s.exercises.map((e) => EXERCISE_BY_ID.get(e.exerciseId)?.pattern);
        expect(s.durationMin, `seed ${seed} ${s.title}`).toBeLessThanOrEqual(minutes);
        expect(
          patterns.some((p) => p && LOWER.has(p)) || patterns.includes('calf'),
          `seed ${seed} ${s.title}: ${patterns}`,
        ).toBe(true);
        expect(
          patterns.some((p) => p && UPPER.has(p)),
          `seed ${seed} ${s.title}: ${patterns}`,
        ).toBe(true);
      }
    }
  });
});

describe('a runner in pregnancy keeps running, never builds it, and does no jumping (ACOG CO 804, 2020)', () => {
  const runner: Partial<EngineProfile> = {
    age: 29,
    gender: 'female',
    height: 162,
    weight: 58,
    activityLevel: 'active',
    fitnessGoals: ['Endurance'],
    pregnancyStatus: 'pregnant_2',
    trainingBackground: {
      runsPerWeek: 4,
      weeklyRunKm: 30,
      liftingExperience: 'none',
      sports: [],
    },
  };
  const kmOf = (w: TrainingPlan['weeks'][number]) =>
    w.sessions.reduce((a, s) => a + Number(/: ([\d.]+) km/.exec(s.title)?.[1] ?? 0), 0);
  // A 30 km-a-week runner in her second trimester got no running at all: pregnancy left out every high-impact exercise.
  it('plans her runs at no more than her own distance, with no other high-impact exercise', () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const t = training(runner, seed);
      const weekly = t.weeks.map(kmOf);
      expect(weekly[0], `seed ${seed}`).toBeGreaterThan(0);
      for (const km of weekly) expect(km, `seed ${seed}`).toBeLessThanOrEqual(30.5);
      for (const w of t.weeks)
        for (const s of w.sessions) {
          for (const e of s.exercises)
            expect(EXERCISE_BY_ID.get(e.exerciseId)?.contraindications ?? [], e.name).not.toContain(
              'high-impact',
            );
          const cardio = s.cardio && !/ km/.test(s.title) ? CARDIO_BY_NAME.get(s.cardio.activity) : undefined;
          expect(cardio?.contraindications ?? [], s.title).not.toContain('high-impact');
        }
    }
  });

  it('does not plan runs for a pregnant runner whose knee also rules out high impact, nor for a non-runner', () => {
    const knee = training({ ...runner, medicalConditions: ['knee osteoarthritis'] }, 1);
    expect(knee.weeks.flatMap((w) => w.sessions).some((s) => / km/.test(s.title))).toBe(false);
    const walker = training({ ...runner, trainingBackground: null }, 1);
    expect(walker.weeks.flatMap((w) => w.sessions).some((s) => / km/.test(s.title))).toBe(false);
  });
});
