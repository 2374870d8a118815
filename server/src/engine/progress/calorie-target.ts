/**
 * The next calorie target after a check-in: the measured expenditure plus the plan's intended adjustment (its
 * deficit or surplus), moved at most PROGRESS.maxTargetStepKcal from the current target, never below the engine's
 * floors (ENERGY, the same constants targets.ts uses) or the plan's own floor, and never so low that the member
 * would lose more than PROGRESS.maxLossPctPerWeek of body weight a week (lossRate).
 */
import type { Gender } from '@common/options';
import { ENERGY, PROGRESS } from '../guidelines';

export interface TargetInput {
  tdeeKcal: number;
  currentTargetKcal: number;
  /** The plan's intended change from expenditure, kcal/day (negative: deficit). */
  adjustmentKcal: number;
  /** The plan's floor (may be above the sex floor, e.g. pregnancy). */
  planFloorKcal: number;
  sex: Gender | null;
  trendWeightKg: number;
  /** Measured rate, kg/week (negative: losing), or null. */
  weeklyRateKg: number | null;
  /**
   * Why the planner withholds any deficit for this member (under 18, pregnant, breastfeeding, underweight, an eating
   * disorder: targets.ts deficitWithheldBecause), or null. Then a check-in may raise the target, never lower it.
   */
  deficitWithheld?: string | null;
  /**
   * The check-in raised red flags (check-in-red-flags.ts): the target may hold or rise, never fall, until a person
   * has looked (NICE NG69; ADA SoC 2024 §6; NIH/NHLBI 1998 safe loss rate).
   */
  holdForRedFlags?: boolean;
}

export interface TargetResult {
  targetKcal: number;
  /** The reasons for the result, in plain words. */
  reasons: string[];
}

/** The sex floor from the engine's constants (unknown sex: the higher floor, as in targets.ts). nhlbiObesity */
export function sexFloorKcal(sex: Gender | null): number {
  return sex === 'female'
    ? ENERGY.floorFemaleKcal
    : sex === 'male'
      ? ENERGY.floorMaleKcal
      : ENERGY.floorUnknownKcal;
}

const round10 = (v: number) => Math.round(v / 10) * 10;

export function nextCalorieTarget(input: TargetInput): TargetResult {
  const reasons: string[] = [];
  const ideal = input.tdeeKcal + input.adjustmentKcal;
  let target = ideal;
  // Loss at most 1 % of body weight a week: the deficit a day that would lose exactly that.
  const maxDeficit = Math.round(
    ((PROGRESS.maxLossPctPerWeek / 100) * input.trendWeightKg * PROGRESS.kcalPerKg) / 7,
  );
  if (input.tdeeKcal - target > maxDeficit) {
    target = input.tdeeKcal - maxDeficit;
    reasons.push(
      `The deficit is limited to ${maxDeficit} kcal a day so you lose at most ${PROGRESS.maxLossPctPerWeek} % of your weight (${Math.round(input.trendWeightKg * PROGRESS.maxLossPctPerWeek) / 100} kg) a week.`,
    );
  }
  const lossPct = input.weeklyRateKg !== null ? (-input.weeklyRateKg / input.trendWeightKg) * 100 : null;
  if (lossPct !== null && lossPct > PROGRESS.maxLossPctPerWeek && target < input.currentTargetKcal) {
    target = input.currentTargetKcal;
    reasons.push(
      `You are losing ${Math.round(lossPct * 10) / 10} % of your weight a week, faster than the ${PROGRESS.maxLossPctPerWeek} % limit, so the target is not lowered.`,
    );
  }
  const step = PROGRESS.maxTargetStepKcal;
  if (Math.abs(target - input.currentTargetKcal) > step) {
    target = input.currentTargetKcal + Math.sign(target - input.currentTargetKcal) * step;
    reasons.push(
      `A check-in changes the target by at most ${step} kcal a day; the rest follows next week if the trend holds.`,
    );
  }
  // A lower intake for these members is for their doctor to supervise (nhlbiObesity; who2000Bmi; pregnancyEnergy).
  if (input.deficitWithheld && target < input.currentTargetKcal) {
    target = input.currentTargetKcal;
    reasons.push(
      `The target is not lowered because ${input.deficitWithheld}: a lower intake should be supervised by your doctor.`,
    );
  }
  if (input.holdForRedFlags && target < input.currentTargetKcal) {
    target = input.currentTargetKcal;
    reasons.push('The target is not lowered: this check-in noticed something a person should look at first.');
  }
  const floor = Math.max(sexFloorKcal(input.sex), input.planFloorKcal);
  if (target < floor) {
    target = floor;
    reasons.push(`The target stays at the ${floor} kcal safety floor.`);
  }
  return { targetKcal: round10(target), reasons };
}
