import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('PGlite maintenance', () => {
  it('can VACUUM (ANALYZE) through the ORM (main.ts runs it periodically: PGlite has no autovacuum)', async () => {
    const { sql } = await import('drizzle-orm');
    const db = await openDatabase({ kind: 'pglite' });
    try {
      await db.migrate();
      await expect(db.db.execute(sql`VACUUM (ANALYZE)`)).resolves.toBeDefined();
    } finally {
      await db.close();
    }
  });
});

describe('PGlite data directory lock', () => {
  it('refuses a second open of the same directory while the first is open, and allows it after close', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-lock-'));
    const dataDir = path.join(dir, 'db');
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      // Simulate another process holding it: our own pid counts as "this process", so fake the owner.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${dataDir}.lock`, String(process.ppid));
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by process/);
      await first.close();
      const again = await openDatabase({ kind: 'pglite', dataDir });
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-lock-'));
    const dataDir = path.join(dir, 'db');
    try {
      const { readFileSync, writeFileSync } = await import('node:fs');
      writeFileSync(`${dataDir}.lock`, '999999');
      const db = await openDatabase({ kind: 'pglite', dataDir });
      try {
        // The lock now names this process, and the database answers.
        expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
        const { sql } = await import('drizzle-orm');
        const result = await db.db.execute(sql`SELECT 1 AS one`);
        expect((result as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
      } finally {
        await db.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
