/** The two paid plans as a radio group of cards (docs/product.md#screens): price, period, description and features from the price table. */
import {
  formatPrice,
  PAID_PLAN_TYPES,
  PERIOD_LABELS,
  PLANS,
  type Currency,
  type PaidPlanType,
} from '@common/pricing';
import { Check, Star } from 'lucide-react';
import { Badge } from '@/components/badge';
import { cn } from '@/lib/cn';

export function PlanChoice({
  value,
  currency,
  onChange,
}: {
  value: PaidPlanType;
  currency: Currency;
  onChange(plan: PaidPlanType): void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Choose a plan</legend>
      <div className="grid gap-4 md:grid-cols-2">
        {PAID_PLAN_TYPES.map((id) => {
          const plan = PLANS[id];
          const selected = value === id;
          const features = plan.subscribeFeatures.length > 0 ? plan.subscribeFeatures : plan.features;
          return (
            <label
              key={id}
              className={cn(
                'relative flex cursor-pointer flex-col gap-4 rounded-(--radius-card) border-2 bg-background p-5 shadow-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring sm:p-6',
                selected ? 'border-primary ring-1 ring-primary' : 'border-border hover:border-primary/50',
              )}
            >
              <input
                type="radio"
                name="plan"
                value={id}
                checked={selected}
                onChange={() => onChange(id)}
                className="sr-only"
                aria-labelledby={`plan-${id}-name plan-${id}-price`}
                aria-describedby={`plan-${id}-description`}
              />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span id={`plan-${id}-name`} className="text-lg font-semibold">
                  {plan.name}
                </span>
                {plan.popular && (
                  <Badge>
                    <Star aria-hidden="true" /> Most Popular
                  </Badge>
                )}
              </div>
              <div>
                <span id={`plan-${id}-price`} className="text-3xl font-bold tracking-tight">
                  {formatPrice(plan.prices[currency], currency)}
                </span>{' '}
                <span className="text-sm text-muted-foreground">{PERIOD_LABELS[plan.period]}</span>
                {plan.period === 'per month' && (
                  <p className="mt-1 text-sm font-medium text-primary">Cancel anytime</p>
                )}
              </div>
              <p id={`plan-${id}-description`} className="text-sm text-muted-foreground">
                {plan.description}
              </p>
              <ul className="space-y-2 text-sm">
                {features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
              <span
                aria-hidden="true"
                className={cn(
                  'mt-auto inline-flex items-center justify-center rounded-lg border px-4 py-2 text-sm font-semibold',
                  selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
                )}
              >
                {selected ? 'Selected' : `Choose ${plan.name}`}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
