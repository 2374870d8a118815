import { authResponse, loginBody, meResponse, messageResponse, registerBody } from '@common/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { toUserDto } from './user-dto';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { auth, profile } = ctx.services;
  return async (app) => {
    app.post(
      '/register',
      {
        config: { access: 'public', rateLimit: ctx.rateLimits.register },
        schema: { tags: ['auth'], body: registerBody, response: { 201: authResponse } },
      },
      async (request, reply) => reply.status(201).send(await auth.register(request.body)),
    );

    app.post(
      '/login',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], body: loginBody, response: { 200: authResponse } },
      },
      async (request) => auth.login(request.body, request.ip),
    );

    app.get(
      '/me',
      { config: { access: 'member' }, schema: { tags: ['auth'], response: { 200: meResponse } } },
      async (request) => {
        const actor = actorOf(request);
        return { user: toUserDto(actor.user), profile: await profile.get(actor.user.id) };
      },
    );

    app.post(
      '/logout',
      { config: { access: 'member' }, schema: { tags: ['auth'], response: { 200: messageResponse } } },
      async (request) => {
        await auth.logout(actorOf(request));
        return { message: 'Logged out.' };
      },
    );
  };
}
