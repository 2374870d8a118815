/** Shared start-up for the server and the CLIs: configuration, secrets, database (migrated, squatted admins demoted). */
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import path from 'node:path';
import { loadSecrets, type Secrets } from './lib/secrets';
import { demoteSquattedAdmins } from './modules/auth/listed-admins';

export interface Runtime {
  config: Config;
  secrets: Secrets;
  database: Database;
}

export async function bootstrap(env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  const config = loadConfig(env);
  const secrets = await loadSecrets(config);
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'db'),
        thread: config.PGLITE_THREAD,
      });
  await database.migrate();
  await demoteSquattedAdmins(database.db, config.ADMIN_EMAILS);
  return { config, secrets, database };
}
