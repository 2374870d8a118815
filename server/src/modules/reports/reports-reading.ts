/**
 * Reading reports in the background (the extraction job's work, registered by reports-jobs.ts), and recovering
 * reads that a crash or a stop left unfinished.
 */
import type { UploadMimeType } from './upload-validation';
import { EXTRACT_ATTEMPTS, EXTRACT_JOB, type Extraction } from './reports-extraction';
import type { ReportKit } from './reports-kit';
import * as repo from './reports-repo';

const UNREADABLE = 'We could not read this report. Please upload a clearer photo or the PDF from your lab.';

export function createReading(kit: ReportKit) {
  const { deps, enqueueRead, mismatchesWithProfile } = kit;
  const { db, files, now, log } = deps;

  /**
   * The extraction job: reads the stored document and stores what it found. Idempotent (delivery is at least
   * once): a report that was deleted, or read already, is left alone. Throws for infrastructure errors (storage,
   * database) so the queue retries with backoff; the last attempt records a failed report instead.
   */
  async function readReport(reportId: string, attempt: number, signal: AbortSignal): Promise<void> {
    const row = await repo.findReport(db, reportId);
    if (!row || row.status !== 'processing') return;
    let extraction: Extraction;
    try {
      const bytes = await files.get(row.storageKey);
      let lastWrite = Promise.resolve();
      extraction = await deps.extract(bytes, row.mimeType as UploadMimeType, {
        signal,
        // Writes are chained so the row never goes back to an earlier page.
        onProgress: (pagesDone, pageCount) => {
          lastWrite = lastWrite
            .then(() => repo.recordProgress(db, row.id, pagesDone, pageCount))
            .catch((err: unknown) => log.warn({ err, reportId }, 'could not record report progress'));
        },
      });
      await lastWrite;
      // Lost the lease (another worker has the job now) or timed out: record nothing, the queue decides.
      if (signal.aborted)
        throw signal.reason instanceof Error ? signal.reason : new Error('extraction aborted');
    } catch (err) {
      if (attempt < EXTRACT_ATTEMPTS) throw err;
      log.warn({ err, reportId: row.id }, 'report extraction failed for good');
      extraction = { status: 'failed', message: UNREADABLE, sampleDate: null, results: [] };
    }
    if (extraction.refused) {
      // Found dangerous or damaged only while reading: the file is not kept; the member sees why.
      await repo.updateReport(db, row.id, {
        status: 'failed',
        error: extraction.message,
        extraction: { ...extraction.details, refused: true },
        processedAt: now(),
      });
      await files.delete(row.storageKey).catch((err: unknown) => log.warn({ err }, 'could not delete file'));
      return;
    }
    await db.transaction(async (tx) => {
      // Still there and still unread (the member may have deleted it meanwhile).
      const current = await repo.findReport(tx, row.id);
      if (!current || current.status !== 'processing') return;
      await repo.replaceBiomarkers(
        tx,
        row.id,
        extraction.results.map((r, position) => ({ ...r, reportId: row.id, userId: row.userId, position })),
      );
      await deps.notify.reportProcessed(tx, row.userId, extraction.status);
      const printed = extraction.identity ?? {};
      await repo.updateReport(tx, row.id, {
        printedIdentity: printed,
        identityMismatches: await mismatchesWithProfile(
          tx,
          row.userId,
          printed,
          extraction.sampleDate ?? now().toISOString().slice(0, 10),
        ),
        status: extraction.status,
        error: extraction.status === 'processed' ? null : extraction.message,
        sampleDate: extraction.sampleDate,
        extraction: extraction.details ?? null,
        processedAt: now(),
      });
    });
  }

  /** Reports whose reading was abandoned by the queue (worker killed in the last attempt) end failed. */
  async function failAbandonedReads(): Promise<number> {
    const failed = await repo.failAbandonedReads(db, UNREADABLE, now());
    if (failed) log.warn({ failed }, 'reports whose reading was abandoned are marked failed');
    return failed;
  }

  return {
    /** Deletes stored files that have no row and are older than the grace period (interrupted uploads). */
    failAbandonedReads,

    /** The extraction job's work (reports-jobs.ts registers it). */
    readReport,

    /**
     * Queues the reading of reports left processing without a job (uploaded before reading became a background
     * job). Reports that have their job are skipped by its singleton key: the queue itself resumes interrupted jobs.
     */
    async resumeUnfinished(olderThanMs = 0): Promise<number> {
      await failAbandonedReads();
      const rows = await repo.unfinishedReports(db, new Date(now().getTime() - olderThanMs));
      for (const row of rows)
        await enqueueRead(db, {
          reportId: row.id,
          userId: row.userId,
          jobKey: row.jobKey ?? `${EXTRACT_JOB}:${row.storageKey}`,
          pages: row.progressTotal ?? 1,
        });
      return rows.length;
    },
  };
}
