import { PLAN_DURATION_DAYS } from '@common/limits';
import { PLAN_TYPE_LABELS, PLAN_TYPES, type PlanType } from '@common/options';
import { daysLeft } from '@common/plan-progress';
import type { PlanSummary } from '@common/plans';
import { Lock, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useGeneratePlan } from '../api/plans-api';

const DESCRIPTIONS: Record<PlanType, string> = {
  free: `${PLAN_DURATION_DAYS.free}-day plan from your profile: targets, a simple menu and 3 workouts a week.`,
  premium: `${PLAN_DURATION_DAYS.premium / 7}-week plan using your blood tests, with weekly variety, progression, supplements and grocery lists.`,
  doctor_verified: 'Premium plan with stricter safety rules, reviewed by a healthcare professional.',
};

/**
 * Choose free / premium / doctor verified and generate. Paid options without an active subscription go to
 * /subscribe without a request (docs/product.md#validation); the server checks entitlements again.
 */
export function GeneratePlanCard({
  reportCount,
  current,
}: {
  reportCount: number;
  /** The running plan; 'unknown' when it could not be loaded (then nothing is generated: it might be replaced). */
  current: PlanSummary | null | 'loading' | 'unknown';
}) {
  const name = useId();
  const { hasActiveSubscription } = useAuth();
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<PlanType>(hasActiveSubscription ? 'premium' : 'free');
  /** A running plan is replaced only after the member has read what that means and confirmed. */
  const [confirming, setConfirming] = useState(false);
  const generate = useGeneratePlan();
  const running = typeof current === 'object' ? current : null;
  const blocked = current === 'unknown' || current === 'loading';

  async function onGenerate() {
    if (selected !== 'free' && !hasActiveSubscription) {
      navigate(selected === 'doctor_verified' ? '/subscribe?plan=doctor' : '/subscribe');
      return;
    }
    if (running && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    try {
      const res = await generate.mutateAsync({
        planType: selected,
        includeBloodTest: reportCount > 0 && selected !== 'free',
      });
      toast.success('Plan Generated Successfully', res.message);
    } catch (err) {
      toast.error('Plan Generation Failed', errorText(err, 'Failed to generate plan. Please try again.'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wand2 className="size-5 text-primary" aria-hidden="true" /> Generate a New Plan
        </CardTitle>
        <CardDescription>
          A new plan replaces your current one. Keep your profile up to date for the best fit.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <fieldset>
          <legend className="sr-only">Plan type</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {PLAN_TYPES.map((type) => {
              const locked = type !== 'free' && !hasActiveSubscription;
              return (
                <label
                  key={type}
                  className={cn(
                    'relative flex cursor-pointer flex-col gap-1 rounded-lg border p-4 transition-colors hover:bg-muted/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    selected === type ? 'border-primary bg-secondary' : 'border-border',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={type}
                    checked={selected === type}
                    onChange={() => setSelected(type)}
                    className="sr-only"
                  />
                  <span className="flex items-center justify-between gap-2 font-semibold">
                    {PLAN_TYPE_LABELS[type]}
                    {locked && (
                      <Lock className="size-4 text-muted-foreground" aria-label="Needs a subscription" />
                    )}
                  </span>
                  <span className="text-sm text-muted-foreground">{DESCRIPTIONS[type]}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {selected !== 'free' && reportCount === 0 && hasActiveSubscription && (
          <p className="text-sm text-muted-foreground">
            Upload a blood test report on your profile so the plan can use your results.
          </p>
        )}
        {current === 'unknown' && (
          <p className="text-sm text-muted-foreground" role="status">
            A new plan can be made once your current plan has loaded, so nothing is replaced by mistake.
          </p>
        )}
        {confirming && running && (
          <Alert variant="warning" title="Replace your current plan?">
            <p>
              Your {PLAN_TYPE_LABELS[running.planType]} plan has {daysLeft(running.expiresAt)} days left. The
              new plan replaces it from today; your logged weights, sets and meals stay, and the old plan
              stays in your recent plans.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={onGenerate} disabled={generate.isPending}>
                Replace plan
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                Keep current plan
              </Button>
            </div>
          </Alert>
        )}
        <Button
          onClick={onGenerate}
          disabled={generate.isPending || blocked || confirming}
          className="w-full sm:w-auto"
        >
          {generate.isPending
            ? 'Generating...'
            : selected !== 'free' && !hasActiveSubscription
              ? 'Subscribe to unlock'
              : 'Generate Plan'}
        </Button>
      </CardContent>
    </Card>
  );
}
