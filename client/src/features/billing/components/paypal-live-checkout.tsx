/**
 * PayPal's own buttons (JS SDK v6 through @paypal/react-paypal-js), loaded from PayPal only for USD/EUR/GBP.
 * The order is created and captured by our server; wallet errors and cancellations are only logged (docs/product.md#errors-and-messages).
 */
import type { Currency, PaidPlanType } from '@common/pricing';
import { PayPalOneTimePaymentButton, PayPalProvider } from '@paypal/react-paypal-js/sdk-v6';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/alert';
import { errorText } from '@/lib/api';
import { billingApi, billingQueries } from '../api/billing-api';
import { paymentToast } from '../lib/payment-feedback';

export default function PayPalLiveCheckout({
  plan,
  amount,
  currency,
  environment,
  onSuccess,
}: {
  plan: PaidPlanType;
  /** The plan price as text, e.g. "29.00". */
  amount: string;
  currency: Currency;
  environment: 'sandbox' | 'production';
  onSuccess(plan: PaidPlanType): Promise<void>;
}) {
  // GET /api/paypal/setup: a client token for PayPal's JS SDK (the provider waits until it is there).
  const setup = useQuery({ ...billingQueries.paypalSetup(), staleTime: 10 * 60_000 });
  if (setup.isError) {
    console.error('PayPal setup failed:', setup.error);
    return (
      <Alert variant="destructive" title="PayPal is unavailable">
        {errorText(setup.error, 'PayPal could not be started. Please try again later.')}
      </Alert>
    );
  }

  return (
    <PayPalProvider
      clientToken={setup.data?.clientToken}
      environment={environment}
      components={['paypal-payments']}
      pageType="checkout"
    >
      <PayPalOneTimePaymentButton
        presentationMode="auto"
        createOrder={async () => {
          const { id } = await billingApi.paypalCreateOrder(amount, currency);
          return { orderId: id };
        }}
        onApprove={async (data) => {
          try {
            const result = await billingApi.paypalCapture(data.orderId);
            console.info('PayPal capture result:', result);
            if (result.status === 'succeeded') await onSuccess(plan);
          } catch (err) {
            console.error('PayPal capture failed:', err);
            paymentToast.failedWith(err);
          }
        }}
        onCancel={(data) => console.info('PayPal payment cancelled:', data)}
        onError={(err) => console.error('PayPal error:', err)}
      />
    </PayPalProvider>
  );
}
