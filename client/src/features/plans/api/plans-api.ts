import type { GeneratePlanBody, GeneratePlanResponse, PlanDetail, PlanSummary } from '@common/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export const PLANS_KEY = ['/api/plans'] as const;
export const ACTIVE_PLAN_KEY = ['/api/plans/active'] as const;

export function usePlans() {
  return useQuery<{ plans: PlanSummary[] }>({ queryKey: PLANS_KEY });
}

export function useActivePlan() {
  return useQuery<{ plan: PlanSummary | null }>({ queryKey: ACTIVE_PLAN_KEY });
}

export function usePlan(id: string) {
  return useQuery<{ plan: PlanDetail }>({ queryKey: [...PLANS_KEY, id] });
}

/** POST /api/plans/generate; the active plan and the plan list are reloaded afterwards (spec §4). */
export function useGeneratePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneratePlanBody) =>
      apiJson<GeneratePlanResponse>('POST', '/api/plans/generate', body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTIVE_PLAN_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: PLANS_KEY, exact: true }),
      ]);
    },
  });
}
