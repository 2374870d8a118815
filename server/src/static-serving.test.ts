import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestDatabase, TEST_SECRETS, testConfig, type TestDatabase } from '../test/helpers';
import type { FastifyInstance } from 'fastify';

/**
 * The built client and the API docs are served through @fastify/static, whose content-disposition is pinned by
 * package.json `overrides` to the release that supports Node 20: these prove the pinned versions work.
 */
describe('static serving with the pinned dependencies', () => {
  let dir: string;
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-static-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>VitalPlan</title>');
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    db = await createTestDatabase('pglite');
    app = await buildApp(testConfig({}, dir), {
      database: db.database,
      secrets: TEST_SECRETS,
      staticDir: dir,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves hashed assets for a year and pages as the app shell', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>VitalPlan</title>');
  });

  it('serves the API docs page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it("@fastify/static's content-disposition builds download headers", () => {
    const fromStatic = createRequire(require.resolve('@fastify/static'));
    const { create } = fromStatic('content-disposition') as { create: (name: string) => string };
    expect(create('résumé report.pdf')).toBe(
      'attachment; filename="r?sum? report.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9%20report.pdf',
    );
  });
});
