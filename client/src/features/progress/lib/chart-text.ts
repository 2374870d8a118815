/** The words behind the /progress charts (their text alternatives), kept apart from the drawing. */

export interface SeriesPoint {
  date: string;
  value: number;
}

export const round1 = (v: number) => Math.round(v * 10) / 10;

/** What a line chart says in words (its text alternative). */
export function seriesSummary(label: string, unit: string, points: readonly SeriesPoint[]): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `${label} from ${first.date} to ${last.date}: ${points.length} entries, ${round1(first.value)} ${unit} to ${round1(last.value)} ${unit}.`;
}

export interface WeekShare {
  week: number;
  /** Done and planned counts of two measures (meals, sessions). */
  meals: readonly [done: number, planned: number];
  sessions: readonly [done: number, planned: number];
}

export const pct = ([done, planned]: readonly [number, number]) =>
  planned ? Math.round((done / planned) * 100) : 0;

/** What the adherence chart says in words. */
export function adherenceSummary(weeks: readonly WeekShare[]): string {
  return `Adherence by week: ${weeks
    .map((w) => `week ${w.week} meals ${pct(w.meals)} %, sessions ${pct(w.sessions)} %`)
    .join('; ')}.`;
}
