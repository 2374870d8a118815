/** A member's support requests: one fetcher and one query or mutation hook per /api/support endpoint. */
import { SUPPORT_FORM_FIELDS, type Ticket } from '@common/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fileUrl } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const supportKeys = queryKeys.support;

export function useMyTickets() {
  return useQuery({
    queryKey: supportKeys.tickets,
    queryFn: async () => (await api.get('/api/support/tickets')).tickets,
  });
}

export function useMyTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: async () => (await api.get('/api/support/tickets/:id', { params: { id } })).ticket,
  });
}

export interface NewTicketInput {
  subject: string;
  message: string;
  screenshot: File | null;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, message, screenshot }: NewTicketInput) => {
      const form = new FormData();
      form.append(SUPPORT_FORM_FIELDS.subject, subject);
      form.append(SUPPORT_FORM_FIELDS.message, message);
      if (screenshot) form.append(SUPPORT_FORM_FIELDS.attachment, screenshot);
      return api.upload('/api/support/tickets', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets }),
  });
}

export function useFollowUp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      (await api.post('/api/support/tickets/:id/messages', { params: { id }, body: { message } })).ticket,
    onSuccess: (ticket: Ticket) => {
      queryClient.setQueryData(supportKeys.ticket(id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.tickets, exact: true });
    },
  });
}

export const myAttachmentUrl = (ticketId: string, messageId: string) =>
  fileUrl('/api/support/tickets/:id/messages/:messageId/attachment', { params: { id: ticketId, messageId } });
