import fastifyMultipart from '@fastify/multipart';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  progressPhotoListResponse,
  progressPhotoResponse,
} from '@common/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { sendStoredFile } from '../../http/file-reply';
import { readMultipartForm } from '../../http/multipart-form';
import { BadRequest } from '../../lib/errors';

const MEMBER = { access: 'member', staffReads: 'none' } as const;
const tags = ['progress'];
const idParams = z.object({ id: z.string().max(100) });

/** /api/progress/photos: optional progress photos, encrypted at rest (adding one is Premium). */
export function progressPhotoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { progressPhotos } = ctx.services;
  return async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });

    app.post(
      '/photos',
      {
        config: { ...MEMBER, rateLimit: ctx.rateLimits.upload },
        schema: {
          tags,
          description:
            "Add a progress photo (form fields 'file': JPEG, PNG or WebP, and optional 'date'); stored re-encoded as JPEG, without metadata, encrypted (Premium).",
          consumes: ['multipart/form-data'],
          response: { 201: progressPhotoResponse },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, {
          fileField: 'file',
          maxFileBytes: PHOTO_MAX_BYTES,
          textFields: ['date'],
          maxFieldBytes: 32,
          deadlineMs: ctx.config.REQUEST_TIMEOUT_MS,
          messages: { tooLarge: PHOTO_MESSAGES.tooLarge, notAForm: PHOTO_MESSAGES.notAForm },
        });
        if (!form.file) throw new BadRequest(PHOTO_MESSAGES.notAForm, 'file');
        const photo = await progressPhotos.upload(actorOf(request), {
          bytes: form.file.bytes,
          date: form.fields.date || undefined,
        });
        return reply.status(201).send({ photo });
      },
    );
    app.get(
      '/photos',
      { config: MEMBER, schema: { tags, response: { 200: progressPhotoListResponse } } },
      async (request) => ({ photos: await progressPhotos.list(actorOf(request)) }),
    );
    app.get(
      '/photos/:id',
      { config: MEMBER, schema: { tags, description: 'The photo (image/jpeg).', params: idParams } },
      async (request, reply) =>
        sendStoredFile(reply, await progressPhotos.file(actorOf(request), request.params.id), 'inline'),
    );
    app.delete(
      '/photos/:id',
      { config: MEMBER, schema: { tags, params: idParams } },
      async (request, reply) => {
        await progressPhotos.delete(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
