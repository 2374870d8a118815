import { REFUND_WINDOW_DAYS } from '@common/limits';
import { PLAN_TYPES } from '@common/options';
import {
  CURRENCIES,
  CURRENCY_INFO,
  formatPrice,
  PERIOD_LABELS,
  PLANS,
  type Currency,
  type PlanDefinition,
} from '@common/pricing';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Label } from '@/components/label';
import { NativeSelect } from '@/components/native-select';
import { checkoutPath, withNext } from '@/lib/next-path';
import { CURRENCY_PICKER_ATTRIBUTE, usePreferredCurrency } from '@/lib/preferred-currency';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';

/**
 * Where a plan card leads: Free to sign-up; a paid plan to its checkout in the shown currency — through sign-up
 * for a visitor, so the choice survives creating the account (issue #31 item 9).
 */
function cardHref(plan: PlanDefinition, currency: Currency, signedIn: boolean): string {
  if (plan.id === 'free') return plan.href;
  const checkout = checkoutPath(plan.id, currency);
  return signedIn ? checkout : withNext('/signup', checkout);
}

function PlanCard({ plan, currency }: { plan: PlanDefinition; currency: Currency }) {
  const titleId = useId();
  const { isAuthenticated } = useAuth();
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={cn(
        'relative flex h-full flex-col p-6 sm:p-8',
        plan.popular && 'border-primary shadow-lg ring-2 ring-primary lg:-my-4 lg:py-12',
      )}
    >
      {plan.popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">Most Popular</Badge>
      )}
      <h3 id={titleId} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1.5" data-testid={`price-${plan.id}`}>
        <span className="text-4xl font-bold tracking-tight">
          {formatPrice(plan.prices[currency], currency)}
        </span>
        <span className="text-sm font-medium text-muted-foreground">{PERIOD_LABELS[plan.period]}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((f) => (
          <li key={f} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      <Button asChild className="mt-8 w-full" variant={plan.popular ? 'default' : 'outline'} size="lg">
        <Link href={cardHref(plan, currency, isAuthenticated)}>{plan.cta}</Link>
      </Button>
    </Card>
  );
}

export function PricingSection() {
  const [currency, setCurrency] = usePreferredCurrency();
  const selectId = useId();
  const info = CURRENCY_INFO[currency];
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      tabIndex={-1}
      className="scroll-mt-16 border-t border-border bg-muted/50 py-16 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Pricing</p>
          <h2 id="pricing-title" className="mt-2 text-balance text-3xl font-bold tracking-tight sm:text-4xl">
            Simple, transparent pricing
          </h2>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">
            Start free. Upgrade when you want plans built on your blood tests and reviewed by a doctor.
          </p>
        </div>

        <div className="mx-auto mt-8 flex max-w-xs flex-col gap-2">
          <Label htmlFor={selectId}>Currency</Label>
          <NativeSelect
            id={selectId}
            {...{ [CURRENCY_PICKER_ATTRIBUTE]: '' }}
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {CURRENCY_INFO[c].symbol} {c} — {CURRENCY_INFO[c].name}
              </option>
            ))}
          </NativeSelect>
          <p className="sr-only" aria-live="polite">
            Prices shown in {info.name}
          </p>
        </div>

        <ul className="mt-12 grid gap-8 lg:grid-cols-3 lg:items-stretch lg:gap-6">
          {PLAN_TYPES.map((type) => (
            <li key={type}>
              <PlanCard plan={PLANS[type]} currency={currency} />
            </li>
          ))}
        </ul>

        <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-muted-foreground">
          Paid plans come with a {REFUND_WINDOW_DAYS}-day money-back guarantee. Payments are handled by
          Razorpay, PayPal and Stripe; your card details go straight to them and are never stored by
          VitalPlan. Plans are informational and do not replace medical advice —{' '}
          <Link href="/medical-disclaimer" className="font-medium text-primary underline underline-offset-4">
            read the medical disclaimer
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
