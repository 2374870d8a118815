/**
 * Response bodies serialised once and sent again while what they were made from is the same (issue 33): a member's
 * dashboard reads (GET /api/auth/me, the plan summaries) answer the same rows with the same bytes on every call,
 * and the response schema's encode (zod: it walks, checks and copies the object) and JSON.stringify were most of
 * what such a read did beyond a bare route.
 *
 * Correct without any invalidation: the caller reads its rows from the database (or the session cache) on every
 * request as before, and a kept body is only reused while those inputs equal the ones it was made from, value for
 * value and key for key in the same order. Anything else (another value, a key more or less, a type this
 * comparison does not know) makes the body anew.
 */

/** Equal as the JSON made from them would be: primitives, Dates, arrays and plain objects (keys in the same order). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  const plain = (o: object) =>
    Object.getPrototypeOf(o) === Object.prototype || Object.getPrototypeOf(o) === null;
  if (!plain(a) || !plain(b)) return false;
  const keys = Object.keys(a);
  const other = Object.keys(b);
  if (keys.length !== other.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (k !== other[i] || !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  }
  return true;
}

/** Bodies by key (a member, a plan), each with the inputs it was made from; the oldest go first past `maxEntries`. */
export class KeptJson {
  private readonly kept = new Map<string, { inputs: unknown; json: string }>();

  constructor(private readonly maxEntries: number) {}

  /** `make()`'s body for `inputs`: the kept one when the key's inputs are the same, else made and kept. */
  get(key: string, inputs: unknown, make: () => string): string {
    const hit = this.kept.get(key);
    if (hit && sameData(hit.inputs, inputs)) return hit.json;
    const json = make();
    this.kept.delete(key);
    this.kept.set(key, { inputs, json });
    if (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    return json;
  }
}

/** The content type Fastify gives the JSON it serialises: bodies serialised beforehand are sent with it. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
