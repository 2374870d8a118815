/**
 * The analytics charts (recharts). Loaded on demand when the Analytics tab opens, so the admin page's own chunk
 * stays small. Each chart is decorative for assistive technology: a visible summary and a visually hidden table
 * carry the same numbers.
 */
import type { AdminStats, DayCount } from '@common/admin';
import { STATUS_DISPLAY_LABELS, type StatusDisplay } from '@common/subscription';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { formatPlainDate } from '@/lib/format';

const number = new Intl.NumberFormat('en-US');
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (ymd: string) => shortDay.format(new Date(`${ymd}T00:00:00Z`));

/** Colours of the status badges (docs/product.md#states-and-rules): active green, canceled red, past_due yellow, free grey. */
const MIX_COLOURS: Record<StatusDisplay, string> = {
  active: 'var(--color-success)',
  canceled: 'var(--color-destructive)',
  past_due: '#ca8a04',
  free: '#94a3b8',
};

function summarise(series: DayCount[], noun: string): string {
  const total = series.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return `No ${noun} in the last ${series.length} days.`;
  const busiest = series.reduce((best, d) => (d.count > best.count ? d : best));
  return `${number.format(total)} ${noun} in the last ${series.length} days; busiest day ${formatPlainDate(busiest.date)} (${number.format(busiest.count)}).`;
}

function DailyChart({
  title,
  series,
  noun,
  colour,
}: {
  title: string;
  series: DayCount[];
  noun: string;
  colour: string;
}) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-base">
          {title}
        </CardTitle>
        <CardDescription>{summarise(series, noun)}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-labelledby={`${id}-title`}>
          {/* The chart is decorative for assistive tech (the table below carries the data), so it must not take focus. */}
          <div className="h-56 w-full" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                data={series}
                margin={{ top: 4, right: 4, bottom: 0, left: -16 }}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
                <XAxis
                  dataKey="date"
                  tickFormatter={dayLabel}
                  tick={{ fontSize: 11 }}
                  interval="preserveStartEnd"
                  minTickGap={16}
                />
                <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={48} />
                <Tooltip
                  labelFormatter={(label) => formatPlainDate(String(label))}
                  formatter={(value) => [number.format(Number(value)), noun]}
                />
                <Bar dataKey="count" fill={colour} radius={[3, 3, 0, 0]} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
            <caption>{title}, per day (UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">{noun}</th>
              </tr>
            </thead>
            <tbody>
              {series.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatPlainDate(d.date)}</th>
                  <td>{d.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      </CardContent>
    </Card>
  );
}

function MixChart({ stats }: { stats: AdminStats }) {
  const id = useId();
  const rows = (Object.keys(MIX_COLOURS) as StatusDisplay[]).map((status) => ({
    status,
    label: STATUS_DISPLAY_LABELS[status],
    count: stats.subscriptionMix[status],
  }));
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const percent = (n: number) => (total ? Math.round((n * 100) / total) : 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-base">
          Subscription mix
        </CardTitle>
        <CardDescription>
          Every user by subscription, as the users table shows and filters them. Active means premium not
          expired or doctor verified: {number.format(stats.activeSubscriptions)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-labelledby={`${id}-title`}>
          <div className="h-48 w-full" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                data={rows}
                layout="vertical"
                margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--color-border)" />
                <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
                <YAxis type="category" dataKey="label" width={72} tick={{ fontSize: 12 }} />
                <Tooltip formatter={(value) => [number.format(Number(value)), 'users']} />
                <Bar dataKey="count" radius={[0, 3, 3, 0]} isAnimationActive={false}>
                  {rows.map((r) => (
                    <Cell key={r.status} fill={MIX_COLOURS[r.status]} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {rows.map((r) => (
              <li key={r.status} className="flex items-center gap-2">
                <span
                  className="size-3 shrink-0 rounded-sm"
                  style={{ background: MIX_COLOURS[r.status] }}
                  aria-hidden="true"
                />
                <span>
                  {r.label}: <strong>{number.format(r.count)}</strong>{' '}
                  <span className="text-muted-foreground">({percent(r.count)}%)</span>
                </span>
              </li>
            ))}
          </ul>
        </figure>
      </CardContent>
    </Card>
  );
}

export default function AnalyticsCharts({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DailyChart
        title="Sign-ups per day"
        series={stats.signupsByDay}
        noun="sign-ups"
        colour="var(--color-primary)"
      />
      <DailyChart
        title="Plans generated per day"
        series={stats.plansByDay}
        noun="plans"
        colour="var(--color-info)"
      />
      <div className="lg:col-span-2">
        <MixChart stats={stats} />
      </div>
    </div>
  );
}
