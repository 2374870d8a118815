/**
 * PayPal (USD, EUR, GBP) through the official `@paypal/paypal-server-sdk`: a client token for the browser's
 * JS SDK, orders created and captured server-side, and webhooks verified by PayPal's verify-webhook-signature call.
 * PAYPAL_API_BASE points the SDK (and the verify call) at another host: the SDK's request adapter is swapped for
 * one that rewrites the host, since the SDK only knows its two fixed environments.
 * The sandbox keeps orders in our own payment rows (approval recorded by the TEST MODE dialog) and completes a
 * capture only after approval.
 */
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OAuthAuthorizationController,
  OrdersController,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { PayPalSettings } from './payments-config';
import { hmacSha256Hex, randomToken, safeEqual } from './signatures';
import {
  decimalToMinor,
  headerValue,
  minorToDecimal,
  ProviderError,
  type PaymentEvent,
  type PaymentGateway,
} from './types';

export interface PayPalCapture {
  orderId: string;
  orderStatus: string;
  captureId: string | null;
  captureStatus: string | null;
  amountMinor: number | null;
  currency: string | null;
  raw: unknown;
}

export interface PayPalGateway extends PaymentGateway {
  readonly provider: 'paypal';
  readonly environment: 'sandbox' | 'production';
  /** A browser SDK client token (OAuth client credentials with response_type=client_token). */
  clientToken(): Promise<string>;
  createOrder(input: {
    amountMinor: number;
    currency: string;
    description: string;
    customId: string;
    requestId: string;
  }): Promise<{ orderId: string; status: string; raw: unknown }>;
  /** Captures an approved order; `requestId` (PayPal-Request-Id) makes a repeated capture return the same result. */
  captureOrder(orderId: string, requestId: string): Promise<PayPalCapture>;
}

/** What the sandbox needs to know about its orders: kept in our payment rows, not in memory. */
export interface SandboxOrderLedger {
  find(
    provider: 'paypal',
    orderId: string,
  ): Promise<{
    amountMinor: number;
    currency: string;
    approved: boolean;
    payerId: string | null;
  } | null>;
}

interface PayPalWebhookBody {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string; capture_id?: string } };
    status_details?: { reason?: string };
    seller_payable_breakdown?: { total_refunded_amount?: { value?: string } };
    links?: { href?: string; rel?: string }[];
  };
}

export function parsePayPalEvent(body: PayPalWebhookBody): PaymentEvent {
  const eventId = body.id ?? `unknown:${Date.now()}`;
  const resource = body.resource;
  const orderId = resource?.supplementary_data?.related_ids?.order_id;
  switch (body.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const minor = resource?.amount?.value ? decimalToMinor(resource.amount.value) : null;
      if (!orderId || !resource?.id || minor === null || !resource.amount?.currency_code)
        return { type: 'ignored', eventId, reason: 'capture without order or amount' };
      return {
        type: 'payment.succeeded',
        eventId,
        ref: orderId,
        paymentId: resource.id,
        amountMinor: minor,
        currency: resource.amount.currency_code.toUpperCase(),
      };
    }
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      if (!orderId) return { type: 'ignored', eventId, reason: 'capture without order' };
      return {
        type: 'payment.failed',
        eventId,
        ref: orderId,
        reason: resource?.status_details?.reason ?? 'The capture was declined.',
      };
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED': {
      // The resource is the refund (or reversal); its "up" link names the capture it returns money from.
      const up = resource?.links?.find((l) => l.rel === 'up')?.href;
      const captureId =
        resource?.supplementary_data?.related_ids?.capture_id ??
        (up ? /\/captures\/([^/?#]+)/.exec(up)?.[1] : undefined) ??
        (body.event_type === 'PAYMENT.CAPTURE.REVERSED' ? resource?.id : undefined);
      if (!resource?.id || (!captureId && !orderId))
        return { type: 'ignored', eventId, reason: 'refund without a capture' };
      const total = resource.seller_payable_breakdown?.total_refunded_amount?.value;
      return {
        type: 'payment.reversed',
        eventId,
        ref: orderId ?? null,
        paymentId: captureId ?? null,
        // PayPal reverses a capture when the payer's bank or PayPal takes the money back (a chargeback).
        reason: body.event_type === 'PAYMENT.CAPTURE.REVERSED' ? 'dispute_lost' : 'refund',
        reference: resource.id,
        amountMinor: resource.amount?.value ? decimalToMinor(resource.amount.value) : null,
        totalRefundedMinor: total ? decimalToMinor(total) : null,
      };
    }
    default:
      return { type: 'ignored', eventId, reason: `unhandled event ${body.event_type ?? 'unknown'}` };
  }
}

function parseJson(raw: Buffer): PayPalWebhookBody | null {
  try {
    const v: unknown = JSON.parse(raw.toString('utf8'));
    return v && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
}

function captureFromOrder(order: Order, orderId: string): PayPalCapture {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  return {
    orderId: order.id ?? orderId,
    orderStatus: order.status ?? 'UNKNOWN',
    captureId: capture?.id ?? null,
    captureStatus: capture?.status ?? null,
    amountMinor: capture?.amount?.value ? decimalToMinor(capture.amount.value) : null,
    currency: capture?.amount?.currencyCode?.toUpperCase() ?? null,
    raw: order,
  };
}

function toProviderError(err: unknown, action: string): ProviderError {
  if (err instanceof ApiError) {
    let issue: string | undefined;
    let description: string | undefined;
    try {
      const body = JSON.parse(typeof err.body === 'string' ? err.body : '') as {
        name?: string;
        message?: string;
        details?: { issue?: string; description?: string }[];
      };
      issue = body.details?.[0]?.issue ?? body.name;
      description = body.details?.[0]?.description ?? body.message;
    } catch {
      // body not JSON
    }
    return new ProviderError(
      'paypal',
      `PayPal could not ${action} (${err.statusCode}${issue ? ` ${issue}` : ''})${description ? `: ${description}` : ''}`,
      err.statusCode,
      issue,
    );
  }
  return new ProviderError('paypal', `PayPal could not ${action}: ${(err as Error).message}`);
}

/**
 * An axios adapter (the SDK's HTTP layer) that sends the SDK's requests to `base` with fetch, keeping path and query.
 * Used only when PAYPAL_API_BASE is set.
 */
function rebasingAdapter(base: string, timeoutMs: number) {
  return async (config: {
    url?: string;
    method?: string;
    headers?: unknown;
    data?: unknown;
    auth?: { username: string; password: string };
  }) => {
    const original = new URL(config.url ?? '/', 'http://placeholder');
    const headers = new Headers();
    const source =
      config.headers && typeof (config.headers as { toJSON?: unknown }).toJSON === 'function'
        ? (config.headers as { toJSON(): Record<string, unknown> }).toJSON()
        : ((config.headers ?? {}) as Record<string, unknown>);
    for (const [key, value] of Object.entries(source)) {
      if (value !== undefined && value !== null && value !== false) headers.set(key, String(value));
    }
    if (config.auth) {
      const basic = Buffer.from(`${config.auth.username}:${config.auth.password}`).toString('base64');
      headers.set('authorization', `Basic ${basic}`);
    }
    const res = await fetch(`${base}${original.pathname}${original.search}`, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body: typeof config.data === 'string' ? config.data : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      data: await res.text(),
      status: res.status,
      statusText: res.statusText,
      headers: Object.fromEntries(res.headers.entries()),
      config,
      request: {},
    };
  };
}

export function createPayPalGateway(
  settings: PayPalSettings & { mode: 'live' | 'sandbox' },
  ledger: SandboxOrderLedger,
): PayPalGateway {
  return settings.mode === 'sandbox' ? createSandboxPayPal(settings, ledger) : createLivePayPal(settings);
}

const TIMEOUT_MS = 20_000;

function createLivePayPal(settings: PayPalSettings): PayPalGateway {
  const defaultHost =
    settings.environment === 'production' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
  const rebased = settings.apiBase !== defaultHost;
  const client = new Client({
    environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: TIMEOUT_MS,
    clientCredentialsAuthCredentials: {
      oAuthClientId: settings.clientId,
      oAuthClientSecret: settings.clientSecret,
    },
    ...(rebased
      ? { unstable_httpClientOptions: { adapter: rebasingAdapter(settings.apiBase, TIMEOUT_MS) } }
      : {}),
  });
  const orders = new OrdersController(client);
  const paymentsApi = new PaymentsController(client);
  const oauth = new OAuthAuthorizationController(client);
  const basic = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;

  let cachedToken: { value: string; expiresAt: number } | null = null;
  async function accessToken(): Promise<string> {
    if (cachedToken && cachedToken.expiresAt > Date.now() + 60_000) return cachedToken.value;
    try {
      const { result } = await oauth.requestToken({ authorization: basic });
      const seconds = Number(result.expiresIn ?? 300n);
      cachedToken = { value: result.accessToken, expiresAt: Date.now() + seconds * 1000 };
      return result.accessToken;
    } catch (err) {
      throw toProviderError(err, 'issue an access token');
    }
  }

  return {
    provider: 'paypal',
    mode: 'live',
    environment: settings.environment,

    async clientToken() {
      try {
        const { result } = await oauth.requestToken(
          { authorization: basic },
          { response_type: 'client_token', intent: 'sdk_init' },
        );
        return result.accessToken;
      } catch (err) {
        throw toProviderError(err, 'issue a client token');
      }
    },

    async createOrder(input) {
      try {
        const { result } = await orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                amount: { currencyCode: input.currency, value: minorToDecimal(input.amountMinor) },
                description: input.description,
                customId: input.customId,
              },
            ],
          },
          paypalRequestId: input.requestId,
          prefer: 'return=minimal',
        });
        if (!result.id) throw new ProviderError('paypal', 'PayPal created an order without an id');
        return { orderId: result.id, status: result.status ?? 'CREATED', raw: result };
      } catch (err) {
        throw err instanceof ProviderError ? err : toProviderError(err, 'create the order');
      }
    },

    async captureOrder(orderId, requestId) {
      try {
        const { result } = await orders.captureOrder({
          id: orderId,
          paypalRequestId: requestId,
          prefer: 'return=representation',
        });
        return captureFromOrder(result, orderId);
      } catch (err) {
        throw toProviderError(err, 'capture the order');
      }
    },

    async refund(input) {
      try {
        const { result } = await paymentsApi.refundCapturedPayment({
          captureId: input.paymentId,
          paypalRequestId: input.idempotencyKey,
          prefer: 'return=minimal',
          body: { amount: { currencyCode: input.currency, value: minorToDecimal(input.amountMinor) } },
        });
        if (!result.id) throw new ProviderError('paypal', 'PayPal refunded without a refund id');
        return { refundId: result.id };
      } catch (err) {
        throw err instanceof ProviderError ? err : toProviderError(err, 'refund the capture');
      }
    },

    async parseWebhook(rawBody, headers) {
      const body = parseJson(rawBody);
      if (!body) return null;
      const fields = {
        auth_algo: headerValue(headers, 'paypal-auth-algo'),
        cert_url: headerValue(headers, 'paypal-cert-url'),
        transmission_id: headerValue(headers, 'paypal-transmission-id'),
        transmission_sig: headerValue(headers, 'paypal-transmission-sig'),
        transmission_time: headerValue(headers, 'paypal-transmission-time'),
      };
      if (Object.values(fields).some((v) => !v)) return null;
      // PayPal's documented verification: POST /v1/notifications/verify-webhook-signature with the headers,
      // our webhook id and the event exactly as received.
      const payload = `{${Object.entries({ ...fields, webhook_id: settings.webhookId })
        .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
        .join(',')},"webhook_event":${rawBody.toString('utf8')}}`;
      let res: Response;
      try {
        res = await fetch(`${settings.apiBase}/v1/notifications/verify-webhook-signature`, {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: payload,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new ProviderError('paypal', `PayPal could not be reached: ${(err as Error).message}`);
      }
      if (!res.ok) {
        throw new ProviderError('paypal', `PayPal webhook verification failed (${res.status})`, res.status);
      }
      const verdict = (await res.json()) as { verification_status?: string };
      return verdict.verification_status === 'SUCCESS' ? parsePayPalEvent(body) : null;
    },
  };
}

/** Sandbox webhook signature: HMAC-SHA256 over "transmission id|time|raw body" with the sandbox secret. */
export function sandboxPayPalSignature(
  secret: string,
  transmissionId: string,
  time: string,
  rawBody: Buffer,
) {
  return hmacSha256Hex(secret, Buffer.concat([Buffer.from(`${transmissionId}|${time}|`), rawBody]));
}

function createSandboxPayPal(settings: PayPalSettings, ledger: SandboxOrderLedger): PayPalGateway {
  return {
    provider: 'paypal',
    mode: 'sandbox',
    environment: 'sandbox',

    async clientToken() {
      return `sandbox-client-token-${randomToken(12)}`;
    },

    async createOrder(input) {
      const orderId = `SBX${randomToken(10).toUpperCase()}`.slice(0, 17);
      return {
        orderId,
        status: 'CREATED',
        raw: {
          id: orderId,
          status: 'CREATED',
          amount: { currency_code: input.currency, value: minorToDecimal(input.amountMinor) },
          sandbox: true,
        },
      };
    },

    async captureOrder(orderId) {
      const order = await ledger.find('paypal', orderId);
      if (!order)
        throw new ProviderError('paypal', 'PayPal could not capture the order (404 RESOURCE_NOT_FOUND)', 404);
      if (!order.approved) {
        throw new ProviderError(
          'paypal',
          'PayPal could not capture the order (422 ORDER_NOT_APPROVED): the payer has not approved it',
          422,
          'ORDER_NOT_APPROVED',
        );
      }
      const captureId = `SBXCAP${hmacSha256Hex(settings.clientSecret, orderId).slice(0, 11).toUpperCase()}`;
      return {
        orderId,
        orderStatus: 'COMPLETED',
        captureId,
        captureStatus: 'COMPLETED',
        amountMinor: order.amountMinor,
        currency: order.currency,
        raw: { id: orderId, status: 'COMPLETED', payerId: order.payerId, captureId, sandbox: true },
      };
    },

    async refund() {
      return { refundId: `SBXREF${randomToken(8).toUpperCase()}` };
    },

    async parseWebhook(rawBody, headers) {
      const id = headerValue(headers, 'paypal-transmission-id');
      const time = headerValue(headers, 'paypal-transmission-time');
      const sig = headerValue(headers, 'paypal-transmission-sig');
      if (!id || !time || !sig) return null;
      if (!safeEqual(sandboxPayPalSignature(settings.clientSecret, id, time, rawBody), sig)) return null;
      const body = parseJson(rawBody);
      return body ? parsePayPalEvent(body) : null;
    },
  };
}
