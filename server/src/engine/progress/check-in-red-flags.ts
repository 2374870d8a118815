/**
 * Red flags a weekly check-in watches for across the last two weeks of logs (issue 29 item 5): intake far below
 * the plan, skipped meals with ongoing loss after an eating disorder, loss faster than 1 % of body weight a week,
 * and falling intake on a medicine that can cause hypoglycaemia. A raised flag stops the check-in from lowering the
 * target (calorie-target.ts `holdForRedFlags`) and sends the member to a person (checkInHelp). Pure: the caller
 * passes the logs, the plan's days and the profile; dates are YYYY-MM-DD.
 *
 * Intake is read only from *complete* days (every planned meal of the day logged, eaten or skipped): a day with
 * one logged meal says nothing about the rest, and counting it as eaten-as-planned would hide low intake while
 * counting it as nothing would invent it.
 */
import { mealKey, type CheckInRedFlag } from '@common/progress';
import { PROGRESS } from '../guidelines';
import { hasCondition, resolveProfile, type EngineProfile } from '../plan/profile-input';
import { sexFloorKcal } from './calorie-target';
import { addDays, daysBetween, slopeFit, type WeightPoint } from './weight-trend';

export const RED_FLAG_RULES = {
  /** The two weeks compared, days each: a single low week can be illness or travel; two in a row is a pattern. engine */
  weekDays: 7,
  /**
   * Complete days a week needs before its intake counts (a majority of the week). engine
   */
  minLoggedDaysPerWeek: 4,
  /**
   * Logged intake under this share of the plan's energy, both weeks. The plan's target is already at or below the
   * member's requirement, so 70 % of it is at most ~55–70 % of requirement — past the AND/ASPEN malnutrition marker
   * of intake < 75 % of estimated energy requirement (White JV et al., JPEN 2012;36:275–283). Also flagged: a mean
   * under the plan's own floor (NHLBI 1998 / AHA/ACC/TOS 2013: 1,200 kcal women, 1,500 kcal men, unsupervised).
   */
  intakeShareOfPlan: 0.7,
  /**
   * Eating-disorder history: this many skipped meals in the two weeks (on 2+ days) with a falling weight trend.
   * Restriction and weight loss are relapse signs NICE NG69 (Eating disorders, 2017/2020, 1.2 and 1.3) asks to act
   * on early by referral; the counts are the engine's (any loss is unplanned here: the planner gives no deficit).
   */
  skippedMealsEatingDisorder: 3,
  skippedDaysEatingDisorder: 2,
  /** A trend falling at least this fast, kg a week, counts as ongoing loss (below it is scale noise). engine */
  ongoingLossKgPerWeek: 0.1,
  /**
   * Loss faster than PROGRESS.maxLossPctPerWeek (1 % of body weight a week) in each of two consecutive weeks. Safe
   * loss is 0.5–1 kg (1–2 lb) a week: NIH/NHLBI 1998 and ACSM position stand (Donnelly et al., MSSE 2009);
   * 0.5–1 % of body weight a week preserves lean mass (Helms et al., JISSN 2014;11:20). Each week's slope needs
   * this many weigh-ins spanning this many days, so one heavy morning does not raise it.
   */
  minWeighInsPerWeek: 3,
  minWeighInSpanDays: 4,
  /**
   * Insulin and insulin secretagogues (sulfonylureas, meglitinides) cause hypoglycaemia, and reduced or missed
   * food is a main precipitant: ADA Standards of Care 2024, §6 (Glycemic goals and hypoglycemia) and §9. Falling
   * intake: the last week under 80 % of the plan, or 15 % under the week before. engine
   */
  hypoglycaemiaClasses: { sulfonylurea: 'a sulfonylurea', meglitinide: 'a meglitinide', insulin: 'insulin' },
  hypoglycaemiaShareOfPlan: 0.8,
  hypoglycaemiaWeekDrop: 0.15,
} as const;
const R = RED_FLAG_RULES;

export interface PlanDayEnergy {
  date: string;
  /**
   * The day's planned energy by meal, kcal (the member's swaps in place), keyed by mealKey (common/progress.ts):
   * the second snack ('snack:1') is its own meal with its own log and portion.
   */
  meals: ReadonlyMap<string, number>;
}

export interface LoggedMeal {
  date: string;
  slot: string;
  /** Which meal of the slot that day (0: the first). */
  slotIndex: number;
  status: string;
  /** Share of the planned portion eaten (0 when skipped). */
  portion: number;
}

export interface RedFlagInput {
  today: string;
  planDays: readonly PlanDayEnergy[];
  meals: readonly LoggedMeal[];
  weights: readonly WeightPoint[];
  /** The plan's energy floor (targets.energy.floorKcal); the sex floor applies when higher. */
  planFloorKcal: number;
  profile: EngineProfile | null;
  /**
   * False for a plan that hides numbers (eating-disorder history, NICE NG69 1.3: no calorie counting): the messages
   * say the same without calories. Default true.
   */
  numbersShown?: boolean;
}

interface WeekIntake {
  days: number;
  meanKcal: number;
  meanPlannedKcal: number;
}

/** Mean logged and planned energy over the complete days between `from` and `to` (inclusive). */
function weekIntake(input: RedFlagInput, from: string, to: string): WeekIntake {
  const logs = new Map<string, LoggedMeal[]>();
  for (const m of input.meals)
    if (m.date >= from && m.date <= to) logs.set(m.date, [...(logs.get(m.date) ?? []), m]);
  let days = 0;
  let kcal = 0;
  let planned = 0;
  for (const day of input.planDays) {
    const logged = logs.get(day.date);
    const byMeal = new Map(logged?.map((l) => [mealKey(l.slot, l.slotIndex), l]));
    if (!logged || day.meals.size === 0 || [...day.meals.keys()].some((k) => !byMeal.has(k))) continue;
    days += 1;
    for (const [key, mealKcal] of day.meals) {
      planned += mealKcal;
      kcal += mealKcal * byMeal.get(key)!.portion;
    }
  }
  return {
    days,
    meanKcal: days ? Math.round(kcal / days) : 0,
    meanPlannedKcal: days ? Math.round(planned / days) : 0,
  };
}

/** The least-squares loss of a week as a share of body weight, % a week (positive: losing), or null. */
function weekLossPct(weights: readonly WeightPoint[], from: string, to: string): number | null {
  const week = weights.filter((w) => w.date >= from && w.date <= to);
  if (week.length < R.minWeighInsPerWeek) return null;
  if (daysBetween(week[0]!.date, week[week.length - 1]!.date) < R.minWeighInSpanDays) return null;
  const fit = slopeFit(week);
  if (!fit) return null;
  const mean = week.reduce((s, w) => s + w.weightKg, 0) / week.length;
  return ((-fit.slope * 7) / mean) * 100;
}

const kcal = (v: number) => `${v.toLocaleString('en-GB')} kcal`;

export function checkInRedFlags(input: RedFlagInput): CheckInRedFlag[] {
  const flags: CheckInRedFlag[] = [];
  const { today } = input;
  const lastWeekFrom = addDays(today, -(R.weekDays - 1));
  const weekBeforeTo = addDays(lastWeekFrom, -1);
  const weekBeforeFrom = addDays(weekBeforeTo, -(R.weekDays - 1));
  const lastWeek = weekIntake(input, lastWeekFrom, today);
  const weekBefore = weekIntake(input, weekBeforeFrom, weekBeforeTo);
  const enough = (w: WeekIntake) => w.days >= R.minLoggedDaysPerWeek;
  const p = resolveProfile(input.profile);
  const floorKcal = Math.max(input.planFloorKcal, sexFloorKcal(p.sex === 'unknown' ? null : p.sex));
  const numbers = input.numbersShown !== false;

  // (a) Intake far below plan, two weeks running.
  const farBelow = (w: WeekIntake) =>
    enough(w) && (w.meanKcal < R.intakeShareOfPlan * w.meanPlannedKcal || w.meanKcal < floorKcal);
  if (farBelow(lastWeek) && farBelow(weekBefore)) {
    const share = Math.round((lastWeek.meanKcal / lastWeek.meanPlannedKcal) * 100);
    flags.push({
      code: 'intake-far-below-plan',
      message: !numbers
        ? 'For two weeks you have logged far less food than your plan. Eating this little for long is not safe.'
        : `For two weeks you have logged far less food than your plan: about ${kcal(lastWeek.meanKcal)} a day last week (${share} % of the plan's ${kcal(lastWeek.meanPlannedKcal)}) and ${kcal(weekBefore.meanKcal)} the week before. Eating this little for long is not safe${lastWeek.meanKcal < floorKcal ? ` (it is below the ${kcal(floorKcal)} a day we never plan under)` : ''}.`,
    });
  }

  const recentWeights = [...input.weights]
    .filter((w) => w.date <= today && w.date >= weekBeforeFrom)
    .sort((a, b) => a.date.localeCompare(b.date));

  // (b) Eating-disorder history (current or past): skipped meals with ongoing loss.
  if (hasCondition(p, 'eating-disorder')) {
    const skipped = input.meals.filter(
      (m) => m.status === 'skipped' && m.date >= weekBeforeFrom && m.date <= today,
    );
    const fit = recentWeights.length >= R.minWeighInsPerWeek ? slopeFit(recentWeights) : null;
    const lossKgPerWeek = fit ? -fit.slope * 7 : 0;
    if (
      skipped.length >= R.skippedMealsEatingDisorder &&
      new Set(skipped.map((m) => m.date)).size >= R.skippedDaysEatingDisorder &&
      lossKgPerWeek >= R.ongoingLossKgPerWeek
    ) {
      flags.push({
        code: 'eating-disorder-signs',
        message: `You have skipped ${skipped.length} meals in the last two weeks and your weight is still falling (about ${Math.round(lossKgPerWeek * 10) / 10} kg a week). With an eating disorder in your history, this can be an early sign that things are getting harder, and it deserves care, not a smaller plan.`,
      });
    }
  }

  // (c) Loss faster than 1 % of body weight a week, in each of the last two weeks of weigh-ins.
  const newest = recentWeights[recentWeights.length - 1];
  if (newest && daysBetween(newest.date, today) < R.weekDays) {
    const end = newest.date;
    const recent = weekLossPct(recentWeights, addDays(end, -(R.weekDays - 1)), end);
    const before = weekLossPct(input.weights, addDays(end, -(2 * R.weekDays - 1)), addDays(end, -R.weekDays));
    const max = PROGRESS.maxLossPctPerWeek;
    if (recent !== null && before !== null && recent > max && before > max) {
      flags.push({
        code: 'rapid-loss',
        message: `You have lost more than ${max} % of your body weight a week for two weeks running (about ${Math.round(before * 10) / 10} % and then ${Math.round(recent * 10) / 10} %). Losing this fast costs muscle and can be a sign of illness or of eating too little.`,
      });
    }
  }

  // (d) A medicine that can cause hypoglycaemia with falling intake.
  const medicines = Object.entries(R.hypoglycaemiaClasses)
    .filter(([cls]) => p.clinical.classIds.has(cls))
    .map(([, name]) => name);
  if (medicines.length && enough(lastWeek)) {
    const underPlan = lastWeek.meanKcal < R.hypoglycaemiaShareOfPlan * lastWeek.meanPlannedKcal;
    const dropped =
      enough(weekBefore) && lastWeek.meanKcal <= (1 - R.hypoglycaemiaWeekDrop) * weekBefore.meanKcal;
    if (underPlan || dropped) {
      flags.push({
        code: 'hypoglycaemia-risk',
        message: !numbers
          ? `You take ${medicines.join(' and ')}, and you are eating less than your plan. Eating less on ${medicines.length > 1 ? 'these medicines' : 'this medicine'} can make your blood sugar fall too low.`
          : `You take ${medicines.join(' and ')}, and you are eating less (about ${kcal(lastWeek.meanKcal)} a day last week${dropped ? `, down from ${kcal(weekBefore.meanKcal)}` : ''}). Eating less on ${medicines.length > 1 ? 'these medicines' : 'this medicine'} can make your blood sugar fall too low.`,
      });
    }
  }
  return flags;
}

/**
 * Where to turn, once per line whatever the number of flags. Doctor Verified: the clinician has been told (a
 * message in the member's consultation thread) or, when that could not be sent, the member is asked to write.
 */
export function checkInHelp(
  flags: readonly CheckInRedFlag[],
  care: { doctorVerified: boolean; clinicianTold: boolean },
): string[] {
  if (!flags.length) return [];
  const codes = new Set(flags.map((f) => f.code));
  const lines: string[] = [];
  if (care.doctorVerified)
    lines.push(
      care.clinicianTold
        ? 'Your clinician has been told: we sent them this check-in in Messages. Reply there if you want to add anything.'
        : 'Please message your clinician in Messages about this check-in.',
    );
  lines.push('Please talk to your GP or doctor about this soon.');
  // NICE NG69 1.2: people with eating disorders should be helped to find support and referred early.
  if (codes.has('eating-disorder-signs'))
    lines.push(
      'You do not have to manage this alone: talk to someone you trust, to the team who helped you before, or to an eating-disorder helpline or support service in your country.',
    );
  // ADA Standards of Care 2024 §6: the 15–15 rule, and a dose review when intake falls on insulin or a secretagogue.
  if (codes.has('hypoglycaemia-risk'))
    lines.push(
      'Ask your doctor whether your diabetes medicine dose should change while you eat less; check your blood sugar more often, and if you feel shaky, sweaty or confused take 15 g of fast sugar (half a glass of juice or 3–4 glucose tablets), check again after 15 minutes, and get help if it stays low.',
    );
  lines.push('If you feel faint, very weak or unwell, seek medical care the same day.');
  return lines;
}
