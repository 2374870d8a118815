/**
 * The card (Stripe) path of docs/product.md#states-and-rules: Premium starts a subscription, Doctor Verified a one-time payment at the plan
 * price. No listed currency maps to it, so its panel shows only while a client secret is held; the entry link is
 * offered only when Stripe is configured with real keys.
 */
import { formatPrice, PLANS, type PaidPlanType } from '@common/pricing';
import { CreditCard } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { refFromClientSecret } from '../api/billing-api';
import { paymentToast } from '../lib/payment-feedback';
import { CARD_CURRENCY } from '../lib/start-card-payment';
import { useSandboxCheckout } from '../lib/use-sandbox-checkout';
import { TestCheckoutDialog } from './test-checkout-dialog';

const StripeLiveCheckout = lazy(() => import('./stripe-live-checkout'));

export function CardPanel({
  plan,
  clientSecret,
  mode,
  publishableKey,
  onSuccess,
  onCancel,
}: {
  plan: PaidPlanType;
  clientSecret: string;
  mode: 'live' | 'sandbox';
  publishableKey: string | null;
  onSuccess(plan: PaidPlanType): Promise<void>;
  onCancel(): void;
}) {
  const price = PLANS[plan].prices[CARD_CURRENCY];
  const payLabel = `Pay ${formatPrice(price, CARD_CURRENCY)}${plan === 'premium' ? ' per month' : ''}`;
  const sandbox = useSandboxCheckout('stripe', {
    // The sandbox already delivered Stripe's signed event to the server's webhook: its result says it all.
    async onApproved(order, approval) {
      if (approval.stripe?.status === 'succeeded') await onSuccess(order.plan);
      else paymentToast.failed();
    },
  });

  return (
    <div className="space-y-3 rounded-lg border border-border p-4">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <CreditCard className="size-4" aria-hidden="true" /> Pay by card
      </p>
      {mode === 'live' && publishableKey ? (
        <Suspense fallback={<Spinner label="Loading the card form" />}>
          <StripeLiveCheckout
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            payLabel={payLabel}
          />
        </Suspense>
      ) : (
        <Button
          size="lg"
          className="w-full"
          onClick={() =>
            sandbox.open({
              provider: 'stripe',
              orderId: refFromClientSecret(clientSecret),
              plan,
              amount: price,
              currency: CARD_CURRENCY,
            })
          }
        >
          {payLabel}
        </Button>
      )}
      <Button variant="link" size="sm" className="px-0" onClick={onCancel}>
        Use another payment method
      </Button>
      <TestCheckoutDialog {...sandbox.dialog} />
    </div>
  );
}
