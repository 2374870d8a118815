/**
 * Validators for bodies served from a cache (the 28-day plan, ~370 kB; issue 33): a weak ETag (RFC 9110 §8.8.3) and
 * If-None-Match's comparison (§13.1.2), so a client that keeps the body re-reads it as a 304 with no body. API
 * answers are `no-store`, so browsers keep nothing themselves: the client sends back the tag of what it holds.
 */
import { createHash } from 'node:crypto';

/**
 * W/"…" from the parts that decide the body: the caller's key (e.g. plan id and revision) and a hash of any
 * part that can change without it (the plan's summary bytes). Weak: the same JSON whatever its Content-Encoding.
 */
export function weakEtag(key: string, varying: string): string {
  const hash = createHash('sha256').update(varying).digest('base64url').slice(0, 22);
  return `W/"${key}.${hash}"`;
}

/**
 * Whether If-None-Match names `etag` (weak comparison: W/ ignored on both sides; `*` matches any current
 * representation). Unparsable members never match, so a bad header gets the full body.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return text.split(',').some((tag) => opaque(tag) === wanted);
}
