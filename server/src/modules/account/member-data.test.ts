/**
 * Every table that points at a user is accounted for by the member's data export, so a new module's rows cannot be
 * forgotten: read by a contributor (memberDataContributors), by the activity query, or withheld with a reason.
 * Every foreign key to users cascades or is set to null, so deleting the users row takes the member's rows along.
 */
import { getTableName, is, type Table } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { activityTables, memberDataContributors, withheldTables } from './member-data';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);
const usersName = getTableName(schema.users);

/** The columns of a table that reference users, with what happens to them when the user is deleted. */
function keysToUsers(table: PgTable) {
  return getTableConfig(table).foreignKeys.flatMap((fk) => {
    const ref = fk.reference();
    if (getTableName(ref.foreignTable) !== usersName) return [];
    return ref.columns.map((column) => ({ column: column.name, onDelete: fk.onDelete ?? 'no action' }));
  });
}

describe('member data coverage', () => {
  const pointingAtUsers = tables
    .filter((table) => table !== schema.users && keysToUsers(table).length > 0)
    .map((table) => getTableName(table));

  it('finds the tables that point at users (the check reads the schema)', () => {
    expect(pointingAtUsers).toEqual(expect.arrayContaining(['profiles', 'plans', 'payments', 'sessions']));
  });

  it('has every table that points at a user read for the export or withheld with a reason', () => {
    const read = [
      ...memberDataContributors.flatMap((c): readonly Table[] => c.tables),
      ...activityTables,
    ].map((t) => getTableName(t));
    const accounted: string[] = [...read, ...Object.keys(withheldTables)];
    expect(pointingAtUsers.filter((name) => !accounted.includes(name))).toEqual([]);
    // Each table once: a withheld table that a contributor reads is no longer withheld.
    expect(accounted.filter((name, i) => accounted.indexOf(name) !== i)).toEqual([]);
    // A withheld entry names a real table (a renamed one would otherwise hide a gap).
    const names: string[] = tables.map((t) => getTableName(t));
    expect(Object.keys(withheldTables).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('deletes or detaches every row that points at a deleted user', () => {
    const kept = tables.flatMap((table) =>
      keysToUsers(table)
        .filter(({ onDelete }) => !['cascade', 'set null'].includes(onDelete))
        .map(({ column }) => `${getTableName(table)}.${column}`),
    );
    expect(kept).toEqual([]);
  });
});
