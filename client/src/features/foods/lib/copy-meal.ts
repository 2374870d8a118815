/** Copying a logged meal to another day (components/copy-yesterday.tsx). */
import type { FoodLogBody, FoodLogEntry } from '@common/foods';
import type { MealSlot } from '@common/plan';
import { slotIndexField } from './meal-choice';

/** The day before a YYYY-MM-DD date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Which meal of the slot a copy goes to on a day with `planned` meals: the same one (the second snack stays the
 * second snack) when the day has it, else the day's last of that slot (the first when it has none); the server
 * refuses a meal the day's plan does not serve. Unknown plan day (still loading): the same one.
 */
export function copySlotIndex(
  entry: Pick<FoodLogEntry, 'slot' | 'slotIndex'>,
  planned: readonly { slot: MealSlot }[] | undefined,
): number {
  if (!planned) return entry.slotIndex;
  const count = planned.filter((m) => m.slot === entry.slot).length;
  return entry.slotIndex < count ? entry.slotIndex : Math.max(0, count - 1);
}

/**
 * The body that logs `entry` again on `date`: a food by its weight in grams (the entry keeps its grams, not its
 * measure's id), a quick add (or more than the 2 kg a food log takes) by its calories; in the same meal where the
 * day serves it (copySlotIndex).
 */
export function copyBody(
  entry: FoodLogEntry,
  date: string,
  planned?: readonly { slot: MealSlot }[],
): FoodLogBody & { clientId: string } {
  // Every food has the 'g' measure (server foods-catalogue GRAMS, foods-presenters).
  const clientId = `copy-${entry.id}-${date}`;
  const slotIndex = copySlotIndex(entry, planned);
  return entry.kind === 'food' && entry.foodId && entry.grams && entry.grams <= 2000
    ? {
        kind: 'food',
        date,
        slot: entry.slot,
        ...slotIndexField(slotIndex),
        foodId: entry.foodId,
        measureId: 'g',
        amount: entry.grams,
        clientId,
      }
    : {
        kind: 'quick',
        date,
        slot: entry.slot,
        ...slotIndexField(slotIndex),
        kcal: Math.max(1, Math.round(entry.nutrients.kcal)),
        label: entry.name.slice(0, 80),
        clientId,
      };
}
