import { describe, expect, it } from 'vitest';
import type { EngineProfile } from '../plan/profile-input';
import { nextCalorieTarget } from './calorie-target';
import {
  checkInHelp,
  checkInRedFlags,
  RED_FLAG_RULES,
  type LoggedMeal,
  type RedFlagInput,
} from './check-in-red-flags';
import { addDays } from './weight-trend';

const TODAY = '2026-03-22';
const PLAN_KCAL = 1800;
const SLOTS = ['breakfast', 'lunch', 'snack', 'dinner'];
/** A plan that started three weeks ago: four meals a day, 1,800 kcal. */
const slotsOf = (dayKcal: number) => new Map(SLOTS.map((s) => [s, dayKcal / SLOTS.length]));
const planDays = Array.from({ length: 28 }, (_, i) => ({
  date: addDays(TODAY, i - 20),
  meals: slotsOf(PLAN_KCAL),
}));
const BASE_PROFILE: EngineProfile = { age: 34, gender: 'female', height: 165, weight: 70 };

/** Every meal of a day logged, eaten at `share` of its planned energy (0: skipped). */
function fullDay(date: string, share: number | number[]): LoggedMeal[] {
  return SLOTS.map((slot, i) => {
    const s = Array.isArray(share) ? share[i]! : share;
    return { date, slot, slotIndex: 0, status: s === 0 ? 'skipped' : 'eaten', portion: s };
  });
}
/** Days `fromAgo`…`toAgo` before today (inclusive), each logged in full. */
function days(fromAgo: number, toAgo: number, share: number | number[]): LoggedMeal[] {
  const out: LoggedMeal[] = [];
  for (let d = fromAgo; d >= toAgo; d--) out.push(...fullDay(addDays(TODAY, -d), share));
  return out;
}
/** Daily weights over the last `n` days, starting at `startKg` and changing by `perWeek` kg a week. */
function weights(n: number, startKg: number, perWeek: (daysAgo: number) => number) {
  const out = [];
  let kg = startKg;
  for (let d = n - 1; d >= 0; d--) {
    out.push({ date: addDays(TODAY, -d), weightKg: Math.round(kg * 10) / 10 + (d % 2 ? 0.1 : -0.1) });
    kg += perWeek(d) / 7;
  }
  return out;
}
const steady = weights(21, 70, () => 0);

function input(over: Partial<RedFlagInput>): RedFlagInput {
  return {
    today: TODAY,
    planDays,
    meals: [],
    weights: steady,
    planFloorKcal: 1200,
    profile: BASE_PROFILE,
    ...over,
  };
}
const codes = (i: RedFlagInput) => checkInRedFlags(i).map((f) => f.code);

describe('check-in red flags', () => {
  it('a member eating as planned with a steady weight raises nothing', () => {
    expect(codes(input({ meals: days(13, 0, 1) }))).toEqual([]);
  });

  describe('intake far below the plan', () => {
    it('is flagged after two weeks of complete days under 70 % of the plan, with the figures', () => {
      const flags = checkInRedFlags(input({ meals: days(13, 0, 0.5) })); // ~900 kcal a day
      expect(flags.map((f) => f.code)).toEqual(['intake-far-below-plan']);
      expect(flags[0]!.message).toMatch(/about 900 kcal a day last week \(50 % of the plan's 1,800 kcal\)/);
      expect(flags[0]!.message).toMatch(/below the 1,200 kcal a day we never plan under/);
    });

    it('is flagged under the floor even when the share is above 70 %', () => {
      const low = planDays.map((d) => ({ ...d, meals: slotsOf(1300) }));
      // 1,100 kcal of a 1,300 kcal plan: 85 %, but under the 1,200 kcal floor.
      const meals = days(13, 0, 1100 / 1300);
      expect(codes(input({ planDays: low, meals }))).toContain('intake-far-below-plan');
      expect(codes(input({ planDays: low, meals: days(13, 0, 1250 / 1300) }))).toEqual([]);
    });

    it('needs both weeks: one low week, or too few complete days, is not a pattern', () => {
      expect(codes(input({ meals: [...days(13, 7, 1), ...days(6, 0, 0.5)] }))).toEqual([]);
      const fewDays = [...days(13, 11, 0.5), ...days(6, 4, 0.5)]; // 3 complete days a week
      expect(RED_FLAG_RULES.minLoggedDaysPerWeek).toBeGreaterThan(3);
      expect(codes(input({ meals: fewDays }))).toEqual([]);
      // Half the meals logged, eaten in full: unlogged meals are not read as nothing eaten.
      const partial = days(13, 0, 0.5).filter((m) => m.slot === 'breakfast' || m.slot === 'lunch');
      expect(codes(input({ meals: partial }))).toEqual([]);
    });
  });

  it('reads each of two snacks by its own log and portion', () => {
    // 450 kcal × 4 meals plus a second snack of 300 kcal ('snack:1', mealKey) each day.
    const twoSnacks = planDays.map((d) => ({ ...d, meals: new Map([...slotsOf(1800), ['snack:1', 300]]) }));
    const secondSnack = (share: number) =>
      days(13, 0, share).flatMap((m) => (m.slot === 'snack' ? [{ ...m, slotIndex: 1 }] : []));
    const both = (share: number, second: number) => [...days(13, 0, share), ...secondSnack(second)];
    expect(codes(input({ planDays: twoSnacks, meals: both(1, 1) }))).toEqual([]);
    expect(codes(input({ planDays: twoSnacks, meals: both(0.5, 0.5) }))).toEqual(['intake-far-below-plan']);
    // The first snack's half portion is not applied to the second: 1,800 of 2,100 kcal, no flag.
    expect(codes(input({ planDays: twoSnacks, meals: both(1, 0) }))).toEqual([]);
    // Only the first snack logged: no day is complete, nothing is read.
    expect(codes(input({ planDays: twoSnacks, meals: days(13, 0, 0.5) }))).toEqual([]);
  });

  describe('eating-disorder history with skipped meals and ongoing loss', () => {
    // Skip lunch and snack on three days (six meals), eat the rest in full.
    const meals = days(13, 0, 1).map((m) =>
      ['lunch', 'snack'].includes(m.slot) &&
      [addDays(TODAY, -9), addDays(TODAY, -4), addDays(TODAY, -1)].includes(m.date)
        ? { ...m, status: 'skipped', portion: 0 }
        : m,
    );
    const losing = weights(21, 60, () => -0.4);
    const history: EngineProfile = {
      ...BASE_PROFILE,
      weight: 60,
      medicalConditions: ['h/o anorexia nervosa'],
    };

    it('is flagged, saying why in plain words', () => {
      const flags = checkInRedFlags(input({ meals, weights: losing, profile: history }));
      expect(flags.map((f) => f.code)).toEqual(['eating-disorder-signs']);
      expect(flags[0]!.message).toMatch(/skipped 6 meals in the last two weeks/);
      expect(flags[0]!.message).toMatch(/still falling \(about 0\.4 kg a week\)/);
    });

    it('is not raised without the history, without the loss, or with fewer skipped meals', () => {
      expect(
        codes(input({ meals, weights: losing, profile: { ...history, medicalConditions: [] } })),
      ).toEqual([]);
      expect(codes(input({ meals, weights: weights(21, 60, () => 0), profile: history }))).toEqual([]);
      const twoSkipped = days(13, 0, 1).map((m) =>
        m.slot === 'snack' && [addDays(TODAY, -9), addDays(TODAY, -1)].includes(m.date)
          ? { ...m, status: 'skipped', portion: 0 }
          : m,
      );
      expect(codes(input({ meals: twoSkipped, weights: losing, profile: history }))).toEqual([]);
    });
  });

  describe('loss faster than 1 % of body weight a week', () => {
    it('is flagged when both of the last two weeks lose faster than 1 %', () => {
      const flags = checkInRedFlags(input({ weights: weights(21, 80, () => -1.2) })); // 1.5 % a week
      expect(flags.map((f) => f.code)).toEqual(['rapid-loss']);
      expect(flags[0]!.message).toMatch(/more than 1 % of your body weight a week for two weeks running/);
    });

    it('is not raised at a safe rate, for one fast week only, or without weigh-ins this week', () => {
      expect(codes(input({ weights: weights(21, 80, () => -0.6) }))).toEqual([]);
      expect(codes(input({ weights: weights(21, 80, (d) => (d < 7 ? -1.5 : 0)) }))).toEqual([]);
      const stale = weights(28, 80, () => -1.2).filter((w) => w.date < addDays(TODAY, -8));
      expect(codes(input({ weights: stale }))).toEqual([]);
    });
  });

  describe('hypoglycaemia-prone medicine with falling intake', () => {
    const sulfonylurea: EngineProfile = { ...BASE_PROFILE, medications: ['Glycomet GP 2 (1-0-1)'] };

    it('is flagged on a sulfonylurea (a combination brand) eating under 80 % of the plan', () => {
      const flags = checkInRedFlags(input({ meals: days(6, 0, 0.75), profile: sulfonylurea }));
      expect(flags.map((f) => f.code)).toEqual(['hypoglycaemia-risk']);
      expect(flags[0]!.message).toMatch(
        /You take a sulfonylurea, and you are eating less \(about 1,350 kcal/,
      );
    });

    it('is flagged on insulin when intake drops 15 % from the week before', () => {
      const meals = [...days(13, 7, 1.05), ...days(6, 0, 0.85)]; // 1,890 → 1,530 kcal (85 % of the plan)
      const flags = checkInRedFlags(input({ meals, profile: { ...BASE_PROFILE, medications: ['Lantus'] } }));
      expect(flags.map((f) => f.code)).toEqual(['hypoglycaemia-risk']);
      expect(flags[0]!.message).toMatch(/You take insulin.*down from 1,890 kcal/);
    });

    it('is not raised on metformin alone, or on a sulfonylurea eating as planned', () => {
      const metformin = { ...BASE_PROFILE, medications: ['metformin 500'] };
      expect(codes(input({ meals: days(6, 0, 0.75), profile: metformin }))).toEqual([]);
      expect(codes(input({ meals: days(13, 0, 0.95), profile: sulfonylurea }))).toEqual([]);
    });
  });

  describe('help', () => {
    const flags = checkInRedFlags(
      input({
        meals: days(13, 0, 0.5),
        weights: weights(21, 80, () => -1.2),
        profile: { ...BASE_PROFILE, medications: ['insulin'], medicalConditions: ['past bulimia'] },
      }),
    );

    it('says each line once whatever the number of flags, and points to a person', () => {
      expect(flags.map((f) => f.code).sort()).toEqual([
        'hypoglycaemia-risk',
        'intake-far-below-plan',
        'rapid-loss',
      ]);
      const lines = checkInHelp(flags, { doctorVerified: false, clinicianTold: false });
      expect(new Set(lines).size).toBe(lines.length);
      expect(lines.filter((l) => /GP or doctor/.test(l))).toHaveLength(1);
      expect(lines.join(' ')).toMatch(/diabetes medicine dose/);
      expect(lines.join(' ')).not.toMatch(/clinician|helpline/);
      expect(lines.join(' ')).not.toMatch(/\d{3,}/); // no phone numbers
    });

    it('tells a Doctor Verified member their clinician was told, or asks them to write', () => {
      expect(checkInHelp(flags, { doctorVerified: true, clinicianTold: true })[0]).toMatch(
        /Your clinician has been told/,
      );
      expect(checkInHelp(flags, { doctorVerified: true, clinicianTold: false })[0]).toMatch(
        /message your clinician/,
      );
      expect(checkInHelp([], { doctorVerified: true, clinicianTold: false })).toEqual([]);
    });

    it('offers a "talk to someone" line for eating-disorder signs', () => {
      const lines = checkInHelp([{ code: 'eating-disorder-signs', message: '' }], {
        doctorVerified: false,
        clinicianTold: false,
      });
      expect(lines.join(' ')).toMatch(/talk to someone you trust.*eating-disorder helpline/);
    });
  });

  it('a raised flag stops the calorie target from falling, and never stops it rising', () => {
    const base = {
      currentTargetKcal: 1800,
      adjustmentKcal: -500,
      planFloorKcal: 1200,
      sex: 'female' as const,
      trendWeightKg: 80,
      weeklyRateKg: 0,
    };
    expect(nextCalorieTarget({ ...base, tdeeKcal: 2000 }).targetKcal).toBe(1550);
    const held = nextCalorieTarget({ ...base, tdeeKcal: 2000, holdForRedFlags: true });
    expect(held.targetKcal).toBe(1800);
    expect(held.reasons.join(' ')).toMatch(/not lowered: this check-in noticed something/);
    expect(nextCalorieTarget({ ...base, tdeeKcal: 2600, holdForRedFlags: true }).targetKcal).toBe(2050);
  });
});
