/**
 * Opens the database: embedded PGlite (default, data under DATA_DIR/db) or PostgreSQL (DATABASE_URL).
 * The same schema and migrations run on both.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/project-root';
import type { PoolStats } from '../observability/metrics';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; multi-step writes receive one explicitly. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: repo functions accept both. */
export type Executor = Db | Tx;

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string /* omitted: in memory */;
      /** Run PGlite in its own thread, reached over a loopback socket (the server's default; decision 007). */
      thread?: boolean;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /** Round-trip time of `SELECT 1` in ms; throws when the database is unreachable. */
  ping(): Promise<number>;
  /**
   * After deleting personal data: on PGlite, vacuum the dead rows out of the data files and retire the write-ahead
   * log that still holds them. PostgreSQL keeps WAL and backups by its operator's retention (SECURITY.md).
   */
  purgeDeleted(): Promise<void>;
  /** Whether the newest migration shipped with this build has been applied (readiness). */
  migrated(): Promise<boolean>;
  /** Connection counts of the PostgreSQL pool; null on PGlite (no pool). */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export const migrationsFolder = () => path.join(projectRoot(), 'server', 'src', 'db', 'migrations');

// Any fixed number: serialises migrations when several app instances start against one PostgreSQL.
const MIGRATION_LOCK_ID = 727_274_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite' && options.thread) return openThreadedPglite(options.dataDir);
  if (options.kind === 'pglite') {
    let releaseLock = () => {};
    if (options.dataDir) {
      await mkdir(options.dataDir, { recursive: true });
      releaseLock = await lockDataDir(options.dataDir);
    }
    const client = await PGlite.create({
      dataDir: options.dataDir,
      extensions: { pg_trgm },
      // Retired WAL segments are deleted, not renamed for reuse with their old contents (deleted rows) inside.
      postgresqlconf: ['wal_recycle = off'],
    }).catch((err: unknown) => {
      releaseLock();
      throw err;
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      migrate: () =>
        migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() }),
      ping: () => timed(() => client.query('SELECT 1')),
      async purgeDeleted() {
        await client.exec('VACUUM');
        // Close the segment holding the deleted rows' history; the checkpoint then removes it.
        await client.query('SELECT pg_switch_wal()');
        await client.exec('CHECKPOINT');
      },
      migrated: () => newestMigrationApplied(db),
      poolStats: () => null,
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  }

  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    // Without a handler an idle client's error (e.g. the server restarting) would crash the process.
  });
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => timed(() => db.execute(sql`SELECT 1`)),
    purgeDeleted: async () => undefined,
    migrated: () => newestMigrationApplied(db),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolSize ?? 10,
    }),
    close: () => pool.end(),
  };
}

/**
 * PGlite in a worker thread (db/pglite-thread.js) behind a PostgreSQL Unix socket in a private temporary directory
 * (only this user can reach it): its queries no longer run on the event loop that serves requests. One pooled connection, because PGlite has one session; requests queue for
 * it in the pool as they queued for the in-process PGlite.
 */
async function openThreadedPglite(dataDir: string | undefined): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    releaseLock = await lockDataDir(dataDir);
  }
  let thread: PgliteThread;
  try {
    thread = await startPgliteThread(dataDir);
  } catch (err) {
    releaseLock();
    throw err;
  }
  const pool = new pg.Pool({
    host: thread.socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // Keep the one connection: PGlite has one session, so there is nothing to save by closing it when idle.
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 30_000,
  });
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () =>
      migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder: migrationsFolder() }),
    ping: () => timed(() => pool.query('SELECT 1')),
    async purgeDeleted() {
      await pool.query('VACUUM');
      // Close the segment holding the deleted rows' history; the checkpoint then removes it.
      await pool.query('SELECT pg_switch_wal()');
      await pool.query('CHECKPOINT');
    },
    migrated: () => newestMigrationApplied(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 1 }),
    async close() {
      await pool.end();
      await thread.close();
      releaseLock();
    },
  };
}

export interface PgliteThread {
  /** The directory holding the socket `.s.PGSQL.5432` (node-postgres: `host: socketDir, port: 5432`). */
  socketDir: string;
  close(): Promise<void>;
}

/**
 * Starts db/pglite-thread.js on `dataDir` (in memory when undefined) behind a Unix socket in a fresh private
 * directory. The caller holds the data directory's lock.
 */
export async function startPgliteThread(dataDir: string | undefined): Promise<PgliteThread> {
  // mkdtemp makes the directory with mode 0700: other users cannot reach the socket inside.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-db-'));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  const thread = new Worker(new URL('./pglite-thread.js', import.meta.url), {
    workerData: { dataDir, socketDir },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      thread.once('message', () => resolve());
      thread.once('error', reject);
      thread.once('exit', (code) => reject(new Error(`the database thread stopped during start (${code})`)));
    });
  } catch (err) {
    removeSocketDir();
    throw err;
  }
  thread.on('error', (err) => console.error('embedded database thread failed:', err));
  return {
    socketDir,
    async close() {
      const closed = new Promise((resolve) => thread.once('message', resolve));
      thread.postMessage('close');
      await closed;
      await thread.terminate();
      removeSocketDir();
    },
  };
}

let newestShipped: number | undefined;

/** Drizzle records each applied migration's folder timestamp in drizzle.__drizzle_migrations. */
async function newestMigrationApplied(db: Db): Promise<boolean> {
  newestShipped ??= Math.max(
    ...readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis),
  );
  const newest = newestShipped;
  try {
    const result = await db.execute<{ applied: string | null }>(
      sql`SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations`,
    );
    const applied = Number((result as { rows: { applied: string | null }[] }).rows[0]?.applied ?? 0);
    return applied >= newest;
  } catch {
    return false; // no migrations table yet
  }
}

/**
 * PGlite is a database inside one process: two processes opening the same directory (the server and
 * `npm run seed:demo`, say) would corrupt it. A lock file with the owner's pid keeps that from happening; a lock
 * left by a process that no longer runs is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => void> {
  const lockFile = `${dataDir.replace(/\/$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && processAlive(owner)) {
        throw new Error(
          `The database in ${dataDir} is in use by process ${owner} (is the server running?). Stop it first, or use PostgreSQL (DATABASE_URL) to share a database.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return Math.round((performance.now() - start) * 100) / 100;
}
