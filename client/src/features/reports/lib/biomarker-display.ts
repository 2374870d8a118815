/**
 * Pure helpers that turn biomarker results into what the report page shows: values with comparators, reference
 * ranges, groups in panel order, the trend text and the sparkline's points.
 */
import { BIOMARKERS, type BiomarkerPoint, type BiomarkerResult } from '@common/biomarkers';
import { formatPlainDate } from '@/lib/format';

type Comparator = NonNullable<BiomarkerResult['comparator']>;

const COMPARATOR_TEXT: Record<Comparator, string> = { '<': '<', '>': '>', '<=': '≤', '>=': '≥' };

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const ROUNDED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A value as printed (up to 4 decimals, thousands separated): 11.2, 172, 250,000. */
export const formatNumber = (n: number) => NUMBER.format(n);

/** A converted value, rounded for reading: 100.91 → "100.91", 5.55555 → "5.56". */
export const formatRounded = (n: number) => ROUNDED.format(n);

export function comparatorText(comparator: BiomarkerResult['comparator']): string {
  return comparator ? COMPARATOR_TEXT[comparator] : '';
}

/** "< 0.5 mg/L", "11.2 g/dL", "7" (no unit printed). */
export function formatResult(value: number, comparator: BiomarkerResult['comparator'], unit: string | null) {
  const op = comparatorText(comparator);
  return [op, formatNumber(value), unit].filter(Boolean).join(' ');
}

/** "13 – 17", "< 100", "> 40", or null when the report gave no range and no standard one applies. */
export function formatRange(refLow: number | null, refHigh: number | null): string | null {
  if (refLow !== null && refHigh !== null) return `${formatNumber(refLow)} – ${formatNumber(refHigh)}`;
  if (refHigh !== null) return `< ${formatNumber(refHigh)}`;
  if (refLow !== null) return `> ${formatNumber(refLow)}`;
  return null;
}

/** Units compared as people write them: case, spaces and the micro sign (µ / μ / u) do not matter. */
export function sameUnit(a: string | null, b: string | null): boolean {
  const norm = (u: string) =>
    u.toLowerCase().replace(/\s+/g, '').replace(/[µμ]/g, 'u').replace(/^mcg/, 'ug').replace(/mcg\//, 'ug/');
  return a !== null && b !== null && norm(a) === norm(b);
}

/**
 * The value in canonical units, when it says something the printed value does not (the lab printed another
 * unit, or none at all); null otherwise.
 */
export function canonicalText(
  b: Pick<BiomarkerResult, 'valueCanonical' | 'unit' | 'unitCanonical' | 'comparator'>,
): string | null {
  if (b.valueCanonical === null || sameUnit(b.unit, b.unitCanonical)) return null;
  return [comparatorText(b.comparator), formatRounded(b.valueCanonical), b.unitCanonical]
    .filter(Boolean)
    .join(' ');
}

export interface BiomarkerGroup {
  name: string;
  results: BiomarkerResult[];
}

const GROUP_ORDER: string[] = [...new Set(Object.values(BIOMARKERS).map((b) => b.group))];

/** Results grouped by panel (CBC, Diabetes, Lipids, …) in the catalogue's order; within a group, report order. */
export function groupResults(results: BiomarkerResult[]): BiomarkerGroup[] {
  const byGroup = new Map<string, BiomarkerResult[]>();
  for (const r of results) {
    const group: string = BIOMARKERS[r.code]?.group ?? 'Other';
    byGroup.set(group, [...(byGroup.get(group) ?? []), r]);
  }
  const rank = (g: string) => {
    const i = GROUP_ORDER.indexOf(g);
    return i === -1 ? GROUP_ORDER.length : i;
  };
  return [...byGroup]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, groupResults]) => ({ name, results: groupResults }));
}

/** A point of a history that can be drawn: its canonical value is known. */
export type TrendPoint = BiomarkerPoint & { valueCanonical: number };

export function drawablePoints(history: BiomarkerPoint[]): TrendPoint[] {
  return history.filter((p): p is TrendPoint => p.valueCanonical !== null);
}

/**
 * The trend in words (the sparkline's text alternative), or null when there is no other result to compare with.
 * "Previous: 11.2 g/dL on Mar 12, 2024 → now 14.1 g/dL"; for an older report, "… → this report 14.1 g/dL;
 * latest 15 g/dL on Jun 5, 2024".
 */
export function trendText(history: BiomarkerPoint[], biomarkerId: string, unit: string): string | null {
  const points = drawablePoints(history);
  if (points.length < 2) return null;
  const at = points.findIndex((p) => p.biomarkerId === biomarkerId);
  if (at === -1) return null;
  const value = (p: TrendPoint) => `${formatRounded(p.valueCanonical)} ${unit}`;
  const dated = (p: TrendPoint) => `${value(p)} on ${formatPlainDate(p.sampledAt)}`;
  const current = points[at]!;
  const last = points[points.length - 1]!;
  const isLatest = at === points.length - 1;
  const parts: string[] = [];
  if (at > 0)
    parts.push(`Previous: ${dated(points[at - 1]!)} → ${isLatest ? 'now' : 'this report'} ${value(current)}`);
  else parts.push(`First result: ${value(current)}`);
  if (!isLatest) parts.push(`latest: ${dated(last)}`);
  return parts.join('; ');
}

export interface SparklineGeometry {
  points: { x: number; y: number }[];
  /** The SVG polyline's `points` attribute. */
  path: string;
}

/**
 * Positions for a sparkline of `values` (oldest first) in a width × height box with `pad` around: evenly spaced
 * in x, scaled to the values' own min–max in y (higher values higher up); a flat series sits in the middle.
 */
export function sparkline(values: number[], width: number, height: number, pad = 3): SparklineGeometry {
  if (values.length === 0) return { points: [], path: '' };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const innerW = width - 2 * pad;
  const innerH = height - 2 * pad;
  const round = (n: number) => Math.round(n * 100) / 100;
  const points = values.map((v, i) => ({
    x: round(pad + (values.length === 1 ? innerW / 2 : (i * innerW) / (values.length - 1))),
    y: round(max === min ? height / 2 : pad + ((max - v) / (max - min)) * innerH),
  }));
  return { points, path: points.map((p) => `${p.x},${p.y}`).join(' ') };
}

/** Values the member still has to check: flagged by the extractor's checks and neither confirmed nor corrected. */
export function valuesToReview(results: BiomarkerResult[]): BiomarkerResult[] {
  return results.filter((b) => b.needsReview && !b.confirmed);
}
