import {
  authResponse,
  cancelEmailChangeBody,
  EMAIL_CHANGE_CANCELED_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBody,
  loginBody,
  meResponse,
  messageResponse,
  registerBody,
  resetPasswordBody,
  unlockSignInBody,
  verifyEmailBody,
} from '@common/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { JSON_CONTENT_TYPE, KeptJson } from '../../http/kept-json';
import { toUserDto } from './user-dto';
import { toProfileDto } from '../profile/profile-service';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { auth, accountEmail } = ctx.services;
  /** GET /api/auth/me's bodies by member (http/kept-json): with their rows ~5 kB each, so ~25 MB at most. */
  const meBodies = new KeptJson(5_000);
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

    // The link mailed when sign-in to an account was paused (many failures from anywhere): the password, past it.
    app.post(
      '/unlock-sign-in',
      {
        config: { access: 'public', rateLimit: ctx.rateLimits.emailLinks },
        schema: { tags: ['auth'], body: unlockSignInBody, response: { 200: authResponse } },
      },
      async (request) => auth.unlockSignIn(request.body, request.ip),
    );

    app.get(
      '/me',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['auth'], response: { 200: meResponse } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        // One statement (issue 33). The role is read fresh: a clinician granted a moment ago sees their Reviews link
        // on the next load (a kept roster snapshot hid it for its TTL).
        const saved = await ctx.services.clinician.profileAndRole(actor.user.id);
        // Serialised as the response schema would, once for these rows: sent again while they are the same.
        const inputs = [actor.user, saved.profile ?? null, saved.isClinician];
        const body = meBodies.get(actor.user.id, inputs, () =>
          JSON.stringify(
            z.encode(meResponse, {
              user: toUserDto(actor.user),
              profile: saved.profile ? toProfileDto(saved.profile) : null,
              isClinician: saved.isClinician,
            }),
          ),
        );
        return reply.type(JSON_CONTENT_TYPE).send(body as never);
      },
    );

    app.post(
      '/logout',
      {
        config: { access: 'member', staffReads: 'none' },
        schema: { tags: ['auth'], response: { 200: messageResponse } },
      },
      async (request) => {
        await auth.logout(actorOf(request));
        return { message: 'Logged out.' };
      },
    );
    app.post(
      '/verify-email',
      {
        config: { access: 'public', rateLimit: ctx.rateLimits.emailLinks },
        schema: { tags: ['auth'], body: verifyEmailBody, response: { 200: messageResponse } },
      },
      async (request) => {
        const { adminPending } = await accountEmail.verifyEmail(
          request.body.token,
          request.actor?.user.id ?? null,
        );
        return {
          message: adminPending
            ? 'Your email address is verified. This address is listed for admin rights: sign in, send yourself a new link from your account and open it while signed in to receive them.'
            : 'Your email address is verified. Thank you!',
        };
      },
    );
    // From the notice mailed to the old address: it can only cancel the pending change.
    app.post(
      '/cancel-email-change',
      {
        config: { access: 'public', rateLimit: ctx.rateLimits.emailLinks },
        schema: { tags: ['auth'], body: cancelEmailChangeBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await accountEmail.cancelEmailChange(request.body.token);
        return { message: EMAIL_CHANGE_CANCELED_MESSAGE };
      },
    );
    app.post(
      '/resend-verification',
      {
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.resendVerification },
        schema: { tags: ['auth'], response: { 200: messageResponse } },
      },
      async (request) => accountEmail.resendVerification(actorOf(request)),
    );
    // 202 with the same message for any address: the answer never tells whether an account exists.
    app.post(
      '/forgot-password',
      {
        config: { access: 'public', rateLimit: ctx.rateLimits.forgotPassword },
        schema: { tags: ['auth'], body: forgotPasswordBody, response: { 202: messageResponse } },
      },
      async (request, reply) => {
        await accountEmail.forgotPassword(request.body.email);
        return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
      },
    );
    app.post(
      '/reset-password',
      {
        config: { access: 'public', rateLimit: ctx.rateLimits.emailLinks },
        schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await accountEmail.resetPassword(request.body.token, request.body.password);
        return { message: 'Your password has been changed. Please sign in with your new password.' };
      },
    );
  };
}
