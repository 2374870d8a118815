/**
 * The TEST MODE checkout of one provider, shared by every payment panel: which order the dialog shows, asking the
 * server's sandbox to approve or decline it, and the toasts. Each panel only says what happens after an approval
 * (Razorpay: verify the signed answer; PayPal: capture; card: the sandbox already ran Stripe's webhook).
 */
import { useState } from 'react';
import { billingApi, type ProviderName, type SandboxApproval } from '../api/billing-api';
import type { TestOrder } from '../components/test-checkout-dialog';
import { paymentToast } from './payment-feedback';

export function useSandboxCheckout(
  provider: ProviderName,
  options: {
    /** The sandbox approved `order`: finish the payment the way this provider's live answer is finished. */
    onApproved(order: TestOrder, approval: SandboxApproval): Promise<void>;
    /** The attempt ended without an approval (closed or declined). */
    onEnd?(): void;
  },
) {
  const [order, setOrder] = useState<TestOrder | null>(null);
  const end = () => {
    setOrder(null);
    options.onEnd?.();
  };

  return {
    /** Opens the TEST MODE dialog on a sandbox order the server created. */
    open: setOrder,
    /** Spread onto <TestCheckoutDialog>. */
    dialog: {
      order,
      onClose: end,
      async onApprove(approved: TestOrder) {
        let approval: SandboxApproval;
        try {
          approval = await billingApi.sandboxApprove(provider, approved.orderId);
        } catch (err) {
          paymentToast.unexpected(err);
          return;
        }
        setOrder(null);
        await options.onApproved(approved, approval);
      },
      async onDecline(declined: TestOrder) {
        try {
          const { message } = await billingApi.sandboxDecline(provider, declined.orderId);
          paymentToast.failed(message);
        } catch (err) {
          paymentToast.unexpected(err);
        }
        end();
      },
    },
  };
}
