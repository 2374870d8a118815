/**
 * The client's API table (common/api-contract.ts) against the routes the server really registers: every entry is
 * a route, with the same query, body and success-response schemas, so the types the client compiles against are
 * the answers the server sends. docs/decisions/009-typed-api-client.md
 */
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiContract, type RouteContract } from '@common/api-contract';
import { createTestApp, type TestApp } from '../../test/helpers';

interface RouteSchema {
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<number, z.ZodType>;
  consumes?: string[];
}

/** The schema as JSON Schema: the same shape compares equal whether declared once or written out twice. */
const shape = (schema: z.ZodType | undefined, io: 'input' | 'output') =>
  schema && z.toJSONSchema(schema, { io, unrepresentable: 'any' });

describe('the client API table matches the server routes', () => {
  const routes = new Map<string, RouteSchema>();
  let t: TestApp;
  // Every route as the server registers it (Fastify announces a new instance before any route is added).
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat())
        routes.set(`${method} ${route.url}`, (route.schema ?? {}) as RouteSchema);
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

  it.each(Object.entries(apiContract) as [string, RouteContract][])('%s', (key, entry) => {
    const route = routes.get(key);
    expect(route, `${key} is not a server route`).toBeDefined();
    const status = entry.status ?? 200;
    // A query the client never sends (an optional `limit`) needs no entry; one it sends must be the server's.
    if (entry.query) expect(shape(route!.querystring, 'input'), 'query').toEqual(shape(entry.query, 'input'));
    expect(shape(route!.body, 'input'), 'body').toEqual(shape(entry.body, 'input'));
    expect(shape(route!.response?.[status], 'output'), `response ${status}`).toEqual(
      shape(entry.response, 'output'),
    );
    expect(route!.consumes?.includes('multipart/form-data') ?? false, 'multipart form').toBe(
      entry.form ?? false,
    );
  });
});
