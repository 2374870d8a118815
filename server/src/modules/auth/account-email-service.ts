/**
 * Proof of email ownership and what depends on it: verification (and the one-time ADMIN_EMAILS grant), password
 * reset, change of email (and its cancellation from the old address). Links carry 256-bit random tokens; only their SHA-256 is stored; each is single-use and
 * expires (OWASP Forgot Password Cheat Sheet).
 */
import { randomBytes } from 'node:crypto';
import {
  RESET_PASSWORD_TTL_HOURS,
  UNLOCK_SIGN_IN_TTL_HOURS,
  VERIFY_EMAIL_TTL_HOURS,
  type User,
} from '@common/auth';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { BadRequest, Conflict, Unauthorized } from '../../lib/errors';
import {
  emailChangeRequestedMail,
  resetPasswordMail,
  signInPausedMail,
  verifyEmailMail,
} from '../../mail/account-mails';
import type { TransactionalMailQueue } from '../../mail/mail-queue';
import { recordAudit } from '../audit/audit-repo';
import { LOGIN_LIMITS, type Actor } from './auth-service';
import * as repo from './account-tokens-repo';
import { findUserByEmail, revokeUserSessions } from './auth-repo';
import { hashPassword, verifyPassword } from './passwords';
import { toUserDto, type UserRow } from './user-dto';

/** Reset mails per address per hour: enough for a lost mail, too few to flood a stranger's inbox. */
export const FORGOT_PASSWORD_PER_ADDRESS = { max: 3, windowMs: 60 * 60_000 } as const;
export const RESET_REQUEST_JOB = 'auth.password-reset-request';
export const UNLOCK_REQUEST_JOB = 'auth.unlock-sign-in-request';
const INVALID_LINK = 'This link is not valid or has expired. Please request a new one.';

/** How long each mailed link works. A cancel link lives as long as the change link it cancels. */
const LINK_TTL_HOURS: Record<repo.TokenPurpose, number> = {
  verify_email: VERIFY_EMAIL_TTL_HOURS,
  cancel_email_change: VERIFY_EMAIL_TTL_HOURS,
  reset_password: RESET_PASSWORD_TTL_HOURS,
  unlock_sign_in: UNLOCK_SIGN_IN_TTL_HOURS,
};

/**
 * Links mailed to the address an account had before a change. The old mailbox is often why the address changes
 * (lost, shared, compromised): once the new address is confirmed, none of them may act on the account.
 */
const OLD_ADDRESS_LINKS: repo.TokenPurpose[] = ['reset_password', 'cancel_email_change', 'unlock_sign_in'];

export interface AccountEmailDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'ADMIN_EMAILS' | 'RATE_LIMITS'>;
  mail: TransactionalMailQueue;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: () => string;
  /** Counts reset requests per address (in memory, or Redis shared by the instances). */
  resetLimiter: AttemptLimiter;
  /** Drops cached sessions after a change. */
  forgetUser: (userId: string) => void;
}

export type AccountEmailService = ReturnType<typeof createAccountEmailService>;

export function createAccountEmailService(deps: AccountEmailDeps) {
  const { db, now, mail } = deps;
  const link = (page: string, token: string) =>
    `${deps.publicUrl()}/${page}?token=${encodeURIComponent(token)}`;

  async function issueToken(
    tx: Executor,
    user: UserRow,
    purpose: repo.TokenPurpose,
    email: string | null,
  ): Promise<string> {
    const at = now();
    await repo.supersedeTokens(tx, user.id, purpose, at);
    const token = randomBytes(32).toString('base64url');
    const hours = LINK_TTL_HOURS[purpose];
    await repo.insertToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: repo.hashLinkToken(token),
      email,
      expiresAt: new Date(at.getTime() + hours * 3600_000),
    });
    return token;
  }

  /** Locks and consumes a valid token of the given purpose, or refuses the link. */
  async function consume(tx: Executor, token: string, purpose: repo.TokenPurpose) {
    const row = await repo.lockToken(tx, repo.hashLinkToken(token));
    if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now()) {
      throw new BadRequest(INVALID_LINK, 'token');
    }
    await repo.markUsed(tx, row.id, now());
    return row;
  }

  async function sendVerification(tx: Executor, user: UserRow, email: string): Promise<void> {
    const token = await issueToken(tx, user, 'verify_email', email);
    const url = link('verify-email', token);
    await mail.enqueue(verifyEmailMail(email, user.username, url, email !== user.email), { tx });
  }

  /** Listed in ADMIN_EMAILS, not admin, and never granted by the list (a revoke after a grant is final). */
  const adminPending = (user: UserRow) =>
    deps.config.ADMIN_EMAILS.includes(user.email) && !user.isAdmin && !user.listedAdminGrantedAt;

  return {
    /**
     * The reset request's job (auth-jobs.ts): the HTTP answer does the same work, in the same time, for any
     * address; this mails the link when the address has an account.
     */
    async sendResetLink(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || user.isDisabled) return;
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, user, 'reset_password', null);
        await mail.enqueue(resetPasswordMail(user.email, user.username, link('reset-password', token)), {
          tx,
        });
      });
    },

    /**
     * The sign-in pause's job (auth-jobs.ts): sign-in was paused for an address (auth-service); its owner, if any,
     * gets a link past the pause. In a job, so the 429 is the same, in the same time, whether or not the address has
     * an account.
     */
    async sendUnlockLink(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || user.isDisabled) return;
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, user, 'unlock_sign_in', null);
        await mail.enqueue(
          signInPausedMail(
            user.email,
            user.username,
            link('unlock-sign-in', token),
            LOGIN_LIMITS.windowMs / 60_000,
          ),
          { tx },
        );
        await recordAudit(
          tx,
          { actorId: null, action: 'user.sign_in_locked', targetType: 'user', targetId: user.id },
          now(),
        );
      });
    },

    /** Called inside the registration's transaction: the mail is committed with the account. */
    onRegistered: (tx: Executor, user: UserRow) => sendVerification(tx, user, user.email),

    async resendVerification(actor: Actor): Promise<{ message: string }> {
      // A listed address verified without the account's session (ADMIN_GRANT_RULE) may ask for a link again.
      if (actor.user.isVerified && !adminPending(actor.user))
        return { message: 'Your email address is already verified.' };
      await db.transaction((tx) => sendVerification(tx, actor.user, actor.user.email));
      return { message: 'We have sent you a new verification link. Please check your inbox.' };
    },

    /**
     * Marks the link's address verified (switching to it after a change) and applies ADMIN_EMAILS once, but only
     * when the link is opened in a signed-in session of that same account (`signedInUserId`): a mailbox link alone
     * (a link scanner, or the owner clicking a link for an account someone else registered with the address)
     * verifies without making anyone admin. `adminPending` tells the caller to sign in and use a new link.
     */
    async verifyEmail(
      token: string,
      signedInUserId: string | null,
    ): Promise<{ user: User; adminPending: boolean }> {
      try {
        const user = await db.transaction(async (tx) => {
          const row = await consume(tx, token, 'verify_email');
          const user = await repo.lockUser(tx, row.userId);
          if (!user || user.isDisabled || !row.email) throw new BadRequest(INVALID_LINK, 'token');
          const at = now();
          const changed = row.email !== user.email;
          if (changed && (await repo.emailTaken(tx, row.email, user.id))) {
            throw new Conflict('An account with this email already exists.', 'email');
          }
          const listed =
            deps.config.ADMIN_EMAILS.includes(row.email) &&
            !user.listedAdminGrantedAt &&
            signedInUserId === user.id;
          if (changed) await repo.supersedeTokens(tx, user.id, OLD_ADDRESS_LINKS, at);
          const updated = await repo.updateUser(tx, user.id, {
            email: row.email,
            isVerified: true,
            // ADMIN_EMAILS grants once, to a verified address; a later revoke (npm run admin) is final.
            ...(listed ? { isAdmin: true, listedAdminGrantedAt: at } : {}),
          });
          await recordAudit(
            tx,
            {
              actorId: user.id,
              action: changed ? 'user.email_changed' : 'user.email_verified',
              targetType: 'user',
              targetId: user.id,
            },
            at,
          );
          if (listed)
            await recordAudit(
              tx,
              {
                actorId: null,
                action: 'admin.granted',
                targetType: 'user',
                targetId: user.id,
                detail: { via: 'ADMIN_EMAILS' },
              },
              at,
            );
          return updated!;
        });
        deps.forgetUser(user.id);
        return { user: toUserDto(user), adminPending: adminPending(user) };
      } catch (err) {
        if (isUniqueViolation(err, 'users_email_key'))
          throw new Conflict('An account with this email already exists.', 'email');
        throw err;
      }
    },

    /** Sign-in to this address was just paused (once per pause): mail its owner a link past the pause. */
    async signInPaused(email: string): Promise<void> {
      await deps.jobs.enqueue(UNLOCK_REQUEST_JOB, { email });
    },

    /** Always the same answer; whether a mail goes out is decided in the background job. */
    async forgotPassword(email: string): Promise<void> {
      if (deps.config.RATE_LIMITS) {
        const { count } = await deps.resetLimiter.hit(`forgot:${email}`);
        if (count > FORGOT_PASSWORD_PER_ADDRESS.max) return;
      }
      await deps.jobs.enqueue(RESET_REQUEST_JOB, { email });
    },

    /**
     * Sets the new password, uses up the link and ends every session. A pending email change dies with the old
     * password: otherwise whoever started it (a thief) could still move the account to their address.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const row = await consume(tx, token, 'reset_password');
        const at = now();
        const user = await repo.updateUser(tx, row.userId, { passwordHash });
        if (!user || user.isDisabled) throw new BadRequest(INVALID_LINK, 'token');
        await repo.supersedeTokens(
          tx,
          user.id,
          ['reset_password', 'verify_email', 'cancel_email_change'],
          at,
        );
        await revokeUserSessions(tx, user.id, at);
        await recordAudit(
          tx,
          { actorId: user.id, action: 'user.password_reset', targetType: 'user', targetId: user.id },
          at,
        );
        return user.id;
      });
      deps.forgetUser(userId);
    },

    /**
     * Mails a link to the new address and a notice to the current one; the email changes when the link is used.
     * The notice carries a link that can only cancel the change (never a reset link: that would outlive the change
     * and hand the account to whoever keeps the old mailbox).
     */
    async requestEmailChange(actor: Actor, newEmail: string, password: string): Promise<void> {
      if (!(await verifyPassword(actor.user.passwordHash, password))) {
        throw new Unauthorized('The password is not correct.');
      }
      if (newEmail === actor.user.email)
        throw new BadRequest('This is already your email address.', 'newEmail');
      if (await findUserByEmail(db, newEmail)) {
        throw new Conflict('An account with this email already exists.', 'newEmail');
      }
      await db.transaction(async (tx) => {
        await sendVerification(tx, actor.user, newEmail);
        const cancelToken = await issueToken(tx, actor.user, 'cancel_email_change', newEmail);
        await mail.enqueue(
          emailChangeRequestedMail(
            actor.user.email,
            actor.user.username,
            newEmail,
            link('cancel-email-change', cancelToken),
          ),
          { tx },
        );
      });
    },

    /**
     * "This wasn't me": the old address's link ends the pending change (its verification link dies) and nothing
     * else; it works once, and not after the new address was confirmed.
     */
    async cancelEmailChange(token: string): Promise<void> {
      const userId = await db.transaction(async (tx) => {
        const row = await consume(tx, token, 'cancel_email_change');
        const user = await repo.lockUser(tx, row.userId);
        if (!user || user.isDisabled) throw new BadRequest(INVALID_LINK, 'token');
        const at = now();
        await repo.supersedeTokens(tx, user.id, ['verify_email', 'cancel_email_change'], at);
        await recordAudit(
          tx,
          { actorId: user.id, action: 'user.email_change_canceled', targetType: 'user', targetId: user.id },
          at,
        );
        return user.id;
      });
      deps.forgetUser(userId);
    },
  };
}
