/**
 * The billing calls of spec §7 plus the sandbox (TEST MODE) and subscription calls, typed from common/billing.ts.
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { useAuth } from '@/lib/auth';

export const BILLING_STATUS_KEY = ['/api/billing/status'] as const;

/** The member's subscription: status, paid-until date, whether it renews and whether it can be cancelled. */
export function useBillingStatus() {
  return useQuery<BillingStatus>({ queryKey: BILLING_STATUS_KEY });
}

/** Cancels renewal; access continues until the paid period ends. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: () => apiJson<BillingStatus & { message: string }>('POST', '/api/billing/cancel'),
    onSuccess: async (status) => {
      queryClient.setQueryData(BILLING_STATUS_KEY, status);
      await refresh();
    },
  });
}

export const BILLING_CONFIG_KEY = ['/api/billing/config'] as const;

/** Which providers are live, sandboxed (TEST MODE) or disabled. */
export function useBillingConfig() {
  return useQuery<BillingConfig>({ queryKey: BILLING_CONFIG_KEY });
}

export const billingApi = {
  razorpayConfig: () => apiJson<{ key_id: string; mode: 'live' | 'sandbox' }>('GET', '/api/razorpay/config'),
  razorpayCreateOrder: (planType: PaidPlanType) =>
    apiJson<RazorpayOrder>('POST', '/api/razorpay/create-order', { planType }),
  razorpayVerify: (body: RazorpaySuccess & { planType: PaidPlanType }) =>
    apiJson<PaymentResult>('POST', '/api/razorpay/verify-payment', body),

  paypalSetup: () => apiJson<{ clientToken: string }>('GET', '/api/paypal/setup'),
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
