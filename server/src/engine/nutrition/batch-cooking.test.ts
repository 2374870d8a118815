/** Batch cooking's rules that need no plan: the minutes a slot may take, and a swapped leftover unpairing its dinner. */
import { describe, expect, it } from 'vitest';
import type { Meal, PlanDay } from '@common/plan';
import type { MealPreferences } from '@common/profile';
import { cookDoubleHowTo, slotMinuteLimit, unpairSwappedBatches } from './batch-cooking';

const pref = (cookingMinutes: number | null) => ({ cookingMinutes }) as MealPreferences;
const howTo = { steps: ['Cook.'], prepMin: 10, cookMin: 20, serving: 'Hot.', region: 'north' as const };
const meal = (slot: Meal['slot'], name: string, batch?: Meal['batch']): Meal => ({
  slot,
  name,
  recipeId: name,
  cuisine: 'indian',
  note: null,
  howTo: batch?.role === 'cook-double' ? cookDoubleHowTo(howTo) : howTo,
  items: [],
  totals: { kcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, saturatedFatG: 0 },
  ...(batch ? { batch } : {}),
});
const day = (n: number, meals: Meal[]): PlanDay => ({
  day: n,
  date: `2026-03-0${n}`,
  meals,
  totals: meals[0]!.totals,
  withinTolerance: true,
});

describe('batch cooking', () => {
  it('keeps breakfast and snacks quick and gives a main dish the rest of the day', () => {
    expect(slotMinuteLimit(pref(null), 'dinner')).toBeNull();
    expect(slotMinuteLimit(pref(30), 'breakfast')).toBe(6);
    expect(slotMinuteLimit(pref(30), 'snack')).toBe(5);
    expect(slotMinuteLimit(pref(30), 'dinner')).toBe(19);
    expect(slotMinuteLimit(pref(90), 'lunch')).toBe(63);
  });

  it('cooks a dinner once when its leftover lunch was swapped, and keeps an intact pair', () => {
    const paired = [
      day(1, [meal('dinner', 'Rajma', { role: 'cook-double', day: 2 })]),
      day(2, [meal('lunch', 'Rajma', { role: 'leftover', day: 1 })]),
    ];
    expect(unpairSwappedBatches(paired)).toEqual(paired);
    const swapped = [paired[0]!, day(2, [meal('lunch', 'Poha')])];
    const [dinner] = unpairSwappedBatches(swapped)[0]!.meals;
    expect(dinner!.batch).toBeUndefined();
    expect(dinner!.howTo!.steps).toEqual(['Cook.']);
    expect(paired[0]!.meals[0]!.batch).toBeDefined();
  });
});
