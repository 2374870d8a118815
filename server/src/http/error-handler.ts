/**
 * The one error handler: 4xx → `{ message }` (plus `field` for validation errors), 5xx → a generic message with the
 * request id (never a stack trace). Database outages answer 503.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/errors';
import { AppError } from '../lib/errors';

/** Friendly texts for Fastify's own client errors. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type for this request.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_VALIDATION: 'The request is not valid.',
  FST_ERR_BAD_URL: 'The address is not valid (a bad %-escape?).',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/**
 * Errors the router raises before any route runs (a bad %-escape, a path segment over maxParamLength): Fastify
 * answers them outside the error handler, so they get the same `{ message }` shape here.
 */
export function frameworkErrorResponder(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = err.statusCode ?? 400;
  const message = status >= 500 ? GENERIC_5XX : (FASTIFY_MESSAGES[err.code] ?? err.message);
  void reply.status(status).send({ message });
}

/** Malformed HTTP (bad framing, oversized headers, a request not received in time), answered on the raw socket. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request did not arrive in time.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

const humanise = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

function validationMessage(err: FastifyError & { validationContext?: string }): {
  message: string;
  field?: string;
} {
  const first = hasZodFastifySchemaValidationErrors(err) ? err.validation[0] : err.validation?.[0];
  if (!first) return { message: 'The request is not valid.' };
  const segments = first.instancePath.split('/').filter(Boolean);
  const context = err.validationContext ?? 'body';
  if (segments.length === 0) {
    // A wrong type for the whole body/query has a generic message; other whole-object issues (unknown keys) their own.
    if (first.keyword !== 'invalid_type' && first.message) return { message: first.message };
    return {
      message:
        context === 'body'
          ? 'The request body must be a JSON object.'
          : `The ${context} is not valid: ${first.message}`,
    };
  }
  const field = segments.join('.');
  const named = [...segments].reverse().find((s) => !/^\d+$/.test(s)) ?? field;
  const message = first.message ?? 'is not valid';
  // A schema's own message names its field in words ("Reps must be 0–100"): shown as it is, since screens show
  // it to members. Zod's generic wording ("Too big: …") and messages that do not name the field get the path
  // first, so an API caller knows which one it was. The path is in `field` either way.
  const ownWords =
    /^[A-Z]/.test(message) && !/^(Invalid|Too (big|small)|Unrecognized|Expected)\b/.test(message);
  const namesField = message.toLowerCase().includes(humanise(named)) || ownWords;
  return { field, message: namesField ? message : `${field}: ${message}` };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extra?.retryAfter) void reply.header('retry-after', String(err.extra.retryAfter));
      return reply.status(err.statusCode).send({ message: err.message, ...err.extra });
    }
    if (err.validation) {
      return reply.status(400).send(validationMessage(err));
    }
    if (isConnectionError(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: FASTIFY_MESSAGES[err.code] ?? err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({
      message: `Something went wrong on our side. Please try again. If it keeps happening, contact support with the request id ${request.id}.`,
      requestId: request.id,
    });
  });
}
