/**
 * The expenditure prior from a phone's or watch's activity (issue 34): resting energy (the plan's Mifflin BMR) plus
 * the device's active energy, over 1 − the thermic effect of food, in place of the questionnaire's activity factor
 * — counted conservatively and clamped (PROGRESS.deviceActiveShare … devicePriorMaxFactor, SOURCES.wearableEnergy).
 * Steps are not turned into energy here: a step count says nothing of pace, load or body size, and active energy is
 * the device's own estimate of exactly that.
 */
import { PROGRESS } from '../guidelines';
import { addDays, daysBetween } from './weight-trend';

export interface DeviceDay {
  date: string;
  /** The day's active energy as the device recorded it (kcal above resting), or null. */
  activeKcal: number | null;
}

export interface DevicePrior {
  /** True when enough days had active energy for the device to set the prior. */
  used: boolean;
  /** The days in the window whose active energy counted, oldest first. */
  days: string[];
  /** Days needed (4 of every 7 in the window). */
  neededDays: number;
  meanActiveKcal: number | null;
  /** Resting + counted active energy over 0.9, before the clamp; null when not used. */
  rawKcal: number | null;
  /** The prior the estimate uses (the plan's own when the device is not used). */
  priorKcal: number;
  /** Where the clamp held the device's prior, with the bound it held it to. */
  clamped: { side: 'low' | 'high'; boundKcal: number } | null;
}

/** Device activity in [from, to] turned into a prior, or the plan's prior with why not. Pure. */
export function devicePrior(input: {
  bmrKcal: number;
  planPriorKcal: number;
  days: readonly DeviceDay[];
  from: string;
  to: string;
}): DevicePrior {
  const { bmrKcal, planPriorKcal, from, to } = input;
  const span = Math.max(daysBetween(from, to) + 1, 1);
  const neededDays = Math.ceil((span * PROGRESS.deviceMinDaysPerWeek) / 7);
  const byDate = new Map<string, number>();
  for (const d of input.days) {
    // A negative or non-finite figure is not a measurement; 0 is (a day the watch was worn and nothing done is rare,
    // but a day not worn records nothing rather than 0 in Apple Health).
    if (d.activeKcal === null || !Number.isFinite(d.activeKcal) || d.activeKcal < 0) continue;
    if (d.date < from || d.date > to) continue;
    byDate.set(d.date, Math.max(byDate.get(d.date) ?? 0, d.activeKcal));
  }
  const days: string[] = [];
  let total = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const kcal = byDate.get(d);
    if (kcal === undefined) continue;
    days.push(d);
    total += kcal;
  }
  const meanActiveKcal = days.length ? Math.round(total / days.length) : null;
  const valid = bmrKcal > 0 && planPriorKcal > 0;
  if (!valid || days.length < neededDays || meanActiveKcal === null) {
    return {
      used: false,
      days,
      neededDays,
      meanActiveKcal,
      rawKcal: null,
      priorKcal: planPriorKcal,
      clamped: null,
    };
  }
  const raw = (bmrKcal + PROGRESS.deviceActiveShare * meanActiveKcal) / (1 - PROGRESS.deviceTefShare);
  const low = Math.max(
    bmrKcal * PROGRESS.devicePriorMinFactor,
    planPriorKcal * (1 - PROGRESS.devicePriorMaxShift),
  );
  const high = Math.min(
    bmrKcal * PROGRESS.devicePriorMaxFactor,
    planPriorKcal * (1 + PROGRESS.devicePriorMaxShift),
  );
  // low > high cannot happen for a plan prior inside the activity table; if it did, the plan's own prior stands.
  const clampedKcal = low > high ? planPriorKcal : Math.min(Math.max(raw, low), high);
  const clamped =
    low > high
      ? null
      : raw < low
        ? { side: 'low' as const, boundKcal: Math.round(low) }
        : raw > high
          ? { side: 'high' as const, boundKcal: Math.round(high) }
          : null;
  return {
    used: true,
    days,
    neededDays,
    meanActiveKcal,
    rawKcal: Math.round(raw),
    priorKcal: Math.round(clampedKcal),
    clamped,
  };
}

/** Days as short ranges for a sentence: "2026-03-01–2026-03-05, 2026-03-08". */
export function dayRanges(days: readonly string[]): string[] {
  const out: string[] = [];
  let start: string | null = null;
  let prev: string | null = null;
  for (const d of days) {
    if (start !== null && prev !== null && addDays(prev, 1) === d) {
      prev = d;
      continue;
    }
    if (start !== null) out.push(start === prev ? start : `${start} to ${prev}`);
    start = prev = d;
  }
  if (start !== null) out.push(start === prev ? start : `${start} to ${prev}`);
  return out;
}
