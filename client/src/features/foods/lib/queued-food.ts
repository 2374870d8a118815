/**
 * A food log or removal as a change of the device's sync queue (lib/sync-queue.ts): what is sent later, and what
 * the card shows while it waits. Tested in queued-food.test.ts.
 */
import type { FoodLogBody } from '@common/foods';
import { describeRequest } from '@/lib/api-client';
import type { ChangeMeta } from '@/lib/sync-queue';

/** The requests the device's sync queue sends for the food log (lib/sync-queue.ts). */
export const queuedFoodRequests = {
  log: (body: FoodLogBody) => describeRequest('POST', '/api/food-logs', { body }),
  remove: (id: string) => describeRequest('DELETE', '/api/food-logs/:id', { params: { id } }),
};

/** A food log entry made into a queued change: its clientId is the change's Idempotency-Key. */
export function queuedFoodLog(
  body: FoodLogBody & { clientId: string },
  shown: { text: string; kcal: number | null },
) {
  // The body carries slotIndex (which snack) as the member chose it; the change sent later is that body.
  const meta: ChangeMeta = {
    kind: 'food',
    date: body.date,
    slot: body.slot,
    slotIndex: body.slotIndex ?? 0,
    ...shown,
  };
  return { id: body.clientId, ...queuedFoodRequests.log(body), label: `${shown.text} (${body.date})`, meta };
}

/** The removal of a logged entry (its server id); a replay after a lost answer finds it gone, which is done. */
export function queuedFoodRemoval(entry: { id: string; date: string; name: string }, id: string) {
  const meta: ChangeMeta = { kind: 'food-delete', date: entry.date, entryId: entry.id };
  return { id, ...queuedFoodRequests.remove(entry.id), label: `Remove ${entry.name} (${entry.date})`, meta };
}
