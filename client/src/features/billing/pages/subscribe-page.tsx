/**
 * Subscribe (docs/product.md#screens, #states-and-rules): currency (?currency=, the visitor's choice, else from the browser's locale; INR without one) and plan (premium, or Doctor Verified with ?plan=doctor), then the
 * payment panel for the currency: Razorpay for INR, PayPal for USD/EUR/GBP, the card panel only while a client
 * secret is held. Providers without keys run in the sandbox, shown as TEST MODE. Prices come from common/pricing.ts;
 * the server prices and verifies every payment itself. The route guard keeps subscribed members out.
 */
import {
  CURRENCY_INFO,
  formatPrice,
  PERIOD_LABELS,
  PLANS,
  type Currency,
  type PaidPlanType,
} from '@common/pricing';
import { FlaskConical, Lock } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { errorText } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBillingConfig, type BillingConfig, type ProviderMode } from '../api/billing-api';
import { CardPanel } from '../components/card-panel';
import { CurrencySelect } from '../components/currency-select';
import { PayPalPanel } from '../components/paypal-panel';
import { PlanChoice } from '../components/plan-choice';
import { RazorpayPanel } from '../components/razorpay-panel';
import { GuaranteeBox, SecurityNote, SubscribeFaq } from '../components/subscribe-info';
import { usePreferredCurrency } from '@/lib/preferred-currency';
import { startCardPayment } from '../lib/start-card-payment';
import { usePaymentSuccess } from '../lib/use-payment-success';

const PROVIDER_LABEL = { razorpay: 'Razorpay', paypal: 'PayPal' } as const;

function initialPlan(search: string): PaidPlanType {
  return new URLSearchParams(search).get('plan') === 'doctor' ? 'doctor_verified' : 'premium';
}

export default function SubscribePage() {
  useDocumentTitle('Subscribe');
  const search = useSearch();
  const [plan, setPlan] = useState<PaidPlanType>(() => initialPlan(search));
  const [currency, setCurrency] = usePreferredCurrency(new URLSearchParams(search).get('currency'));
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [startingCard, setStartingCard] = useState(false);
  const config = useBillingConfig();
  const onSuccess = usePaymentSuccess();

  // docs/product.md#states-and-rules: selecting a plan clears any held payment secret.
  const selectPlan = (next: PaidPlanType) => {
    setPlan(next);
    setClientSecret(null);
  };

  const method = CURRENCY_INFO[currency].paymentMethod;
  const definition = PLANS[plan];

  return (
    <Page
      title="Choose Your Plan"
      description="Unlock personalised plans built from your health profile and blood tests."
    >
      <div className="space-y-8">
        <CurrencySelect value={currency} onChange={setCurrency} />
        <PlanChoice value={plan} currency={currency} onChange={selectPlan} />

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <Card>
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle>Complete your purchase</CardTitle>
                {config.data && isSandbox(config.data, method, clientSecret !== null) && (
                  <Badge variant="warning" className="uppercase tracking-wide">
                    <FlaskConical aria-hidden="true" /> Test mode
                  </Badge>
                )}
              </div>
              <CardDescription>
                {definition.name}: {formatPrice(definition.prices[currency], currency)}{' '}
                {PERIOD_LABELS[definition.period]} · paid with {PROVIDER_LABEL[method]}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              {config.isPending && <Spinner label="Loading payment options" />}
              {config.isError && (
                <Alert variant="destructive" title="Payments are unavailable">
                  {errorText(config.error, 'Payment options could not be loaded. Please reload the page.')}
                </Alert>
              )}
              {config.data && (
                <>
                  {clientSecret ? (
                    <CardPanel
                      plan={plan}
                      clientSecret={clientSecret}
                      mode={liveOrSandbox(config.data.stripe.mode)}
                      publishableKey={config.data.stripe.publishableKey}
                      onSuccess={onSuccess}
                      onCancel={() => setClientSecret(null)}
                    />
                  ) : (
                    <ProviderPanel
                      config={config.data}
                      method={method}
                      plan={plan}
                      currency={currency}
                      onSuccess={onSuccess}
                    />
                  )}
                  {config.data.stripe.mode === 'live' && !clientSecret && (
                    <Button
                      variant="link"
                      size="sm"
                      className="px-0"
                      disabled={startingCard}
                      onClick={() => {
                        setStartingCard(true);
                        void startCardPayment(plan)
                          .then((secret) => secret && setClientSecret(secret))
                          .finally(() => setStartingCard(false));
                      }}
                    >
                      <Lock aria-hidden="true" /> Pay by card instead (US dollars)
                    </Button>
                  )}
                </>
              )}
              <SecurityNote provider={clientSecret ? 'Stripe' : PROVIDER_LABEL[method]} />
            </CardContent>
          </Card>
          <div className="space-y-6">
            <GuaranteeBox />
          </div>
        </div>

        <SubscribeFaq />
      </div>
    </Page>
  );
}

function liveOrSandbox(mode: ProviderMode): 'live' | 'sandbox' {
  return mode === 'live' ? 'live' : 'sandbox';
}

function isSandbox(config: BillingConfig, method: 'razorpay' | 'paypal', card: boolean): boolean {
  return (card ? config.stripe.mode : config[method].mode) === 'sandbox';
}

function ProviderPanel({
  config,
  method,
  plan,
  currency,
  onSuccess,
}: {
  config: BillingConfig;
  method: 'razorpay' | 'paypal';
  plan: PaidPlanType;
  currency: Currency;
  onSuccess(plan: PaidPlanType): Promise<void>;
}) {
  const mode = config[method].mode;
  if (mode === 'disabled') {
    return (
      <Alert variant="warning" title={`${PROVIDER_LABEL[method]} is not available`}>
        Payments in {currency} are not available right now. Please choose another currency or try again later.
      </Alert>
    );
  }
  return method === 'razorpay' ? (
    <RazorpayPanel plan={plan} mode={mode} onSuccess={onSuccess} />
  ) : (
    <PayPalPanel
      plan={plan}
      currency={currency}
      mode={mode}
      environment={config.paypal.environment}
      onSuccess={onSuccess}
    />
  );
}
