/**
 * Doctor Verified routes. Access levels are declared per route (http/access.ts); who is a clinician and which
 * members they may see is decided by the service through `can()`.
 */
import {
  adminReviewStatsSchema,
  approveBody,
  assignClinicianBody,
  certificateVerification,
  clinicianResponse,
  clinicianSchema,
  declineBody,
  grantClinicianBody,
  reviewActionResponse,
  reviewDetailResponse,
  reviewQueueQuery,
  reviewQueueResponse,
  requestChangesBody,
} from '@common/clinician';
import { riskAssessmentResponse } from '@common/risk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';

const tags = ['clinician'];
const planParams = z.object({ planId: z.string().max(100) });
const idParams = z.object({ id: z.string().max(100) });

/** /api/clinician: the review queue and its decisions. */
export function clinicianRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { clinician } = ctx.services;
  /** Reads of the members in their care are audited; decisions answer only the review's state. */
  const reads = { access: 'member', staffReads: 'audited' } as const;
  const decisions = { access: 'member', staffReads: 'none' } as const;
  return async (app) => {
    app.get(
      '/reviews',
      {
        config: reads,
        schema: {
          tags,
          querystring: reviewQueueQuery,
          response: { 200: reviewQueueResponse },
        },
      },
      async (request) => ({ reviews: await clinician.queue(actorOf(request), request.query.status) }),
    );
    app.get(
      '/reviews/:planId',
      { config: reads, schema: { tags, params: planParams, response: { 200: reviewDetailResponse } } },
      async (request) => ({ detail: await clinician.detail(actorOf(request), request.params.planId) }),
    );
    app.get(
      '/reviews/:planId/crops/:reportId/:biomarkerId',
      {
        config: reads,
        schema: {
          tags,
          params: z.object({
            planId: z.string().max(100),
            reportId: z.string().max(100),
            biomarkerId: z.string().max(100),
          }),
        },
      },
      async (request, reply) => {
        const { planId, reportId, biomarkerId } = request.params;
        const png = await clinician.crop(actorOf(request), planId, reportId, biomarkerId);
        return reply.type('image/png').header('x-content-type-options', 'nosniff').send(png);
      },
    );
    app.post(
      '/reviews/:planId/approve',
      {
        config: decisions,
        schema: { tags, params: planParams, body: approveBody, response: { 200: reviewActionResponse } },
      },
      async (request) => clinician.approve(actorOf(request), request.params.planId, request.body.note),
    );
    app.post(
      '/reviews/:planId/request-changes',
      {
        config: decisions,
        schema: {
          tags,
          params: planParams,
          body: requestChangesBody,
          response: { 200: reviewActionResponse },
        },
      },
      async (request) =>
        clinician.requestChanges(
          actorOf(request),
          request.params.planId,
          request.body.note,
          request.body.overrides,
        ),
    );
    app.post(
      '/reviews/:planId/decline',
      {
        config: decisions,
        schema: { tags, params: planParams, body: declineBody, response: { 200: reviewActionResponse } },
      },
      async (request) => clinician.decline(actorOf(request), request.params.planId, request.body.reason),
    );
  };
}

/** /api/admin: granting and revoking the clinician role, assignments and the Reviews view. */
export function clinicianAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { clinician } = ctx.services;
  const admin = { access: 'admin', staffReads: 'none' } as const;
  return async (app) => {
    app.get(
      '/clinicians',
      {
        config: admin,
        schema: { tags, response: { 200: z.object({ clinicians: z.array(clinicianSchema) }) } },
      },
      async (request) => ({ clinicians: await clinician.list(actorOf(request)) }),
    );
    app.post(
      '/clinicians',
      { config: admin, schema: { tags, body: grantClinicianBody, response: { 201: clinicianResponse } } },
      async (request, reply) =>
        reply.status(201).send({ clinician: await clinician.grant(actorOf(request), request.body) }),
    );
    app.delete(
      '/clinicians/:id',
      { config: admin, schema: { tags, params: idParams, response: { 200: clinicianResponse } } },
      async (request) => ({ clinician: await clinician.revoke(actorOf(request), request.params.id) }),
    );
    app.put(
      '/clinician-assignments/:id',
      { config: admin, schema: { tags, params: idParams, body: assignClinicianBody } },
      async (request, reply) => {
        await clinician.assignByAdmin(actorOf(request), request.params.id, request.body.clinicianId);
        return reply.status(204).send();
      },
    );
    app.get(
      '/reviews',
      { config: admin, schema: { tags, response: { 200: adminReviewStatsSchema } } },
      async (request) => clinician.adminStats(actorOf(request)),
    );
  };
}

/**
 * Member-facing: the risk assessment and public certificate verification. A plan's review and its PDFs are
 * sub-resources of the plan, served under /api/plans by modules/plans (plans-routes.ts) through this service.
 */
export function careRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { clinician } = ctx.services;
  return async (app) => {
    app.get(
      '/risk-assessment',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags, response: { 200: riskAssessmentResponse } },
      },
      async (request) => ({ assessment: await clinician.riskAssessment(actorOf(request)) }),
    );
    app.get(
      '/certificates/:code',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: z.object({ code: z.string().max(40) }),
          response: { 200: certificateVerification },
        },
      },
      async (request) => clinician.verifyCertificate(request.params.code),
    );
  };
}
