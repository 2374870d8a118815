/** The auth module's jobs (services.ts registers every module's): password reset requests. */
import type { JobQueue } from '../../jobs/job-queue';
import { RESET_REQUEST_JOB, type AccountEmailService } from './account-email-service';

export function registerAuthJobs(
  jobs: Pick<JobQueue, 'register'>,
  accountEmail: Pick<AccountEmailService, 'sendResetLink'>,
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
}
