/** Reads the configuration, migrates the database and serves the app and API. */
import path from 'node:path';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ConfigError, type Config } from './config';
import { warmUpPdf } from './labs/pdf-text';
import { startMetricsServer } from './observability/metrics-server';

async function main(): Promise<void> {
  const { config, secrets, database } = await bootstrap();
  const app = await buildApp(config, { database, secrets });
  const stopBackgroundTasks = await runStartupTasks(app, config, database.kind);
  // Load pdf.js now rather than on the first upload (the first PDF would otherwise take 0.5–2 s longer).
  void warmUpPdf().catch((err: unknown) => app.log.warn({ err }, 'pdf.js warm-up failed'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // Mail, reminders and other background work; app.close() stops it and waits for running jobs.
  await app.ctx.jobs.start();
  app.log.info(
    { banner: true },
    `VitalPlan is running at ${address.replace(/\/\/(0\.0\.0\.0|\[::\])/, '//localhost')} (database: ${database.kind})`,
  );
  if (!config.SMTP_URL)
    app.log.info(`SMTP_URL is not set: mails are written to ${path.join(config.dataDir, 'outbox')}`);
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer(app.ctx.metrics, config.METRICS_PORT, config.HOST);
  if (metricsServer) app.log.info(`Prometheus metrics on port ${metricsServer.port} at /metrics`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // A hard stop in case a request never finishes.
    setTimeout(() => process.exit(1), 15_000).unref();
    app.ctx.lifecycle.shuttingDown = true; // readiness answers 503 from now on
    try {
      stopBackgroundTasks();
      await app.close();
      await metricsServer?.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

const PGLITE_VACUUM_INTERVAL_MS = 10 * 60_000;

/** Clean-up after an unclean stop: orphan upload files, and reports whose processing was interrupted. */
async function runStartupTasks(
  app: FastifyInstance,
  config: Config,
  kind: 'pglite' | 'postgres',
): Promise<() => void> {
  const { reports } = app.ctx.services;
  // PGlite has one writer (this process), so any orphan is from a crash; PostgreSQL may have other instances
  // mid-upload, so only old orphans are removed.
  const graceSeconds = config.ORPHAN_SWEEP_GRACE_SECONDS ?? (kind === 'pglite' ? 0 : 600);
  const removed = await reports.sweepOrphans(graceSeconds * 1000);
  if (removed) app.log.warn(`removed ${removed} stored file(s) left by interrupted uploads`);
  const sweep = setInterval(() => {
    reports
      .sweepOrphans(Math.max(graceSeconds, 600) * 1000)
      .catch((err: unknown) => app.log.error({ err }, 'orphan sweep failed'));
  }, 30 * 60_000);
  sweep.unref();
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
    .resumeUnfinished(graceSeconds * 1000)
    .then((n) => n && app.log.info(`resumed processing of ${n} report(s)`))
    .catch((err: unknown) => app.log.error({ err }, 'resuming report processing failed'));
  return () => {
    clearInterval(sweep);
    clearInterval(vacuum);
  };
}

main().catch((err: unknown) => {
  // Payment settings raise their own ConfigError (same name) when a provider is half-configured.
  if (err instanceof ConfigError || (err instanceof Error && err.name === 'ConfigError')) {
    console.error(err.message);
  } else {
    console.error('VitalPlan failed to start:', err);
  }
  process.exit(1);
});
