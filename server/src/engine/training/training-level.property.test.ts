/**
 * Training at the member's real level (issue 30 item 5), checked over generated members from what the plan says
 * and which exercises it names, with the rules restated here rather than imported from the planner:
 *  - no kilograms, %1RM or weight advice on bodyweight, assisted or mobility exercises;
 *  - no RPE on stretches, mobility drills and balance work;
 *  - week-1 effort ≤ RPE 6 for over-65s and the inactive, ≤ 5 with frailty or falls or for an inactive over-65
 *    (ACSM older adults: moderate is 5–6 of 10, deconditioned older adults start at the low end; Otago);
 *  - no kettlebell, barbell, jumping or ballistic work with frailty or falls; their aerobic work seated, supported or
 *    an own-pace walk (no dance, step aerobics, elliptical or stairs), no unsupported stepping (step-ups) and no
 *    work lying, kneeling or on all fours on the floor (getting down and up is a fall risk of its own);
 *  - no weight or load-percentage advice in the rationale of a plan without a loaded lift;
 *  - a runner's weekly distance starts at their own and grows ≤ ~10 % a week, never above +21 % of it;
 *  - muscle gain keeps ≥ 150 moderate aerobic minutes (WHO 2020) unless the plan states what limits it;
 *  - every week keeps a rest day (≤ 6 training days; ECSS/ACSM overtraining consensus, Meeusen 2013), and a runner
 *    gets no more runs a week than they do now (progression is by distance; runningLoad).
 * Each check is shown to fail on a hand-made violating plan.
 *   TRAINING_PROPERTY_RUNS=2000 npx vitest run server/src/engine/training/training-level.property.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_LEVELS, FITNESS_GOALS, PLAN_TYPES } from '@common/options';
import { LIFTING_EXPERIENCES, type TrainingBackground, type TrainingPreferences } from '@common/profile';
import type { TrainingPlan } from '@common/plan';
import { onFloor } from '../../../test/training-checks';
import { EXERCISE_BY_ID, type Exercise } from './exercise-catalogue';
import { createRng } from '../plan/prng';
import { resolveProfile } from '../plan/profile-input';
import { planTraining } from './training-planner';

const RUNS = Number(process.env.TRAINING_PROPERTY_RUNS ?? 150);
const NOW = new Date('2026-11-01T00:00:00Z');

/** Kilograms only make sense with free weights, cables or a weight-stack machine (not dip bars, an ab wheel or an assisted machine). */
function weightFree(e: Exercise): boolean {
  const weights = e.kit.some((k) => ['dumbbell', 'barbell', 'kettlebell', 'cable', 'machine'].includes(k));
  return !weights || /assisted|ab-wheel|rollout|dips/i.test(`${e.id} ${e.name}`);
}
/** Stretches, mobility drills and balance: done for range and control. */
const isMobility = (e: Exercise): boolean =>
  e.kind === 'mobility' || e.kind === 'balance' || /wall slide/i.test(e.name);
/** Aerobic work a frail member or one with falls may do: seated, supported or walking at their own pace (Otago). */
const FRAIL_AEROBIC = /^(easy walk|recumbent|arm ergometer|seated arm|pool walking)/i;
const ballistic = (e: Exercise): boolean =>
  e.kit.includes('kettlebell') ||
  e.kit.includes('barbell') ||
  e.kind === 'power' ||
  /swing|jump|snatch|clean|burpee|skip/i.test(e.name);

export interface Member {
  age: number;
  sedentaryNoBackground: boolean;
  frail: boolean;
  runnerKm: number | null;
  /** Runs a week the member does now (null: not a runner). */
  runnerRuns: number | null;
  muscleGain: boolean;
}

const runKm = (title: string): number => Number(/: ([\d.]+) km/.exec(title)?.[1] ?? 0);
const weekKm = (w: TrainingPlan['weeks'][number]): number =>
  Math.round(w.sessions.reduce((a, s) => a + runKm(s.title), 0) * 10) / 10;

/** Every violation of the rules above, as text (empty: the plan passes). */
export function levelViolations(plan: TrainingPlan, m: Member, rationale: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of plan.weeks) {
    const days = new Set(w.sessions.map((s) => s.day)).size;
    if (days > 6) out.push(`week ${w.week}: ${days} training days, no rest day`);
    const runs = w.sessions.filter((s) => /\brun: [\d.]+ km/i.test(s.title)).length;
    if (m.runnerRuns !== null && runs > m.runnerRuns)
      out.push(`week ${w.week}: ${runs} runs > the ${m.runnerRuns} the member does`);
    for (const s of w.sessions) {
      for (const p of s.exercises) {
        const e = EXERCISE_BY_ID.get(p.exerciseId);
        if (!e) {
          out.push(`unknown exercise ${p.exerciseId}`);
          continue;
        }
        const text = `${p.intensity} ${p.notes ?? ''} ${p.loadGuide ?? ''}`;
        if (
          weightFree(e) &&
          (/\bkg\b|\bweights?\b|% ?1RM/i.test(text) || p.pct1rm != null || p.loadKg != null)
        )
          out.push(`week ${w.week}: weight advice on ${e.name}: ${text}`);
        if (isMobility(e) && (p.rpe != null || /RPE/.test(text)))
          out.push(`week ${w.week}: RPE on mobility ${e.name}`);
        if (m.frail && ballistic(e)) out.push(`frail: ${e.name}`);
        if (m.frail && /step-up|step up/i.test(`${e.id} ${e.name}`)) out.push(`frail stepping: ${e.name}`);
        // Getting down to the floor and up again is a fall risk of its own (Otago: standing or seated work).
        if (m.frail && onFloor(e)) out.push(`frail floor: ${e.name}`);
        if (w.week === 1) {
          const olderInactive = m.age >= 65 && m.sedentaryNoBackground;
          const cap = m.frail || olderInactive ? 5 : m.age >= 65 || m.sedentaryNoBackground ? 6 : 10;
          const rpes = [p.rpe ?? 0, ...[...text.matchAll(/RPE (\d+)/g)].map((x) => Number(x[1]))];
          if (Math.max(...rpes) > cap) out.push(`week 1 RPE ${Math.max(...rpes)} > ${cap} on ${e.name}`);
        }
      }
      if (
        w.week === 1 &&
        (m.frail || m.age >= 65 || m.sedentaryNoBackground) &&
        s.cardio?.intensity === 'vigorous'
      )
        out.push(`week 1 vigorous cardio ${s.cardio.activity}`);
      if (m.frail && s.cardio && !FRAIL_AEROBIC.test(s.cardio.activity))
        out.push(`frail aerobic: ${s.cardio.activity}`);
    }
  }
  const loaded = plan.weeks.some((w) => w.sessions.some((s) => s.exercises.some((e) => e.loadGuide)));
  const loadWords = rationale.filter((r) => /starting weights|load \+\d/i.test(r));
  if (!loaded && loadWords.length > 0) out.push(`load advice without a loaded lift: ${loadWords[0]}`);
  if (m.runnerKm !== null && plan.weeks.some((w) => weekKm(w) > 0)) {
    const k = m.runnerKm;
    const limited = rationale.some((r) => /session length fit no more/.test(r));
    const first = weekKm(plan.weeks[0]!);
    if (!limited && Math.abs(first - k) > 0.5) out.push(`runner week 1 ${first} km vs current ${k} km`);
    plan.weeks.forEach((w, i) => {
      const km = weekKm(w);
      if (km > k * 1.21 + 0.5) out.push(`runner week ${w.week} ${km} km > +21 % of ${k}`);
      const prev = i > 0 ? weekKm(plan.weeks[i - 1]!) : null;
      if (prev !== null && km > prev * 1.1 + 0.5)
        out.push(`runner week ${w.week} ${km} km > +10 % of ${prev}`);
    });
  }
  if (m.muscleGain && !plan.restricted) {
    const w1 = plan.weeks[0]!;
    const stated = plan.notes.some((n) => /reaches \d+ of the \d+ minutes/.test(n));
    const gentle = rationale.some((r) => /gentle start/i.test(r));
    if (w1.aerobicModerateEquivalentMin < 150 && !stated && !gentle)
      out.push(`muscle gain: ${w1.aerobicModerateEquivalentMin} aerobic min with no reason stated`);
  }
  return out;
}

const backgroundArb: fc.Arbitrary<TrainingBackground | null> = fc.option(
  fc
    .record({
      runsPerWeek: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
      weeklyRunKm: fc.option(fc.integer({ min: 3, max: 120 }), { nil: null }),
      liftingExperience: fc.option(fc.constantFrom(...LIFTING_EXPERIENCES), { nil: null }),
      sports: fc.constant([] as string[]),
    })
    .map((b) => (b.weeklyRunKm !== null && b.runsPerWeek === null ? { ...b, runsPerWeek: 3 } : b)),
  { nil: null, freq: 3 },
);
const prefsArb: fc.Arbitrary<TrainingPreferences | null> = fc.option(
  fc.record({
    place: fc.constantFrom('home' as const, 'gym' as const),
    homeEquipment: fc.subarray(['dumbbell', 'band', 'kettlebell', 'bench', 'pull-up-bar'] as const),
    pool: fc.boolean(),
    daysPerWeek: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
    sessionMinutes: fc.option(fc.integer({ min: 30, max: 120 }), { nil: null }),
  }),
  { nil: null, freq: 3 },
);
const memberArb = fc.record({
  age: fc.integer({ min: 18, max: 90 }),
  activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
  goal: fc.constantFrom(...FITNESS_GOALS),
  conditions: fc.subarray(
    ['frail', 'history of falls', 'ACL reconstruction 5 months ago', 'hypertension', 'heart disease'],
    { maxLength: 2 },
  ),
  planType: fc.constantFrom(...PLAN_TYPES),
  background: backgroundArb,
  prefs: prefsArb,
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});
type Input = typeof memberArb extends fc.Arbitrary<infer T> ? T : never;

function generate(i: Input) {
  const profile = resolveProfile({
    age: i.age,
    gender: 'male',
    height: 175,
    weight: 72,
    activityLevel: i.activityLevel,
    fitnessGoals: [i.goal],
    medicalConditions: i.conditions,
    trainingPreferences: i.prefs,
    trainingBackground: i.background,
    now: NOW,
  });
  const r = planTraining({
    profile,
    planType: i.planType,
    weeks: i.planType === 'free' ? 1 : 4,
    bmi: 23.5,
    rng: createRng(i.seed, 'training'),
  });
  const b = i.background;
  const member: Member = {
    age: i.age,
    sedentaryNoBackground:
      i.activityLevel === 'sedentary' &&
      !(b?.runsPerWeek && b.weeklyRunKm) &&
      (b?.liftingExperience ?? 'none') === 'none',
    frail: i.conditions.some((c) => /frail|falls/.test(c)),
    runnerKm: b?.runsPerWeek && b.weeklyRunKm ? b.weeklyRunKm : null,
    runnerRuns: b?.runsPerWeek && b.weeklyRunKm ? b.runsPerWeek : null,
    muscleGain: i.goal === 'Muscle Gain',
  };
  return { ...r, member, rationaleText: r.rationale.map((x) => x.text) };
}

describe('training at the member’s level, over generated members', () => {
  it(`holds every level rule over ${RUNS} members`, () => {
    fc.assert(
      fc.property(memberArb, (i) => {
        const { plan, member, rationaleText } = generate(i);
        expect(levelViolations(plan, member, rationaleText)).toEqual([]);
      }),
      { numRuns: RUNS, seed: 30 },
    );
  }, 120_000);

  const base = (over: Partial<Input>) =>
    generate({
      age: 40,
      activityLevel: 'moderate',
      goal: 'General Fitness',
      conditions: [],
      planType: 'premium',
      background: null,
      prefs: null,
      seed: 3,
      ...over,
    });

  it('a 70 km/week runner keeps running 70 km, not beginner run-walk', () => {
    const { plan, member, rationaleText } = base({
      background: { runsPerWeek: 5, weeklyRunKm: 70, liftingExperience: null, sports: [] },
      goal: 'Endurance',
    });
    expect(weekKm(plan.weeks[0]!)).toBeCloseTo(70, 0);
    // Their level is a strength level: the plan never calls a 70 km runner a "beginner" without saying in what.
    const programme = rationaleText.find((t) => /programme,/.test(t))!;
    expect(programme).toMatch(/strength at \w+ level/);
    expect(
      plan.weeks.every((w) => w.sessions.every((s) => !/run-walk/i.test(s.cardio?.activity ?? ''))),
    ).toBe(true);
    expect(levelViolations(plan, member, rationaleText)).toEqual([]);
    // Violating plan: week 2 jumps 30 %.
    const bad = structuredClone(plan);
    for (const s of bad.weeks[1]!.sessions)
      s.title = s.title.replace(/: ([\d.]+) km/, (_, km: string) => `: ${Math.round(Number(km) * 1.3)} km`);
    expect(levelViolations(bad, member, rationaleText).join()).toMatch(/runner week 2/);
    // Violating plan: the beginner's 15 km.
    const low = structuredClone(plan);
    for (const s of low.weeks[0]!.sessions) s.title = s.title.replace(/: ([\d.]+) km/, ': 3 km');
    expect(levelViolations(low, member, rationaleText).join()).toMatch(/runner week 1/);
  });

  // A runner of 6 runs a week with every day free: 6 runs (strength after easy runs), never a seventh training
  // day (the week keeps a rest day; overtraining) nor a seventh run.
  it('a 6-run-a-week runner keeps a rest day and 6 runs; a 7th training day or run is caught', () => {
    for (const prefs of [
      null,
      { place: 'home' as const, homeEquipment: [], pool: false, daysPerWeek: 7, sessionMinutes: null },
    ]) {
      const { plan, member, rationaleText } = base({
        background: { runsPerWeek: 6, weeklyRunKm: 40, liftingExperience: null, sports: [] },
        goal: 'Endurance',
        prefs,
      });
      for (const w of plan.weeks) {
        expect(new Set(w.sessions.map((s) => s.day)).size).toBeLessThanOrEqual(6);
        expect(w.sessions.filter((s) => /run: [\d.]+ km/i.test(s.title)).length).toBe(6);
      }
      expect(levelViolations(plan, member, rationaleText)).toEqual([]);
      const bad = structuredClone(plan);
      const free = [1, 2, 3, 4, 5, 6, 7].find((d) => !bad.weeks[0]!.sessions.some((s) => s.day === d))!;
      bad.weeks[0]!.sessions.push({ ...bad.weeks[0]!.sessions[1]!, day: free, title: 'Easy run: 5 km' });
      const v = levelViolations(bad, member, rationaleText).join();
      expect(v).toMatch(/week 1: 7 training days, no rest day/);
      expect(v).toMatch(/week 1: 7 runs > the 6/);
    }
  });

  it('a sedentary 75-year-old starts at RPE ≤ 5; RPE 6 in week 1 is caught', () => {
    const { plan, member, rationaleText } = base({ age: 75, activityLevel: 'sedentary' });
    const rpes = plan.weeks[0]!.sessions.flatMap((s) => s.exercises.map((e) => e.rpe ?? 0));
    expect(Math.max(...rpes)).toBeLessThanOrEqual(5);
    const bad = structuredClone(plan);
    const e = bad.weeks[0]!.sessions.flatMap((s) => s.exercises).find((x) => x.rpe != null)!;
    e.rpe = 6;
    e.intensity = 'RPE 6: stop with about 4 reps left';
    expect(levelViolations(bad, member, rationaleText).join()).toMatch(/week 1 RPE 6 > 5/);
  });

  it('an inactive 45-year-old starts at RPE ≤ 6, with a source that is not the older-adult stand', () => {
    const { plan, rationaleText } = base({ age: 45, activityLevel: 'sedentary' });
    const rpes = plan.weeks[0]!.sessions.flatMap((s) => s.exercises.map((e) => e.rpe ?? 0));
    expect(Math.max(...rpes)).toBeLessThanOrEqual(6);
    const r = generate({
      age: 45,
      activityLevel: 'sedentary',
      goal: 'General Fitness',
      conditions: [],
      planType: 'premium',
      background: null,
      prefs: null,
      seed: 3,
    }).rationale.find((x) => /Week 1 effort/.test(x.text));
    expect(rationaleText.some((t) => /Week 1 effort up to RPE 6 \(currently inactive\)/.test(t))).toBe(true);
    expect(r?.source).not.toMatch(/older adults/i);
  });

  it('an 82-year-old with falls and osteoporosis: supported aerobic work, no step-ups or floor work, no load advice without weights; violations are caught', () => {
    for (const prefs of [
      null,
      { place: 'home' as const, homeEquipment: [], pool: false, daysPerWeek: null, sessionMinutes: null },
    ]) {
      const { plan, member, rationaleText } = base({
        age: 82,
        activityLevel: 'sedentary',
        conditions: ['history of falls', 'osteoporosis'],
        prefs,
      });
      expect(levelViolations(plan, member, rationaleText)).toEqual([]);
      // Balance on at least 3 days a week (WHO 2020 older adults at risk of falls; Otago).
      const balanceDays = plan.weeks[0]!.sessions.filter((s) =>
        s.exercises.some((e) => EXERCISE_BY_ID.get(e.exerciseId)?.kind === 'balance'),
      ).length;
      expect(balanceDays).toBeGreaterThanOrEqual(3);
      const bad = structuredClone(plan);
      const s0 = bad.weeks[0]!.sessions[0]!;
      s0.cardio = { activity: 'Low-impact aerobic dance', intensity: 'moderate', description: '' };
      s0.exercises.push({ ...s0.exercises[0]!, exerciseId: 'stair-step-up', name: 'Stair step-up' });
      s0.exercises.push({ ...s0.exercises[0]!, exerciseId: 'bear-hold', name: 'Bear hold' });
      const v = levelViolations(bad, member, [...rationaleText, 'Load +5 % a week for three weeks']);
      expect(v.join()).toMatch(/frail aerobic: Low-impact aerobic dance/);
      expect(v.join()).toMatch(/frail stepping: Stair step-up/);
      expect(v.join()).toMatch(/frail floor: Bear hold/);
      if (!plan.weeks.some((w) => w.sessions.some((s) => s.exercises.some((e) => e.loadGuide))))
        expect(v.join()).toMatch(/load advice without a loaded lift/);
    }
  });

  it('a frail 80-year-old with falls gets balance work and no kettlebells; a kettlebell deadlift is caught', () => {
    const { plan, member, rationaleText } = base({
      age: 80,
      activityLevel: 'sedentary',
      conditions: ['frail', 'history of falls'],
      prefs: {
        place: 'home',
        homeEquipment: ['kettlebell'],
        pool: false,
        daysPerWeek: null,
        sessionMinutes: null,
      },
    });
    const used = plan.weeks[0]!.sessions.flatMap((s) =>
      s.exercises.map((e) => EXERCISE_BY_ID.get(e.exerciseId)!),
    );
    expect(used.some((e) => e.kind === 'balance')).toBe(true);
    expect(rationaleText.join()).toMatch(/supervised/);
    const bad = structuredClone(plan);
    bad.weeks[0]!.sessions[0]!.exercises.push({
      ...bad.weeks[0]!.sessions[0]!.exercises[0]!,
      exerciseId: 'kb-deadlift',
      name: 'Kettlebell deadlift',
    });
    expect(levelViolations(bad, member, rationaleText).join()).toMatch(/frail: Kettlebell deadlift/);
  });

  it('no kilograms on an ab-wheel rollout or an assisted pull-up, no RPE on wall slides; violations are caught', () => {
    const { plan, member, rationaleText } = base({
      activityLevel: 'very_active',
      background: { runsPerWeek: null, weeklyRunKm: null, liftingExperience: 'over_3y', sports: [] },
      goal: 'Muscle Gain',
    });
    expect(levelViolations(plan, member, rationaleText)).toEqual([]);
    const template = plan.weeks[1]!.sessions[0]!.exercises[0]!;
    const bad = structuredClone(plan);
    bad.weeks[1]!.sessions[0]!.exercises.push(
      { ...template, exerciseId: 'ab-wheel', name: 'Ab-wheel rollout', notes: 'Add 2.5 kg next week.' },
      {
        ...template,
        exerciseId: 'assisted-pull-up',
        name: 'Assisted pull-up',
        notes: 'add 2.5 kg',
        pct1rm: 70,
      },
      { ...template, exerciseId: 'wall-slide', name: 'Wall slide', rpe: 8, intensity: 'RPE 8', notes: null },
    );
    const v = levelViolations(bad, member, rationaleText).join('\n');
    expect(v).toMatch(/weight advice on Ab-wheel rollout/);
    expect(v).toMatch(/weight advice on Assisted pull-up/);
    expect(v).toMatch(/RPE on mobility Wall slide/);
  });

  it('muscle gain keeps the WHO 150 minutes; 40 minutes with no reason stated is caught', () => {
    const { plan, member, rationaleText } = base({ goal: 'Muscle Gain' });
    expect(plan.weeks[0]!.aerobicModerateEquivalentMin).toBeGreaterThanOrEqual(150);
    const bad = structuredClone(plan);
    bad.weeks[0]!.aerobicModerateEquivalentMin = 40;
    expect(levelViolations(bad, member, rationaleText).join()).toMatch(/muscle gain: 40/);
  });

  it('five months after ACL reconstruction: effort ≤ RPE 6, no running or jumping, the physiotherapist first', () => {
    const { plan, rationaleText } = base({
      conditions: ['ACL reconstruction 5 months ago'],
      background: { runsPerWeek: 3, weeklyRunKm: 20, liftingExperience: '1_3y', sports: [] },
    });
    const ex = plan.weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises));
    expect(Math.max(...ex.map((e) => e.rpe ?? 0))).toBeLessThanOrEqual(6);
    expect(plan.weeks.every((w) => weekKm(w) === 0)).toBe(true);
    expect(ex.every((e) => EXERCISE_BY_ID.get(e.exerciseId)?.kind !== 'power')).toBe(true);
    expect(rationaleText.join()).toMatch(/physiotherapist/);
    expect(plan.level).toBe('beginner');
  });
});
