import { biomarkerSeriesResponse } from '@common/biomarkers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';

/** GET /api/biomarkers: the member's latest value per biomarker with its history across reports. */
export function biomarkerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['reports'], response: { 200: biomarkerSeriesResponse } },
      },
      async (request) => ({ biomarkers: await ctx.services.reports.series(actorOf(request).user.id) }),
    );
  };
}
