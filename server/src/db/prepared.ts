/**
 * Prepared statements for the hot read paths (every authenticated request). Drizzle builds the SQL once per
 * database handle instead of on every call, and PostgreSQL plans it once per connection; load profiles showed
 * query building as the largest cost of an authenticated read.
 */
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
