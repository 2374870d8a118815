import { useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { showsNumbers } from '@common/plan';
import { FoodLogCard } from '@/features/foods/components/food-log-card';
import type { MealChoice } from '@/features/foods/lib/meal-choice';
import { useActivePlan, usePlan } from '@/features/plans/api/plans-api';
import { localToday } from '@/features/progress/api/progress-api';
import { TodayActivity } from '@/features/progress/components/today-activity';
import { TodayPlan } from '@/features/progress/components/today-plan';
import { sessionOf } from '@/features/progress/lib/today-session';
import { WeightLogForm } from '@/features/progress/components/weight-log-form';
import { SyncStatus } from '@/features/progress/offline/sync-status';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FreeToday } from './free-today';

/**
 * /today: the active plan's session and meals of the day to tick off, the weight, and a rest timer (issue 18).
 * Sets and meals go through the device's sync queue: logged offline at the gym, they are sent when back online.
 * A free member reads the day and logs their weight, with what Free includes said plainly (issue 31, item 8).
 * Every member logs what they really ate (the food log, issue 35), and sees today's steps and workouts imported
 * from a phone or watch (issue 34), a run counting as the day's aerobic session.
 */
export default function TodayScreen() {
  useDocumentTitle('Today');
  const { hasActiveSubscription } = useAuth();
  const active = useActivePlan();
  const planId = active.data?.plan?.id ?? null;
  const detail = usePlan(planId ?? '');
  const today = localToday();
  // "Log food": closed (null), opened from the food card ('any': the clock's meal) or from a planned meal.
  const [logFor, setLogFor] = useState<MealChoice | 'any' | null>(null);
  const planned = detail.data?.plan.content.days.find((d) => d.date === today)?.meals;
  return (
    <Page title="Today" description={today}>
      <div className="space-y-6">
        {hasActiveSubscription && <SyncStatus />}
        {active.isError ? (
          <LoadFailed
            title="Could not load your plan"
            error={active.error}
            onRetry={() => void active.refetch()}
            retrying={active.isRefetching}
          />
        ) : active.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your plan…</p>
        ) : !planId ? (
          <Alert title="No active plan">
            Generate a plan on your{' '}
            <Link href="/dashboard" className="font-semibold underline">
              dashboard
            </Link>{' '}
            to see today’s meals and training here.
          </Alert>
        ) : detail.data ? (
          hasActiveSubscription ? (
            <TodayPlan plan={detail.data.plan} today={today} canLog onLogFood={setLogFor} />
          ) : (
            <FreeToday plan={detail.data.plan} today={today} />
          )
        ) : detail.isError ? (
          <LoadFailed
            title="Could not load today’s meals and training"
            error={detail.error}
            onRetry={() => void detail.refetch()}
            retrying={detail.isRefetching}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Loading your plan…</p>
        )}
        {/* Imported steps and workouts (issue 34); energy figures only where the plan shows numbers. */}
        {active.data && (!planId || detail.data) && (
          <TodayActivity
            today={today}
            showEnergy={detail.data ? showsNumbers(detail.data.plan.content) : true}
            session={detail.data ? sessionOf(detail.data.plan, today) : null}
          />
        )}
        <FoodLogCard
          today={today}
          planned={planned}
          logFor={logFor}
          onLogFor={setLogFor}
          planShowsNumbers={
            detail.data ? showsNumbers(detail.data.plan.content) : active.data && !planId ? true : null
          }
        />
        <Card>
          <CardHeader>
            <CardTitle>Weight</CardTitle>
          </CardHeader>
          <CardContent>
            <WeightLogForm />
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
