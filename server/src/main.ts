/** Reads the configuration, migrates the database and serves the app and API. */
import path from 'node:path';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { closeOnSignals, exitOnStartFailure } from './lib/process-lifecycle';
import { warmUpPdf } from './labs/pdf-text';
import { orphanGraceMs } from './storage/stored-file-jobs';
import { startMetricsServer } from './observability/metrics-server';

async function main(): Promise<void> {
  const { config, secrets, database } = await bootstrap();
  const app = await buildApp(config, { database, secrets });
  const stopBackgroundTasks = await runStartupTasks(app, config, database.kind);
  // Load pdf.js now rather than on the first upload (the first PDF would otherwise take 0.5–2 s longer).
  void warmUpPdf().catch((err: unknown) => app.log.warn({ err }, 'pdf.js warm-up failed'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // Mail, reminders and other background work; app.close() stops it and waits for running jobs. With
  // RUN_JOBS=off, separate `npm run worker` processes do it.
  if (config.RUN_JOBS) await app.ctx.jobs.start();
  app.log.info(
    { banner: true },
    // The same origin as every mailed link: a session opened from the banner is the one the links find.
    `VitalPlan is running at ${app.ctx.publicUrl()} (database: ${database.kind})`,
  );
  if (!config.SMTP_URL)
    app.log.info(`SMTP_URL is not set: mails are written to ${path.join(config.dataDir, 'outbox')}`);
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer(app.ctx.metrics, {
          port: config.METRICS_PORT,
          host: config.METRICS_HOST,
          token: config.METRICS_TOKEN,
        });
  if (metricsServer) app.log.info(`Prometheus metrics on port ${metricsServer.port} at /metrics`);

  closeOnSignals({
    log: app.log,
    finishing: 'in-flight requests',
    // A hard stop in case a request never finishes.
    hardStopMs: 15_000,
    beforeClose: () => {
      app.ctx.lifecycle.shuttingDown = true; // readiness answers 503 from now on
      stopBackgroundTasks();
    },
    parts: [app, metricsServer, database],
  });
}

const PGLITE_VACUUM_INTERVAL_MS = 10 * 60_000;

/** Clean-up after an unclean stop: orphan upload files, and reports whose processing was interrupted. */
async function runStartupTasks(
  app: FastifyInstance,
  config: Config,
  kind: 'pglite' | 'postgres',
): Promise<() => void> {
  const { reports, storedFiles } = app.ctx.services;
  // Orphans from a crash, at once; later sweeps are a recurring job (storage/stored-file-jobs.ts) that runs
  // once across all instances. PGlite has one writer (this process), so any orphan is from a crash; PostgreSQL may
  // have other instances mid-upload, so only old orphans are removed.
  const graceMs = orphanGraceMs(config.ORPHAN_SWEEP_GRACE_SECONDS, kind);
  const removed = await storedFiles.sweepOrphans(graceMs);
  if (removed) app.log.warn(`removed ${removed} stored file(s) left by interrupted uploads`);
  // PGlite runs no autovacuum (no background workers): without it, rows replaced by updates (the previous
  // active plan, say) pile up and every lookup walks past them. PostgreSQL vacuums itself.
  const vacuum =
    kind === 'pglite'
      ? setInterval(() => {
          app.ctx.database.db
            .execute(sql`VACUUM (ANALYZE)`)
            .catch((err: unknown) => app.log.warn({ err }, 'PGlite vacuum failed'));
        }, PGLITE_VACUUM_INTERVAL_MS)
      : undefined;
  vacuum?.unref();
  // In the background: the server is already useful while old reports are finished.
  void reports
    .resumeUnfinished(graceMs)
    .then((n) => n && app.log.info(`resumed processing of ${n} report(s)`))
    .catch((err: unknown) => app.log.error({ err }, 'resuming report processing failed'));
  return () => clearInterval(vacuum);
}

main().catch(exitOnStartFailure('VitalPlan'));
