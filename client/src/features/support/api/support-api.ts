/** A member's support requests: one fetcher and one query or mutation hook per /api/support endpoint. */
import {
  SUPPORT_FORM_FIELDS,
  type Ticket,
  type TicketCreatedResponse,
  type TicketResponse,
  type TicketSummary,
} from '@common/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, uploadWithProgress } from '@/lib/api';

const TICKETS_KEY = ['/api/support/tickets'] as const;

export function useMyTickets() {
  return useQuery({
    queryKey: TICKETS_KEY,
    queryFn: async () => (await apiJson<{ tickets: TicketSummary[] }>('GET', TICKETS_KEY[0])).tickets,
  });
}

export function useMyTicket(id: string) {
  return useQuery({
    queryKey: [...TICKETS_KEY, id],
    queryFn: async () => (await apiJson<TicketResponse>('GET', `${TICKETS_KEY[0]}/${id}`)).ticket,
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
      return uploadWithProgress<TicketCreatedResponse>(TICKETS_KEY[0], form, () => undefined);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
}

export function useFollowUp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      (await apiJson<TicketResponse>('POST', `${TICKETS_KEY[0]}/${id}/messages`, { message })).ticket,
    onSuccess: (ticket: Ticket) => {
      queryClient.setQueryData([...TICKETS_KEY, id], ticket);
      return queryClient.invalidateQueries({ queryKey: TICKETS_KEY, exact: true });
    },
  });
}

export const myAttachmentUrl = (ticketId: string, messageId: string) =>
  `${TICKETS_KEY[0]}/${ticketId}/messages/${messageId}/attachment`;
