import {
  activityQuery,
  activityResponse,
  checkInResponse,
  isoDate,
  progressExportQuery,
  measurementListResponse,
  measurementLogBody,
  measurementLogResponse,
  progressSummarySchema,
  weightEditBody,
  weightListResponse,
  weightLogBody,
  weightLogResponse,
  workoutLogBody,
  workoutLogListQuery,
  workoutLogListResponse,
  workoutLogResponse,
} from '@common/progress';
import { progressOutcomesSchema } from '@common/outcomes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { IDEMPOTENCY_DOC, idempotencyKey } from '../../http/idempotency';
import { CSV_FILES } from './progress-csv';

const MEMBER = { access: 'member', staffReads: 'none' } as const;
/** Log writes: they change no account row, so they may use the session cache (http/access.ts). */
const LOG_WRITE = { ...MEMBER, accountUnchanged: true } as const;
const tags = ['progress'];
const dateParams = z.object({ date: isoDate });

/** /api/progress: weights and measurements (every member), the summary and check-ins (Premium). */
export function progressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { progress } = ctx.services;
  return async (app) => {
    app.post(
      '/weights',
      {
        config: LOG_WRITE,
        schema: {
          tags,
          description: `Log the body weight of a day (one a day; the same date again updates it). ${IDEMPOTENCY_DOC}`,
          body: weightLogBody,
          response: { 201: weightLogResponse },
        },
      },
      async (request, reply) => {
        const { status, body } = await progress.logWeight(
          actorOf(request),
          request.body,
          idempotencyKey(request),
        );
        return reply.status(status as 201).send(body);
      },
    );
    app.get(
      '/weights',
      { config: MEMBER, schema: { tags, response: { 200: weightListResponse } } },
      async (request) => ({ weights: await progress.listWeights(actorOf(request)) }),
    );
    app.get(
      '/export',
      {
        config: MEMBER,
        schema: {
          tags,
          description: `The member's logs as CSV, one file per kind (?file=): ${CSV_FILES.join(', ')}.`,
          querystring: progressExportQuery,
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="vitalplan-${request.query.file}"`)
          .header('cache-control', 'no-store')
          .send(await progress.csv(actorOf(request), request.query.file)),
    );
    app.get(
      '/activity',
      {
        config: MEMBER,
        schema: {
          tags,
          description:
            'Imported daily steps, active energy and resting heart rate (?from=&to=, default the last 90 days); each day as its highest-counting source counted it. With the workouts imported in those days (Apple Health, FIT files).',
          querystring: activityQuery,
          response: { 200: activityResponse },
        },
      },
      async (request) => progress.activity(actorOf(request), request.query),
    );
    app.put(
      '/weights/:date',
      {
        config: MEMBER,
        schema: { tags, params: dateParams, body: weightEditBody, response: { 200: weightLogResponse } },
      },
      async (request) => ({
        weight: await progress.editWeight(actorOf(request), request.params.date, request.body.weightKg),
      }),
    );
    app.delete(
      '/weights/:date',
      { config: MEMBER, schema: { tags, params: dateParams } },
      async (request, reply) => {
        await progress.deleteWeight(actorOf(request), request.params.date);
        return reply.status(204).send();
      },
    );

    app.post(
      '/measurements',
      {
        config: LOG_WRITE,
        schema: {
          tags,
          description: `Log body measurements of a day (any of them; the day's other values are kept). ${IDEMPOTENCY_DOC}`,
          body: measurementLogBody,
          response: { 201: measurementLogResponse },
        },
      },
      async (request, reply) => {
        const { status, body } = await progress.logMeasurement(
          actorOf(request),
          request.body,
          idempotencyKey(request),
        );
        return reply.status(status as 201).send(body);
      },
    );
    app.get(
      '/measurements',
      { config: MEMBER, schema: { tags, response: { 200: measurementListResponse } } },
      async (request) => ({ measurements: await progress.listMeasurements(actorOf(request)) }),
    );
    app.delete(
      '/measurements/:date',
      { config: MEMBER, schema: { tags, params: dateParams } },
      async (request, reply) => {
        await progress.deleteMeasurement(actorOf(request), request.params.date);
        return reply.status(204).send();
      },
    );

    app.get(
      '/summary',
      {
        config: MEMBER,
        schema: {
          tags,
          description: 'Weight trend, measurements, adherence, lifts and the plan’s days left (Premium).',
          response: { 200: progressSummarySchema },
        },
      },
      async (request) => progress.summary(actorOf(request)),
    );
    app.get(
      '/outcomes',
      {
        config: MEMBER,
        schema: {
          tags,
          description:
            'Did it work? For each result the active plan aims to move: before, the newest result since the plan started, the change against the test’s own variation (reference change value, with its source) and how closely the plan was followed in between (Premium). Shows change, not cause.',
          response: { 200: progressOutcomesSchema },
        },
      },
      async (request) => progress.outcomes(actorOf(request)),
    );
    app.post(
      '/check-ins',
      {
        config: { ...MEMBER, rateLimit: ctx.rateLimits.checkIn },
        schema: {
          tags,
          description:
            'The weekly check-in: adaptive expenditure, the next calorie target and next week’s progressions, explained (Premium).',
          response: { 201: checkInResponse },
        },
      },
      async (request, reply) => reply.status(201).send({ checkIn: await progress.checkIn(actorOf(request)) }),
    );
  };
}

/** /api/workouts: logged sessions of the member's plans (Premium). */
export function workoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { progress } = ctx.services;
  return async (app) => {
    app.post(
      '/logs',
      {
        config: LOG_WRITE,
        schema: {
          tags,
          description: `Log a session of the member's plan (week, day): its exercises and sets. ${IDEMPOTENCY_DOC}`,
          body: workoutLogBody,
          response: { 201: workoutLogResponse },
        },
      },
      async (request, reply) => {
        const { status, body } = await progress.logWorkout(
          actorOf(request),
          request.body,
          idempotencyKey(request),
        );
        return reply.status(status as 201).send(body);
      },
    );
    app.get(
      '/logs',
      {
        config: MEMBER,
        schema: {
          tags,
          description:
            "The member's logged sessions, oldest first; with planId only that plan's (what /today reads: a long-time member's whole history is hundreds of sessions).",
          querystring: workoutLogListQuery,
          response: { 200: workoutLogListResponse },
        },
      },
      async (request) => ({ logs: await progress.listWorkouts(actorOf(request), request.query.planId) }),
    );
  };
}
