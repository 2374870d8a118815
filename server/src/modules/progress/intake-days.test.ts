import type { PlanContent } from '@common/plan';
import { describe, expect, it } from 'vitest';
import { addDays, estimateTdee } from '../../engine';
import { intakeByDay } from './progress-check-in';

const SLOTS = ['breakfast', 'lunch', 'snack', 'dinner'] as const;
const START = '2026-03-01';
const DAYS = 28;
const dates = Array.from({ length: DAYS }, (_, i) => addDays(START, i));
/** A plan of 2000 kcal a day in four meals of 500 kcal. */
const plan = {
  days: dates.map((date) => ({ date, meals: SLOTS.map((slot) => ({ slot })) })),
} as unknown as PlanContent;
const tick = (date: string, slot: string, kcal = 500, slotIndex = 0) => ({ date, slot, slotIndex, kcal });

describe('intake by day (ticks and food logs)', () => {
  it('counts a day when every planned meal is ticked or logged as food', () => {
    const [d1, d2, d3] = dates;
    const intake = intakeByDay(
      plan,
      [...SLOTS.map((s) => tick(d1!, s)), tick(d2!, 'breakfast'), tick(d3!, 'breakfast')],
      [
        { date: d2!, slot: 'lunch', slotIndex: 0, kcal: 900 },
        { date: d2!, slot: 'snack', slotIndex: 0, kcal: 150 },
        { date: d2!, slot: 'dinner', slotIndex: 0, kcal: 700 },
        { date: d3!, slot: 'lunch', slotIndex: 0, kcal: 600 }, // dinner and the snack neither ticked nor logged
      ],
    );
    expect(intake).toEqual([
      { date: d1, kcal: 2000 },
      { date: d2, kcal: 2250 },
    ]);
  });

  it("counts a meal once when it is ticked and also logged as food: the meal's food logs replace its tick", () => {
    const [d1] = dates;
    const intake = intakeByDay(
      plan,
      SLOTS.map((s) => tick(d1!, s)),
      [
        { date: d1!, slot: 'lunch', slotIndex: 0, kcal: 650 }, // the planned lunch, ticked and then logged dish by dish
        { date: d1!, slot: 'snack', slotIndex: 0, kcal: 350 }, // a festival sweet instead of the ticked snack
      ],
    );
    expect(intake).toEqual([{ date: d1, kcal: 500 + 650 + 350 + 500 }]);
  });

  it('adds food logged in a slot the plan does not serve that day', () => {
    const fasting = {
      days: [{ date: START, meals: [{ slot: 'suhoor' }, { slot: 'iftar' }] }],
    } as unknown as PlanContent;
    const intake = intakeByDay(
      fasting,
      [tick(START, 'suhoor', 700), tick(START, 'iftar', 900)],
      [{ date: START, slot: 'snack', slotIndex: 0, kcal: 200 }],
    );
    expect(intake).toEqual([{ date: START, kcal: 1800 }]);
  });

  it('counts each of two snacks by its own tick, and a day is complete only with both', () => {
    // Gestational diabetes: three meals and three snacks (meal-pattern.ts); here two snacks of 200 and 150 kcal.
    const gdm = {
      days: [
        {
          date: START,
          meals: [
            { slot: 'breakfast' },
            { slot: 'snack' },
            { slot: 'lunch' },
            { slot: 'snack' },
            { slot: 'dinner' },
          ],
        },
      ],
    } as unknown as PlanContent;
    const mains = ['breakfast', 'lunch', 'dinner'].map((s) => tick(START, s));
    expect(intakeByDay(gdm, [...mains, tick(START, 'snack', 200), tick(START, 'snack', 150, 1)])).toEqual([
      { date: START, kcal: 1500 + 200 + 150 },
    ]);
    // The first snack ticked twice (or only once) leaves the second unaccounted for: the day is not read.
    expect(intakeByDay(gdm, [...mains, tick(START, 'snack', 200)])).toEqual([]);
    // Food logged for the second snack accounts for the second snack only: with the first ticked, the day is read.
    expect(
      intakeByDay(
        gdm,
        [...mains, tick(START, 'snack', 200)],
        [{ date: START, slot: 'snack', slotIndex: 1, kcal: 120 }],
      ),
    ).toEqual([{ date: START, kcal: 1500 + 200 + 120 }]);
  });

  it("replaces only that snack's tick when food is logged for snack 2, and never snack 1's", () => {
    const gdm = {
      days: [
        {
          date: START,
          meals: [
            { slot: 'breakfast' },
            { slot: 'snack' },
            { slot: 'lunch' },
            { slot: 'snack' },
            { slot: 'dinner' },
          ],
        },
      ],
    } as unknown as PlanContent;
    const mains = ['breakfast', 'lunch', 'dinner'].map((s) => tick(START, s));
    const ticks = [...mains, tick(START, 'snack', 200), tick(START, 'snack', 150, 1)];
    // Snack 2 was a festival sweet of 350 kcal instead of the planned 150: snack 1 (200, ticked) stays counted.
    expect(intakeByDay(gdm, ticks, [{ date: START, slot: 'snack', slotIndex: 1, kcal: 350 }])).toEqual([
      { date: START, kcal: 1500 + 200 + 350 },
    ]);
    // And food for snack 1 (slotIndex 0, also every row logged before slotIndex existed) leaves snack 2's tick.
    expect(intakeByDay(gdm, ticks, [{ date: START, slot: 'snack', slotIndex: 0, kcal: 90 }])).toEqual([
      { date: START, kcal: 1500 + 90 + 150 },
    ]);
    // Food for snack 1 only, snack 2 neither ticked nor logged: the day is partly logged and not read.
    expect(intakeByDay(gdm, mains, [{ date: START, slot: 'snack', slotIndex: 0, kcal: 90 }])).toEqual([]);
  });

  it('leaves out days outside the plan and days with nothing logged', () => {
    expect(intakeByDay(plan, [], [{ date: '2025-01-01', slot: 'lunch', slotIndex: 0, kcal: 500 }])).toEqual(
      [],
    );
  });

  /**
   * A simulated member who burns 2400 kcal a day and eats 2700 off plan for four weeks (weight rising by the
   * surplus / 7700 kcal per kg): with food logs the estimate finds the real expenditure; ticking the plan's meals
   * as eaten feeds it the plan (2000 kcal) and it drifts far below.
   */
  it('converges on the real expenditure with food logs and drifts without them', () => {
    const tdee = 2400;
    const eats = 2700;
    const weights = dates.map((date, i) => ({ date, weightKg: 80 + ((eats - tdee) / 7700) * i }));
    const today = dates.at(-1)!;
    const withLogs = estimateTdee({
      today,
      weights,
      intake: intakeByDay(
        plan,
        [],
        dates.flatMap((date) =>
          SLOTS.map((slot) => ({ date, slot, slotIndex: 0, kcal: eats / SLOTS.length })),
        ),
      ),
    });
    const ticksOnly = estimateTdee({
      today,
      weights,
      intake: intakeByDay(
        plan,
        dates.flatMap((date) => SLOTS.map((slot) => tick(date, slot))),
      ),
    });
    expect(Math.abs(withLogs.tdeeKcal! - tdee)).toBeLessThan(50);
    expect(ticksOnly.tdeeKcal!).toBeLessThan(tdee - 500);
  });
});
