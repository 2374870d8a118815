import type { AdminStats } from '@common/admin';
import { lazy, Suspense } from 'react';
import { Card } from '@/components/card';
import { Skeleton } from '@/components/skeleton';
import { RecentActivityCard } from './recent-activity-card';
import { SystemHealthCard } from './system-health-card';

// recharts is large: it loads only when the Analytics tab is opened.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const number = new Intl.NumberFormat('en-US');

function Metric({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail: string;
  testId: string;
}) {
  return (
    <Card className="p-5">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-2">
        <span className="block text-3xl font-bold tracking-tight" data-testid={testId}>
          {value}
        </span>
        <span className="mt-1 block text-xs text-muted-foreground">{detail}</span>
      </dd>
    </Card>
  );
}

function ChartsFallback() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      <span className="sr-only">Loading charts</span>
      <Skeleton className="h-80" />
      <Skeleton className="h-80" />
    </div>
  );
}

/** Analytics: the docs/product.md#pricing-and-limits metrics (computed by common/admin.ts on the server), charts, health and activity. */
export function AnalyticsTab({ stats }: { stats: AdminStats | undefined }) {
  return (
    <section aria-labelledby="admin-analytics-title" className="space-y-6">
      <h2 id="admin-analytics-title" className="sr-only">
        Analytics
      </h2>
      {stats ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <Metric
              label="Conversion Rate"
              value={`${stats.conversionRate}%`}
              detail={`${number.format(stats.activeSubscriptions)} of ${number.format(stats.totalUsers)} users have an active subscription`}
              testId="metric-conversion-rate"
            />
            <Metric
              label="Free Users"
              value={number.format(stats.freeUsers)}
              detail="Users without an active subscription"
              testId="metric-free-users"
            />
            <Metric
              label="Plans per User"
              value={stats.plansPerUser.toFixed(1)}
              detail={`${number.format(stats.totalPlans)} plans generated in all`}
              testId="metric-plans-per-user"
            />
          </dl>
          <Suspense fallback={<ChartsFallback />}>
            <AnalyticsCharts stats={stats} />
          </Suspense>
        </>
      ) : (
        <ChartsFallback />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <SystemHealthCard />
        <RecentActivityCard />
      </div>
    </section>
  );
}
