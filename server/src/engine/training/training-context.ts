/**
 * Step 1 of the training plan: everything decided before an exercise is chosen. Safety (condition exclusions,
 * level, RPE ceiling, guarded lifting), where and with what the member trains, how many days and minutes they
 * have, and which of their own goals map to a training modality.
 */
import type { PlanType } from '@common/options';
import { LEVEL_RANK, type Exercise, type Level } from './exercise-catalogue';
import { accessFor, fits, type TrainingAccess } from '../data/exercises/access';
import { TRAINING } from '../guidelines';
import type { Rng } from '../plan/prng';
import { hasCondition, isPregnant, matchesPresetGoal, type ResolvedProfile } from '../plan/profile-input';
import { readGoals, type GoalReading } from './training-goals';
import { fitsSeating, offFeet, tetraplegia, TETRAPLEGIA_RPE_MAX, usesWheelchair } from './training-seated';
import {
  memberLevel,
  unsafeAfterKneeSurgery,
  unsafeWhenFrail,
  type MemberLevel,
} from './training-background';
import { exclusions, guardedLifting, impractical, type Exclusion } from './training-safety';
import { careTraining } from '../safety/clinical-rules/care-constraints';
import { cardiacRehabIndicated } from './training-cardiac';

export interface TrainingInput {
  profile: ResolvedProfile;
  planType: PlanType;
  weeks: number;
  bmi: number;
  rng: Rng;
  /** A clinician's intensity caps (Doctor Verified review): they only ever lower the effort. */
  caps?: { maxRpe?: number; maxPct1Rm?: number };
}

export interface TrainingContext {
  p: ResolvedProfile;
  planType: PlanType;
  weeks: number;
  rng: Rng;
  free: boolean;
  /** A recent operation or injury: gentle mobility and walking only. */
  restricted: boolean;
  /**
   * Energy management (ME/CFS): gentle mobility and easy walks at the same dose every week, no progression and no
   * top-up to an activity target. NICE NG206 1.11 (no graded exercise therapy, no fixed incremental programme)
   */
  pacing: boolean;
  level: Level;
  /** Lifting and running background, frailty, recent knee surgery and the week-1 effort ceiling. */
  member: MemberLevel;
  goal: ResolvedProfile['primaryGoal'];
  rpeCap: number;
  /** The heaviest load as % 1RM any set may reach (a clinician's cap), or null. */
  pctCap: number | null;
  asthma: boolean;
  older: boolean;
  /** Coronary disease or heart failure: aerobic work first within a short session (training-cardiac.ts). */
  cardiacRehab: boolean;
  guarded: boolean;
  excluded: Exclusion[];
  excludedTags: ReadonlySet<string>;
  vigorousOk: boolean;
  access: TrainingAccess;
  goals: GoalReading & { notUsedReasons: string[] };
  /** Workouts a week (before walks are added). */
  workouts: number;
  /** Days the member has (null: any day may carry a walk). */
  daysAvailable: number | null;
  sessionMinutes: number | null;
  /** Moderate-equivalent minutes to reach in week w (WHO 150, or the gentle-start ramp). */
  aerobicAim: (week: number) => number;
  starter: boolean;
  /** Uses a wheelchair: seated exercises only (training-seated.ts). */
  wheelchair: boolean;
  /** Trains seated: a wheelchair user, or off their feet while a foot ulcer heals (training-seated.ts). */
  seated: boolean;
  /** Tetraplegia: no free weights held or pressed overhead, moderate effort (training-seated.ts). */
  tetra: boolean;
  /** Safe for this member, at or below their level, and possible with their place and kit. */
  allowed: (e: Exercise) => boolean;
}

/**
 * Moderate-equivalent aerobic minutes to reach in week w: the WHO 150, or for a deconditioned start (sedentary,
 * BMI ≥ 40) the starter volume of about 90 min building by 30 min a week up to 150. acsmObesity; who2020
 */
function weeklyAerobicAim(starter: boolean, teamSport: boolean): (week: number) => number {
  const who = TRAINING.whoModerateMinPerWeek;
  const start = TRAINING.starterWeeklyMin[1];
  // A team sport's training and matches are the member's aerobic work (vigorous: 75 min a week meets the WHO aim):
  // the plan adds none on top (teamSport).
  if (teamSport) return () => 0;
  return (week) => (starter ? Math.min(who, start + TRAINING.starterWeeklyStepMin * (week - 1)) : who);
}

function workoutCount(
  p: ResolvedProfile,
  free: boolean,
  restricted: boolean,
  days: number | null,
  teamSport: boolean,
): number {
  if (restricted) return Math.min(3, days ?? 3);
  const usual = free ? 3 : (TRAINING.daysPerWeek[p.activityLevel] ?? 3);
  // A team sport already fills several days with training and matches: with no days given, gym days stay at
  // most the sport's own 2–3 strength days a week, leaving days to recover (teamSport; overtraining).
  if (days === null && teamSport) return Math.min(usual, TRAINING.teamSportMaxGymDays);
  return days === null ? usual : Math.min(days, free ? 3 : 5);
}

/** Modalities the member's kit and conditions cannot serve move to "not used", with the reason. */
function usableGoals(
  reading: GoalReading,
  allowed: (e: Exercise) => boolean,
  ids: (id: string) => Exercise | undefined,
  access: TrainingAccess,
) {
  const used: GoalReading['used'] = [];
  const notUsed = [...reading.notUsed];
  const notUsedReasons = reading.notUsed.map((g) => `${g}: not a goal the plan can train for specifically`);
  for (const u of reading.used) {
    const m = u.modality;
    const ok =
      m.key === 'mobility' ||
      m.cardio.some((id) => ids(id) && allowed(ids(id)!)) ||
      (m.cardio.length === 0 && m.prefer.some((id) => ids(id) && allowed(ids(id)!)));
    if (ok) used.push(u);
    else {
      notUsed.push(u.goal);
      notUsedReasons.push(
        `${u.goal}: ${m.key === 'swimming' && !access.pool ? 'no pool in your training preferences' : m.key === 'cycling' ? 'no bicycle or exercise bike in your training preferences' : 'the activities it needs are left out for your conditions or equipment'}`,
      );
    }
  }
  return { used, notUsed, notUsedReasons };
}

/** Sports whose own cardio the plan can use: what the member already does (running has its own programme). */
const SPORT_CARDIO: ReadonlySet<string> = new Set(['cycling', 'swimming', 'hiking']);

/**
 * The member's endurance sports (cycling, swimming, hiking) join their goals' modalities, so the plan's cardio is
 * the activity they train in (acsmGuidelines: aerobic exercise chosen by the person's preference and the
 * specificity of training); a sport the plan cannot serve is background, not a goal left unused.
 */
function withSports(goals: ReturnType<typeof usableGoals>, sports: ReturnType<typeof usableGoals>) {
  const extra = sports.used.filter(
    (u) => SPORT_CARDIO.has(u.modality.key) && !goals.used.some((g) => g.modality.key === u.modality.key),
  );
  return { ...goals, used: [...goals.used, ...extra] };
}

export function trainingContext(
  input: TrainingInput,
  byId: (id: string) => Exercise | undefined,
): TrainingContext {
  const { profile: p, planType, weeks, bmi, rng } = input;
  const free = planType === 'free';
  const excluded = exclusions(p, planType, bmi);
  const excludedTags = new Set<string>(excluded.map((e) => e.tag));
  const care = careTraining(p);
  const restricted = hasCondition(p, 'recent-surgery');
  const member = memberLevel(p, planType);
  const { level } = member;
  const cardiac =
    hasCondition(p, 'heart-disease') || p.conditions.some((c) => c.key === 'hypertension' && c.uncontrolled);
  const prefs = p.trainingPreferences;
  const access = accessFor(prefs);
  const sports = readGoals(p.trainingBackground?.sports ?? [], () => true);
  // The cardio of a sport the member already does is at their level, whatever their lifting level.
  const ownCardio = new Set(
    sports.used.filter((u) => SPORT_CARDIO.has(u.modality.key)).flatMap((u) => u.modality.cardio),
  );
  const wheelchair = usesWheelchair(p);
  const seated = wheelchair || offFeet(p);
  const tetra = tetraplegia(p);
  const unsuited = impractical(p, bmi);
  const allowed = (e: Exercise): boolean =>
    (LEVEL_RANK[e.level] <= LEVEL_RANK[level] || (e.kind === 'cardio' && ownCardio.has(e.id))) &&
    !e.contraindications.some((t) => excludedTags.has(t)) &&
    !(member.frail && unsafeWhenFrail(e)) &&
    !(member.kneeSurgery && unsafeAfterKneeSurgery(e)) &&
    fitsSeating(e, seated, tetra, wheelchair) &&
    !unsuited(e) &&
    fits(e, access);
  // Deconditioned start: inactive (unless they already run or lift) or BMI ≥ 40. acsmObesity
  const trains = member.runner !== null || (p.trainingBackground?.liftingExperience ?? 'none') !== 'none';
  const starter = (p.activityLevel === 'sedentary' && !trains) || bmi >= TRAINING.starterBmi;
  const daysAvailable = prefs?.daysPerWeek ?? null;
  return {
    p,
    planType,
    weeks,
    rng,
    free,
    restricted,
    pacing: care.pacing,
    level,
    member,
    goal: p.primaryGoal,
    rpeCap: Math.min(
      TRAINING.rpeMax[planType] ?? 8,
      cardiac ? (TRAINING.rpeMax.cardiac ?? 6) : 10,
      input.caps?.maxRpe ?? 10,
      member.kneeSurgery ? TRAINING.kneeSurgeryRpeMax : 10,
      isPregnant(p) ? TRAINING.rpeMaxPregnancy : 10,
      care.rpeMax ?? 10,
      tetra ? TETRAPLEGIA_RPE_MAX : 10,
    ),
    pctCap: input.caps?.maxPct1Rm ?? null,
    asthma: hasCondition(p, 'asthma') || hasCondition(p, 'copd'),
    older: p.age >= TRAINING.olderAdultAge,
    cardiacRehab: cardiacRehabIndicated(p),
    guarded: guardedLifting(p),
    excluded,
    excludedTags,
    vigorousOk:
      !excludedTags.has('high-intensity') &&
      !member.frail &&
      !member.kneeSurgery &&
      (level !== 'beginner' || (member.runner?.weeklyKm ?? 0) >= TRAINING.runTempoMinKm) &&
      !free &&
      !starter &&
      !care.pacing,
    access,
    goals: withSports(
      usableGoals(readGoals(p.goalTexts, matchesPresetGoal), allowed, byId, access),
      usableGoals(sports, allowed, byId, access),
    ),
    workouts: workoutCount(p, free, restricted || care.pacing, daysAvailable, member.teamSport !== null),
    daysAvailable,
    // Frailty or falls: sessions of at most 40 min (otago: about 30 min of exercise; acsmOlder: short bouts).
    sessionMinutes: member.frail
      ? Math.min(prefs?.sessionMinutes ?? TRAINING.frailSessionMaxMin, TRAINING.frailSessionMaxMin)
      : (prefs?.sessionMinutes ?? null),
    aerobicAim: weeklyAerobicAim(starter, member.teamSport !== null && !starter),
    starter,
    wheelchair,
    seated,
    tetra,
    allowed,
  };
}
