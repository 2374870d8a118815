/**
 * Step 2: choosing exercises. Every choice comes from the catalogue after the context's filter (safe for the
 * member's conditions, at or below their level, possible with their place and kit), weighted towards their
 * level, towards exercises their own goals call for, and away from repeats within the week.
 */
import { EXERCISES, EXERCISE_BY_ID, type Exercise, type Pattern } from './exercise-catalogue';
import type { TrainingContext } from './training-context';
import type { CardioStyle } from './training-programmes';
import { SEATED_CARDIO } from './training-seated';

export type CardioIntensity = 'light' | 'moderate' | 'vigorous';
export interface CardioChoice {
  ex: Exercise;
  intensity: CardioIntensity;
}

/** Brisk walking needs nothing and suits everyone who walks: the fallback cardio (seated arm cardio otherwise). */
export const BRISK_WALK = EXERCISE_BY_ID.get('brisk-walk') as Exercise;
/** Frailty or falls: a walk at the member's own comfortable pace, with a stick or frame if they use one. otago */
export const EASY_WALK = EXERCISE_BY_ID.get('easy-walk') as Exercise;

export interface Picker {
  /** An exercise for the pattern that `session` does not already hold, or null when none is left. */
  strength: (pattern: Pattern, session: ReadonlySet<string>) => Exercise | null;
  cardio: (style: CardioStyle) => CardioChoice;
  /** The moderate activity used to top up the week's aerobic minutes. */
  topUp: () => Exercise;
  stretches: readonly Exercise[];
  balance: readonly Exercise[];
}

/**
 * An intermediate or advanced member needs loads they can set and raise, so weights, machines and cables come
 * first where their place and kit have them (acsmProgression: intermediate and advanced lifters progress by load,
 * with free weights and machines); bands and bodyweight stay possible, less often.
 */
function slotFit(e: Exercise, level: Exercise['level']): number {
  return level !== 'beginner' && e.loadType === 'external' ? 4 : 1;
}

/**
 * A beginner's regression (wall or knee push-up, chair squat, supported split squat) cannot be taken to near
 * fatigue in 8–12 reps by someone past beginner level, so "RPE 7" would be a false prescription: when the member can
 * do one of its harder variations, that variation or another exercise takes the slot (acsmProgression: load and
 * exercise selection progress with training status). Loaded exercises are exempt (the weight scales), and so are
 * core holds, which progress by time.
 */
function outgrown(e: Exercise, level: Exercise['level'], allowed: (e: Exercise) => boolean): boolean {
  if (level === 'beginner' || e.level !== 'beginner' || e.loadType === 'external') return false;
  if (e.pattern === 'core' || e.pattern === 'carry') return false;
  return e.progressions.some((id) => {
    const harder = EXERCISE_BY_ID.get(id);
    return harder !== undefined && allowed(harder);
  });
}

export function createPicker(ctx: TrainingContext): Picker {
  const { rng, allowed, level } = ctx;
  const usedThisWeek = new Set<string>();
  const preferred = new Set(ctx.goals.used.flatMap((u) => u.modality.prefer));
  const goalCardio = ctx.goals.used
    .flatMap((u) => u.modality.cardio)
    .map((id) => EXERCISE_BY_ID.get(id))
    .filter((e): e is Exercise => e !== undefined && allowed(e));
  const allCardio = EXERCISES.filter((e) => e.kind === 'cardio' && allowed(e));
  // A gym member's workouts are in the gym: their cardio is gym cardio (treadmill, bike, rower...), not a hike.
  // Outdoor walks remain for the top-up days (engine rule: the exercise is done where the session is).
  const inGym = allCardio.filter((e) => e.places.includes('gym'));
  const cardioOptions = ctx.access.place === 'gym' && inGym.length > 0 ? inGym : allCardio;

  const strength = (pattern: Pattern, session: ReadonlySet<string>): Exercise | null => {
    const kind = pattern === 'plyo' ? 'power' : 'strength';
    const fits = EXERCISES.filter(
      (e) => e.pattern === pattern && e.kind === kind && !session.has(e.id) && allowed(e),
    );
    // A mobility drill (wall slide) trains range, not strength: it fills a strength slot only when nothing else
    // fits (acsmGuidelines: resistance exercise to near fatigue, 8–12 reps, 2–4 sets).
    const strong = fits.filter((e) => e.loadType !== 'mobility');
    const atLevel = strong.filter((e) => !outgrown(e, level, allowed));
    const pool = atLevel.length > 0 ? atLevel : strong.length > 0 ? strong : fits;
    if (pool.length === 0) return null;
    const ex = rng.weightedPick(
      pool,
      (e) =>
        (usedThisWeek.has(e.id) ? 0.15 : 1) *
        (e.level === level ? 3 : 1) *
        (preferred.has(e.id) ? 4 : 1) *
        slotFit(e, level),
    );
    usedThisWeek.add(ex.id);
    return ex;
  };

  // Seated arm cardio where walking is not possible (training-seated.ts).
  // A frail member's walk is at their own comfortable pace (otago; whoFrail), counted as moderate for them: effort
  // is relative to the person's fitness (acsmOlder: moderate is 5–6 on a 0–10 scale of their own capacity).
  const fallback = ctx.seated ? SEATED_CARDIO : ctx.member.frail ? EASY_WALK : BRISK_WALK;
  const intensityOk = (e: Exercise): boolean => e.intensity !== 'vigorous' || ctx.vigorousOk;

  const cardio = (style: CardioStyle): CardioChoice => {
    const forGoal = goalCardio.filter(
      (e) => intensityOk(e) && (style === 'interval' ? e.pattern === 'interval' : e.pattern === 'steady'),
    );
    if (forGoal.length > 0 && style !== 'easy') {
      const ex = rng.pick(forGoal.slice(0, 3));
      return { ex, intensity: ex.intensity === 'vigorous' ? 'vigorous' : 'moderate' };
    }
    const wantVigorous =
      (style === 'interval' || (style === 'steady' && ctx.goal === 'Endurance')) && ctx.vigorousOk;
    const byIntensity = (i: CardioIntensity): Exercise[] =>
      cardioOptions.filter(
        (e) => e.intensity === i && (style === 'interval' ? e.pattern === 'interval' : true),
      );
    if (style === 'easy') {
      const easy = cardioOptions.filter((e) => e.intensity === 'moderate' && e.met <= 5);
      return { ex: easy.length ? rng.pick(easy) : fallback, intensity: 'moderate' };
    }
    const vigorous = byIntensity('vigorous');
    if (wantVigorous && vigorous.length) return { ex: rng.pick(vigorous), intensity: 'vigorous' };
    if (style === 'interval' || ctx.asthma) {
      const walkIntervals = cardioOptions.find((e) => e.id === 'walk-intervals');
      if (walkIntervals) return { ex: walkIntervals, intensity: 'moderate' };
    }
    const moderate = cardioOptions.filter((e) => e.intensity === 'moderate' && e.pattern === 'steady');
    return { ex: moderate.length ? rng.pick(moderate) : fallback, intensity: 'moderate' };
  };

  const topUpActivity =
    goalCardio.find((e) => e.intensity === 'moderate' && e.pattern === 'steady') ?? fallback;

  return {
    strength,
    cardio,
    topUp: () => topUpActivity,
    stretches: EXERCISES.filter((e) => e.kind === 'mobility' && allowed(e)),
    balance: EXERCISES.filter((e) => e.kind === 'balance' && allowed(e)),
  };
}
