import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { isOwnPath } from './http/prerendered-pages';
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
    // What scripts/prerender.mjs writes: public pages, the not-found page and the client's routes.
    await mkdir(path.join(dir, 'prerendered'));
    await writeFile(path.join(dir, 'prerendered', 'login.html'), '<title>Login · VitalPlan</title>');
    await writeFile(path.join(dir, 'prerendered', '404.html'), '<title>Page Not Found · VitalPlan</title>');
    await writeFile(
      path.join(dir, 'prerendered', 'pages.json'),
      JSON.stringify({
        pages: { '/login': 'login.html' },
        notFound: '404.html',
        clientRoutes: ['^/login$', '^/dashboard$', '^/plans/[^/]+$'],
      }),
    );
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

  it('serves prerendered public pages, the shell for member screens and a 404 page for unknown paths', async () => {
    const login = await app.inject({ method: 'GET', url: '/login?next=%2Fdashboard' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<title>Login · VitalPlan</title>');
    expect(login.headers['cache-control']).toBe('no-cache');
    const plan = await app.inject({ method: 'GET', url: '/plans/42' });
    expect(plan.statusCode).toBe(200);
    expect(plan.body).toContain('<title>VitalPlan</title>');
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('Page Not Found');
    const api = await app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No API route for GET /api/no-such-call.' });
  });

  it('answers a form the browser posted itself (before the page hydrated) by sending the page again', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/login?next=%2Fdashboard',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.example&password=hunter2hunter2',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/login?next=%2Fdashboard');
    expect(posted.body).not.toContain('hunter2');
    // Never back to another site: "//host" and "/\\host" are other sites' addresses to a browser.
    for (const url of ['//evil.example/login', '/\\evil.example/login']) {
      const elsewhere = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      // (Fastify's inject reads these as another host's /login; a real socket keeps the raw path.)
      const location = elsewhere.headers.location;
      expect(location === undefined || isOwnPath(String(location)), `${url} → ${location}`).toBe(true);
    }
    expect(isOwnPath('/login')).toBe(true);
    expect(isOwnPath('//evil.example/login')).toBe(false);
    expect(isOwnPath('/\\evil.example')).toBe(false);
    const apiPost = await app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(apiPost.statusCode).toBeGreaterThanOrEqual(400);
    expect(apiPost.statusCode).toBeLessThan(500);
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
