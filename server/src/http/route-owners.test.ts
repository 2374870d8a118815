/**
 * Each module owns its URL prefix (http/route-owners.ts): a module registering a route under another module's
 * prefix, or under a prefix nobody owns, stops the server at start-up; the real app's routes all have their owner,
 * and every listed shared prefix is still in use.
 */
import diagnostics from 'node:diagnostics_channel';
import { readdirSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { API_DOCS_PREFIX } from './api-docs';
import { moduleRoutes, ownerOf, SHARED_PREFIXES, URL_PREFIX_OWNERS, type ModuleName } from './route-owners';

/** A bare server with one module's routes at `prefix` under /api: resolves once ready, rejects on a bad owner. */
async function serve(module: ModuleName, prefix: string, paths: string[]): Promise<void> {
  const app = Fastify();
  const routes: FastifyPluginAsync = async (scope) => {
    for (const path of paths) scope.get(path, async () => ({}));
  };
  try {
    await app.register(async (api) => api.register(moduleRoutes(module, routes), { prefix }), {
      prefix: '/api',
    });
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('URL prefix ownership', () => {
  it('refuses a module registering under another module’s prefix', async () => {
    await expect(serve('progress', '/plans', ['/:id/meals'])).rejects.toThrow(
      'Route GET /api/plans/:id/meals is registered by modules/progress but its URL prefix belongs to modules/plans',
    );
    await expect(serve('clinician', '', ['/plans/:id/review'])).rejects.toThrow(/belongs to modules\/plans/);
    // A shared prefix is the listed module's only: billing's staff actions are not clinician's.
    await expect(serve('clinician', '/admin', ['/users/:id/revoke'])).rejects.toThrow(
      /registered by modules\/clinician .* belongs to modules\/billing/,
    );
    await expect(serve('billing', '/admin', ['/users/:id'])).rejects.toThrow(/belongs to modules\/admin/);
  });

  it('refuses a prefix no module owns', async () => {
    await expect(serve('plans', '/meal-plans', ['/'])).rejects.toThrow(/URL prefix has no owner/);
  });

  it('accepts the owner, the listed shared prefixes and nothing past a segment boundary', async () => {
    await expect(serve('plans', '/plans', ['/', '/:id', '/:id/meals'])).resolves.toBeUndefined();
    await expect(serve('clinician', '/admin', ['/clinicians', '/clinicians/:id'])).resolves.toBeUndefined();
    await expect(
      serve('billing', '/admin', ['/users/:id/payments/:paymentId/refund']),
    ).resolves.toBeUndefined();
    expect(ownerOf('/api/admin/supportive')).toBe('admin');
    expect(ownerOf('/api/admin/support/tickets')).toBe('support');
    expect(ownerOf('/api/admin/support')).toBe('support');
    expect(ownerOf('/health')).toBeUndefined();
  });

  it('names only real modules as owners', () => {
    const modules = readdirSync(new URL('../modules/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const owner of [...Object.values(URL_PREFIX_OWNERS), ...SHARED_PREFIXES.map((s) => s.owner)])
      expect(modules).toContain(owner);
  });
});

describe('the real app: every /api route has its owner', () => {
  const urls = new Set<string>();
  let t: TestApp;
  // Every route as the server registers it (Fastify announces a new instance before any route is added).
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
      if (route.url.startsWith('/api') && !route.url.startsWith(API_DOCS_PREFIX)) urls.add(route.url);
    });
  };

  beforeAll(async () => {
    diagnostics.subscribe('fastify.initialization', onInit);
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    diagnostics.unsubscribe('fastify.initialization', onInit);
    await t?.close();
  });

  it('serves /api/plans/* from modules/plans, the plan’s meals, review and PDFs included (same URLs)', () => {
    expect(urls.size).toBeGreaterThan(50);
    for (const url of urls) expect(ownerOf(url), url).toBeDefined();
    for (const url of [
      '/api/plans/:id/meals',
      '/api/plans/:id/review',
      '/api/plans/:id/health-report.pdf',
      '/api/plans/:id/certificate.pdf',
    ]) {
      expect(urls).toContain(url);
      expect(ownerOf(url)).toBe('plans');
    }
  });

  it('lists no shared prefix or owner that no route uses', () => {
    const segments = new Set([...urls].map((url) => url.split('/')[2]));
    expect(Object.keys(URL_PREFIX_OWNERS).filter((segment) => !segments.has(segment))).toEqual([]);
    const unused = SHARED_PREFIXES.filter(
      (s) => ![...urls].some((url) => url === s.prefix || url.startsWith(`${s.prefix}/`)),
    );
    expect(unused).toEqual([]);
  });
});
