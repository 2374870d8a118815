/**
 * The composition root: every service and every job, without HTTP. The server (app.ts) puts routes over these
 * services; the worker (worker.ts) runs their jobs and nothing else. Cross-module reactions are required, typed
 * dependencies here, so leaving one out fails to compile instead of silently doing nothing.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { SnapshotCache } from './lib/snapshot-cache';
import type { Database } from './db/client';
import { JobQueue } from './jobs/job-queue';
import { OcrPool } from './labs/ocr-pool';
import { renderValueCrop } from './labs/value-crop';
import { memoryAttemptLimiter, redisAttemptLimiter } from './lib/attempt-limiter';
import { AppError } from './lib/errors';
import { redisInvalidationBus, SESSION_INVALIDATION_CHANNEL } from './lib/invalidation-bus';
import type { Secrets } from './lib/secrets';
import { createMailQueue } from './mail/mail-queue';
import { createMailTransport } from './mail/mail-transport';
import type { MailQueue } from './mail/mail-types';
import { createAccountService } from './modules/account/account-service';
import { createAdminService } from './modules/admin/admin-service';
import { createAccountEmailService, FORGOT_PASSWORD_PER_ADDRESS } from './modules/auth/account-email-service';
import { registerAuthJobs } from './modules/auth/auth-jobs';
import { createAuthService, LOGIN_LIMITS } from './modules/auth/auth-service';
import { registerBillingJobs } from './modules/billing/billing-jobs';
import { createBillingService } from './modules/billing/billing-service';
import { createClinicianService } from './modules/clinician';
import { createConsultationService } from './modules/consultations/consultations-service';
import { createImportService } from './modules/imports/imports-service';
import { registerNotificationJobs } from './modules/notifications/notifications-jobs';
import { createNotificationService } from './modules/notifications/notifications-service';
import { createPlanService } from './modules/plans/plans-service';
import { createProfileService } from './modules/profile/profile-service';
import { registerProgressJobs } from './modules/progress/progress-jobs';
import { createProgressPhotoService } from './modules/progress/progress-photos';
import { createProgressService } from './modules/progress/progress-service';
import { createFoodService } from './modules/foods/foods-service';
import { extractionSafetyNetMs, labsExtractor, labsScreen } from './modules/reports/labs-extractor';
import { registerReportJobs } from './modules/reports/reports-jobs';
import { createReportService, type ReportExtractor } from './modules/reports/reports-service';
import { createSupportService } from './modules/support/support-service';
import { createMetrics, type Metrics } from './observability/metrics';
import { resolvePaymentsSettings } from './payments/payments-config';
import type { FileStore } from './storage/file-store';
import { openFileStore } from './storage/open-file-store';
import { orphanGraceMs, registerStoredFileJobs } from './storage/stored-file-jobs';
import { createStoredFiles } from './storage/stored-files';
import { reportFiles } from './modules/reports/reports-files';
import { progressPhotoFiles } from './modules/progress/progress-photo-files';
import { supportScreenshotFiles } from './modules/support/support-files';

/** What the process hands in: the opened database, the keys, a logger, and test doubles. */
export interface Infra {
  database: Database;
  secrets: Secrets;
  log: FastifyBaseLogger;
  /** Where mailed links point (the server passes its own listening address when PUBLIC_URL is unset). */
  publicUrl: () => string;
  /** The clock; tests hand in a fixed one. */
  now?: () => Date;
  /** Where stored files go (default: encrypted, under DATA_DIR/uploads or S3). */
  files?: FileStore;
  /** Reads biomarkers from a report (default: the labs extractor over an OCR pool). */
  extract?: ReportExtractor;
  /** Outgoing mail of the modules (default: the job queue); account mails always take the queue. */
  mail?: MailQueue;
}

export type Services = Awaited<ReturnType<typeof createServices>>;
export type ServiceMap = Services['services'];

export async function createServices(config: Config, infra: Infra) {
  const { database, secrets, log } = infra;
  const db = database.db;
  const now = infra.now ?? (() => new Date());
  const publicUrl = infra.publicUrl;
  /** Closed in reverse order of opening by close(). */
  const closers: (() => unknown)[] = [];

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) closers.push(() => redis.disconnect());
  const metrics: Metrics = createMetrics({
    poolStats: database.kind === 'postgres' ? () => database.poolStats() : undefined,
  });
  const jobs = new JobQueue({
    db,
    log,
    now,
    exclusive: database.kind === 'pglite',
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    metrics: metrics.jobs,
  });
  const mailTransport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  closers.push(() => mailTransport.close());
  const queuedMail = createMailQueue(jobs, mailTransport);
  const mail = infra.mail ?? queuedMail;

  let files = infra.files;
  if (!files) {
    const store = await openFileStore(config, secrets.fileKey);
    closers.push(() => store.close());
    files = store.files;
  }
  // One OCR pool per process (worker threads, started on the first scanned report), unless tests bring an extractor.
  const ocr = infra.extract
    ? null
    : new OcrPool({
        size: config.OCR_WORKERS,
        languages: config.OCR_LANGUAGES,
        onError: (err) => log.warn({ err }, 'OCR worker error'),
      });
  if (ocr) closers.push(() => ocr.close());
  const paymentsSettings = resolvePaymentsSettings(config, secrets.sessionKey);
  if (paymentsSettings.sandboxWarning) log.warn(paymentsSettings.sandboxWarning);

  const auth = createAuthService({
    db,
    secrets,
    config,
    now,
    loginLimiter: redis
      ? redisAttemptLimiter(redis, LOGIN_LIMITS.windowMs)
      : memoryAttemptLimiter(LOGIN_LIMITS.windowMs, () => now().getTime()),
    onRegistered: (tx, user) => accountEmail.onRegistered(tx, user),
    onSignInPaused: (email) => accountEmail.signInPaused(email),
    connectInvalidation: redis
      ? (handlers) => redisInvalidationBus(redis, { channel: SESSION_INVALIDATION_CHANNEL, log, ...handlers })
      : undefined,
  });
  closers.push(() => auth.close());
  const accountEmail = createAccountEmailService({
    db,
    now,
    config,
    mail: queuedMail,
    jobs,
    publicUrl,
    resetLimiter: redis
      ? redisAttemptLimiter(redis, FORGOT_PASSWORD_PER_ADDRESS.windowMs)
      : memoryAttemptLimiter(FORGOT_PASSWORD_PER_ADDRESS.windowMs),
    forgetUser: (userId) => auth.forgetUser(userId),
  });
  const notifications = createNotificationService({
    db,
    now,
    mail: queuedMail,
    jobs,
    publicUrl,
    key: secrets.sessionKey,
  });
  const billing = createBillingService({
    db,
    now,
    log,
    settings: paymentsSettings,
    onUserChanged: (userId) => auth.forgetUser(userId),
    notify: notifications.notifier,
  });
  const reports = createReportService({
    db,
    now,
    log,
    files,
    extract: infra.extract ?? labsExtractor(ocr!, config.OCR_PAGE_WORK_LIMIT_MS, log, metrics.extraction),
    screen: infra.extract ? undefined : labsScreen,
    renderCrop: renderValueCrop,
    jobs,
    readingLimits: config.RATE_LIMITS,
    notify: notifications.notifier,
  });
  const imports = createImportService({ db, now, reports, log });
  // Doctor Verified: plans queue their review with the clinician service, which regenerates plans on changes.
  const plans = createPlanService({
    db,
    now,
    notify: notifications.notifier,
    review: {
      overridesFor: (ex, userId) => clinician.overridesFor(ex, userId),
      onPlanCreated: (tx, plan) => clinician.onPlanCreated(tx, plan),
    },
  });
  // The admin console's totals and analytics (admin, support, clinician), up to ADMIN_SNAPSHOT_MS old.
  const adminSnapshots = new SnapshotCache(config.ADMIN_SNAPSHOT_MS);
  const clinician = createClinicianService({
    db,
    snapshots: adminSnapshots,
    now,
    mail,
    publicUrl,
    plans: () => plans,
    renderCrop: (memberId, reportId, biomarkerId) => reports.cropForCare(memberId, reportId, biomarkerId),
  });
  const consultations = createConsultationService({ db, now, mail, publicUrl, clinician });
  const progress = createProgressService({
    db,
    now,
    plans,
    biomarkers: (userId) => reports.series(userId),
    // A check-in's red flags reach a Doctor Verified member's clinician as a message in their thread; without an
    // assigned clinician (409) or the package (403) the member is asked to write instead.
    tellClinician: async (actor, body) => {
      try {
        await consultations.post(actor, { body });
        return true;
      } catch (e) {
        if (e instanceof AppError && e.statusCode < 500) return false;
        throw e;
      }
    },
  });
  const progressPhotos = createProgressPhotoService({ db, files, now, log });
  const foods = createFoodService({ db, now });
  const support = createSupportService({
    db,
    snapshots: adminSnapshots,
    files,
    mail,
    now,
    log,
    publicUrl,
  });

  // Every kind of stored file, with the owner's answer to "which of these keys are still live". The orphan
  // sweep deletes only what a registered kind disowns (or an unclaimed legacy key): see storage/stored-files.ts.
  const storedFiles = createStoredFiles(files, now, [
    reportFiles(db),
    progressPhotoFiles(db),
    supportScreenshotFiles(db),
  ]);

  const services = {
    storedFiles,
    auth,
    accountEmail,
    notifications,
    profile: createProfileService({
      db,
      now,
      onIdentityChanged: (userId) => reports.recheckIdentity(userId),
    }),
    reports,
    imports,
    plans,
    progress,
    progressPhotos,
    foods,
    clinician,
    consultations,
    account: createAccountService({
      database,
      files,
      now,
      log,
      care: clinician,
      onSessionsRevoked: (userId) => auth.forgetUser(userId),
    }),
    billing,
    admin: createAdminService({
      db,
      snapshots: adminSnapshots,
      database,
      now,
      dataDir: config.dataDir,
      onAccountChanged: (userId) => auth.forgetUser(userId),
      systemChecks: {
        payments: () => Object.entries(billing.modes()).map(([provider, mode]) => ({ provider, mode })),
        paymentsSandboxWarning: () => paymentsSettings.sandboxWarning,
        ocr: () => ocrStatus(ocr, config.OCR_WORKERS),
      },
    }),
    support,
  };

  // Every module's jobs, registered from its own <module>-jobs.ts (the mail job registers with the mail queue).
  const graceMs = orphanGraceMs(config.ORPHAN_SWEEP_GRACE_SECONDS, database.kind);
  registerAuthJobs(jobs, accountEmail);
  registerNotificationJobs(jobs, notifications);
  registerBillingJobs(jobs, billing, { now, log });
  registerReportJobs(jobs, reports, {
    // One report per OCR worker: a report's pages share the pool, so more would only wait for workers.
    concurrency: Math.max(1, config.OCR_WORKERS),
    timeoutMs: extractionSafetyNetMs(config.OCR_PAGE_WORK_LIMIT_MS),
  });
  registerProgressJobs(jobs, { db, now, log });
  registerStoredFileJobs(jobs, storedFiles, { graceMs, log, afterSweep: () => reports.failAbandonedReads() });

  return {
    config,
    database,
    db,
    secrets,
    now,
    log,
    jobs,
    mail,
    files,
    publicUrl,
    metrics,
    redis,
    services,
    /** Stops the jobs (waiting for running ones), then closes what was opened here (not the database). */
    async close(): Promise<void> {
      await jobs.stop();
      await imports.settled();
      for (const close of closers.reverse()) await close();
    },
  };
}

function ocrStatus(ocr: OcrPool | null, size: number): { ready: boolean; message: string } {
  if (!ocr) return { ready: true, message: 'A custom report extractor is configured.' };
  const missing = ocr.missingLanguages;
  if (missing.length > 0)
    return { ready: false, message: `OCR language data is missing: ${missing.join(', ')}.` };
  return {
    ready: true,
    // The reserve worker (decision 010) is not one of the configured workers.
    message: `${Math.min(ocr.workerCount, size)} of ${size} OCR worker(s) running (they start with the first scan).`,
  };
}
