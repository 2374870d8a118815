import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { LoadFailed } from '@/components/load-failed';
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

/**
 * Steps and resting heart rate a phone or watch recorded, as imported (issue 34), for the last two weeks. Active
 * energy is kept but not shown: it is an estimate of the device's, and a plan may hide energy numbers.
 */
export function ActivityCard() {
  const to = localToday();
  const from = new Date(Date.parse(to) - (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const activity = useActivity(from, to);
  const days = activity.data?.days ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>
          Steps and resting heart rate from your phone or watch, last 14 days.
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
          <table className="w-full text-sm" aria-label="Steps and resting heart rate by day">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1 font-normal">Day</th>
                <th className="py-1 text-right font-normal">Steps</th>
                <th className="py-1 text-right font-normal">Resting heart rate</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.date} className="border-t">
                  <td className="py-1">{shortDate(d.date)}</td>
                  <td className="py-1 text-right tabular-nums">{d.steps?.toLocaleString() ?? '—'}</td>
                  <td className="py-1 text-right tabular-nums">
                    {d.restingHeartRate === null ? '—' : `${d.restingHeartRate} /min`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
