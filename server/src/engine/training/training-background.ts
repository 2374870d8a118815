/**
 * The member's real starting point (issue 30 item 5): their training level from lifting experience (or, without
 * it, the activity level), whether they run and how much, frailty or falls, recent knee surgery, and the effort
 * week 1 may ask of them. Every rule's source is beside it (guidelines.ts holds the numbers).
 */
import type { PlanType } from '@common/options';
import { TRAINING } from '../guidelines';
import { hasCondition, isPregnant, monthsSince, type ResolvedProfile } from '../plan/profile-input';
import { onTheFloor, type Exercise, type Level } from './exercise-catalogue';

export interface Runner {
  runsPerWeek: number;
  weeklyKm: number;
}

export interface KneeSurgery {
  /** The member's words ("ACL reconstruction 5 months ago"). */
  text: string;
  /** False when no date was given: planned as if recent, and the plan says so. */
  dated: boolean;
}

export interface MemberLevel {
  level: Level;
  /**
   * The team or court sport the member plays (their words, "football"), or null: its training and matches are their
   * conditioning, so the plan adds no runs or walks on top (teamSport).
   */
  teamSport: string | null;
  /** Why this level, for the rationale ("1–3 years of weight training"). */
  levelReason: string;
  runner: Runner | null;
  /** Frailty or falls (current): supervised strength and balance, no kettlebell or ballistic lifts. otago */
  frail: boolean;
  kneeSurgery: KneeSurgery | null;
  /** The week-1 RPE ceiling for older, inactive or frail members (null: the plan's own ceiling from week 1). */
  startRpe: number | null;
  /**
   * The week-1 RPE ceiling of strength exercises: startRpe, or for a member new to weight training (or who has not
   * said) the novice start (acsmProgression: novices at 60–70 % 1RM, finding their weights). Null: the plan's own.
   */
  liftStartRpe: number | null;
}

/** Walks set at a brisk pace (5–6 km/h, or brisk intervals): replaced by the easy walk for frailty or falls. */
const FRAIL_TOO_FAST: ReadonlySet<string> = new Set(['brisk-walk', 'walk-intervals']);
const FRAIL_ENTRIES = new Set(['frailty', 'falls', 'sarcopenia']);
const KNEE_SURGERY_ENTRIES = new Set(['acl-reconstruction', 'knee-replacement']);
/** Catalogue conditions the training is shaped by (frailty and falls, knee surgery): not "without rules". */
export const TRAINING_TAILORED_ENTRIES: ReadonlySet<string> = new Set([
  ...FRAIL_ENTRIES,
  ...KNEE_SURGERY_ENTRIES,
  'wheelchair-user', // training-seated.ts
]);

const LEVEL_REASON: Record<string, string> = {
  none: 'no weight training yet',
  under_1y: 'less than a year of weight training',
  '1_3y': '1–3 years of weight training',
  over_3y: 'more than 3 years of weight training',
};

export function isFrail(p: ResolvedProfile): boolean {
  return p.clinical.conditions.some((c) => FRAIL_ENTRIES.has(c.entryId) && !c.history);
}

/** ACL reconstruction or knee replacement within the rehabilitation window, or without a date. aclReturn */
export function recentKneeSurgery(p: ResolvedProfile): KneeSurgery | null {
  for (const c of p.clinical.conditions) {
    if (!KNEE_SURGERY_ENTRIES.has(c.entryId)) continue;
    const months = monthsSince(c.qualifiers, p.now);
    if (months === null) return { text: c.text, dated: false };
    if (months <= TRAINING.kneeSurgeryMonths) return { text: c.text, dated: true };
  }
  return null;
}

/**
 * Team and court sports: their training and matches are intermittent running with sprints and changes of direction,
 * vigorous on the Compendium (soccer 7–10 MET), so they are the member's conditioning. teamSport
 */
const TEAM_SPORT =
  /football|soccer|futsal|rugby|hockey|basketball|netball|handball|volleyball|lacrosse|kabaddi|gaelic|hurling|water polo|ultimate/i;
/** Running named as a sport or goal of its own ("running", "5k", "half marathon", "parkrun", "athletics"). */
const RUNNING = /\brun|jog|marathon|parkrun|\b\d+ ?km?\b|athletics|cross[- ]country/i;

/** A sport named but not played now ("used to play hockey", "fantasy football", "watching rugby"). */
const NOT_PLAYED = /\b(used to|formerly|former|ex-|fantasy|watch(?:ing)?|fan)\b/i;

/**
 * The team sport the member plays, when it can stand for their aerobic work: played now, by a member who has not
 * said they are sedentary or lightly active (the sports field has no frequency: a monthly game is not the WHO
 * 150 minutes, so such a member keeps the plan's own aerobic work; who2020).
 */
export function teamSportOf(p: ResolvedProfile): string | null {
  if (!p.missing.activityLevel && (p.activityLevel === 'sedentary' || p.activityLevel === 'light'))
    return null;
  return p.trainingBackground?.sports?.find((s) => TEAM_SPORT.test(s) && !NOT_PLAYED.test(s)) ?? null;
}

/** Running is a goal or a sport of the member's own, not only part of another sport. */
function runsForRunning(p: ResolvedProfile): boolean {
  return [...(p.trainingBackground?.sports ?? []), ...p.goalTexts].some(
    (t) => RUNNING.test(t) && !TEAM_SPORT.test(t),
  );
}

function runnerOf(p: ResolvedProfile): Runner | null {
  const b = p.trainingBackground;
  if (!b?.runsPerWeek || !b.weeklyRunKm) return null;
  // A footballer's runs are part of their sport's conditioning: no running programme unless running is their own
  // goal or sport (teamSport; acsmGuidelines: specificity, the activity chosen by the person's goal).
  if (teamSportOf(p) !== null && !runsForRunning(p)) return null;
  return { runsPerWeek: b.runsPerWeek, weeklyKm: b.weeklyRunKm };
}

/**
 * The strength level: lifting experience when given (acsmProgression), else the activity level; capped at
 * beginner for over-65s, heart disease, pregnancy, frailty and recent knee surgery (acsmOlder; aacvpr; otago;
 * aclReturn), and at intermediate for doctor-verified plans.
 */
export function memberLevel(p: ResolvedProfile, planType: PlanType): MemberLevel {
  const lifting = p.trainingBackground?.liftingExperience ?? null;
  let level: Level;
  let levelReason: string;
  if (lifting) {
    level = TRAINING.liftingLevel[lifting] ?? 'beginner';
    levelReason = LEVEL_REASON[lifting] ?? lifting;
  } else {
    level =
      p.activityLevel === 'very_active'
        ? 'advanced'
        : p.activityLevel === 'moderate' || p.activityLevel === 'active'
          ? 'intermediate'
          : 'beginner';
    levelReason = p.activityLevel.replace('_', ' ');
  }
  if (planType === 'doctor_verified' && level === 'advanced') level = 'intermediate';
  const frail = isFrail(p);
  const kneeSurgery = recentKneeSurgery(p);
  const older = p.age >= TRAINING.olderAdultAge;
  if (older || hasCondition(p, 'heart-disease') || isPregnant(p) || frail || kneeSurgery) level = 'beginner';
  const inactive = p.activityLevel === 'sedentary' && (lifting ?? 'none') === 'none' && !runnerOf(p);
  const startRpe = frail
    ? TRAINING.startRpe.frail
    : older && inactive
      ? TRAINING.startRpe.olderInactive
      : older || inactive
        ? TRAINING.startRpe.olderOrInactive
        : null;
  // An 'active' member may run or play sport without ever having lifted: unknown experience starts as a novice.
  const novice = lifting === null || lifting === 'none' || lifting === 'under_1y';
  const liftStartRpe = startRpe ?? (novice ? TRAINING.startRpe.novice : null);
  return {
    level,
    levelReason,
    teamSport: teamSportOf(p),
    runner: runnerOf(p),
    frail,
    kneeSurgery,
    startRpe,
    liftStartRpe,
  };
}

/** A strength exercise's RPE ceiling in week w: the start rising a point every two weeks, never above the plan's. */
export function rpeCeilingForWeek(m: MemberLevel, planCap: number, w: number): number {
  if (m.liftStartRpe === null) return planCap;
  const ceiling = m.frail ? TRAINING.startRpe.frailMax : planCap;
  return Math.min(planCap, ceiling, m.liftStartRpe + Math.floor((w - 1) / 2));
}

/**
 * The week's effort ceiling for cardio: the general week-1 start (age, inactivity, frailty) rising as for strength,
 * never above the plan's; a lifting novice's start is about lifting and leaves cardio at the plan's ceiling.
 * acsmOlder; otago
 */
export function cardioRpeCeilingForWeek(m: MemberLevel, planCap: number, w: number): number {
  return rpeCeilingForWeek({ ...m, liftStartRpe: m.startRpe }, planCap, w);
}

/**
 * Aerobic work for frailty or falls: seated or supported (a recumbent bike, arm cycling, seated arm cardio, walking
 * in water) or walking at the member's own pace with their aid — the Otago programme's own walking. Dance, step
 * aerobics, an elliptical's moving platform and stairs ask for balance the member does not have (otago: Campbell et
 * al. 1997, Sherrington et al. 2019; WHO 2020: older adults at risk of falls do balance and strength training, and
 * their aerobic activity within their functional ability). whoFrail
 */
const FRAIL_CARDIO: ReadonlySet<string> = new Set([
  'easy-walk',
  'recumbent-bike',
  'arm-ergometer',
  'seated-arm-cardio',
  'pool-walking',
]);

/**
 * Kettlebells, ballistic (power) and jumping work, barbells, cardio that is not seated, supported or an own-pace
 * walk, stepping or lunging without a hand on a support (step-ups included), and work on the floor: not for
 * frailty or falls (otago: supported, progressive strength and balance, standing or seated).
 */
export function unsafeWhenFrail(e: Exercise): boolean {
  return (
    onTheFloor(e) ||
    (e.kind === 'cardio' && !FRAIL_CARDIO.has(e.id)) ||
    // Brisk walking (5–6 km/h) is about twice a frail older adult's usual gait speed (< 0.8 m/s, about 3 km/h, is a
    // frailty marker; whoFrail): a frail member walks at their own comfortable pace (the easy walk). otago
    FRAIL_TOO_FAST.has(e.id) ||
    (e.pattern === 'lunge' && !/supported/.test(e.id)) ||
    e.kind === 'power' ||
    e.pattern === 'plyo' ||
    e.kit.includes('kettlebell') ||
    e.kit.includes('barbell') ||
    e.intensity === 'vigorous' ||
    e.contraindications.includes('high-impact')
  );
}

/** Running, jumping and ballistic work wait for the surgeon's or physiotherapist's criteria. aclReturn */
export function unsafeAfterKneeSurgery(e: Exercise): boolean {
  return e.kind === 'power' || e.pattern === 'plyo' || e.contraindications.includes('high-impact');
}
