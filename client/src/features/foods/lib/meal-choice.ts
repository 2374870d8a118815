/**
 * Which meal a food is logged in: a slot and which of its meals that day (the second snack is slotIndex 1, as in
 * the meal ticks, common/progress.ts). Food logged for snack 2 replaces only snack 2's tick in the check-in.
 * Tested in meal-choice.test.ts.
 */
import { MEAL_SLOT_LABELS, RECIPE_SLOTS, type MealSlot } from '@common/plan';
import { mealKey, slotIndexes } from '@common/progress';

export interface MealChoice {
  slot: MealSlot;
  slotIndex: number;
}

/** 'Snack', and 'Snack 2' for the second (an entry cached before slotIndex existed has none: the first). */
export function mealLabel(slot: MealSlot, slotIndex: number | undefined): string {
  return slotIndex ? `${MEAL_SLOT_LABELS[slot]} ${slotIndex + 1}` : MEAL_SLOT_LABELS[slot];
}

/**
 * The meals to log into: the plan day's meals in their order (each snack on its own), then the usual slots the
 * day does not serve (a snack on a day without one). Without a plan day: the four usual slots.
 */
export function mealChoices(planned: readonly { slot: MealSlot }[] = []): (MealChoice & {
  key: string;
  label: string;
})[] {
  const indexes = slotIndexes(planned);
  const choices: MealChoice[] = [
    ...planned.map((m, i) => ({ slot: m.slot, slotIndex: indexes[i]! })),
    ...RECIPE_SLOTS.filter((s) => !planned.some((m) => m.slot === s)).map((slot) => ({ slot, slotIndex: 0 })),
  ];
  return choices.map((c) => ({
    ...c,
    key: mealKey(c.slot, c.slotIndex),
    label: mealLabel(c.slot, c.slotIndex),
  }));
}

/** The slotIndex a log body carries: left out for the first meal of the slot (what every client sent before). */
export const slotIndexField = (slotIndex: number | undefined) => (slotIndex ? { slotIndex } : {});
