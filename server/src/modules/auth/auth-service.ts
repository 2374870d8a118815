import type { User } from '@common/auth';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { BadRequest, Conflict, Forbidden, TooManyRequests, Unauthorized } from '../../lib/errors';
import type { Secrets } from '../../lib/secrets';
import { recordAudit } from '../audit/audit-repo';
import * as tokens from './account-tokens-repo';
import * as repo from './auth-repo';
import type { InvalidationBus, InvalidationMessage } from '../../lib/invalidation-bus';
import { SessionCache } from './session-cache';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { sessionTokenVerifier, signSessionToken } from './tokens';
import { toUserDto, type UserRow } from './user-dto';

/**
 * Failed-login throttling (OWASP Authentication Cheat Sheet: limit attempts per account, slow down per source).
 * Per account and address a hard limit; per address only a growing delay, so other accounts' failures from a
 * shared address (an office, a carrier's NAT) never lock out a correct password. Per account, from all addresses
 * together, a budget (ASVS 4.0.3 2.2.1: at most 100 failed attempts per hour on one account): past it, sign-in by
 * password pauses for the rest of the window and the owner is mailed a link past the pause.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccountAndIp: 5,
  /** Attempts on one account from every address together (failed or in flight) before sign-in pauses. */
  perAccount: 10,
  /** Attempts from one address (failed or in flight) before each further one waits. */
  ipFreeAttempts: 10,
  /** The first delay; it doubles with each further attempt up to ipMaxDelayMs. */
  ipBaseDelayMs: 250,
  ipMaxDelayMs: 5000,
} as const;

/** How long an attempt waits when it is the n-th counted from its address in the window. */
export function ipDelayMs(attempts: number): number {
  const over = attempts - LOGIN_LIMITS.ipFreeAttempts;
  if (over <= 0) return 0;
  return Math.min(LOGIN_LIMITS.ipMaxDelayMs, LOGIN_LIMITS.ipBaseDelayMs * 2 ** (over - 1));
}

export const INVALID_LOGIN = 'Invalid email or password';
const INVALID_LINK = 'This link is not valid or has expired. Please request a new one.';

const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Who is calling: the live session's user. */
export interface Actor {
  user: UserRow;
  sessionId: string;
}

export interface AuthDeps {
  db: Db;
  secrets: Secrets;
  config: Pick<Config, 'SESSION_TTL_HOURS' | 'RATE_LIMITS' | 'SESSION_CACHE_MS'>;
  now: () => Date;
  loginLimiter: AttemptLimiter;
  /**
   * Connects the session cache to the other instances (Redis pub/sub): what this instance drops, they drop. While
   * the bus is not listening, reads bypass the cache (messages could be missed).
   */
  connectInvalidation?: (handlers: {
    onMessage(message: InvalidationMessage): void;
    onResync(): void;
  }) => InvalidationBus;
  /** Runs in the registration's transaction (queues the verification mail). */
  onRegistered: (tx: Tx, user: UserRow) => Promise<void>;
  /** Sign-in to this address was just paused (once per pause): mails the owner, if any, a link past it. */
  onSignInPaused: (email: string) => Promise<void>;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const { db, secrets, config, now } = deps;
  const cache = new SessionCache(config.SESSION_CACHE_MS);
  const verifyToken = sessionTokenVerifier(secrets.sessionKey);
  const bus = deps.connectInvalidation?.({
    onMessage(message) {
      if (message.session) cache.forgetSession(message.session, message.user);
      else if (message.user) cache.forgetUser(message.user);
    },
    onResync: () => cache.clear(),
  });
  /** Without a bus (one instance), the cache is always usable; with one, only while it hears every message. */
  const cacheUsable = () => cache.enabled && (bus?.listening ?? true);

  async function issueToken(userId: string): Promise<string> {
    const expiresAt = new Date(now().getTime() + config.SESSION_TTL_HOURS * 3600_000);
    const sessionId = await repo.insertSession(db, userId, expiresAt);
    return signSessionToken(secrets.sessionKey, { userId, sessionId }, expiresAt);
  }

  const loginKeys = (email: string, ip: string) => ({
    accountAndIp: `login:${ip}:${email}`,
    account: `login-account:${email}`,
    ip: `login-ip:${ip}`,
  });
  type LoginKeys = ReturnType<typeof loginKeys>;

  /**
   * Counts the attempt before the password is checked (parallel guesses cannot all pass a check made before any of
   * them is counted), then waits as long as the address's recent attempts demand. `pastPause`: the owner's mailed
   * link lets this attempt through the account-wide pause (the per-address limits still count it).
   */
  async function reserveLoginAttempt(email: string, keys: LoginKeys, pastPause = false): Promise<void> {
    const pair = await deps.loginLimiter.reserve(keys.accountAndIp, LOGIN_LIMITS.perAccountAndIp);
    if (!pair.allowed) {
      throw new TooManyRequests(
        `Too many failed login attempts. Please wait ${minutesText(pair.resetInMs)} and try again.`,
        Math.ceil(pair.resetInMs / 1000),
      );
    }
    if (!pastPause) {
      const account = await deps.loginLimiter.reserve(keys.account, LOGIN_LIMITS.perAccount);
      if (!account.allowed) {
        // Not checked, so not counted against this address.
        await deps.loginLimiter.release(keys.accountAndIp);
        // One mail per pause: the first refused attempt of the window sends it.
        const first = await deps.loginLimiter.reserve(`login-paused:${email}`, 1);
        if (first.allowed) await deps.onSignInPaused(email);
        throw new TooManyRequests(
          `Too many failed sign-in attempts on this account. Please wait ${minutesText(account.resetInMs)}, or sign in with the link we have emailed to the account's address.`,
          Math.ceil(account.resetInMs / 1000),
        );
      }
    }
    const { count } = await deps.loginLimiter.hit(keys.ip);
    const delay = ipDelayMs(count);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** A correct password: its attempt was no failure, so it gives back its slots (and clears the pair's count). */
  async function loginSucceeded(keys: LoginKeys, pastPause = false): Promise<void> {
    await Promise.all([
      deps.loginLimiter.reset(keys.accountAndIp),
      deps.loginLimiter.release(keys.ip),
      pastPause ? undefined : deps.loginLimiter.release(keys.account),
    ]);
  }

  return {
    async register(body: {
      username: string;
      email: string;
      password: string;
    }): Promise<{ token: string; user: User }> {
      if (await repo.findUserByEmail(db, body.email)) {
        throw new Conflict('An account with this email already exists.', 'email');
      }
      if (await repo.usernameTaken(db, body.username)) {
        throw new Conflict('This username is already taken.', 'username');
      }
      const passwordHash = await hashPassword(body.password);
      try {
        const user = await db.transaction(async (tx) => {
          const row = await repo.insertUser(tx, {
            username: body.username,
            email: body.email,
            passwordHash,
            // ADMIN_EMAILS counts only once the address is verified (account-email-service), never here.
            isAdmin: false,
          });
          await recordAudit(tx, {
            actorId: row.id,
            action: 'user.registered',
            targetType: 'user',
            targetId: row.id,
          });
          await deps.onRegistered(tx, row);
          return row;
        });
        return { token: await issueToken(user.id), user: toUserDto(user) };
      } catch (err) {
        // Two registrations raced past the checks above: the unique indexes decide.
        if (isUniqueViolation(err, 'users_email_key'))
          throw new Conflict('An account with this email already exists.', 'email');
        if (isUniqueViolation(err, 'users_username_lower_key'))
          throw new Conflict('This username is already taken.', 'username');
        throw err;
      }
    },

    async login(
      body: { email: string; password: string },
      ip: string,
    ): Promise<{ token: string; user: User }> {
      const keys = loginKeys(body.email, ip);
      if (config.RATE_LIMITS) await reserveLoginAttempt(body.email, keys);
      const user = await repo.findUserByEmail(db, body.email);
      const ok = user
        ? await verifyPassword(user.passwordHash, body.password)
        : (await burnPasswordCheck(body.password), false);
      // A failed attempt stays counted.
      if (!user || !ok) throw new Unauthorized(INVALID_LOGIN);
      if (config.RATE_LIMITS) await loginSucceeded(keys);
      if (user.isDisabled) throw new Forbidden('This account has been disabled. Please contact support.');
      return { token: await issueToken(user.id), user: toUserDto(user) };
    },

    /**
     * The link mailed when sign-in was paused: with the account's password it signs in past the pause, once. A wrong
     * password keeps the link (the owner may mistype) and counts like any attempt from this address; it never
     * lifts the pause for anyone else.
     */
    async unlockSignIn(
      body: { token: string; password: string },
      ip: string,
    ): Promise<{ token: string; user: User }> {
      const found = await tokens.findLiveToken(db, tokens.hashLinkToken(body.token), 'unlock_sign_in', now());
      const user = found && (await repo.findUserById(db, found.userId));
      if (!found || !user) throw new BadRequest(INVALID_LINK, 'token');
      const keys = loginKeys(user.email, ip);
      if (config.RATE_LIMITS) await reserveLoginAttempt(user.email, keys, true);
      if (!(await verifyPassword(user.passwordHash, body.password))) throw new Unauthorized(INVALID_LOGIN);
      if (config.RATE_LIMITS) await loginSucceeded(keys, true);
      if (user.isDisabled) throw new Forbidden('This account has been disabled. Please contact support.');
      const at = now();
      const used = await db.transaction(async (tx) => {
        if (!(await tokens.useToken(tx, found.id, at))) return false;
        await recordAudit(
          tx,
          {
            actorId: user.id,
            action: 'user.signed_in_with_unlock_link',
            targetType: 'user',
            targetId: user.id,
          },
          at,
        );
        return true;
      });
      // Two uses of one link at once: only one signs in.
      if (!used) throw new BadRequest(INVALID_LINK, 'token');
      return { token: await issueToken(user.id), user: toUserDto(user) };
    },

    async logout(actor: Actor): Promise<void> {
      cache.forgetSession(actor.sessionId, actor.user.id);
      await repo.revokeSession(db, actor.sessionId, now());
      // After the commit: another instance that reloads the session now finds it revoked.
      bus?.publish({ session: actor.sessionId, user: actor.user.id });
    },

    /**
     * The actor behind a bearer token, or null when the token or its session is not valid. Reads may use the
     * session cache; any other request drops the member's cached sessions and goes to the database.
     */
    async authenticate(token: string, options: { read: boolean }): Promise<Actor | null> {
      const at = now();
      const claims = verifyToken(token, at);
      if (!claims) return null;
      const useCache = options.read && cacheUsable();
      if (useCache) {
        const cached = cache.get(claims.sessionId, at.getTime());
        if (cached) return { user: cached, sessionId: claims.sessionId };
      } else if (!options.read) {
        // Local only: the member's next read here sees their write. Other instances' entries expire within the
        // TTL; changes to the account itself are published by forgetUser.
        cache.forgetUser(claims.userId);
      }
      const found = await repo.findSessionUser(db, claims.sessionId, claims.userId, at);
      if (!found) return null;
      if (useCache) cache.set(claims.sessionId, found.user, found.expiresAt.getTime(), at.getTime());
      return { user: found.user, sessionId: claims.sessionId };
    },

    /** Drops a member's cached sessions here and on the other instances (account disabled, payment, …). */
    forgetUser(userId: string): void {
      cache.forgetUser(userId);
      bus?.publish({ user: userId });
    },

    /** Stops listening for other instances' invalidations (app shutdown). */
    async close(): Promise<void> {
      await bus?.close();
    },
  };
}
