/** Reads the configuration, migrates the database and serves the app and API. */
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError } from './config';

async function main(): Promise<void> {
  const { config, secrets, database } = await bootstrap();
  const app = await buildApp(config, { database, secrets });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `VitalPlan is serving on ${address.replace(/\/\/(0\.0\.0\.0|\[::\])/, '//localhost')} (database: ${database.kind})`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // A hard stop in case a request never finishes.
    setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('VitalPlan failed to start:', err);
  }
  process.exit(1);
});
