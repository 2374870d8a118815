import type { GeneratePlanBody } from '@common/plans';
import type { SwapChoiceBody } from '@common/plan-swaps';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const planKeys = queryKeys.plans;

/** One query-option factory per read: key and fetcher together. */
export const planQueries = {
  list: () => queryOptions({ queryKey: planKeys.list(), queryFn: () => api.get('/api/plans') }),
  active: () => queryOptions({ queryKey: planKeys.active(), queryFn: () => api.get('/api/plans/active') }),
  detail: (id: string) =>
    queryOptions({
      queryKey: planKeys.detail(id),
      queryFn: () => api.get('/api/plans/:id', { params: { id } }),
    }),
  versions: (id: string) =>
    queryOptions({
      queryKey: planKeys.versions(id),
      queryFn: () => api.get('/api/plans/:id/versions', { params: { id } }),
    }),
  version: (id: string, version: number) =>
    queryOptions({
      queryKey: planKeys.version(id, version),
      queryFn: () => api.get('/api/plans/:id/versions/:version', { params: { id, version } }),
    }),
};

export function usePlans() {
  return useQuery(planQueries.list());
}

export function useActivePlan() {
  return useQuery(planQueries.active());
}

/** The plan, or one of its earlier versions (`version`, from a check-in's re-plan). */
export function usePlan(id: string, version?: number) {
  const current = useQuery({ ...planQueries.detail(id), enabled: version === undefined && id !== '' });
  const earlier = useQuery({
    ...planQueries.version(id, version ?? 1),
    enabled: version !== undefined && id !== '',
  });
  return version === undefined ? current : earlier;
}

export function usePlanVersions(id: string) {
  return useQuery(planQueries.versions(id));
}

/** POST /api/plans/generate; the active plan and the plan list are reloaded afterwards (docs/product.md#states-and-rules). */
export function useGeneratePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneratePlanBody) => api.post('/api/plans/generate', { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.active(), exact: true }),
        queryClient.invalidateQueries({ queryKey: planKeys.list(), exact: true }),
      ]);
    },
  });
}

/** The exercise library entries the training tab opens (GET /api/exercises/:id). */
export const exerciseQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: queryKeys.exercise(id),
      queryFn: () => api.get('/api/exercises/:id', { params: { id } }),
      staleTime: Infinity,
    }),
};

export function useExercise(id: string | null) {
  return useQuery({ ...exerciseQueries.detail(id ?? ''), enabled: id !== null });
}

/** A meal of a plan: its plan day (1-based) and its position in the day's meals (0-based). */
export interface MealKey {
  day: number;
  meal: number;
}

/** GET /api/plans/:id/swaps/options for one meal (null: no meal chosen, nothing fetched). */
export function useSwapOptions(planId: string, key: MealKey | null) {
  return useQuery({
    queryKey: planKeys.swapOptions(planId, key?.day ?? 0, key?.meal ?? 0),
    queryFn: () =>
      api.get('/api/plans/:id/swaps/options', {
        params: { id: planId },
        query: { day: key?.day ?? 0, meal: key?.meal ?? 0 },
      }),
    enabled: key !== null,
    // Worked out afresh each time the dialog opens: a profile saved since (a new allergy) changes them.
    staleTime: 0,
  });
}

/**
 * POST /api/plans/:id/swaps: the answer carries the plan with the swap in place (meals, day totals, grocery list),
 * which replaces the cached plan at once; the swap options of every meal are fetched again when next opened.
 */
export function useChooseSwap(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SwapChoiceBody) => api.post('/api/plans/:id/swaps', { params: { id: planId }, body }),
    onSuccess: async (res) => {
      queryClient.setQueryData(planKeys.detail(planId), { plan: res.plan });
      await queryClient.invalidateQueries({ queryKey: planKeys.swaps(planId) });
    },
  });
}
