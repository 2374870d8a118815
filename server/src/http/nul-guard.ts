/**
 * One place for NUL characters: PostgreSQL refuses U+0000 in text and jsonb, so a string carrying one would fail
 * deep inside a write. Every JSON body, query and route parameter is checked before validation, and the request
 * answers 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../lib/errors';

interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

const pathOf = (step: Step): string => {
  const keys: string[] = [];
  for (let s: Step | null = step; s; s = s.parent) if (s.key !== null) keys.unshift(s.key);
  return keys.join('.') || 'value';
};

/**
 * The path (e.g. `items.2.name`) of the first string, or object key, holding a NUL character. Walks with its own
 * stack: hostile bodies nest thousands of levels deep.
 */
export function findNul(value: unknown): string | null {
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return pathOf(step);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
      // Reversed so that the first field is checked first.
      for (const [key, item] of entries.reverse()) {
        if (key.includes('\u0000'))
          return pathOf({ value: null, key: key.replaceAll('\u0000', '\\0'), parent: step });
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

/** Throws 400 naming the field (`name`, or the path inside `value`) when `value` holds a NUL character. */
export function refuseNul(value: unknown, name?: string): void {
  const path = findNul(value);
  if (path === null) return;
  const field = name ?? path;
  throw new BadRequest(`${field}: must not contain NUL (\\u0000) characters.`, field);
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNul(request.params);
      refuseNul(request.query);
      refuseNul(request.body);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
}
