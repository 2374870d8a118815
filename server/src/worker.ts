/**
 * `npm run worker`: a process that runs the job queue (mail, reminders, sweeps, and whatever else is queued) and
 * serves no HTTP. Start one or more beside app instances that run with RUN_JOBS=off, on the same DATABASE_URL,
 * REDIS_URL, storage and keys. Jobs are claimed with FOR UPDATE SKIP LOCKED under a lease, so any number of workers
 * and instances share the queue, and a worker killed mid-job leaves its job to the others when the lease runs out.
 */
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError } from './config';
import { closeOnSignals, exitOnStartFailure } from './lib/process-lifecycle';
import { startMetricsServer } from './observability/metrics-server';

async function worker(): Promise<void> {
  const { config, secrets, database } = await bootstrap();
  if (database.kind === 'pglite') {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL="": a separate worker needs PostgreSQL (the embedded database belongs to the server process)',
    );
  }
  // The same services as the server (they register the job handlers), without listening for requests.
  const app = await buildApp(config, { database, secrets, staticDir: null });
  await app.ctx.jobs.start();
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer(app.ctx.metrics, {
          port: config.METRICS_PORT,
          host: config.METRICS_HOST,
          token: config.METRICS_TOKEN,
        });
  app.log.info({ banner: true }, `VitalPlan worker ${app.ctx.jobs.workerId} is running jobs`);

  closeOnSignals({
    log: app.log,
    finishing: 'running jobs',
    // Jobs that do not finish in time are taken by other workers once their lease runs out.
    hardStopMs: 30_000,
    parts: [app, metricsServer, database], // app.close() stops claiming and waits for running jobs
  });
}

worker().catch(exitOnStartFailure('VitalPlan worker'));
