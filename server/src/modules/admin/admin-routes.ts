/** /api/admin/*: every route is admin-only (401 without a valid token, 403 for a member), checked on the server. */
import {
  adminAccountResponse,
  adminActivityQuery,
  adminActivityResponse,
  adminReportsQuery,
  adminReportsResponse,
  adminStatsResponse,
  adminSystemResponse,
  adminUserDetailResponse,
  adminUserIdParams,
  adminUsersQuery,
  adminUsersResponse,
} from '@common/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';

const ADMIN = { access: 'admin', staffReads: 'none' } as const;
/** Views of members' accounts and health data: audited with whom they showed. */
const ADMIN_AUDITED = { access: 'admin', staffReads: 'audited' } as const;
const tags = ['admin'];

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { admin } = ctx.services;
  return async (app) => {
    app.get(
      '/users',
      {
        config: ADMIN_AUDITED,
        schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersResponse } },
      },
      async (request) => admin.listUsers(actorOf(request), request.query),
    );

    app.get(
      '/users/:id',
      {
        config: ADMIN_AUDITED,
        schema: { tags, params: adminUserIdParams, response: { 200: adminUserDetailResponse } },
      },
      async (request) => admin.userDetail(actorOf(request), request.params.id),
    );

    app.post(
      '/users/:id/disable',
      {
        config: ADMIN,
        schema: { tags, params: adminUserIdParams, response: { 200: adminAccountResponse } },
      },
      async (request) => admin.setDisabled(actorOf(request), request.params.id, true),
    );

    app.post(
      '/users/:id/enable',
      {
        config: ADMIN,
        schema: { tags, params: adminUserIdParams, response: { 200: adminAccountResponse } },
      },
      async (request) => admin.setDisabled(actorOf(request), request.params.id, false),
    );

    app.get(
      '/reports',
      {
        config: ADMIN_AUDITED,
        schema: { tags, querystring: adminReportsQuery, response: { 200: adminReportsResponse } },
      },
      async (request) => admin.listReports(actorOf(request), request.query),
    );

    app.get('/stats', { config: ADMIN, schema: { tags, response: { 200: adminStatsResponse } } }, async () =>
      admin.stats(),
    );

    app.get(
      '/activity',
      {
        config: ADMIN,
        schema: { tags, querystring: adminActivityQuery, response: { 200: adminActivityResponse } },
      },
      async (request) => ({ events: await admin.activity(request.query.limit) }),
    );

    app.get(
      '/system',
      { config: ADMIN, schema: { tags, response: { 200: adminSystemResponse } } },
      async () => admin.system(),
    );
  };
}
