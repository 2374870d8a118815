/**
 * INR: Razorpay. Live: Checkout is loaded from Razorpay when the member pays, opened on the server's order (blue
 * theme); its answer is verified by the server. Sandbox: the TEST MODE dialog takes Checkout's place.
 */
import { PRODUCT_NAME } from '@common/limits';
import { formatPrice, PLANS, type PaidPlanType } from '@common/pricing';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { billingApi, type RazorpaySuccess } from '../api/billing-api';
import { paymentToast } from '../lib/payment-feedback';
import { loadRazorpayCheckout, RAZORPAY_THEME_COLOR } from '../lib/razorpay-checkout';
import { useSandboxCheckout } from '../lib/use-sandbox-checkout';
import { TestCheckoutDialog } from './test-checkout-dialog';

export function RazorpayPanel({
  plan,
  mode,
  onSuccess,
}: {
  plan: PaidPlanType;
  mode: 'live' | 'sandbox';
  onSuccess(plan: PaidPlanType): Promise<void>;
}) {
  const { user } = useAuth();
  const [processing, setProcessing] = useState(false);
  const price = PLANS[plan].prices.INR;

  /** The server checks the signature over the order it created; only then is the plan granted. */
  async function verify(response: RazorpaySuccess, forPlan: PaidPlanType) {
    try {
      await billingApi.razorpayVerify({ ...response, planType: forPlan });
    } catch (err) {
      console.error('Razorpay payment verification failed:', err);
      paymentToast.verificationFailed();
      return;
    } finally {
      setProcessing(false);
    }
    await onSuccess(forPlan);
  }

  const sandbox = useSandboxCheckout('razorpay', {
    // The sandbox signed what Checkout would return: verified by the server like a real answer.
    async onApproved(order, approval) {
      if (approval.razorpay) await verify(approval.razorpay, order.plan);
      else setProcessing(false);
    },
    onEnd: () => setProcessing(false),
  });

  async function pay() {
    setProcessing(true);
    const forPlan = plan;
    try {
      if (mode === 'sandbox') {
        const order = await billingApi.razorpayCreateOrder(forPlan);
        sandbox.open({
          provider: 'razorpay',
          orderId: order.orderId,
          plan: forPlan,
          amount: order.amount / 100,
          currency: 'INR',
        });
        return;
      }
      await loadRazorpayCheckout();
      const [{ key_id }, order] = await Promise.all([
        billingApi.razorpayConfig(),
        billingApi.razorpayCreateOrder(forPlan),
      ]);
      const Checkout = window.Razorpay;
      if (!Checkout) throw new Error('Failed to load Razorpay script');
      const checkout = new Checkout({
        key: key_id,
        amount: order.amount,
        currency: order.currency,
        order_id: order.orderId,
        name: PRODUCT_NAME,
        description: `${PLANS[forPlan].name} plan`,
        prefill: { name: user?.username, email: user?.email },
        theme: { color: RAZORPAY_THEME_COLOR },
        handler: (response) => void verify(response, forPlan),
        modal: { ondismiss: () => setProcessing(false) },
      });
      checkout.on('payment.failed', (response) => {
        console.warn('Razorpay payment failed:', response.error);
        paymentToast.failed(response.error.description);
      });
      checkout.open();
    } catch (err) {
      console.error('Razorpay checkout could not start:', err);
      setProcessing(false);
      paymentToast.initFailed(err);
    }
  }

  return (
    <div className="space-y-3">
      <Button
        size="lg"
        className="w-full bg-blue-600 text-white hover:bg-blue-700"
        onClick={() => void pay()}
        disabled={processing}
      >
        {processing && <Spinner className="size-4 text-white" label="Processing payment" />}
        {processing ? 'Processing...' : `Pay ${formatPrice(price, 'INR')} with Razorpay`}
      </Button>
      <p className="text-center text-xs text-muted-foreground">UPI, cards, net banking and wallets</p>
      <TestCheckoutDialog {...sandbox.dialog} />
    </div>
  );
}
