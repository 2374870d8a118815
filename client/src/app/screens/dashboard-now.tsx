import { showsNumbers } from '@common/plan';
import { retestReminders } from '@common/retest-rules';
import type { BiomarkerSeries } from '@common/biomarkers';
import { CHECK_IN_EVERY_DAYS } from '@common/progress';
import type { PlanSummary } from '@common/plans';
import { kgToLb } from '@common/units';
import { AlertTriangle, CalendarClock, Dumbbell, Scale, Utensils } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/skeleton';
import { usePlan } from '@/features/plans/api/plans-api';
import { localToday, useProgressSummary, useWeights } from '@/features/progress/api/progress-api';
import { useUnitSystem } from '@/features/progress/lib/use-unit-system';
import { useBiomarkerSeries, useRecentReports } from '@/features/reports/api/reports-api';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';

/**
 * The dashboard's answer to "what now?" (issue 31, item 11): today's session and meals one tap from /today, the
 * weight trend, the next check-in or retest, and what needs attention. Each part loads, fails and is empty on its
 * own, and says which.
 */

const DAY_MS = 86_400_000;

function Row({ icon: Icon, title, children }: { icon: typeof Scale; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{title}</p>
        <div className="text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

function TodayRow({ plan }: { plan: PlanSummary }) {
  const detail = usePlan(plan.id);
  const today = localToday();
  if (detail.isError)
    return (
      <LoadFailed
        title="Could not load today’s meals and training"
        error={detail.error}
        onRetry={() => void detail.refetch()}
        retrying={detail.isRefetching}
      />
    );
  if (detail.isPending) return <Skeleton className="h-16" />;
  const content = detail.data.plan.content;
  const index = content.days.findIndex((d) => d.date === today);
  if (index < 0)
    return (
      <Row icon={Utensils} title="Today">
        Your plan has no day for {today}.
      </Row>
    );
  const day = content.days[index]!;
  const week = Math.floor(index / 7) + 1;
  const session = content.training?.weeks
    .find((w) => w.week === week)
    ?.sessions.find((s) => s.day === (index % 7) + 1);
  return (
    <>
      <Row icon={Dumbbell} title="Today’s training">
        {session
          ? `${session.title}: ${session.exercises.length} exercises, about ${session.durationMin} min`
          : 'A rest day: no session planned.'}
      </Row>
      <Row icon={Utensils} title="Today’s meals">
        {day.meals.length} meals
        {/* Eating-disorder history: no calories (showsNumbers, NICE NG69). */}
        {showsNumbers(content) && `, ${Math.round(day.totals.kcal)} kcal`}:{' '}
        {day.meals.map((m) => m.name).join(' · ')}
      </Row>
    </>
  );
}

function WeightRow({ premium }: { premium: boolean }) {
  const summary = useProgressSummary(premium);
  const weights = useWeights(!premium);
  const system = useUnitSystem();
  const show = (kg: number) =>
    system === 'imperial' ? `${kgToLb(kg).toFixed(1)} lb` : `${kg.toFixed(1)} kg`;
  const q = premium ? summary : weights;
  if (q.isError)
    return (
      <LoadFailed
        title="Could not load your weights"
        error={q.error}
        onRetry={() => void q.refetch()}
        retrying={q.isRefetching}
      />
    );
  if (q.isPending) return <Skeleton className="h-10" />;
  const points = premium ? (summary.data?.weights ?? []) : (weights.data?.weights ?? []);
  if (points.length === 0)
    return (
      <Row icon={Scale} title="Weight">
        No weight logged yet: log it on{' '}
        <Link href="/today" className="underline">
          Today
        </Link>
        .
      </Row>
    );
  const last = points[points.length - 1]!;
  const rate = premium ? summary.data?.weeklyRateKg : null;
  return (
    <Row icon={Scale} title="Weight trend">
      {show('trendKg' in last ? last.trendKg : last.weightKg)} on {formatDate(last.date)}
      {rate != null
        ? `, ${rate === 0 ? 'steady' : `${rate < 0 ? 'down' : 'up'} ${show(Math.abs(rate))} a week`} over the last two weeks`
        : ''}
      .{' '}
      <Link href="/progress" className="underline">
        See the chart
      </Link>
    </Row>
  );
}

/** The soonest retest a reminder rule asks about, from the newest result of each biomarker. */
function nextRetest(series: BiomarkerSeries[]): { name: string; due: Date } | null {
  let best: { name: string; due: Date } | null = null;
  for (const s of series) {
    const [reminder] = retestReminders([{ code: s.code, ...s.latest }]);
    if (!reminder) continue;
    const due = new Date(s.latest.sampledAt);
    due.setMonth(due.getMonth() + reminder.months);
    if (!best || due < best.due) best = { name: s.name, due };
  }
  return best;
}

function NextRow({ plan, premium }: { plan: PlanSummary | null; premium: boolean }) {
  const series = useBiomarkerSeries();
  const summary = useProgressSummary(premium);
  // The moment the dashboard opened: dates are compared with it, not with a clock that moves between renders.
  const [now] = useState(() => Date.now());
  const retest = series.data ? nextRetest(series.data.biomarkers) : null;
  const lastCheckIn = summary.data?.latestCheckIn?.createdAt;
  const checkInDue =
    premium && plan
      ? new Date(
          Math.max(new Date(plan.startsAt).getTime(), lastCheckIn ? new Date(lastCheckIn).getTime() : 0) +
            CHECK_IN_EVERY_DAYS * DAY_MS,
        )
      : null;
  return (
    <Row icon={CalendarClock} title="Coming up">
      <ul className="space-y-1">
        {checkInDue && (
          <li>
            Weekly check-in {checkInDue.getTime() <= now ? 'is due now' : `on ${formatDate(checkInDue)}`} (
            <Link href="/progress" className="underline">
              Progress
            </Link>
            ).
          </li>
        )}
        {series.isError ? (
          <li>Your results could not be loaded, so retest dates are not shown.</li>
        ) : series.isPending ? (
          <li>Looking up retest dates…</li>
        ) : retest ? (
          <li>
            Ask your doctor about retesting {retest.name}{' '}
            {retest.due.getTime() <= now ? 'now' : `around ${formatDate(retest.due)}`}.
          </li>
        ) : (
          <li>No retest reminders from your results.</li>
        )}
      </ul>
    </Row>
  );
}

function AttentionRow({ plan }: { plan: PlanSummary | null }) {
  const reports = useRecentReports();
  const series = useBiomarkerSeries();
  const items: ReactNode[] = [];
  for (const r of reports.reports)
    if (r.identity.needsAnswer)
      items.push(
        <Link key={r.id} href={`/reports/${r.id}`} className="underline">
          Is {r.filename} your report? Answer before its results are used.
        </Link>,
      );
  const flagged = (series.data?.biomarkers ?? []).filter(
    (s) => s.latest.flag === 'high' || s.latest.flag === 'low',
  );
  if (flagged.length)
    items.push(
      <Link key="flagged" href="/biomarkers" className="underline">
        {flagged.length} of your latest results {flagged.length === 1 ? 'is' : 'are'} outside the range:{' '}
        {flagged
          .slice(0, 4)
          .map((s) => s.name)
          .join(', ')}
        {flagged.length > 4 ? '…' : ''}
      </Link>,
    );
  if (plan?.planType === 'doctor_verified' && plan.reviewStatus === 'pending')
    items.push(<span key="review">Your plan is waiting for the clinician’s review.</span>);
  const failed = reports.isError || series.isError;
  return (
    <Row icon={AlertTriangle} title="Needs attention">
      {items.length ? (
        <ul className="list-disc space-y-1 pl-5">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : failed ? (
        'Your reports could not be checked just now.'
      ) : reports.isPending || series.isPending ? (
        'Checking…'
      ) : (
        'Nothing right now.'
      )}
    </Row>
  );
}

export function WhatNowCard({ plan }: { plan: PlanSummary | null }) {
  const { hasActiveSubscription } = useAuth();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>What now</CardTitle>
        {plan && (
          <Button asChild>
            <Link href="/today">Open Today</Link>
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-5 md:grid-cols-2">
        {plan ? (
          <TodayRow plan={plan} />
        ) : (
          <Row icon={Dumbbell} title="Today">
            No plan is running: generate one below to get daily meals and training.
          </Row>
        )}
        <WeightRow premium={hasActiveSubscription} />
        <NextRow plan={plan} premium={hasActiveSubscription} />
        <AttentionRow plan={plan} />
      </CardContent>
    </Card>
  );
}
