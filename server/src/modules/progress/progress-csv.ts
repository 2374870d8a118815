/**
 * The member's logs as CSV (RFC 4180: comma separated, CRLF line ends, fields quoted when they hold a comma, quote
 * or line break), one file per kind, for the download on /progress and the account export. Text fields that a
 * spreadsheet would run as a formula (=, +, -, @ first) get a leading apostrophe (OWASP CSV injection).
 */
import { PROGRESS_CSV_FILES, type ProgressCsvFile } from '@common/progress';
import { EXERCISE_BY_ID } from '../../engine';
import type { MealRow, MeasurementRow, WeightRow, WorkoutRow } from './progress-repo';

export const CSV_FILES = PROGRESS_CSV_FILES;
export type CsvFile = ProgressCsvFile;

export interface MemberLogs {
  weights: readonly WeightRow[];
  measurements: readonly MeasurementRow[];
  workouts: readonly WorkoutRow[];
  meals: readonly MealRow[];
}

export type Cell = string | number | boolean | null | undefined;

function cell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'string') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 text of a header and rows (formula-looking text fields defused); the food log's CSV uses it too. */
export function csv(header: readonly string[], rows: readonly Cell[][]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

const byDate = <T extends { date: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.date.localeCompare(b.date));

export function logsCsv(file: CsvFile, logs: MemberLogs): string {
  switch (file) {
    case 'weights.csv':
      return csv(
        ['date', 'weight_kg'],
        byDate(logs.weights).map((w) => [w.date, w.weightKg]),
      );
    case 'measurements.csv':
      return csv(
        ['date', 'waist_cm', 'hip_cm', 'chest_cm', 'arm_cm', 'thigh_cm', 'body_fat_pct'],
        byDate(logs.measurements).map((m) => [
          m.date,
          m.waistCm,
          m.hipCm,
          m.chestCm,
          m.armCm,
          m.thighCm,
          m.bodyFatPct,
        ]),
      );
    case 'workout-sets.csv':
      return csv(
        [
          'date',
          'plan_id',
          'week',
          'day',
          'exercise_id',
          'exercise',
          'set',
          'reps',
          'weight_kg',
          'rpe',
          'done',
        ],
        byDate(logs.workouts).flatMap((w) =>
          w.exercises.flatMap((e) =>
            e.sets.map((s, i) => [
              w.date,
              w.planId,
              w.week,
              w.day,
              e.exerciseId,
              EXERCISE_BY_ID.get(e.exerciseId)?.name ?? e.exerciseId,
              i + 1,
              s.reps,
              s.weightKg,
              s.rpe,
              s.done,
            ]),
          ),
        ),
      );
    case 'meals.csv':
      return csv(
        ['date', 'plan_id', 'slot', 'slot_index', 'status', 'portion', 'kcal'],
        byDate(logs.meals).map((m) => [
          m.date,
          m.planId,
          m.slot,
          m.slotIndex,
          m.status,
          m.portion,
          Math.round(m.kcal),
        ]),
      );
  }
}
