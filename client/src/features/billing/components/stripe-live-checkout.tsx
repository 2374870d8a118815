/**
 * The card form (Stripe Elements), loaded from Stripe only when a client secret is held. Payment is confirmed in the
 * browser and Stripe returns the member to /dashboard; the server grants the plan when Stripe's signed webhook arrives.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { paymentToast } from '../lib/payment-feedback';

const stripePromises = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let p = stripePromises.get(publishableKey);
  if (!p) {
    p = loadStripe(publishableKey);
    stripePromises.set(publishableKey, p);
  }
  return p;
};

function CardForm({ payLabel }: { payLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
    });
    // Only reached when confirmation failed: success leaves the page for return_url.
    setBusy(false);
    paymentToast.failed(error.message);
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <PaymentElement />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || busy}>
        {busy && <Spinner className="size-4 text-primary-foreground" label="Processing payment" />}
        {busy ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}

export default function StripeLiveCheckout({
  publishableKey,
  clientSecret,
  payLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <CardForm payLabel={payLabel} />
    </Elements>
  );
}
