/**
 * What every part of the progress service shares: its dependencies, idempotent logging, the member's own plan and
 * the Premium check. The parts (logs, summary, check-ins) each take this kit; createProgressService composes them.
 */
import type { BiomarkerSeries } from '@common/biomarkers';
import { MAX_BACKDATE_DAYS } from '@common/progress';
import type { Db, Executor } from '../../db/client';
import { addDays } from '../../engine';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { findPlan, type PlanRow, type PlanService } from '../plans';
import { dateOf } from './progress-presenters';
import type { TellClinician } from './check-in-care';
import * as repo from './progress-repo';

export interface ProgressDeps {
  db: Db;
  now: () => Date;
  /** Re-plans the remaining weeks after a check-in (a new plan version). */
  plans: Pick<PlanService, 'revise'>;
  /** The member's biomarkers across reports (the reports module's series), for the summary. */
  biomarkers: (userId: string) => Promise<BiomarkerSeries[]>;
  /** A Doctor Verified member's clinician is told of a check-in's red flags (consultation messages). */
  tellClinician: TellClinician;
}

/** What an idempotent call answers: the status and the body (a replay gets the stored pair). */
export interface Answer<T> {
  status: number;
  body: T;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Logs (and progress photos) may be backdated up to MAX_BACKDATE_DAYS, never dated in the future. "Today" is the
 * UTC date plus one day of grace, so a member east of UTC can log their own today before UTC midnight.
 */
export function checkLogDate(date: string, at: Date): void {
  const today = dateOf(at);
  if (date > addDays(today, 1)) throw new BadRequest('date cannot be in the future.', 'date');
  if (date < addDays(today, -MAX_BACKDATE_DAYS))
    throw new BadRequest(`date can be at most ${MAX_BACKDATE_DAYS} days in the past.`, 'date');
}

export type ProgressKit = ReturnType<typeof createProgressKit>;

export function createProgressKit(deps: ProgressDeps) {
  const { db, now } = deps;
  const checkDate = (date: string) => checkLogDate(date, now());

  /**
   * Runs a logging write once per idempotency key: the key is claimed in the write's transaction, so a retry (or
   * a concurrent duplicate, which waits for the first to commit) is answered with the stored response and writes
   * nothing. A failed write rolls its claim back, so the retry runs for real.
   */
  async function once<T>(
    userId: string,
    key: string | undefined,
    scope: string,
    status: number,
    run: (ex: Executor) => Promise<T>,
  ): Promise<Answer<T>> {
    if (key === undefined) return { status, body: await run(db) };
    if (!KEY_PATTERN.test(key))
      throw new BadRequest('Idempotency-Key must be 8–100 letters, digits, - or _.', 'Idempotency-Key');
    return db.transaction(async (tx) => {
      if (!(await repo.claimKey(tx, userId, key, scope))) {
        const stored = await repo.findKey(tx, userId, key);
        if (!stored || stored.scope !== scope)
          throw new Conflict('This Idempotency-Key was already used for another request.', 'Idempotency-Key');
        return { status: stored.statusCode, body: stored.response as T };
      }
      const body = await run(tx);
      await repo.storeKeyAnswer(tx, userId, key, status, body);
      return { status, body };
    });
  }

  /** The member's own plan (another member's, or none: 404). */
  async function ownPlan(actor: Actor, planId: string): Promise<PlanRow> {
    const plan = await findPlan(db, planId);
    if (!plan) throw new NotFound('Plan not found.');
    authorize(actor.user, 'plan:log', plan);
    return plan;
  }

  const premium = (actor: Actor) => authorize(actor.user, 'progress:premium', { at: now() });

  return { ...deps, checkDate, once, ownPlan, premium };
}
