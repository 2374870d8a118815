import type { TrainingSession } from '@common/plan';
import type { ActivityResponse } from '@common/progress';
import { importCountsFor } from '@common/progress-activity';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { useActivity } from '../api/progress-api';
import { workoutName } from '../lib/workout-name';

const minutes = (m: number) => `${Math.round(m)} min`;

/**
 * Today's imported steps and workouts (issue 34), as the phone or watch recorded them; nothing at all when nothing
 * was imported for today. Active energy only where the plan shows numbers (eating-disorder history: showsNumbers,
 * NICE NG69). A workout that stands for today's aerobic session says so (common/progress-activity.ts).
 */
export function TodayActivityView({
  data,
  showEnergy,
  session,
}: {
  data: ActivityResponse;
  showEnergy: boolean;
  session: TrainingSession | null;
}) {
  const day = data.days[data.days.length - 1];
  const workouts = data.workouts;
  if (!day && workouts.length === 0) return null;
  const counting = session
    ? workouts.find((w) =>
        importCountsFor(
          {
            cardio: session.cardio,
            cardioMinutes: session.cardioMinutes,
            exerciseCount: session.exercises.length,
          },
          w,
        ),
      )
    : undefined;
  const parts = day
    ? [
        day.steps !== null ? `${day.steps.toLocaleString()} steps` : null,
        showEnergy && day.activeKcal !== null
          ? `${day.activeKcal.toLocaleString()} kcal active energy`
          : null,
      ].filter((p): p is string => p !== null)
    : [];
  return (
    <Card data-testid="today-activity">
      <CardHeader>
        <CardTitle>From your phone or watch</CardTitle>
        <CardDescription>
          As recorded{day ? ` by ${day.source}` : ''} and imported; your device’s own counts.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {parts.length > 0 && <p className="font-medium">{parts.join(' · ')}</p>}
        {workouts.length > 0 && (
          <ul className="space-y-1" aria-label="Workouts imported today">
            {workouts.map((w) => (
              <li key={`${w.source}-${w.startAt}-${w.type}`}>
                {[
                  workoutName(w.type),
                  minutes(w.durationMin),
                  w.distanceKm !== null ? `${w.distanceKm.toFixed(1)} km` : null,
                  showEnergy && w.energyKcal !== null ? `${Math.round(w.energyKcal)} kcal` : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </li>
            ))}
          </ul>
        )}
        {counting && session && (
          <p className="text-muted-foreground">
            Your {workoutName(counting.type).toLowerCase()} counts as today’s planned session ({session.title}
            ).
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** /today's imported activity: loads today's figures; shows nothing while loading, on failure or with none. */
export function TodayActivity({
  today,
  showEnergy,
  session,
}: {
  today: string;
  showEnergy: boolean;
  session: TrainingSession | null;
}) {
  const activity = useActivity(today, today);
  // Supplementary: a failed read leaves the rest of /today as it is (the progress page's card says the failure).
  if (!activity.data) return null;
  return <TodayActivityView data={activity.data} showEnergy={showEnergy} session={session} />;
}
