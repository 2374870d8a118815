import { ClipboardList, FileText, ListChecks, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/skeleton';
import { StatCard } from '@/components/stat-card';
import { useAdminActivity, useAdminStats } from '@/features/admin/api/admin-api';
import { useReviewQueue } from '@/features/clinician/api/clinician-api';
import { formatDateTime } from '@/lib/format';

/**
 * What staff see first on /dashboard (issue 31, item 8): their work, not a member's "generate a plan". Login still
 * lands on /dashboard (the spec); an admin gets the console's summary with its links, a clinician their queue.
 */

const number = new Intl.NumberFormat('en-US');

export function AdminSummary() {
  const stats = useAdminStats();
  const activity = useAdminActivity(5);
  return (
    <section aria-labelledby="admin-summary" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-summary" className="text-xl font-semibold">
          Admin console
        </h2>
        <Button asChild>
          <Link href="/admin">Open the admin console</Link>
        </Button>
      </div>
      {stats.isError ? (
        <LoadFailed
          title="Could not load the console's figures"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isRefetching}
        />
      ) : stats.isPending ? (
        <Skeleton className="h-28" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-summary-stats">
          <StatCard icon={Users} label="Total Users" value={number.format(stats.data.totalUsers)} />
          <StatCard
            icon={ShieldCheck}
            label="Active Subscriptions"
            value={number.format(stats.data.activeSubscriptions)}
            detail={`${stats.data.conversionRate}% of members`}
          />
          <StatCard icon={ListChecks} label="Plans Generated" value={number.format(stats.data.totalPlans)} />
          <StatCard
            icon={FileText}
            label="Blood Test Reports"
            value={number.format(stats.data.totalReports)}
          />
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Recent activity</CardTitle>
        </CardHeader>
        <CardContent>
          {activity.isError ? (
            <LoadFailed
              title="Could not load recent activity"
              error={activity.error}
              onRetry={() => void activity.refetch()}
              retrying={activity.isRefetching}
            />
          ) : activity.isPending ? (
            <Skeleton className="h-24" />
          ) : activity.data.events.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>
          ) : (
            <ul className="divide-y text-sm">
              {activity.data.events.map((e) => (
                <li key={e.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                  <span className="wrap-anywhere">
                    {e.label}
                    {e.actorUsername ? ` · ${e.actorUsername}` : ''}
                  </span>
                  <span className="text-muted-foreground">{formatDateTime(e.at)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm text-muted-foreground">
            Members, reports, payments, clinician reviews and support requests each have a tab in the{' '}
            <Link href="/admin" className="font-semibold text-foreground underline">
              console
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </section>
  );
}

export function ClinicianQueueSummary() {
  const queue = useReviewQueue();
  const items = queue.data ?? [];
  const overdue = items.filter((r) => r.overdue).length;
  return (
    <section aria-labelledby="clinician-queue">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle id="clinician-queue" className="flex items-center gap-2">
            <ClipboardList aria-hidden="true" className="size-5" /> Your review queue
          </CardTitle>
          <Button asChild>
            <Link href="/clinician">Open the queue</Link>
          </Button>
        </CardHeader>
        <CardContent>
          {queue.isError ? (
            <LoadFailed
              title="Could not load your review queue"
              error={queue.error}
              onRetry={() => void queue.refetch()}
              retrying={queue.isRefetching}
            />
          ) : queue.isPending ? (
            <Skeleton className="h-24" />
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No plans are waiting for your review. New Doctor Verified plans appear here when members make
              them.
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm" data-testid="clinician-queue-count">
                {items.length} {items.length === 1 ? 'plan is' : 'plans are'} waiting for your review
                {overdue ? `, ${overdue} past the review target` : ''}.
              </p>
              <ul className="divide-y">
                {items.slice(0, 5).map((r) => (
                  <li
                    key={r.planId}
                    className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                  >
                    <Link
                      href={`/clinician/reviews/${r.planId}`}
                      className="font-medium underline wrap-anywhere"
                    >
                      {r.memberName}
                    </Link>
                    <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                      {r.urgent && <Badge variant="destructive">Urgent</Badge>}
                      {r.overdue && <Badge variant="warning">Overdue</Badge>}
                      waiting {Math.round(r.waitingHours)} h of {r.targetHours} h
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
