/** PostgreSQL error codes we react to (same on PGlite and node-postgres; Drizzle may wrap them in `cause`). */
interface PgErrorLike {
  code?: string;
  constraint?: string;
  column?: string;
  cause?: unknown;
}

function pgError(err: unknown): PgErrorLike | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const candidate = e as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    e = candidate.cause;
  }
  return undefined;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}

export function isNotNullViolation(err: unknown, column?: string): boolean {
  const e = pgError(err);
  return e?.code === '23502' && (!column || e.column === column);
}

/** Connection-level failures: the database is down or unreachable (→ 503, not 500). */
export function isConnectionError(err: unknown): boolean {
  const e = pgError(err);
  if (e?.code?.startsWith('08') || e?.code === '57P01' || e?.code === '57P03') return true;
  let cur: unknown = err;
  for (let i = 0; i < 3 && cur && typeof cur === 'object'; i++) {
    const { code, message } = cur as { code?: string; message?: string };
    if (code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code)) return true;
    if (
      message &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    )
      return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}
