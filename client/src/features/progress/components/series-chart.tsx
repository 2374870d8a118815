/**
 * Small SVG charts for /progress beside the tables that hold the same figures: a dated line (estimated 1RM of a
 * lift, a body measurement) and weekly bars (adherence). Each is an image whose text alternative says what it shows.
 */
import {
  adherenceSummary,
  pct,
  round1,
  seriesSummary,
  type SeriesPoint,
  type WeekShare,
} from '../lib/chart-text';

const W = 360;
const H = 150;
const PAD = { left: 40, right: 8, top: 10, bottom: 24 };
const DAY = 86_400_000;

/** A dated series as dots joined by a line; nothing below two points (a single figure is in the table). */
export function SeriesChart({
  label,
  unit,
  points,
}: {
  label: string;
  unit: string;
  points: readonly SeriesPoint[];
}) {
  if (points.length < 2) return null;
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const summary = seriesSummary(label, unit, sorted);
  const t0 = Date.parse(sorted[0]!.date);
  const span = Math.max(DAY, Date.parse(sorted[sorted.length - 1]!.date) - t0);
  const values = sorted.map((p) => p.value);
  const margin = Math.max(0.5, (Math.max(...values) - Math.min(...values)) * 0.1);
  const lo = Math.min(...values) - margin;
  const hi = Math.max(...values) + margin;
  const x = (date: string) => PAD.left + ((Date.parse(date) - t0) / span) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const path = sorted
    .map((p, i) => `${i ? 'L' : 'M'}${x(p.date).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full max-w-xl">
      {[lo, hi].map((v) => (
        <text
          key={v}
          x={PAD.left - 6}
          y={y(v) + 4}
          textAnchor="end"
          className="fill-muted-foreground text-[11px]"
        >
          {round1(v)}
        </text>
      ))}
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={H - PAD.bottom}
        y2={H - PAD.bottom}
        className="stroke-border"
      />
      <text x={PAD.left} y={H - 6} className="fill-muted-foreground text-[11px]">
        {sorted[0]!.date}
      </text>
      <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-muted-foreground text-[11px]">
        {sorted[sorted.length - 1]!.date}
      </text>
      <path d={path} fill="none" className="stroke-primary" strokeWidth={2} />
      {sorted.map((p) => (
        <circle key={p.date} cx={x(p.date)} cy={y(p.value)} r={3} className="fill-primary" />
      ))}
    </svg>
  );
}

/** Meals and sessions done as a share of planned, two bars per plan week. */
export function AdherenceChart({ weeks }: { weeks: readonly WeekShare[] }) {
  if (weeks.length === 0) return null;
  const band = (W - PAD.left - PAD.right) / weeks.length;
  const bar = Math.min(18, band / 3);
  const y = (share: number) => PAD.top + (1 - share / 100) * (H - PAD.top - PAD.bottom);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={adherenceSummary(weeks)}
      className="h-auto w-full max-w-xl"
    >
      {[0, 50, 100].map((v) => (
        <text
          key={v}
          x={PAD.left - 6}
          y={y(v) + 4}
          textAnchor="end"
          className="fill-muted-foreground text-[11px]"
        >
          {v} %
        </text>
      ))}
      {weeks.map((w, i) => {
        const x0 = PAD.left + i * band + band / 2;
        return (
          <g key={w.week}>
            <rect
              x={x0 - bar - 1}
              y={y(pct(w.meals))}
              width={bar}
              height={y(0) - y(pct(w.meals))}
              className="fill-primary"
            />
            <rect
              x={x0 + 1}
              y={y(pct(w.sessions))}
              width={bar}
              height={y(0) - y(pct(w.sessions))}
              className="fill-muted-foreground/60"
            />
            <text x={x0} y={H - 6} textAnchor="middle" className="fill-muted-foreground text-[11px]">
              W{w.week}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
