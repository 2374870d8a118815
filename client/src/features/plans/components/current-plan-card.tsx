import { daysLeft, planProgress } from '@common/plan-progress';
import type { PlanSummary } from '@common/plans';
import { CalendarDays, ClipboardList } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Progress } from '@/components/progress';
import { formatDate } from '@/lib/format';
import { PlanTypeBadge } from './plan-type-badge';
import { ReviewStatus } from './review-status';

/** The active plan: what it is, how far along, its most serious warning, and a way in. */
/** The dashboard shows the most serious warning with its real level. */
const FIRST_WARNING_TITLE = { critical: 'Critical', caution: 'Caution', info: 'Note' } as const;

export function CurrentPlanCard({ plan }: { plan: PlanSummary | null }) {
  if (!plan) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ClipboardList className="size-5 text-primary" aria-hidden="true" /> Current Plan
          </CardTitle>
          <CardDescription>
            You have no active plan yet. Generate one below — the free plan takes a few seconds.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const left = daysLeft(plan.expiresAt);
  const progress = planProgress(plan.planType, plan.expiresAt);
  const firstWarning = plan.warningDetails[0];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <ClipboardList className="size-5 text-primary" aria-hidden="true" /> Current Plan
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <PlanTypeBadge planType={plan.planType} />
            <ReviewStatus plan={plan} />
          </div>
        </div>
        <CardDescription>{plan.summary}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <span className="flex items-center gap-1.5 text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden="true" />
              {formatDate(plan.startsAt)} – {formatDate(plan.expiresAt)}
            </span>
            <span className="font-medium" data-testid="plan-days-left">
              {left} {left === 1 ? 'day' : 'days'} left
            </span>
          </div>
          <Progress value={progress} aria-label={`Plan progress ${progress}%`} />
          <p className="text-xs text-muted-foreground" data-testid="plan-progress">
            {progress}% complete
          </p>
        </div>
        {firstWarning && (
          <Alert
            variant={firstWarning.severity === 'critical' ? 'destructive' : 'warning'}
            title={FIRST_WARNING_TITLE[firstWarning.severity]}
          >
            {firstWarning.message}
          </Alert>
        )}
        <Button asChild>
          <Link href={`/plans/${plan.id}`}>View full plan</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
