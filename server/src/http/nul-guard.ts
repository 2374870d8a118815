/**
 * One place for NUL characters: PostgreSQL refuses U+0000 in text and jsonb, so a string carrying one would fail
 * deep inside a write. Every JSON body, query and route parameter is checked before validation, and the request
 * answers 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../lib/errors';

/** The path (e.g. `items.2.name`) of the first string, or object key, holding a NUL character. */
export function findNul(value: unknown, at: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at.join('.') || 'value' : null;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, [...at, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...at, key.replaceAll('\u0000', '\\0')].join('.');
      const found = findNul(item, [...at, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part);
      if (field !== null) throw new BadRequest(`${field}: must not contain NUL (\\u0000) characters.`, field);
    }
  });
}
