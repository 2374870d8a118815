import type { PlanDetail } from '@common/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import type { ComponentProps } from 'react';
import { MealChecklist } from './meal-checklist';
import { planPosition } from '../lib/today-session';
import { SessionLoggerLoader } from './session-logger';

/** Today's part of the running plan: the session to log (or a rest day) and the meals to tick off. */
export function TodayPlan({
  plan,
  today,
  canLog,
  onLogFood,
}: {
  plan: PlanDetail;
  today: string;
  canLog: boolean;
  onLogFood?: ComponentProps<typeof MealChecklist>['onLogFood'];
}) {
  const pos = planPosition(plan, today);
  const session =
    pos &&
    plan.content.training.weeks.find((w) => w.week === pos.week)?.sessions.find((s) => s.day === pos.day);
  const day = plan.content.days.find((d) => d.date === today);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Training</CardTitle>
          <CardDescription>
            {pos ? `Week ${pos.week}, day ${pos.day} of your plan` : 'Today is outside your plan’s dates.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {session && session.exercises.length > 0 && pos ? (
            <SessionLoggerLoader
              plan={plan}
              session={session}
              week={pos.week}
              today={today}
              canLog={canLog}
            />
          ) : session ? (
            <p>
              {session.title}
              {session.cardio ? `: ${session.cardio.description}` : ''}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Rest day: no session planned today.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Meals</CardTitle>
        </CardHeader>
        <CardContent>
          {day ? (
            <MealChecklist
              plan={plan}
              meals={day.meals}
              today={today}
              canLog={canLog}
              onLogFood={onLogFood}
            />
          ) : (
            <p className="text-sm text-muted-foreground">No meals planned for today.</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}
