import { MEAL_SLOT_LABELS, showsNumbers } from '@common/plan';
import type { PlanDetail } from '@common/plans';
import { PLANS } from '@common/pricing';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';

/**
 * /today for a free member (issue 31, item 8): today's session and meals to read and follow, and plainly what Free
 * includes and what Premium adds, instead of logging inputs they cannot use.
 */

const DAY = 86_400_000;

export function FreeToday({ plan, today }: { plan: PlanDetail; today: string }) {
  const offset = Math.round((Date.parse(today) - Date.parse(plan.startsAt.slice(0, 10))) / DAY);
  const week = Math.floor(offset / 7) + 1;
  const session =
    offset >= 0
      ? plan.content.training.weeks
          .find((w) => w.week === week)
          ?.sessions.find((s) => s.day === (offset % 7) + 1)
      : undefined;
  const day = plan.content.days.find((d) => d.date === today);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Training</CardTitle>
          <CardDescription>
            {session
              ? `${session.title}, about ${session.durationMin} min`
              : 'Rest day: no session planned today.'}
          </CardDescription>
        </CardHeader>
        {session && (
          <CardContent>
            <ul className="divide-y text-sm" aria-label="Today’s exercises">
              {session.exercises.map((e) => (
                <li key={e.exerciseId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                  <span className="font-medium">{e.name}</span>
                  <span className="text-muted-foreground">
                    {e.sets} × {e.reps}, rest {e.restSec} s · {e.intensity}
                  </span>
                </li>
              ))}
            </ul>
            {session.cardio && <p className="mt-3 text-sm">{session.cardio.description}</p>}
          </CardContent>
        )}
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Meals</CardTitle>
          {day && showsNumbers(plan.content) && (
            <CardDescription>{Math.round(day.totals.kcal)} kcal planned today</CardDescription>
          )}
        </CardHeader>
        <CardContent>
          {day ? (
            <ul className="divide-y text-sm" aria-label="Today’s meals">
              {day.meals.map((m, i) => (
                <li key={`${i}-${m.slot}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                  <span>
                    <span className="font-medium">{MEAL_SLOT_LABELS[m.slot]}</span>: {m.name}
                  </span>
                  {showsNumbers(plan.content) && (
                    <span className="text-muted-foreground">{Math.round(m.totals.kcal)} kcal</span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No meals planned for today.</p>
          )}
          <p className="mt-3 text-sm">
            <Link href={`/plans/${plan.id}`} className="font-semibold underline">
              The whole plan
            </Link>{' '}
            has the recipes, portions and the rest of the week.
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>What Free includes</CardTitle>
          <CardDescription>
            Your one-week plan to follow, your reports read, and your weight logged below (its trend is on
            Progress).
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p>
            Premium adds ticking off sets and meals here, with suggested loads, a weekly check-in that adjusts
            your plan, and:
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {PLANS.premium.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <Button asChild>
            <Link href="/subscribe">See Premium</Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
