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
import { planReviewResponse } from '@common/clinician';
import { mealLogBody, mealLogListResponse, mealLogResponse } from '@common/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { preferredEncoding } from '../../http/content-encoding';
import { sendStoredFile } from '../../http/file-reply';
import { IDEMPOTENCY_DOC, idempotencyKey } from '../../http/idempotency';
import { JSON_CONTENT_TYPE } from '../../http/kept-json';

const planIdParams = z.object({ id: z.string().max(100) });

/** /api/plans: every route under it (docs/architecture.md#url-ownership). */
export function planRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { plans, progress, clinician } = ctx.services;
  const planReads = { access: 'member', staffReads: 'audited' } as const;
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
      // Sent as serialised by the service (each plan summary's JSON is kept while its row is the same): the schema
      // stays declared for the API's contract and documents.
      async (request, reply) =>
        reply.type(JSON_CONTENT_TYPE).send((await plans.activeBody(actorOf(request).user.id)) as never),
    );

    app.get(
      '/',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['plans'], response: { 200: planListResponse } },
      },
      async (request, reply) =>
        reply.type(JSON_CONTENT_TYPE).send((await plans.listBody(actorOf(request).user.id)) as never),
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
      // Sent as serialised by the service: the response schema was applied when the content was cached. A client
      // holding the body sends its ETag back (If-None-Match) and gets a 304 without it: /today re-reads this plan.
      async (request, reply) => {
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        const body = await plans.getBody(
          actorOf(request),
          request.params.id,
          encoding,
          request.headers['if-none-match'],
        );
        void reply.header('vary', 'Accept-Encoding').header('etag', body.etag);
        if (!body.bytes) return reply.status(304 as 200).send(undefined as never);
        void reply.type(JSON_CONTENT_TYPE);
        if (body.encoding) void reply.header('content-encoding', body.encoding);
        return reply.send(body.bytes as never);
      },
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

    // The plan's sub-resources that another module keeps: served here (the plans module owns /api/plans), answered
    // by that module's service. The meal log of the plan's days (modules/progress, Premium):
    app.put(
      '/:id/meals',
      {
        config: { access: 'member', staffReads: 'none', accountUnchanged: true },
        schema: {
          tags: ['progress'],
          description: `Mark a planned meal of a day eaten (with the portion), skipped or swapped. ${IDEMPOTENCY_DOC}`,
          params: planIdParams,
          body: mealLogBody,
          response: { 200: mealLogResponse },
        },
      },
      async (request, reply) => {
        const { status, body } = await progress.logMeal(
          actorOf(request),
          request.params.id,
          request.body,
          idempotencyKey(request),
        );
        return reply.status(status as 200).send(body);
      },
    );
    app.get(
      '/:id/meals',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['progress'], params: planIdParams, response: { 200: mealLogListResponse } },
      },
      async (request) => ({ meals: await progress.listMeals(actorOf(request), request.params.id) }),
    );
    // The plan's Doctor Verified review and its PDFs (modules/clinician): the owner, or an admin (audited, like
    // the plan itself).
    app.get(
      '/:id/review',
      {
        config: planReads,
        schema: { tags: ['clinician'], params: planIdParams, response: { 200: planReviewResponse } },
      },
      async (request) => ({ review: await clinician.reviewOfPlan(actorOf(request), request.params.id) }),
    );
    app.get(
      '/:id/health-report.pdf',
      { config: planReads, schema: { tags: ['clinician'], params: planIdParams } },
      async (request, reply) => {
        const bytes = await clinician.healthReport(actorOf(request), request.params.id);
        return sendStoredFile(reply, { bytes, filename: 'health-report.pdf', mimeType: 'application/pdf' });
      },
    );
    app.get(
      '/:id/certificate.pdf',
      { config: planReads, schema: { tags: ['clinician'], params: planIdParams } },
      async (request, reply) => {
        const bytes = await clinician.certificate(actorOf(request), request.params.id);
        return sendStoredFile(reply, {
          bytes,
          filename: 'medical-clearance-certificate.pdf',
          mimeType: 'application/pdf',
        });
      },
    );
  };
}
