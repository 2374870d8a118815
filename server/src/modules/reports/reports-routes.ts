import fastifyMultipart from '@fastify/multipart';
import { messageResponse } from '@common/auth';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@common/limits';
import { biomarkerCorrectionBody, biomarkerResultSchema } from '@common/biomarkers';
import { reportListResponse, reportResponse, uploadResponse } from '@common/reports';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { BadRequest, PayloadTooLarge } from '../../lib/errors';

const idParams = z.object({ id: z.string().max(100) });
/** Multipart framing around a 10 MB file is a few hundred bytes; anything declaring much more is refused unread. */
const MAX_REQUEST_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
const NOT_A_FORM = "Upload the report as a form (multipart/form-data) with one field named 'file'.";

/**
 * Reads the one 'file' field, stopping as soon as it passes the size limit. A client that has not sent the whole
 * file within `deadlineMs` (a stalled or deliberately slow upload) is disconnected.
 */
async function readUpload(
  request: FastifyRequest,
  deadlineMs: number,
): Promise<{ filename: string | undefined; bytes: Buffer }> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_REQUEST_BYTES) throw new PayloadTooLarge(UPLOAD_MESSAGES.tooLarge);
  if (!request.isMultipart()) throw new BadRequest(NOT_A_FORM, 'file');
  const deadline = setTimeout(() => {
    request.log.warn('upload not received in time: closing the connection');
    request.raw.destroy();
  }, deadlineMs);
  let upload: { filename: string | undefined; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    })) {
      if (part.type !== 'file') continue;
      if (upload || part.fieldname !== 'file') throw new BadRequest(NOT_A_FORM, 'file');
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        if (part.file.truncated) throw new PayloadTooLarge(UPLOAD_MESSAGES.tooLarge);
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw new PayloadTooLarge(UPLOAD_MESSAGES.tooLarge);
      upload = { filename: part.filename, bytes: Buffer.concat(chunks) };
    }
  } catch (err) {
    throw mapMultipartError(err);
  } finally {
    clearTimeout(deadline);
  }
  if (!upload) throw new BadRequest(NOT_A_FORM, 'file');
  return upload;
}

function mapMultipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLarge(UPLOAD_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new BadRequest('Upload one file at a time.', 'file');
  if (
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_MP_PREMATURE_CLOSE'
  )
    return new BadRequest(NOT_A_FORM, 'file');
  // Truncated or malformed multipart framing (busboy/dicer): the request is broken, not the server.
  if (
    err instanceof Error &&
    /Unexpected end of (form|multipart data)|Malformed part header|Boundary not found|Part terminated early/i.test(
      err.message,
    )
  )
    return new BadRequest(NOT_A_FORM, 'file');
  return err;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { reports } = ctx.services;
  return async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

    app.post(
      '/upload',
      {
        config: { access: 'member', rateLimit: ctx.rateLimits.upload },
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
        config: { access: 'member' },
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
        config: { access: 'member' },
        schema: { tags: ['reports'], params: idParams, response: { 200: reportResponse } },
      },
      async (request) => reports.get(actorOf(request), request.params.id),
    );

    app.get(
      '/reports/:id/file',
      { config: { access: 'member' }, schema: { tags: ['reports'], params: idParams } },
      async (request, reply) => {
        const file = await reports.file(actorOf(request), request.params.id);
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', attachment(file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.bytes);
      },
    );

    app.patch(
      '/reports/:id/biomarkers/:biomarkerId',
      {
        config: { access: 'member' },
        schema: {
          tags: ['reports'],
          params: z.object({ id: z.string().max(100), biomarkerId: z.string().max(100) }),
          body: biomarkerCorrectionBody,
          response: { 200: z.object({ biomarker: biomarkerResultSchema }) },
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

    app.delete(
      '/reports/:id',
      {
        config: { access: 'member' },
        schema: { tags: ['reports'], params: idParams, response: { 200: messageResponse } },
      },
      async (request) => {
        await reports.remove(actorOf(request), request.params.id);
        return { message: 'Report deleted.' };
      },
    );
  };
}
