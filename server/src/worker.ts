/**
 * `npm run worker`: a process that runs the job queue (mail, reminders, sweeps, and whatever else is queued) and
 * serves no HTTP. Start one or more beside app instances that run with RUN_JOBS=off, on the same DATABASE_URL,
 * REDIS_URL, storage and keys. Jobs are claimed with FOR UPDATE SKIP LOCKED under a lease, so any number of workers
 * and instances share the queue, and a worker killed mid-job leaves its job to the others when the lease runs out.
 * It builds the services and their jobs (services.ts) and no route: worker-composition.test.ts checks its imports.
 */
import { bootstrap } from './bootstrap';
import { ConfigError } from './config';
import { closeOnSignals, exitOnStartFailure } from './lib/process-lifecycle';
import { publicOrigin } from './mail/public-origin';
import { processLogger } from './observability/logger';
import { startMetricsServer } from './observability/metrics-server';
import { createServices } from './services';

async function worker(): Promise<void> {
  const { config, secrets, database } = await bootstrap();
  if (database.kind === 'pglite') {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL="": a separate worker needs PostgreSQL (the embedded database belongs to the server process)',
    );
  }
  const log = processLogger(config);
  const services = await createServices(config, {
    database,
    secrets,
    log,
    publicUrl: () => publicOrigin(config),
  });
  await services.jobs.start();
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer(services.metrics, {
          port: config.METRICS_PORT,
          host: config.METRICS_HOST,
          token: config.METRICS_TOKEN,
        });
  log.info({ banner: true }, `VitalPlan worker ${services.jobs.workerId} is running jobs`);

  closeOnSignals({
    log,
    finishing: 'running jobs',
    // Jobs that do not finish in time are taken by other workers once their lease runs out.
    hardStopMs: 30_000,
    parts: [services, metricsServer, database], // services.close() stops claiming and waits for running jobs
  });
}

worker().catch(exitOnStartFailure('VitalPlan worker'));
