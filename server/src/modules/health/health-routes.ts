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

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
      },
      async (_request, reply) => {
        let latencyMs: number | null = null;
        try {
          latencyMs = await ctx.database.ping();
        } catch {
          latencyMs = null;
        }
        const up = latencyMs !== null;
        return reply.status(up ? 200 : 503).send({
          status: up ? 'ok' : 'unavailable',
          database: { kind: ctx.database.kind, status: up ? 'up' : 'down', latencyMs },
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
}
