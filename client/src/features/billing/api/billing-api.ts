/**
 * The billing calls of docs/product.md#api plus the sandbox (TEST MODE) and subscription calls, typed from common/billing.ts.
 */
import type {
  BillingConfig,
  BillingStatus,
  PaymentResult,
  ProviderMode,
  ProviderName,
  RazorpayOrder,
  RazorpaySuccess,
  SandboxApproval,
} from '@common/billing';
import type { Currency, PaidPlanType } from '@common/pricing';

export type {
  BillingConfig,
  BillingStatus,
  PaymentResult,
  ProviderMode,
  ProviderName,
  RazorpayOrder,
  RazorpaySuccess,
  SandboxApproval,
};
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { useAuth } from '@/lib/auth';

/** Query keys of this feature. */
export const billingKeys = {
  all: ['billing'] as const,
  status: () => [...billingKeys.all, 'status'] as const,
  config: () => [...billingKeys.all, 'config'] as const,
  paypalSetup: () => [...billingKeys.all, 'paypal-setup'] as const,
};

/** One query-option factory per read: key and fetcher together. */
export const billingQueries = {
  status: () =>
    queryOptions({
      queryKey: billingKeys.status(),
      queryFn: () => apiJson<BillingStatus>('GET', '/api/billing/status'),
    }),
  config: () =>
    queryOptions({
      queryKey: billingKeys.config(),
      queryFn: () => apiJson<BillingConfig>('GET', '/api/billing/config'),
    }),
  /** GET /api/paypal/setup: a client token for PayPal's JS SDK. */
  paypalSetup: () =>
    queryOptions({
      queryKey: billingKeys.paypalSetup(),
      queryFn: () => apiJson<{ clientToken: string }>('GET', '/api/paypal/setup'),
    }),
};

/** The member's subscription: status, paid-until date, whether it renews and whether it can be cancelled. */
export function useBillingStatus() {
  return useQuery(billingQueries.status());
}

/** Cancels renewal; access continues until the paid period ends. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: () => apiJson<BillingStatus & { message: string }>('POST', '/api/billing/cancel'),
    onSuccess: async (status) => {
      queryClient.setQueryData(billingKeys.status(), status);
      await refresh();
    },
  });
}

/** Which providers are live, sandboxed (TEST MODE) or disabled. */
export function useBillingConfig() {
  return useQuery(billingQueries.config());
}

export const billingApi = {
  razorpayConfig: () => apiJson<{ key_id: string; mode: 'live' | 'sandbox' }>('GET', '/api/razorpay/config'),
  razorpayCreateOrder: (planType: PaidPlanType) =>
    apiJson<RazorpayOrder>('POST', '/api/razorpay/create-order', { planType }),
  razorpayVerify: (body: RazorpaySuccess & { planType: PaidPlanType }) =>
    apiJson<PaymentResult>('POST', '/api/razorpay/verify-payment', body),

  /** The amount goes as text ("29.00"); the server checks it against the price table. */
  paypalCreateOrder: (amount: string, currency: Currency) =>
    apiJson<{ id: string }>('POST', '/api/paypal/order', { amount, currency, intent: 'capture' }),
  paypalCapture: (orderId: string) =>
    apiJson<PaymentResult & { id: string }>(
      'POST',
      `/api/paypal/order/${encodeURIComponent(orderId)}/capture`,
    ),

  stripeCreateSubscription: () =>
    apiJson<{ clientSecret: string }>('POST', '/api/stripe/create-subscription'),
  stripeCreatePayment: (amount: number, description: string) =>
    apiJson<{ clientSecret: string }>('POST', '/api/stripe/create-payment', { amount, description }),

  sandboxApprove: (provider: ProviderName, orderId: string) =>
    apiJson<SandboxApproval>('POST', '/api/billing/sandbox/approve', { provider, orderId }),
  sandboxDecline: (provider: ProviderName, orderId: string) =>
    apiJson<{ message: string }>('POST', '/api/billing/sandbox/decline', { provider, orderId }),
};

/** A Stripe client secret is "<intent or subscription id>_secret_<random>". */
export function refFromClientSecret(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}
