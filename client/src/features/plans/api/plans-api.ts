import type { ExerciseDetail } from '@common/exercises';
import type {
  GeneratePlanBody,
  GeneratePlanResponse,
  PlanDetail,
  PlanSummary,
  PlanVersion,
} from '@common/plans';
import type { SwapChoiceBody, SwapChoiceResponse, SwapOptionsResponse } from '@common/plan-swaps';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

/** Query keys of this feature: `planKeys.all` covers every plan query (for invalidation). */
export const planKeys = {
  all: ['plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
  active: () => [...planKeys.all, 'active'] as const,
  detail: (id: string) => [...planKeys.all, 'detail', id] as const,
  versions: (id: string) => [...planKeys.all, 'versions', id] as const,
  version: (id: string, version: number) => [...planKeys.all, 'version', id, version] as const,
  swapOptions: (id: string, day: number, meal: number) => [...planKeys.all, 'swaps', id, day, meal] as const,
};

/** One query-option factory per read: key and fetcher together. */
export const planQueries = {
  list: () =>
    queryOptions({
      queryKey: planKeys.list(),
      queryFn: () => apiJson<{ plans: PlanSummary[] }>('GET', '/api/plans'),
    }),
  active: () =>
    queryOptions({
      queryKey: planKeys.active(),
      queryFn: () => apiJson<{ plan: PlanSummary | null }>('GET', '/api/plans/active'),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: planKeys.detail(id),
      queryFn: () => apiJson<{ plan: PlanDetail }>('GET', `/api/plans/${encodeURIComponent(id)}`),
    }),
  versions: (id: string) =>
    queryOptions({
      queryKey: planKeys.versions(id),
      queryFn: () =>
        apiJson<{ versions: PlanVersion[] }>('GET', `/api/plans/${encodeURIComponent(id)}/versions`),
    }),
  version: (id: string, version: number) =>
    queryOptions({
      queryKey: planKeys.version(id, version),
      queryFn: () =>
        apiJson<{ plan: PlanDetail }>('GET', `/api/plans/${encodeURIComponent(id)}/versions/${version}`),
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
    mutationFn: (body: GeneratePlanBody) =>
      apiJson<GeneratePlanResponse>('POST', '/api/plans/generate', body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.active(), exact: true }),
        queryClient.invalidateQueries({ queryKey: planKeys.list(), exact: true }),
      ]);
    },
  });
}

/** The exercise library entries the training tab opens (GET /api/exercises/:id). */
export const exerciseKeys = { detail: (id: string) => ['exercises', 'detail', id] as const };
export const exerciseQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: exerciseKeys.detail(id),
      queryFn: () => apiJson<{ exercise: ExerciseDetail }>('GET', `/api/exercises/${encodeURIComponent(id)}`),
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
      apiJson<SwapOptionsResponse>(
        'GET',
        `/api/plans/${encodeURIComponent(planId)}/swaps/options?day=${key?.day ?? 0}&meal=${key?.meal ?? 0}`,
      ),
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
    mutationFn: (body: SwapChoiceBody) =>
      apiJson<SwapChoiceResponse>('POST', `/api/plans/${encodeURIComponent(planId)}/swaps`, body),
    onSuccess: async (res) => {
      queryClient.setQueryData(planKeys.detail(planId), { plan: res.plan });
      await queryClient.invalidateQueries({ queryKey: [...planKeys.all, 'swaps', planId] });
    },
  });
}
