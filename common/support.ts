/**
 * Support requests ("Contact Support" in the Help Center, "My requests", the admin console's Support tab): limits,
 * statuses, the reply promise (docs/product.md#pricing-and-limits: support replies within 24 hours; premium: priority email support) and the
 * API shapes shared by server and client.
 */
import { z } from 'zod';
import { textField } from './auth';
import { SUPPORT_ATTACHMENT_MAX_MB, SUPPORT_REPLY_HOURS } from './limits';

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;

/** A screenshot: PNG, JPEG or WebP (decided from the bytes), at most SUPPORT_ATTACHMENT_MAX_MB. */
export { SUPPORT_ATTACHMENT_MAX_MB };
export const SUPPORT_ATTACHMENT_MAX_BYTES = SUPPORT_ATTACHMENT_MAX_MB * 1024 * 1024;
export const SUPPORT_ATTACHMENT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SupportAttachmentMime = (typeof SUPPORT_ATTACHMENT_MIME_TYPES)[number];
export const SUPPORT_ATTACHMENT_EXTENSIONS_BY_MIME: Record<SupportAttachmentMime, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};
export const SUPPORT_ATTACHMENT_ACCEPT = [
  ...SUPPORT_ATTACHMENT_MIME_TYPES,
  ...Object.values(SUPPORT_ATTACHMENT_EXTENSIONS_BY_MIME).flat(),
].join(',');
export const SUPPORT_ATTACHMENT_MESSAGES = {
  invalidType: 'Attach a screenshot as a PNG, JPEG or WebP image.',
  tooLarge: `The screenshot must be smaller than ${SUPPORT_ATTACHMENT_MAX_MB} MB.`,
  empty: 'The screenshot file is empty.',
} as const;

/** The browser-side check of a chosen screenshot (the server decides again from the bytes). */
export function supportAttachmentProblem(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')).toLowerCase() : '';
  const byMime = SUPPORT_ATTACHMENT_EXTENSIONS_BY_MIME[file.type as SupportAttachmentMime];
  const known = Object.values(SUPPORT_ATTACHMENT_EXTENSIONS_BY_MIME).flat();
  if (file.type ? !byMime : !known.includes(ext)) return SUPPORT_ATTACHMENT_MESSAGES.invalidType;
  if (file.size === 0) return SUPPORT_ATTACHMENT_MESSAGES.empty;
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return SUPPORT_ATTACHMENT_MESSAGES.tooLarge;
  return null;
}

/** The multipart field names of the contact form. */
export const SUPPORT_FORM_FIELDS = {
  subject: 'subject',
  message: 'message',
  attachment: 'attachment',
} as const;

/** open: waiting for support · answered: support replied, waiting for the member · closed: done. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** How long support may take to reply (docs/product.md#pricing-and-limits: support replies within 24 hours). */
export const SUPPORT_REPLY_MS = SUPPORT_REPLY_HOURS * 3_600_000;

/** When the reply is due: SUPPORT_REPLY_HOURS after the member's message that is still unanswered. */
export function replyDueAt(awaitingSince: Date): Date {
  return new Date(awaitingSince.getTime() + SUPPORT_REPLY_MS);
}

/** "5 h 20 min left", "40 min left" or, past the promise, "overdue by 2 h 5 min". */
export function replyTimeLeftText(dueAt: Date | string, now: Date): string {
  const ms = new Date(dueAt).getTime() - now.getTime();
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const h = Math.floor(minutes / 60);
  const text = h > 0 ? `${h} h ${minutes % 60} min` : `${minutes} min`;
  return ms >= 0 ? `${text} left` : `overdue by ${text}`;
}

/** "#3F2A9C1B": how a ticket is named in mails and lists (the first 8 characters of its id). */
export function ticketReference(id: string): string {
  return `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

export const supportSubjectField = textField('Subject')
  .trim()
  .min(SUPPORT_SUBJECT_MIN, `Subject must be at least ${SUPPORT_SUBJECT_MIN} characters`)
  .max(SUPPORT_SUBJECT_MAX, `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`);

export const supportMessageField = textField('Message')
  .trim()
  .min(SUPPORT_MESSAGE_MIN, `Message must be at least ${SUPPORT_MESSAGE_MIN} characters`)
  .max(SUPPORT_MESSAGE_MAX, `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`);

/** The text fields of the contact form (sent as multipart with the optional screenshot). */
export const newTicketFields = z.object({ subject: supportSubjectField, message: supportMessageField });
export type NewTicketFields = z.infer<typeof newTicketFields>;

/** A follow-up from the member or a reply from support. */
export const ticketMessageBody = z.object({ message: supportMessageField });
export type TicketMessageBody = z.infer<typeof ticketMessageBody>;

export const ticketIdParams = z.object({ id: z.uuid({ error: 'Ticket id must be a UUID' }) });
export const ticketAttachmentParams = ticketIdParams.extend({
  messageId: z.uuid({ error: 'Message id must be a UUID' }),
});

export const adminTicketsQuery = z.object({
  status: z
    .enum(TICKET_STATUSES, { error: `Status must be one of ${TICKET_STATUSES.join(', ')}` })
    .optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(1_000_000, 'Page must be at most 1000000')
    .default(1),
});
export type AdminTicketsQuery = z.input<typeof adminTicketsQuery>;
export const ADMIN_TICKETS_PAGE_SIZE = 50;

// ---------------------------------------------------------------------------------------------------------------
// Responses

export const ticketAttachmentSchema = z.object({
  filename: z.string(),
  mimeType: z.enum(SUPPORT_ATTACHMENT_MIME_TYPES),
  size: z.number(),
});

export const ticketMessageSchema = z.object({
  id: z.string(),
  /** true: written by support staff (shown as "Support"); false: by the member. */
  fromSupport: z.boolean(),
  body: z.string(),
  attachment: ticketAttachmentSchema.nullable(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When support's reply is due (null unless the ticket is open). */
  replyDueAt: z.string().nullable(),
  messageCount: z.number(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListResponse = z.object({ tickets: z.array(ticketSummarySchema) });
export const ticketResponse = z.object({ ticket: ticketSchema });
export type TicketResponse = z.infer<typeof ticketResponse>;
export const ticketCreatedResponse = z.object({ message: z.string(), ticket: ticketSchema });
export type TicketCreatedResponse = z.infer<typeof ticketCreatedResponse>;

/** The member behind a ticket, as the admin queue shows them. */
export const ticketRequesterSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** Premium active or doctor verified: priority email support (docs/product.md#data). */
  priority: z.boolean(),
});

export const adminTicketSummarySchema = ticketSummarySchema.extend({ requester: ticketRequesterSchema });
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;
export const adminTicketSchema = ticketSchema.extend({ requester: ticketRequesterSchema });
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const adminTicketsResponse = z.object({
  tickets: z.array(adminTicketSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Open tickets whose reply is overdue (all pages). */
  overdue: z.number(),
});
export type AdminTicketsResponse = z.infer<typeof adminTicketsResponse>;
export const adminTicketResponse = z.object({ ticket: adminTicketSchema });
export type AdminTicketResponse = z.infer<typeof adminTicketResponse>;
