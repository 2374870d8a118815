import { IDEMPOTENCY_HEADER } from '@common/progress';
import type { FastifyRequest } from 'fastify';

/** How a logging route documents its retries (the API docs' description). */
export const IDEMPOTENCY_DOC =
  'Send an Idempotency-Key header (or clientId in the body) so a retried request is answered with the first answer and logs nothing twice.';

/** The Idempotency-Key header, if sent once. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}
