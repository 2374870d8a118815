/**
 * PayPal's REST API as documented for the calls we make:
 *  - POST /v1/oauth2/token (basic auth, form grant_type=client_credentials; response_type=client_token gives the
 *    browser SDK's client token),
 *  - POST /v2/checkout/orders (Orders v2 create, PayPal-Request-Id idempotency),
 *  - POST /v2/checkout/orders/:id/capture (422 ORDER_NOT_APPROVED until the payer approves; a repeat with the same
 *    PayPal-Request-Id returns the first answer; another capture is 422 ORDER_ALREADY_CAPTURED),
 *  - POST /v2/payments/captures/:id/refund (Payments v2; an amount for a partial refund, none for the rest),
 *  - POST /v1/notifications/verify-webhook-signature ({ verification_status: SUCCESS | FAILURE }).
 * Approval happens in the buyer's browser at PayPal; tests call approve(orderId).
 */
import { createHmac } from 'node:crypto';
import { basicAuth, bearer, fakeId, startFakeServer, type FakeServer } from './fake-http';

interface FakeOrder {
  id: string;
  intent: string;
  amount: { currency_code: string; value: string };
  customId?: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  capture?: { requestId: string | undefined; response: unknown };
}

export interface FakePayPal extends FakeServer {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, FakeOrder>;
  /** Refunds by id: capture id and amount. */
  refunds: Map<string, { captureId: string; amount: { currency_code: string; value: string } }>;
  approve(orderId: string): void;
  /** The next capture reports this amount instead of the order's (a tampered/partial capture). */
  captureAmountOverride: { currency_code: string; value: string } | null;
  /** The next capture reports this status (e.g. DECLINED, PENDING). */
  captureStatusOverride: string | null;
  /** A webhook delivery with PayPal's transmission headers, signed so verify-webhook-signature says SUCCESS. */
  webhook(
    event: Record<string, unknown>,
    options?: { forge?: boolean },
  ): { payload: string; headers: Record<string, string> };
}

const issue = (status: number, name: string, issueCode: string, description: string) => ({
  status,
  body: { name, message: description, debug_id: 'fakedebug', details: [{ issue: issueCode, description }] },
});

export async function startFakePayPal(): Promise<FakePayPal> {
  const clientId = 'fake-paypal-client-id';
  const clientSecret = 'fake-paypal-client-secret';
  const webhookId = 'WH-FAKE-0001';
  const signingKey = 'fake-paypal-transmission-key';
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, string>();
  const refunds: FakePayPal['refunds'] = new Map();
  const sign = (id: string, time: string, eventJson: string) =>
    createHmac('sha256', signingKey).update(`${id}|${time}|${webhookId}|${eventJson}`).digest('base64');

  const fake = {
    captureAmountOverride: null as FakePayPal['captureAmountOverride'],
    captureStatusOverride: null as string | null,
  };

  const server = await startFakeServer((req) => {
    if (req.method === 'POST' && req.path === '/v1/oauth2/token') {
      const auth = basicAuth(req.headers);
      if (!auth || auth.user !== clientId || auth.pass !== clientSecret) {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      }
      const form = new URLSearchParams(req.rawBody);
      if (form.get('grant_type') !== 'client_credentials') {
        return {
          status: 400,
          body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
        };
      }
      const clientToken = form.get('response_type') === 'client_token';
      const token = fakeId(clientToken ? 'eyJclienttoken' : 'A21AA', 40);
      if (!clientToken) tokens.add(token);
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: 'fake',
        },
      };
    }
    const token = bearer(req.headers);
    if (!token || !tokens.has(token)) {
      return issue(
        401,
        'AUTHENTICATION_FAILURE',
        'INVALID_TOKEN',
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      );
    }
    const requestId = req.headers['paypal-request-id'] as string | undefined;

    if (req.method === 'POST' && req.path === '/v2/checkout/orders') {
      if (requestId && byRequestId.has(`create:${requestId}`)) {
        const existing = orders.get(byRequestId.get(`create:${requestId}`)!)!;
        return { status: 200, body: { id: existing.id, status: existing.status } };
      }
      const body = JSON.parse(req.rawBody || '{}') as {
        intent?: string;
        purchase_units?: { amount?: { currency_code?: string; value?: string }; custom_id?: string }[];
      };
      const unit = body.purchase_units?.[0];
      if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')
        return issue(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'intent is required');
      if (!unit?.amount?.currency_code || !unit.amount.value || !/^\d+(\.\d{2})?$/.test(unit.amount.value))
        return issue(
          400,
          'INVALID_REQUEST',
          'INVALID_PARAMETER_VALUE',
          'purchase_units[0].amount is not valid',
        );
      const order: FakeOrder = {
        id: fakeId('', 17).toUpperCase(),
        intent: body.intent,
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        customId: unit.custom_id,
        status: 'CREATED',
      };
      orders.set(order.id, order);
      if (requestId) byRequestId.set(`create:${requestId}`, order.id);
      return {
        status: 201,
        body: {
          id: order.id,
          status: 'CREATED',
          links: [
            {
              href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
              rel: 'approve',
              method: 'GET',
            },
          ],
        },
      };
    }

    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(req.path);
    if (req.method === 'POST' && capture) {
      const order = orders.get(decodeURIComponent(capture[1]!));
      if (!order)
        return issue(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
      if (order.capture) {
        if (requestId && order.capture.requestId === requestId)
          return { status: 201, body: order.capture.response };
        return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
      }
      if (order.status !== 'APPROVED')
        return issue(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          'Payer has not yet approved the Order for payment.',
        );
      const status = fake.captureStatusOverride ?? 'COMPLETED';
      const amount = fake.captureAmountOverride ?? order.amount;
      fake.captureStatusOverride = null;
      fake.captureAmountOverride = null;
      const now = new Date().toISOString();
      const response = {
        id: order.id,
        status: 'COMPLETED',
        payment_source: { paypal: { email_address: 'buyer@example.com', account_id: 'FAKEPAYER01' } },
        purchase_units: [
          {
            reference_id: 'default',
            payments: {
              captures: [
                {
                  id: fakeId('CAP', 14).toUpperCase(),
                  status,
                  amount,
                  final_capture: true,
                  seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED'] },
                  custom_id: order.customId,
                  create_time: now,
                  update_time: now,
                },
              ],
            },
          },
        ],
        payer: { payer_id: 'FAKEPAYER01', email_address: 'buyer@example.com' },
        links: [],
      };
      order.status = 'COMPLETED';
      order.capture = { requestId, response };
      return { status: 201, body: response };
    }

    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && refund) {
      const captureId = decodeURIComponent(refund[1]!);
      const captured = [...orders.values()].find((o) => {
        const units = (
          o.capture?.response as
            | {
                purchase_units?: {
                  payments?: { captures?: { id: string; amount: FakeOrder['amount'] }[] };
                }[];
              }
            | undefined
        )?.purchase_units;
        return units?.[0]?.payments?.captures?.[0]?.id === captureId;
      });
      if (!captured)
        return issue(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
      if (requestId && byRequestId.has(`refund:${requestId}`)) {
        const id = byRequestId.get(`refund:${requestId}`)!;
        return { status: 201, body: { id, status: 'COMPLETED' } };
      }
      const body = JSON.parse(req.rawBody || '{}') as { amount?: { currency_code?: string; value?: string } };
      const amount =
        body.amount?.value && body.amount.currency_code
          ? { currency_code: body.amount.currency_code, value: body.amount.value }
          : captured.amount;
      const id = fakeId('', 17).toUpperCase();
      refunds.set(id, { captureId, amount });
      if (requestId) byRequestId.set(`refund:${requestId}`, id);
      return { status: 201, body: { id, status: 'COMPLETED', links: [] } };
    }

    if (req.method === 'POST' && req.path === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(req.rawBody) as Record<string, unknown>;
      const required = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
        'webhook_event',
      ];
      const missing = required.find((k) => body[k] === undefined);
      if (missing)
        return issue(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', `${missing} is required`);
      const ok =
        body.webhook_id === webhookId &&
        body.transmission_sig ===
          sign(
            String(body.transmission_id),
            String(body.transmission_time),
            JSON.stringify(body.webhook_event),
          );
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_URI', 'The requested resource was not found.');
  });

  return Object.assign(fake, {
    ...server,
    clientId,
    clientSecret,
    webhookId,
    orders,
    refunds,
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no such fake PayPal order ${orderId}`);
      order.status = 'APPROVED' as const;
    },
    webhook(event: Record<string, unknown>, options: { forge?: boolean } = {}) {
      const payload = JSON.stringify(event);
      const id = fakeId('tx-', 20);
      const time = new Date().toISOString();
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-FAKE',
          'paypal-transmission-id': id,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': options.forge
            ? 'Zm9yZ2Vk'
            : sign(id, time, JSON.stringify(JSON.parse(payload))),
        },
      };
    },
  });
}
