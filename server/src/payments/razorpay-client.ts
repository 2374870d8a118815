/**
 * A small client for Razorpay's documented REST API (https://razorpay.com/docs/api/orders/): the official `razorpay`
 * SDK hard-codes its host, this one takes a base URL so tests can run it against a local server.
 * Authentication is HTTP basic with the key id and key secret.
 */
import { ProviderError } from './types';

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string> | unknown[];
  created_at: number;
}

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  baseUrl: string;
  timeoutMs?: number;
}

export function createRazorpayClient(options: RazorpayClientOptions) {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new ProviderError('razorpay', `Razorpay could not be reached: ${(err as Error).message}`);
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: reported below
    }
    if (!res.ok) {
      const error = (parsed as { error?: { code?: string; description?: string } } | null)?.error;
      throw new ProviderError(
        'razorpay',
        `Razorpay ${method} ${path} failed (${res.status}): ${error?.description ?? (text.slice(0, 200) || res.statusText)}`,
        res.status,
        error?.code,
      );
    }
    if (parsed === null || typeof parsed !== 'object') {
      throw new ProviderError('razorpay', `Razorpay ${method} ${path} answered with a body that is not JSON`);
    }
    return parsed as T;
  }

  return {
    /** POST /v1/orders: amount in paise (minimum 100), a receipt of at most 40 characters, up to 15 notes. */
    createOrder(input: {
      amount: number;
      currency: string;
      receipt: string;
      notes?: Record<string, string>;
    }): Promise<RazorpayOrder> {
      return call<RazorpayOrder>('POST', '/v1/orders', input);
    },
    /** POST /v1/payments/:id/refund: amount in paise (omitted: the whole payment). */
    refundPayment(paymentId: string, input: { amount?: number; receipt?: string }): Promise<{ id: string }> {
      return call<{ id: string }>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, input);
    },
    fetchOrder(orderId: string): Promise<RazorpayOrder> {
      return call<RazorpayOrder>('GET', `/v1/orders/${encodeURIComponent(orderId)}`);
    },
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
