/** The key and fingerprint of a retryable POST: a retry with the same key and body gets the first answer. */
import { createHash } from 'node:crypto';
import { BadRequest } from '../../lib/errors';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key header (else the body's clientId), and a hash of the body without its clientId. */
export function idempotentRequest(body: { clientId?: string }, headerKey?: string) {
  const key = headerKey ?? body.clientId;
  if (key !== undefined && !KEY_PATTERN.test(key))
    throw new BadRequest('Idempotency-Key must be 8–100 letters, digits, - or _.', 'Idempotency-Key');
  const { clientId: _ignored, ...request } = body;
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return { key, requestHash };
}
