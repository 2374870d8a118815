import {
  consultationPostedResponse,
  consultationThreadQuery,
  consultationThreadResponse,
  postMessageBody,
} from '@common/clinician';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSULTATION_MESSAGE_LIMITS } from '@common/limits';
import type { FastifyRequest } from 'fastify';
import type { AppContext, RouteRateLimit } from '../../app-context';
import { actorOf } from '../../http/access';

/**
 * Messages a sender may post per window (each may mail the other side): a member writes to their own thread, a
 * clinician names the member (memberId) and gets the larger allowance. The key is the sender and the side they
 * write as; a member naming someone else's thread is refused by the service (404) whatever the key.
 */
export function consultationMessageLimit(): RouteRateLimit {
  const sideOf = (request: FastifyRequest): 'member' | 'clinician' => {
    const memberId = (request.body as { memberId?: unknown } | undefined)?.memberId;
    return typeof memberId === 'string' && memberId !== request.actor?.user.id ? 'clinician' : 'member';
  };
  return {
    timeWindow: CONSULTATION_MESSAGE_LIMITS.windowMinutes * 60_000,
    hook: 'preHandler',
    keyGenerator: (request) => `consultation:${request.actor?.user.id ?? request.ip}:${sideOf(request)}`,
    max: (_request, key) =>
      key.endsWith(':clinician') ? CONSULTATION_MESSAGE_LIMITS.clinician : CONSULTATION_MESSAGE_LIMITS.member,
  };
}

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
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.consultationMessage },
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
