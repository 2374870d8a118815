/**
 * /api/support/*: a member's own support requests. /api/admin/support/*: the staff queue (admins only).
 */
import fastifyMultipart from '@fastify/multipart';
import {
  adminTicketResponse,
  adminTicketsQuery,
  adminTicketsResponse,
  newTicketFields,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_MESSAGES,
  SUPPORT_FORM_FIELDS,
  SUPPORT_MESSAGE_MAX,
  ticketAttachmentParams,
  ticketCreatedResponse,
  ticketIdParams,
  ticketListResponse,
  ticketMessageBody,
  ticketResponse,
} from '@common/support';
import { SUPPORT_REPLY_HOURS } from '@common/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { sendStoredFile } from '../../http/file-reply';
import { readMultipartForm } from '../../http/multipart-form';
import { BadRequest } from '../../lib/errors';

const tags = ['support'];
const MEMBER = { access: 'member', staffReads: 'none' } as const;
/** The staff queue shows members' requests (they may describe their health): every answer is audited. */
const ADMIN = { access: 'admin', staffReads: 'audited' } as const;
const NOT_A_FORM = `Send the request as a form (multipart/form-data) with the fields '${SUPPORT_FORM_FIELDS.subject}', '${SUPPORT_FORM_FIELDS.message}' and, optionally, '${SUPPORT_FORM_FIELDS.attachment}'.`;

export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { support } = ctx.services;
  return async (app) => {
    await app.register(fastifyMultipart);

    app.post(
      '/tickets',
      {
        config: { ...MEMBER, rateLimit: ctx.rateLimits.supportTicket },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 201: ticketCreatedResponse },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, {
          fileField: SUPPORT_FORM_FIELDS.attachment,
          maxFileBytes: SUPPORT_ATTACHMENT_MAX_BYTES,
          textFields: [SUPPORT_FORM_FIELDS.subject, SUPPORT_FORM_FIELDS.message],
          // Characters are up to 4 bytes in UTF-8; the schema then counts characters.
          maxFieldBytes: SUPPORT_MESSAGE_MAX * 4,
          deadlineMs: ctx.config.REQUEST_TIMEOUT_MS,
          messages: { tooLarge: SUPPORT_ATTACHMENT_MESSAGES.tooLarge, notAForm: NOT_A_FORM },
        });
        const parsed = newTicketFields.safeParse(form.fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new BadRequest(issue.message, String(issue.path[0]));
        }
        const ticket = await support.create(actorOf(request), parsed.data, form.file);
        return reply.status(201).send({
          message: `Your request ${ticket.reference} was sent. We emailed you a copy and will reply within ${SUPPORT_REPLY_HOURS} hours.`,
          ticket,
        });
      },
    );

    app.get(
      '/tickets',
      { config: MEMBER, schema: { tags, response: { 200: ticketListResponse } } },
      async (request) => ({ tickets: await support.list(actorOf(request)) }),
    );

    app.get(
      '/tickets/:id',
      { config: MEMBER, schema: { tags, params: ticketIdParams, response: { 200: ticketResponse } } },
      async (request) => ({ ticket: await support.get(actorOf(request), request.params.id) }),
    );

    app.post(
      '/tickets/:id/messages',
      {
        config: { ...MEMBER, rateLimit: ctx.rateLimits.supportMessage },
        schema: { tags, params: ticketIdParams, body: ticketMessageBody, response: { 200: ticketResponse } },
      },
      async (request) => ({
        ticket: await support.followUp(actorOf(request), request.params.id, request.body.message),
      }),
    );

    app.get(
      '/tickets/:id/messages/:messageId/attachment',
      { config: MEMBER, schema: { tags, params: ticketAttachmentParams } },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await support.attachment(actorOf(request), request.params.id, request.params.messageId),
          'inline',
        ),
    );
  };
}

export function supportAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { support } = ctx.services;
  const adminTags = ['admin', 'support'];
  return async (app) => {
    app.get(
      '/tickets',
      {
        config: ADMIN,
        schema: { tags: adminTags, querystring: adminTicketsQuery, response: { 200: adminTicketsResponse } },
      },
      async (request) => support.queue(actorOf(request), request.query),
    );

    app.get(
      '/tickets/:id',
      {
        config: ADMIN,
        schema: { tags: adminTags, params: ticketIdParams, response: { 200: adminTicketResponse } },
      },
      async (request) => ({ ticket: await support.adminGet(actorOf(request), request.params.id) }),
    );

    app.get(
      '/tickets/:id/messages/:messageId/attachment',
      { config: ADMIN, schema: { tags: adminTags, params: ticketAttachmentParams } },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await support.adminAttachment(actorOf(request), request.params.id, request.params.messageId),
          'inline',
        ),
    );

    app.post(
      '/tickets/:id/replies',
      {
        config: ADMIN,
        schema: {
          tags: adminTags,
          params: ticketIdParams,
          body: ticketMessageBody,
          response: { 200: adminTicketResponse },
        },
      },
      async (request) => ({
        ticket: await support.reply(actorOf(request), request.params.id, request.body.message),
      }),
    );

    app.post(
      '/tickets/:id/close',
      {
        config: ADMIN,
        schema: { tags: adminTags, params: ticketIdParams, response: { 200: adminTicketResponse } },
      },
      async (request) => ({ ticket: await support.close(actorOf(request), request.params.id) }),
    );

    app.post(
      '/tickets/:id/reopen',
      {
        config: ADMIN,
        schema: { tags: adminTags, params: ticketIdParams, response: { 200: adminTicketResponse } },
      },
      async (request) => ({ ticket: await support.reopen(actorOf(request), request.params.id) }),
    );
  };
}
