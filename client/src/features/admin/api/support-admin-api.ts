/** The admin console's Support tab: one fetcher and one query or mutation hook per /api/admin/support endpoint. */
import type { AdminTicketResponse, AdminTicketsResponse, TicketStatus } from '@common/support';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { adminKeys } from './admin-api';

const TICKETS_URL = '/api/admin/support/tickets';

/** Ticket queries live under the console's keys, so the page's Refresh button reloads them too. */
export const ticketKeys = {
  all: [...adminKeys.all, 'support', 'tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (params: TicketsParams) => [...ticketKeys.lists(), params] as const,
  detail: (id: string | null) => [...ticketKeys.all, 'detail', id] as const,
};

export interface TicketsParams {
  status: TicketStatus | undefined;
  page: number;
}

export function useAdminTickets(params: TicketsParams) {
  return useQuery({
    queryKey: ticketKeys.list(params),
    queryFn: () => {
      const search = new URLSearchParams({ page: String(params.page) });
      if (params.status) search.set('status', params.status);
      return apiJson<AdminTicketsResponse>('GET', `${TICKETS_URL}?${search}`);
    },
    placeholderData: keepPreviousData,
    // The time left to the reply promise moves: keep the queue current while the tab is open.
    refetchInterval: 60_000,
  });
}

/** Opening a ticket is audit-logged by the server. */
export function useAdminTicket(id: string | null) {
  return useQuery({
    queryKey: ticketKeys.detail(id),
    queryFn: async () => (await apiJson<AdminTicketResponse>('GET', `${TICKETS_URL}/${id}`)).ticket,
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
        action.kind === 'reply' ? `${TICKETS_URL}/${id}/replies` : `${TICKETS_URL}/${id}/${action.kind}`;
      const body = action.kind === 'reply' ? { message: action.message } : undefined;
      return (await apiJson<AdminTicketResponse>('POST', url, body)).ticket;
    },
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(id), ticket);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
      ]);
    },
  });
}

export const adminAttachmentUrl = (ticketId: string, messageId: string) =>
  `${TICKETS_URL}/${ticketId}/messages/${messageId}/attachment`;
