/** /api/imports: health data brought in from other systems (FHIR lab results, Apple Health exports, FIT files). */
import fastifyMultipart from '@fastify/multipart';
import { FHIR_JSON_MIME, fhirImportResponse } from '@common/fhir';
import {
  APPLE_HEALTH_LIMITS,
  APPLE_HEALTH_MESSAGES,
  appleHealthImportQuery,
  FIT_LIMITS,
  FIT_MESSAGES,
  importAcceptedResponse,
  importIdParams,
  importListResponse,
  importSchema,
} from '@common/imports';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@common/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { readMultipartFiles, readMultipartForm, saveMultipartFile } from '../../http/multipart-form';
import { BadRequest } from '../../lib/errors';

/** An upload older than a day belongs to an import its server stopped in (an import takes minutes): removed at start. */
const UPLOAD_KEPT_MS = 86_400_000;

async function removeAbandonedUploads(dir: string, now: Date): Promise<void> {
  for (const name of await readdir(dir).catch(() => [])) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now.getTime() - info.mtime.getTime() > UPLOAD_KEPT_MS) await rm(file, { force: true });
  }
}

const NOT_A_FILE =
  "Send the FHIR file as the JSON body (application/json or application/fhir+json) or as a form field named 'file'.";

export function importRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { imports } = ctx.services;
  // Uploads wait here until imported: on the data disk (a 1 GB export may not fit a RAM-backed /tmp).
  const uploadDir = path.join(ctx.config.dataDir, 'import-uploads');
  const MEMBER = { access: 'member', staffReads: 'none' } as const;
  return async (app) => {
    await removeAbandonedUploads(uploadDir, new Date());
    await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    // The body is kept as bytes: the service parses it (and keeps the file as the report's document).
    app.addContentTypeParser(
      ['application/json', FHIR_JSON_MIME],
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/fhir',
      {
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.upload },
        bodyLimit: UPLOAD_MAX_BYTES,
        schema: {
          tags: ['imports'],
          consumes: ['application/fhir+json', 'application/json', 'multipart/form-data'],
          response: { 201: fhirImportResponse },
        },
      },
      async (request, reply) => {
        let file: { filename: string | undefined; bytes: Buffer } | undefined;
        if (request.isMultipart()) {
          file = (
            await readMultipartForm(request, {
              fileField: 'file',
              maxFileBytes: UPLOAD_MAX_BYTES,
              textFields: [],
              maxFieldBytes: 0,
              deadlineMs: ctx.config.REQUEST_TIMEOUT_MS,
              messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, notAForm: NOT_A_FILE },
            })
          ).file;
        } else if (Buffer.isBuffer(request.body)) {
          file = { filename: undefined, bytes: request.body };
        }
        if (!file || file.bytes.length === 0) throw new BadRequest(NOT_A_FILE, 'file');
        return reply.status(201).send(await imports.importFhir(actorOf(request), file));
      },
    );

    app.post(
      '/apple-health',
      {
        config: { ...MEMBER, rateLimit: ctx.rateLimits.upload },
        schema: {
          tags: ['imports'],
          description:
            "An Apple Health export.zip (form field 'file'): checked at once (400/413/422 when it cannot be one), then imported in the background; follow it at GET /api/imports/{id}. Importing the same export again adds nothing twice. `kinds` (comma-separated: weight, bodyFat, waist, restingHeartRate, activity, workouts; absent = all) chooses what is imported; the rest is counted as skipped, left out by choice.",
          consumes: ['multipart/form-data'],
          querystring: appleHealthImportQuery,
          response: { 202: importAcceptedResponse },
        },
      },
      async (request, reply) => {
        await mkdir(uploadDir, { recursive: true, mode: 0o700 });
        const target = path.join(uploadDir, `${randomUUID()}.zip`);
        try {
          const { filename } = await saveMultipartFile(
            request,
            {
              fileField: 'file',
              maxFileBytes: APPLE_HEALTH_LIMITS.maxUploadBytes,
              deadlineMs: ctx.config.REQUEST_TIMEOUT_MS,
              messages: {
                tooLarge: APPLE_HEALTH_MESSAGES.tooLarge,
                notAForm: "Send the export.zip as a form field named 'file'.",
              },
            },
            target,
          );
          const job = await imports.acceptAppleHealth(
            actorOf(request),
            { filename, path: target },
            request.query.kinds,
          );
          return reply.status(202).send({
            id: job.id,
            message: 'The export is being imported; this can take a minute for years of data.',
          });
        } catch (err) {
          await rm(target, { force: true });
          throw err;
        }
      },
    );

    app.post(
      '/fit',
      {
        config: { ...MEMBER, rateLimit: ctx.rateLimits.upload },
        bodyLimit: FIT_LIMITS.maxTotalBytes + 1024 * 1024,
        schema: {
          tags: ['imports'],
          description: `FIT activity files from a watch (form field 'file', up to ${FIT_LIMITS.maxFiles} at once): checked at once (400/413/422 when none can be imported; a broken file among good ones is listed as refused), then imported in the background as workouts; follow it at GET /api/imports/{id}. Importing the same files again adds nothing twice.`,
          consumes: ['multipart/form-data'],
          response: { 202: importAcceptedResponse },
        },
      },
      async (request, reply) => {
        const files = await readMultipartFiles(request, {
          fileField: 'file',
          maxFiles: FIT_LIMITS.maxFiles,
          maxFileBytes: FIT_LIMITS.maxFileBytes,
          maxTotalBytes: FIT_LIMITS.maxTotalBytes,
          deadlineMs: ctx.config.REQUEST_TIMEOUT_MS,
          messages: FIT_MESSAGES,
        });
        const job = await imports.acceptFit(actorOf(request), files);
        return reply.status(202).send({
          id: job.id,
          message: `${files.length === 1 ? 'The activity is' : 'The activities are'} being imported.`,
        });
      },
    );

    app.get(
      '/',
      { config: MEMBER, schema: { tags: ['imports'], response: { 200: importListResponse } } },
      async (request) => ({ imports: await imports.list(actorOf(request)) }),
    );

    app.get(
      '/:id',
      {
        config: MEMBER,
        schema: {
          tags: ['imports'],
          description:
            'An import: its status and progress, and counts of records imported, skipped and refused with reasons.',
          params: importIdParams,
          response: { 200: importSchema },
        },
      },
      async (request) => imports.get(actorOf(request), request.params.id),
    );
  };
}
