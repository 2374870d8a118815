import type {
  CheckIn,
  MealLog,
  MeasurementLog,
  MeasurementLogBody,
  ProgressPhoto,
  ProgressSummary,
  WeightLog,
  WeightLogBody,
  WorkoutLog,
} from '@common/progress';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, uploadWithProgress } from '@/lib/api';

/** Query keys of this feature: `progressKeys.all` covers every progress query (for invalidation). */
export const progressKeys = {
  all: ['progress'] as const,
  weights: () => [...progressKeys.all, 'weights'] as const,
  measurements: () => [...progressKeys.all, 'measurements'] as const,
  summary: () => [...progressKeys.all, 'summary'] as const,
  workouts: () => [...progressKeys.all, 'workouts'] as const,
  meals: (planId: string) => [...progressKeys.all, 'meals', planId] as const,
  photos: () => [...progressKeys.all, 'photos'] as const,
};

export const progressQueries = {
  weights: () =>
    queryOptions({
      queryKey: progressKeys.weights(),
      queryFn: () => apiJson<{ weights: WeightLog[] }>('GET', '/api/progress/weights'),
    }),
  measurements: () =>
    queryOptions({
      queryKey: progressKeys.measurements(),
      queryFn: () => apiJson<{ measurements: MeasurementLog[] }>('GET', '/api/progress/measurements'),
    }),
  summary: () =>
    queryOptions({
      queryKey: progressKeys.summary(),
      queryFn: () => apiJson<ProgressSummary>('GET', '/api/progress/summary'),
    }),
  workouts: () =>
    queryOptions({
      queryKey: progressKeys.workouts(),
      queryFn: () => apiJson<{ logs: WorkoutLog[] }>('GET', '/api/workouts/logs'),
    }),
  meals: (planId: string) =>
    queryOptions({
      queryKey: progressKeys.meals(planId),
      queryFn: () => apiJson<{ meals: MealLog[] }>('GET', `/api/plans/${encodeURIComponent(planId)}/meals`),
    }),
  photos: () =>
    queryOptions({
      queryKey: progressKeys.photos(),
      queryFn: () => apiJson<{ photos: ProgressPhoto[] }>('GET', '/api/progress/photos'),
    }),
};

/** A client-generated id: a retried request (same variables) is logged once by the server. */
export function newClientId(): string {
  return crypto.randomUUID();
}

/**
 * Reloads every progress query after a log, without waiting: the caller's own onSuccess (a toast) runs before the
 * refetched data can remount the form that sent it.
 */
function useInvalidateProgress() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: progressKeys.all });
  };
}

export function useWeights(enabled = true) {
  return useQuery({ ...progressQueries.weights(), enabled });
}
export function useMeasurements(enabled = true) {
  return useQuery({ ...progressQueries.measurements(), enabled });
}
export function useProgressSummary(enabled: boolean) {
  return useQuery({ ...progressQueries.summary(), enabled });
}
export function useWorkoutLogs(enabled: boolean) {
  return useQuery({ ...progressQueries.workouts(), enabled });
}
export function useMealLogs(planId: string | null, enabled: boolean) {
  return useQuery({ ...progressQueries.meals(planId ?? ''), enabled: enabled && planId !== null });
}

export function useLogWeight() {
  const invalidate = useInvalidateProgress();
  return useMutation({
    mutationFn: (body: WeightLogBody) =>
      apiJson<{ weight: WeightLog }>('POST', '/api/progress/weights', body),
    onSuccess: invalidate,
  });
}
export function useDeleteWeight() {
  const invalidate = useInvalidateProgress();
  return useMutation({
    mutationFn: (date: string) => apiRequest('DELETE', `/api/progress/weights/${date}`),
    onSuccess: invalidate,
  });
}
export function useLogMeasurement() {
  const invalidate = useInvalidateProgress();
  return useMutation({
    mutationFn: (body: MeasurementLogBody) =>
      apiJson<{ measurement: MeasurementLog }>('POST', '/api/progress/measurements', body),
    onSuccess: invalidate,
  });
}
export function usePhotos() {
  return useQuery(progressQueries.photos());
}
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, date }: { file: File; date: string }) => {
      const form = new FormData();
      form.append('date', date);
      form.append('file', file);
      return uploadWithProgress<{ photo: ProgressPhoto }>('/api/progress/photos', form, () => undefined);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: progressKeys.photos() }),
  });
}
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/progress/photos/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: progressKeys.photos() }),
  });
}
export function useCheckIn() {
  const invalidate = useInvalidateProgress();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ checkIn: CheckIn }>('POST', '/api/progress/check-ins'),
    onSuccess: () => {
      invalidate();
      // A check-in may make a new version of the plan: every plan query ('plans', features/plans) reloads.
      void queryClient.invalidateQueries({ queryKey: ['plans'] });
    },
  });
}

/** Today's date on the member's own calendar (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const off = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - off).toISOString().slice(0, 10);
}
