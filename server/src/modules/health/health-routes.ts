import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nullable(),
  }),
  uptimeSeconds: z.number(),
});

const liveResponse = z.object({ status: z.literal('ok') });

const readyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    migrations: z.enum(['done', 'pending', 'unknown']),
    shuttingDown: z.boolean(),
  }),
});

/**
 * /health: the original combined answer (kept for existing monitors). /health/live: the process answers (a
 * restart is the cure otherwise). /health/ready: this instance should get traffic: database reachable, the
 * build's migrations applied, not stopping (load balancers and the container HEALTHCHECK use this one).
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const pingMs = () => ctx.database.ping().catch(() => null);

  return async (app) => {
    const schema = (response: z.ZodType) => ({
      tags: ['health'],
      response: { 200: response, 503: response },
    });

    app.get(
      '/health',
      { config: { access: 'public' }, schema: schema(healthResponse) },
      async (_request, reply) => {
        const latencyMs = await pingMs();
        const up = latencyMs !== null;
        return reply.status(up ? 200 : 503).send({
          status: up ? 'ok' : 'unavailable',
          database: { kind: ctx.database.kind, status: up ? 'up' : 'down', latencyMs },
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );

    app.get('/health/live', { config: { access: 'public' }, schema: schema(liveResponse) }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/health/ready',
      { config: { access: 'public' }, schema: schema(readyResponse) },
      async (_r, reply) => {
        const database = (await pingMs()) === null ? 'down' : 'up';
        const migrations =
          database === 'down' ? 'unknown' : (await ctx.database.migrated()) ? 'done' : 'pending';
        const { shuttingDown } = ctx.lifecycle;
        const ready = database === 'up' && migrations === 'done' && !shuttingDown;
        return reply
          .status(ready ? 200 : 503)
          .send({ status: ready ? 'ready' : 'unavailable', checks: { database, migrations, shuttingDown } });
      },
    );
  };
}
