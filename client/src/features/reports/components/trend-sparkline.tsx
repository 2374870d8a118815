import type { BiomarkerPoint } from '@common/biomarkers';
import { cn } from '@/lib/cn';
import { drawablePoints, sparkline, trendText } from '../lib/biomarker-display';

const WIDTH = 96;
const HEIGHT = 28;

/**
 * A small line of this biomarker's values across reports (canonical units, oldest first) with this report's point
 * marked, and the same trend in words beside it: the words are the text alternative, so the drawing is decorative.
 * Renders nothing without at least two comparable results.
 */
export function TrendSparkline({
  history,
  biomarkerId,
  unit,
  className,
}: {
  history: BiomarkerPoint[];
  biomarkerId: string;
  unit: string;
  className?: string;
}) {
  const text = trendText(history, biomarkerId, unit);
  if (!text) return null;
  const points = drawablePoints(history);
  const { points: xy, path } = sparkline(
    points.map((p) => p.valueCanonical),
    WIDTH,
    HEIGHT,
  );
  const current = points.findIndex((p) => p.biomarkerId === biomarkerId);
  return (
    <div className={cn('flex items-center gap-2', className)} data-testid="trend">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="shrink-0 overflow-visible text-primary"
        aria-hidden="true"
        focusable="false"
      >
        <polyline
          points={path}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {xy.map((p, i) => (
          <circle
            key={points[i]!.biomarkerId}
            cx={p.x}
            cy={p.y}
            r={i === current ? 3.25 : 1.75}
            className={i === current ? 'fill-primary stroke-background' : 'fill-background'}
            stroke={i === current ? undefined : 'currentColor'}
            strokeWidth={i === current ? 1.5 : 1.25}
          />
        ))}
      </svg>
      <p className="min-w-0 text-xs text-muted-foreground">{text}</p>
    </div>
  );
}
