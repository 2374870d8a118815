import {
  changeEmailBody,
  changePasswordBody,
  deleteAccountBody,
  EMAIL_CHANGE_SENT_MESSAGE,
} from '@common/account';
import { messageResponse } from '@common/auth';
import { FHIR_JSON_MIME, fhirExportQuery } from '@common/fhir';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { account, accountEmail } = ctx.services;
  return async (app) => {
    app.post(
      '/password',
      {
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.accountChange },
        schema: { tags: ['account'], body: changePasswordBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await account.changePassword(actorOf(request), request.body);
        return { message: 'Password changed. You have been logged out everywhere else.' };
      },
    );

    app.post(
      '/email',
      {
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.accountChange },
        schema: { tags: ['account'], body: changeEmailBody, response: { 202: messageResponse } },
      },
      async (request, reply) => {
        await accountEmail.requestEmailChange(actorOf(request), request.body.newEmail, request.body.password);
        return reply.status(202).send({ message: EMAIL_CHANGE_SENT_MESSAGE });
      },
    );

    app.get(
      '/export',
      {
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.accountExport },
        schema: { tags: ['account'] },
      },
      async (request, reply) => {
        const { filename, stream } = await account.export(actorOf(request));
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(stream);
      },
    );

    app.get(
      '/export/fhir',
      {
        // A member's own record, or (memberId) a Doctor Verified member's for the clinician in their care: audited.
        config: { access: 'member', staffReads: 'audited', rateLimit: ctx.rateLimits.accountExport },
        schema: { tags: ['account'], querystring: fhirExportQuery },
      },
      async (request, reply) => {
        const bundle = await account.exportFhir(actorOf(request), request.query.memberId);
        return reply
          .header('content-type', `${FHIR_JSON_MIME}; charset=utf-8`)
          .header('content-disposition', 'attachment; filename="vitalplan-record.fhir.json"')
          .send(JSON.stringify(bundle));
      },
    );

    app.delete(
      '/',
      {
        config: { access: 'member', staffReads: 'none', rateLimit: ctx.rateLimits.accountChange },
        schema: { tags: ['account'], body: deleteAccountBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await account.deleteAccount(actorOf(request), request.body.password);
        return { message: 'Your account and all its data have been deleted.' };
      },
    );
  };
}
