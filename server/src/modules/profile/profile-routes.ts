import { profileResponse, profileSchema, profileUpdateBody } from '@common/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { profile } = ctx.services;
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['profile'], response: { 200: z.object({ profile: profileSchema.nullable() }) } },
      },
      async (request) => ({ profile: await profile.get(actorOf(request).user.id) }),
    );

    app.post(
      '/',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['profile'], body: profileUpdateBody, response: { 200: profileResponse } },
      },
      async (request) => ({ profile: await profile.update(actorOf(request).user.id, request.body) }),
    );
  };
}
