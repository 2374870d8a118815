/**
 * Mails go out through the job queue: enqueue() returns once the mail is stored (optionally inside the caller's
 * transaction), and the `mail.send` job delivers it with retries. The job's payload (which may hold a single-use
 * link) is cleared once the mail is sent or has failed for good.
 */
import type { Executor } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { MailTransport } from './mail-transport';
import type { MailQueue, OutgoingMail } from './mail-types';

export const MAIL_JOB = 'mail.send';

/** MailQueue, plus joining the caller's transaction (a verification mail is committed with its token). */
export interface TransactionalMailQueue extends MailQueue {
  enqueue(mail: OutgoingMail, options?: { tx?: Executor }): Promise<void>;
}

export function createMailQueue(jobs: JobQueue, transport: MailTransport): TransactionalMailQueue {
  jobs.register<OutgoingMail>(MAIL_JOB, ({ payload }) => transport.send(payload), {
    concurrency: 2,
    timeoutMs: 60_000,
    // 1 s … 2 min apart: about four minutes of an unreachable mail server before giving up.
    maxAttempts: 8,
    scrubPayload: true,
  });
  return {
    async enqueue(mail, options = {}) {
      await jobs.enqueue(MAIL_JOB, mail, { tx: options.tx });
    },
  };
}
