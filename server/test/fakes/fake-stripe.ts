/**
 * Stripe's API as documented for the calls we make (form-encoded POST bodies with bracket notation, Bearer secret key,
 * Idempotency-Key replays, errors as { error: { type, code, message, param } }):
 * GET /v1/prices/:id, POST /v1/customers, POST /v1/subscriptions (payment_behavior=default_incomplete,
 * expand[]=latest_invoice.confirmation_secret), POST /v1/subscriptions/:id, POST /v1/payment_intents,
 * POST /v1/refunds (payment_intent, amount; never more than the PaymentIntent's amount).
 * Webhook signatures come from the SDK's own generateTestHeaderString.
 */
import Stripe from 'stripe';
import { bearer, fakeId, startFakeServer, type FakeServer } from './fake-http';

export interface FakeStripe extends FakeServer {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  priceId: string;
  /** The price the fake reports for priceId (tests change it to a wrong one). */
  price: { unit_amount: number; currency: string; interval: string };
  customers: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  paymentIntents: Map<string, Record<string, unknown>>;
  refunds: Map<string, Record<string, unknown>>;
  /** A signed webhook delivery (secret defaults to the endpoint's signing secret). */
  webhook(
    type: string,
    object: Record<string, unknown>,
    options?: { secret?: string; timestamp?: number; id?: string; created?: number },
  ): { payload: string; headers: Record<string, string> };
}

/** Parses Stripe's form encoding (a[b]=1&a[c][0]=x) into nested objects and arrays. */
export function parseStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const stripeError = (status: number, message: string, param?: string, code = 'parameter_invalid') => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message, param } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = 'sk_test_fakeStripeKey0001';
  const webhookSecret = 'whsec_fakeStripeSigningSecret';
  const priceId = 'price_fakePremium0001';
  const customers = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const paymentIntents = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const state = { price: { unit_amount: 2900, currency: 'usd', interval: 'month' } };
  const signer = new Stripe(secretKey);

  const priceObject = () => ({
    id: priceId,
    object: 'price',
    active: true,
    currency: state.price.currency,
    unit_amount: state.price.unit_amount,
    recurring: { interval: state.price.interval, interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    livemode: false,
  });

  const server = await startFakeServer((req) => {
    if (bearer(req.headers) !== secretKey) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    }
    const key = req.headers['idempotency-key'] as string | undefined;
    const replay = key ? idempotent.get(`${req.path}:${key}`) : undefined;
    if (replay) return { ...replay, headers: { 'idempotent-replayed': 'true' } };
    const respond = (status: number, body: unknown) => {
      if (key && req.method === 'POST') idempotent.set(`${req.path}:${key}`, { status, body });
      return { status, body };
    };
    const form = parseStripeForm(req.rawBody);
    const now = Math.floor(Date.now() / 1000);

    const price = /^\/v1\/prices\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && price) {
      return decodeURIComponent(price[1]!) === priceId
        ? { status: 200, body: priceObject() }
        : stripeError(404, `No such price: '${price[1]}'`, 'id', 'resource_missing');
    }
    if (req.method === 'POST' && req.path === '/v1/customers') {
      const customer = {
        id: fakeId('cus_'),
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: form.metadata ?? {},
        created: now,
      };
      customers.set(customer.id, customer);
      return respond(200, customer);
    }
    if (req.method === 'POST' && req.path === '/v1/subscriptions') {
      const items = form.items as { price?: string }[] | undefined;
      if (typeof form.customer !== 'string' || !customers.has(form.customer))
        return stripeError(
          400,
          `No such customer: '${String(form.customer)}'`,
          'customer',
          'resource_missing',
        );
      if (!items?.[0]?.price) return stripeError(400, 'Missing required param: items.', 'items');
      if (items[0].price !== priceId)
        return stripeError(400, `No such price: '${items[0].price}'`, 'items[0][price]', 'resource_missing');
      const pi = { id: fakeId('pi_') };
      const invoice = {
        id: fakeId('in_'),
        object: 'invoice',
        amount_due: state.price.unit_amount,
        currency: state.price.currency,
        status: 'open',
        confirmation_secret: { client_secret: `${pi.id}_secret_${fakeId('', 24)}`, type: 'payment_intent' },
      };
      const expand = (form.expand as string[] | undefined) ?? [];
      const sub = {
        id: fakeId('sub_'),
        object: 'subscription',
        customer: form.customer,
        status: form.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
        cancel_at_period_end: false,
        metadata: form.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: fakeId('si_'),
              object: 'subscription_item',
              price: priceObject(),
              quantity: 1,
              current_period_start: now,
              current_period_end: now + 30 * 86_400,
            },
          ],
        },
        latest_invoice:
          expand.includes('latest_invoice.confirmation_secret') || expand.includes('latest_invoice')
            ? invoice
            : invoice.id,
        created: now,
        livemode: false,
      };
      subscriptions.set(sub.id, sub);
      return respond(200, sub);
    }
    const subUpdate = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.path);
    if (req.method === 'POST' && subUpdate) {
      const sub = subscriptions.get(decodeURIComponent(subUpdate[1]!));
      if (!sub) return stripeError(404, `No such subscription: '${subUpdate[1]}'`, 'id', 'resource_missing');
      if (form.cancel_at_period_end !== undefined)
        sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      return respond(200, sub);
    }
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50)
        return stripeError(400, 'Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
      if (typeof form.currency !== 'string')
        return stripeError(400, 'Missing required param: currency.', 'currency');
      const id = fakeId('pi_');
      const pi = {
        id,
        object: 'payment_intent',
        amount,
        currency: form.currency,
        description: form.description ?? null,
        metadata: form.metadata ?? {},
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${fakeId('', 24)}`,
        automatic_payment_methods: { enabled: true },
        created: now,
        livemode: false,
      };
      paymentIntents.set(id, pi);
      return respond(200, pi);
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      const intent =
        typeof form.payment_intent === 'string' ? paymentIntents.get(form.payment_intent) : undefined;
      if (!intent)
        return stripeError(
          404,
          `No such payment_intent: '${String(form.payment_intent)}'`,
          'payment_intent',
          'resource_missing',
        );
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_intent === intent.id)
        .reduce((sum, r) => sum + (r.amount as number), 0);
      const amount = form.amount === undefined ? (intent.amount as number) - refunded : Number(form.amount);
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > (intent.amount as number))
        return stripeError(
          400,
          'Refund amount is greater than the unrefunded amount.',
          'amount',
          'amount_too_large',
        );
      const refund = {
        id: fakeId('re_'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: now,
      };
      refunds.set(refund.id, refund);
      return respond(200, refund);
    }
    return stripeError(
      404,
      `Unrecognized request URL (${req.method}: ${req.path}).`,
      undefined,
      'resource_missing',
    );
  });

  return Object.assign(state, {
    ...server,
    secretKey,
    publishableKey: 'pk_test_fakeStripeKey0001',
    webhookSecret,
    priceId,
    customers,
    subscriptions,
    paymentIntents,
    refunds,
    webhook(
      type: string,
      object: Record<string, unknown>,
      options: { secret?: string; timestamp?: number; id?: string; created?: number } = {},
    ) {
      const payload = JSON.stringify({
        id: options.id ?? fakeId('evt_'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: options.created ?? Math.floor(Date.now() / 1000),
        livemode: false,
        type,
        data: { object },
      });
      const header = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      });
      return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
    },
  });
}
