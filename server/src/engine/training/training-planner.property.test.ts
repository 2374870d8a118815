/**
 * Generated profiles through the training planner (fast-check): every exercise and cardio activity fits the
 * member's place and kit (no pool unless they have one) and their conditions; the summary's session count equals
 * the schedule; the safety caps hold (guarded lifting, RPE ceilings, session length, gentle start). The rules are
 * restated here from docs/product.md, not imported from the planner.
 * CI runs TRAINING_PROPERTY_RUNS (default 300); a larger run:
 *   TRAINING_PROPERTY_RUNS=5000 npx vitest run server/src/engine/training/training-planner.property.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_LEVELS, FITNESS_GOALS, MEDICAL_CONDITIONS, PLAN_TYPES } from '@common/options';
import { HOME_EQUIPMENT, type TrainingPreferences } from '@common/profile';
import { EXERCISES, EXERCISE_BY_ID, type Exercise } from './exercise-catalogue';
import { PlanRefused, generatePlan } from '../plan/generate-plan';
import { createRng } from '../plan/prng';
import { resolveProfile } from '../plan/profile-input';
import { planTraining } from './training-planner';

const RUNS = Number(process.env.TRAINING_PROPERTY_RUNS ?? 300);
const BY_NAME = new Map(EXERCISES.map((e) => [e.name, e]));
const GYM_ONLY_KIT = ['barbell', 'machine', 'cable', 'cardio-machine', 'medicine-ball'];

/** Independent reading of the access rule: where the member trains and what they own. */
function canDo(e: Exercise, prefs: TrainingPreferences | null): boolean {
  const gym = prefs === null || prefs.place === 'gym';
  const pool = prefs?.pool === true;
  const own = new Set<string>(prefs?.homeEquipment ?? []);
  const placeOk = e.places.some(
    (p) => p === 'home' || p === 'outdoor' || (p === 'gym' && gym) || (p === 'pool' && pool),
  );
  const kitOk = e.kit.every((k) =>
    k === 'pool' ? pool : GYM_ONLY_KIT.includes(k) ? gym : k === 'bicycle' ? own.has(k) : gym || own.has(k),
  );
  return placeOk && kitOk;
}

const prefsArb: fc.Arbitrary<TrainingPreferences | null> = fc.option(
  fc.record({
    place: fc.constantFrom('home' as const, 'gym' as const),
    homeEquipment: fc.subarray([...HOME_EQUIPMENT]),
    pool: fc.boolean(),
    daysPerWeek: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
    sessionMinutes: fc.option(fc.integer({ min: 30, max: 120 }), { nil: null }),
  }),
  { nil: null, freq: 4 },
);
const CUSTOM_GOALS = [
  'Hiking',
  'Run a 5k',
  'swimming',
  'football',
  'cycling to work',
  'yoga',
  'learn to juggle',
];

const inputArb = fc.record({
  age: fc.integer({ min: 18, max: 90 }),
  activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
  goals: fc.subarray([...FITNESS_GOALS, ...CUSTOM_GOALS], { maxLength: 3 }),
  conditions: fc.subarray([...MEDICAL_CONDITIONS, 'recent knee surgery', 'back pain', 'pregnant'], {
    maxLength: 3,
  }),
  planType: fc.constantFrom(...PLAN_TYPES),
  bmi: fc.integer({ min: 17, max: 48 }),
  prefs: prefsArb,
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});
type Input = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

function train(i: Input) {
  const profile = resolveProfile({
    age: i.age,
    gender: 'female',
    height: 165,
    weight: Math.round(i.bmi * 1.65 * 1.65),
    activityLevel: i.activityLevel,
    fitnessGoals: i.goals,
    medicalConditions: i.conditions,
    trainingPreferences: i.prefs,
  });
  const result = planTraining({
    profile,
    planType: i.planType,
    weeks: i.planType === 'free' ? 1 : 4,
    bmi: i.bmi,
    rng: createRng(i.seed, 'training'),
  });
  return { profile, ...result };
}

describe('training planner over generated profiles', () => {
  it(`keeps equipment, place, counts and safety caps over ${RUNS} profiles`, () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const { plan, sessionsText, profile } = train(i);
        const excluded = new Set(plan.excludedTags.map((e) => e.tag));
        const guarded = i.age >= 65 || profile.conditions.some((c) => c.key === 'heart-disease');
        const heart = profile.conditions.some((c) => c.key === 'heart-disease');
        const rpeCap = heart ? 6 : i.planType === 'doctor_verified' ? 7 : 8;
        const counts = [...sessionsText.matchAll(/(\d+) (workout|walk)/g)].reduce(
          (a, m) => a + Number(m[1]),
          0,
        );
        for (const week of plan.weeks) {
          // The summary's count, the plan's days and every week's schedule agree.
          expect(week.sessions).toHaveLength(counts);
          expect(new Set(week.sessions.map((s) => s.day)).size).toBe(plan.daysPerWeek);
          if (i.prefs?.daysPerWeek != null)
            expect(week.sessions.length).toBeLessThanOrEqual(i.prefs.daysPerWeek);
          for (const s of week.sessions) {
            if (i.prefs?.sessionMinutes != null)
              expect(s.durationMin).toBeLessThanOrEqual(i.prefs.sessionMinutes);
            // A session lists each exercise once (two slots of one movement pattern take two exercises).
            const ids = s.exercises.map((e) => e.exerciseId);
            expect(new Set(ids).size, `session ${s.day}: ${ids.join(', ')}`).toBe(ids.length);
            const used = s.exercises.map((e) => EXERCISE_BY_ID.get(e.exerciseId));
            if (s.cardio) used.push(BY_NAME.get(s.cardio.activity));
            for (const ex of used) {
              expect(ex).toBeDefined();
              expect(canDo(ex!, i.prefs), `${ex!.id} for ${JSON.stringify(i.prefs)}`).toBe(true);
              for (const tag of ex!.contraindications)
                expect(excluded.has(tag), `${ex!.id} ${tag}`).toBe(false);
            }
            if (heart) expect(s.cardio?.intensity).not.toBe('vigorous');
            for (const e of s.exercises) {
              expect(e.rpe ?? 0).toBeLessThanOrEqual(rpeCap);
              const low = Number.parseInt(e.reps, 10);
              if (guarded) {
                // Over-65s and heart disease: below 85 % 1RM and never a set of 5 reps or fewer (ACSM; AACVPR).
                expect(e.pct1rm ?? 0).toBeLessThan(85);
                if (!/s$|min$/.test(e.reps)) expect(low).toBeGreaterThan(5);
              }
              if (e.pct1rm != null) expect(e.loadGuide).toMatch(/warm up/);
              expect(e.intensity).not.toMatch(/1RM/);
            }
          }
        }
        // Gentle start for the deconditioned: beginner level, nothing vigorous.
        if (i.activityLevel === 'sedentary' || i.bmi >= 40) {
          expect(plan.weeks[0]!.aerobicModerateEquivalentMin).toBeLessThan(150);
          if (i.activityLevel === 'sedentary') expect(plan.level).toBe('beginner');
        }
        // Every goal the member wrote is either used or listed as not used.
        for (const g of i.goals.filter(
          (g) => (CUSTOM_GOALS.includes(g) && !/run|cycl|swim|yoga/i.test(g)) || g === 'learn to juggle',
        ))
          expect([...(plan.goalsUsed ?? []).map((u) => u.goal), ...(plan.goalsNotUsed ?? [])]).toContain(g);
      }),
      { numRuns: RUNS, seed: 19 },
    );
  }, 120_000);

  it('is deterministic and the full plan summary states the schedule’s count', () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const input = {
          profile: {
            age: i.age,
            gender: 'male',
            height: 175,
            weight: 75,
            activityLevel: i.activityLevel,
            fitnessGoals: i.goals,
            trainingPreferences: i.prefs,
          },
          biomarkers: [],
          planType: i.planType,
          now: new Date('2026-01-05T08:00:00Z'),
          seed: i.seed,
        } as const;
        const a = generatePlan(input);
        expect(generatePlan(input)).toEqual(a);
        const week = a.content.training.weeks[0]!;
        const m = /(\d+) workouts?(?: and (\d+) walks?)? a week/.exec(a.summary);
        expect(m, a.summary).not.toBeNull();
        expect(Number(m![1]) + Number(m![2] ?? 0)).toBe(week.sessions.length);
      }),
      { numRuns: Math.max(5, Math.round(RUNS / 30)), seed: 7 },
    );
  }, 120_000);

  it('refuses minors', () => {
    expect(() =>
      generatePlan({
        profile: { age: 16 },
        biomarkers: [],
        planType: 'premium',
        now: new Date('2026-01-05T08:00:00Z'),
        seed: 1,
      }),
    ).toThrow(PlanRefused);
  });

  it('maps hiking to carries, step-ups and incline walking; swimming without a pool is listed as not used', () => {
    const { plan } = train({
      age: 35,
      activityLevel: 'moderate',
      goals: ['Hiking', 'swimming'],
      conditions: [],
      planType: 'premium',
      bmi: 24,
      prefs: { place: 'home', homeEquipment: ['dumbbell'], pool: false, daysPerWeek: 4, sessionMinutes: 60 },
      seed: 5,
    });
    const ids = plan.weeks[0]!.sessions.flatMap((s) =>
      s.exercises.map((e) => EXERCISE_BY_ID.get(e.exerciseId)!),
    );
    expect(ids.some((e) => e.pattern === 'carry')).toBe(true);
    expect(ids.some((e) => /step-up/.test(e.id))).toBe(true);
    expect(plan.weeks[0]!.sessions.some((s) => /hill|hik|ruck|stair/i.test(s.cardio?.activity ?? ''))).toBe(
      true,
    );
    expect(plan.goalsUsed?.map((g) => g.goal)).toEqual(['Hiking']);
    expect(plan.goalsNotUsed).toEqual(['swimming']);
    expect(plan.weeks[0]!.sessions.every((s) => !/swim|pool|water/i.test(s.cardio?.activity ?? ''))).toBe(
      true,
    );
  });
});
