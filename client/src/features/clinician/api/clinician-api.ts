/** The clinician's queue and decisions, and the consultation thread (both sides). */
import type {
  ClinicianOverrides,
  ConsultationThread,
  ReviewDetail,
  ReviewQueueItem,
} from '@common/clinician';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

const QUEUE_KEY = ['/api/clinician/reviews'] as const;
const THREAD_KEY = ['/api/consultations/messages'] as const;

export function useReviewQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: async () =>
      (await apiJson<{ reviews: ReviewQueueItem[] }>('GET', `${QUEUE_KEY[0]}?status=pending`)).reviews,
    retry: false,
  });
}

export function useReviewDetail(planId: string) {
  return useQuery({
    queryKey: [...QUEUE_KEY, planId],
    queryFn: async () => (await apiJson<{ detail: ReviewDetail }>('GET', `${QUEUE_KEY[0]}/${planId}`)).detail,
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
    mutationFn: ({ kind, ...body }: ReviewAction) =>
      apiJson<{ message: string; newPlanId: string | null }>(
        'POST',
        `${QUEUE_KEY[0]}/${planId}/${kind}`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}

/** The member's own thread, or (for a clinician) the thread of `memberId`. */
export function useThread(memberId?: string) {
  const url = memberId ? `${THREAD_KEY[0]}?memberId=${memberId}` : THREAD_KEY[0];
  return useQuery({
    queryKey: [...THREAD_KEY, memberId ?? 'mine'],
    queryFn: () => apiJson<ConsultationThread>('GET', url),
  });
}

export function useSendMessage(memberId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; reportId?: string }) =>
      apiJson('POST', THREAD_KEY[0], { ...input, ...(memberId ? { memberId } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: THREAD_KEY }),
  });
}
