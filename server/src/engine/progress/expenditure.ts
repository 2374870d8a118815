/**
 * Adaptive expenditure (TDEE) from energy balance: what a member burns = what they ate − the energy stored in
 * the weight they gained. Over a window: TDEE = mean intake − (weight slope kg/day × 7700 kcal/kg). The 7700
 * kcal/kg figure is an average for mixed fat and lean tissue (Hall 2008; Thomas et al. 2013: it varies with body
 * composition and over time, which is why the estimate is re-made every week from the newest data). The slope is
 * the least-squares fit of the daily weights, so day-to-day water swings average out instead of biting at the
 * window's ends. Intake is what was logged: a day without logs is left out, never assumed at the plan (what a
 * plan serves is not what was eaten; counting it made a day-1 check-in with no meals "measure" a higher expenditure).
 * Too few logged days and there is no estimate, only what is missing (PROGRESS.tdeeMinLoggedDaysPerWeek,
 * SOURCES.intakeLogging).
 */
import { PROGRESS } from '../guidelines';
import { devicePrior, type DeviceDay, type DevicePrior } from './device-activity';
import { addDays, daysBetween, slopeFit, type WeightPoint } from './weight-trend';

export interface IntakeDay {
  date: string;
  /** Logged intake that day, kcal; null when the member did not log every meal of that day. */
  kcal: number | null;
}

export interface TdeeInput {
  /** The day the estimate is made (YYYY-MM-DD); the window ends the day before or on it. */
  today: string;
  weights: readonly WeightPoint[];
  /** Logged intake by day (days not listed, or with null, are left out). */
  intake: readonly IntakeDay[];
  /** The plan's own expenditure estimate (Mifflin-St Jeor × activity), blended in as a prior; null: none. */
  priorKcal?: number | null;
  /**
   * A phone's or watch's daily active energy and the plan's BMR (issue 34): with enough days of it over the weighed
   * span, the prior is made from it instead (device-activity.ts). Absent or null: the plan's prior as it is.
   */
  device?: { bmrKcal: number; days: readonly DeviceDay[] } | null;
  windowDays?: number;
}

export interface TdeeEstimate {
  tdeeKcal: number | null;
  /** Mean logged intake over the weighed days, kcal/day; how many of those days had logged intake, of how many. */
  meanIntakeKcal: number | null;
  loggedDays: number;
  weighedDays: number;
  /** Weight change rate the estimate used, kg/day. */
  slopeKgPerDay: number | null;
  /** The measured expenditure before the prior, and the prior's share of the result (0 without a prior). */
  measuredKcal: number | null;
  priorWeight: number;
  windowStart: string;
  /** What is missing for an estimate (empty when there is one). */
  missing: string[];
  /** How device activity was weighed for the prior (null: no device data given or no estimate made). */
  device: DevicePrior | null;
}

export function estimateTdee(input: TdeeInput): TdeeEstimate {
  const windowDays = input.windowDays ?? PROGRESS.tdeeWindowDays;
  const start = addDays(input.today, -(windowDays - 1));
  const weights = [...input.weights]
    .filter((w) => w.date >= start && w.date <= input.today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const missing: string[] = [];
  const span = weights.length ? daysBetween(weights[0]!.date, weights[weights.length - 1]!.date) + 1 : 0;
  if (weights.length < PROGRESS.tdeeMinWeighIns || span < PROGRESS.tdeeMinDays) {
    missing.push(
      `Weigh-ins on at least ${PROGRESS.tdeeMinWeighIns} days across ${PROGRESS.tdeeMinDays} days (you have ${weights.length} over ${span} day${span === 1 ? '' : 's'} in the last ${windowDays}).`,
    );
  }
  // Intake over the weighed span only: energy balance compares the same days.
  const from = weights[0]?.date ?? start;
  const to = weights[weights.length - 1]?.date ?? input.today;
  const byDate = new Map(input.intake.map((d) => [d.date, d.kcal]));
  let total = 0;
  let loggedDays = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const logged = byDate.get(d);
    if (logged === undefined || logged === null) continue;
    total += logged;
    loggedDays++;
  }
  const weighedDays = Math.max(span, PROGRESS.tdeeMinDays);
  const neededLogged = Math.ceil((weighedDays * PROGRESS.tdeeMinLoggedDaysPerWeek) / 7);
  if (loggedDays < neededLogged) {
    missing.push(
      `Logged meals: every meal of the day logged on at least ${neededLogged} of ${weighedDays} days (you have ${loggedDays}). Days without meal logs are left out, not guessed from your plan.`,
    );
  }
  const fit = slopeFit(weights);
  if (missing.length || fit === null) {
    return {
      tdeeKcal: null,
      meanIntakeKcal: loggedDays ? Math.round(total / loggedDays) : null,
      loggedDays,
      weighedDays: span,
      slopeKgPerDay: fit?.slope ?? null,
      measuredKcal: null,
      priorWeight: 0,
      windowStart: start,
      missing,
      device: null,
    };
  }
  const meanIntake = total / loggedDays;
  const measured = meanIntake - fit.slope * PROGRESS.kcalPerKg;
  // Inverse-variance blend with the plan's estimate (PROGRESS.tdeePriorSdShare): noisy weeks lean on the prior,
  // steady ones on the measurement.
  const planPrior = input.priorKcal ?? null;
  const device =
    input.device && planPrior !== null && planPrior > 0 && input.device.days.length
      ? devicePrior({
          bmrKcal: input.device.bmrKcal,
          planPriorKcal: planPrior,
          days: input.device.days,
          from,
          to,
        })
      : null;
  const prior = device?.used ? device.priorKcal : planPrior;
  let priorWeight = 0;
  if (prior !== null && prior > 0 && fit.se !== null) {
    const measuredVar = (fit.se * PROGRESS.kcalPerKg) ** 2;
    const priorVar = (PROGRESS.tdeePriorSdShare * prior) ** 2;
    priorWeight = measuredVar / (measuredVar + priorVar);
  }
  return {
    tdeeKcal: Math.round(measured * (1 - priorWeight) + (prior ?? 0) * priorWeight),
    meanIntakeKcal: Math.round(meanIntake),
    loggedDays,
    weighedDays: span,
    slopeKgPerDay: fit.slope,
    measuredKcal: Math.round(measured),
    priorWeight: Math.round(priorWeight * 100) / 100,
    windowStart: start,
    missing: [],
    device,
  };
}
