import {
  activePlanResponse,
  generatePlanBody,
  generatePlanResponse,
  planDetailResponse,
  planCalendarQuery,
  planListResponse,
  planVersionListResponse,
  planVersionParams,
} from '@common/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';

export function planRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { plans } = ctx.services;
  return async (app) => {
    app.post(
      '/generate',
      {
        config: { access: 'member', rateLimit: ctx.rateLimits.planGenerate },
        schema: { tags: ['plans'], body: generatePlanBody, response: { 201: generatePlanResponse } },
      },
      async (request, reply) => reply.status(201).send(await plans.generate(actorOf(request), request.body)),
    );

    app.get(
      '/active',
      { config: { access: 'member' }, schema: { tags: ['plans'], response: { 200: activePlanResponse } } },
      async (request) => ({ plan: await plans.active(actorOf(request).user.id) }),
    );

    app.get(
      '/',
      { config: { access: 'member' }, schema: { tags: ['plans'], response: { 200: planListResponse } } },
      async (request) => ({ plans: await plans.list(actorOf(request).user.id) }),
    );

    app.get(
      '/:id',
      {
        config: { access: 'member' },
        schema: {
          tags: ['plans'],
          params: z.object({ id: z.string().max(100) }),
          response: { 200: planDetailResponse },
        },
      },
      async (request) => ({ plan: await plans.get(actorOf(request), request.params.id) }),
    );

    app.get(
      '/:id/versions',
      {
        config: { access: 'member' },
        schema: {
          tags: ['plans'],
          description:
            'The plan’s versions (a weekly check-in makes a new one), newest first; the owner, or staff whose reading is recorded.',
          params: z.object({ id: z.string().max(100) }),
          response: { 200: planVersionListResponse },
        },
      },
      async (request) => ({ versions: await plans.versions(actorOf(request), request.params.id) }),
    );

    app.get(
      '/:id/versions/:version',
      {
        config: { access: 'member' },
        schema: {
          tags: ['plans'],
          description: 'One version of the plan as it was; the owner, or staff whose reading is recorded.',
          params: planVersionParams,
          response: { 200: planDetailResponse },
        },
      },
      async (request) => ({
        plan: await plans.version(actorOf(request), request.params.id, request.params.version),
      }),
    );

    app.get(
      '/:id/calendar.ics',
      {
        config: { access: 'member' },
        schema: {
          tags: ['plans'],
          description: 'Training sessions (and meal times with meals=true) as an iCalendar file; owner only.',
          params: z.object({ id: z.string().max(100) }),
          querystring: planCalendarQuery,
        },
      },
      async (request, reply) => {
        const ics = await plans.calendar(actorOf(request), request.params.id, request.query);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="vitalplan.ics"')
          .header('cache-control', 'no-store')
          .send(ics);
      },
    );
  };
}
