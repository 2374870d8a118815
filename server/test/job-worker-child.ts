/**
 * A worker process for the job queue's crash test: opens the database named by the environment, optionally
 * enqueues one job, and runs the queue. The handler writes a line per attempt to MARKER_FILE; the first attempt
 * then hangs (the test kills the process with SIGKILL there), a later one completes. SIGTERM stops it cleanly.
 */
import { appendFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client';
import { JobQueue } from '../src/jobs/job-queue';

const env = process.env;
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 })
  : await openDatabase({ kind: 'pglite', dataDir: env.PGLITE_DIR! });
await database.migrate();
const log = { info() {}, warn() {}, error: (o: object, m?: string) => console.error(m, o) };
const queue = new JobQueue({
  db: database.db,
  log,
  leaseMs: Number(env.LEASE_MS ?? 1000),
  pollMs: 100,
  exclusive: database.kind === 'pglite',
});
queue.register<{ label: string }>('test.crash', async ({ payload, attempt }) => {
  appendFileSync(env.MARKER_FILE!, `start ${payload.label} ${attempt}\n`);
  if (attempt === 1) await new Promise(() => {});
  appendFileSync(env.MARKER_FILE!, `done ${payload.label} ${attempt}\n`);
});
if (env.ENQUEUE) await queue.enqueue('test.crash', { label: env.ENQUEUE }, { singletonKey: env.ENQUEUE });
await queue.start();
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
