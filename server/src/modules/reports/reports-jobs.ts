/** The reports module's jobs (services.ts registers every module's): reading an uploaded report. */
import type { JobQueue } from '../../jobs/job-queue';
import { REPORT_READING } from '@common/limits';
import { EXTRACT_ATTEMPTS, EXTRACT_JOB, READING_WINDOW_MS } from './reports-extraction';
import type { ReportService } from './reports-service';

export function registerReportJobs(
  jobs: Pick<JobQueue, 'register'>,
  reports: Pick<ReportService, 'readReport'>,
  options: {
    /** Reports read at once by this process (each may use OCR workers). */
    concurrency: number;
    /**
     * A safety net only: the extractor limits OCR work per page (work done, not waiting), so this wall-clock
     * limit is generous; it starts when the job starts, never while it waits in the queue.
     */
    timeoutMs: number;
  },
): void {
  jobs.register<{ reportId: string }>(
    EXTRACT_JOB,
    ({ payload, attempt, signal }) => reports.readReport(payload.reportId, attempt, signal),
    {
      concurrency: options.concurrency,
      timeoutMs: options.timeoutMs,
      maxAttempts: EXTRACT_ATTEMPTS,
      // Members take turns: one member's backlog never holds up another's report (decision 010).
      fairShare: { recentMs: READING_WINDOW_MS, maxRunning: REPORT_READING.maxRunningPerMember },
    },
  );
}
