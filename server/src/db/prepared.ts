/**
 * Prepared statements for the hot read paths (every authenticated request). Drizzle builds the SQL once per
 * database handle instead of on every call, and PostgreSQL plans it once per connection; load profiles showed
 * query building as the largest cost of an authenticated read.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** A per-database cache of one prepared statement: `prepared(build)(db)` returns it, building it on first use. */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const cache = new WeakMap<Executor, T>();
  return (db) => {
    let statement = cache.get(db);
    if (statement === undefined) cache.set(db, (statement = build(db)));
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A statement written with drizzle's `sql` (CTEs, which its builders cannot prepare) and `sql.placeholder`s,
 * prepared once per database handle under `name`: its text is built once, PostgreSQL plans it once per connection.
 * `execute(values)` answers the driver's rows as they come (no column mapping).
 */
export function preparedSql(
  name: string,
  build: (db: Executor) => SQL,
): (db: Executor) => { execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]> } {
  return preparedPerDatabase((db) => {
    const query = db._.session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, name, false);
    return {
      execute: async (values) => ((await query.execute(values)) as { rows: Record<string, unknown>[] }).rows,
    };
  });
}
