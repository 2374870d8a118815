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
import {
  swapChoiceBody,
  swapChoiceResponse,
  swapOptionsQuery,
  swapOptionsResponse,
} from '@common/plan-swaps';
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
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.planGenerate },
        schema: { tags: ['plans'], body: generatePlanBody, response: { 201: generatePlanResponse } },
      },
      async (request, reply) => reply.status(201).send(await plans.generate(actorOf(request), request.body)),
    );

    app.get(
      '/active',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['plans'], response: { 200: activePlanResponse } },
      },
      async (request) => ({ plan: await plans.active(actorOf(request).user.id) }),
    );

    app.get(
      '/',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['plans'], response: { 200: planListResponse } },
      },
      async (request) => ({ plans: await plans.list(actorOf(request).user.id) }),
    );

    app.get(
      '/:id',
      {
        config: { access: 'member', staffReads: 'audited' },
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
        config: { access: 'member', staffReads: 'audited' },
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
        config: { access: 'member', staffReads: 'audited' },
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
      '/:id/swaps/options',
      {
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.swapOptions },
        schema: {
          tags: ['plans'],
          description:
            'Up to 3 alternatives for one meal (day 1-based, meal 0-based as listed): same slot, portions sized for the meal, energy ±10 % and protein close, every restriction and health rule of the plan kept; `reason` says why fewer. Owner only.',
          params: z.object({ id: z.string().max(100) }),
          querystring: swapOptionsQuery,
          response: { 200: swapOptionsResponse },
        },
      },
      async (request) => plans.swapOptions(actorOf(request), request.params.id, request.query),
    );

    app.post(
      '/:id/swaps',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: {
          tags: ['plans'],
          description:
            'Choose one of the offered alternatives for a meal (saved on the plan; the grocery list follows), or the meal’s own recipeId to undo the swap. Owner only; the active plan; Doctor Verified plans once approved.',
          params: z.object({ id: z.string().max(100) }),
          body: swapChoiceBody,
          response: { 200: swapChoiceResponse },
        },
      },
      async (request) => plans.chooseSwap(actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/:id/calendar.ics',
      {
        config: { access: 'member', staffReads: 'none' },
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
