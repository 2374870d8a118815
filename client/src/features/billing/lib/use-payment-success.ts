import type { PaidPlanType } from '@common/pricing';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '@/lib/auth';
import { paymentToast } from './payment-feedback';

/** After a verified payment: the success toast, the refreshed user, then the dashboard (docs/product.md#states-and-rules). */
export function usePaymentSuccess() {
  const { refresh } = useAuth();
  const [, navigate] = useLocation();
  return useCallback(
    async (plan: PaidPlanType) => {
      paymentToast.succeeded(plan);
      await refresh();
      navigate('/dashboard', { replace: true });
    },
    [refresh, navigate],
  );
}
