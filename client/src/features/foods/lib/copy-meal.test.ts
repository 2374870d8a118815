import type { FoodLogEntry } from '@common/foods';
import { describe, expect, it } from 'vitest';
import { copyBody, dayBefore } from './copy-meal';

const nutrients = {
  kcal: 312.4,
  proteinG: 14,
  carbsG: 30,
  fatG: 12,
  fiberG: 6,
  saturatedFatG: 3,
  sodiumMg: 500,
  potassiumMg: 400,
};
const dal: FoodLogEntry = {
  id: '5b0f2c1e-0000-4000-8000-000000000001',
  date: '2026-03-01',
  slot: 'lunch',
  slotIndex: 0,
  kind: 'food',
  foodId: 'dish:dal-tadka',
  name: 'Dal tadka',
  measureLabel: 'katori',
  amount: 1.5,
  grams: 225,
  nutrients,
  createdAt: '2026-03-01T08:00:00Z',
};

describe('copy yesterday’s meal', () => {
  it('logs a food again by its grams, and a quick add by its calories, on the new day and slot', () => {
    expect(copyBody(dal, '2026-03-02')).toEqual({
      kind: 'food',
      date: '2026-03-02',
      slot: 'lunch',
      foodId: 'dish:dal-tadka',
      measureId: 'g',
      amount: 225,
      clientId: `copy-${dal.id}-2026-03-02`,
    });
    const sweet = {
      ...dal,
      kind: 'quick' as const,
      foodId: null,
      grams: null,
      amount: null,
      name: 'Party sweet',
    };
    expect(copyBody(sweet, '2026-03-02')).toMatchObject({ kind: 'quick', kcal: 312, label: 'Party sweet' });
  });

  it('keeps the meal: yesterday’s second snack is logged as today’s second snack', () => {
    const sweet = { ...dal, slot: 'snack' as const, slotIndex: 1 };
    expect(copyBody(sweet, '2026-03-02')).toMatchObject({ kind: 'food', slot: 'snack', slotIndex: 1 });
    const quick = { ...sweet, kind: 'quick' as const, foodId: null, grams: null, amount: null };
    expect(copyBody(quick, '2026-03-02')).toMatchObject({ kind: 'quick', slot: 'snack', slotIndex: 1 });
    // The first meal of a slot is sent as before (no slotIndex).
    expect(copyBody(dal, '2026-03-02')).not.toHaveProperty('slotIndex');
  });

  it('copies a second snack onto a day with one snack into that snack, and keeps it where the day has two', () => {
    const sweet = { ...dal, slot: 'snack' as const, slotIndex: 1 };
    const oneSnack = [{ slot: 'breakfast' as const }, { slot: 'lunch' as const }, { slot: 'snack' as const }];
    expect(copyBody(sweet, '2026-03-02', oneSnack)).not.toHaveProperty('slotIndex');
    expect(copyBody(sweet, '2026-03-02', [...oneSnack, { slot: 'snack' }])).toMatchObject({ slotIndex: 1 });
    // A day without a snack in the plan: the snack's first meal (what the server takes without a plan meal).
    expect(copyBody(sweet, '2026-03-02', oneSnack.slice(0, 2))).not.toHaveProperty('slotIndex');
    // Plan not known yet: the same meal.
    expect(copyBody(sweet, '2026-03-02', undefined)).toMatchObject({ slotIndex: 1 });
  });

  it('gives a copy the same client id every time, so a second tap logs nothing twice', () => {
    expect(copyBody(dal, '2026-03-02').clientId).toBe(copyBody(dal, '2026-03-02').clientId);
    expect(copyBody(dal, '2026-03-03').clientId).not.toBe(copyBody(dal, '2026-03-02').clientId);
    expect(copyBody(dal, '2026-03-02').clientId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('finds the day before across a month and a year', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });
});
