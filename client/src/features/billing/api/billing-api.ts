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
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

const billingKeys = queryKeys.billing;

/** One query-option factory per read: key and fetcher together. */
export const billingQueries = {
  status: () =>
    queryOptions({
      queryKey: billingKeys.status(),
      queryFn: () => api.get('/api/billing/status'),
    }),
  config: () =>
    queryOptions({
      queryKey: billingKeys.config(),
      queryFn: () => api.get('/api/billing/config'),
    }),
  /** GET /api/paypal/setup: a client token for PayPal's JS SDK. */
  paypalSetup: () =>
    queryOptions({
      queryKey: billingKeys.paypalSetup(),
      queryFn: () => api.get('/api/paypal/setup'),
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
    mutationFn: () => api.post('/api/billing/cancel'),
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
  razorpayConfig: () => api.get('/api/razorpay/config'),
  razorpayCreateOrder: (planType: PaidPlanType) =>
    api.post('/api/razorpay/create-order', { body: { planType } }),
  razorpayVerify: (body: RazorpaySuccess & { planType: PaidPlanType }) =>
    api.post('/api/razorpay/verify-payment', { body }),

  /** The amount goes as text ("29.00"); the server checks it against the price table. */
  paypalCreateOrder: (amount: string, currency: Currency) =>
    api.post('/api/paypal/order', { body: { amount, currency, intent: 'capture' } }),
  paypalCapture: (orderId: string) => api.post('/api/paypal/order/:id/capture', { params: { id: orderId } }),

  stripeCreateSubscription: () => api.post('/api/stripe/create-subscription'),
  stripeCreatePayment: (amount: number, description: string) =>
    api.post('/api/stripe/create-payment', { body: { amount, description } }),

  sandboxApprove: (provider: ProviderName, orderId: string) =>
    api.post('/api/billing/sandbox/approve', { body: { provider, orderId } }),
  sandboxDecline: (provider: ProviderName, orderId: string) =>
    api.post('/api/billing/sandbox/decline', { body: { provider, orderId } }),
};

/** A Stripe client secret is "<intent or subscription id>_secret_<random>". */
export function refFromClientSecret(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}
