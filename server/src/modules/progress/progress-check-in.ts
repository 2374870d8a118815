/**
 * The weekly check-in: energy expenditure measured from the weight trend and logged intake, the next calorie target
 * and next week's loads, and (when they change) a new version of the plan from the coming plan week.
 */
import { randomUUID } from 'node:crypto';
import { showsNumbers, type PlanContent } from '@common/plan';
import { mealKey, slotIndexes, type CheckIn, type Progression } from '@common/progress';
import type { Tx } from '../../db/client';
import {
  EXERCISE_BY_ID,
  checkInHelp,
  checkInRedFlags,
  daysBetween,
  deficitWithheldBecause,
  estimateTdee,
  nextCalorieTarget,
  nextProgression,
  repRange,
  weeklyRate,
  weightTrend,
  addDays,
  dayRanges,
  PROGRESS,
  type DevicePrior,
  type IntakeDay,
  type SessionLog,
} from '../../engine';
import { activeEnergyByDay } from './progress-activity';
import { listActivity } from './progress-activity-repo';

/** The expenditure window (PROGRESS.tdeeWindowDays): the device activity read for it. */
const PROGRESS_WINDOW_DAYS = PROGRESS.tdeeWindowDays;
import type { Actor } from '../auth/auth-service';
import { loggedFoodKcal, type LoggedFoodKcal } from '../foods';
import { contentWithSwaps, findActivePlanRow, type PlanRow, type PlanService } from '../plans';
import { engineProfile, findProfileRow } from '../profile/profile-service';
import { clinicianNote, clinicianToldAlready } from './check-in-care';
import type { ProgressKit } from './progress-kit';
import { dateOf, numberFreeTargetLine, shownCheckIn, toCheckIn } from './progress-presenters';
import * as repo from './progress-repo';

export function createCheckIns(kit: ProgressKit) {
  const { db, now, premium, plans, tellClinician } = kit;

  /**
   * The check-in's target and progressions become the plan from the coming plan week (plans-service revise): a new
   * version whose earlier days stay as they were. Not for a doctor-verified plan (its clinician approved it as it
   * is) or a plan in its last week; the answer then says why.
   */
  async function newPlanVersion(
    tx: Tx,
    req: {
      userId: string;
      plan: PlanRow;
      today: string;
      checkInId: string;
      calorieTargetKcal: number | undefined;
      progressions: Progression[];
      reasons: string[];
    },
  ): Promise<Awaited<ReturnType<PlanService['revise']>>> {
    const { plan } = req;
    if (plan.planType === 'doctor_verified') {
      return {
        refused:
          'Your plan is doctor verified, so a check-in does not change it by itself: share these figures with your clinician in Messages.',
      };
    }
    const fromDay = fromDayOf(plan, req.today);
    if (fromDay > plan.content.days.length) {
      return {
        refused:
          'Your plan ends this week, so it gets no new version: generate a new plan for the coming weeks.',
      };
    }
    return plans.revise(tx, {
      userId: req.userId,
      planId: plan.id,
      fromDay,
      calorieTargetKcal: req.calorieTargetKcal,
      progressions: req.progressions,
      checkInId: req.checkInId,
      reasons: req.reasons,
    });
  }

  return {
    async checkIn(actor: Actor): Promise<CheckIn> {
      premium(actor);
      const userId = actor.user.id;
      const at = now();
      const today = dateOf(at);
      const [weights, workouts, plan, previous, profile, activity] = await Promise.all([
        repo.listWeights(db, userId),
        repo.listWorkouts(db, userId),
        findActivePlanRow(db, userId),
        repo.latestCheckIn(db, userId),
        findProfileRow(db, userId),
        listActivity(db, userId, addDays(today, -(PROGRESS_WINDOW_DAYS - 1)), today),
      ]);
      const missing: string[] = [];
      const explanation: string[] = [];
      if (!plan)
        missing.push('An active plan: generate one to get a calorie target and sessions to progress.');
      const meals = plan ? await repo.listMeals(db, userId, plan.id) : [];
      const foods = plan ? await loggedFoodKcal(db, userId, dateOf(plan.startsAt)) : [];
      const targets = plan?.content.targets;
      // A plan that hides numbers (eating-disorder history) gets a check-in without calories too (NICE NG69 1.3).
      const numbers = !plan || showsNumbers(plan.content);
      const plannedKcal = targets?.calories ?? null;
      const trend = weightTrend(weights.map((w) => ({ date: w.date, weightKg: w.weightKg })));
      const rate = weeklyRate(trend);
      // The plan as the member follows it (their swaps in place) for logged and unlogged days alike.
      const shown = plan ? await contentWithSwaps(db, plan) : null;
      const estimate = estimateTdee({
        today,
        weights: trend,
        intake: shown ? intakeByDay(shown, meals, foods) : [],
        priorKcal: targets?.energy.tdee ?? null,
        // Imported active energy (issue 34), one source a day (never added across a phone and a watch).
        device: targets
          ? {
              bmrKcal: targets.energy.bmr,
              days: activeEnergyByDay(activity, today),
            }
          : null,
      });
      missing.push(...estimate.missing);
      // The target in force: the plan's (a check-in that re-planned wrote it there), or the last check-in's for this
      // plan when that one could not change the plan (doctor verified, last week).
      const last = previous && plan && previous.planId === plan.id ? toCheckIn(previous) : null;
      // Checked in again in the same plan week: that week's change is made again from where the week started, not
      // stacked on it (the step limit is per week, not per tap) — whether the first one re-planned or not.
      const revision = plan?.content.revision;
      const again =
        plan && revision && revision.fromDate === plan.content.days[fromDayOf(plan, today) - 1]?.date
          ? revision.previousCalories
          : null;
      const lastThisWeek =
        plan && last && fromDayOf(plan, dateOf(previous!.createdAt)) === fromDayOf(plan, today);
      const previousTarget =
        again ??
        (last && last.planVersion == null
          ? lastThisWeek
            ? (last.previousTargetKcal ?? plannedKcal)
            : (last.newTargetKcal ?? plannedKcal)
          : plannedKcal);
      const deficitWithheld = deficitWithheldBecause(profile ? engineProfile(profile) : null);
      // Red flags across the last two weeks: the target is held, and the member pointed to a person (issue 29).
      const redFlags =
        shown && targets
          ? checkInRedFlags({
              today,
              planDays: shown.days.map((d) => ({ date: d.date, meals: mealEnergy(d.meals) })),
              meals,
              weights: weights.map((w) => ({ date: w.date, weightKg: w.weightKg })),
              planFloorKcal: targets.energy.floorKcal,
              profile: profile ? { ...engineProfile(profile), now: at } : null,
              numbersShown: numbers,
            })
          : [];
      let newTarget: number | null = null;
      if (estimate.tdeeKcal !== null && targets && previousTarget !== null && trend.length) {
        const days = daysBetween(estimate.windowStart, today) + 1;
        const energyLines = [
          `Your energy expenditure is estimated at ${estimate.tdeeKcal} kcal a day: an average intake of ${estimate.meanIntakeKcal} kcal and a weight trend changing by ${rate ?? Math.round((estimate.slopeKgPerDay ?? 0) * 700) / 100} kg a week over the last ${days} days (about 7,700 kcal per kg)${
            estimate.priorWeight > 0
              ? `, measured at ${estimate.measuredKcal} kcal and steadied by ${
                  estimate.device?.used
                    ? `an estimate of ${estimate.device.priorKcal} kcal from your device's activity`
                    : `your plan's own estimate of ${targets.energy.tdee} kcal`
                } (${Math.round(estimate.priorWeight * 100)} % of the result; the steadier your weigh-ins, the less it counts)`
              : ''
          }.`,
        ];
        // Said only where the prior counted (a fit without residuals takes no prior, device or not).
        const deviceLine =
          plan && (estimate.priorWeight > 0 || !estimate.device?.used)
            ? deviceActivityLine(estimate.device, numbers)
            : null;
        if (deviceLine) energyLines.push(deviceLine);
        if (estimate.loggedDays < estimate.weighedDays) {
          explanation.push(
            `Your meals were logged on ${estimate.loggedDays} of those ${estimate.weighedDays} days; the other days are left out of the average.`,
          );
        }
        const result = nextCalorieTarget({
          tdeeKcal: estimate.tdeeKcal,
          currentTargetKcal: previousTarget,
          adjustmentKcal: targets.energy.adjustmentKcal,
          planFloorKcal: targets.energy.floorKcal,
          sex: profile?.gender ?? null,
          trendWeightKg: trend[trend.length - 1]!.trendKg,
          weeklyRateKg: rate,
          deficitWithheld,
          holdForRedFlags: redFlags.length > 0,
        });
        newTarget = result.targetKcal;
        const goal =
          targets.energy.adjustmentKcal < 0
            ? `deficit of ${-targets.energy.adjustmentKcal} kcal`
            : targets.energy.adjustmentKcal > 0
              ? `surplus of ${targets.energy.adjustmentKcal} kcal`
              : 'maintenance';
        energyLines.push(
          newTarget === previousTarget
            ? `Your calorie target stays at ${newTarget} kcal a day.`
            : `Your calorie target ${newTarget > previousTarget ? 'rises' : 'falls'} from ${previousTarget} to ${newTarget} kcal a day: your measured expenditure with your plan's ${goal}.`,
          ...result.reasons,
        );
        explanation.push(...(numbers ? energyLines : [numberFreeTargetLine(previousTarget, newTarget)]));
      }
      const progressions = plan ? progressionsOf(plan, workouts, today) : [];
      if (plan?.content.training?.weeks.length && progressions.length === 0)
        missing.push('Logged sets: log a workout on the Today screen to get next week’s loads and reps.');
      explanation.push(...progressions.map((p) => p.reason));
      // Enough logged data or no change (issue 31): without the weigh-ins and meal logs for an expenditure estimate
      // the check-in changes nothing, not the target and not the loads. (Missing sets alone leave no loads to change.)
      const changesNothing = !plan || estimate.missing.length > 0;
      if (changesNothing)
        explanation.push(
          explanation.length === 0
            ? 'Not enough data yet for a check-in; see what is missing. Your plan stays as it is.'
            : 'Your plan stays as it is until what is missing is logged; the suggestions above are not applied yet.',
        );
      const doctorVerified = plan?.planType === 'doctor_verified';
      let clinicianTold = false;
      if (doctorVerified && redFlags.length) {
        clinicianTold =
          clinicianToldAlready(last, redFlags, today) ||
          (await tellClinician(actor, clinicianNote(redFlags, today)));
      }
      const help = checkInHelp(redFlags, { doctorVerified, clinicianTold });
      const id = randomUUID();
      const row = await db.transaction(async (tx) => {
        let planVersion: number | null = null;
        const targetChanges = newTarget !== null && newTarget !== plannedKcal;
        // A repeat this week with the same target: the plan already has this week's version (no copy per tap).
        const repeat = again !== null && !targetChanges;
        if (repeat)
          explanation.push(
            'This week’s check-in already updated your plan; the next change comes next week.',
          );
        if (plan && !repeat && !changesNothing && (targetChanges || progressions.length > 0)) {
          const outcome = await newPlanVersion(tx, {
            userId,
            plan,
            today,
            checkInId: id,
            calorieTargetKcal: targetChanges ? newTarget! : undefined,
            progressions,
            reasons: [...explanation],
          });
          if ('revision' in outcome) {
            planVersion = outcome.revision.version;
            newTarget = newTarget === null ? null : outcome.revision.calories;
            const said = new Set(explanation);
            explanation.push(
              ...outcome.revision.changes.filter((c) => !said.has(c)),
              'The earlier version stays readable on the plan page.',
            );
          } else explanation.push(outcome.refused);
        }
        const result: Omit<CheckIn, 'id' | 'createdAt'> = {
          tdeeKcal: estimate.tdeeKcal,
          previousTargetKcal: previousTarget,
          newTargetKcal: newTarget,
          weeklyRateKg: rate,
          // Never since issue 31 (unlogged days are left out, not assumed); true only on check-ins stored before.
          intakeAssumed: false,
          progressions,
          // Each line once: the revision's changes and the reasons may repeat one another.
          explanation: [...new Set(explanation)],
          missing: [...new Set(missing)],
          planVersion,
          ...(numbers ? {} : { numbersHidden: true }),
          ...(redFlags.length
            ? { redFlags, help, clinicianTold: doctorVerified ? clinicianTold : undefined }
            : {}),
        };
        return repo.insertCheckIn(tx, { id, userId, planId: plan?.id ?? null, result, createdAt: at });
      });
      return shownCheckIn(toCheckIn(row), !numbers);
    },
  };
}

/**
 * What the check-in says about the device's activity (issue 34): which days' active energy set the prior, how it was
 * counted, and where it was held by the clamp; or why it was not used. Kilocalories only where the plan shows numbers.
 */
export function deviceActivityLine(device: DevicePrior | null, numbers: boolean): string | null {
  if (!device || device.days.length === 0) return null;
  const when = dayRanges(device.days).join(', ');
  if (!device.used)
    return `Your device's active energy covered ${device.days.length} of the days (${when}); at least ${device.neededDays} are needed to use it, so your plan's own estimate was used.`;
  const counted = Math.round(PROGRESS.deviceActiveShare * 100);
  const base = numbers
    ? `Your device's activity was used on ${device.days.length} days (${when}): ${device.meanActiveKcal} kcal of active energy a day on average, counted at ${counted} % because wrist devices misjudge energy by 20 % or more, gave an estimate of ${device.rawKcal} kcal a day in place of your plan's activity level.`
    : `Your device's activity was used on ${device.days.length} days (${when}) in place of your plan's activity level, counted at ${counted} % because wrist devices misjudge energy by 20 % or more.`;
  if (!device.clamped) return base;
  return numbers
    ? `${base} That was held at ${device.clamped.boundKcal} kcal, the ${device.clamped.side === 'high' ? 'highest' : 'lowest'} a device may move it (within ${Math.round(PROGRESS.devicePriorMaxShift * 100)} % of your plan's estimate and the range of activity levels).`
    : `${base} It was held within ${Math.round(PROGRESS.devicePriorMaxShift * 100)} % of your plan's estimate, the most a device may move it.`;
}

/** A plan day's energy by meal (mealKey: the second snack is its own meal, logged on its own). */
function mealEnergy(meals: PlanContent['days'][number]['meals']): Map<string, number> {
  const indexes = slotIndexes(meals);
  return new Map(meals.map((m, i) => [mealKey(m.slot, indexes[i]), m.totals.kcal]));
}

/** The first plan day of the coming plan week: where a check-in's new plan version starts. */
function fromDayOf(plan: PlanRow, today: string): number {
  const week = Math.max(1, Math.floor(daysBetween(dateOf(plan.startsAt), today) / 7) + 1);
  return week * 7 + 1;
}

/**
 * Logged intake per plan day, only for days whose every planned meal is accounted for: ticked (eaten, swapped or
 * skipped, at the plan's energy × portion; each of two snacks by its own tick) or logged as food for that meal
 * (issue 35: what was really eaten). A meal's food logs replace its tick (a member who ticks the planned lunch and
 * logs the same dal would otherwise count it twice); a food log names its meal by slot and slotIndex, so food
 * logged for the second snack replaces only the second snack's tick. Food logged for a meal the plan does not
 * serve that day is added. A partly logged day is not guessed from the plan (SOURCES.intakeLogging: partial
 * logging biases the estimate).
 */
export function intakeByDay(
  content: PlanContent,
  meals: readonly Pick<repo.MealRow, 'date' | 'slot' | 'slotIndex' | 'kcal'>[],
  foods: readonly LoggedFoodKcal[] = [],
): IntakeDay[] {
  const ticks = new Map<string, Pick<repo.MealRow, 'slot' | 'slotIndex' | 'kcal'>[]>();
  for (const m of meals) ticks.set(m.date, [...(ticks.get(m.date) ?? []), m]);
  const eaten = new Map<string, LoggedFoodKcal[]>();
  for (const f of foods) eaten.set(f.date, [...(eaten.get(f.date) ?? []), f]);
  const out: IntakeDay[] = [];
  for (const date of new Set([...ticks.keys(), ...eaten.keys()])) {
    const day = content.days.find((d) => d.date === date);
    if (!day) continue;
    const ticked = ticks.get(date) ?? [];
    const logged = eaten.get(date) ?? [];
    const indexes = slotIndexes(day.meals);
    const loggedMeals = new Set(logged.map((f) => mealKey(f.slot, f.slotIndex)));
    const covered = (slot: string, index: number) =>
      loggedMeals.has(mealKey(slot, index)) || ticked.some((t) => t.slot === slot && t.slotIndex === index);
    if (!day.meals.every((meal, i) => covered(meal.slot, indexes[i]!))) continue;
    const kcal = [...ticked.filter((t) => !loggedMeals.has(mealKey(t.slot, t.slotIndex))), ...logged].reduce(
      (sum, l) => sum + l.kcal,
      0,
    );
    out.push({ date, kcal: Math.round(kcal) });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** Next week's progression for each exercise of the plan's current week that has logged sets. */
function progressionsOf(plan: PlanRow, workouts: repo.WorkoutRow[], today: string): Progression[] {
  const weeks = plan.content.training?.weeks ?? [];
  if (!weeks.length) return [];
  const current = Math.min(
    weeks.length,
    Math.max(1, Math.floor(daysBetween(dateOf(plan.startsAt), today) / 7) + 1),
  );
  const week = weeks.find((w) => w.week === current) ?? weeks[0]!;
  const out: Progression[] = [];
  const seen = new Set<string>();
  for (const session of week.sessions) {
    for (const p of session.exercises) {
      if (seen.has(p.exerciseId)) continue;
      seen.add(p.exerciseId);
      const range = repRange(p.reps);
      if (!range) continue;
      const history: SessionLog[] = workouts
        .flatMap((w) =>
          w.exercises
            .filter((e) => e.exerciseId === p.exerciseId)
            .map((e) => ({ date: w.date, sets: e.sets })),
        )
        .sort((a, b) => a.date.localeCompare(b.date));
      if (!history.length) continue;
      const loadType = EXERCISE_BY_ID.get(p.exerciseId)?.loadType;
      const next = nextProgression({
        name: p.name,
        range,
        plannedSets: p.sets,
        history,
        ...(loadType ? { loadType } : {}),
      });
      out.push({ exerciseId: p.exerciseId, name: p.name, ...next });
    }
  }
  return out;
}
