import { RECENT_LIST_SIZE } from '@common/limits';
import type { PlanSummary } from '@common/plans';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { formatDate } from '@/lib/format';
import { PlanTypeBadge } from './plan-type-badge';

/** The first 3 plans, newest first. */
export function RecentPlans({ plans }: { plans: PlanSummary[] }) {
  const recent = plans.slice(0, RECENT_LIST_SIZE);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Plans</CardTitle>
      </CardHeader>
      <CardContent>
        {recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your plans will appear here.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Recent plans">
            {recent.map((p) => (
              <li key={p.id}>
                <Link
                  href={`/plans/${p.id}`}
                  className="flex min-h-11 items-center justify-between gap-3 p-3 hover:bg-muted/60"
                >
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <PlanTypeBadge planType={p.planType} />
                      {p.isActive && <Badge variant="success">Active</Badge>}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      Created {formatDate(p.createdAt)} · confidence {p.confidenceScore}%
                    </span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
