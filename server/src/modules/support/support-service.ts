/**
 * Support requests: a member opens a ticket (with an optional screenshot), support replies from the admin console,
 * and the member follows the conversation in "My requests". Members see only their own tickets; staff access is
 * audit-logged like access to reports and plans.
 */
import type { SnapshotCache } from '../../lib/snapshot-cache';
import type { AuditAction } from '@common/audit';
import {
  ADMIN_TICKETS_PAGE_SIZE,
  SUPPORT_REPLY_MS,
  replyDueAt,
  ticketReference,
  type AdminTicket,
  type AdminTicketsQuery,
  type AdminTicketsResponse,
  type NewTicketFields,
  type SupportAttachmentMime,
  type Ticket,
  type TicketMessage,
  type TicketStatus,
  type TicketSummary,
} from '@common/support';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import type { MailQueue, OutgoingMail } from '../../mail/mail-types';
import type { FileStore } from '../../storage/file-store';
import { newStorageKey } from '../../storage/stored-files';
import { supportScreenshotFilesKind } from './support-files';
import { recordAdminListView, recordAudit, recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { replyPostedMail, requestReceivedMail } from './support-mails';
import * as repo from './support-repo';
import type { MessageRow, TicketRow } from './support-repo';
import { readScreenshot } from './screenshot';

export interface SupportServiceDeps {
  db: Db;
  files: FileStore;
  mail: MailQueue;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where the app is reached (links in mails). */
  publicUrl: () => string;
  /** The admin console's totals and analytics, up to ADMIN_SNAPSHOT_MS old (lib/snapshot-cache.ts). */
  snapshots: SnapshotCache;
}

export type SupportService = ReturnType<typeof createSupportService>;

const TICKET_NOT_FOUND = 'Support request not found.';

function toMessageDto(row: MessageRow): TicketMessage {
  return {
    id: row.id,
    fromSupport: row.fromSupport,
    body: row.body,
    attachment:
      row.attachmentKey && row.attachmentName && row.attachmentMime
        ? {
            filename: row.attachmentName,
            mimeType: row.attachmentMime as SupportAttachmentMime,
            size: row.attachmentSize ?? 0,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toSummaryDto(row: TicketRow, messageCount: number): TicketSummary {
  return {
    id: row.id,
    reference: ticketReference(row.id),
    subject: row.subject,
    status: row.status as TicketStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    replyDueAt:
      row.status === 'open' && row.awaitingSince ? replyDueAt(row.awaitingSince).toISOString() : null,
    messageCount,
  };
}

function toTicketDto(row: TicketRow, messages: MessageRow[]): Ticket {
  return { ...toSummaryDto(row, messages.length), messages: messages.map(toMessageDto) };
}

export function createSupportService(deps: SupportServiceDeps) {
  const { db, files, now, log } = deps;

  const linkTo = (ticketId: string) => `${deps.publicUrl()}/support/${ticketId}`;

  /** Mail goes out after the commit; a mail that cannot be queued does not undo the request (it is logged). */
  async function send(mail: OutgoingMail): Promise<void> {
    try {
      await deps.mail.enqueue(mail);
    } catch (err) {
      log.error({ err, category: mail.category }, 'could not queue a support mail');
    }
  }

  function assertStaff(actor: Actor): void {
    authorize(actor.user, 'admin:console', null);
  }

  /** The member's own ticket (another member's is answered as not found). */
  function ownTicket(actor: Actor, row: TicketRow | undefined): TicketRow {
    if (!row) throw new NotFound(TICKET_NOT_FOUND);
    authorize(actor.user, 'ticket:member', row);
    return row;
  }

  async function owned(actor: Actor, id: string): Promise<TicketRow> {
    return ownTicket(actor, await repo.findTicket(db, id));
  }

  /** Any member's ticket, for staff only (the callers write the audit record). */
  async function openedByStaff(actor: Actor, id: string): Promise<TicketRow> {
    assertStaff(actor);
    const row = await repo.findTicket(db, id);
    if (!row) throw new NotFound(TICKET_NOT_FOUND);
    return row;
  }

  async function adminTicket(row: TicketRow): Promise<AdminTicket> {
    const [messages, requester] = await Promise.all([
      repo.listMessages(db, row.id),
      repo.findRequester(db, row.userId, now()),
    ]);
    if (!requester) throw new NotFound(TICKET_NOT_FOUND);
    return { ...toTicketDto(row, messages), requester };
  }

  async function attachmentOf(ticket: TicketRow, messageId: string) {
    const message = await repo.findMessage(db, ticket.id, messageId);
    if (!message?.attachmentKey || !message.attachmentName || !message.attachmentMime)
      throw new NotFound('Attachment not found.');
    return {
      bytes: await files.get(message.attachmentKey),
      filename: message.attachmentName,
      mimeType: message.attachmentMime,
    };
  }

  /** Status changes by staff, in one transaction with the ticket row locked. */
  async function transition(
    actor: Actor,
    id: string,
    change: (row: TicketRow, tx: Executor, at: Date) => Promise<Partial<repo.NewTicket>>,
    action: AuditAction,
  ): Promise<TicketRow> {
    assertStaff(actor);
    const at = now();
    return db.transaction(async (tx) => {
      const row = await repo.findTicket(tx, id, { forUpdate: true });
      if (!row) throw new NotFound(TICKET_NOT_FOUND);
      const updated = await repo.updateTicket(tx, id, { ...(await change(row, tx, at)), updatedAt: at });
      await recordAudit(tx, {
        actorId: actor.user.id,
        action,
        targetType: 'support_ticket',
        targetId: id,
        detail: { ownerId: row.userId },
      });
      return updated!;
    });
  }

  return {
    /** A member's new request; the screenshot is stored (encrypted) first, then the rows in one transaction. */
    async create(
      actor: Actor,
      fields: NewTicketFields,
      attachment: { bytes: Buffer; filename: string | undefined } | undefined,
    ): Promise<Ticket> {
      const screenshot = attachment ? await readScreenshot(attachment) : undefined;
      const storageKey = screenshot ? newStorageKey(supportScreenshotFilesKind) : null;
      if (screenshot && storageKey) await files.put(storageKey, screenshot.bytes);
      const at = now();
      let ticket: TicketRow;
      let message: MessageRow;
      try {
        ({ ticket, message } = await db.transaction(async (tx) => {
          const ticket = await repo.insertTicket(tx, {
            userId: actor.user.id,
            subject: fields.subject,
            status: 'open',
            awaitingSince: at,
            createdAt: at,
            updatedAt: at,
          });
          const message = await repo.insertMessage(tx, {
            ticketId: ticket.id,
            authorId: actor.user.id,
            fromSupport: false,
            body: fields.message,
            attachmentKey: storageKey,
            attachmentName: screenshot?.filename ?? null,
            attachmentMime: screenshot?.mimeType ?? null,
            attachmentSize: screenshot?.bytes.length ?? null,
            createdAt: at,
          });
          await recordAudit(tx, {
            actorId: actor.user.id,
            action: 'support.ticket.created',
            targetType: 'support_ticket',
            targetId: ticket.id,
          });
          return { ticket, message };
        }));
      } catch (err) {
        if (storageKey) await files.delete(storageKey).catch(() => undefined);
        throw err;
      }
      const requester = await repo.findRequester(db, actor.user.id, at);
      await send(
        requestReceivedMail({
          to: actor.user.email,
          username: actor.user.username,
          ticketId: ticket.id,
          link: linkTo(ticket.id),
          priority: requester?.priority ?? false,
          receivedAt: at,
        }),
      );
      return toTicketDto(ticket, [message]);
    },

    async list(actor: Actor): Promise<TicketSummary[]> {
      const rows = await repo.listUserTickets(db, actor.user.id);
      return rows.map((r) => toSummaryDto(r.ticket, r.messageCount));
    },

    async get(actor: Actor, id: string): Promise<Ticket> {
      const row = await owned(actor, id);
      return toTicketDto(row, await repo.listMessages(db, row.id));
    },

    async attachment(actor: Actor, id: string, messageId: string) {
      return attachmentOf(await owned(actor, id), messageId);
    },

    /** The member adds to their request: it is open again, and the reply promise counts from their oldest unanswered message. */
    async followUp(actor: Actor, id: string, body: string): Promise<Ticket> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const locked = ownTicket(actor, await repo.findTicket(tx, id, { forUpdate: true }));
        await repo.insertMessage(tx, {
          ticketId: locked.id,
          authorId: actor.user.id,
          fromSupport: false,
          body,
          createdAt: at,
        });
        return (await repo.updateTicket(tx, locked.id, {
          status: 'open',
          awaitingSince: locked.status === 'open' && locked.awaitingSince ? locked.awaitingSince : at,
          updatedAt: at,
        }))!;
      });
      return toTicketDto(row, await repo.listMessages(db, row.id));
    },

    // ---------------------------------------------------------------------------------------------------------
    // Staff (the admin console's Support tab)

    async queue(actor: Actor, query: AdminTicketsQuery & { page: number }): Promise<AdminTicketsResponse> {
      assertStaff(actor);
      const at = now();
      const { rows, total } = await repo.listQueue(
        db,
        {
          status: query.status,
          now: at,
          limit: ADMIN_TICKETS_PAGE_SIZE,
          offset: (query.page - 1) * ADMIN_TICKETS_PAGE_SIZE,
        },
        (key, count) => deps.snapshots.get(key, count),
      );
      // Requesters' emails and subjects (which may describe their health): audited like the other admin lists.
      await recordAdminListView(db, actor.user, {
        list: 'support_tickets',
        query,
        ownerIds: rows.map((r) => r.ticket.userId),
      });
      return {
        tickets: rows.map((r) => ({
          ...toSummaryDto(r.ticket, r.messageCount),
          requester: r.requester,
        })),
        total,
        page: query.page,
        pageSize: ADMIN_TICKETS_PAGE_SIZE,
        overdue: await repo.countWaitingSince(db, new Date(at.getTime() - SUPPORT_REPLY_MS)),
      };
    },

    async adminGet(actor: Actor, id: string): Promise<AdminTicket> {
      const row = await openedByStaff(actor, id);
      await recordHealthDataAccess(db, actor.user, {
        type: 'support_ticket',
        id: row.id,
        ownerId: row.userId,
      });
      return adminTicket(row);
    },

    async adminAttachment(actor: Actor, id: string, messageId: string) {
      const row = await openedByStaff(actor, id);
      const file = await attachmentOf(row, messageId);
      if (row.userId !== actor.user.id)
        await recordAudit(db, {
          actorId: actor.user.id,
          action: 'admin.support_attachment.viewed',
          targetType: 'support_ticket',
          targetId: row.id,
          detail: { ownerId: row.userId, messageId },
        });
      return file;
    },

    /** Support answers: the ticket is answered, and the member gets a mail pointing to the reply. */
    async reply(actor: Actor, id: string, body: string): Promise<AdminTicket> {
      const row = await transition(
        actor,
        id,
        async (current, tx, at) => {
          if (current.status === 'closed')
            throw new Conflict('This request is closed. Reopen it before replying.');
          await repo.insertMessage(tx, {
            ticketId: current.id,
            authorId: actor.user.id,
            fromSupport: true,
            body,
            createdAt: at,
          });
          return { status: 'answered', awaitingSince: null };
        },
        'support.ticket.replied',
      );
      const ticket = await adminTicket(row);
      await send(
        replyPostedMail({
          to: ticket.requester.email,
          username: ticket.requester.username,
          ticketId: row.id,
          link: linkTo(row.id),
        }),
      );
      return ticket;
    },

    async close(actor: Actor, id: string): Promise<AdminTicket> {
      const row = await transition(
        actor,
        id,
        async (current) => {
          if (current.status === 'closed') throw new Conflict('This request is already closed.');
          return { status: 'closed', awaitingSince: null };
        },
        'support.ticket.closed',
      );
      return adminTicket(row);
    },

    /** Reopened by staff: it needs an answer again, and the reply promise starts now. */
    async reopen(actor: Actor, id: string): Promise<AdminTicket> {
      const row = await transition(
        actor,
        id,
        async (current, _tx, at) => {
          if (current.status !== 'closed') throw new Conflict('Only a closed request can be reopened.');
          return { status: 'open', awaitingSince: at };
        },
        'support.ticket.reopened',
      );
      return adminTicket(row);
    },
  };
}
