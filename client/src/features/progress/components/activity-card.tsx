import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { LoadFailed } from '@/components/load-failed';
import type { ActivityDay } from '@common/progress';
import { localToday, useActivity } from '../api/progress-api';

/** The days the card shows, ending today. */
const DAYS = 14;
const DAY_MS = 86_400_000;

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The days' figures; the active energy column only where the plan shows numbers. */
export function ActivityTable({ days, showEnergy }: { days: ActivityDay[]; showEnergy: boolean }) {
  return (
    <table
      className="w-full text-sm"
      aria-label={
        showEnergy
          ? 'Steps, active energy and resting heart rate by day'
          : 'Steps and resting heart rate by day'
      }
    >
      <thead>
        <tr className="text-left text-muted-foreground">
          <th className="py-1 font-normal">Day</th>
          <th className="py-1 text-right font-normal">Steps</th>
          {showEnergy && <th className="py-1 text-right font-normal">Active energy</th>}
          <th className="py-1 text-right font-normal">Resting heart rate</th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((d) => (
          <tr key={d.date} className="border-t">
            <td className="py-1">{shortDate(d.date)}</td>
            <td className="py-1 text-right tabular-nums">{d.steps?.toLocaleString() ?? '—'}</td>
            {showEnergy && (
              <td className="py-1 text-right tabular-nums">
                {d.activeKcal === null ? '—' : `${d.activeKcal.toLocaleString()} kcal`}
              </td>
            )}
            <td className="py-1 text-right tabular-nums">
              {d.restingHeartRate === null ? '—' : `${d.restingHeartRate} /min`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Steps, active energy and resting heart rate a phone or watch recorded, as imported (issue 34), for the last two
 * weeks. Active energy (the device's own estimate) only where the plan shows numbers: a plan for a member with an
 * eating-disorder history shows no energy figures anywhere (showsNumbers, NICE NG69); `showEnergy` false while the
 * plan is not known.
 */
export function ActivityCard({ showEnergy }: { showEnergy: boolean }) {
  const to = localToday();
  const from = new Date(Date.parse(to) - (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const activity = useActivity(from, to);
  const days = activity.data?.days ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>
          {showEnergy
            ? 'Steps, active energy (your device’s estimate) and resting heart rate from your phone or watch, last 14 days.'
            : 'Steps and resting heart rate from your phone or watch, last 14 days.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your activity…</p>
        ) : activity.isError ? (
          <LoadFailed
            title="Could not load your activity"
            error={activity.error}
            onRetry={() => void activity.refetch()}
            retrying={activity.isRefetching}
          />
        ) : days.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing imported for these days. Import your Apple Health export on your{' '}
            <Link href="/profile" className="font-semibold underline">
              profile
            </Link>{' '}
            to see your steps here.
          </p>
        ) : (
          <ActivityTable days={days} showEnergy={showEnergy} />
        )}
      </CardContent>
    </Card>
  );
}
