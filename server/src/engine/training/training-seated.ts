/**
 * Training seated, for wheelchair users (spinal cord injury, paraplegia, or any reason): only exercises done
 * sitting with the arms and trunk, aerobic work by arm bike or wheelchair pushing, and shoulder care, since the
 * shoulders do the walking too. Martin Ginis et al., international scientific exercise guidelines for adults with
 * spinal cord injury (Spinal Cord 2018;56:308): ≥ 20 min moderate-to-vigorous aerobic exercise twice a week and
 * 3 sets of strength exercises for each major functioning muscle group twice a week.
 */
import type { ResolvedProfile } from '../plan/profile-input';
import { EXERCISE_BY_ID, type Exercise, type Pattern } from './exercise-catalogue';

const WHEELCHAIR_ENTRIES = new Set(['wheelchair-user']);

/** Upper-body and trunk exercises a member can do from a chair or wheelchair, and seated aerobic work. */
export const SEATED_EXERCISES: ReadonlySet<string> = new Set([
  // Push ("Standing band chest press" is named for standing: left out)
  'machine-chest-press',
  'seated-db-press',
  'seated-backpack-press',
  'band-overhead-press',
  'lateral-raise',
  'band-lateral-raise',
  // Pull (more pulling than pushing: shoulder balance for wheelchair users)
  'band-row',
  'seated-cable-row',
  'face-pull',
  'band-pull-apart',
  'lat-pulldown',
  // Arms
  'backpack-curl',
  'wheelchair-push-up',
  'db-curl',
  'hammer-curl',
  'band-curl',
  'cable-curl',
  'band-pushdown',
  'triceps-pushdown',
  'overhead-triceps',
  // Aerobic
  'arm-ergometer',
  'wheelchair-push',
  'seated-arm-cardio',
  // Mobility
  'chair-yoga',
  'neck-shoulder-rolls',
  'arm-circles',
]);

/** Only for members who use a wheelchair. */
const WHEELCHAIR_ONLY: ReadonlySet<string> = new Set([
  'wheelchair-push',
  'wheelchair-push-up',
  'seated-backpack-press',
]);

/** The aerobic fallback when nothing else fits (no kit, no gym). */
export const SEATED_CARDIO = EXERCISE_BY_ID.get('seated-arm-cardio') as Exercise;

export function usesWheelchair(p: ResolvedProfile): boolean {
  return p.clinical.conditions.some((c) => WHEELCHAIR_ENTRIES.has(c.entryId) && !c.history);
}

/**
 * An open foot ulcer: weight off the foot until it heals, so training is seated like a wheelchair user's (without
 * the wheelchair's own exercises). ADA Standards of Care 2024 §5 and §12 (no weight-bearing exercise with an active
 * foot ulcer); IWGDF 2023 offloading guideline (Bus et al.).
 */
const OFF_FEET_ENTRIES = new Set(['foot-ulcer', 'diabetic-foot-ulcer']);

export function offFeet(p: ResolvedProfile): boolean {
  return p.clinical.conditions.some((c) => OFF_FEET_ENTRIES.has(c.entryId) && !c.history);
}

/** The member's words name an injury of the neck (tetraplegia): arms and hands are affected too. */
const TETRA_WORDS = /tetrapleg|quadripleg|\bc[1-8]\b|cervical (spinal )?cord|neck (spinal )?(cord )?injury/i;

export function tetraplegia(p: ResolvedProfile): boolean {
  return p.clinical.conditions.some(
    (c) => WHEELCHAIR_ENTRIES.has(c.entryId) && !c.history && TETRA_WORDS.test(c.text),
  );
}

/**
 * With tetraplegia, grip, triceps and trunk control may be weak or absent and blood pressure and heart-rate
 * responses are blunted: the plan keeps to exercises that need no free weight held or pressed overhead and no
 * lifting of the body on the armrests (band, cable and machine work, arm cycling), at moderate effort, until a
 * specialist physiotherapist adapts it. Martin Ginis et al. 2018; Krassioukov et al. 2009 (autonomic dysreflexia).
 */
const TETRA_UNSAFE: ReadonlySet<string> = new Set([
  'wheelchair-push-up',
  'seated-backpack-press',
  'backpack-curl',
  'seated-db-press',
  'overhead-triceps',
  'db-curl',
  'hammer-curl',
  'lateral-raise',
]);
/** Borg CR10 5–6, moderate: the SCI guideline's aerobic intensity (Martin Ginis et al. 2018). */
export const TETRAPLEGIA_RPE_MAX = 6;

/**
 * Whether the exercise suits the member's seating: seated ones for wheelchair users and members off their feet (the
 * wheelchair's own exercises only for wheelchair users), the rest for everyone else.
 */
export function fitsSeating(e: Exercise, seated: boolean, tetra = false, wheelchair = seated): boolean {
  if (tetra && TETRA_UNSAFE.has(e.id)) return false;
  if (!wheelchair && WHEELCHAIR_ONLY.has(e.id)) return false;
  return seated ? SEATED_EXERCISES.has(e.id) : true;
}

/** Seated pulls: with none possible (no band, cable or machine), the plan says a band is needed. */
export function seatedPullPossible(allowed: (e: Exercise) => boolean): boolean {
  return [...SEATED_EXERCISES].some((id) => {
    const e = EXERCISE_BY_ID.get(id);
    return e !== undefined && e.kind === 'strength' && e.pattern.startsWith('pull') && allowed(e);
  });
}

/**
 * A wheelchair user's activity factor: the legs, the largest muscles, do little or no work, and measured energy
 * expenditure after spinal cord injury is at least 10 % below predicted (Academy of Nutrition and Dietetics SCI
 * evidence analysis). TDEE ≈ BMR × 1.15 (the SCI-specific factor of Farkas et al., Am J Phys Med Rehabil 2019) up to
 * moderate activity; a member who trains hard (wheelchair sport) keeps one level below the one stated.
 */
export const WHEELCHAIR_FACTOR = 1.15;
export function wheelchairActivityFactor(p: ResolvedProfile, factors: Record<string, number>): number | null {
  if (!usesWheelchair(p)) return null;
  const stated = factors[p.activityLevel] ?? 1.2;
  if (p.activityLevel === 'active') return Math.max(WHEELCHAIR_FACTOR, factors.moderate ?? stated);
  if (p.activityLevel === 'very_active') return Math.max(WHEELCHAIR_FACTOR, factors.active ?? stated);
  return Math.min(stated, WHEELCHAIR_FACTOR);
}

export const WHEELCHAIR_WARM_UP = [
  { name: 'Easy arm cycling or wheelchair pushing', minutes: 5 },
  { name: 'Seated mobility: shoulder rolls, arm circles, gentle trunk turns', minutes: 3 },
];

/**
 * A workout's movement patterns seated: the lower-body slots (squat, hinge, lunge, calf, carry) become upper-body
 * ones, with two pulls for every push across the week (shoulder balance; Martin Ginis et al. 2018).
 */
const SEATED_PATTERNS: readonly Pattern[][] = [
  ['push-h', 'pull-h', 'pull-v', 'arms-flex'],
  ['push-v', 'pull-v', 'pull-h', 'arms-ext'],
  ['pull-h', 'push-h', 'pull-v', 'arms-flex'],
];

export function seatedPatterns(i: number, count: number): Pattern[] {
  return [...SEATED_PATTERNS[i % SEATED_PATTERNS.length]!].slice(0, Math.max(2, count));
}
