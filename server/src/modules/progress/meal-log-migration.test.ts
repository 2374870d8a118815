/**
 * The migration that keys meal logs by slotIndex keeps every row logged before it: each becomes its slot's first
 * meal (0), and a second snack can then be logged beside it. Run against PGlite: the migrations before it, rows as
 * the old code wrote them, then the rest.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';

interface Journal {
  entries: { idx: number; tag: string }[];
}

describe('meal logs migration to (date, slot, slotIndex)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meal-log-migration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every existing row slotIndex 0 and lets a second snack be logged beside it', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    const at = journal.entries.findIndex((e) =>
      readFileSync(path.join(migrationsFolder(), `${e.tag}.sql`), 'utf8').includes('"slot_index"'),
    );
    expect(at).toBeGreaterThan(0);
    // The migrations before it, alone.
    const before = path.join(dir, 'before');
    cpSync(migrationsFolder(), before, { recursive: true });
    writeFileSync(
      path.join(before, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
    );
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      // Rows as the old code wrote them (one per slot); the foreign keys are not what is tested here.
      await client.exec(`SET session_replication_role = replica;
        INSERT INTO meal_logs (user_id, plan_id, date, slot, status, portion, kcal) VALUES
          ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '2026-11-24', 'snack', 'eaten', 0.5, 100),
          ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '2026-11-24', 'lunch', 'skipped', 0, 0);`);
      await migrate(db, { migrationsFolder: migrationsFolder() });
      const rows = await client.query<{ slot: string; slot_index: number; status: string; kcal: number }>(
        'SELECT slot, slot_index, status, kcal FROM meal_logs ORDER BY slot',
      );
      expect(rows.rows).toEqual([
        { slot: 'lunch', slot_index: 0, status: 'skipped', kcal: 0 },
        { slot: 'snack', slot_index: 0, status: 'eaten', kcal: 100 },
      ]);
      await client.exec(`INSERT INTO meal_logs (user_id, plan_id, date, slot, slot_index, status, portion, kcal) VALUES
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '2026-11-24', 'snack', 1, 'eaten', 1, 150);`);
      const count = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM meal_logs WHERE slot = 'snack'",
      );
      expect(count.rows[0]!.n).toBe(2);
    } finally {
      await client.close();
    }
  });
});
