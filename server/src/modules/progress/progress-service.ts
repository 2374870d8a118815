/**
 * Progress tracking (issue 18): logs validated against the member's plan, idempotent retries, the summary the
 * progress screen draws and the weekly check-in. Every member logs weight and measurements; sets, meals, the
 * summary and check-ins are Premium and Doctor Verified (policy 'progress:premium'). docs/product.md#progress-tracking
 *
 * This file composes the parts, each in its own file: progress-kit (shared dependencies, idempotent writes, the
 * member's own plan) · progress-logs (weights, measurements, workouts, meals) · progress-summary · progress-check-in
 * · progress-presenters (how stored logs are answered) · progress-csv (the logs as CSV).
 */
import type { Executor } from '../../db/client';
import type { Actor } from '../auth/auth-service';
import { createCheckIns } from './progress-check-in';
import { logsCsv, type CsvFile } from './progress-csv';
import { createProgressKit, type ProgressDeps } from './progress-kit';
import { createLogs } from './progress-logs';
import * as repo from './progress-repo';
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

    /** One kind of log as CSV (every member: the data is theirs, whatever the tier). */
    async csv(actor: Actor, file: CsvFile): Promise<string> {
      return logsCsv(file, await repo.memberLogs(db, actor.user.id));
    },

    /** Everything logged, for the account export. */
    exportLogs: (ex: Executor, userId: string) => repo.memberLogs(ex, userId),
  };
}
