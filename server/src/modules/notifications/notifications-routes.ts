import { notificationPreferencesSchema, unsubscribeBody, unsubscribeResponse } from '@common/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { notifications } = ctx.services;
  return async (app) => {
    app.get(
      '/preferences',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['notifications'], response: { 200: notificationPreferencesSchema } },
      },
      async (request) => notifications.preferences(actorOf(request).user.id),
    );
    app.put(
      '/preferences',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: {
          tags: ['notifications'],
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (request) => notifications.savePreferences(actorOf(request).user.id, request.body),
    );
    // From a mail's unsubscribe link: works without a login (the signed token is the proof).
    app.post(
      '/unsubscribe',
      {
        config: { access: 'public' },
        schema: { tags: ['notifications'], body: unsubscribeBody, response: { 200: unsubscribeResponse } },
      },
      async (request) => notifications.unsubscribe(request.body.token),
    );
  };
}
