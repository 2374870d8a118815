/** Health: the original /api/health answer, liveness, and readiness (database, migrations, shutting down). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, testDatabaseKinds, type TestApp } from '../../../test/helpers';

describe.each(testDatabaseKinds())('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('keeps the combined /api/health answer', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { kind, status: 'up' } });
  });

  it('is live and ready when the database is up and migrated', async () => {
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', migrations: 'done', shuttingDown: false },
    });
  });

  it('is not ready while shutting down, but still live', async () => {
    t.app.ctx.lifecycle.shuttingDown = true;
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { shuttingDown: true } });
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.app.ctx.lifecycle.shuttingDown = false;
    }
  });

  it('is not ready when the newest migration is missing', async () => {
    const db = t.database.db;
    const rows = await db.execute(
      sql`SELECT id, created_at::text AS at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    const newest = (rows as { rows: { id: number; at: string }[] }).rows[0]!;
    await db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = 0 WHERE id = ${newest.id}`);
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toMatchObject({ database: 'up', migrations: 'pending' });
    } finally {
      await db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = ${newest.at}::bigint WHERE id = ${newest.id}`,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is not ready, and /api/health says unavailable, when the database is gone', async () => {
    const owned = await createTestDatabase(kind);
    const app = await createTestApp(kind, { database: owned.database });
    try {
      await owned.database.close();
      const ready = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toMatchObject({ database: 'down', migrations: 'unknown' });
      expect((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect((await app.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await owned.dispose().catch(() => undefined);
    }
  });
});
