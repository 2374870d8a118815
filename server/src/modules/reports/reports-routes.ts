import fastifyMultipart from '@fastify/multipart';
import { messageResponse } from '@common/auth';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@common/limits';
import { biomarkerAddBody, biomarkerCorrectionBody, biomarkerResultResponse } from '@common/biomarkers';
import {
  reportIdentityBody,
  reportListResponse,
  reportResponse,
  reportUpdatedResponse,
  uploadResponse,
} from '@common/reports';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { sendStoredFile } from '../../http/file-reply';
import { readMultipartForm } from '../../http/multipart-form';
import { BadRequest } from '../../lib/errors';

const idParams = z.object({ id: z.string().max(100) });
const NOT_A_FORM = "Upload the report as a form (multipart/form-data) with one field named 'file'.";

/** The one 'file' field of the upload form. */
async function readUpload(
  request: FastifyRequest,
  deadlineMs: number,
): Promise<{ filename: string | undefined; bytes: Buffer }> {
  const { file } = await readMultipartForm(request, {
    fileField: 'file',
    maxFileBytes: UPLOAD_MAX_BYTES,
    textFields: [],
    maxFieldBytes: 0,
    deadlineMs,
    messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, notAForm: NOT_A_FORM },
  });
  if (!file) throw new BadRequest(NOT_A_FORM, 'file');
  return file;
}

export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { reports } = ctx.services;
  return async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

    app.post(
      '/upload',
      {
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.upload },
        schema: { tags: ['reports'], consumes: ['multipart/form-data'], response: { 201: uploadResponse } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await reports.upload(actorOf(request), await readUpload(request, ctx.config.REQUEST_TIMEOUT_MS)),
          ),
    );

    app.get(
      '/reports',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: {
          tags: ['reports'],
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }),
          response: { 200: reportListResponse },
        },
      },
      async (request) => ({ reports: await reports.list(actorOf(request).user.id, request.query.limit) }),
    );

    app.get(
      '/reports/:id',
      {
        config: { access: 'member', staffReads: 'audited' },
        schema: { tags: ['reports'], params: idParams, response: { 200: reportResponse } },
      },
      async (request) => reports.get(actorOf(request), request.params.id),
    );

    app.get(
      '/reports/:id/file',
      {
        config: { access: 'member', staffReads: 'audited' },
        schema: { tags: ['reports'], params: idParams },
      },
      async (request, reply) => {
        return sendStoredFile(reply, await reports.file(actorOf(request), request.params.id));
      },
    );

    app.patch(
      '/reports/:id/biomarkers/:biomarkerId',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: {
          tags: ['reports'],
          params: z.object({ id: z.string().max(100), biomarkerId: z.string().max(100) }),
          body: biomarkerCorrectionBody,
          response: { 200: biomarkerResultResponse },
        },
      },
      async (request) => ({
        biomarker: await reports.correct(
          actorOf(request),
          request.params.id,
          request.params.biomarkerId,
          request.body,
        ),
      }),
    );

    // A result the reading missed, added by the member (issue 31).
    app.post(
      '/reports/:id/biomarkers',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: {
          tags: ['reports'],
          params: idParams,
          body: biomarkerAddBody,
          response: { 201: biomarkerResultResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ biomarker: await reports.addResult(actorOf(request), request.params.id, request.body) }),
    );

    app.post(
      '/reports/:id/biomarkers/:biomarkerId/confirm',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: {
          tags: ['reports'],
          params: z.object({ id: z.string().max(100), biomarkerId: z.string().max(100) }),
          response: { 200: biomarkerResultResponse },
        },
      },
      async (request) => ({
        biomarker: await reports.confirm(actorOf(request), request.params.id, request.params.biomarkerId),
      }),
    );

    app.get(
      '/reports/:id/biomarkers/:biomarkerId/crop',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: {
          tags: ['reports'],
          params: z.object({ id: z.string().max(100), biomarkerId: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const png = await reports.crop(actorOf(request), request.params.id, request.params.biomarkerId);
        // API answers are no-store already (health data is never cached).
        return reply.type('image/png').header('x-content-type-options', 'nosniff').send(png);
      },
    );

    app.post(
      '/reports/:id/retry',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: {
          tags: ['reports'],
          params: idParams,
          response: { 200: reportUpdatedResponse },
        },
      },
      async (request) => ({ report: await reports.retry(actorOf(request), request.params.id) }),
    );

    // "Is this your report?" (asked when its header contradicts the profile): "mine" joins trends and plans.
    app.post(
      '/reports/:id/identity',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: {
          tags: ['reports'],
          params: idParams,
          body: reportIdentityBody,
          response: { 200: reportUpdatedResponse },
        },
      },
      async (request) => ({
        report: await reports.answerIdentity(actorOf(request), request.params.id, request.body.answer),
      }),
    );

    app.delete(
      '/reports/:id',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['reports'], params: idParams, response: { 200: messageResponse } },
      },
      async (request) => {
        await reports.remove(actorOf(request), request.params.id);
        return { message: 'Report deleted.' };
      },
    );
  };
}
