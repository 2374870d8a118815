import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

const ISSUER = 'vitalplan';
/** Session and user ids are UUIDs; anything else in a (validly signed) token is refused before any query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** A signed (HS256) token naming the session; the sessions row decides whether it is still valid. */
export function signSessionToken(key: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies one of our own session tokens (RFC 7519 JWT, HS256 only) with node:crypto's synchronous HMAC: it runs on
 * every authenticated request, and WebCrypto's asynchronous verify showed as the largest CPU cost in load profiles.
 * Null for anything that is not a valid, unexpired token of ours: other algorithms ("none" included), a wrong
 * signature (compared in constant time), another issuer, a missing or non-UUID subject or session, or an expired
 * token.
 */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  return verified(key, token, now)?.claims ?? null;
}

function verified(
  key: Uint8Array,
  token: string,
  now: Date,
): { claims: TokenClaims; expiresAt: number } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header) return null;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(payloadPart);
  if (!payload || payload.iss !== ISSUER) return null;
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) return null;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
  if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
  return { claims: { userId: payload.sub, sessionId: payload.sid }, expiresAt: payload.exp * 1000 };
}

/**
 * verifySessionToken for one key, remembering the tokens it has verified (issue 33: the HMAC and the two JSON
 * parses were ~10 % of an authenticated read's CPU, for the same token on every request of a session). A token is
 * found only by its exact text, so only a string that verified can hit; its expiry is checked again on every hit.
 * What a token names is still checked per request: the session row (or the session cache) decides if it is valid.
 * Refused tokens are not kept. Bounded: the oldest tenth goes when full.
 */
export function sessionTokenVerifier(
  key: Uint8Array,
  maxEntries = 20_000,
): (token: string, now: Date) => TokenClaims | null {
  const kept = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return (token, now) => {
    const hit = kept.get(token);
    if (hit) {
      if (hit.expiresAt > now.getTime()) return hit.claims;
      kept.delete(token);
      return null;
    }
    const found = verified(key, token, now);
    if (!found) return null;
    if (kept.size >= maxEntries) {
      let n = Math.max(1, Math.floor(maxEntries / 10));
      for (const old of kept.keys()) {
        kept.delete(old);
        if (--n === 0) break;
      }
    }
    kept.set(token, found);
    return found.claims;
  };
}
