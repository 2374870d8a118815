/** The admin console's Support tab: one fetcher and one query or mutation hook per /api/admin/support endpoint. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fileUrl } from '@/lib/api-client';
import { queryKeys, type AdminTicketsParams } from '@/lib/query-keys';

/** Ticket queries live under the console's keys, so the page's Refresh button reloads them too. */
const adminKeys = queryKeys.admin;
export type TicketsParams = AdminTicketsParams;

export function useAdminTickets(params: TicketsParams) {
  return useQuery({
    queryKey: adminKeys.ticketList(params),
    queryFn: () => api.get('/api/admin/support/tickets', { query: params }),
    placeholderData: keepPreviousData,
    // The time left to the reply promise moves: keep the queue current while the tab is open.
    refetchInterval: 60_000,
  });
}

/** Opening a ticket is audit-logged by the server. */
export function useAdminTicket(id: string | null) {
  return useQuery({
    queryKey: adminKeys.ticket(id),
    queryFn: async () =>
      (await api.get('/api/admin/support/tickets/:id', { params: { id: id ?? '' } })).ticket,
    enabled: id !== null,
  });
}

type Action = { kind: 'reply'; message: string } | { kind: 'close' } | { kind: 'reopen' };

/** Reply (mailed to the member), close or reopen. */
export function useTicketAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) => {
      const params = { id };
      const answer =
        action.kind === 'reply'
          ? api.post('/api/admin/support/tickets/:id/replies', { params, body: { message: action.message } })
          : action.kind === 'close'
            ? api.post('/api/admin/support/tickets/:id/close', { params })
            : api.post('/api/admin/support/tickets/:id/reopen', { params });
      return (await answer).ticket;
    },
    onSuccess: async (ticket) => {
      queryClient.setQueryData(adminKeys.ticket(id), ticket);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.ticketLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
      ]);
    },
  });
}

export const adminAttachmentUrl = (ticketId: string, messageId: string) =>
  fileUrl('/api/admin/support/tickets/:id/messages/:messageId/attachment', {
    params: { id: ticketId, messageId },
  });
