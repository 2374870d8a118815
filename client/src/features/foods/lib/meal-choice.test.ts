import { describe, expect, it } from 'vitest';
import { mealChoices, mealLabel, slotIndexField } from './meal-choice';

describe('the meals food is logged into', () => {
  it("lists each of the plan day's snacks on its own, then the usual slots the day does not serve", () => {
    const gdm = (['breakfast', 'snack', 'lunch', 'snack', 'dinner'] as const).map((slot) => ({ slot }));
    expect(mealChoices(gdm).map((c) => [c.key, c.label])).toEqual([
      ['breakfast', 'Breakfast'],
      ['snack', 'Snack'],
      ['lunch', 'Lunch'],
      ['snack:1', 'Snack 2'],
      ['dinner', 'Dinner'],
    ]);
    const fasting = (['suhoor', 'iftar'] as const).map((slot) => ({ slot }));
    expect(mealChoices(fasting).map((c) => c.key)).toEqual([
      'suhoor',
      'iftar',
      'breakfast',
      'lunch',
      'dinner',
      'snack',
    ]);
    expect(mealChoices().map((c) => c.slotIndex)).toEqual([0, 0, 0, 0]);
  });

  it('names snack 2 and sends slotIndex only past the first meal of a slot', () => {
    expect(mealLabel('snack', 1)).toBe('Snack 2');
    expect(mealLabel('snack', 0)).toBe('Snack');
    expect(mealLabel('snack', undefined)).toBe('Snack');
    expect(slotIndexField(1)).toEqual({ slotIndex: 1 });
    expect(slotIndexField(0)).toEqual({});
  });
});
