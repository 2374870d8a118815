import {
  consultationPostedResponse,
  consultationThreadQuery,
  consultationThreadResponse,
  postMessageBody,
} from '@common/clinician';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';

/** /api/consultations: the member ↔ clinician thread (clinicians name the member with memberId). */
export function consultationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { consultations } = ctx.services;
  const tags = ['consultations'];
  return async (app) => {
    app.get(
      '/messages',
      {
        // A clinician reads the thread of a member in their care: audited.
        config: { access: 'member', staffReads: 'audited' },
        schema: {
          tags,
          querystring: consultationThreadQuery,
          response: { 200: consultationThreadResponse },
        },
      },
      async (request) => consultations.list(actorOf(request), request.query.memberId),
    );
    app.post(
      '/messages',
      {
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.supportMessage },
        schema: {
          tags,
          body: postMessageBody,
          response: { 201: consultationPostedResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await consultations.post(actorOf(request), request.body)),
    );
  };
}
