/**
 * Reads a multipart form with at most one file, stopping as soon as the file passes its size limit. A client that
 * has not sent the whole form within `deadlineMs` (a stalled or deliberately slow upload) is disconnected.
 */
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { BadRequest, PayloadTooLarge } from '../lib/errors';
import { refuseNul } from './nul-guard';

export interface MultipartFormSpec {
  /** The name of the one file field. */
  fileField: string;
  maxFileBytes: number;
  /** Text fields that are kept (others are ignored); each at most maxFieldBytes. */
  textFields: readonly string[];
  maxFieldBytes: number;
  deadlineMs: number;
  messages: { tooLarge: string; notAForm: string };
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: { filename: string | undefined; bytes: Buffer } | undefined;
}

/** Multipart framing and the text fields around the file: anything declaring much more is refused unread. */
const FRAMING_BYTES = 64 * 1024;

export async function readMultipartForm(
  request: FastifyRequest,
  spec: MultipartFormSpec,
): Promise<MultipartForm> {
  const declared = Number(request.headers['content-length'] ?? 0);
  const maxRequest = spec.maxFileBytes + spec.textFields.length * spec.maxFieldBytes + FRAMING_BYTES;
  if (declared > maxRequest) throw new PayloadTooLarge(spec.messages.tooLarge);
  if (!request.isMultipart()) throw new BadRequest(spec.messages.notAForm, spec.fileField);
  const deadline = setTimeout(() => {
    request.log.warn('upload not received in time: closing the connection');
    request.raw.destroy();
  }, spec.deadlineMs);
  const form: MultipartForm = { fields: {}, file: undefined };
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: spec.maxFileBytes,
        fieldSize: spec.maxFieldBytes,
        files: 1,
        fields: spec.textFields.length + 5,
        parts: spec.textFields.length + 6,
      },
    })) {
      if (part.type === 'field') {
        if (!spec.textFields.includes(part.fieldname)) continue;
        if (part.valueTruncated) throw new BadRequest(`${part.fieldname} is too long.`, part.fieldname);
        const value = String(part.value);
        // The NUL guard's hook sees JSON bodies only; PostgreSQL cannot store U+0000 from a form either.
        refuseNul(value, part.fieldname);
        form.fields[part.fieldname] = value;
        continue;
      }
      if (form.file || part.fieldname !== spec.fileField)
        throw new BadRequest(spec.messages.notAForm, spec.fileField);
      // The file's name is only display text: each feature sanitises it (control characters, NUL included, dropped).
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        if (part.file.truncated) throw new PayloadTooLarge(spec.messages.tooLarge);
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw new PayloadTooLarge(spec.messages.tooLarge);
      form.file = { filename: part.filename, bytes: Buffer.concat(chunks) };
    }
  } catch (err) {
    throw mapMultipartError(err, spec);
  } finally {
    clearTimeout(deadline);
  }
  return form;
}

/**
 * Streams the one file of a multipart form to `targetPath` (never held in memory: uploads of hundreds of MB), stopping
 * as soon as it passes its size limit. The caller removes the file when this throws.
 */
export async function saveMultipartFile(
  request: FastifyRequest,
  spec: Omit<MultipartFormSpec, 'textFields' | 'maxFieldBytes'>,
  targetPath: string,
): Promise<{ filename: string | undefined }> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > spec.maxFileBytes + FRAMING_BYTES) throw new PayloadTooLarge(spec.messages.tooLarge);
  if (!request.isMultipart()) throw new BadRequest(spec.messages.notAForm, spec.fileField);
  const deadline = setTimeout(() => {
    request.log.warn('upload not received in time: closing the connection');
    request.raw.destroy();
  }, spec.deadlineMs);
  try {
    const part = await request.file({
      limits: { fileSize: spec.maxFileBytes, files: 1, fields: 5, parts: 6 },
    });
    if (!part || part.fieldname !== spec.fileField)
      throw new BadRequest(spec.messages.notAForm, spec.fileField);
    await pipeline(part.file, createWriteStream(targetPath, { mode: 0o600 }));
    if (part.file.truncated) throw new PayloadTooLarge(spec.messages.tooLarge);
    return { filename: part.filename };
  } catch (err) {
    throw mapMultipartError(err, { ...spec, textFields: [], maxFieldBytes: 0 });
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Reads the files of a multipart form sent under one field name (several files at once), each at most
 * `maxFileBytes` and together at most `maxTotalBytes`: small files (FIT activities), held in memory.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  spec: Omit<MultipartFormSpec, 'textFields' | 'maxFieldBytes'> & {
    maxFiles: number;
    maxTotalBytes: number;
    messages: { tooMany: string };
  },
): Promise<{ filename: string | undefined; bytes: Buffer }[]> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > spec.maxTotalBytes + FRAMING_BYTES) throw new PayloadTooLarge(spec.messages.tooLarge);
  if (!request.isMultipart()) throw new BadRequest(spec.messages.notAForm, spec.fileField);
  const deadline = setTimeout(() => {
    request.log.warn('upload not received in time: closing the connection');
    request.raw.destroy();
  }, spec.deadlineMs);
  const files: { filename: string | undefined; bytes: Buffer }[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: spec.maxFileBytes, files: spec.maxFiles, fields: 5, parts: spec.maxFiles + 5 },
    })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== spec.fileField) throw new BadRequest(spec.messages.notAForm, spec.fileField);
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        total += (chunk as Buffer).length;
        if (part.file.truncated || total > spec.maxTotalBytes)
          throw new PayloadTooLarge(spec.messages.tooLarge);
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw new PayloadTooLarge(spec.messages.tooLarge);
      files.push({ filename: part.filename, bytes: Buffer.concat(chunks) });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new BadRequest(spec.messages.tooMany, spec.fileField);
    // Only file fields are read here: a flood of text fields is not the upload this route takes.
    if (code === 'FST_FIELDS_LIMIT') throw new BadRequest(spec.messages.notAForm, spec.fileField);
    throw mapMultipartError(err, { ...spec, textFields: [], maxFieldBytes: 0 });
  } finally {
    clearTimeout(deadline);
  }
  return files;
}

function mapMultipartError(err: unknown, spec: MultipartFormSpec): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLarge(spec.messages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new BadRequest('Upload one file at a time.', spec.fileField);
  if (
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_MP_PREMATURE_CLOSE'
  )
    return new BadRequest(spec.messages.notAForm, spec.fileField);
  // Truncated or malformed multipart framing (busboy/dicer): the request is broken, not the server.
  if (
    err instanceof Error &&
    /Unexpected end of (form|multipart data)|Malformed part header|Boundary not found|Part terminated early/i.test(
      err.message,
    )
  )
    return new BadRequest(spec.messages.notAForm, spec.fileField);
  return err;
}
