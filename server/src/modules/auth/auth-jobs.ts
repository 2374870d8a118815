/** The auth module's jobs (services.ts registers every module's): password reset and sign-in unlock mails. */
import type { JobQueue } from '../../jobs/job-queue';
import { RESET_REQUEST_JOB, UNLOCK_REQUEST_JOB, type AccountEmailService } from './account-email-service';

export function registerAuthJobs(
  jobs: Pick<JobQueue, 'register'>,
  accountEmail: Pick<AccountEmailService, 'sendResetLink' | 'sendUnlockLink'>,
): void {
  jobs.register<{ email: string }>(
    RESET_REQUEST_JOB,
    ({ payload }) => accountEmail.sendResetLink(payload.email),
    {
      concurrency: 2,
      maxAttempts: 3,
      scrubPayload: true,
    },
  );
  jobs.register<{ email: string }>(
    UNLOCK_REQUEST_JOB,
    ({ payload }) => accountEmail.sendUnlockLink(payload.email),
    { concurrency: 2, maxAttempts: 3, scrubPayload: true },
  );
}
