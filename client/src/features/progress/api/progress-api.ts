import type { MealLogBody, MeasurementLogBody, WeightLogBody, WorkoutLogBody } from '@common/progress';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, describeRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const progressKeys = queryKeys.progress;

export const progressQueries = {
  weights: () =>
    queryOptions({ queryKey: progressKeys.weights(), queryFn: () => api.get('/api/progress/weights') }),
  measurements: () =>
    queryOptions({
      queryKey: progressKeys.measurements(),
      queryFn: () => api.get('/api/progress/measurements'),
    }),
  summary: () =>
    queryOptions({ queryKey: progressKeys.summary(), queryFn: () => api.get('/api/progress/summary') }),
  /** Read fresh on each visit: a report uploaded elsewhere in the app changes it. */
  outcomes: () =>
    queryOptions({
      queryKey: progressKeys.outcomes(),
      queryFn: () => api.get('/api/progress/outcomes'),
      staleTime: 0,
    }),
  /** One plan's sessions: a long-time member's whole history is hundreds of sessions /today does not need. */
  workouts: (planId: string) =>
    queryOptions({
      queryKey: progressKeys.workouts(planId),
      queryFn: () => api.get('/api/workouts/logs', { query: { planId } }),
    }),
  meals: (planId: string) =>
    queryOptions({
      queryKey: progressKeys.meals(planId),
      queryFn: () => api.get('/api/plans/:id/meals', { params: { id: planId } }),
    }),
  photos: () =>
    queryOptions({ queryKey: progressKeys.photos(), queryFn: () => api.get('/api/progress/photos') }),
};

/** The requests the offline sync queue sends for /today: a session's sets, and a meal's status. */
export const queuedRequests = {
  workout: (body: WorkoutLogBody) => describeRequest('POST', '/api/workouts/logs', { body }),
  meal: (planId: string, body: MealLogBody) =>
    describeRequest('PUT', '/api/plans/:id/meals', { params: { id: planId }, body }),
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
export function useProgressOutcomes() {
  return useQuery(progressQueries.outcomes());
}
/** Steps and resting heart rate a phone or watch recorded (imported), one row per day from `from` to `to`. */
export function useActivity(from: string, to: string) {
  return useQuery({
    queryKey: progressKeys.activity(from, to),
    queryFn: () => api.get('/api/progress/activity', { query: { from, to } }),
  });
}
export function useProgressSummary(enabled: boolean) {
  return useQuery({ ...progressQueries.summary(), enabled });
}
export function useWorkoutLogs(planId: string, enabled: boolean) {
  return useQuery({ ...progressQueries.workouts(planId), enabled });
}
export function useMealLogs(planId: string | null, enabled: boolean) {
  return useQuery({ ...progressQueries.meals(planId ?? ''), enabled: enabled && planId !== null });
}

export function useLogWeight() {
  const invalidate = useInvalidateProgress();
  return useMutation({
    mutationFn: (body: WeightLogBody) => api.post('/api/progress/weights', { body }),
    onSuccess: invalidate,
  });
}
export function useDeleteWeight() {
  const invalidate = useInvalidateProgress();
  return useMutation({
    mutationFn: (date: string) => api.delete('/api/progress/weights/:date', { params: { date } }),
    onSuccess: invalidate,
  });
}
export function useLogMeasurement() {
  const invalidate = useInvalidateProgress();
  return useMutation({
    mutationFn: (body: MeasurementLogBody) => api.post('/api/progress/measurements', { body }),
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
      return api.upload('/api/progress/photos', form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: progressKeys.photos() }),
  });
}
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/progress/photos/:id', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: progressKeys.photos() }),
  });
}
export function useCheckIn() {
  const invalidate = useInvalidateProgress();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/progress/check-ins'),
    onSuccess: () => {
      invalidate();
      // A check-in may make a new version of the plan: every plan query ('plans', features/plans) reloads.
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all });
    },
  });
}

/** Today's date on the member's own calendar (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const off = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - off).toISOString().slice(0, 10);
}
