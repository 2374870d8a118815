/**
 * PostgreSQL stopped and started under load: the API answers 503 with a message meanwhile, /api/health says the
 * database is down, and everything works again afterwards without restarting the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TEST_SECRETS, testConfig } from '../../test/helpers';
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../../test/private-postgres';
import { openDatabase, type Database } from './client';

const unavailable = privatePostgresUnavailable();

describe.skipIf(unavailable)(`database outage${unavailable ? ` — skipped: ${unavailable}` : ''}`, () => {
  let pg: PrivatePostgres;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    database = await openDatabase({ kind: 'postgres', url: pg.url, poolSize: 4 });
    await database.migrate();
    app = await buildApp(testConfig(), { database, secrets: TEST_SECRETS, staticDir: null, logger: false });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'outage', email: 'outage@example.com', password: 'outage-password' },
    });
    token = res.json().token;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    pg?.dispose();
  });

  const me = () =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('answers 503 while the database is down and recovers by itself', async () => {
    expect((await me()).statusCode).toBe(200);
    let stopLoad = false;
    const seen = new Map<number, number>();
    const load = (async () => {
      while (!stopLoad) {
        const res = await me();
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    pg.stop();
    await new Promise((r) => setTimeout(r, 500));
    const down = await me();
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toMatch(/temporarily unavailable/);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().database).toMatchObject({ status: 'down', kind: 'postgres' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'outage@example.com', password: 'outage-password' },
    });
    expect(login.statusCode).toBe(503);

    pg.start();
    let recovered = false;
    for (let i = 0; i < 100 && !recovered; i++) {
      recovered = (await me()).statusCode === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    stopLoad = true;
    await load;
    expect(recovered).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json().database.status).toBe('up');
    // Under load, only 200s and 503s: never a 500.
    expect([...seen.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(seen.get(503)).toBeGreaterThan(0);
  }, 120_000);
});
