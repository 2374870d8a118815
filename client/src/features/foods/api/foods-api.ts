import type { FoodLogBody, RecipeBody } from '@common/foods';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSyncQueue } from '@/lib/offline-sync';
import { queryKeys } from '@/lib/query-keys';
import { queuedFoodLog, queuedFoodRemoval } from '../lib/queued-food';

const keys = queryKeys.foods;

export const foodQueries = {
  search: (q: string) =>
    queryOptions({
      queryKey: keys.search(q),
      queryFn: () => api.get('/api/foods', { query: { q, limit: 15 } }),
    }),
  recent: () => queryOptions({ queryKey: keys.recent(), queryFn: () => api.get('/api/foods/recent') }),
  day: (date: string) =>
    queryOptions({ queryKey: keys.day(date), queryFn: () => api.get('/api/food-logs', { query: { date } }) }),
};

/** Search results for a query of 2+ characters; the last results stay on screen while the next ones load. */
export function useFoodSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({
    ...foodQueries.search(trimmed),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
  });
}
/** Loaded with the card, so the offline snapshot holds the recent foods to log from without signal. */
export function useRecentFoods() {
  return useQuery(foodQueries.recent());
}
export function useFoodDay(date: string) {
  return useQuery(foodQueries.day(date));
}

function useInvalidateFoods() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all });
}

/** Saves a recipe (needs signal: the server weighs its ingredients) and answers it as a food to log at once. */
export function useCreateRecipe() {
  const invalidate = useInvalidateFoods();
  return useMutation({
    mutationFn: async (body: RecipeBody) => {
      const { recipe } = await api.post('/api/foods/recipes', { body });
      return (await api.get('/api/foods/:id', { params: { id: recipe.foodId } })).food;
    },
    onSuccess: invalidate,
  });
}

export type FoodSubmitOutcome = 'synced' | 'queued' | { rejected: string };

/**
 * Food logs go through the device's sync queue like sets and meal ticks: sent at once when there is signal, kept
 * on the device and replayed (once, by clientId) when there is not. Answers null while signed out.
 */
export function useFoodOutbox() {
  const { queue, snapshot } = useSyncQueue();
  const invalidate = useInvalidateFoods();
  async function log(
    body: FoodLogBody & { clientId: string },
    shown: { text: string; kcal: number | null },
  ): Promise<FoodSubmitOutcome> {
    if (!queue) return { rejected: 'You are signed out.' };
    // Already waiting (copy yesterday tapped twice offline): one change per clientId.
    if (queue.snapshot().pending.some((c) => c.id === body.clientId)) return 'queued';
    const outcome = await queue.submit(queuedFoodLog(body, shown));
    if (outcome === 'synced') invalidate();
    return outcome;
  }
  /** Removes an entry: a food still waiting on the device is withdrawn; a logged one is removed via the queue. */
  async function remove(entry: { id: string; date: string; name: string }, waiting: boolean) {
    if (!queue) return { rejected: 'You are signed out.' };
    if (waiting && queue.cancel(entry.id)) return 'synced' as const;
    if (waiting) return { rejected: 'It is being sent right now; remove it once it shows as logged.' };
    const outcome = await queue.submit(queuedFoodRemoval(entry, crypto.randomUUID()));
    if (outcome === 'synced') invalidate();
    return outcome;
  }
  return { ready: queue !== null, snapshot, log, remove };
}
