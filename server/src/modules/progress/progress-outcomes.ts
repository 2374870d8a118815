/**
 * "Did it work?" (issue 35): for each result the active plan aims to move (PlanContent.resultAims), the value it
 * started from, the newest result sampled since the plan started, the change judged against the test's own
 * variation (reference change value, common/outcomes.ts) and how closely the plan was followed between the two.
 * Change is shown, never cause. docs/product.md#did-it-work
 */
import { BIOMARKERS, type BiomarkerSeries } from '@common/biomarkers';
import {
  BIOLOGICAL_VARIATION_SOURCE,
  OUTCOME_CAVEAT,
  WITHIN_PERSON_CV,
  referenceChangeValue,
  type OutcomeAdherence,
  type ProgressOutcomes,
  type ResultAim,
  type ResultOutcome,
} from '@common/outcomes';
import { showsNumbers, type PlanContent } from '@common/plan';
import { addDays } from '../../engine';
import type { Actor } from '../auth/auth-service';
import { loggedFoodKcal, type LoggedFoodKcal } from '../foods';
import { contentWithSwaps, findActivePlanRow } from '../plans';
import { intakeByDay } from './progress-check-in';
import type { ProgressKit } from './progress-kit';
import { dateOf } from './progress-presenters';
import * as repo from './progress-repo';
import { listImportedWorkouts } from './progress-activity-repo';
import { loggedSessions, plannedSessions } from './progress-summary';
import { sessionsDoneByImports } from '@common/progress-activity';

/** The plan's sessions in the shape the summary's facts hold (plannedSessions). */
const factsWeeks = (content: PlanContent) =>
  (content.training?.weeks ?? []).map((w) => ({
    week: w.week,
    sessions: w.sessions.map((s) => ({
      day: s.day,
      exerciseIds: s.exercises.map((e) => e.exerciseId),
      cardio: s.cardio ? { intensity: s.cardio.intensity } : null,
      cardioMinutes: s.cardioMinutes,
    })),
  }));

const round1 = (n: number) => Math.round(n * 10) / 10;
const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);

interface Logs {
  content: PlanContent;
  planId: string;
  meals: repo.MealRow[];
  workouts: repo.WorkoutRow[];
  foods: LoggedFoodKcal[];
  /** Imported workouts by the UTC day they started (issue 34: they can stand for aerobic sessions). */
  imported: { date: string; type: string; durationMin: number }[];
}

export function createOutcomes(kit: ProgressKit) {
  const { db, now, premium, biomarkers } = kit;
  return {
    async outcomes(actor: Actor): Promise<ProgressOutcomes> {
      premium(actor);
      const userId = actor.user.id;
      const [plan, series] = await Promise.all([findActivePlanRow(db, userId), biomarkers(userId)]);
      if (!plan) return { plan: null, caveat: OUTCOME_CAVEAT };
      const start = dateOf(plan.startsAt);
      const aims = plan.content.resultAims;
      const head = {
        id: plan.id,
        startsAt: plan.startsAt.toISOString(),
        expiresAt: plan.expiresAt.toISOString(),
      };
      if (!aims) return { plan: { ...head, aimsStated: false, outcomes: [] }, caveat: OUTCOME_CAVEAT };
      const [content, meals, workouts, foods, imported] = await Promise.all([
        contentWithSwaps(db, plan),
        repo.listMeals(db, userId, plan.id),
        repo.listWorkouts(db, userId),
        loggedFoodKcal(db, userId, start),
        listImportedWorkouts(db, userId, start, dateOf(plan.expiresAt)),
      ]);
      const logs: Logs = {
        content,
        planId: plan.id,
        meals,
        workouts,
        foods,
        imported: imported.map((w) => ({
          date: w.localDate,
          type: w.type,
          durationMin: w.durationMin,
        })),
      };
      const lastDay = [dateOf(now()), addDays(dateOf(plan.expiresAt), -1)].sort()[0]!;
      return {
        plan: {
          ...head,
          aimsStated: true,
          outcomes: aims.map((aim) => outcomeOf(aim, series, start, lastDay, logs)),
        },
        caveat: OUTCOME_CAVEAT,
      };
    },
  };
}

/** The newest usable result of the aim's test sampled on or after the plan's first day and after the baseline. */
function retestOf(aim: ResultAim, series: readonly BiomarkerSeries[], start: string) {
  const points = series.find((s) => s.code === aim.code)?.history ?? [];
  return (
    points
      .filter(
        (p) =>
          p.valueCanonical !== null &&
          p.comparator === null && // "< 5" is not a number to compare
          !p.awaitingReview && // failed a check the member has not answered
          p.sampledAt.slice(0, 10) >= start &&
          time(p.sampledAt) > time(aim.before.sampledAt),
      )
      .sort((a, b) => time(b.sampledAt) - time(a.sampledAt))[0] ?? null
  );
}

export function outcomeOf(
  aim: ResultAim,
  series: readonly BiomarkerSeries[],
  start: string,
  lastDay: string,
  logs: Logs,
): ResultOutcome {
  const meta = BIOMARKERS[aim.code];
  const point = retestOf(aim, series, start);
  const after = point
    ? { value: point.valueCanonical!, sampledAt: point.sampledAt, reportId: point.reportId }
    : null;
  const to = after ? [after.sampledAt.slice(0, 10), lastDay].sort()[0]! : lastDay;
  const cvWithin = WITHIN_PERSON_CV[aim.code];
  const variation =
    cvWithin === undefined
      ? null
      : {
          cvWithinPct: cvWithin,
          cvAnalyticalPct: round1(cvWithin / 2),
          referenceChangePct: round1(referenceChangeValue(cvWithin)),
          source: BIOLOGICAL_VARIATION_SOURCE,
        };
  const change = after
    ? {
        absolute: round1(after.value - aim.before.value),
        percent:
          aim.before.value > 0 ? round1(((after.value - aim.before.value) / aim.before.value) * 100) : null,
      }
    : null;
  const verdict: ResultOutcome['verdict'] = !change
    ? 'awaiting-retest'
    : !variation || change.percent === null
      ? 'no-variation-figure'
      : Math.abs(change.percent) < variation.referenceChangePct
        ? 'within-variation'
        : after!.value < aim.before.value === (aim.direction === 'down')
          ? 'moved-as-aimed'
          : 'moved-against-aim';
  const outcome = {
    code: aim.code,
    name: meta.name,
    unit: meta.unit,
    direction: aim.direction,
    how: aim.how,
    retest: aim.retest,
    before: aim.before,
    after,
    change,
    variation,
    verdict,
    adherence: to >= start ? adherenceOf(logs, start, to) : null,
  };
  return { ...outcome, summary: summaryOf(outcome) };
}

function adherenceOf(
  { content, planId, meals, workouts, foods, imported }: Logs,
  from: string,
  to: string,
): OutcomeAdherence {
  const inWindow = (d: string) => d >= from && d <= to;
  const logged = loggedSessions(planId, workouts);
  // Aerobic sessions an imported run, ride or swim stands for (common/progress-activity.ts), in the window.
  const byImport = sessionsDoneByImports(
    plannedSessions(from, factsWeeks(content)).filter((p) => inWindow(p.date)),
    imported,
    (key) => logged.has(key),
  );
  const sessionDates = (content.training?.weeks ?? []).flatMap((w) =>
    w.sessions.map((s) => addDays(from, (w.week - 1) * 7 + s.day - 1)),
  );
  const intake = intakeByDay(content, meals, foods).flatMap((d) =>
    inWindow(d.date) && d.kcal !== null ? [d.kcal] : [],
  );
  return {
    from,
    to,
    mealsPlanned: content.days.filter((d) => inWindow(d.date)).reduce((n, d) => n + d.meals.length, 0),
    mealsEaten: meals.filter((m) => inWindow(m.date) && m.status !== 'skipped').length,
    sessionsPlanned: sessionDates.filter(inWindow).length,
    sessionsDone:
      workouts.filter(
        (w) => w.planId === planId && inWindow(w.date) && w.exercises.some((e) => e.sets.some((s) => s.done)),
      ).length + byImport.size,
    // A plan that hides numbers (eating-disorder history, NICE NG69) shows no calories here either.
    intake: showsNumbers(content)
      ? {
          loggedDays: intake.length,
          meanKcal: intake.length
            ? Math.round(intake.reduce((sum, kcal) => sum + kcal, 0) / intake.length)
            : null,
          targetKcal: content.targets.calories,
        }
      : null,
  };
}

type Unsummarised = Omit<ResultOutcome, 'summary'>;

function summaryOf(o: Unsummarised): string {
  const value = (n: number) => `${n} ${o.unit}`;
  if (!o.after || !o.change)
    return `No ${o.name} result since the plan started yet${o.retest ? `: a retest is advised by ${o.retest.by}` : ''}.`;
  const moved = `${o.name} went from ${value(o.before.value)} to ${value(o.after.value)}${
    o.change.percent === null ? '' : ` (${o.change.percent > 0 ? '+' : ''}${o.change.percent} %)`
  }`;
  const rcv = o.variation?.referenceChangePct;
  switch (o.verdict) {
    case 'within-variation':
      return `${moved}. That is smaller than the ${rcv} % two results of this test can differ by themselves (the test's and your body's own variation), so it may not be a real change.`;
    case 'moved-as-aimed':
      return `${moved}: ${o.direction === 'down' ? 'down' : 'up'}, the way the plan aims, and more than the ${rcv} % the test varies by itself.`;
    case 'moved-against-aim':
      return `${moved}: ${o.direction === 'down' ? 'up' : 'down'}, the opposite of the plan's aim, by more than the ${rcv} % the test varies by itself. Worth discussing with your doctor.`;
    default:
      return `${moved}. No variation figure for this test is on file, so whether this is more than its own variation is not judged.`;
  }
}
