/**
 * A short-lived, in-process cache of authenticated sessions for read requests. Load profiles showed the session
 * lookup as half of every authenticated read's database work; caching it for about a second keeps reads to one
 * query. Correctness rules:
 * - only GET/HEAD requests use cached entries; any other request by a member drops that member's entries first,
 *   so a member's own writes (payments, password change, deletion) are seen at once;
 * - logout drops the session, and admin disable/enable drops the member (forgetUser);
 * - with REDIS_URL, logout and forgetUser also reach the other instances' caches through Redis pub/sub
 *   (lib/invalidation-bus.ts); a change elsewhere shows within the TTL at worst (Redis unreachable).
 */
import type { UserRow } from './user-dto';

interface Entry {
  user: UserRow;
  sessionExpiresAt: number;
  cachedUntil: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(sessionId: string, now: number): UserRow | undefined {
    const e = this.entries.get(sessionId);
    if (!e) return undefined;
    if (e.cachedUntil <= now || e.sessionExpiresAt <= now) {
      this.forgetSession(sessionId, e.user.id);
      return undefined;
    }
    return e.user;
  }

  set(sessionId: string, user: UserRow, sessionExpiresAt: number, now: number): void {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    this.entries.set(sessionId, { user, sessionExpiresAt, cachedUntil: now + this.ttlMs });
    let sessions = this.byUser.get(user.id);
    if (!sessions) this.byUser.set(user.id, (sessions = new Set()));
    sessions.add(sessionId);
  }

  forgetSession(sessionId: string, userId?: string): void {
    const e = this.entries.get(sessionId);
    this.entries.delete(sessionId);
    const owner = userId ?? e?.user.id;
    if (owner) this.byUser.get(owner)?.delete(sessionId);
  }

  forgetUser(userId: string): void {
    for (const sessionId of this.byUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.byUser.delete(userId);
  }

  /** Drops everything (after invalidation messages may have been missed). */
  clear(): void {
    this.entries.clear();
    this.byUser.clear();
  }

  private evictOldest(): void {
    // Maps iterate in insertion order: the first entries are the oldest.
    let n = Math.max(1, Math.floor(this.maxEntries / 10));
    for (const [sessionId, e] of this.entries) {
      this.forgetSession(sessionId, e.user.id);
      if (--n === 0) break;
    }
  }
}
