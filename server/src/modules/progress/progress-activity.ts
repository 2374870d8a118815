/**
 * Imported activity as the plan reads it (issue 34): a day's figures from one source, and which imported workouts
 * count as the plan's aerobic sessions (the rule lives in common/progress-activity.ts, shared with the client).
 */
import type { ActivityRow } from './progress-activity-repo';

/**
 * Each day's highest-counting source: a phone and a watch count the same steps, so sources are never added
 * together (common/progress.ts activityQuery). Oldest first.
 */
export function activityByDay(rows: readonly ActivityRow[]): ActivityRow[] {
  const byDay = new Map<string, ActivityRow[]>();
  for (const row of rows) byDay.set(row.date, [...(byDay.get(row.date) ?? []), row]);
  return [...byDay.values()]
    .map((day) =>
      day.reduce((a, b) =>
        (b.steps ?? -1) > (a.steps ?? -1) ||
        ((b.steps ?? -1) === (a.steps ?? -1) && (b.activeKcal ?? -1) > (a.activeKcal ?? -1))
          ? b
          : a,
      ),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Each finished day's active energy from one source: the source that recorded the most (a phone that out-steps a
 * watch often records none, and sources are never added together). Today is left out: its energy is still growing.
 * Oldest first.
 */
export function activeEnergyByDay(
  rows: readonly ActivityRow[],
  today: string,
): { date: string; activeKcal: number }[] {
  const best = new Map<string, number>();
  for (const row of rows) {
    if (row.activeKcal === null || row.date >= today) continue;
    best.set(row.date, Math.max(best.get(row.date) ?? 0, row.activeKcal));
  }
  return [...best]
    .map(([date, activeKcal]) => ({ date, activeKcal }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
