/**
 * Body-weight trend: an exponentially smoothed average of the daily weights (a day's weight moves the trend by
 * `alpha`; missing days carry it forward, so a gap of g days weighs the next weight 1 − (1 − alpha)^g), and the
 * weekly rate as the least-squares slope of the weights over the last two weeks. Pure: dates are YYYY-MM-DD.
 */
import { PROGRESS } from '../guidelines';

export interface WeightPoint {
  date: string;
  weightKg: number;
}

export const DAY_MS = 86_400_000;
/** Whole days from `a` to `b` (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Each weight with its trend value (kg, 0.1), oldest first. */
export function weightTrend(
  points: readonly WeightPoint[],
  alpha: number = PROGRESS.trendAlpha,
): (WeightPoint & { trendKg: number })[] {
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  let trend: number | null = null;
  let last: string | null = null;
  return sorted.map((p) => {
    if (trend === null || last === null) trend = p.weightKg;
    else {
      const gap = Math.max(1, daysBetween(last, p.date));
      const a = 1 - (1 - alpha) ** gap;
      trend = trend + a * (p.weightKg - trend);
    }
    last = p.date;
    return { ...p, trendKg: round1(trend) };
  });
}

/** Least-squares slope of weight against day, kg/day, or null with fewer than 2 distinct days. */
export function slopePerDay(points: readonly WeightPoint[]): number | null {
  return slopeFit(points)?.slope ?? null;
}

/**
 * The least-squares slope (kg/day) with its standard error from the residuals (null with fewer than 3 points:
 * no residual left to judge the scatter by), or null with fewer than 2 distinct days.
 */
export function slopeFit(points: readonly WeightPoint[]): { slope: number; se: number | null } | null {
  if (points.length < 2) return null;
  const origin = points[0]!.date;
  const xs = points.map((p) => daysBetween(origin, p.date));
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = points.reduce((s, p) => s + p.weightKg, 0) / points.length;
  let sxx = 0;
  let sxy = 0;
  points.forEach((p, i) => {
    sxx += (xs[i]! - mx) ** 2;
    sxy += (xs[i]! - mx) * (p.weightKg - my);
  });
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  if (points.length < 3) return { slope, se: null };
  const rss = points.reduce((s, p, i) => s + (p.weightKg - my - slope * (xs[i]! - mx)) ** 2, 0);
  return { slope, se: Math.sqrt(rss / (points.length - 2) / sxx) };
}

/**
 * kg a week over the last `windowDays` ending at the newest weight (negative = losing), 0.01 kg; null when the
 * weights there span less than a week or number fewer than 4.
 */
export function weeklyRate(points: readonly WeightPoint[], windowDays = 14): number | null {
  if (points.length === 0) return null;
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const end = sorted[sorted.length - 1]!.date;
  const recent = sorted.filter((p) => daysBetween(p.date, end) < windowDays);
  if (recent.length < 4 || daysBetween(recent[0]!.date, end) < 7) return null;
  const slope = slopePerDay(recent);
  return slope === null ? null : round2(slope * 7);
}
