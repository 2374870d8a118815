import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from '../../test/fakes/fake-paypal';
import {
  createPayPalGateway,
  sandboxPayPalSignature,
  type PayPalGateway,
  type SandboxOrderLedger,
} from './paypal';
import { ProviderError } from './types';

const noLedger: SandboxOrderLedger = { find: async () => null };

function captureEvent(orderId: string, value: string, currency = 'USD', id = `WH-${orderId}`) {
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    summary: `Payment completed for ${currency} ${value}`,
    resource: {
      id: `CAP-${orderId}`,
      status: 'COMPLETED',
      amount: { currency_code: currency, value },
      final_capture: true,
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  };
}

describe('PayPal adapter (official SDK) against a local PayPal REST API', () => {
  let fake: FakePayPal;
  let gateway: PayPalGateway;
  beforeAll(async () => {
    fake = await startFakePayPal();
    gateway = createPayPalGateway(
      {
        mode: 'live',
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        environment: 'sandbox',
        webhookId: fake.webhookId,
        apiBase: fake.url,
      },
      noLedger,
    );
  });
  afterAll(() => fake.close());

  it('gets a browser client token through the OAuth endpoint (response_type=client_token)', async () => {
    const token = await gateway.clientToken();
    expect(token).toMatch(/^eyJclienttoken/);
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v1/oauth2/token');
    const form = new URLSearchParams(req.rawBody);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('response_type')).toBe('client_token');
    expect(form.get('intent')).toBe('sdk_init');
  });

  it('creates a CAPTURE order with the amount as a decimal string and a PayPal-Request-Id', async () => {
    const order = await gateway.createOrder({
      amountMinor: 2900,
      currency: 'USD',
      description: 'Premium plan',
      customId: 'u1:premium',
      requestId: 'req-create-1',
    });
    expect(order.status).toBe('CREATED');
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v2/checkout/orders');
    expect(req.headers['paypal-request-id']).toBe('req-create-1');
    expect(req.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(JSON.parse(req.rawBody)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '29.00' }, custom_id: 'u1:premium' }],
    });
    expect(fake.orders.get(order.orderId)?.amount).toEqual({ currency_code: 'USD', value: '29.00' });
  });

  it('refuses to capture before approval (ORDER_NOT_APPROVED), then captures; a repeat returns the same capture', async () => {
    const { orderId } = await gateway.createOrder({
      amountMinor: 9900,
      currency: 'USD',
      description: 'Doctor Verified plan',
      customId: 'u1:doctor_verified',
      requestId: 'req-create-2',
    });
    const early = await gateway.captureOrder(orderId, 'cap-1').catch((e: unknown) => e);
    expect(early).toBeInstanceOf(ProviderError);
    expect(early).toMatchObject({ status: 422, code: 'ORDER_NOT_APPROVED' });

    fake.approve(orderId);
    const capture = await gateway.captureOrder(orderId, 'cap-1');
    expect(capture).toMatchObject({
      orderId,
      orderStatus: 'COMPLETED',
      captureStatus: 'COMPLETED',
      amountMinor: 9900,
      currency: 'USD',
    });
    expect(capture.captureId).toMatch(/^CAP/);
    const again = await gateway.captureOrder(orderId, 'cap-1');
    expect(again.captureId).toBe(capture.captureId);
    await expect(gateway.captureOrder(orderId, 'cap-other')).rejects.toMatchObject({
      code: 'ORDER_ALREADY_CAPTURED',
    });
  });

  it('reports the captured amount as PayPal states it (the service compares it with the order)', async () => {
    const { orderId } = await gateway.createOrder({
      amountMinor: 2700,
      currency: 'EUR',
      description: 'Premium plan',
      customId: 'x',
      requestId: 'req-create-3',
    });
    fake.approve(orderId);
    fake.captureAmountOverride = { currency_code: 'EUR', value: '1.00' };
    expect(await gateway.captureOrder(orderId, 'cap-3')).toMatchObject({ amountMinor: 100, currency: 'EUR' });
  });

  it('wrong credentials are a ProviderError, not a crash', async () => {
    const bad = createPayPalGateway(
      {
        mode: 'live',
        clientId: 'nope',
        clientSecret: 'nope',
        environment: 'sandbox',
        webhookId: 'x',
        apiBase: fake.url,
      },
      noLedger,
    );
    await expect(bad.clientToken()).rejects.toBeInstanceOf(ProviderError);
    await expect(
      bad.createOrder({
        amountMinor: 2900,
        currency: 'USD',
        description: 'd',
        customId: 'c',
        requestId: 'r',
      }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('verifies webhooks through verify-webhook-signature: genuine → event, forged or unsigned → null', async () => {
    const genuine = fake.webhook(captureEvent('ORDER1', '29.00'));
    expect(await gateway.parseWebhook(Buffer.from(genuine.payload), genuine.headers)).toEqual({
      type: 'payment.succeeded',
      eventId: 'WH-ORDER1',
      ref: 'ORDER1',
      paymentId: 'CAP-ORDER1',
      amountMinor: 2900,
      currency: 'USD',
    });
    const verifyCall = fake.requests.at(-1)!;
    expect(verifyCall.path).toBe('/v1/notifications/verify-webhook-signature');
    expect(JSON.parse(verifyCall.rawBody)).toMatchObject({
      webhook_id: fake.webhookId,
      auth_algo: 'SHA256withRSA',
    });

    const forged = fake.webhook(captureEvent('ORDER2', '29.00'), { forge: true });
    expect(await gateway.parseWebhook(Buffer.from(forged.payload), forged.headers)).toBeNull();
    const tampered = genuine.payload.replace('29.00', '1.00');
    expect(await gateway.parseWebhook(Buffer.from(tampered), genuine.headers)).toBeNull();
    const { 'paypal-transmission-sig': _, ...unsigned } = genuine.headers;
    expect(await gateway.parseWebhook(Buffer.from(genuine.payload), unsigned)).toBeNull();
  });
});

describe('PayPal sandbox adapter', () => {
  it('captures only approved orders, with the amount it recorded, and verifies its own webhook signature', async () => {
    const approved = new Set<string>();
    const ledger: SandboxOrderLedger = {
      find: async (_p, id) => ({
        amountMinor: 9200,
        currency: 'EUR',
        approved: approved.has(id),
        payerId: 'P1',
      }),
    };
    const gw = createPayPalGateway(
      {
        mode: 'sandbox',
        clientId: 'sandbox-local',
        clientSecret: 'sbx-secret',
        environment: 'sandbox',
        webhookId: 'WH',
        apiBase: 'sandbox:',
      },
      ledger,
    );
    expect(await gw.clientToken()).toMatch(/^sandbox-client-token-/);
    const { orderId } = await gw.createOrder({
      amountMinor: 9200,
      currency: 'EUR',
      description: 'd',
      customId: 'c',
      requestId: 'r',
    });
    await expect(gw.captureOrder(orderId, 'r')).rejects.toMatchObject({ code: 'ORDER_NOT_APPROVED' });
    approved.add(orderId);
    expect(await gw.captureOrder(orderId, 'r')).toMatchObject({
      captureStatus: 'COMPLETED',
      amountMinor: 9200,
      currency: 'EUR',
    });

    const body = Buffer.from(JSON.stringify(captureEvent(orderId, '92.00', 'EUR')));
    const headers = {
      'paypal-transmission-id': 't1',
      'paypal-transmission-time': '2026-01-01T00:00:00Z',
      'paypal-transmission-sig': sandboxPayPalSignature('sbx-secret', 't1', '2026-01-01T00:00:00Z', body),
    };
    expect(await gw.parseWebhook(body, headers)).toMatchObject({
      type: 'payment.succeeded',
      ref: orderId,
      amountMinor: 9200,
    });
    expect(await gw.parseWebhook(body, { ...headers, 'paypal-transmission-sig': 'bad' })).toBeNull();
  });
});
