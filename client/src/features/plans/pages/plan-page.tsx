import { showsNumbers } from '@common/plan';
import { daysLeft } from '@common/plan-progress';
import { PLAN_TYPE_LABELS } from '@common/options';
import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { Skeleton } from '@/components/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { errorText } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlan } from '../api/plans-api';
import {
  ConfidenceSection,
  DayCard,
  GrocerySection,
  RationaleSection,
  SupplementsSection,
  TargetsSection,
  WarningsSection,
} from '../components/plan-sections';
import { ResultAimsSection } from '../components/result-aims-section';
import { PlanPicker } from '../components/plan-picker';
import { TrainingSection } from '../components/training-section';
import { MealSwapDialog, type SwapTarget } from '../components/meal-swap-dialog';
import { PlanTypeBadge } from '../components/plan-type-badge';
import { PlanReviewCard } from '../components/plan-review-card';
import { PlanVersions } from '../components/plan-versions';
import { ReviewStatus } from '../components/review-status';

const weekdayOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** Inactive tabs stay in the page (forceMount) so printing / "Save as PDF" gives the whole plan. */
const PANEL = 'space-y-6 data-[state=inactive]:hidden print:data-[state=inactive]:block';

export default function PlanPage() {
  const { id } = useParams<{ id: string }>();
  // ?version=N shows an earlier version (a weekly check-in made a newer one).
  const asked = Number(new URLSearchParams(useSearch()).get('version'));
  const version = Number.isInteger(asked) && asked >= 1 ? asked : undefined;
  const { data, error, isPending } = usePlan(id, version);
  const plan = data?.plan;
  const [swapping, setSwapping] = useState<SwapTarget | null>(null);
  const [pickedDay, setPickedDay] = useState<number | null>(null);
  useDocumentTitle(plan ? `${PLAN_TYPE_LABELS[plan.planType]} plan` : 'Plan');

  if (isPending) {
    return (
      <Page title="Your plan">
        <Skeleton className="h-64" />
      </Page>
    );
  }
  if (error || !plan) {
    return (
      <Page title="Plan not found">
        <Alert variant="destructive">{errorText(error, 'This plan does not exist or is not yours.')}</Alert>
        <Button asChild variant="outline" className="mt-4">
          <Link href="/dashboard">Back to dashboard</Link>
        </Button>
      </Page>
    );
  }

  const { content } = plan;
  // Eating-disorder history: no calories, grams or macro targets anywhere on the page (NICE NG69).
  const numbers = showsNumbers(content);
  // Meals can be swapped on the active plan as it stands (not an earlier version); a Doctor Verified plan once
  // its clinician approved it (docs/decisions/008-plan-versions-from-check-ins.md).
  const canSwap =
    plan.isActive &&
    version === undefined &&
    (plan.planType !== 'doctor_verified' || plan.reviewStatus === 'approved');
  const weeks = new Map<number, typeof content.days>();
  for (const day of content.days) {
    const week = Math.ceil(day.day / 7);
    weeks.set(week, [...(weeks.get(week) ?? []), day]);
  }
  // The day on screen: the one picked, else today's day of the plan, else its first.
  const todayDay = content.days.find((d) => d.date === new Date().toISOString().slice(0, 10))?.day;
  const shownDay = pickedDay ?? todayDay ?? content.days[0]?.day ?? 1;
  const shownWeek = Math.ceil(shownDay / 7);

  return (
    <Page
      title={`${PLAN_TYPE_LABELS[plan.planType]} plan`}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <PlanTypeBadge planType={plan.planType} />
          <ReviewStatus plan={plan} />
          <span>
            {formatDate(plan.startsAt)} – {formatDate(plan.expiresAt)} ·{' '}
            {plan.isActive ? `${daysLeft(plan.expiresAt)} days left` : 'not active'} · confidence{' '}
            {plan.confidenceScore}%
          </span>
        </span>
      }
      actions={
        <div className="flex gap-2" data-print-hidden>
          <Button asChild variant="outline">
            <Link href="/dashboard">
              <ArrowLeft /> Dashboard
            </Link>
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer /> Print / Save PDF
          </Button>
        </div>
      }
    >
      <p className="mb-6 max-w-3xl text-muted-foreground">{plan.summary}</p>
      <div className="mb-6">
        <PlanVersions plan={plan} viewing={version} />
      </div>
      {plan.planType === 'doctor_verified' && (
        <div className="mb-6">
          <PlanReviewCard planId={plan.id} />
        </div>
      )}
      <Tabs defaultValue="overview">
        <TabsList aria-label="Plan sections" data-print-hidden>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="meals">Meals</TabsTrigger>
          <TabsTrigger value="training">Training</TabsTrigger>
          <TabsTrigger value="supplements">Supplements</TabsTrigger>
          <TabsTrigger value="grocery">Grocery list</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" forceMount className={PANEL}>
          <TargetsSection content={content} />
          <WarningsSection warnings={content.warnings} />
          <ResultAimsSection content={content} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RationaleSection content={content} />
            <ConfidenceSection content={content} />
          </div>
        </TabsContent>

        <TabsContent value="meals" forceMount className={PANEL}>
          <h2 className="hidden text-xl font-bold print:block">Meals</h2>
          <div className="space-y-2">
            <PlanPicker
              label="Week of meals"
              options={[...weeks.keys()].map((w) => ({ value: w, label: `Week ${w}` }))}
              value={shownWeek}
              onChange={(w) => setPickedDay(weeks.get(w)?.[0]?.day ?? 1)}
            />
            {/* On a phone one day at a time; from lg the whole week fits. */}
            <div className="lg:hidden">
              <PlanPicker
                label="Day of meals"
                options={(weeks.get(shownWeek) ?? []).map((d) => ({
                  value: d.day,
                  label: `${weekdayOf(d.date)} ${d.day}`,
                }))}
                value={shownDay}
                onChange={setPickedDay}
              />
            </div>
          </div>
          {[...weeks].map(([week, days]) => (
            <section
              key={week}
              aria-labelledby={`meals-week-${week}`}
              className={week === shownWeek ? 'space-y-3' : 'hidden space-y-3 print:block'}
            >
              {weeks.size > 1 && (
                <h3 id={`meals-week-${week}`} className="text-lg font-semibold">
                  Week {week}
                </h3>
              )}
              <div className="grid gap-4 lg:grid-cols-2">
                {days.map((day) => (
                  <DayCard
                    key={day.day}
                    className={day.day === shownDay ? undefined : 'hidden lg:block print:block'}
                    day={day}
                    targets={content.targets}
                    numbers={numbers}
                    onSwap={
                      canSwap
                        ? (meal) => {
                            const m = day.meals[meal];
                            if (m) setSwapping({ day: day.day, meal, name: m.name, slot: m.slot, numbers });
                          }
                        : undefined
                    }
                  />
                ))}
              </div>
            </section>
          ))}
        </TabsContent>

        <TabsContent value="training" forceMount className={PANEL}>
          <h2 className="hidden text-xl font-bold print:block">Training</h2>
          <TrainingSection
            training={content.training}
            planId={plan.id}
            currentWeek={todayDay && Math.ceil(todayDay / 7)}
          />
        </TabsContent>

        <TabsContent value="supplements" forceMount className={PANEL}>
          <SupplementsSection supplements={content.supplements} freePlan={plan.planType === 'free'} />
        </TabsContent>

        <TabsContent value="grocery" forceMount className={PANEL}>
          <h2 className="hidden text-xl font-bold print:block">Grocery list</h2>
          <GrocerySection weeks={content.groceryList} numbers={numbers} />
        </TabsContent>
      </Tabs>
      <MealSwapDialog planId={plan.id} target={swapping} onClose={() => setSwapping(null)} />
      <p className="mt-8 text-xs text-muted-foreground">
        This plan is informational and does not replace advice from your doctor. Stop exercising and seek help
        if you feel chest pain, faintness or unusual breathlessness.
      </p>
    </Page>
  );
}
