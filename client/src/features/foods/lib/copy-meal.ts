/** Copying a logged meal to another day (components/copy-yesterday.tsx). */
import type { FoodLogBody, FoodLogEntry } from '@common/foods';
import { slotIndexField } from './meal-choice';

/** The day before a YYYY-MM-DD date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The body that logs `entry` again on `date`: a food by its weight in grams (the entry keeps its grams, not its
 * measure's id), a quick add (or more than the 2 kg a food log takes) by its calories; in the same meal (the
 * second snack stays the second snack).
 */
export function copyBody(entry: FoodLogEntry, date: string): FoodLogBody & { clientId: string } {
  // Every food has the 'g' measure (server foods-catalogue GRAMS, foods-presenters).
  const clientId = `copy-${entry.id}-${date}`;
  return entry.kind === 'food' && entry.foodId && entry.grams && entry.grams <= 2000
    ? {
        kind: 'food',
        date,
        slot: entry.slot,
        ...slotIndexField(entry.slotIndex),
        foodId: entry.foodId,
        measureId: 'g',
        amount: entry.grams,
        clientId,
      }
    : {
        kind: 'quick',
        date,
        slot: entry.slot,
        ...slotIndexField(entry.slotIndex),
        kcal: Math.max(1, Math.round(entry.nutrients.kcal)),
        label: entry.name.slice(0, 80),
        clientId,
      };
}
