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
import {
  findPlanHead,
  shownPlan,
  type CheckedPlan,
  type PlanFacts,
  type PlanService,
  type PlanHeadRow,
} from '../plans';
import { dateOf } from './progress-presenters';
import type { TellClinician } from './check-in-care';
import * as saves from './progress-log-save';
import * as repo from './progress-repo';
import type { SummaryComputed } from './progress-summary';
import { SummaryCache, type SavedLog } from './progress-summary-cache';

export interface ProgressDeps {
  db: Db;
  now: () => Date;
  /** Re-plans the remaining weeks after a check-in (a new plan version). */
  plans: Pick<PlanService, 'revise'>;
  /** The member's results series (the reports module's), for the outcomes; the summary reads it in its statement. */
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
/** Plan heads kept for the log saves (a few hundred bytes each). */
const MAX_HEADS = 5_000;

/** Thrown inside a log write's transaction when its key was already claimed: rolls the write back. */
class KeyTaken extends Error {}

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

  /** The summary's logs per member, kept current by the writes below (progress-summary-cache). */
  const summaries = new SummaryCache<SummaryComputed>();

  /**
   * Runs a log write once per idempotency key: the write, then the key claimed with its answer and the member's
   * progress revision bumped, in one transaction. A retry (or a concurrent duplicate, which waits for the first to
   * commit) finds the key claimed: its write is rolled back and it is answered with the stored response. A failed
   * write claims nothing, so the retry runs for real. After the commit the saved row is applied to the summary's
   * kept logs.
   */
  async function once<T>(
    userId: string,
    key: string | undefined,
    scope: string,
    status: number,
    run: (ex: Executor) => Promise<{ body: T; saved: SavedLog }>,
  ): Promise<Answer<T>> {
    if (key !== undefined && !KEY_PATTERN.test(key))
      throw new BadRequest('Idempotency-Key must be 8–100 letters, digits, - or _.', 'Idempotency-Key');
    // Tracked until the saved row is applied: a summary read that sees this commit first waits for it.
    const done = await summaries.track(userId, async () => {
      const committed = await db
        .transaction(async (tx) => {
          const { body, saved } = await run(tx);
          const claim = key === undefined ? undefined : { key, scope, statusCode: status, response: body };
          const revision = await repo.finishLog(tx, userId, claim);
          if (revision === null) throw new KeyTaken();
          return { body, saved, revision };
        })
        .catch((err: unknown) => {
          if (err instanceof KeyTaken) return null;
          throw err;
        });
      if (committed) summaries.saved(userId, committed.revision, committed.saved);
      return committed;
    });
    if (done) return { status, body: done.body };
    const stored = await repo.findKey(db, userId, key!);
    if (!stored || stored.scope !== scope)
      throw new Conflict('This Idempotency-Key was already used for another request.', 'Idempotency-Key');
    return { status: stored.statusCode, body: stored.response as T };
  }

  /**
   * A set or a meal saved once per idempotency key in one statement against the plan as checked (progress-log-save:
   * the upsert, the revision bump and the key's claim; no explicit transaction). `saved` makes the saved row from what the upsert returned;
   * `answer` presents it. The claimed answer is presented before the statement runs, with the id the database
   * chooses put in place at `idAt`, so a replay answers what the first call did. A key already claimed is answered
   * with its stored response, as in once().
   */
  async function saveOnce<T>(
    userId: string,
    key: string | undefined,
    scope: string,
    status: number,
    write: {
      log: saves.LogValues;
      plan: CheckedPlan;
      saved: (returned: Record<string, unknown>) => SavedLog;
      answer: (saved: SavedLog) => T;
      idAt?: string[];
    },
  ): Promise<Answer<T>> {
    if (key !== undefined && !KEY_PATTERN.test(key))
      throw new BadRequest('Idempotency-Key must be 8–100 letters, digits, - or _.', 'Idempotency-Key');
    const claim =
      key === undefined
        ? undefined
        : {
            key,
            scope,
            statusCode: status,
            response: write.answer(write.saved({ id: '', created_ms: 0 })),
            idAt: write.idAt,
          };
    try {
      // Tracked until the saved row is applied: a summary read that sees this commit first waits for it.
      const saved = await summaries.track(userId, async () => {
        const { revision, returned } = await saves.saveLog(db, write.log, write.plan, claim);
        const row = write.saved(returned);
        summaries.saved(userId, revision, row);
        return row;
      });
      return { status, body: write.answer(saved) };
    } catch (err) {
      if (!(err instanceof saves.KeyTaken)) throw err;
    }
    const stored = await repo.findKey(db, userId, key!);
    if (!stored || stored.scope !== scope)
      throw new Conflict('This Idempotency-Key was already used for another request.', 'Idempotency-Key');
    return { status: stored.statusCode, body: stored.response as T };
  }

  /** The member's own plan, without its content (another member's, or none: 404). */
  async function ownPlan(actor: Actor, planId: string): Promise<PlanHeadRow> {
    const plan = await findPlanHead(db, planId);
    if (!plan) throw new NotFound('Plan not found.');
    authorize(actor.user, 'plan:log', plan);
    keepHead(plan);
    return plan;
  }

  /**
   * ownPlan for reading the member's own logs of the plan (the meal log): a head kept on this instance already says
   * who owns the plan, so the list is its one statement (issue 33). A plan's owner never changes, and a plan is
   * deleted only with its owner's account (users' ON DELETE CASCADE), so the kept head answers as a fresh read would.
   */
  async function ownPlanId(actor: Actor, planId: string): Promise<string> {
    const kept = heads.get(planId);
    if (!kept) return (await ownPlan(actor, planId)).id;
    authorize(actor.user, 'plan:log', kept);
    return kept.id;
  }

  /** Plan heads as last read on this instance, by id (oldest use first), for the log saves (loggedAgainst). */
  const heads = new Map<string, PlanHeadRow>();
  function keepHead(head: PlanHeadRow): void {
    heads.delete(head.id);
    heads.set(head.id, head);
    if (heads.size > MAX_HEADS) heads.delete(heads.keys().next().value!);
  }

  /**
   * Checks and saves a set or a meal against the member's own plan as `save` does, in one statement: the plan's
   * head kept from an earlier read is used without reading it again, and the save's statement writes only while the
   * plan is still as that head (repo.CheckedPlan: same owner, shown revision, review status). When the plan changed
   * meanwhile (the statement fails: PlanChanged), or a kept head's plan refused the log (its days or sessions may
   * have changed), the head is read again and the log checked and saved anew (issue 33).
   */
  async function loggedAgainst<T>(
    actor: Actor,
    planId: string,
    save: (plan: PlanHeadRow) => Promise<T>,
  ): Promise<T> {
    let kept = heads.get(planId);
    for (let attempt = 1; ; attempt++) {
      const plan = kept ?? (await ownPlan(actor, planId));
      if (kept) authorize(actor.user, 'plan:log', kept);
      try {
        return await save(plan);
      } catch (err) {
        const stale = err instanceof saves.PlanChanged || (kept !== undefined && err instanceof BadRequest);
        if (!stale) throw err;
        if (heads.get(planId) === plan) heads.delete(planId);
        if (attempt === 3)
          throw new Conflict('The plan changed while this was being saved. Please try again.', 'planId');
        kept = undefined;
      }
    }
  }

  /** The plan's days and sessions as the member sees them (swaps in place), from the shown-content cache. */
  async function factsOf(plan: PlanHeadRow): Promise<PlanFacts> {
    const shown = await shownPlan(db, plan);
    if (!shown) throw new NotFound('Plan not found.');
    return shown.facts;
  }

  const premium = (actor: Actor) => authorize(actor.user, 'progress:premium', { at: now() });

  return {
    ...deps,
    checkDate,
    once,
    saveOnce,
    ownPlanId,
    keepHead,
    loggedAgainst,
    factsOf,
    premium,
    summaries,
  };
}
