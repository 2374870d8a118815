import type { BiomarkerSeries } from '@common/biomarkers';
import { useId } from 'react';
import { formatRounded } from '../lib/biomarker-display';
import { chartGeometry, isUnverified, trendSummary, type ChartBox } from '../lib/biomarker-trends';

const BOX: ChartBox = { width: 320, height: 150, left: 44, right: 14, top: 10, bottom: 26 };

/**
 * One biomarker's results over the report dates (canonical units), with the reference range shaded. The chart is an
 * image whose description is the visible sentence below it (`trendSummary`); the values themselves are in the
 * table beside it. Out-of-range points are drawn in the warning colour, unverified ones as open circles, so neither
 * relies on colour alone (the sentence and the table say it in words).
 */
export function TrendChart({ series }: { series: BiomarkerSeries }) {
  const summaryId = useId();
  const g = chartGeometry(series, BOX);
  const right = BOX.width - BOX.right;
  const bottom = BOX.height - BOX.bottom;
  return (
    <figure className="space-y-2" data-testid={`trend-chart-${series.code}`}>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="h-auto w-full max-w-md text-primary"
        role="img"
        aria-label={`${series.name} over time`}
        aria-describedby={summaryId}
      >
        {g.band && (
          <rect
            x={BOX.left}
            y={g.band.y}
            width={right - BOX.left}
            height={Math.max(g.band.height, 1)}
            className="fill-emerald-500/15"
            data-testid="reference-band"
          />
        )}
        <line x1={BOX.left} x2={right} y1={bottom} y2={bottom} className="stroke-border" strokeWidth={1} />
        {g.yTicks.map((t) => (
          <g key={t.value}>
            <line
              x1={BOX.left}
              x2={right}
              y1={t.y}
              y2={t.y}
              className="stroke-border"
              strokeDasharray="3 3"
              strokeWidth={1}
            />
            <text
              x={BOX.left - 6}
              y={t.y}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-muted-foreground text-[11px] tabular-nums"
            >
              {formatRounded(t.value)}
            </text>
          </g>
        ))}
        {g.xTicks.map((t) => (
          <text
            key={`${t.label}-${t.anchor}`}
            x={t.x}
            y={BOX.height - 6}
            textAnchor={t.anchor}
            className="fill-muted-foreground text-[11px]"
          >
            {t.label}
          </text>
        ))}
        {g.points.length > 1 && (
          <polyline
            points={g.path}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
        {g.points.map(({ x, y, point }) => {
          const outside = point.flag === 'high' || point.flag === 'low';
          const open = isUnverified(point);
          return (
            <circle
              key={point.biomarkerId}
              cx={x}
              cy={y}
              r={4.5}
              strokeWidth={2}
              strokeDasharray={open ? '2 1.5' : undefined}
              className={
                open
                  ? 'fill-background stroke-amber-600'
                  : outside
                    ? 'fill-red-600 stroke-background'
                    : 'fill-primary stroke-background'
              }
              data-point-state={open ? 'unverified' : outside ? 'outside' : 'inside'}
            />
          );
        })}
      </svg>
      <figcaption id={summaryId} className="text-sm text-muted-foreground">
        {trendSummary(series)}
      </figcaption>
    </figure>
  );
}
