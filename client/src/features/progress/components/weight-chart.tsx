import { kgToLb } from '@common/units';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';

export interface WeightChartPoint {
  date: string;
  weightKg: number;
  trendKg: number;
}

const W = 360;
const H = 200;
const PAD = { left: 40, right: 8, top: 10, bottom: 26 };
const DAY = 86_400_000;

/**
 * Daily weights (dots) and their smoothed trend (line) as an SVG, with a text alternative that says what the
 * chart shows, and a table view of the same figures.
 */
export function WeightChart({
  points: kgPoints,
  weeklyRateKg,
  imperial = false,
}: {
  points: WeightChartPoint[];
  weeklyRateKg: number | null;
  /** Show pounds (the member's display preference); the figures arrive in kilograms. */
  imperial?: boolean;
}) {
  const [asTable, setAsTable] = useState(false);
  if (kgPoints.length === 0) return <p className="text-sm text-muted-foreground">No weights logged yet.</p>;
  const unit = imperial ? 'lb' : 'kg';
  const shown = (kg: number) => (imperial ? Math.round(kgToLb(kg) * 10) / 10 : kg);
  const points = kgPoints.map((p) => ({ ...p, weightKg: shown(p.weightKg), trendKg: shown(p.trendKg) }));
  const rate = weeklyRateKg === null ? null : shown(weeklyRateKg);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const summary =
    `Weight from ${first.date} to ${last.date}: ${points.length} weigh-ins, trend ${first.trendKg} ${unit} to ${last.trendKg} ${unit}` +
    (rate !== null ? `, ${rate > 0 ? '+' : ''}${rate} ${unit} a week.` : '.');
  const t0 = Date.parse(first.date);
  const span = Math.max(DAY, Date.parse(last.date) - t0);
  const values = points.flatMap((p) => [p.weightKg, p.trendKg]);
  const lo = Math.floor(Math.min(...values) - 0.5);
  const hi = Math.ceil(Math.max(...values) + 0.5);
  const x = (date: string) => PAD.left + ((Date.parse(date) - t0) / span) * (W - PAD.left - PAD.right);
  const y = (kg: number) => PAD.top + ((hi - kg) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const trendPath = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(p.date).toFixed(1)},${y(p.trendKg).toFixed(1)}`)
    .join(' ');
  const ticks = [lo, (lo + hi) / 2, hi];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" data-testid="weight-summary">
          {summary}
        </p>
        <Button variant="outline" size="sm" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
          {asTable ? 'Show chart' : 'Show as table'}
        </Button>
      </div>
      {asTable ? (
        <Table regionLabel="Weights and trend">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Weight ({unit})</TableHead>
              <TableHead>Trend ({unit})</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {[...points].reverse().map((p) => (
              <TableRow key={p.date}>
                <TableCell>{p.date}</TableCell>
                <TableCell>{p.weightKg}</TableCell>
                <TableCell>{p.trendKg}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={summary}
          className="h-auto w-full max-w-3xl"
          data-testid="weight-chart"
        >
          {ticks.map((v) => (
            <g key={v}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(v)}
                y2={y(v)}
                className="stroke-border"
                strokeWidth={1}
              />
              <text
                x={PAD.left - 6}
                y={y(v) + 4}
                textAnchor="end"
                className="fill-muted-foreground text-[11px]"
              >
                {Math.round(v * 10) / 10}
              </text>
            </g>
          ))}
          <text x={PAD.left} y={H - 8} className="fill-muted-foreground text-[11px]">
            {first.date}
          </text>
          <text x={W - PAD.right} y={H - 8} textAnchor="end" className="fill-muted-foreground text-[11px]">
            {last.date}
          </text>
          {points.map((p) => (
            <circle
              key={p.date}
              cx={x(p.date)}
              cy={y(p.weightKg)}
              r={3}
              className="fill-muted-foreground/60"
            />
          ))}
          <path d={trendPath} fill="none" className="stroke-primary" strokeWidth={2.5} />
        </svg>
      )}
      <p className="text-xs text-muted-foreground">Dots: daily weights. Line: the smoothed trend.</p>
    </div>
  );
}
