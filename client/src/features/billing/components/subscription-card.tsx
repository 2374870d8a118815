/**
 * The member's subscription with a Cancel action (access stays until the paid period ends). Self-contained, for the
 * dashboard or profile to compose in app/.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Skeleton } from '@/components/skeleton';
import { SubscriptionBadge } from '@/widgets/subscription-badge';
import { errorText } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useBillingStatus, useCancelSubscription } from '../api/billing-api';

export function SubscriptionCard() {
  const status = useBillingStatus();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  if (status.isPending) return <Skeleton className="h-40 w-full" />;
  if (status.isError) return null;
  const s = status.data;
  const until = s.premiumExpiresAt ? formatDate(s.premiumExpiresAt) : null;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Your subscription</CardTitle>
          <SubscriptionBadge status={s.subscriptionStatus} doctorVerified={s.doctorVerified} />
        </div>
        <CardDescription>
          {s.premiumActive && until
            ? s.autoRenews
              ? `Premium renews on ${until}.`
              : `Premium access until ${until}.`
            : 'No active Premium subscription.'}
          {s.doctorVerified && ' Doctor Verified.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {!s.premiumActive && !s.doctorVerified && (
          <Button asChild>
            <Link href="/subscribe">See plans</Link>
          </Button>
        )}
        {s.cancelAtPeriodEnd && until && (
          <p className="text-sm text-muted-foreground">
            Cancelled: nothing more will be charged after {until}.
          </p>
        )}
        {s.canCancel && (
          <>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Cancel Premium?"
              description={
                <>
                  You keep Premium until {until}. After that your plans stay available but new premium plans
                  need a new subscription.
                </>
              }
              cancelLabel="Keep Premium"
              cancelVariant="ghost"
              confirmLabel="Cancel subscription"
              busy={cancel.isPending}
              onConfirm={() =>
                cancel.mutate(undefined, {
                  onSuccess: (r) => {
                    setConfirming(false);
                    toast.success('Subscription cancelled', r.message);
                  },
                  onError: (err) => toast.error('Cancellation failed', errorText(err, 'Please try again.')),
                })
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
