/**
 * Progress tracking (issue 18): logs validated against the member's plan, idempotent retries, the summary the
 * progress screen draws and the weekly check-in. Every member logs weight and measurements; sets, meals, the
 * summary and check-ins are Premium and Doctor Verified (policy 'progress:premium'). docs/product.md#progress-tracking
 *
 * This file composes the parts, each in its own file: progress-kit (shared dependencies, idempotent writes, the
 * member's own plan) · progress-logs (weights, measurements, workouts, meals) · progress-summary · progress-check-in · progress-outcomes (did the plan move its aimed results)
 * · progress-presenters (how stored logs are answered) · progress-csv (the logs as CSV).
 */
import type { ActivityDay, ActivityResponse } from '@common/progress';
import type { Executor } from '../../db/client';
import { addDays } from '../../engine';
import type { Actor } from '../auth/auth-service';
import { createCheckIns } from './progress-check-in';
import { logsCsv, type CsvFile } from './progress-csv';
import { createProgressKit, type ProgressDeps } from './progress-kit';
import { createLogs } from './progress-logs';
import { createOutcomes } from './progress-outcomes';
import { activityByDay } from './progress-activity';
import { listActivity, listImportedWorkouts, type ActivityRow } from './progress-activity-repo';
import * as repo from './progress-repo';
import { dateOf } from './progress-presenters';
import { createSummary } from './progress-summary';

export type ProgressService = ReturnType<typeof createProgressService>;
export type { Answer } from './progress-kit';

export function createProgressService(deps: ProgressDeps) {
  const kit = createProgressKit(deps);
  const { db } = kit;
  return {
    ...createLogs(kit),
    ...createSummary(kit),
    ...createCheckIns(kit),
    ...createOutcomes(kit),

    /** One kind of log as CSV (every member: the data is theirs, whatever the tier). */
    async csv(actor: Actor, file: CsvFile): Promise<string> {
      return logsCsv(file, await repo.memberLogs(db, actor.user.id));
    },

    /**
     * Imported daily activity between two days (default: the last 90 days). Each day shows its highest-counting
     * source: a phone and a watch count the same steps, so sources are never added together. With the workouts
     * imported in those days (Apple Health, FIT files from watches).
     */
    async activity(actor: Actor, query: { from?: string; to?: string }): Promise<ActivityResponse> {
      const to = query.to ?? dateOf(kit.now());
      const from = query.from ?? addDays(to, -89);
      const [activityRows, workoutRows] = await Promise.all([
        listActivity(db, actor.user.id, from, to),
        listImportedWorkouts(db, actor.user.id, from, to),
      ]);
      const byDay = new Map<string, ActivityRow[]>();
      for (const row of activityRows) byDay.set(row.date, [...(byDay.get(row.date) ?? []), row]);
      const days = activityByDay(activityRows).map((top): ActivityDay => {
        const resting =
          top.restingHeartRate ??
          byDay.get(top.date)!.find((r) => r.restingHeartRate !== null)?.restingHeartRate;
        return {
          date: top.date,
          steps: top.steps,
          activeKcal: top.activeKcal === null ? null : Math.round(top.activeKcal),
          restingHeartRate: resting ?? null,
          source: top.source.slice(top.source.indexOf(':') + 1),
        };
      });
      const workouts = workoutRows.map((w) => ({
        startAt: w.startAt.toISOString(),
        date: w.localDate,
        type: w.type,
        source: w.source.slice(w.source.indexOf(':') + 1),
        durationMin: w.durationMin,
        distanceKm: w.distanceKm,
        energyKcal: w.energyKcal,
        avgHeartRate: w.avgHeartRate,
        maxHeartRate: w.maxHeartRate,
      }));
      return { days, workouts };
    },

    /** Everything logged, for the account export. */
    exportLogs: (ex: Executor, userId: string) => repo.memberLogs(ex, userId),
  };
}
