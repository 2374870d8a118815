/** The clinician's queue and decisions, and the consultation thread (both sides). */
import type { ClinicianOverrides } from '@common/clinician';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const { clinician: clinicianKeys, consultations: threadKeys } = queryKeys;

export function useReviewQueue() {
  return useQuery({
    queryKey: clinicianKeys.queue,
    queryFn: async () => (await api.get('/api/clinician/reviews', { query: { status: 'pending' } })).reviews,
    retry: false,
  });
}

export function useReviewDetail(planId: string) {
  return useQuery({
    queryKey: clinicianKeys.review(planId),
    queryFn: async () => (await api.get('/api/clinician/reviews/:planId', { params: { planId } })).detail,
    retry: false,
  });
}

export type ReviewAction =
  | { kind: 'approve'; note?: string }
  | { kind: 'request-changes'; note: string; overrides: ClinicianOverrides }
  | { kind: 'decline'; reason: string };

export function useReviewAction(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReviewAction) => {
      const params = { planId };
      switch (action.kind) {
        case 'approve':
          return api.post('/api/clinician/reviews/:planId/approve', { params, body: { note: action.note } });
        case 'request-changes':
          return api.post('/api/clinician/reviews/:planId/request-changes', {
            params,
            body: { note: action.note, overrides: action.overrides },
          });
        case 'decline':
          return api.post('/api/clinician/reviews/:planId/decline', {
            params,
            body: { reason: action.reason },
          });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicianKeys.queue }),
  });
}

/** The member's own thread, or (for a clinician) the thread of `memberId`. */
export function useThread(memberId?: string) {
  return useQuery({
    queryKey: threadKeys.thread(memberId),
    queryFn: () => api.get('/api/consultations/messages', { query: { memberId } }),
  });
}

export function useSendMessage(memberId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; reportId?: string }) =>
      api.post('/api/consultations/messages', { body: { ...input, ...(memberId ? { memberId } : {}) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKeys.all }),
  });
}
