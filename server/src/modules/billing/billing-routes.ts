/**
 * Billing HTTP routes (registered under /api): the payment calls of docs/product.md#api, provider webhooks (raw bodies for
 * signature checks), the sandbox's approve/decline used by the TEST MODE checkout, and the member's subscription
 * status and cancellation, and the admin's refund and revoke. Thin: validate, call the billing service, answer.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext, RouteRateLimit } from '../../app-context';
import { actorOf } from '../../http/access';
import type { ProviderName } from '../../payments/types';
import {
  adminPaymentParams,
  adminRevokeBody,
  billingConfigResponse,
  billingStatusResponse,
  cancelResponse,
  clientSecretResponse,
  paymentResult,
  paypalCaptureResponse,
  paypalOrderBody,
  paypalOrderParams,
  paypalOrderResponse,
  paypalSetupResponse,
  razorpayConfigResponse,
  razorpayCreateOrderBody,
  razorpayOrderResponse,
  razorpayVerifyBody,
  sandboxApproveResponse,
  sandboxBody,
  stripePaymentBody,
  webhookResponse,
} from '@common/billing';
import { messageResponse } from '@common/auth';
import { adminUserIdParams } from '@common/admin';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const billing = ctx.services.billing;
  // Starting checkouts calls the providers: a per-member ceiling keeps a stuck client from flooding them.
  const checkoutLimit: RouteRateLimit | undefined = ctx.config.RATE_LIMITS
    ? {
        max: 30,
        timeWindow: 60 * 60_000,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => request.actor?.user.id ?? request.ip,
      }
    : undefined;
  const member = { access: 'member', staffReads: 'none' } as const;
  const checkout = { access: 'member', staffReads: 'none', rateLimit: checkoutLimit } as const;

  return async (app) => {
    // ---- Overview ----
    app.get(
      '/billing/config',
      {
        config: { access: 'public' },
        schema: { tags: ['billing'], response: { 200: billingConfigResponse } },
      },
      async () => billing.config(),
    );
    app.get(
      '/billing/status',
      { config: member, schema: { tags: ['billing'], response: { 200: billingStatusResponse } } },
      async (request) => billing.status(actorOf(request).user),
    );
    app.post(
      '/billing/cancel',
      { config: member, schema: { tags: ['billing'], response: { 200: cancelResponse } } },
      async (request) => billing.cancel(actorOf(request).user),
    );

    // ---- Sandbox (TEST MODE checkout) ----
    app.post(
      '/billing/sandbox/approve',
      {
        config: member,
        schema: { tags: ['billing'], body: sandboxBody, response: { 200: sandboxApproveResponse } },
      },
      async (request) =>
        billing.sandboxApprove(actorOf(request).user, request.body.provider, request.body.orderId),
    );
    app.post(
      '/billing/sandbox/decline',
      {
        config: member,
        schema: { tags: ['billing'], body: sandboxBody, response: { 200: messageResponse } },
      },
      async (request) =>
        billing.sandboxDecline(actorOf(request).user, request.body.provider, request.body.orderId),
    );

    // ---- Razorpay (INR) ----
    app.get(
      '/razorpay/config',
      { config: member, schema: { tags: ['billing'], response: { 200: razorpayConfigResponse } } },
      async () => billing.razorpayConfig(),
    );
    app.post(
      '/razorpay/create-order',
      {
        config: checkout,
        schema: {
          tags: ['billing'],
          body: razorpayCreateOrderBody,
          response: { 200: razorpayOrderResponse },
        },
      },
      async (request) => billing.razorpayCreateOrder(actorOf(request).user, request.body.planType),
    );
    app.post(
      '/razorpay/verify-payment',
      {
        config: member,
        schema: { tags: ['billing'], body: razorpayVerifyBody, response: { 200: paymentResult } },
      },
      async (request) => billing.razorpayVerifyPayment(actorOf(request).user, request.body),
    );

    // ---- PayPal (USD, EUR, GBP) ----
    app.get(
      '/paypal/setup',
      { config: member, schema: { tags: ['billing'], response: { 200: paypalSetupResponse } } },
      async () => billing.paypalSetup(),
    );
    app.post(
      '/paypal/order',
      {
        config: checkout,
        schema: { tags: ['billing'], body: paypalOrderBody, response: { 200: paypalOrderResponse } },
      },
      async (request) => billing.paypalCreateOrder(actorOf(request).user, request.body),
    );
    app.post(
      '/paypal/order/:id/capture',
      {
        config: member,
        schema: { tags: ['billing'], params: paypalOrderParams, response: { 200: paypalCaptureResponse } },
      },
      async (request) => billing.paypalCaptureOrder(actorOf(request).user, request.params.id),
    );

    // ---- Stripe (card path) ----
    app.post(
      '/stripe/create-subscription',
      { config: checkout, schema: { tags: ['billing'], response: { 200: clientSecretResponse } } },
      async (request) => billing.stripeCreateSubscription(actorOf(request).user),
    );
    app.post(
      '/stripe/create-payment',
      {
        config: checkout,
        schema: { tags: ['billing'], body: stripePaymentBody, response: { 200: clientSecretResponse } },
      },
      async (request) => billing.stripeCreatePayment(actorOf(request).user, request.body ?? {}),
    );

    // ---- Webhooks: signatures are computed over the exact bytes, so these routes keep the raw body ----
    await app.register(async (hooks) => {
      hooks.removeAllContentTypeParsers();
      hooks.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      const webhook = (provider: ProviderName) => async (request: FastifyRequest) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await billing.handleWebhook(provider, raw, request.headers);
        return { received: true as const };
      };
      const options = {
        config: { access: 'public' as const },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { tags: ['webhooks'], response: { 200: webhookResponse } },
      };
      hooks.post('/razorpay/webhook', options, webhook('razorpay'));
      hooks.post('/paypal/webhook', options, webhook('paypal'));
      hooks.post('/stripe/webhook', options, webhook('stripe'));
    });

    // ---- Admin: refund a member's payment, revoke an entitlement (from the member's details) ----
    const admin = { access: 'admin', staffReads: 'none' } as const;
    app.post(
      '/admin/users/:id/payments/:paymentId/refund',
      {
        config: admin,
        schema: { tags: ['admin'], params: adminPaymentParams, response: { 200: messageResponse } },
      },
      async (request) =>
        billing.adminRefund(actorOf(request).user.id, request.params.id, request.params.paymentId),
    );
    app.post(
      '/admin/users/:id/revoke',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          params: adminUserIdParams,
          body: adminRevokeBody,
          response: { 200: messageResponse },
        },
      },
      async (request) =>
        billing.adminRevoke(actorOf(request).user.id, request.params.id, request.body.entitlement),
    );
  };
}
