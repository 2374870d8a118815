/**
 * USD, EUR, GBP: PayPal. Live: PayPal's buttons (loaded on demand). Sandbox: a PayPal-styled button that opens the
 * TEST MODE dialog; approval is captured by the server exactly like a real PayPal approval.
 */
import { formatPrice, PLANS, type Currency, type PaidPlanType } from '@common/pricing';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { billingApi } from '../api/billing-api';
import { paymentToast } from '../lib/payment-feedback';
import { useSandboxCheckout } from '../lib/use-sandbox-checkout';
import { TestCheckoutDialog } from './test-checkout-dialog';

const PayPalLiveCheckout = lazy(() => import('./paypal-live-checkout'));

export function PayPalPanel({
  plan,
  currency,
  mode,
  environment,
  onSuccess,
}: {
  plan: PaidPlanType;
  currency: Currency;
  mode: 'live' | 'sandbox';
  environment: 'sandbox' | 'production';
  onSuccess(plan: PaidPlanType): Promise<void>;
}) {
  const price = PLANS[plan].prices[currency];
  const amount = price.toFixed(2);
  const [processing, setProcessing] = useState(false);
  const sandbox = useSandboxCheckout('paypal', {
    // The sandbox recorded the payer's approval; the server captures it exactly like a real PayPal approval.
    async onApproved(order) {
      try {
        const result = await billingApi.paypalCapture(order.orderId);
        if (result.status === 'succeeded') await onSuccess(order.plan);
      } catch (err) {
        console.error('PayPal capture failed:', err);
        paymentToast.failedWith(err);
      } finally {
        setProcessing(false);
      }
    },
    onEnd: () => setProcessing(false),
  });

  if (mode === 'live') {
    return (
      <Suspense fallback={<Spinner label="Loading PayPal" />}>
        <PayPalLiveCheckout
          key={`${plan}-${currency}`}
          plan={plan}
          amount={amount}
          currency={currency}
          environment={environment}
          onSuccess={onSuccess}
        />
      </Suspense>
    );
  }

  async function start() {
    setProcessing(true);
    try {
      const { id } = await billingApi.paypalCreateOrder(amount, currency);
      sandbox.open({ provider: 'paypal', orderId: id, plan, amount: price, currency });
    } catch (err) {
      // Wallet errors are logged; the member still learns the attempt did not start.
      console.error('PayPal order could not be created:', err);
      paymentToast.unexpected(err);
      setProcessing(false);
    }
  }

  return (
    <div className="space-y-3">
      <Button
        size="lg"
        className="w-full bg-[#ffc439] text-slate-900 hover:bg-[#f2ba36]"
        onClick={() => void start()}
        disabled={processing}
      >
        {processing && <Spinner className="size-4 text-slate-900" label="Processing payment" />}
        {processing ? 'Processing...' : `Pay ${formatPrice(price, currency)} with PayPal`}
      </Button>
      <p className="text-center text-xs text-muted-foreground">PayPal balance, cards and Pay Later</p>
      <TestCheckoutDialog {...sandbox.dialog} />
    </div>
  );
}
