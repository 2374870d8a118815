/** The admin console's Support tab: one fetcher and one query or mutation hook per /api/admin/support endpoint. */
import type { AdminTicketResponse, AdminTicketsResponse, TicketStatus } from '@common/support';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

const TICKETS_KEY = ['/api/admin/support/tickets'] as const;
const ACTIVITY_KEY = ['/api/admin/activity'] as const;

export interface TicketsParams {
  status: TicketStatus | undefined;
  page: number;
}

export function useAdminTickets(params: TicketsParams) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'list', params],
    queryFn: () => {
      const search = new URLSearchParams({ page: String(params.page) });
      if (params.status) search.set('status', params.status);
      return apiJson<AdminTicketsResponse>('GET', `${TICKETS_KEY[0]}?${search}`);
    },
    placeholderData: keepPreviousData,
    // The time left to the reply promise moves: keep the queue current while the tab is open.
    refetchInterval: 60_000,
  });
}

/** Opening a ticket is audit-logged by the server. */
export function useAdminTicket(id: string | null) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'detail', id],
    queryFn: async () => (await apiJson<AdminTicketResponse>('GET', `${TICKETS_KEY[0]}/${id}`)).ticket,
    enabled: id !== null,
  });
}

type Action = { kind: 'reply'; message: string } | { kind: 'close' } | { kind: 'reopen' };

/** Reply (mailed to the member), close or reopen. */
export function useTicketAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) => {
      const url =
        action.kind === 'reply'
          ? `${TICKETS_KEY[0]}/${id}/replies`
          : `${TICKETS_KEY[0]}/${id}/${action.kind}`;
      const body = action.kind === 'reply' ? { message: action.message } : undefined;
      return (await apiJson<AdminTicketResponse>('POST', url, body)).ticket;
    },
    onSuccess: async (ticket) => {
      queryClient.setQueryData([...TICKETS_KEY, 'detail', id], ticket);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...TICKETS_KEY, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY }),
      ]);
    },
  });
}

export const adminAttachmentUrl = (ticketId: string, messageId: string) =>
  `${TICKETS_KEY[0]}/${ticketId}/messages/${messageId}/attachment`;
