/**
 * Pure helpers for the biomarker dashboard (/biomarkers): series grouped by panel, the trend chart's geometry
 * (time on x, canonical value on y, the reference band shaded) and the chart's text alternative.
 */
import { BIOMARKERS, type BiomarkerPoint, type BiomarkerSeries } from '@common/biomarkers';
import { formatPlainDate } from '@/lib/format';
import { formatRange, formatRounded } from './biomarker-display';

export interface SeriesGroup {
  name: string;
  series: BiomarkerSeries[];
}

const CODES = Object.keys(BIOMARKERS);
const GROUP_ORDER: string[] = [...new Set(Object.values(BIOMARKERS).map((b) => b.group))];

/** Series grouped by panel (CBC, Diabetes, Lipids, …) in the catalogue's order, and in catalogue order inside. */
export function groupSeries(series: BiomarkerSeries[]): SeriesGroup[] {
  const byGroup = new Map<string, BiomarkerSeries[]>();
  for (const s of series) {
    const group: string = BIOMARKERS[s.code]?.group ?? 'Other';
    byGroup.set(group, [...(byGroup.get(group) ?? []), s]);
  }
  const rank = (g: string) => (GROUP_ORDER.includes(g) ? GROUP_ORDER.indexOf(g) : GROUP_ORDER.length);
  return [...byGroup]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, list]) => ({
      name,
      series: [...list].sort((a, b) => CODES.indexOf(a.code) - CODES.indexOf(b.code)),
    }));
}

/** Not yet trustworthy: the value failed a check or was read with low confidence, and the member has not checked it. */
export function isUnverified(p: BiomarkerPoint): boolean {
  return p.awaitingReview || p.lowConfidence;
}

/** The words for a point's marks, most important first ("awaiting your review", "low confidence", "corrected"). */
export function pointMarks(p: BiomarkerPoint): string[] {
  const marks: string[] = [];
  if (p.awaitingReview) marks.push('awaiting your review');
  else if (p.lowConfidence) marks.push('low confidence');
  if (p.edited) marks.push('corrected by you');
  return marks;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Space for the value labels on the left and the date labels below. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartGeometry {
  points: { x: number; y: number; point: BiomarkerPoint & { valueCanonical: number } }[];
  path: string;
  /** The reference band (canonical units) as a rectangle, or null when the range is unknown. */
  band: { y: number; height: number } | null;
  /** Lowest and highest value on the y axis, with their positions (axis labels). */
  yTicks: { value: number; y: number }[];
  /** The first and last date with their positions (axis labels). */
  xTicks: { label: string; x: number; anchor: 'start' | 'end' | 'middle' }[];
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Where everything goes in the chart. x is proportional to time between sample dates (two reports a week apart
 * sit close together); y spans the values and the reference band with some room, higher values higher up. The
 * band uses the latest result's range (labs' ranges differ a little; the latest is the one the member reads).
 */
export function chartGeometry(series: BiomarkerSeries, box: ChartBox): ChartGeometry {
  const drawn = series.history.filter(
    (p): p is BiomarkerPoint & { valueCanonical: number } => p.valueCanonical !== null,
  );
  const low = series.latest.refLowCanonical;
  const high = series.latest.refHighCanonical;
  const values = drawn.map((p) => p.valueCanonical);
  const span = [...values, ...(low !== null ? [low] : []), ...(high !== null ? [high] : [])];
  let min = span.length ? Math.min(...span) : 0;
  let max = span.length ? Math.max(...span) : 1;
  if (max === min) {
    const pad = Math.abs(max) * 0.1 || 1;
    min -= pad;
    max += pad;
  }
  const room = (max - min) * 0.12;
  // Values here are concentrations and counts: the axis never goes below zero when nothing is negative.
  min = min >= 0 ? Math.max(0, min - room) : min - room;
  max += room;
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  const yOf = (v: number) => round(box.top + ((max - v) / (max - min)) * innerH);
  const days = drawn.map((p) => dayOf(p.sampledAt));
  const first = Math.min(...days);
  const last = Math.max(...days);
  const xOf = (d: number) =>
    round(box.left + (last === first ? innerW / 2 : ((d - first) / (last - first)) * innerW));
  const points = drawn.map((p, i) => ({ x: xOf(days[i]!), y: yOf(p.valueCanonical), point: p }));
  let band: ChartGeometry['band'] = null;
  if (low !== null || high !== null) {
    const top = yOf(high ?? max);
    const bottom = yOf(low ?? min);
    band = { y: top, height: round(bottom - top) };
  }
  const xTicks: ChartGeometry['xTicks'] = [];
  if (drawn.length > 0) {
    if (last === first)
      xTicks.push({ label: formatPlainDate(drawn[0]!.sampledAt), x: xOf(first), anchor: 'middle' });
    else {
      xTicks.push({ label: formatPlainDate(drawn[0]!.sampledAt), x: xOf(first), anchor: 'start' });
      xTicks.push({
        label: formatPlainDate(drawn[drawn.length - 1]!.sampledAt),
        x: xOf(last),
        anchor: 'end',
      });
    }
  }
  const tickValues = values.length ? [Math.min(...values), Math.max(...values)] : [];
  let yTicks = [...new Set(tickValues)].map((value) => ({ value, y: yOf(value) }));
  // Labels closer than a line of text would overlap: keep the highest only.
  if (yTicks.length === 2 && Math.abs(yTicks[0]!.y - yTicks[1]!.y) < 14) yTicks = [yTicks[1]!];
  return { points, path: points.map((p) => `${p.x},${p.y}`).join(' '), band, yTicks, xTicks };
}

const STATUS_WORDS = { low: 'below the range', high: 'above the range', normal: 'within the range' } as const;

/**
 * The chart in words (its text alternative): how many results over which dates, the latest against the range, the
 * change since the first, and which points are not yet verified.
 */
export function trendSummary(series: BiomarkerSeries): string {
  const unit = series.unitCanonical;
  const drawn = series.history.filter((p) => p.valueCanonical !== null);
  const latest = series.latest;
  const value = (p: BiomarkerPoint) => `${formatRounded(p.valueCanonical ?? p.value)} ${unit}`;
  const range = formatRange(latest.refLowCanonical, latest.refHighCanonical);
  const status = latest.flag
    ? `${STATUS_WORDS[latest.flag]}${range ? ` (${range} ${unit})` : ''}`
    : 'no reference range';
  const parts: string[] = [];
  if (drawn.length <= 1) {
    parts.push(`One result: ${value(latest)} on ${formatPlainDate(latest.sampledAt)}, ${status}.`);
  } else {
    const first = drawn[0]!;
    parts.push(
      `${drawn.length} results from ${formatPlainDate(first.sampledAt)} to ${formatPlainDate(latest.sampledAt)}.`,
    );
    const change = (latest.valueCanonical ?? 0) - (first.valueCanonical ?? 0);
    const direction = Math.abs(change) < 1e-9 ? 'unchanged from' : change > 0 ? 'up from' : 'down from';
    parts.push(`Latest ${value(latest)}, ${status}; ${direction} ${value(first)} at first.`);
  }
  const unverified = series.history.filter(isUnverified).length;
  if (unverified > 0)
    parts.push(
      unverified === 1
        ? '1 value is not verified yet (shown as an open circle).'
        : `${unverified} values are not verified yet (shown as open circles).`,
    );
  return parts.join(' ');
}
