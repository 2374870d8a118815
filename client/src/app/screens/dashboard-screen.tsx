import { daysLeft } from '@common/plan-progress';
import { PLAN_TYPE_LABELS } from '@common/options';
import { isPremiumActive } from '@common/subscription';
import { CreditCard, FileText, Gauge, LineChart, ListChecks, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/skeleton';
import { StatCard } from '@/components/stat-card';
import { SubscriptionBadge } from '@/widgets/subscription-badge';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { useActivePlan, usePlans } from '@/features/plans/api/plans-api';
import { CurrentPlanCard } from '@/features/plans/components/current-plan-card';
import { GeneratePlanCard } from '@/features/plans/components/generate-plan-card';
import { RecentPlans } from '@/features/plans/components/recent-plans';
import { useRecentReports } from '@/features/reports/api/reports-api';
import { ReportList } from '@/features/reports/components/report-list';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { WhatNowCard } from './dashboard-now';
import { AdminSummary, ClinicianQueueSummary } from './staff-dashboards';

/**
 * Dashboard (docs/product.md#screens): welcome banner, four stat cards, current plan, generate card, recent plans and
 * reports. A member's starts with what to do now (issue 31, item 11); an admin's and a clinician's lead with their
 * work, their own plans below (item 8).
 */
export default function DashboardScreen() {
  useDocumentTitle('Dashboard');
  const { user, isClinician } = useAuth();
  if (!user) return null;
  const staff = user.isAdmin || isClinician;
  if (!staff) return <MemberDashboard />;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <section className="rounded-(--radius-card) bg-gradient-to-br from-primary to-emerald-600 p-6 text-primary-foreground shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">Welcome back, {user.username}!</h1>
        <p className="mt-2 text-emerald-50">
          {user.isAdmin && isClinician
            ? 'The console and your review queue first; your own plans are at the end.'
            : user.isAdmin
              ? 'The admin console at a glance; your own plans are at the end.'
              : 'Your review queue first; your own plans are at the end.'}
        </p>
      </section>
      {isClinician && <ClinicianQueueSummary />}
      {user.isAdmin && <AdminSummary />}
      <details className="rounded-(--radius-card) border bg-card p-4">
        <summary className="cursor-pointer font-semibold">Your own plans and reports</summary>
        <div className="mt-4">
          <MemberDashboard embedded />
        </div>
      </details>
    </div>
  );
}

function MemberDashboard({ embedded = false }: { embedded?: boolean }) {
  const { user } = useAuth();
  const plans = usePlans();
  const active = useActivePlan();
  const reports = useRecentReports();
  if (!user) return null;

  const plan = active.data?.plan ?? null;
  const planCount = plans.data?.plans.length ?? 0;
  const loading = plans.isPending || active.isPending || reports.isPending;
  // A failed read is said as one, never as "0 plans" or "no active plan" (which would invite a replacement).
  const plansFailed = plans.isError || active.isError;

  const generated = plansFailed
    ? 'Your plans could not be loaded just now.'
    : loading
      ? 'Loading your plans…'
      : `You have generated ${planCount} ${planCount === 1 ? 'plan' : 'plans'} so far.`;

  return (
    <div className={embedded ? 'space-y-6' : 'mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:py-10'}>
      {embedded ? (
        <p data-testid="plans-generated">{generated}</p>
      ) : (
        <section className="rounded-(--radius-card) bg-gradient-to-br from-primary to-emerald-600 p-6 text-primary-foreground shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">Welcome back, {user.username}!</h1>
          <p className="mt-2 text-emerald-50" data-testid="plans-generated">
            {generated}
          </p>
        </section>
      )}

      <VerifyEmailBanner />

      {/* A failed plan read is said once, by the current plan's card below. */}
      {!embedded && active.isPending ? (
        <Skeleton className="h-40" />
      ) : !embedded && !active.isError ? (
        <WhatNowCard plan={plan} />
      ) : null}

      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={CreditCard}
          label="Subscription"
          testId="stat-subscription"
          value={
            user.doctorVerified ? (
              <Badge variant="info">Doctor Verified</Badge>
            ) : (
              <SubscriptionBadge status={user.subscriptionStatus} />
            )
          }
          detail={
            isPremiumActive(user) && user.premiumExpiresAt
              ? `Premium until ${formatDate(user.premiumExpiresAt)}`
              : user.doctorVerified
                ? 'Premium and doctor-reviewed plans unlocked'
                : 'Free plan'
          }
        />
        <StatCard
          icon={FileText}
          label="Blood test reports"
          testId="stat-reports"
          value={reports.isError ? '?' : loading ? '…' : reports.total}
          detail={reports.isError ? 'Could not load' : undefined}
        />
        <StatCard
          icon={ListChecks}
          label="Active plan"
          testId="stat-active-plan"
          value={
            active.isError ? '?' : plan ? PLAN_TYPE_LABELS[plan.planType] : active.isPending ? '…' : 'None'
          }
          detail={
            active.isError
              ? 'Could not load'
              : plan
                ? `${daysLeft(plan.expiresAt)} days left`
                : active.isPending
                  ? undefined
                  : 'Generate a plan below'
          }
        />
        <StatCard
          icon={Gauge}
          label="Confidence score"
          testId="stat-confidence"
          value={plan ? `${plan.confidenceScore}%` : '--'}
          detail="How much of the plan rests on your own data (a complete profile, recent blood results) rather than assumptions: not a health score. The plan page lists what raised or lowered it."
        />
      </section>

      {active.isError ? (
        <LoadFailed
          title="Could not load your current plan"
          error={active.error}
          onRetry={() => void active.refetch()}
          retrying={active.isRefetching}
        />
      ) : active.isPending ? (
        <Skeleton className="h-48" />
      ) : (
        <CurrentPlanCard plan={plan} />
      )}
      <GeneratePlanCard
        reportCount={reports.total}
        current={active.isError ? 'unknown' : active.isPending ? 'loading' : plan}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        {plans.isError ? (
          <LoadFailed
            title="Could not load your plans"
            error={plans.error}
            onRetry={() => void plans.refetch()}
            retrying={plans.isRefetching}
          />
        ) : (
          <RecentPlans plans={plans.data?.plans ?? []} />
        )}
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>Blood Test Reports</CardTitle>
            <div className="flex flex-wrap gap-2">
              {reports.total > 0 && (
                <Button asChild variant="outline">
                  <Link href="/biomarkers">
                    <LineChart aria-hidden="true" /> Your biomarkers
                  </Link>
                </Button>
              )}
              <Button asChild variant="outline">
                <Link href="/profile">
                  <Upload /> Upload report
                </Link>
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            {reports.isError ? (
              <LoadFailed
                title="Could not load your reports"
                error={reports.error}
                onRetry={() => void reports.refetch()}
                retrying={reports.isRefetching}
              />
            ) : reports.reports.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No reports yet. Upload one on your profile to personalise premium plans.
              </p>
            ) : (
              <ReportList reports={reports.reports} allowDelete={false} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
